/// Required equalities kept outside the tableau as definitions, and stays parked on them.
///
/// A required equality with a variable that nothing else constrains yet (one new to the solver,
/// or one that only its stay holds) is solved for that variable and kept as a definition
/// `symbol = constant + Σ coefficient·symbol`, unexpanded: a chain `top[i+1] = top[i] + h[i] + 8`
/// stays a chain instead of rows that each hold everything above them. A later constraint that
/// mentions a defined symbol expands its definition into its row, together with the
/// definition's marker (a dummy standing for `symbol − definition`), so that:
/// - removing the equality puts the symbol into the tableau as a row of its definition plus the
///   marker, and removes the marker as any constraint's marker leaves (pivoted into the basis,
///   its row dropped) — the cost follows the rows that expanded it, with no rebuild;
/// - changing the equality's constant shifts the definition and those rows' constants.
extension ConstraintSolver {
  /// Keeps a stay of a defined variable out of the tableau; false when the variable is not
  /// defined (the stay then enters the tableau as any constraint does).
  mutating func parkStayIfDefined(_ stay: Constraint) -> Bool {
    guard let variable = stay.expression.terms.first?.variable, let symbol = variables[variable],
      definitions[symbol] != nil
    else { return false }
    park(stay, on: symbol)
    return true
  }

  mutating func park(_ stay: Constraint, on symbol: Symbol) {
    nextOrder += 1
    constraints[stay] = Tag(
      marker: newSymbol(.dummy), other: nil, order: nextOrder, parkedOn: symbol)
    stays[symbol] = stay
    mentions[symbol, default: 0] += 1
  }

  /// Counts the variables `constraint` mentions, each once, up (`delta` 1) or down (-1).
  mutating func noteMentions(of constraint: Constraint, _ delta: Int) {
    let terms = constraint.expression.terms
    for (index, term) in terms.enumerated() {
      guard let symbol = variables[term.variable] else { continue }
      if terms[..<index].contains(where: { $0.variable == term.variable }) { continue }
      let count = mentions[symbol, default: 0] + delta
      mentions[symbol] = count > 0 ? count : nil
    }
  }

  /// Keeps the required equality `constraint` as a definition of one of its variables when one
  /// qualifies: the newest variable new to the solver, else the newest one that only its stay
  /// holds (the stay is then parked). Returns false, having changed nothing but registering new
  /// variables, when none does.
  mutating func define(_ constraint: Constraint, newVariables: [ConstraintVariable]) -> Bool {
    var raw = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      raw.add(symbol(for: term.variable), term.coefficient)
    }
    var subject: Symbol?
    if let fresh = newVariables.last, let symbol = variables[fresh], raw.cells[symbol] != nil {
      subject = symbol
    }
    var heldStay: Constraint?
    if subject == nil {
      for symbol in raw.cells.keys where symbol.kind == .external {
        guard mentions[symbol] == 1, let stay = stays[symbol], constraints[stay]?.parkedOn == nil
        else { continue }
        if subject == nil || symbol > subject! { subject = symbol }
      }
      guard let symbol = subject else { return false }
      let stay = stays[symbol]!
      try? remove(stay)
      if rows[symbol] != nil || columns[symbol] != nil {
        // Not expected: the stay left something behind. Keep it, and use the tableau.
        try? add(stay)
        return false
      }
      heldStay = stay
    }
    guard let subject else { return false }
    let coefficient = raw.cells[subject]!
    raw.solve(for: subject)
    definitions[subject] = raw
    let marker = newSymbol(.dummy)
    definitionMarkers[subject] = marker
    valueCache.define(subject, raw)
    nextOrder += 1
    // The marker's shift for a change Δ of the expression's constant is the definition's,
    // -Δ/coefficient (see `replaceConstant(of:with:)`).
    constraints[constraint] = Tag(
      marker: marker, other: nil, markerCoefficient: -coefficient, order: nextOrder,
      defines: subject)
    noteMentions(of: constraint, 1)
    if let heldStay { park(heldStay, on: subject) }
    return true
  }

  /// Takes the definition of `symbol` (a removed constraint's) out: the symbol enters the
  /// tableau as `definition + marker`, then the marker leaves as a removed constraint's does.
  /// A stay parked on the symbol enters the tableau.
  mutating func removeDefinition(of symbol: Symbol, marker: Symbol) {
    var raw = definitions.removeValue(forKey: symbol)!
    definitionMarkers[symbol] = nil
    valueCache.undefine(symbol)
    raw.add(marker, 1)
    insertRow(symbol, tableauRow(raw))
    if let leaving = markerLeavingRow(marker) {
      pivot(entering: marker, leaving: leaving)
      _ = takeRow(marker)
    }
    dropParameter(marker)
    if let stay = stays[symbol], constraints[stay]?.parkedOn != nil {
      constraints[stay] = nil
      mentions[symbol, default: 1] -= 1
      if mentions[symbol] == 0 { mentions[symbol] = nil }
      stays[symbol] = nil
      try? add(stay)
    }
    optimize()
  }

  /// `raw` (over any symbols) over the tableau's parameters: definitions expanded with their
  /// markers, basic symbols replaced by their rows.
  mutating func tableauRow(_ raw: Row) -> Row {
    var raw = raw
    expandDefinitions(&raw)
    var row = Row(constant: raw.constant)
    for (symbol, coefficient) in raw.cells {
      if let basic = rows[symbol] {
        row.add(basic, times: coefficient)
      } else {
        row.add(symbol, coefficient)
      }
    }
    return row
  }

  /// Replaces every defined symbol of `raw` by its definition plus its marker, deepest
  /// definitions last, so each is expanded once and chains cancel before they grow.
  ///
  /// - Complexity: O(k log k) for the k definitions reached.
  func expandDefinitions(_ raw: inout Row) {
    guard !definitions.isEmpty else { return }
    // A max-heap of (level, id): a definition mentions only lower levels, so once the
    // highest level present is expanded, nothing brings it back.
    var heap: [Int] = []
    var queued: Set<Symbol> = []
    func key(_ symbol: Symbol) -> Int { valueCache.level(of: symbol) << 32 | symbol.id }
    func push(_ symbol: Symbol) {
      guard definitions[symbol] != nil, queued.insert(symbol).inserted else { return }
      heap.append(key(symbol))
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        if heap[parent] >= heap[child] { break }
        heap.swapAt(parent, child)
        child = parent
      }
    }
    func pop() -> Int? {
      guard let last = heap.popLast() else { return nil }
      if heap.isEmpty { return last }
      let top = heap[0]
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { break }
        let right = left + 1
        let larger = right < heap.count && heap[right] > heap[left] ? right : left
        if heap[parent] >= heap[larger] { break }
        heap.swapAt(parent, larger)
        parent = larger
      }
      return top
    }
    for symbol in raw.cells.keys { push(symbol) }
    while let top = pop() {
      let symbol = Symbol(id: top & 0xffff_ffff, kind: .external)
      guard let c = raw.cells.removeValue(forKey: symbol) else { continue }
      let definition = definitions[symbol]!
      raw.constant += c * definition.constant
      for (term, k) in definition.cells {
        raw.add(term, k * c)
        push(term)
      }
      raw.add(definitionMarkers[symbol]!, c)
    }
  }
}
