/// A parsed string of Auto Layout's visual format language, as
/// `constraints(withVisualFormat:options:metrics:views:)` reads it.
///
/// The grammar is Apple's:
/// ```
/// format      := (orientation ':')? (superview connection)? view (connection view)*
///                (connection superview)?
/// orientation := 'H' | 'V'
/// superview   := '|'
/// view        := '[' viewName ('(' predicate (',' predicate)* ')')? ']'
/// connection  := '' | '-' | '-' simplePredicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// simplePredicate := metricName | positiveNumber
/// predicate   := relation? (constant | viewName) ('@' priority)?
/// relation    := '==' | '<=' | '>='
/// constant, priority := metricName | number
/// ```
/// Names are C identifiers: view names are looked up among `views`, metric names in `metrics`.
/// A bare `-` is the standard spacing; no connection at all (`[a][b]`, `|[a]`) is flush.
///
/// The result names items and attributes neutrally (``Item``, ``Attribute``); the UIKit layer
/// turns each ``Constraint`` into an `NSLayoutConstraint` and applies the format options
/// (alignment of ``views``, in order).
package struct VisualFormat: Sendable, Equatable {
  /// The axis a format string lays views out along.
  package enum Orientation: Sendable, Hashable {
    /// `H:` (the default): views side by side.
    case horizontal
    /// `V:`: views one above another.
    case vertical
  }

  /// Which edges a horizontal format uses (the format options' direction).
  package enum Direction: Sendable, Hashable {
    /// Leading and trailing edges, which follow the layout direction (the default).
    case leadingToTrailing
    /// Left and right edges, views from left to right.
    case leftToRight
    /// Left and right edges, views from right to left.
    case rightToLeft
  }

  /// An edge or dimension a constraint relates.
  package enum Attribute: Sendable, Hashable {
    case leading, trailing, left, right, top, bottom, width, height
  }

  /// A constrained item: a named view or the superview (`|`).
  package enum Item: Sendable, Hashable, CustomStringConvertible {
    /// The view with this name in the views dictionary.
    case view(String)
    /// The superview of the format's views.
    case superview

    /// The view's name, or `|` for the superview.
    package var description: String {
      switch self {
      case .view(let name): name
      case .superview: "|"
      }
    }
  }

  /// One constraint of the format: `firstItem.firstAttribute relation
  /// secondItem.secondAttribute × multiplier + constant` at `priority`, or
  /// `firstItem.firstAttribute relation constant` when there is no second item.
  package struct Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The first item.
    package var firstItem: Item
    /// The first item's attribute.
    package var firstAttribute: Attribute
    /// How the first side compares with the second.
    package var relation: ConstraintRelation
    /// The second item, or nil for a constant size.
    package var secondItem: Item?
    /// The second item's attribute, or nil with no second item.
    package var secondAttribute: Attribute?
    /// The second attribute's multiplier (always 1: the format has no multipliers).
    package var multiplier: Double
    /// The constant; for a standard spacing, the conventional value (8 between views,
    /// 20 to the superview).
    package var constant: Double
    /// The priority, 1 through 1000 (required, the default).
    package var priority: Double
    /// Whether the constant is the standard spacing (a bare `-`): the UIKit layer may use the
    /// system spacing, or the superview's layout margins for an edge connection.
    package var isStandardSpacing: Bool

    /// A constraint as the format describes it.
    package init(
      firstItem: Item, firstAttribute: Attribute, relation: ConstraintRelation,
      secondItem: Item? = nil, secondAttribute: Attribute? = nil, multiplier: Double = 1,
      constant: Double = 0, priority: Double = 1000, isStandardSpacing: Bool = false
    ) {
      self.firstItem = firstItem
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondItem = secondItem
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
      self.isStandardSpacing = isStandardSpacing
    }

    /// As `b.leading == a.trailing + 8.0`, with ` @750.0` for a non-required priority and
    /// ` (standard)` for a standard spacing.
    package var description: String {
      let op =
        switch relation {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
      var text = "\(firstItem).\(firstAttribute) \(op) "
      if let secondItem, let secondAttribute {
        text += "\(secondItem).\(secondAttribute)"
        if multiplier != 1 { text += " * \(multiplier)" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
      } else {
        text += "\(constant)"
      }
      if priority != 1000 { text += " @\(priority)" }
      if isStandardSpacing { text += " (standard)" }
      return text
    }
  }

  /// The standard spacing between two sibling views.
  package static let standardSiblingSpacing = 8.0
  /// The standard spacing between a view and its superview's edge (before layout margins).
  package static let standardSuperviewSpacing = 20.0

  /// The format string.
  package let format: String
  /// The axis of the format.
  package let orientation: Orientation
  /// The names of the format's views, in the order they appear.
  package let views: [String]
  /// The constraints, in the order of the format: each view's size predicates, then the
  /// connection that leads to it; the trailing superview connection last.
  package let constraints: [Constraint]

  /// Parses `format`, looking names up in `views` and `metrics`.
  ///
  /// - Throws: ``VisualFormatError`` with UIKit's "Unable to parse constraint format" text and
  ///   the position of the problem.
  package init(
    _ format: String, metrics: [String: Double] = [:], views: Set<String>,
    direction: Direction = .leadingToTrailing
  ) throws(VisualFormatError) {
    var parser = VisualFormatParser(
      format: format, metrics: metrics, viewNames: views, direction: direction)
    try parser.parse()
    self.format = format
    orientation = parser.orientation
    self.views = parser.views
    constraints = parser.constraints
  }
}

/// A visual format string that cannot be parsed, with UIKit's message.
package struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, e.g. "Expected ']' to end a view".
  package let reason: String
  /// The format string.
  package let format: String
  /// The character offset in `format` where the problem was found.
  package let position: Int

  /// A parse error at `position`.
  package init(reason: String, format: String, position: Int) {
    self.reason = reason
    self.format = format
    self.position = position
  }

  /// UIKit's message: the reason, the format and a caret under the position.
  package var description: String {
    "Unable to parse constraint format: \n\(reason)\n\(format)\n"
      + String(repeating: " ", count: position) + "^"
  }
}
