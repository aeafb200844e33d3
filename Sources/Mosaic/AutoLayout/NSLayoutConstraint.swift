import Foundation

/// One term of an anchor: an attribute of a view or layout guide, times a coefficient.
struct LayoutTerm {
  /// The view or layout guide (not kept alive; nil once it is gone).
  var item: AnyObject? { handle.object }
  let handle: ObjectHandle
  let attribute: NSLayoutConstraint.Attribute
  var coefficient: CGFloat = 1

  @MainActor init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    handle = ObjectHandle.of(item)
    self.attribute = attribute
  }
}

/// What an anchor stands for: usually one attribute of one item; the distance between two
/// anchors (`anchorWithOffset(to:)`) is the difference of two.
struct AnchorSpec {
  enum Kind { case x, y, dimension }
  var terms: [LayoutTerm]
  var kind: Kind

  var primary: LayoutTerm? { terms.first }
}

/// A relation between two attributes of views or layout guides that Auto Layout keeps:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// held with a priority.
///
/// A constraint does nothing until it is active (`isActive`, `activate(_:)`, or a view's
/// `addConstraint(_:)`); then it belongs to the layout engine of the hierarchy its items are
/// in, and the next layout pass places constraint-driven views to satisfy it. `constant` and
/// `priority` can change while it is active; the next pass re-solves.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
  let first: AnchorSpec
  let second: AnchorSpec?

  /// How the first attribute compares with the second.
  public let relation: Relation
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat

  /// The value added to the multiplied second attribute. Changing it on an active
  /// constraint re-solves the layout in the next pass (animated when the pass runs in an
  /// animation block).
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      engine?.constantChanged(self)
      fittingEngine?.constantChanged(self)
    }
  }

  /// How strongly the constraint holds; required (1000) by default. An active constraint
  /// cannot change between required and optional, as in UIKit.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, priority.isRequired != oldValue.isRequired {
        FailureReport.raise(
          .autoLayout,
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority \(formatLayoutNumber(CGFloat(priority.rawValue))) "
            + "and the existing priority was \(formatLayoutNumber(CGFloat(oldValue.rawValue))).")
        priority = oldValue
        return
      }
      engine?.constraintChanged(self)
      fittingEngine?.constraintChanged(self)
    }
  }

  /// A name shown in the constraint's description; nil by default.
  open var identifier: String?

  /// Whether the constraint is archived with its view (Mosaic has no archives); false by
  /// default.
  open var shouldBeArchived = false

  /// The view the constraint is installed on (the one whose `constraints` hold it).
  @Unretained var installedView: UIView?
  /// The engine that holds the constraint.
  weak var engine: LayoutEngine?
  /// The measuring engine (`systemLayoutSizeFitting`) that last took the constraint, told of
  /// its changes as well.
  weak var fittingEngine: LayoutEngine?

  init(
    first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat,
    constant: CGFloat
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`. `view2` is
  /// nil (and `attr2` `.notAnAttribute`) for a constraint with a constant, such as a width.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let item1 = view1 as AnyObject
    let kind: AnchorSpec.Kind =
      attr1.isDimension ? .dimension : attr1.isHorizontalLocation ? .x : .y
    let firstSpec = AnchorSpec(terms: [LayoutTerm(item: item1, attribute: attr1)], kind: kind)
    var secondSpec: AnchorSpec?
    if let view2, attr2 != .notAnAttribute {
      let kind2: AnchorSpec.Kind =
        attr2.isDimension ? .dimension : attr2.isHorizontalLocation ? .x : .y
      secondSpec = AnchorSpec(
        terms: [LayoutTerm(item: view2 as AnyObject, attribute: attr2)], kind: kind2)
    }
    self.init(
      first: firstSpec, relation: relation, second: secondSpec, multiplier: multiplier, constant: c)
  }

  // MARK: Items

  /// The first item of the constraint: a view or a layout guide.
  open var firstItem: AnyObject? { first.primary?.item }
  /// The attribute of the first item.
  open var firstAttribute: Attribute { first.primary?.attribute ?? .notAnAttribute }
  /// The second item, or nil for a constraint against a constant.
  open var secondItem: AnyObject? { second?.primary?.item }
  /// The attribute of the second item; `.notAnAttribute` without one.
  open var secondAttribute: Attribute { second?.primary?.attribute ?? .notAnAttribute }

  /// The first item's anchor.
  open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(spec: first) }
  /// The second item's anchor, or nil for a constraint against a constant.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    second.map { NSLayoutAnchor<AnyObject>(spec: $0) }
  }

  /// The items of both sides.
  var items: [AnyObject] {
    (first.terms + (second?.terms ?? [])).compactMap(\.item)
  }

  // MARK: Activation

  /// Whether the constraint takes part in layout. Activating it installs it on the closest
  /// common ancestor of its items (UIKit's message and no change when there is none);
  /// deactivating removes it.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        guard installedView == nil else { return }
        AutoLayout.install(self)
      } else {
        installedView?.removeConstraint(self)
      }
    }
  }

  /// Activates every constraint in `constraints`, as setting `isActive` on each does (in one
  /// change of the engine).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  /// Makes the constraints a string of the visual format language describes, such as
  /// `"H:|-[label]-8-[field(>=120)]-|"`, with the views and metrics it names looked up in
  /// `views` and `metrics`. The constraints are returned inactive; activate them with
  /// `activate(_:)`.
  ///
  /// `options` aligns every view the format names along one attribute perpendicular to the
  /// format (`alignAllTop`, `alignAllCenterY`, … for a horizontal format), chooses the
  /// direction a horizontal format runs (leading to trailing by default) and, for a vertical
  /// format, whether spacing runs between baselines. A bare `-` between two views is the
  /// standard spacing (8 points); a bare `-` at the superview's edge keeps the view inside the
  /// superview's layout margins.
  ///
  /// A string that cannot be parsed, an unknown name, a view without a superview in a format
  /// that uses `|`, or an alignment along the format's own axis is an invalid argument, as
  /// in UIKit: the message (with a caret under the problem) stops a debug build, and a
  /// release build logs it and returns no constraints.
  open class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    VisualFormatBuilder.constraintsOrReport(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
  }

  // MARK: Description

  /// The name of the class UIKit prints in descriptions.
  var descriptionClassName: String { "NSLayoutConstraint" }

  /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading
  /// + 16   (active)>`.
  open override var description: String {
    MainActor.assumeIsolated { constraintDescription }
  }

  var constraintDescription: String {
    var s = "<\(descriptionClassName):\(layoutAddress(self))"
    if let identifier { s += " '\(identifier)'" }
    s += " " + equationDescription
    if isActive || engine != nil { s += "   (active)" }
    return s + ">"
  }

  /// `first == m*second + c @p`.
  var equationDescription: String {
    var s = first.description + " " + relation.description + " "
    if let second {
      if multiplier != 1 { s += formatLayoutNumber(multiplier) + "*" }
      s += second.description
      if constant > 0 {
        s += " + " + formatLayoutNumber(constant)
      } else if constant < 0 {
        s += " - " + formatLayoutNumber(-constant)
      }
    } else {
      s += formatLayoutNumber(constant)
    }
    if !priority.isRequired { s += " @" + formatLayoutNumber(CGFloat(priority.rawValue)) }
    return s
  }
}

/// A constraint the engine makes itself (from autoresizing masks, the host's size, layout
/// guides, intrinsic sizes): its expression is given directly.
@MainActor
final class EngineLayoutConstraint: NSLayoutConstraint {
  /// False once the engine replaced it with newer constraints of its item.
  var isCurrent = true
  let expression: LinearExpression
  let solverRelation: ConstraintRelation
  let className: String
  /// Makes the equation's text for descriptions; only descriptions need it, so the engine,
  /// which makes these constraints again on every change, never pays for formatting it.
  private let makeBody: () -> String
  /// The equation as descriptions print it, such as `UIView:0x….width == 50`.
  var body: String { makeBody() }
  let axis: Axis

  init(
    _ expression: LinearExpression, _ relation: ConstraintRelation, priority: UILayoutPriority,
    className: String = "NSLayoutConstraint", identifier: String?,
    body: @autoclosure @escaping () -> String, axis: Axis
  ) {
    self.expression = expression
    self.solverRelation = relation
    self.className = className
    self.makeBody = body
    self.axis = axis
    super.init(
      first: AnchorSpec(terms: [], kind: .x), relation: .equal, second: nil, multiplier: 1,
      constant: 0)
    self.priority = priority
    self.identifier = identifier
  }

  override var descriptionClassName: String { className }
  override var equationDescription: String { body }
}

extension AnchorSpec {
  /// `UILabel:0x….leading`, or a difference for a distance anchor.
  @MainActor var description: String {
    terms.enumerated().map { i, term in
      let name = "\(layoutItemName(term.item)).\(term.attribute)"
      if i == 0 {
        return term.coefficient == 1 ? name : "\(formatLayoutNumber(term.coefficient))*\(name)"
      }
      return term.coefficient < 0 ? " - \(name)" : " + \(name)"
    }.joined()
  }
}

/// `0x…`: an object's address as UIKit prints it.
func layoutAddress(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// `UILabel:0x…` for a view, `UILayoutGuide:0x…'identifier'` for a guide.
@MainActor func layoutItemName(_ item: AnyObject?) -> String {
  guard let item else { return "(null)" }
  if let guide = item as? UILayoutGuide {
    return "UILayoutGuide:\(layoutAddress(guide))'\(guide.identifier)'"
  }
  return "\(type(of: item)):\(layoutAddress(item))"
}

/// A number as UIKit prints it in constraint descriptions (`16`, `0.5`).
func formatLayoutNumber(_ value: CGFloat) -> String {
  String(format: "%g", Double(value))
}
