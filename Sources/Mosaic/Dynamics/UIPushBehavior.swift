import Foundation
import MosaicCore

/// A force on its items: continuous (an acceleration while active) or instantaneous (one
/// change of velocity, after which the push deactivates itself). Magnitude 1 is a UIKit
/// newton: it accelerates a 100 × 100 point item of density 1 by 100 points/s², or changes its
/// velocity by 100 points/s at once.
@MainActor @preconcurrency
open class UIPushBehavior: UIDynamicBehavior {
  /// How a push applies its force.
  public enum Mode: Int, Sendable {
    /// Constantly, while active.
    case continuous
    /// Once, as an impulse.
    case instantaneous
  }

  private var itemList: [UIDynamicItem]
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// The push's mode.
  public let mode: Mode

  /// Creates a push of `items` in `mode`, with no force yet.
  public init(items: [UIDynamicItem], mode: Mode) {
    itemList = items
    self.mode = mode
    super.init()
  }

  /// The pushed items.
  open var items: [UIDynamicItem] { itemList }

  /// Adds an item (once).
  open func addItem(_ item: UIDynamicItem) {
    add(item, to: &itemList)
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    remove(item, from: &itemList)
  }

  /// Whether the push acts. An instantaneous push turns itself off once applied; set it to
  /// true to push again.
  open var active = true {
    didSet { setNeedsUpdate() }
  }

  /// The force as a vector of UIKit newtons (zero by default).
  open var pushDirection = CGVector(dx: 0, dy: 0) {
    didSet {
      if !pushDirection.dx.isFinite || !pushDirection.dy.isFinite { pushDirection = oldValue }
      setNeedsUpdate()
    }
  }

  /// The force's direction in radians (0 points right, π/2 down).
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The force's strength in UIKit newtons.
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
  }

  /// Where on `item` the force applies, as an offset from its centre (zero by default: no
  /// turning).
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Makes the force apply at `offset` from the centre of `item`, which then turns.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
    setNeedsUpdate()
  }

  override var dynamicItems: [UIDynamicItem] { itemList }

  override func contribute(to scene: inout DynamicsScene) {
    guard active else { return }
    let force = DynamicsVector(100 * Double(pushDirection.dx), 100 * Double(pushDirection.dy))
    for item in itemList {
      let o = targetOffsetFromCenter(for: item)
      let offset = DynamicsVector(Double(o.horizontal), Double(o.vertical))
      switch mode {
      case .continuous:
        scene.modifyBody(of: item) { body in
          body.force += force
          body.torque += cross(offset, force)
        }
      case .instantaneous:
        scene.addImpulse(force, at: offset, to: item)
      }
    }
    if mode == .instantaneous {
      scene.afterCompile.append { [weak self] in self?.deactivateSilently() }
    }
  }

  /// Turns an applied instantaneous push off without asking the animator to run again.
  private func deactivateSilently() {
    suppressUpdate = true
    active = false
    suppressUpdate = false
  }

  private var suppressUpdate = false

  override func setNeedsUpdate() {
    if !suppressUpdate { super.setNeedsUpdate() }
  }
}
