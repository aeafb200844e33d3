extension ConstraintSolver {
  /// A variable whose value changed, with its new value.
  package struct ValueChange: Sendable, Hashable, CustomStringConvertible {
    /// The variable.
    package let variable: ConstraintVariable
    /// Its value in the current solution.
    package let value: Double

    /// The change of `variable` to `value`.
    package init(variable: ConstraintVariable, value: Double) {
      self.variable = variable
      self.value = value
    }

    /// The variable and its value, as `v3 = 16.0`.
    package var description: String { "\(variable) = \(value)" }
  }

  /// The variables whose values changed since the last call, with their current values.
  ///
  /// A variable is listed when its value differs from the one last listed for it, when it is
  /// new to the solver since the last call, or when it left the solver (by ``remove(_:)`` or
  /// ``reset()``) after a non-zero value was listed for it (it is then listed at zero, the
  /// value ``value(of:)`` gives a variable in no constraint). Each variable appears once.
  ///
  /// The cost is proportional to what changed: after a container-width edit of a stack, the
  /// variables that follow the width. After this call, ``value(of:)`` and ``values()`` read
  /// the solution without evaluating anything until the solver changes again.
  package mutating func changedValues() -> [ValueChange] {
    var changes: [ValueChange] = []
    refreshValues { changes.append(ValueChange(variable: $0, value: $1)) }
    return changes
  }

  /// Brings the values ``value(of:)`` reads up to date, calling `body` with each variable
  /// whose value changed since the last call (see ``changedValues()``), without building an
  /// array.
  package mutating func refreshValues(_ body: (ConstraintVariable, Double) -> Void) {
    let rows = self.rows
    valueCache.refresh(tableauValue: { rows[$0]?.constant ?? 0 }, body)
  }

  /// Calls `body` with a function that reads values as ``value(of:)`` does.
  ///
  /// For a solver stored in a class: each call of a non-mutating method on such a property
  /// may copy the whole solver (its storage retained and released), whereas this one access
  /// reads any number of values. Right after ``refreshValues(_:)`` (or ``changedValues()``) it
  /// copies nothing but two references, to the variables' symbols and the stored values.
  ///
  /// - Complexity: O(1) per value read right after ``refreshValues(_:)``.
  package mutating func readValues<Result>(
    _ body: (_ value: (ConstraintVariable) -> Double) throws -> Result
  ) rethrows -> Result {
    guard valueCache.isFresh else { return try body { value(of: $0) } }
    let variables = self.variables
    let slots = valueCache.slots
    return try body { variable in variables[variable].map { slots[$0.id].reported } ?? 0 }
  }

  /// The variable's value in the current solution (0 for a variable in no constraint).
  ///
  /// Right after ``changedValues()`` (or ``refreshValues(_:)``) this reads a stored value;
  /// otherwise a variable defined by a chain of required equalities is evaluated along the
  /// chain. Use ``changedValues()`` or ``values()`` to read many variables.
  package func value(of variable: ConstraintVariable) -> Double {
    guard let symbol = variables[variable] else { return 0 }
    if valueCache.isFresh { return valueCache.slots[symbol.id].reported }
    if definitions.isEmpty { return rows[symbol]?.constant ?? 0 }
    var memo: [Symbol: Double] = [:]
    return evaluate(symbol, &memo)
  }

  /// The values of every variable in the solver's constraints.
  package func values() -> [ConstraintVariable: Double] {
    if valueCache.isFresh { return variables.mapValues { valueCache.slots[$0.id].reported } }
    var memo: [Symbol: Double] = [:]
    // Definitions refer only to older symbols: evaluating them in order needs no recursion.
    for symbol in definitions.keys.sorted() { _ = evaluate(symbol, &memo) }
    return variables.mapValues { evaluate($0, &memo) }
  }

  /// The symbol's value, with definitions evaluated (without recursion) and memoised.
  func evaluate(_ symbol: Symbol, _ memo: inout [Symbol: Double]) -> Double {
    if let row = rows[symbol] { return row.constant }
    guard definitions[symbol] != nil else { return 0 }
    if let known = memo[symbol] { return known }
    var stack = [symbol]
    while let top = stack.last {
      if memo[top] != nil {
        stack.removeLast()
        continue
      }
      let definition = definitions[top]!
      var total = definition.constant
      var missing = false
      for (s, c) in definition.cells {
        if let row = rows[s] {
          total += c * row.constant
        } else if definitions[s] != nil {
          if let known = memo[s] {
            total += c * known
          } else {
            stack.append(s)
            missing = true
          }
        }
      }
      if !missing {
        memo[top] = total
        stack.removeLast()
      }
    }
    return memo[symbol]!
  }

  /// The non-required constraints the current solution does not satisfy (by more than
  /// `tolerance`): those that lost to stronger ones.
  package func unsatisfiedConstraints(tolerance: Double = 1e-6) -> [Constraint] {
    constraints.keys.filter { constraint in
      !constraint.strength.isRequired && constraint.violation({ value(of: $0) }) > tolerance
    }
  }
}
