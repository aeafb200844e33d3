import MosaicCore
import Testing

/// `a == b` within `tolerance`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Removing non-required constraints leaves the optimum of the constraints that stay.
@Suite struct ConstraintSolverRemovalTests {
  /// The smallest sequence behind a stack view that broke its views' hugging after being
  /// switched through its configurations: a stay, a hugging and a compression-resistance
  /// inequality on one length, then the compression resistance goes away.
  @Test func removingAStrongerInequalityFreesTheLength() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 0, strength: Strength(1)))
    try solver.add(Constraint(x, .lessOrEqual, 20, strength: .defaultLow))
    let resistance = Constraint(x, .greaterOrEqual, 20, strength: .defaultHigh)
    try solver.add(resistance)
    #expect(near(solver.value(of: x), 20))
    try solver.remove(resistance)
    #expect(near(solver.value(of: x), 0))
  }

  /// The same with the removed inequality's slack in the basis (the inequality held with room
  /// to spare): its row is not part of the objective either.
  @Test func removingASlackInequalityKeepsTheObjective() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 0, strength: Strength(1)))
    let floor = Constraint(x, .greaterOrEqual, -10, strength: .defaultHigh)
    try solver.add(floor)
    try solver.add(Constraint(x, .equal, 30, strength: .defaultLow))
    #expect(near(solver.value(of: x), 30))
    try solver.remove(floor)
    #expect(near(solver.value(of: x), 30))
    // Later changes still find the optimum.
    let ceiling = Constraint(x, .lessOrEqual, 5, strength: Strength(600))
    try solver.add(ceiling)
    #expect(near(solver.value(of: x), 5))
    try solver.remove(ceiling)
    #expect(near(solver.value(of: x), 30))
  }

  /// Removing a non-required equality takes both of its errors out of the objective.
  @Test func removingAStrongerEqualityFreesTheLength() throws {
    var solver = ConstraintSolver()
    let x = ConstraintVariable()
    try solver.add(Constraint(x, .equal, 0, strength: Strength(1)))
    try solver.add(Constraint(x, .lessOrEqual, 20, strength: .defaultLow))
    let pin = Constraint(x, .equal, 35, strength: .defaultHigh)
    try solver.add(pin)
    #expect(near(solver.value(of: x), 35))
    try solver.remove(pin)
    #expect(near(solver.value(of: x), 0))
  }

  /// Two lengths sharing a container, each resisting compression: removing the stronger
  /// resistance gives its room back to the weaker one.
  @Test func removingResistanceBetweenTwoLengths() throws {
    var solver = ConstraintSolver()
    let a = ConstraintVariable()
    let b = ConstraintVariable()
    try solver.add(Constraint(a + b, .equal, 100))
    try solver.add(Constraint(a, .equal, 0, strength: Strength(2)))
    try solver.add(Constraint(b, .equal, 0, strength: Strength(1)))
    try solver.add(Constraint(a, .greaterOrEqual, 40, strength: .defaultLow))
    let resistance = Constraint(b, .greaterOrEqual, 70, strength: .defaultHigh)
    try solver.add(resistance)
    #expect(near(solver.value(of: a), 30))
    #expect(near(solver.value(of: b), 70))
    try solver.remove(resistance)
    #expect(near(solver.value(of: a), 40))
    #expect(near(solver.value(of: b), 60))
  }

  /// Required equalities that track their removal, one the twin of another (`2·a + 24 = 0`
  /// and `a + 12 = 0`, so the second's row holds only dummies): removing the first must leave
  /// the second holding. The smallest sequence of a seeded random run that broke it, when the
  /// first's marker was pivoted into an error row and carried that row's constant into the
  /// twin's dummy.
  @Test func removingAnEqualityKeepsItsRedundantTwin() throws {
    let v = (0..<7).map { _ in ConstraintVariable() }
    func e(_ terms: [(Double, Int)], _ constant: Double) -> LinearExpression {
      terms.reduce(LinearExpression(constant)) { $0 + LinearExpression(v[$1.1]) * $1.0 }
    }
    func required(_ x: LinearExpression, _ relation: ConstraintRelation) -> Constraint {
      Constraint(x, relation, 0, tracksRemoval: true)
    }
    func wish(_ x: LinearExpression, _ relation: ConstraintRelation, _ priority: Float)
      -> Constraint
    {
      Constraint(x, relation, 0, strength: Strength(priority))
    }
    let first = required(e([(2, 4)], 24), .equal)
    let twin = required(e([(1, 4)], 12), .equal)
    var solver = ConstraintSolver()
    for constraint in [
      wish(e([(1, 5)], -59), .equal, 741),
      wish(e([(-3, 5), (1, 4), (1, 0), (1, 1)], 146), .greaterOrEqual, 624),
      wish(e([(1, 1), (1, 2)], 27), .equal, 559),
      required(e([(1, 3), (1, 0)], -75), .equal),
      required(e([(-2, 2), (-1, 3), (2, 4), (2, 6)], 69), .lessOrEqual),
      first, twin,
      wish(e([(1, 5), (1, 2)], -82), .lessOrEqual, 617),
      wish(e([(1, 6)], -27), .equal, 661),
    ] {
      try solver.add(constraint)
    }
    #expect(near(solver.value(of: v[4]), -12))
    try solver.remove(first)
    #expect(near(solver.value(of: v[4]), -12))
    #expect(twin.violation { solver.value(of: $0) } <= 1e-9)
  }
}
