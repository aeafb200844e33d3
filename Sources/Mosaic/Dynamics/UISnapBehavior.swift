import Foundation
import MosaicCore

/// Moves one item to a point with a spring-like motion that ends at the point, turning the item
/// back to the angle it had when snapping began. `damping` sets how much it oscillates.
@MainActor @preconcurrency
open class UISnapBehavior: UIDynamicBehavior {
  /// The spring's frequency, in Hz: about half a second to settle with the default damping.
  static let frequency = 2.5

  let item: UIDynamicItem

  /// Creates a snap of `item` to `point` (reference coordinates).
  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Where the item goes, in reference coordinates.
  open var snapPoint: CGPoint {
    didSet {
      if !snapPoint.x.isFinite || !snapPoint.y.isFinite { snapPoint = oldValue }
      setNeedsUpdate()
    }
  }

  /// How much the item oscillates at the end: 0 most, 1 least; 0.5 by default.
  open var damping: CGFloat = 0.5 {
    didSet {
      if !damping.isFinite { damping = oldValue }
      setNeedsUpdate()
    }
  }

  /// The angle the item turns back to: its rotation when the snap took effect.
  private var targetAngle: Double?

  override var dynamicItems: [UIDynamicItem] { [item] }

  override func contribute(to scene: inout DynamicsScene) {
    guard let index = scene.index(of: item) else { return }
    let angle = targetAngle ?? scene.world.bodies[index].rotation
    targetAngle = angle
    var joint = DynamicsJoint(
      kind: .snap(angle: angle), bodyA: index,
      anchor: DynamicsVector(Double(snapPoint.x), Double(snapPoint.y)))
    joint.frequency = Self.frequency
    joint.damping = max(0.05, min(1, Double(damping)))
    scene.addJoint(joint, for: self)
  }
}
