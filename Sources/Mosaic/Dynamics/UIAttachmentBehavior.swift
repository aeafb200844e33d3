import Foundation
import MosaicCore

/// Ties an item to a fixed point, or two items together: rigidly (a rod of `length`, the
/// default) or, with a `frequency` above 0, as a damped spring.
@MainActor @preconcurrency
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// Whether an attachment ties two items or an item and an anchor point.
  public enum AttachmentType: Int, Sendable {
    /// Two items.
    case items
    /// An item and an anchor point.
    case anchor
  }

  private let firstItem: UIDynamicItem
  private let secondItem: UIDynamicItem?
  private let firstOffset: UIOffset
  private let secondOffset: UIOffset
  /// Whether `length` still has to be measured from the items' positions when first added.
  private var measuresLength = true

  /// The kind of attachment, fixed at creation.
  public let attachedBehaviorType: AttachmentType

  /// Attaches the centre of `item` to `point` (reference coordinates).
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point at `offset` from the centre of `item` to `point`.
  public init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    firstItem = item
    secondItem = nil
    firstOffset = offset
    secondOffset = .zero
    anchorPoint = point
    attachedBehaviorType = .anchor
    super.init()
    length = Self.distance(
      CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical), point)
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches the point at `offset1` from the centre of `item1` to the point at `offset2` from
  /// the centre of `item2`.
  public init(
    item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    firstItem = item1
    secondItem = item2
    firstOffset = offset1
    secondOffset = offset2
    anchorPoint = .zero
    attachedBehaviorType = .items
    super.init()
    length = Self.distance(
      CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical),
      CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical))
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let d = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    return d.isFinite ? d : 0
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  open var items: [UIDynamicItem] {
    if let secondItem { return [firstItem, secondItem] }
    return [firstItem]
  }

  /// The fixed point of an anchor attachment, in reference coordinates (moving it drags the
  /// item along).
  open var anchorPoint: CGPoint {
    didSet {
      if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite { anchorPoint = oldValue }
      setNeedsUpdate()
    }
  }

  /// The distance kept between the attachment points: their distance at creation by default.
  open var length: CGFloat = 0 {
    didSet {
      if !length.isFinite || length < 0 { length = oldValue }
      setNeedsUpdate()
    }
  }

  /// The damping ratio of a spring attachment (0: none, 1: critical).
  open var damping: CGFloat = 0 {
    didSet {
      if !damping.isFinite { damping = oldValue }
      setNeedsUpdate()
    }
  }

  /// The oscillation frequency of a spring attachment, in Hz; 0 (the default) is rigid.
  open var frequency: CGFloat = 0 {
    didSet {
      if !frequency.isFinite || frequency < 0 { frequency = oldValue }
      setNeedsUpdate()
    }
  }

  /// Torque resisting rotation about the attachment point (kept; the engine does not apply it).
  open var frictionTorque: CGFloat = 0

  override var dynamicItems: [UIDynamicItem] { items }

  override func contribute(to scene: inout DynamicsScene) {
    guard let a = scene.index(of: firstItem) else { return }
    var joint: DynamicsJoint
    let offsetA = DynamicsVector(Double(firstOffset.horizontal), Double(firstOffset.vertical))
    if let secondItem {
      guard let b = scene.index(of: secondItem) else { return }
      joint = DynamicsJoint(
        kind: .distance, bodyA: a, bodyB: b,
        anchor: DynamicsVector(Double(secondOffset.horizontal), Double(secondOffset.vertical)))
    } else {
      joint = DynamicsJoint(
        kind: .distance, bodyA: a,
        anchor: DynamicsVector(Double(anchorPoint.x), Double(anchorPoint.y)))
    }
    joint.offsetA = offsetA
    joint.length = Double(length)
    joint.frequency = Double(frequency)
    joint.damping = Double(damping)
    scene.addJoint(joint, for: self)
  }

  /// Whether the attachment holds `item`.
  func holds(_ item: UIDynamicItem) -> Bool {
    firstItem === item || secondItem === item
  }
}
