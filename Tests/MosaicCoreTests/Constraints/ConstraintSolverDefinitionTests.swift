import MosaicTestSupport
import Testing

@testable import MosaicCore

/// Required equalities kept as definitions: chains stay linear in size, and definitions leave
/// or change their constants without rebuilding, matching a fresh solve.
@Suite struct ConstraintSolverDefinitionTests {
  /// A stack as the layout engine makes it: per item a left, right, top and height variable
  /// pinned 16 from a container, 8 below the previous item, at least 44 and preferably
  /// 44 + (i mod 3)·10 high; the container's bottom 8 below the last item; the stays of every
  /// variable added after the constraints.
  struct Stack {
    var constraints: [Constraint] = []
    var stays: [Constraint] = []
    var tops: [ConstraintVariable] = []
    var heights: [ConstraintVariable] = []
    let width = ConstraintVariable()
    let containerHeight = ConstraintVariable()

    init(count: Int) {
      var lastBottom = LinearExpression()
      var variables = [width, containerHeight]
      constraints.append(Constraint(width, .equal, 390))
      for i in 0..<count {
        let left = ConstraintVariable()
        let right = ConstraintVariable()
        let top = ConstraintVariable()
        let height = ConstraintVariable()
        constraints += [
          Constraint(left, .equal, 16),
          Constraint(right, .equal, width - 16.0),
          Constraint(top, .equal, lastBottom + 8.0),
          Constraint(height, .greaterOrEqual, 44),
          Constraint(height, .equal, 44 + Double(i % 3) * 10, strength: .defaultHigh),
        ]
        lastBottom = top + height
        tops.append(top)
        heights.append(height)
        variables += [left, right, top, height]
      }
      // The container holds its last item: this row expands the whole chain of tops.
      constraints.append(
        Constraint(LinearExpression(containerHeight), .greaterOrEqual, lastBottom + 8.0))
      stays = variables.map { Constraint.stay($0, strength: Strength(1)) }
    }

    func solver() throws -> ConstraintSolver {
      var solver = ConstraintSolver()
      for c in constraints + stays { try solver.add(c) }
      return solver
    }

    /// The top of item `i` when every item has its preferred height.
    func expectedTop(_ i: Int) -> Double {
      var top = 8.0
      for j in 0..<i { top += 52 + Double(j % 3) * 10 }
      return top
    }
  }

  @Test func aChainOfDefinitionsKeepsTheTableauLinear() throws {
    for count in [100, 1_000] {
      let stack = Stack(count: count)
      let solver = try stack.solver()
      let cells = solver.rows.values.reduce(0) { $0 + $1.cells.count }
      // Chained rows would hold a dummy of every row above them: count²/2 cells.
      #expect(cells < 12 * count, "\(count) items: \(cells) cells in \(solver.rows.count) rows")
      #expect(solver.definitions.count >= 3 * count)
      #expect(solver.value(of: stack.tops[count - 1]) == stack.expectedTop(count - 1))
      #expect(solver.value(of: stack.containerHeight) == stack.expectedTop(count))
    }
  }

  @Test func staysOfDefinedVariablesWaitUntilTheDefinitionLeaves() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    let definition = Constraint(y, .equal, x + 30)
    try solver.add(Constraint(x, .equal, 10, strength: .defaultHigh))
    try solver.add(definition)
    let stay = Constraint.stay(y, strength: Strength(1))
    try solver.add(stay)
    #expect(solver.definitions.count == 1)
    #expect(solver.value(of: y) == 40)
    // Without its definition, y follows its stay.
    try solver.remove(definition)
    #expect(solver.definitions.isEmpty)
    #expect(solver.value(of: y) == 0)
    #expect(solver.value(of: x) == 10)
    // A variable only its stay holds can be defined again.
    let again = Constraint(y, .equal, x * 2)
    try solver.add(again)
    #expect(solver.definitions.count == 1)
    #expect(solver.value(of: y) == 20)
    try solver.remove(stay)
    try solver.remove(again)
    #expect(solver.value(of: y) == 0)
  }

  @Test func removingAndChangingDefinitionsMatchesAFreshSolve() throws {
    for seed in UInt64(1)...40 {
      var rng = SeededGenerator(seed: seed)
      let stack = Stack(count: 30)
      var solver = try stack.solver()
      var constraints = stack.constraints
      for step in 0..<12 {
        let index = Int.random(in: 0..<constraints.count, using: &rng)
        let chosen = constraints[index]
        if Bool.random(using: &rng) {
          try solver.remove(chosen)
          constraints.remove(at: index)
        } else {
          var expression = chosen.expression
          expression.constant += Double(Int.random(in: -20...20, using: &rng))
          let moved = Constraint(
            expression, chosen.relation, 0, strength: chosen.strength)
          if !solver.replaceConstant(of: chosen, with: moved) {
            try solver.remove(chosen)
            try solver.add(moved)
          }
          constraints[index] = moved
        }
        var fresh = ConstraintSolver()
        for c in constraints + stack.stays { try fresh.add(c) }
        // Every required constraint holds, and the preferred heights lose as much as in a fresh
        // solve. (Where a removal leaves the chain floating, the stays place it, and which
        // variables' stays take part depends on which equalities define them: positions are
        // then compared only where they are determined.)
        for c in constraints where c.strength.isRequired {
          let off = c.violation { solver.value(of: $0) }
          #expect(off <= 1e-6, "seed \(seed) step \(step): \(c) is off by \(off)")
        }
        let preferences = constraints.filter { !$0.strength.isRequired }
        let lost = preferences.reduce(0) { $0 + $1.violation { solver.value(of: $0) } }
        let freshLost = preferences.reduce(0) { $0 + $1.violation { fresh.value(of: $0) } }
        #expect(
          abs(lost - freshLost) <= 1e-6,
          "seed \(seed) step \(step): preferences off by \(lost), a fresh solve \(freshLost)")
        for variable in stack.heights {
          let a = solver.value(of: variable)
          let b = fresh.value(of: variable)
          #expect(
            abs(a - b) <= 1e-6 * max(1, abs(b)),
            "seed \(seed) step \(step): \(variable) is \(a), a fresh solve gives \(b)")
        }
      }
    }
  }
}
