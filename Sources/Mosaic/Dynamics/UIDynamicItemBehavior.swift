import Foundation
import MosaicCore

/// The physical properties of its items (elasticity, friction, density, resistance, rotation,
/// anchoring) and direct access to their velocities. When several item behaviours set a
/// property for one item, the one added last wins.
@MainActor @preconcurrency
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var itemList: [UIDynamicItem]
  /// Velocities added before the behaviour's items were in an animator.
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// Creates item properties for `items`.
  public init(items: [UIDynamicItem]) {
    itemList = items
    super.init()
  }

  /// Creates item properties for no items yet.
  public convenience override init() {
    self.init(items: [])
  }

  /// The items the properties apply to.
  open var items: [UIDynamicItem] { itemList }

  /// Adds an item (once).
  open func addItem(_ item: UIDynamicItem) {
    add(item, to: &itemList)
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    remove(item, from: &itemList)
  }

  /// How much of the approach speed a collision gives back: 0 (the default) none, 1 all.
  open var elasticity: CGFloat = 0 { didSet { validate(&elasticity, oldValue) } }
  /// The friction of sliding contact (0 by default: frictionless).
  open var friction: CGFloat = 0 { didSet { validate(&friction, oldValue) } }
  /// The mass per area: 1 (the default) gives a 100 × 100 point item a mass of 1.
  open var density: CGFloat = 1 { didSet { validate(&density, oldValue) } }
  /// The damping of linear velocity, per second (0 by default).
  open var resistance: CGFloat = 0 { didSet { validate(&resistance, oldValue) } }
  /// The damping of angular velocity, per second (0 by default).
  open var angularResistance: CGFloat = 0 { didSet { validate(&angularResistance, oldValue) } }
  /// The electric charge (kept for field behaviours, which Mosaic does not have).
  open var charge: CGFloat = 0
  /// Whether the items stay in place, as immovable obstacles (false by default).
  open var isAnchored = false { didSet { setNeedsUpdate() } }
  /// Whether the items may turn (true by default).
  open var allowsRotation = true { didSet { setNeedsUpdate() } }

  private func validate(_ value: inout CGFloat, _ old: CGFloat) {
    if !value.isFinite || value < 0 { value = old }
    setNeedsUpdate()
  }

  // MARK: Velocities

  /// Adds `velocity` (points per second) to the item's linear velocity. Ignored, with a log
  /// line, when it is not finite.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    guard velocity.x.isFinite, velocity.y.isFinite else {
      UIDynamicAnimator.logOnce(.nonFiniteVelocity)
      return
    }
    let v = DynamicsVector(Double(velocity.x), Double(velocity.y))
    if let animator = dynamicAnimator, animator.addVelocity(v, angular: 0, to: item) { return }
    let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
    pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    setNeedsUpdate()
  }

  /// The item's linear velocity in points per second (zero for an item the animator does not
  /// move).
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    if let body = dynamicAnimator?.body(of: item) {
      return CGPoint(x: body.velocity.x, y: body.velocity.y)
    }
    return pendingLinear[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds `velocity` (radians per second) to the item's angular velocity. Ignored, with a log
  /// line, when it is not finite.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    guard velocity.isFinite else {
      UIDynamicAnimator.logOnce(.nonFiniteVelocity)
      return
    }
    if let animator = dynamicAnimator,
      animator.addVelocity(.zero, angular: Double(velocity), to: item)
    {
      return
    }
    pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    setNeedsUpdate()
  }

  /// The item's angular velocity in radians per second.
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    if let body = dynamicAnimator?.body(of: item) { return CGFloat(body.angularVelocity) }
    return pendingAngular[ObjectIdentifier(item)] ?? 0
  }

  override var dynamicItems: [UIDynamicItem] { itemList }

  override func contribute(to scene: inout DynamicsScene) {
    for item in itemList {
      let id = ObjectIdentifier(item)
      let linear = pendingLinear.removeValue(forKey: id)
      let angular = pendingAngular.removeValue(forKey: id)
      scene.modifyBody(of: item) { body in
        body.density = Double(density)
        body.elasticity = Double(elasticity)
        body.friction = Double(friction)
        body.resistance = Double(resistance)
        body.angularResistance = Double(angularResistance)
        body.isAnchored = isAnchored
        body.allowsRotation = allowsRotation
        if let linear { body.velocity += DynamicsVector(Double(linear.x), Double(linear.y)) }
        if let angular { body.angularVelocity += Double(angular) }
      }
    }
  }
}
