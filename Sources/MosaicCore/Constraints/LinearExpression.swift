import Synchronization

/// An unknown of a constraint system: a cheap, hashable identifier.
///
/// A variable carries no value itself; a ``ConstraintSolver`` assigns it one.
package struct ConstraintVariable: Hashable, Sendable, CustomStringConvertible {
  /// The variable's identifier, unique among variables made with ``init()``.
  package let id: Int

  private static let counter = Atomic<Int>(0)

  /// A new variable with an identifier no other variable made this way has.
  package init() {
    id = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// A variable with the given identifier (two variables with the same identifier are equal).
  package init(id: Int) {
    self.id = id
  }

  /// `v` followed by the identifier.
  package var description: String { "v\(id)" }

  /// Feeds the identifier to `hasher`.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The hash the standard library's dictionaries and sets use: engines and the solver look
  /// variables up for every constraint added and every value read, so a short mix of the id
  /// and the table's seed stands in for the general-purpose hasher (see `mixedHash`).
  package func _rawHashValue(seed: Int) -> Int { mixedHash(id, seed: seed) }
}

/// A 64-bit finalizer of `id` and a hash table's `seed`: well spread for the consecutive ids
/// of symbols and variables, and much cheaper than the standard library's hasher.
func mixedHash(_ id: Int, seed: Int) -> Int {
  var x = UInt64(bitPattern: Int64(id)) ^ UInt64(bitPattern: Int64(seed))
  x = (x ^ (x >> 33)) &* 0xff51_afd7_ed55_8ccd
  x = (x ^ (x >> 33)) &* 0xc4ce_b9fe_1a85_ec53
  return Int(bitPattern: UInt(truncatingIfNeeded: x ^ (x >> 33)))
}

/// A linear expression: a constant plus a sum of variables times coefficients.
///
/// Terms may repeat a variable; the solver adds their coefficients.
package struct LinearExpression: Sendable, CustomStringConvertible {
  /// A variable times a coefficient.
  package struct Term: Sendable {
    /// The variable.
    package var variable: ConstraintVariable
    /// The coefficient the variable is multiplied by.
    package var coefficient: Double

    /// The term `coefficient · variable`.
    package init(_ variable: ConstraintVariable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms of the sum.
  package var terms: [Term]
  /// The constant added to the terms.
  package var constant: Double

  /// The expression `Σ terms + constant`.
  package init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression made of one variable.
  package init(_ variable: ConstraintVariable) {
    self.init([Term(variable)])
  }

  /// The constant expression `constant`.
  package init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression's value for the given variable values.
  package func value(_ valueOf: (ConstraintVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  /// The terms and the constant, as `2·v1 + -1·v2 + 3`.
  package var description: String {
    (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
  }

  /// The sum of two expressions.
  package static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
  }

  /// The expression with every coefficient and the constant negated.
  package static prefix func - (a: LinearExpression) -> LinearExpression {
    a * -1
  }

  /// The difference of two expressions.
  package static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    a + -b
  }

  /// The expression with every coefficient and the constant multiplied by `k`.
  package static func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(
      a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }

  /// The expression with every coefficient and the constant multiplied by `k`.
  package static func * (k: Double, a: LinearExpression) -> LinearExpression {
    a * k
  }

  /// The expression with every coefficient and the constant divided by `k`.
  package static func / (a: LinearExpression, k: Double) -> LinearExpression {
    a * (1 / k)
  }

  /// The expression plus a constant.
  package static func + (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + k)
  }

  /// The expression minus a constant.
  package static func - (a: LinearExpression, k: Double) -> LinearExpression {
    a + -k
  }

  /// The expression plus a variable.
  package static func + (a: LinearExpression, v: ConstraintVariable) -> LinearExpression {
    a + LinearExpression(v)
  }

  /// The expression minus a variable.
  package static func - (a: LinearExpression, v: ConstraintVariable) -> LinearExpression {
    a - LinearExpression(v)
  }
}

extension ConstraintVariable {
  /// The sum of two variables.
  package static func + (a: ConstraintVariable, b: ConstraintVariable) -> LinearExpression {
    LinearExpression(a) + LinearExpression(b)
  }

  /// The difference of two variables.
  package static func - (a: ConstraintVariable, b: ConstraintVariable) -> LinearExpression {
    LinearExpression(a) - LinearExpression(b)
  }

  /// The variable plus a constant.
  package static func + (a: ConstraintVariable, k: Double) -> LinearExpression {
    LinearExpression(a) + k
  }

  /// The variable minus a constant.
  package static func - (a: ConstraintVariable, k: Double) -> LinearExpression {
    LinearExpression(a) - k
  }

  /// The variable times a coefficient.
  package static func * (a: ConstraintVariable, k: Double) -> LinearExpression {
    LinearExpression([.init(a, k)])
  }

  /// The variable times a coefficient.
  package static func * (k: Double, a: ConstraintVariable) -> LinearExpression {
    LinearExpression([.init(a, k)])
  }
}
