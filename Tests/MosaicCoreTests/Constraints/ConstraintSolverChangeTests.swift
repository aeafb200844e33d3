import MosaicCore
import MosaicTestSupport
import Testing

/// The items of a vertical stack in a container of edit-variable width: left = 16,
/// right = width - 16, top = previous bottom + 8, height ≥ 44 and = 44 + (i mod 3)·10 @750.
private struct Stack {
  var solver = ConstraintSolver()
  let width = ConstraintVariable()
  var left: [ConstraintVariable] = []
  var right: [ConstraintVariable] = []
  var top: [ConstraintVariable] = []
  var height: [ConstraintVariable] = []

  init(count: Int) throws {
    try solver.addEditVariable(width, strength: Strength(999))
    try solver.suggestValue(width, 390)
    var lastBottom = LinearExpression()
    for i in 0..<count {
      left.append(ConstraintVariable())
      right.append(ConstraintVariable())
      top.append(ConstraintVariable())
      height.append(ConstraintVariable())
      try solver.add(Constraint(left[i], .equal, 16))
      try solver.add(Constraint(right[i], .equal, width - 16.0))
      try solver.add(Constraint(top[i], .equal, lastBottom + 8.0))
      try solver.add(Constraint(height[i], .greaterOrEqual, 44))
      try solver.add(Constraint(height[i], .equal, 44 + Double(i % 3) * 10, strength: .defaultHigh))
      lastBottom = top[i] + height[i]
    }
  }

  var all: [ConstraintVariable] { [width] + left + right + top + height }
}

/// The changes as a dictionary, recording a test issue for a variable listed twice.
private func dictionary(_ changes: [ConstraintSolver.ValueChange]) -> [ConstraintVariable: Double] {
  var result: [ConstraintVariable: Double] = [:]
  for change in changes {
    if result.updateValue(change.value, forKey: change.variable) != nil {
      Issue.record("\(change.variable) listed twice")
    }
  }
  return result
}

@Suite struct ConstraintSolverChangeTests {
  @Test func firstReadListsEveryVariableThenNothing() throws {
    var stack = try Stack(count: 4)
    let first = dictionary(stack.solver.changedValues())
    #expect(Set(first.keys) == Set(stack.all))
    #expect(first[stack.width] == 390)
    var bottom = 0.0
    for i in 0..<4 {
      #expect(first[stack.left[i]] == 16)
      #expect(first[stack.right[i]] == 374)
      #expect(first[stack.top[i]] == bottom + 8)
      #expect(first[stack.height[i]] == 44 + Double(i % 3) * 10)
      bottom = first[stack.top[i]]! + first[stack.height[i]]!
    }
    #expect(stack.solver.changedValues().isEmpty)
    // Reads after a refresh come from the stored values.
    #expect(stack.solver.value(of: stack.top[3]) == first[stack.top[3]])
    #expect(stack.solver.values() == first)
  }

  @Test func widthEditListsExactlyTheVariablesThatFollowIt() throws {
    var stack = try Stack(count: 5)
    _ = stack.solver.changedValues()
    try stack.solver.suggestValue(stack.width, 414)
    let changes = dictionary(stack.solver.changedValues())
    #expect(Set(changes.keys) == Set([stack.width] + stack.right))
    #expect(changes[stack.width] == 414)
    for right in stack.right { #expect(changes[right] == 398) }
    // The same value again changes nothing.
    try stack.solver.suggestValue(stack.width, 414)
    #expect(stack.solver.changedValues().isEmpty)
  }

  @Test func aHeightChangeMovesEveryLaterTop() throws {
    var stack = try Stack(count: 6)
    _ = stack.solver.changedValues()
    try stack.solver.addEditVariable(stack.height[2], strength: Strength(900))
    #expect(stack.solver.changedValues().isEmpty)
    try stack.solver.suggestValue(stack.height[2], 100)
    let changes = dictionary(stack.solver.changedValues())
    #expect(Set(changes.keys) == Set([stack.height[2]] + stack.top[3...]))
    // Heights 44, 54, 100, 44, 54, 64: tops 8, 60, 122, 230, 282, 344.
    #expect(changes[stack.height[2]] == 100)
    #expect(changes[stack.top[3]] == 230)
    #expect(changes[stack.top[4]] == 282)
    #expect(changes[stack.top[5]] == 344)
  }

  @Test func variablesThatLeaveAreListedAtZero() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    let z = ConstraintVariable()
    let definesY = Constraint(y, .equal, x + 5.0)
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(definesY)
    try solver.add(Constraint(z, .greaterOrEqual, 0))
    #expect(dictionary(solver.changedValues()) == [x: 10, y: 15, z: 0])
    try solver.remove(definesY)
    // y is in no constraint any more; x and z did not change.
    #expect(dictionary(solver.changedValues()) == [y: 0])
    #expect(solver.value(of: y) == 0)
    try solver.add(definesY)
    #expect(dictionary(solver.changedValues()) == [y: 15])
    solver.reset()
    // z was last listed at zero, so only x and y are listed.
    #expect(dictionary(solver.changedValues()) == [x: 0, y: 0])
    #expect(solver.changedValues().isEmpty)
  }

  @Test func aFailedAddListsNothingItIntroduced() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 10))
    _ = solver.changedValues()
    let fresh = ConstraintVariable()
    #expect(throws: UnsatisfiableConstraint.self) {
      // `fresh` cancels out: a contradiction of required equalities.
      try solver.add(Constraint(LinearExpression(x) + fresh - fresh, .equal, 11))
    }
    let other = ConstraintVariable()
    #expect(throws: UnsatisfiableConstraint.self) {
      // Through the artificial variable, which cannot reach zero.
      try solver.add(Constraint(LinearExpression(x) + other - other, .greaterOrEqual, 20))
    }
    let changes = dictionary(solver.changedValues())
    #expect(changes.isEmpty)
    #expect(solver.value(of: fresh) == 0)
    #expect(solver.value(of: other) == 0)
  }

  @Test func refreshValuesVisitsTheSameChanges() throws {
    var a = try Stack(count: 3)
    var b = a
    try a.solver.suggestValue(a.width, 500)
    try b.solver.suggestValue(b.width, 500)
    var visited: [ConstraintVariable: Double] = [:]
    a.solver.refreshValues { visited[$0] = $1 }
    #expect(visited == dictionary(b.solver.changedValues()))
    #expect(visited[a.right[2]] == 484)
  }

  @Test func readValuesReadsWhatValueOfReads() throws {
    var stack = try Stack(count: 3)
    let all = stack.all
    let right = stack.right[1]
    let top = stack.top[2]
    try stack.solver.suggestValue(stack.width, 420)
    // Before a refresh (values evaluated) and after (values stored): the same numbers.
    for refreshed in [false, true] {
      if refreshed { _ = stack.solver.changedValues() }
      let expected = all.map { stack.solver.value(of: $0) }
      let read = stack.solver.readValues { value in all.map(value) }
      #expect(read == expected, "refreshed: \(refreshed)")
    }
    let secondRight = stack.solver.readValues { $0(right) }
    #expect(secondRight == 404)
    let third: Double = 8 + 44 + 8 + 54 + 8
    let thirdTop = stack.solver.readValues { $0(top) }
    #expect(thirdTop == third)
  }

  /// A tree of required equalities (each node = its parent + an offset; the root follows an
  /// edit variable), several nodes a level and six levels deep, added in a seeded random
  /// order (a node may come before its parent is defined): after each edit every node is
  /// listed once, with its parent's value plus its offset.
  @Test func definitionsOfManyLevelsFollowEditsInOrder() throws {
    for seed in UInt64(0)..<40 {
      var rng = SeededGenerator(seed: seed)
      var solver = ConstraintSolver()
      let root = ConstraintVariable()
      try solver.addEditVariable(root, strength: Strength(999))
      try solver.suggestValue(root, 10)
      var nodes: [(variable: ConstraintVariable, parent: Int?, offset: Double)] = []
      var previousLevel: [Int?] = [nil]
      for _ in 0..<6 {
        var level: [Int?] = []
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
          let parent = previousLevel.randomElement(using: &rng)!
          nodes.append(
            (ConstraintVariable(), parent, Double(Int.random(in: -20...20, using: &rng))))
          level.append(nodes.count - 1)
        }
        previousLevel = level
      }
      for index in nodes.indices.shuffled(using: &rng) {
        let node = nodes[index]
        let parent =
          node.parent.map { LinearExpression(nodes[$0].variable) } ?? LinearExpression(root)
        try solver.add(Constraint(node.variable, .equal, parent + node.offset))
      }
      func expected(_ index: Int, root value: Double) -> Double {
        let node = nodes[index]
        return (node.parent.map { expected($0, root: value) } ?? value) + node.offset
      }
      _ = solver.changedValues()
      for (step, value) in [25.0, -7, 25, 1000].enumerated() {
        try solver.suggestValue(root, value)
        let changes = dictionary(solver.changedValues())
        for index in nodes.indices {
          let want = expected(index, root: value)
          #expect(
            changes[nodes[index].variable] == want,
            "seed \(seed) step \(step): node \(index) listed as \(String(describing: changes[nodes[index].variable])), expected \(want)"
          )
        }
      }
    }
  }
}
