/// An incremental linear constraint solver of the Cassowary family.
///
/// The solver keeps a simplex tableau in basic feasible solved form: every basic variable has a
/// sparse row `basic = constant + Σ coefficient·parameter`, every restricted (non-user) basic
/// variable has a non-negative constant, and parameters are zero. Required constraints hold
/// exactly; non-required ones add weighted error variables to an objective that is minimised
/// lexicographically by priority (see ``Strength``).
///
/// - Adding a constraint substitutes the current rows into it, picks a subject (a fresh user
///   variable, a fresh slack or error, or else an artificial variable minimised to zero) and
///   re-optimises with the primal simplex method.
/// - Removing a constraint pivots its marker into the basis and drops that row.
/// - ``suggestValue(_:_:)`` shifts the constants of the rows that hold the edit's error
///   variables and restores feasibility with the dual simplex method.
///
/// A column index (symbol → basic variables whose rows hold it) makes a pivot touch only the
/// rows that hold the entering symbol, so long chains stay linear. Pivots follow Bland's rule
/// (lowest-numbered entering and leaving symbol) so the simplex never cycles.
///
/// The solver is a value: copies are independent.
package struct ConstraintSolver: Sendable {
  struct Tag: Sendable {
    var marker: Symbol
    var other: Symbol?
    /// The marker's coefficient in the constraint's row, in the sign of the constraint's
    /// expression; 0 when the marker stayed out of the rows.
    var markerCoefficient: Double = 0
    /// The order constraints were added in, kept when the tableau is rebuilt.
    var order = 0
    /// For a required equality kept as a definition: the symbol it defines. The marker then
    /// stands for `symbol − definition` in the rows the definition was expanded into.
    var defines: Symbol? = nil
    /// For a stay kept out of the tableau: the defined symbol it is parked on.
    var parkedOn: Symbol? = nil
  }

  struct Edit: Sendable {
    var constraint: Constraint
    var tag: Tag
    var constant: Double
  }

  var rows: [Symbol: Row] = [:]
  var columns: [Symbol: Set<Symbol>] = [:]
  var objective = ObjectiveRow()
  var artificial: ObjectiveRow?
  var constraints: [Constraint: Tag] = [:]
  var variables: [ConstraintVariable: Symbol] = [:]
  var edits: [ConstraintVariable: Edit] = [:]
  var infeasible: [Symbol] = []
  var nextID = 0
  var nextOrder = 0
  /// Required equalities solved for a variable that was new to the solver, kept out of the
  /// tableau: `variable = constant + Σ coefficient·user variable`, unexpanded. The variable
  /// appears in no row; later constraints that mention it expand the definition.
  var definitions: [Symbol: Row] = [:]
  /// The marker of each definition: rows that expanded the definition hold it where they hold
  /// the definition, so that the definition can leave (or change its constant) by acting on
  /// those rows alone.
  var definitionMarkers: [Symbol: Symbol] = [:]
  /// The stay of each variable that has one, in the tableau or parked (see
  /// ``Constraint/stay(_:strength:)``).
  var stays: [Symbol: Constraint] = [:]
  /// How many constraints mention each user variable.
  var mentions: [Symbol: Int] = [:]
  /// The values last reported and what changed since (see ``changedValues()``).
  var valueCache = ValueCache()

  /// An empty solver.
  package init() {}

  // MARK: Constraints

  /// Whether the constraint is in the solver.
  package func hasConstraint(_ constraint: Constraint) -> Bool {
    constraints[constraint] != nil
  }

  /// The constraints in the solver, edit constraints included.
  package var allConstraints: [Constraint] { Array(constraints.keys) }

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: ``UnsatisfiableConstraint`` when the constraint is required and cannot hold
  ///   with the other required constraints (the solver is then unchanged), or
  ///   ``ConstraintSolverError/duplicateConstraint(_:)``.
  package mutating func add(_ constraint: Constraint) throws {
    if constraints[constraint] != nil {
      throw ConstraintSolverError.duplicateConstraint(constraint)
    }
    if constraint.isStay, parkStayIfDefined(constraint) { return }
    // Holding a copy of `variables` would make every add copy it; remember what is new instead.
    let newVariables = constraint.expression.terms.map(\.variable).filter { variables[$0] == nil }
    let knownNextID = nextID
    if constraint.strength.isRequired && constraint.relation == .equal,
      define(constraint, newVariables: newVariables)
    {
      return
    }
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && !row.cells.isEmpty && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      // Only dummies left (a required equality the others already imply, or contradict): it
      // holds when the constant is zero, and its own dummy becomes basic, recording how much
      // of the others' dummies it holds (so removing one of those keeps it).
      if abs(row.constant) >= nearZero {
        forget(newVariables, nextID: knownNextID)
        throw UnsatisfiableConstraint(constraint: constraint)
      }
      if row.cells[tag.marker] == nil {
        row.add(tag.marker, 1)
        tag.markerCoefficient = 1
      }
      subject = tag.marker
    }
    if subject == nil && row.cells.isEmpty {
      if abs(row.constant) >= nearZero {
        // A contradiction of required equalities: nothing was changed but new variables.
        forget(newVariables, nextID: knownNextID)
        throw UnsatisfiableConstraint(constraint: constraint)
      }
      // Redundant: implied by the other required equalities. The marker holds zero.
      insertRow(tag.marker, Row(constant: 0))
    } else if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
    } else if !addWithArtificialVariable(row, marker: tag.marker) {
      // The artificial variable and its row are gone again: the tableau holds the other
      // constraints only, and nothing was copied to get back to them.
      dropParameter(tag.marker)
      forget(newVariables, nextID: knownNextID)
      optimize()
      throw UnsatisfiableConstraint(constraint: constraint)
    }
    nextOrder += 1
    tag.order = nextOrder
    constraints[constraint] = tag
    noteMentions(of: constraint, 1)
    if constraint.isStay, let variable = constraint.expression.terms.first?.variable {
      stays[variables[variable]!] = constraint
    }
    optimize()
  }

  /// Removes a constraint and re-solves.
  ///
  /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)``.
  package mutating func remove(_ constraint: Constraint) throws {
    guard let tag = constraints.removeValue(forKey: constraint) else {
      throw ConstraintSolverError.unknownConstraint(constraint)
    }
    noteMentions(of: constraint, -1)
    if constraint.isStay, let variable = constraint.expression.terms.first?.variable,
      let symbol = variables[variable], stays[symbol] === constraint
    {
      stays[symbol] = nil
    }
    if tag.parkedOn != nil { return }
    if let defined = tag.defines, rows[tag.marker] == nil {
      removeDefinition(of: defined, marker: tag.marker)
      return
    }
    if needsRebuildToRemove(tag) {
      // Required equalities keep no marker column (see `makeRow`): rebuild without it.
      rebuild()
      return
    }
    if !constraint.strength.isRequired {
      // Take the constraint's errors out of the objective: both symbols of an equality, only
      // `other` of an inequality (its marker is a slack, which the objective never held; taking
      // a weight off it would leave the objective rewarding the removed slack's row).
      let weight = Self.weight(constraint.strength)
      for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
        if let row = rows[error] {
          objective.add(row, times: weight.scaled(by: -1))
        } else {
          objective.add(error, weight.scaled(by: -1))
        }
      }
    }
    if rows[tag.marker] != nil {
      _ = takeRow(tag.marker)
    } else if let leaving = markerLeavingRow(tag.marker) {
      pivot(entering: tag.marker, leaving: leaving)
      _ = takeRow(tag.marker)
    }
    dropParameter(tag.marker)
    if let other = tag.other, rows[other] == nil { dropParameter(other) }
    optimize()
  }

  /// Removes every constraint of `batch` that is in the solver and re-solves. A required
  /// equality kept as a definition cannot leave the tableau on its own (the tableau is built
  /// again without it); a batch holding any builds it again once for all of them, so the
  /// cost of replacing many such constraints does not grow with their number.
  package mutating func remove(contentsOf batch: [Constraint]) {
    let rebuilds = batch.contains { constraint in
      guard let tag = constraints[constraint] else { return false }
      return needsRebuildToRemove(tag)
    }
    guard rebuilds else {
      for constraint in batch where constraints[constraint] != nil { try? remove(constraint) }
      return
    }
    for constraint in batch { constraints[constraint] = nil }
    rebuild()
  }

  /// Whether removing the constraint of `tag` takes building the tableau again: a required
  /// equality whose dummy marker appears in no row (it kept no column, or its row was
  /// redundant and left empty).
  func needsRebuildToRemove(_ tag: Tag) -> Bool {
    if tag.parkedOn != nil { return false }
    // A definition's marker never enters the basis but through an artificial pivot.
    if tag.defines != nil { return rows[tag.marker] != nil }
    return tag.marker.kind == .dummy && rows[tag.marker] == nil
      && (columns[tag.marker]?.isEmpty ?? true)
  }

  /// Takes back the variables an add that failed introduced.
  mutating func forget(_ newVariables: [ConstraintVariable], nextID knownNextID: Int) {
    for variable in newVariables {
      if let symbol = variables.removeValue(forKey: variable) { valueCache.unregister(symbol) }
    }
    nextID = knownNextID
  }

  /// Rebuilds the tableau from the constraints, in the order they were added, with the edit
  /// variables at their last suggestions.
  mutating func rebuild() {
    let ordered = constraints.sorted { $0.value.order < $1.value.order }.map(\.key)
    var editOf: [Constraint: ConstraintVariable] = [:]
    for (variable, edit) in edits { editOf[edit.constraint] = variable }
    let oldEdits = edits
    let oldVariables = variables
    let oldCache = valueCache
    self = ConstraintSolver()
    for constraint in ordered {
      if let variable = editOf[constraint], let edit = oldEdits[variable] {
        let replacement = Constraint(
          variable, .equal, edit.constant, strength: edit.constraint.strength)
        try? add(replacement)
        edits[variable] = Edit(
          constraint: replacement, tag: constraints[replacement]!, constant: edit.constant)
      } else {
        // These constraints held together before, so none throws.
        try? add(constraint)
      }
    }
    valueCache.inherit(from: oldCache, oldVariables: oldVariables, newVariables: variables)
  }

  /// Removes every constraint and edit variable.
  ///
  /// Variables whose last reported value was not zero are reported at zero by the next
  /// ``changedValues()``.
  package mutating func reset() {
    let oldVariables = variables
    let oldCache = valueCache
    self = ConstraintSolver()
    valueCache.inherit(from: oldCache, oldVariables: oldVariables, newVariables: [:])
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: a constraint `variable = suggestion` at `strength`,
  /// starting at the variable's current value.
  ///
  /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)``, or
  ///   ``ConstraintSolverError/requiredEditStrength`` for a required strength.
  package mutating func addEditVariable(_ variable: ConstraintVariable, strength: Strength) throws {
    if edits[variable] != nil { throw ConstraintSolverError.duplicateEditVariable(variable) }
    if strength.isRequired { throw ConstraintSolverError.requiredEditStrength }
    let current = value(of: variable)
    let constraint = Constraint(variable, .equal, current, strength: strength)
    try add(constraint)
    edits[variable] = Edit(constraint: constraint, tag: constraints[constraint]!, constant: current)
  }

  /// Whether `variable` is an edit variable.
  package func hasEditVariable(_ variable: ConstraintVariable) -> Bool {
    edits[variable] != nil
  }

  /// Removes an edit variable and its constraint.
  ///
  /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
  package mutating func removeEditVariable(_ variable: ConstraintVariable) throws {
    guard let edit = edits.removeValue(forKey: variable) else {
      throw ConstraintSolverError.unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex method.
  ///
  /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
  package mutating func suggestValue(_ variable: ConstraintVariable, _ value: Double) throws {
    guard var edit = edits[variable] else {
      throw ConstraintSolverError.unknownEditVariable(variable)
    }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable] = edit
    // The edit's row reads `variable - value - plus + minus = 0`: a new value is the old system
    // with `plus` replaced by `plus + delta`.
    let plus = edit.tag.marker
    if rows[plus] != nil {
      rows[plus]!.constant -= delta
      if rows[plus]!.constant < 0 { infeasible.append(plus) }
    }
    for basic in columns[plus] ?? [] {
      let c = rows[basic]!.cells[plus]!
      rows[basic]!.constant += c * delta
      if basic.kind == .external { valueCache.markDirty(basic) }
      if basic.isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
    }
    if let weight = objective.cells[plus] { objective.constant.add(weight, times: delta) }
    try dualOptimize()
  }

  // MARK: Changing constants

  /// Replaces `old` with `new`, a constraint that differs from it only in its expression's
  /// constant, by shifting the constants of the rows that hold `old`'s marker and restoring
  /// feasibility with the dual simplex method, as ``suggestValue(_:_:)`` does: no row is
  /// built or removed. Returns false, leaving the solver unchanged, when this cannot be done
  /// so: `old` is not in the solver, `new` is, the two differ in more than the constant, `old`
  /// is a required equality kept without a marker column, or `new` is required and cannot
  /// hold with the other required constraints (which ``add(_:)`` reports; the solver then
  /// shifts back, without copying anything). The caller then removes `old` and adds `new`.
  ///
  /// A required equality kept as a definition changes its definition's constant and the rows
  /// its definition was expanded into: the cost follows those rows, not the solver's size.
  package mutating func replaceConstant(of old: Constraint, with new: Constraint) -> Bool {
    guard old !== new, let tag = constraints[old], tag.markerCoefficient != 0, tag.parkedOn == nil,
      constraints[new] == nil, new.relation == old.relation, new.strength == old.strength,
      new.expression.terms.count == old.expression.terms.count,
      zip(new.expression.terms, old.expression.terms).allSatisfy({
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      })
    else { return false }
    let marker = tag.marker
    // The new row is the old one with the marker `m` replaced by `m + shift`.
    let shift = (new.expression.constant - old.expression.constant) / tag.markerCoefficient
    if marker.kind == .dummy && shift != 0 {
      // A dummy stays zero: a row that holds it as its basic variable, or a row of another
      // dummy that holds it, would stop holding.
      if rows[marker] != nil { return false }
      if columns[marker]?.contains(where: { $0.kind == .dummy }) ?? false { return false }
    }
    constraints[old] = nil
    constraints[new] = tag
    guard shift != 0 else { return true }
    shiftMarker(of: tag, by: shift)
    do {
      try dualOptimize()
    } catch {
      infeasible.removeAll()
      if old.strength.isRequired {
        // The new constant cannot hold with the other required constraints: shift back to
        // the old one, which held.
        constraints[new] = nil
        constraints[old] = tag
        shiftMarker(of: tag, by: -shift)
        do {
          try dualOptimize()
        } catch {
          infeasible.removeAll()
          rebuild()
        }
        return false
      }
      // Not expected: a non-required constraint's errors absorb any change. Solve afresh.
      rebuild()
    }
    return true
  }

  /// Replaces the marker of `tag` by `marker + shift` in every row and the objective (and a
  /// definition's constant by its shift), marking rows that turn infeasible.
  mutating func shiftMarker(of tag: Tag, by shift: Double) {
    let marker = tag.marker
    if rows[marker] != nil {
      rows[marker]!.constant -= shift
      if rows[marker]!.constant < 0 { infeasible.append(marker) }
    }
    for basic in columns[marker] ?? [] {
      let c = rows[basic]!.cells[marker]!
      rows[basic]!.constant += c * shift
      if basic.kind == .external { valueCache.markDirty(basic) }
      if basic.isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
    }
    if let weight = objective.cells[marker] { objective.constant.add(weight, times: shift) }
    if let defined = tag.defines {
      definitions[defined]!.constant += shift
      valueCache.shiftDefinition(of: defined, by: shift)
    }
  }

  // MARK: Building rows

  static func weight(_ strength: Strength) -> SymbolicWeight {
    SymbolicWeight(level: strength.priority, value: strength.weight)
  }

  mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  mutating func symbol(for variable: ConstraintVariable) -> Symbol {
    if let symbol = variables[variable] { return symbol }
    let symbol = newSymbol(.external)
    variables[variable] = symbol
    valueCache.register(symbol, variable)
    return symbol
  }

  /// The constraint as `0 = constant + Σ …` over the current parameters, with its markers;
  /// the constant is made non-negative.
  mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var raw = Row(constant: expression.constant)
    for term in expression.terms where abs(term.coefficient) >= nearZero {
      raw.add(symbol(for: term.variable), term.coefficient)
    }
    var row = tableauRow(raw)
    let strength = constraint.strength
    let tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      // expression ≤ 0 ⇔ expression + slack = 0; expression ≥ 0 ⇔ expression - slack = 0.
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.add(slack, sign)
      if !strength.isRequired {
        let error = newSymbol(.error)
        row.add(error, -sign)
        objective.add(error, Self.weight(strength))
        tag = Tag(marker: slack, other: error)
      } else {
        tag = Tag(marker: slack, other: nil)
      }
    case .equal:
      if !strength.isRequired {
        // expression = plus - minus.
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, Self.weight(strength))
        objective.add(minus, Self.weight(strength))
        tag = Tag(marker: plus, other: minus)
      } else if constraint.tracksRemoval {
        // The dummy (always zero) records how much of the equality each row holds, so that
        // removing it pivots the dummy into the basis and drops that row.
        let dummy = newSymbol(.dummy)
        row.add(dummy, 1)
        tag = Tag(marker: dummy, other: nil)
      } else {
        // A required equality needs no symbol of its own to be solved: dummies are always
        // zero. A dummy column would only record, for a later removal, how much of this
        // equality each row holds — and in a chain `v[i+1] = v[i] + 52` row i would hold all
        // i dummies, making the chain quadratic. So the marker stays out of the rows and
        // removing a required equality rebuilds the tableau.
        tag = Tag(marker: newSymbol(.dummy), other: nil)
      }
    }
    // The coefficient in the expression's own sign: a change of the expression's constant is
    // a shift of the marker by the change over it, whichever sign the row is stored in.
    var entered = tag
    entered.markerCoefficient = row.cells[tag.marker] ?? 0
    if row.constant < 0 { row.multiply(by: -1) }
    return (row, entered)
  }

  /// A subject that keeps the tableau feasible: a user variable in no restricted row, or a
  /// fresh slack or error with a negative coefficient; nil when there is none.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    var best: Symbol?
    for symbol in row.cells.keys where symbol.kind == .external {
      if let users = columns[symbol], users.contains(where: { $0.isRestricted }) { continue }
      if best == nil || symbol < best! { best = symbol }
    }
    if let best { return best }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where symbol.kind == .slack || symbol.kind == .error {
      if let c = row.cells[symbol], c < 0 { return symbol }
    }
    return nil
  }

  /// Adds `artificial = row`, minimises the artificial variable, and removes it; false when it
  /// cannot reach zero (the constraint is unsatisfiable).
  mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) -> Bool {
    let a = newSymbol(.artificial)
    insertRow(a, row)
    var goal = ObjectiveRow()
    goal.add(row, times: SymbolicWeight(level: 0, value: 1))
    artificial = goal
    optimizeArtificial()
    let reached = abs(artificial!.constant.components.first?.value ?? 0) < 1e-7
    artificial = nil
    if !reached {
      // Take the constraint out again as any constraint leaves: its variable into the basis,
      // then its row dropped. The other rows then hold the other constraints only.
      if rows[a] == nil, let leaving = markerLeavingRow(a) { pivot(entering: a, leaving: leaving) }
      if rows[a] != nil { _ = takeRow(a) }
      dropParameter(a)
      return false
    }
    if let aRow = rows[a] {
      if aRow.cells.isEmpty {
        _ = takeRow(a)
        return true
      }
      // The row's constant is zero: any symbol may enter without breaking feasibility. When
      // only dummies are left, the new constraint's own marker enters: another constraint's
      // dummy would make that constraint's row carry this one, and removing it would lose it.
      let entering =
        aRow.cells.keys.filter { $0.kind != .dummy }.min()
        ?? (aRow.cells[marker] != nil ? marker : aRow.cells.keys.min()!)
      pivot(entering: entering, leaving: a)
    }
    dropParameter(a)
    return true
  }

  // MARK: Tableau operations

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    rows[basic] = row
    if basic.kind == .external { valueCache.markDirty(basic) }
  }

  mutating func takeRow(_ basic: Symbol) -> Row {
    let row = rows.removeValue(forKey: basic)!
    if basic.kind == .external { valueCache.markDirty(basic) }
    for symbol in row.cells.keys {
      columns[symbol]?.remove(basic)
      if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
    return row
  }

  /// Removes a parameter that must no longer take part (a removed marker or artificial
  /// variable) from every row and the objective.
  mutating func dropParameter(_ symbol: Symbol) {
    if let users = columns.removeValue(forKey: symbol) {
      for basic in users { rows[basic]!.cells[symbol] = nil }
    }
    objective.cells[symbol] = nil
    objective.dirty.remove(symbol)
  }

  /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    if let users = columns.removeValue(forKey: symbol) {
      for basic in users {
        var target = rows.removeValue(forKey: basic)!
        let k = target.cells.removeValue(forKey: symbol)!
        if row.constant != 0 {
          target.constant += k * row.constant
          if basic.kind == .external { valueCache.markDirty(basic) }
        }
        for (s, c) in row.cells {
          if let old = target.cells[s] {
            let value = old + k * c
            if abs(value) < nearZero {
              target.cells[s] = nil
              columns[s]?.remove(basic)
            } else {
              target.cells[s] = value
            }
          } else {
            target.cells[s] = k * c
            columns[s, default: []].insert(basic)
          }
        }
        if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
        rows[basic] = target
      }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = takeRow(leaving)
    row.solve(for: entering, basic: leaving)
    substitute(entering, row)
    insertRow(entering, row)
  }

  /// The row to pivot a non-basic marker into before dropping it: the restricted row it limits
  /// first, or else a row of a user variable.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    // A basic dummy (a redundant required equality) holds zero with a zero constant: pivoting
    // the marker into its row changes no constant, whereas pivoting it into another row would
    // carry that row's constant into the dummy's row and break the redundant equality.
    if let dummy = (columns[marker] ?? []).filter({ $0.kind == .dummy }).min() { return dummy }
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for basic in columns[marker] ?? [] {
      let c = rows[basic]!.cells[marker]!
      let constant = rows[basic]!.constant
      if basic.kind == .external {
        if third == nil || basic < third! { third = basic }
      } else if c < 0 {
        let ratio = -constant / c
        if first == nil || ratio < first!.1 || (ratio == first!.1 && basic < first!.0) {
          first = (basic, ratio)
        }
      } else {
        let ratio = constant / c
        if second == nil || ratio < second!.1 || (ratio == second!.1 && basic < second!.0) {
          second = (basic, ratio)
        }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }

  // MARK: Simplex

  /// The primal simplex method on the objective.
  mutating func optimize() {
    while let (entering, direction) = Self.enteringSymbol(&objective, rows: rows) {
      guard let leaving = leavingRow(entering, direction: direction) else {
        objective.dirty.remove(entering)
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The primal simplex method on the artificial objective.
  mutating func optimizeArtificial() {
    while let (entering, direction) = Self.enteringSymbol(&artificial!, rows: rows) {
      guard let leaving = leavingRow(entering, direction: direction) else {
        artificial!.dirty.remove(entering)
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The lowest-numbered parameter whose change lowers the objective, and the direction it
  /// moves (+1 increases; user variables may also decrease). Clears dirty symbols that do not
  /// improve it.
  static func enteringSymbol(_ goal: inout ObjectiveRow, rows: [Symbol: Row]) -> (
    Symbol, Double
  )? {
    var best: (Symbol, Double)?
    var settled: [Symbol] = []
    for symbol in goal.dirty {
      guard symbol.kind != .dummy, rows[symbol] == nil, let weight = goal.cells[symbol] else {
        settled.append(symbol)
        continue
      }
      let sign = weight.sign
      let direction: Double
      if sign < 0 {
        direction = 1
      } else if sign > 0 && symbol.kind == .external {
        direction = -1
      } else {
        settled.append(symbol)
        continue
      }
      if best == nil || symbol < best!.0 { best = (symbol, direction) }
    }
    for symbol in settled { goal.dirty.remove(symbol) }
    return best
  }

  /// The restricted row that limits `entering` first as it moves in `direction` (Bland's rule
  /// on ties); nil when none does.
  func leavingRow(_ entering: Symbol, direction: Double) -> Symbol? {
    var best: (Symbol, Double)?
    for basic in columns[entering] ?? [] where basic.isRestricted {
      let row = rows[basic]!
      let c = row.cells[entering]! * direction
      guard c < 0 || basic.kind == .dummy else { continue }
      let ratio = basic.kind == .dummy ? 0 : -row.constant / c
      if best == nil || ratio < best!.1 - nearZero
        || (abs(ratio - best!.1) <= nearZero && basic < best!.0)
      {
        best = (basic, ratio)
      }
    }
    return best?.0
  }

  /// The dual simplex method: restores non-negative constants in the rows made infeasible by
  /// an edit, keeping the objective optimal.
  mutating func dualOptimize() throws {
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], row.constant < -nearZero else { continue }
      var best: (Symbol, SymbolicWeight)?
      for (symbol, c) in row.cells where symbol.kind != .dummy {
        if symbol.kind != .external && c <= 0 { continue }
        let weight = objective.cells[symbol] ?? .zero
        let ratio = weight.scaled(by: 1 / abs(c))
        if let current = best {
          if SymbolicWeight.less(ratio, current.1)
            || (!SymbolicWeight.less(current.1, ratio) && symbol < current.0)
          {
            best = (symbol, ratio)
          }
        } else {
          best = (symbol, ratio)
        }
      }
      guard let entering = best?.0 else { throw ConstraintSolverError.internalFailure }
      pivot(entering: entering, leaving: leaving)
    }
    // Rounding can leave improving directions behind.
    optimize()
  }
}
