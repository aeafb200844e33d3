import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Records the animator's and collision behaviours' callbacks in order.
@MainActor
final class DynamicsRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
  var log: [String] = []
  /// The point of the first callback with each text.
  var firstPoints: [String: CGPoint] = [:]
  var names: [ObjectIdentifier: String] = [:]

  func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {
    log.append("began \(name(item1)) \(name(item2))")
    if firstPoints[log.last!] == nil { firstPoints[log.last!] = p }
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem
  ) {
    log.append("ended \(name(item1)) \(name(item2))")
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    log.append("began \(name(item)) \((identifier as? String) ?? "bounds")")
    if firstPoints[log.last!] == nil { firstPoints[log.last!] = p }
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    log.append("ended \(name(item)) \((identifier as? String) ?? "bounds")")
  }
}

@MainActor
@Suite(.serialized)
struct DynamicAnimatorTests {
  let h = DynamicsWorld.stepDuration

  func scene() -> (UIView, AppDriver) {
    let root = UIView()
    let driver = AppDriver(rootView: root, size: CGSize(width: 300, height: 400))
    return (root, driver)
  }

  @Test func aViewFallsUnderGravityAndStopsOnTheBottomOfTheReferenceBounds() {
    let (root, driver) = scene()
    let square = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    root.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: root)
    let recorder = DynamicsRecorder()
    animator.delegate = recorder
    animator.addBehavior(UIGravityBehavior(items: [square]))
    let collision = UICollisionBehavior(items: [square])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    #expect(animator.isRunning)
    #expect(recorder.log == ["resume"])

    driver.advance(by: 0.25)
    // 30 steps of 1/120 s at 1000 points/s²: g·h²·30·31/2 points.
    #expect(abs(square.center.y - (25 + 1000 * h * h * 30 * 31 / 2)) < 1e-9)
    #expect(square.center.x == 125)

    #expect(driver.runUntilIdle(limit: 5), "the animator pauses at rest")
    #expect(!animator.isRunning)
    #expect(recorder.log == ["resume", "pause"])
    #expect(abs(square.frame.maxY - 400) < 1e-6, "\(square.frame)")
    #expect(abs(square.transform.b) < 1e-9)
    #expect(animator.elapsedTime > 0.5 && animator.elapsedTime < 5)
    #expect(!FrameDriver.hasPendingAnimations, "an animator at rest asks for no frames")
  }

  @Test func aSnapSettlesAtItsPoint() {
    let (root, driver) = scene()
    let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    root.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: root)
    let snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 200, y: 300))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    driver.advance(by: 0.1)
    #expect(square.center.x > 40 && square.center.x < 200, "on its way: \(square.center)")
    #expect(driver.runUntilIdle(limit: 5))
    #expect(abs(square.center.x - 200) < 0.01 && abs(square.center.y - 300) < 0.01)
    #expect(abs(atan2(square.transform.b, square.transform.a)) < 1e-3)
  }

  @Test func theDelegateHearsPauseAndResumeInOrder() {
    let (root, driver) = scene()
    let square = UIView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
    root.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: root)
    let recorder = DynamicsRecorder()
    animator.delegate = recorder
    let gravity = UIGravityBehavior(items: [square])
    let collision = UICollisionBehavior(items: [square])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    #expect(driver.runUntilIdle(limit: 5))
    #expect(recorder.log == ["resume", "pause"])
    // Gravity to the right: the square slides over to the right edge.
    gravity.angle = 0
    #expect(recorder.log == ["resume", "pause", "resume"], "a change resumes at once")
    #expect(driver.runUntilIdle(limit: 5))
    #expect(recorder.log == ["resume", "pause", "resume", "pause"])
    #expect(abs(square.frame.maxX - 300) < 1e-6, "\(square.frame)")
    // A push resumes it too.
    let push = UIPushBehavior(items: [square], mode: .instantaneous)
    push.pushDirection = CGVector(dx: -2, dy: 0)
    animator.addBehavior(push)
    #expect(recorder.log.last == "resume")
    driver.advance(by: 1.0 / 60)
    #expect(!push.active, "an instantaneous push turns itself off once applied")
    #expect(driver.runUntilIdle(limit: 5))
    #expect(recorder.log.suffix(2) == ["resume", "pause"])
    #expect(gravity.magnitude == 1)
  }

  @Test func collisionCallbacksArriveInOrder() {
    let (root, driver) = scene()
    let ball = UIView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
    let lower = UIView(frame: CGRect(x: 200, y: 350, width: 50, height: 50))
    let upper = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
    for v in [ball, lower, upper] { root.addSubview(v) }
    let recorder = DynamicsRecorder()
    recorder.names = [
      ObjectIdentifier(ball): "ball", ObjectIdentifier(lower): "lower",
      ObjectIdentifier(upper): "upper",
    ]
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: [ball, lower, upper]))
    let collision = UICollisionBehavior(items: [ball, lower, upper])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(
      withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 100, y: 200))
    collision.collisionDelegate = recorder
    animator.addBehavior(collision)
    let bouncy = UIDynamicItemBehavior(items: [ball])
    bouncy.elasticity = 0.5
    animator.addBehavior(bouncy)
    #expect(driver.runUntilIdle(limit: 8))
    let ballLog = recorder.log.filter { $0.contains("ball") }
    #expect(ballLog.first == "began ball shelf")
    // The ball bounces: began and ended alternate, and it ends touching the shelf.
    for (i, entry) in ballLog.enumerated() {
      #expect(entry.hasPrefix(i % 2 == 0 ? "began" : "ended"), "\(ballLog)")
    }
    #expect(ballLog.count % 2 == 1 && ballLog.count >= 3, "\(ballLog)")
    let boxes = recorder.log.filter { !$0.contains("ball") }
    #expect(boxes == ["began lower bounds", "began lower upper"], "\(recorder.log)")
    #expect(abs((recorder.firstPoints["began ball shelf"]?.y ?? 0) - 200) < 1e-6)
    #expect(abs((recorder.firstPoints["began lower upper"]?.y ?? 0) - 350) < 1)
    #expect(abs(upper.frame.maxY - 350) < 0.05 && abs(lower.frame.maxY - 400) < 1e-3)
    #expect(collision.boundaryIdentifiers?.count == 1)
    #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)
  }

  @Test func itemBehaviorsSetMaterialAndVelocity() {
    let (root, driver) = scene()
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: root)
    let properties = UIDynamicItemBehavior(items: [square])
    properties.addLinearVelocity(CGPoint(x: 60, y: 0), for: square)
    animator.addBehavior(properties)
    #expect(properties.linearVelocity(for: square) == CGPoint(x: 60, y: 0))
    driver.advance(by: 0.5)
    #expect(abs(square.center.x - 80) < 1e-9, "60 points/s for half a second")
    // A continuous push of magnitude 1 accelerates a 100 × 100 item by 100 points/s².
    properties.addLinearVelocity(CGPoint(x: -60, y: 0), for: square)
    let push = UIPushBehavior(items: [square], mode: .continuous)
    push.setAngle(.pi / 2, magnitude: 1)
    animator.addBehavior(push)
    let start = square.center.y
    driver.advance(by: 1)
    let v = properties.linearVelocity(for: square)
    #expect(abs(v.y - 100) < 1e-6 && abs(v.x) < 1e-9, "\(v)")
    #expect(abs(square.center.y - start - 100 * h * h * 120 * 121 / 2) < 1e-6)
    // Doubling the density halves the acceleration.
    properties.density = 2
    driver.advance(by: 1)
    #expect(abs(properties.linearVelocity(for: square).y - 150) < 1e-6)
    animator.removeAllBehaviors()
    driver.advance(by: 1.0 / 60)
    #expect(!animator.isRunning)
  }

  // MARK: Bad input

  @Test func anItemWithoutSizeMovesAndCollidesWithNothing() {
    let (root, driver) = scene()
    let dot = UIView(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    root.addSubview(dot)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: [dot]))
    let collision = UICollisionBehavior(items: [dot])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    driver.advance(by: 1)
    #expect(dot.center.y > 400, "falls through the boundary: \(dot.center)")
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 300, height: 400)).isEmpty)
    animator.removeAllBehaviors()
  }

  @Test func aVelocityThatIsNotANumberIsIgnored() {
    let (root, driver) = scene()
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: root)
    let properties = UIDynamicItemBehavior(items: [square])
    animator.addBehavior(properties)
    properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 10), for: square)
    properties.addAngularVelocity(.infinity, for: square)
    driver.advance(by: 1)
    #expect(properties.linearVelocity(for: square) == .zero)
    #expect(properties.angularVelocity(for: square) == 0)
    #expect(square.center == CGPoint(x: 120, y: 120))
    #expect(!animator.isRunning)
  }

  @Test func anAttachmentToAViewThatLeftTheReferenceViewIsDropped() {
    let (root, driver) = scene()
    let a = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
    let b = UIView(frame: CGRect(x: 150, y: 50, width: 40, height: 40))
    root.addSubview(a)
    root.addSubview(b)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [a, b])
    let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
    #expect(attachment.length == 100)
    animator.addBehavior(gravity)
    animator.addBehavior(attachment)
    driver.advance(by: 0.1)
    b.removeFromSuperview()
    driver.advance(by: 0.1)
    #expect(animator.behaviors.count == 1 && animator.behaviors.first === gravity)
    #expect(attachment.dynamicAnimator == nil)
    #expect(gravity.items.count == 1)
    let before = b.center
    driver.advance(by: 0.1)
    #expect(b.center == before, "the departed view is no longer moved")
    #expect(a.center.y > 70)
    animator.removeAllBehaviors()
  }
}
