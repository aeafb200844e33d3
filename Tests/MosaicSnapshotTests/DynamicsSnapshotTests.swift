import Foundation
import Mosaic
import MosaicTesting
import Testing

/// A pile made by UIKit Dynamics, drawn: blocks and balls dropped in a box under gravity, with a
/// slanted boundary, after they came to rest (the animator paused). The physics is deterministic,
/// so the picture is the same on every run. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
@Suite(.serialized)
struct DynamicsSnapshotTests {
  init() { VirtualTime.start() }

  final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
  }

  @Test func aPileAtRest() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    root.backgroundColor = .white
    var items: [UIView] = []
    for i in 0..<12 {
      let ball = i % 3 == 1
      let side: CGFloat = ball ? 26 : 20 + CGFloat(i % 4) * 6
      let v: UIView = ball ? Ball() : UIView()
      v.frame = CGRect(
        x: 20 + CGFloat(i % 6) * 34, y: 10 + CGFloat(i / 6) * 40, width: side, height: side)
      v.backgroundColor = UIColor(hue: CGFloat(i) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
      v.layer.cornerRadius = ball ? side / 2 : 3
      v.layer.borderWidth = 1
      root.addSubview(v)
      items.append(v)
    }
    // The ramp boundary, drawn as a thin rotated bar whose top edge is the boundary.
    let ramp = UIView(
      frame: CGRect(x: 0, y: 0, width: (120.0 * 120 + 40 * 40).squareRoot(), height: 3))
    ramp.backgroundColor = .darkGray
    ramp.center = CGPoint(x: 60, y: 130)
    ramp.transform = CGAffineTransform(rotationAngle: atan2(40, 120)).translatedBy(x: 0, y: 1.5)
    root.addSubview(ramp)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: items))
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(
      withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 110), to: CGPoint(x: 120, y: 150))
    animator.addBehavior(collision)
    let material = UIDynamicItemBehavior(items: items)
    material.friction = 0.6
    material.elasticity = 0.2
    // Balls would otherwise roll on for a long time: nothing else slows a rolling ball.
    material.angularResistance = 2
    material.resistance = 0.5
    animator.addBehavior(material)
    for _ in 0..<1200 where animator.isRunning { VirtualTime.advance(by: 1.0 / 60) }
    #expect(!animator.isRunning, "the pile comes to rest")
    assertSnapshot(of: root, named: "dynamics-pile", scale: 2)
    animator.removeAllBehaviors()
  }
}
