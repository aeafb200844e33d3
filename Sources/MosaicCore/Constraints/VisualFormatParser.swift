/// The recursive-descent parser behind ``VisualFormat``.
struct VisualFormatParser {
  /// A predicate before it is attached to a view or a connection.
  struct Predicate {
    enum Object {
      case constant(Double)
      case view(String)
    }
    var relation: ConstraintRelation
    var object: Object
    var priority: Double
  }

  /// A connection: flush, standard, or the predicates between `-…-`.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  let format: String
  let characters: [Character]
  let metrics: [String: Double]
  let viewNames: Set<String>
  let direction: VisualFormat.Direction
  var index = 0
  var orientation = VisualFormat.Orientation.horizontal
  var views: [String] = []
  var constraints: [VisualFormat.Constraint] = []

  init(
    format: String, metrics: [String: Double], viewNames: Set<String>,
    direction: VisualFormat.Direction
  ) {
    self.format = format
    characters = Array(format)
    self.metrics = metrics
    self.viewNames = viewNames
    self.direction = direction
  }

  // MARK: Grammar

  mutating func parse() throws(VisualFormatError) {
    if let first = peek, first == "H" || first == "V" {
      guard character(at: index + 1) == ":" else {
        let axis = first == "H" ? "horizontal" : "vertical"
        throw error("Expected ':' after '\(first)' to specify \(axis) arrangement", at: index + 1)
      }
      orientation = first == "H" ? .horizontal : .vertical
      index += 2
    }
    var previous: VisualFormat.Item?
    var pending: Connection?
    if peek == "|" {
      index += 1
      previous = .superview
      pending = try parseConnection()
    }
    while true {
      let view = try parseView()
      if let previous, let pending { connect(previous, to: .view(view), pending) }
      previous = .view(view)
      if peek == nil { return }
      let connection = try parseConnection()
      if peek == "|" {
        index += 1
        connect(.view(view), to: .superview, connection)
        if peek != nil { throw error("Expected the end of the format string after '|'") }
        return
      }
      pending = connection
    }
  }

  /// `[name(predicates)]`, its size constraints emitted; returns the name.
  mutating func parseView() throws(VisualFormatError) -> String {
    guard peek == "[" else {
      throw error(peek == nil ? "Expected a view" : "Expected a '[' to begin a view")
    }
    index += 1
    let start = index
    guard let name = parseIdentifier() else { throw error("Expected a view name") }
    guard viewNames.contains(name) else {
      throw error("\(name) is not a key in the views dictionary.", at: start)
    }
    views.append(name)
    if peek == "(" {
      let attribute: VisualFormat.Attribute = orientation == .horizontal ? .width : .height
      for predicate in try parsePredicateList(allowingViews: true) {
        var constraint = VisualFormat.Constraint(
          firstItem: .view(name), firstAttribute: attribute, relation: predicate.relation,
          priority: predicate.priority)
        switch predicate.object {
        case .constant(let value):
          constraint.constant = value
        case .view(let other):
          constraint.secondItem = .view(other)
          constraint.secondAttribute = attribute
        }
        constraints.append(constraint)
      }
    }
    guard peek == "]" else { throw error("Expected ']' to end a view") }
    index += 1
    return name
  }

  /// What follows a view or the leading `|`: nothing (flush), `-`, `-metric-`, `-number-` or
  /// `-(predicates)-`.
  mutating func parseConnection() throws(VisualFormatError) -> Connection {
    switch peek {
    case "[", "|":
      return .flush
    case "-":
      index += 1
    case nil:
      throw error("Expected a view")
    default:
      throw error("Expected '-', '[' or '|' after a view")
    }
    if peek == "[" || peek == "|" { return .standard }
    if peek == nil { throw error("Expected a view") }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = try parsePredicateList(allowingViews: false)
    } else {
      let value = try parseConstant(signed: false)
      predicates = [Predicate(relation: .equal, object: .constant(value), priority: 1000)]
    }
    guard peek == "-" else { throw error("Expected a '-' to end the spacing") }
    index += 1
    if peek != "[" && peek != "|" {
      throw error(peek == nil ? "Expected a view" : "Expected a '[' to begin a view")
    }
    return .predicates(predicates)
  }

  /// `(predicate, …)`.
  mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
    index += 1  // "("
    var predicates: [Predicate] = []
    while true {
      predicates.append(try parsePredicate(allowingViews: allowingViews))
      switch peek {
      case ",":
        index += 1
      case ")":
        index += 1
        return predicates
      default:
        throw error("Expected ',' or ')' after a predicate")
      }
    }
  }

  /// `relation? (constant | viewName) ('@' priority)?`.
  mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> Predicate {
    var relation = ConstraintRelation.equal
    for (text, value) in [
      ("==", ConstraintRelation.equal), ("<=", .lessOrEqual), (">=", .greaterOrEqual),
    ]
    where matches(text) {
      relation = value
      index += 2
      break
    }
    let object: Predicate.Object
    let start = index
    if let name = parseIdentifier() {
      if let value = metrics[name] {
        object = .constant(value)
      } else if allowingViews && viewNames.contains(name) {
        object = .view(name)
      } else if allowingViews {
        throw error(
          "\(name) is not a key in the metrics dictionary or the views dictionary.", at: start)
      } else {
        throw error("\(name) is not a key in the metrics dictionary.", at: start)
      }
    } else {
      object = .constant(try parseConstant(signed: true))
    }
    var priority = 1000.0
    if peek == "@" {
      index += 1
      let priorityStart = index
      priority = try parseConstant(signed: true)
      guard priority > 0 && priority <= 1000 else {
        throw error(
          "A priority must be greater than 0 and at most 1000 (required).", at: priorityStart)
      }
    }
    return Predicate(relation: relation, object: object, priority: priority)
  }

  /// A metric name or a number (with a sign when `signed`).
  mutating func parseConstant(signed: Bool) throws(VisualFormatError) -> Double {
    let start = index
    if let name = parseIdentifier() {
      guard let value = metrics[name] else {
        throw error("\(name) is not a key in the metrics dictionary.", at: start)
      }
      return value
    }
    if signed && (peek == "-" || peek == "+") { index += 1 }
    var digits = false
    while let c = peek, c.isASCII && c.isNumber {
      index += 1
      digits = true
    }
    if peek == "." {
      index += 1
      while let c = peek, c.isASCII && c.isNumber {
        index += 1
        digits = true
      }
    }
    if digits, peek == "e" || peek == "E" {
      var end = index + 1
      if character(at: end) == "-" || character(at: end) == "+" { end += 1 }
      if let c = character(at: end), c.isASCII && c.isNumber {
        index = end
        while let c = peek, c.isASCII && c.isNumber { index += 1 }
      }
    }
    guard digits, let value = Double(String(characters[start..<index])) else {
      index = start
      throw error("Expected a number or a key in the metrics dictionary")
    }
    return value
  }

  /// A C identifier, or nil (consuming nothing) when none starts here.
  mutating func parseIdentifier() -> String? {
    guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
    let start = index
    while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
    return String(characters[start..<index])
  }

  // MARK: Constraints

  /// The constraints of a connection from `earlier` to `later` along the orientation.
  mutating func connect(
    _ earlier: VisualFormat.Item, to later: VisualFormat.Item, _ connection: Connection
  ) {
    let (start, end, increasing) = edges()
    let toSuperview = earlier == .superview || later == .superview
    let predicates: [(Predicate, Bool)]
    switch connection {
    case .flush:
      predicates = [(Predicate(relation: .equal, object: .constant(0), priority: 1000), false)]
    case .standard:
      let spacing =
        toSuperview ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSiblingSpacing
      predicates = [(Predicate(relation: .equal, object: .constant(spacing), priority: 1000), true)]
    case .predicates(let list):
      predicates = list.map { ($0, false) }
    }
    // The gap `later.start - earlier.end` (or, right to left, `earlier.end - later.start`) is
    // related to the constant; the superview's own edge stands for its end or start.
    let earlierAttribute = earlier == .superview ? start : end
    let laterAttribute = later == .superview ? end : start
    for (predicate, isStandard) in predicates {
      guard case .constant(let value) = predicate.object else { continue }
      let (first, firstAttribute, second, secondAttribute) =
        increasing
        ? (later, laterAttribute, earlier, earlierAttribute)
        : (earlier, earlierAttribute, later, laterAttribute)
      constraints.append(
        VisualFormat.Constraint(
          firstItem: first, firstAttribute: firstAttribute, relation: predicate.relation,
          secondItem: second, secondAttribute: secondAttribute, constant: value,
          priority: predicate.priority, isStandardSpacing: isStandard))
    }
  }

  /// The start and end edges along the orientation, and whether coordinates grow from start
  /// to end.
  func edges() -> (VisualFormat.Attribute, VisualFormat.Attribute, Bool) {
    switch (orientation, direction) {
    case (.vertical, _): (.top, .bottom, true)
    case (.horizontal, .leadingToTrailing): (.leading, .trailing, true)
    case (.horizontal, .leftToRight): (.left, .right, true)
    case (.horizontal, .rightToLeft): (.right, .left, false)
    }
  }

  // MARK: Characters

  var peek: Character? { character(at: index) }

  func character(at offset: Int) -> Character? {
    offset < characters.count ? characters[offset] : nil
  }

  func matches(_ text: String) -> Bool {
    var offset = index
    for c in text {
      guard character(at: offset) == c else { return false }
      offset += 1
    }
    return true
  }

  func error(_ reason: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(reason: reason, format: format, position: position ?? index)
  }
}
