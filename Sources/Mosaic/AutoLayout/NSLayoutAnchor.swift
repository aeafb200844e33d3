import Foundation

/// An attribute of a view or layout guide (an edge, a centre, a baseline or a size) that
/// makes constraints with another anchor of the same kind. `AnchorType` is the kind
/// (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` or `NSLayoutDimension`), so that only anchors
/// of one kind can be related: an x-axis anchor with an x-axis anchor, and so on.
///
/// The constraints made are inactive; activate them (usually with
/// `NSLayoutConstraint.activate(_:)`).
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let spec: AnchorSpec

  init(spec: AnchorSpec) {
    self.spec = spec
    super.init()
  }

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute, kind: AnchorSpec.Kind) {
    spec = AnchorSpec(terms: [LayoutTerm(item: item, attribute: attribute)], kind: kind)
    super.init()
  }

  /// The view or layout guide the anchor belongs to.
  open var item: AnyObject? { spec.primary?.item }

  /// A constraint `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// A constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  /// A constraint `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: spec, relation: relation, second: anchor?.spec, multiplier: multiplier,
      constant: constant)
  }

  /// The name of the class UIKit prints for this kind of anchor.
  var kindName: String {
    switch spec.kind {
    case .x: "NSLayoutXAxisAnchor"
    case .y: "NSLayoutYAxisAnchor"
    case .dimension: "NSLayoutDimension"
    }
  }

  /// `<NSLayoutXAxisAnchor:0x… "UILabel:0x….leading">`, as UIKit prints anchors.
  open override var description: String {
    MainActor.assumeIsolated { "<\(kindName):\(layoutAddress(self)) \"\(spec.description)\">" }
  }

  /// Anchors are equal when they stand for the same attributes of the same items.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = (object as? AnyLayoutAnchor)?.erasedSpec else { return false }
    return other.sameTerms(as: spec)
  }

  /// Hashes the items and attributes.
  open override var hash: Int {
    var h = Hasher()
    for t in spec.terms {
      if let item = t.item { h.combine(ObjectIdentifier(item)) }
      h.combine(t.attribute)
    }
    return h.finalize()
  }
}

/// Lets equality compare anchors of different generic types.
protocol AnyLayoutAnchor {
  var erasedSpec: AnchorSpec? { get }
}

extension NSLayoutAnchor: AnyLayoutAnchor {
  nonisolated var erasedSpec: AnchorSpec? { spec }
}

extension AnchorSpec {
  func sameTerms(as other: AnchorSpec) -> Bool {
    terms.count == other.terms.count
      && zip(terms, other.terms).allSatisfy {
        $0.item === $1.item && $0.attribute == $1.attribute && $0.coefficient == $1.coefficient
      }
  }
}

/// An anchor on the x axis: a left, right, leading or trailing edge or a horizontal centre.
/// Leading and trailing anchors cannot be related to left and right ones.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint placing this anchor `multiplier` × the system spacing (8 points) after
  /// `anchor`: `self == anchor + 8 × multiplier`.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least `multiplier` × the system spacing after
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` × the system spacing after
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A dimension standing for the distance from this anchor to `otherAnchor`
  /// (`otherAnchor − self`), to constrain like a width.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(spec: offsetSpec(from: spec, to: otherAnchor.spec))
  }
}

/// An anchor on the y axis: a top or bottom edge, a vertical centre or a baseline.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint placing this anchor `multiplier` × the system spacing (8 points) below
  /// `anchor`: `self == anchor + 8 × multiplier`.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at least `multiplier` × the system spacing below
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` × the system spacing below
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: AutoLayout.systemSpacing * multiplier)
  }

  /// A dimension standing for the distance from this anchor to `otherAnchor`
  /// (`otherAnchor − self`), to constrain like a height.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(spec: offsetSpec(from: spec, to: otherAnchor.spec))
  }
}

/// `to − from` as one anchor.
func offsetSpec(from: AnchorSpec, to: AnchorSpec) -> AnchorSpec {
  var terms = to.terms
  for var t in from.terms {
    t.coefficient = -t.coefficient
    terms.append(t)
  }
  return AnchorSpec(terms: terms, kind: .dimension)
}

/// A size anchor (a width or a height, or a distance made with `anchorWithOffset(to:)`),
/// which can also be constrained to a constant or to a multiple of another dimension.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// A constraint `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// A constraint `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// A constraint `self == anchor × m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self >= anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self <= anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self == anchor × m + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
