import Foundation

/// Turns a parsed visual format into `NSLayoutConstraint`s.
@MainActor
enum VisualFormatBuilder {
  /// The constraints of `format`, or none after reporting why it cannot be used.
  static func constraintsOrReport(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    switch constraints(format: format, options: options, metrics: metrics, views: views) {
    case .success(let constraints):
      return constraints
    case .failure(let failure):
      FailureReport.raise(.autoLayout, failure.message)
      return []
    }
  }

  static func constraints(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) -> Result<[NSLayoutConstraint], VisualFormatFailure> {
    var numbers: [String: Double] = [:]
    for (name, value) in metrics {
      guard let number = number(value) else {
        return .failure(
          .init("Unable to parse constraint format: \nMetric '\(name)' is not a number\n\(format)"))
      }
      numbers[name] = number
    }
    var items: [String: UIView] = [:]
    for (name, value) in views {
      guard let view = value as? UIView else {
        return .failure(
          .init("Unable to parse constraint format: \n\(name) is not a UIView\n\(format)"))
      }
      items[name] = view
    }
    let direction: VisualFormat.Direction =
      switch options.intersection(.directionMask).rawValue {
      case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue: .leftToRight
      case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue: .rightToLeft
      default: .leadingToTrailing
      }
    let parsed: VisualFormat
    do {
      parsed = try VisualFormat(
        format, metrics: numbers, views: Set(items.keys), direction: direction)
    } catch {
      return .failure(.init(error.description))
    }
    let named = parsed.views.compactMap { items[$0] }
    let superview = named.first?.superview
    let usesSuperview = parsed.constraints.contains {
      $0.firstItem == .superview || $0.secondItem == .superview
    }
    if usesSuperview && superview == nil {
      let position = format.distance(
        from: format.startIndex, to: format.firstIndex(of: "|") ?? format.startIndex)
      return .failure(
        .init(
          VisualFormatError(
            reason:
              "Unable to interpret '|' character, because the related view doesn't have a superview",
            format: format, position: position
          ).description))
    }
    let alignment = options.intersection(.alignmentMask)
    let aligned: NSLayoutConstraint.Attribute?
    if alignment.isEmpty {
      aligned = nil
    } else {
      guard let attribute = alignedAttribute(alignment) else {
        return .failure(
          .init(
            "Unable to parse constraint format: \nOptions mask \(alignment.rawValue) names more than one alignment\n\(format)"
          ))
      }
      let horizontalEdge = attribute.isHorizontalLocation
      if horizontalEdge == (parsed.orientation == .horizontal) {
        let axis = parsed.orientation == .horizontal ? "horizontal" : "vertical"
        let edge = horizontalEdge ? "vertical" : "horizontal"
        return .failure(
          .init(
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a "
              + "\(edge) edge, which is not allowed for layout that is also \(axis).\n\(format)"))
      }
      aligned = attribute
    }
    let baselineSpacing =
      parsed.orientation == .vertical && options.contains(.spacingBaselineToBaseline)
    var result: [NSLayoutConstraint] = []
    for description in parsed.constraints {
      result.append(
        make(description, items: items, superview: superview, baselineSpacing: baselineSpacing))
    }
    if let aligned {
      for (previous, view) in zip(named, named.dropFirst()) {
        result.append(
          NSLayoutConstraint(
            item: view, attribute: aligned, relatedBy: .equal, toItem: previous,
            attribute: aligned, multiplier: 1, constant: 0))
      }
    }
    return .success(result)
  }

  /// One constraint of the format.
  private static func make(
    _ c: VisualFormat.Constraint, items: [String: UIView], superview: UIView?,
    baselineSpacing: Bool
  ) -> NSLayoutConstraint {
    func object(_ item: VisualFormat.Item) -> UIView? {
      switch item {
      case .view(let name): items[name]
      case .superview: superview
      }
    }
    var first = attribute(c.firstAttribute)
    var second = c.secondAttribute.map(attribute) ?? .notAnAttribute
    var constant = CGFloat(c.constant)
    // A standard spacing to the superview's edge keeps the view inside its layout margins.
    if c.isStandardSpacing {
      if c.firstItem == .superview {
        first = first.withinMargins
        constant = 0
      } else if c.secondItem == .superview {
        second = second.withinMargins
        constant = 0
      }
    }
    // Spacing between the baselines of two views, when the options ask for it.
    if baselineSpacing, c.firstItem != .superview, c.secondItem != .superview,
      c.firstAttribute == .top, c.secondAttribute == .bottom
    {
      first = .firstBaseline
      second = .lastBaseline
    }
    let constraint = NSLayoutConstraint(
      item: object(c.firstItem) as Any, attribute: first, relatedBy: relation(c.relation),
      toItem: c.secondItem.flatMap(object), attribute: second, multiplier: CGFloat(c.multiplier),
      constant: constant)
    if c.priority != 1000 { constraint.priority = UILayoutPriority(Float(c.priority)) }
    return constraint
  }

  private static func attribute(_ a: VisualFormat.Attribute) -> NSLayoutConstraint.Attribute {
    switch a {
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .width: .width
    case .height: .height
    }
  }

  private static func relation(_ r: ConstraintRelation) -> NSLayoutConstraint.Relation {
    switch r {
    case .equal: .equal
    case .lessOrEqual: .lessThanOrEqual
    case .greaterOrEqual: .greaterThanOrEqual
    }
  }

  /// The one attribute an alignment option names, or nil when it names several.
  private static func alignedAttribute(_ options: NSLayoutConstraint.FormatOptions)
    -> NSLayoutConstraint.Attribute?
  {
    let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    let matches = table.filter { options.contains($0.0) }
    return matches.count == 1 ? matches[0].1 : nil
  }

  /// A metric's value as a number: any integer or floating-point value, or an `NSNumber`.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }
}

/// The message of a visual format that cannot become constraints.
struct VisualFormatFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

extension NSLayoutConstraint.Attribute {
  /// The same edge inside the layout margins (`leading` → `leadingMargin`).
  fileprivate var withinMargins: NSLayoutConstraint.Attribute {
    switch self {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: self
    }
  }
}
