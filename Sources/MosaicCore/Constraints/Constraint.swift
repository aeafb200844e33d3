/// How strongly a constraint holds, on UIKit's priority scale.
///
/// A strength is ``required`` (priority 1000: it must hold, or adding it throws) or a
/// non-required priority in 1..<1000. Non-required strengths compare lexicographically: the
/// solver minimises the errors of the highest priority first and only then, among the solutions
/// that are optimal for it, the errors of the next priority, and so on. So a higher priority
/// always beats any number of lower ones — the solver keeps, for each priority, its own
/// component of the objective instead of summing scaled numbers (a scale such as 1000^priority
/// would run out of `Double` range). Within one priority, errors are traded off by `weight`
/// (an error of a constraint with weight 2 costs twice as much as one of weight 1).
package struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The priority: 1000 for required, 1..<1000 for non-required.
  package let priority: Float
  /// The weight of errors within the priority (positive); unused for required strengths.
  package let weight: Double

  /// A strength with the given priority (clamped to 1...1000) and weight.
  package init(_ priority: Float, weight: Double = 1) {
    self.priority = min(max(priority, 1), 1000)
    self.weight = weight
  }

  /// Priority 1000: the constraint must hold.
  package static let required = Strength(1000)
  /// Priority 750, UIKit's `defaultHigh`.
  package static let defaultHigh = Strength(750)
  /// Priority 250, UIKit's `defaultLow`.
  package static let defaultLow = Strength(250)
  /// Priority 50, UIKit's `fittingSizeLevel`.
  package static let fittingSizeLevel = Strength(50)

  /// Whether the constraint must hold.
  package var isRequired: Bool { priority >= 1000 }

  /// Ordered by priority, then weight.
  package static func < (a: Strength, b: Strength) -> Bool {
    (a.priority, a.weight) < (b.priority, b.weight)
  }

  /// The priority, and the weight when it is not 1.
  package var description: String {
    weight == 1 ? "\(priority)" : "\(priority)×\(weight)"
  }
}

/// How a constraint's two sides compare.
package enum ConstraintRelation: Sendable, Hashable {
  /// Left side = right side.
  case equal
  /// Left side ≤ right side.
  case lessOrEqual
  /// Left side ≥ right side.
  case greaterOrEqual
}

/// A linear constraint `lhs relation rhs` with a strength.
///
/// Constraints have identity: two constraints made separately are different constraints to a
/// solver even when they read the same.
package final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// `lhs - rhs`: the constraint reads `expression relation 0`.
  package let expression: LinearExpression
  /// How the expression compares with zero.
  package let relation: ConstraintRelation
  /// How strongly the constraint holds.
  package let strength: Strength
  /// For a required equality: whether the solver records in a column of its own how much of
  /// the constraint each row holds, so that removing it pivots that column out instead of
  /// building the tableau again. The column costs space in the rows the equality reaches (a
  /// long chain of such equalities grows quadratically), so it suits constraints that come and
  /// go often over a shallow hierarchy, such as frames. Other constraints always have one.
  package let tracksRemoval: Bool
  /// Whether the constraint is a stay (see ``stay(_:strength:)``).
  package let isStay: Bool

  /// The constraint `lhs relation rhs` at the given strength.
  package init(
    _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
    strength: Strength = .required, tracksRemoval: Bool = false
  ) {
    expression = lhs - rhs
    self.relation = relation
    self.strength = strength
    self.tracksRemoval = tracksRemoval
    isStay = false
  }

  private init(stay variable: ConstraintVariable, strength: Strength) {
    expression = LinearExpression(variable)
    relation = .equal
    self.strength = strength
    tracksRemoval = false
    isStay = true
  }

  /// A stay: `variable = 0` at a (weak, non-required) strength, which keeps a variable that
  /// the other constraints leave undetermined at zero.
  ///
  /// A solver keeps a stay out of its tableau while a required equality defines the variable
  /// in terms of others (the stays of those decide it), so a stay never makes the definition's
  /// chain of variables enter the rows; it takes part again when that equality is removed.
  package static func stay(_ variable: ConstraintVariable, strength: Strength) -> Constraint {
    precondition(!strength.isRequired, "a stay cannot be required")
    return Constraint(stay: variable, strength: strength)
  }

  /// The constraint `lhs relation rhs` at the given strength.
  package convenience init(
    _ lhs: ConstraintVariable, _ relation: ConstraintRelation, _ rhs: Double,
    strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength)
  }

  /// The constraint `lhs relation rhs` at the given strength.
  package convenience init(
    _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: Double,
    strength: Strength = .required, tracksRemoval: Bool = false
  ) {
    self.init(
      lhs, relation, LinearExpression(rhs), strength: strength, tracksRemoval: tracksRemoval)
  }

  /// The constraint `lhs relation rhs` at the given strength.
  package convenience init(
    _ lhs: ConstraintVariable, _ relation: ConstraintRelation, _ rhs: LinearExpression,
    strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, rhs, strength: strength)
  }

  /// The constraint `lhs relation rhs` at the given strength.
  package convenience init(
    _ lhs: ConstraintVariable, _ relation: ConstraintRelation, _ rhs: ConstraintVariable,
    strength: Strength = .required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), strength: strength)
  }

  /// How far the constraint is from holding for the given variable values (0 when it holds).
  package func violation(_ valueOf: (ConstraintVariable) -> Double) -> Double {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value)
    case .lessOrEqual: return max(value, 0)
    case .greaterOrEqual: return max(-value, 0)
    }
  }

  /// Identity.
  package static func == (a: Constraint, b: Constraint) -> Bool { a === b }

  /// Identity.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The expression, the relation and the strength.
  package var description: String {
    let op =
      switch relation {
      case .equal: "=="
      case .lessOrEqual: "<="
      case .greaterOrEqual: ">="
      }
    return "\(expression) \(op) 0 @\(strength)"
  }
}

/// The error thrown when a required constraint cannot hold together with the solver's other
/// required constraints; the solver is left as it was before the call.
package struct UnsatisfiableConstraint: Error, Sendable, CustomStringConvertible {
  /// The constraint that could not be added.
  package let constraint: Constraint

  /// Names the constraint.
  package var description: String { "unsatisfiable required constraint: \(constraint)" }
}

/// Misuses of a ``ConstraintSolver``.
package enum ConstraintSolverError: Error, Sendable, Equatable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(ConstraintVariable)
  /// The variable is not an edit variable.
  case unknownEditVariable(ConstraintVariable)
  /// Edit variables need a non-required strength.
  case requiredEditStrength
  /// The tableau could not be repaired after an edit (should not happen).
  case internalFailure
}
