import MosaicCore
import Testing

/// `a == b` within `tolerance`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

@Suite struct ConstraintSolverTests {
  @Test func singleEquality() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 10))
    #expect(near(solver.value(of: x), 10))
  }

  @Test func sumAndBound() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    try solver.add(Constraint(x + y, .equal, 20))
    try solver.add(Constraint(x, .greaterOrEqual, 5))
    #expect(near(solver.value(of: x) + solver.value(of: y), 20))
    #expect(solver.value(of: x) >= 5 - 1e-9)
    // A weak wish that the bound stops.
    try solver.add(Constraint(x, .equal, 0, strength: .defaultLow))
    #expect(near(solver.value(of: x), 5))
    #expect(near(solver.value(of: y), 15))
  }

  @Test func strongerPreferenceWins() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 10, strength: .defaultLow))
    try solver.add(Constraint(x, .equal, 20, strength: .defaultHigh))
    #expect(near(solver.value(of: x), 20))
  }

  @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    for _ in 0..<200 {
      try solver.add(Constraint(x, .equal, 10, strength: Strength(500, weight: 1000)))
    }
    let winner = Constraint(x, .equal, 20, strength: Strength(501))
    try solver.add(winner)
    #expect(near(solver.value(of: x), 20))
    #expect(solver.unsatisfiedConstraints().count == 200)
    #expect(!solver.unsatisfiedConstraints().contains(winner))
  }

  @Test func weightsTradeOffWithinAPriority() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 10, strength: Strength(500, weight: 1)))
    try solver.add(Constraint(x, .equal, 20, strength: Strength(500, weight: 3)))
    #expect(near(solver.value(of: x), 20))
  }

  @Test func requiredConflictThrowsAndLeavesTheSolverUnchanged() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(x + y, .lessOrEqual, 30))
    try solver.add(Constraint(y, .equal, 3, strength: .defaultLow))
    let before = solver.values()
    let count = solver.allConstraints.count
    for bad in [
      Constraint(x, .equal, 20),  // contradicts an equality
      Constraint(x, .greaterOrEqual, 30),  // contradicts an equality, via an inequality
      Constraint(y, .greaterOrEqual, 25),  // contradicts the sum's bound
    ] {
      #expect {
        try solver.add(bad)
      } throws: { error in
        (error as? UnsatisfiableConstraint)?.constraint === bad
      }
      #expect(!solver.hasConstraint(bad))
      #expect(solver.allConstraints.count == count)
      let after = solver.values()
      #expect(after.count == before.count)
      for (variable, value) in before { #expect(near(after[variable] ?? .nan, value)) }
    }
    // Still usable.
    try solver.add(Constraint(y, .greaterOrEqual, 15))
    #expect(near(solver.value(of: y), 15))
    #expect(near(solver.value(of: x), 10))
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    try solver.add(Constraint(x, .greaterOrEqual, 0))
    try solver.add(Constraint(y, .equal, x + 10.0))
    try solver.add(Constraint(x, .equal, 5, strength: .defaultLow))
    #expect(near(solver.value(of: y), 15))
    let strong = Constraint(x, .equal, 50, strength: .defaultHigh)
    try solver.add(strong)
    #expect(near(solver.value(of: x), 50))
    #expect(near(solver.value(of: y), 60))
    try solver.remove(strong)
    #expect(!solver.hasConstraint(strong))
    #expect(near(solver.value(of: x), 5))
    #expect(near(solver.value(of: y), 15))
    let bound = Constraint(y, .lessOrEqual, 12)
    try solver.add(bound)
    #expect(near(solver.value(of: x), 2))
    try solver.remove(bound)
    #expect(near(solver.value(of: x), 5))
    #expect(throws: ConstraintSolverError.unknownConstraint(bound)) { try solver.remove(bound) }
  }

  @Test func removingARequiredEqualityKeepsEditsAndOrder() throws {
    var solver = ConstraintSolver()
    let a = ConstraintVariable()
    let b = ConstraintVariable()
    let c = ConstraintVariable()
    let ab = Constraint(b, .equal, a + 10.0)
    let bc = Constraint(c, .equal, b + 10.0)
    try solver.add(ab)
    try solver.add(bc)
    try solver.add(Constraint(b, .equal, 0, strength: .fittingSizeLevel))
    try solver.addEditVariable(a, strength: .defaultHigh)
    try solver.suggestValue(a, 5)
    #expect(near(solver.value(of: b), 15))
    #expect(near(solver.value(of: c), 25))
    try solver.remove(ab)
    // b falls back to its weak wish; the edit still holds a; c follows b.
    #expect(near(solver.value(of: a), 5))
    #expect(near(solver.value(of: b), 0))
    #expect(near(solver.value(of: c), 10))
    try solver.suggestValue(a, 40)
    #expect(near(solver.value(of: a), 40))
    try solver.add(ab)
    #expect(near(solver.value(of: c), 60))
    // A redundant equality is accepted, and removing it changes nothing.
    let redundant = Constraint(c, .equal, a + 20.0)
    try solver.add(redundant)
    try solver.remove(redundant)
    #expect(near(solver.value(of: c), 60))
  }

  @Test func definedVariablesTakePartInLaterConstraints() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    let z = ConstraintVariable()
    try solver.add(Constraint(y, .equal, x + 10.0))  // defines y
    try solver.add(Constraint(z, .equal, 2 * y))  // defines z
    try solver.add(Constraint(z, .lessOrEqual, 100))
    try solver.add(Constraint(x, .equal, 80, strength: .defaultHigh))
    #expect(near(solver.value(of: x), 40))
    #expect(near(solver.value(of: z), 100))
    let conflict = Constraint(x, .greaterOrEqual, 41)
    #expect(throws: UnsatisfiableConstraint.self) { try solver.add(conflict) }
    #expect(near(solver.value(of: z), 100))
    try solver.addEditVariable(z, strength: Strength(900))
    try solver.suggestValue(z, 30)
    #expect(near(solver.value(of: x), 5))
    #expect(near(solver.values()[y]!, 15))
  }

  @Test func editMovesAChain() throws {
    var solver = ConstraintSolver()
    let v = (0..<5).map { _ in ConstraintVariable() }
    for i in 0..<4 { try solver.add(Constraint(v[i + 1], .equal, v[i] + 10.0)) }
    try solver.add(Constraint(v[0], .equal, 0, strength: .defaultLow))
    try solver.addEditVariable(v[0], strength: Strength(999))
    #expect(solver.hasEditVariable(v[0]))
    try solver.suggestValue(v[0], 100)
    for i in 0..<5 { #expect(near(solver.value(of: v[i]), 100 + 10 * Double(i))) }
    try solver.suggestValue(v[0], -7)
    for i in 0..<5 { #expect(near(solver.value(of: v[i]), -7 + 10 * Double(i))) }
    try solver.removeEditVariable(v[0])
    for i in 0..<5 { #expect(near(solver.value(of: v[i]), 10 * Double(i))) }
    #expect(throws: ConstraintSolverError.unknownEditVariable(v[0])) {
      try solver.suggestValue(v[0], 1)
    }
  }

  @Test func inequalitiesBoundAnEdit() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    let y = ConstraintVariable()
    try solver.add(Constraint(x, .lessOrEqual, 100))
    try solver.add(Constraint(x, .greaterOrEqual, 0))
    try solver.add(Constraint(y, .equal, 2 * x))
    try solver.addEditVariable(x, strength: .defaultHigh)
    try solver.suggestValue(x, 150)
    #expect(near(solver.value(of: x), 100))
    #expect(near(solver.value(of: y), 200))
    try solver.suggestValue(x, -20)
    #expect(near(solver.value(of: x), 0))
    try solver.suggestValue(x, 50)
    #expect(near(solver.value(of: x), 50))
    #expect(near(solver.value(of: y), 100))
    #expect(throws: ConstraintSolverError.requiredEditStrength) {
      try solver.addEditVariable(y, strength: .required)
    }
  }

  @Test func twoEditsAtDifferentPriorities() throws {
    var solver = ConstraintSolver()
    let left = ConstraintVariable()
    let right = ConstraintVariable()
    try solver.add(Constraint(right - left, .greaterOrEqual, 10))
    try solver.addEditVariable(left, strength: Strength(900))
    try solver.addEditVariable(right, strength: Strength(800))
    try solver.suggestValue(left, 100)
    try solver.suggestValue(right, 50)
    #expect(near(solver.value(of: left), 100))
    #expect(near(solver.value(of: right), 110))
    try solver.suggestValue(right, 300)
    #expect(near(solver.value(of: right), 300))
  }

  @Test func longChainAndEdit() throws {
    let count = 10_000
    var solver = ConstraintSolver()
    let v = (0..<count).map { _ in ConstraintVariable() }
    try solver.add(Constraint(v[0], .equal, 0, strength: .defaultLow))
    for i in 0..<(count - 1) {
      try solver.add(Constraint(v[i + 1], .equal, v[i] + 52.0))
      try solver.add(Constraint(v[i + 1], .greaterOrEqual, LinearExpression(v[i])))
    }
    var values = solver.values()
    for i in 0..<count where !near(values[v[i]]!, 52 * Double(i)) {
      Issue.record("v[\(i)] = \(values[v[i]]!), expected \(52 * Double(i))")
      break
    }
    try solver.addEditVariable(v[0], strength: Strength(999))
    try solver.suggestValue(v[0], 100)
    values = solver.values()
    for i in 0..<count where !near(values[v[i]]!, 100 + 52 * Double(i), 1e-5) {
      Issue.record("v[\(i)] = \(values[v[i]]!) after the edit")
      break
    }
  }
}
