/// Coefficients within this of zero are treated as zero.
let nearZero = 1e-8

/// A variable of the tableau: an external (user) variable or one the solver introduced.
struct Symbol: Hashable, Sendable, Comparable {
  enum Kind: UInt8, Sendable {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// The error of a non-required constraint; ≥ 0 and penalised in the objective.
    case error
    /// The marker of a required equality; always 0, never enters the basis.
    case dummy
    /// A temporary variable for adding a required constraint with no subject; ≥ 0.
    case artificial
  }

  let id: Int
  let kind: Kind

  /// Whether the symbol's value is bounded below by zero (every kind but external).
  var isRestricted: Bool { kind != .external }

  /// Bland's order: by creation.
  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The hash the standard library's dictionaries and sets use: the solver looks symbols
  /// up far more often than anything else, so a short mix of the id and the table's seed
  /// (a 64-bit finalizer) stands in for the general-purpose hasher.
  func _rawHashValue(seed: Int) -> Int { mixedHash(id, seed: seed) }
  static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
}

/// A sparse row: `basic = constant + Σ cells[s]·s` (or, before it has a subject, `0 = …`).
struct Row: Sendable {
  var cells: [Symbol: Double] = [:]
  var constant: Double

  init(constant: Double) {
    self.constant = constant
  }

  /// Adds `coefficient · symbol`, dropping the cell when it cancels.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let value = cells[symbol, default: 0] + coefficient
    if abs(value) < nearZero { cells[symbol] = nil } else { cells[symbol] = value }
  }

  /// Adds `k · other`.
  mutating func add(_ other: Row, times k: Double) {
    constant += k * other.constant
    for (symbol, coefficient) in other.cells { add(symbol, coefficient * k) }
  }

  /// Multiplies every cell and the constant by `k`.
  mutating func multiply(by k: Double) {
    constant *= k
    for key in cells.keys { cells[key]! *= k }
  }

  /// Rewrites `0 = constant + c·subject + rest` as `subject = -(constant + rest)/c`.
  mutating func solve(for subject: Symbol) {
    let c = cells.removeValue(forKey: subject)!
    multiply(by: -1 / c)
  }

  /// Rewrites `basic = constant + c·subject + rest` as `subject = (basic - constant - rest)/c`.
  mutating func solve(for subject: Symbol, basic: Symbol) {
    cells[basic] = -1
    solve(for: subject)
  }
}

/// A weight of the objective: one component per priority, compared lexicographically from
/// the highest priority down.
struct SymbolicWeight: Sendable {
  struct Component: Sendable {
    var level: Float
    var value: Double
  }

  /// Sorted by decreasing level; no near-zero values.
  var components: [Component] = []

  static let zero = SymbolicWeight()

  init() {}

  init(level: Float, value: Double) {
    if abs(value) >= nearZero { components = [Component(level: level, value: value)] }
  }

  var isZero: Bool { components.isEmpty }

  /// The sign of the most significant component (0 for zero).
  var sign: Int {
    guard let first = components.first else { return 0 }
    return first.value < 0 ? -1 : 1
  }

  /// Adds `k · other`.
  mutating func add(_ other: SymbolicWeight, times k: Double) {
    if other.components.isEmpty { return }
    if components.isEmpty {
      for c in other.components where abs(c.value * k) >= nearZero {
        components.append(Component(level: c.level, value: c.value * k))
      }
      return
    }
    if components.count == 1 && other.components.count == 1
      && components[0].level == other.components[0].level
    {
      let value = components[0].value + k * other.components[0].value
      if abs(value) < nearZero { components.removeAll() } else { components[0].value = value }
      return
    }
    var merged: [Component] = []
    merged.reserveCapacity(components.count + other.components.count)
    var i = 0
    var j = 0
    while i < components.count || j < other.components.count {
      if j == other.components.count
        || (i < components.count && components[i].level > other.components[j].level)
      {
        merged.append(components[i])
        i += 1
      } else if i == components.count || other.components[j].level > components[i].level {
        let value = other.components[j].value * k
        if abs(value) >= nearZero {
          merged.append(Component(level: other.components[j].level, value: value))
        }
        j += 1
      } else {
        let value = components[i].value + other.components[j].value * k
        if abs(value) >= nearZero {
          merged.append(Component(level: components[i].level, value: value))
        }
        i += 1
        j += 1
      }
    }
    components = merged
  }

  /// `self · k`.
  func scaled(by k: Double) -> SymbolicWeight {
    var result = SymbolicWeight.zero
    result.add(self, times: k)
    return result
  }

  /// Whether `a < b` lexicographically.
  static func less(_ a: SymbolicWeight, _ b: SymbolicWeight) -> Bool {
    var difference = a
    difference.add(b, times: -1)
    return difference.sign < 0
  }
}

/// The objective, `constant + Σ cells[s]·s` over parameters, to be minimised; `dirty` holds
/// every symbol whose cell changed since it was last found not to improve the objective.
struct ObjectiveRow: Sendable {
  var cells: [Symbol: SymbolicWeight] = [:]
  var constant = SymbolicWeight.zero
  var dirty: Set<Symbol> = []

  /// Adds `weight · symbol`.
  mutating func add(_ symbol: Symbol, _ weight: SymbolicWeight) {
    var value = cells.removeValue(forKey: symbol) ?? .zero
    value.add(weight, times: 1)
    if !value.isZero { cells[symbol] = value }
    dirty.insert(symbol)
  }

  /// Adds `weight · row`.
  mutating func add(_ row: Row, times weight: SymbolicWeight) {
    constant.add(weight, times: row.constant)
    for (symbol, coefficient) in row.cells {
      var value = cells.removeValue(forKey: symbol) ?? .zero
      value.add(weight, times: coefficient)
      if !value.isZero { cells[symbol] = value }
      dirty.insert(symbol)
    }
  }

  /// Replaces `symbol` by `row`.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    dirty.remove(symbol)
    guard let weight = cells.removeValue(forKey: symbol) else { return }
    add(row, times: weight)
  }
}
