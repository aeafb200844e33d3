import Foundation
import MosaicCore

/// A constant acceleration on its items: by default straight down at UIKit's standard gravity,
/// 1000 points/s² (magnitude 1).
@MainActor @preconcurrency
open class UIGravityBehavior: UIDynamicBehavior {
  private var itemList: [UIDynamicItem]

  /// Creates gravity acting on `items`.
  public init(items: [UIDynamicItem]) {
    itemList = items
    super.init()
  }

  /// Creates gravity acting on no items yet.
  public convenience override init() {
    self.init(items: [])
  }

  /// The items gravity pulls.
  open var items: [UIDynamicItem] { itemList }

  /// Adds an item (once).
  open func addItem(_ item: UIDynamicItem) {
    add(item, to: &itemList)
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    remove(item, from: &itemList)
  }

  /// The direction and strength of gravity: `(0, 1)` (down, magnitude 1: 1000 points/s²) by
  /// default.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet {
      if !gravityDirection.dx.isFinite || !gravityDirection.dy.isFinite {
        gravityDirection = oldValue
      }
      setNeedsUpdate()
    }
  }

  /// The direction of gravity in radians (0 points right, π/2 down).
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength of gravity: 1 is 1000 points/s².
  open var magnitude: CGFloat {
    get {
      (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy)
        .squareRoot()
    }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
  }

  override var dynamicItems: [UIDynamicItem] { itemList }

  override func contribute(to scene: inout DynamicsScene) {
    let g = DynamicsVector(1000 * Double(gravityDirection.dx), 1000 * Double(gravityDirection.dy))
    for item in itemList {
      scene.modifyBody(of: item) { $0.gravity += g }
    }
  }
}
