/// The values a ``ConstraintSolver`` last reported, and which of them may have changed since.
///
/// Everything is indexed by symbol id in dense arrays, so bringing values up to date costs
/// work in proportion to what changed, with no dictionaries per read:
/// - the tableau marks a user variable dirty whenever its row is added, taken or has its
///   constant changed;
/// - a refresh reads the dirty variables' new values from their rows, then re-evaluates the
///   definitions (required equalities kept outside the tableau, see `ConstraintSolver`) that
///   depend on a changed value, in an order where every definition comes after the ones it
///   refers to.
struct ValueCache: Sendable {
  /// The state of one symbol id.
  struct Slot: Sendable {
    /// The user variable's id, or `ValueCache.noVariable` for symbols of other kinds.
    var variableID = ValueCache.noVariable
    /// The value last reported (NaN: never reported).
    var reported = Double.nan
    /// The index of the symbol's definition in `definitions`, or -1.
    var definition: Int32 = -1
    /// Whether the symbol is in `dirty`.
    var isDirty = false
    /// The refresh that last queued the symbol.
    var stamp: UInt32 = 0
  }

  /// A definition `symbol = constant + Σ coefficient·symbol` over user variables.
  struct Definition: Sendable {
    var constant: Double
    var ids: [Int]
    var coefficients: [Double]
    /// 1 when every term is a tableau variable; otherwise 1 + the highest level of a
    /// defined term.
    var level: Int
  }

  static let noVariable = Int.min

  var slots: [Slot] = []
  var definitions: [Definition] = []
  /// Per symbol id: the defined symbols whose definitions mention it (and, after a definition
  /// was removed, possibly symbols that are no longer defined).
  var dependents: [[Int]] = []
  /// Symbols whose value may differ from the reported one.
  var dirty: [Int] = []
  /// Variables that left the solver after a non-zero value was reported for them.
  var departed: [ConstraintVariable] = []
  var generation: UInt32 = 0
  /// Scratch for refreshes, kept for its capacity: definitions of level 1 waiting, those of
  /// each deeper level waiting (`waiting[level]`), and a min-heap of the levels whose lists
  /// are not empty. Definitions of one level wait in one list, so the heap holds a level
  /// rather than each definition: an edit that moves a thousand definitions of one level
  /// costs a thousand appends, not a thousand heap operations.
  var immediate: [Int] = []
  var waiting: [[Int]] = []
  var levels: [Int] = []

  /// Whether every reported value is the current one.
  var isFresh: Bool { dirty.isEmpty }

  mutating func ensure(_ id: Int) {
    if id >= slots.count {
      let count = id + 1 - slots.count
      slots.append(contentsOf: repeatElement(Slot(), count: count))
      dependents.append(contentsOf: repeatElement([], count: count))
    }
  }

  /// Records a new user variable's symbol; its value is reported on the next refresh.
  mutating func register(_ symbol: Symbol, _ variable: ConstraintVariable) {
    ensure(symbol.id)
    slots[symbol.id] = Slot(variableID: variable.id)
    markDirty(symbol)
  }

  /// Forgets a user variable's symbol (an add that failed took it back).
  mutating func unregister(_ symbol: Symbol) {
    guard symbol.id < slots.count else { return }
    slots[symbol.id].variableID = Self.noVariable
    slots[symbol.id].reported = .nan
  }

  mutating func markDirty(_ symbol: Symbol) {
    let id = symbol.id
    if !slots[id].isDirty {
      slots[id].isDirty = true
      dirty.append(id)
    }
  }

  /// Records `symbol = row` (over user variables) as a definition.
  mutating func define(_ symbol: Symbol, _ row: Row) {
    var definition = Definition(constant: row.constant, ids: [], coefficients: [], level: 1)
    definition.ids.reserveCapacity(row.cells.count)
    definition.coefficients.reserveCapacity(row.cells.count)
    for (term, coefficient) in row.cells {
      definition.ids.append(term.id)
      definition.coefficients.append(coefficient)
      let index = slots[term.id].definition
      if index >= 0 { definition.level = max(definition.level, definitions[Int(index)].level + 1) }
      dependents[term.id].append(symbol.id)
    }
    slots[symbol.id].definition = Int32(definitions.count)
    definitions.append(definition)
    markDirty(symbol)
  }

  /// The definition's level (1 + the highest level among its defined terms; 1 when it has
  /// none), or 0 for a symbol that is not defined.
  func level(of symbol: Symbol) -> Int {
    guard symbol.id < slots.count else { return 0 }
    let index = slots[symbol.id].definition
    return index >= 0 ? definitions[Int(index)].level : 0
  }

  /// Forgets the symbol's definition: its value is read from the tableau again. The
  /// definitions it mentioned keep listing it among their dependents; refreshes pass over
  /// dependents that are no longer defined.
  mutating func undefine(_ symbol: Symbol) {
    slots[symbol.id].definition = -1
    markDirty(symbol)
  }

  /// Adds `shift` to the constant of the symbol's definition.
  mutating func shiftDefinition(of symbol: Symbol, by shift: Double) {
    definitions[Int(slots[symbol.id].definition)].constant += shift
    markDirty(symbol)
  }

  /// Takes over the reported values of the variables a rebuilt solver shares with the old one
  /// (`self` was filled while re-adding the constraints); variables that left are reported
  /// at zero.
  mutating func inherit(
    from old: ValueCache, oldVariables: [ConstraintVariable: Symbol],
    newVariables: [ConstraintVariable: Symbol]
  ) {
    for (variable, oldSymbol) in oldVariables {
      let reported = old.slots[oldSymbol.id].reported
      if let symbol = newVariables[variable] {
        slots[symbol.id].reported = reported
      } else if !reported.isNaN && reported != 0 {
        departed.append(variable)
      }
    }
    for variable in old.departed where newVariables[variable] == nil {
      departed.append(variable)
    }
  }

  /// Brings every reported value up to date, calling `report` for each variable whose value
  /// changed (or was never reported); `tableauValue` reads a user variable's row.
  mutating func refresh(
    tableauValue: (Symbol) -> Double, _ report: (ConstraintVariable, Double) -> Void
  ) {
    for variable in departed { report(variable, 0) }
    departed.removeAll()
    if dirty.isEmpty { return }
    generation &+= 1
    if generation == 0 {
      for id in slots.indices { slots[id].stamp = 0 }
      generation = 1
    }
    // Tableau variables first: definitions are evaluated from their values.
    var changed: [Int] = []
    var dirtyDefinitions: [Int] = []
    for id in dirty {
      slots[id].isDirty = false
      let variableID = slots[id].variableID
      if variableID == Self.noVariable { continue }
      if slots[id].definition >= 0 {
        dirtyDefinitions.append(id)
        continue
      }
      let value = tableauValue(Symbol(id: id, kind: .external))
      if value != slots[id].reported {
        slots[id].reported = value
        report(ConstraintVariable(id: variableID), value)
        if !dependents[id].isEmpty { changed.append(id) }
      }
    }
    dirty.removeAll(keepingCapacity: true)
    for id in changed {
      for dependent in dependents[id] { enqueue(dependent) }
    }
    for id in dirtyDefinitions { enqueue(id) }
    // Level-1 definitions depend on tableau variables only, which are current now. Deeper ones
    // come off the heap by level: a definition mentions only lower levels, so every one it
    // mentions is evaluated before it.
    var level = 0
    while true {
      let id: Int
      if let next = immediate.popLast() {
        id = next
      } else if level > 0, let next = waiting[level].popLast() {
        id = next
      } else if let next = popMinLevel() {
        level = next
        continue
      } else {
        break
      }
      guard slots[id].definition >= 0 else { continue }
      let definition = definitions[Int(slots[id].definition)]
      var value = definition.constant
      for (term, coefficient) in zip(definition.ids, definition.coefficients) {
        value += coefficient * slots[term].reported
      }
      if value != slots[id].reported {
        slots[id].reported = value
        report(ConstraintVariable(id: slots[id].variableID), value)
        for dependent in dependents[id] { enqueue(dependent) }
      }
    }
  }

  private mutating func enqueue(_ id: Int) {
    if slots[id].stamp == generation { return }
    slots[id].stamp = generation
    // A dependent whose definition was removed follows the tableau, which marks it itself.
    guard slots[id].definition >= 0 else { return }
    let level = definitions[Int(slots[id].definition)].level
    if level == 1 {
      immediate.append(id)
      return
    }
    if level >= waiting.count {
      waiting.append(contentsOf: repeatElement([], count: level + 1 - waiting.count))
    }
    if waiting[level].isEmpty { pushLevel(level) }
    waiting[level].append(id)
  }

  /// Adds a level to the heap of levels with waiting definitions.
  /// - Complexity: O(log l) for l levels waiting.
  private mutating func pushLevel(_ level: Int) {
    levels.append(level)
    var child = levels.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if levels[parent] <= levels[child] { break }
      levels.swapAt(parent, child)
      child = parent
    }
  }

  /// Takes the lowest waiting level off the heap.
  /// - Complexity: O(log l) for l levels waiting.
  private mutating func popMinLevel() -> Int? {
    guard let last = levels.popLast() else { return nil }
    if levels.isEmpty { return last }
    let top = levels[0]
    levels[0] = last
    var parent = 0
    let count = levels.count
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      let right = left + 1
      let smaller = right < count && levels[right] < levels[left] ? right : left
      if levels[parent] <= levels[smaller] { break }
      levels.swapAt(parent, smaller)
      parent = smaller
    }
    return top
  }
}
