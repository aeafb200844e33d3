// The classic UIKit Dynamics first steps as iOS tutorials write them: a square that falls under
// gravity, lands on the bottom of the view and bounces a little, with a barrier half way down
// and a collision delegate that tints the square when it hits something.
import MosaicTesting
import Testing
import UIKit

class FallingSquareViewController: UIViewController, UICollisionBehaviorDelegate {
  var square: UIView!
  var animator: UIDynamicAnimator!
  var gravity: UIGravityBehavior!
  var collision: UICollisionBehavior!
  var contacts: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    square.backgroundColor = UIColor.gray
    view.addSubview(square)

    let barrier = UIView(frame: CGRect(x: 0, y: 300, width: 130, height: 20))
    barrier.backgroundColor = UIColor.red
    view.addSubview(barrier)

    animator = UIDynamicAnimator(referenceView: view)
    gravity = UIGravityBehavior(items: [square])
    animator.addBehavior(gravity)

    collision = UICollisionBehavior(items: [square])
    collision.collisionDelegate = self
    // Add a boundary that coincides with the top edge of the barrier.
    let rightEdge = CGPoint(
      x: barrier.frame.origin.x + barrier.frame.size.width, y: barrier.frame.origin.y)
    collision.addBoundary(
      withIdentifier: "barrier" as NSCopying, from: barrier.frame.origin, to: rightEdge)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)

    let itemBehaviour = UIDynamicItemBehavior(items: [square])
    itemBehaviour.elasticity = 0.6
    animator.addBehavior(itemBehaviour)
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {
    let collidingView = item as! UIView
    collidingView.backgroundColor = UIColor.yellow
    contacts.append((identifier as? String) ?? "bounds")
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?
  ) {
    let collidingView = item as! UIView
    collidingView.backgroundColor = UIColor.gray
  }
}

@MainActor
@Suite struct DynamicsShapeTests {
  @Test func aFallingSquareHitsTheBarrierTipsOffAndRestsOnTheFloor() {
    let controller = FallingSquareViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    #expect(controller.animator.isRunning)
    driver.advance(by: 4)
    #expect(controller.contacts.first == "barrier")
    #expect(controller.contacts.contains("bounds"))
    // Nothing slows a frictionless square sliding on the floor but the walls, whose bounces
    // take a while to fall below the bouncing threshold.
    #expect(driver.runUntilIdle(limit: 60))
    #expect(!controller.animator.isRunning)
    // It came to rest on the floor (on one of its sides, whatever it turned through).
    let square = controller.square!
    #expect(abs(square.frame.maxY - 480) < 0.5, "\(square.frame)")
    let angle = atan2(square.transform.b, square.transform.a)
    let quarterTurns = angle / (.pi / 2)
    #expect(abs(quarterTurns - quarterTurns.rounded()) < 0.01, "\(angle)")
  }
}
