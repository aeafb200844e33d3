import Testing

@testable import Mosaic
@testable import MosaicTesting

@MainActor
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
  abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
}

@MainActor
@Suite(.serialized)
struct PanGestureTests {
  @Test func beginsAfterTenPointsWithTranslationAndVelocity() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    let log = StateLog(pan)
    var endVelocity: CGPoint?
    pan.addTarget(scene.view) { (_: UIView) in
      { (r: UIPanGestureRecognizer) in if r.state == .ended { endVelocity = r.velocity(in: nil) } }
    }
    scene.view.addGestureRecognizer(pan)
    let frame = 1.0 / 60
    scene.down(50, 50)
    scene.wait(frame)
    scene.move(50, 55)
    #expect(log.states == [])
    #expect(pan.translation(in: scene.view) == CGPoint(x: 0, y: 5))
    scene.wait(frame)
    scene.move(50, 59.9)
    #expect(log.states == [])
    scene.move(50, 62)
    #expect(log.states == [.began])
    #expect(pan.translation(in: scene.view) == CGPoint(x: 0, y: 12))
    #expect(close(pan.velocity(in: scene.view), CGPoint(x: 0, y: 12 / (2 * frame))))
    #expect(scene.view.log == ["began", "moved", "moved", "cancelled"])
    scene.wait(frame)
    scene.move(56, 70)
    #expect(log.states == [.began, .changed])
    #expect(pan.translation(in: nil) == CGPoint(x: 6, y: 20))
    #expect(close(pan.velocity(in: nil), CGPoint(x: 6 / (3 * frame), y: 20 / (3 * frame))))
    scene.up(56, 70)
    #expect(log.states == [.began, .changed, .ended])
    #expect(close(endVelocity ?? .zero, CGPoint(x: 6 / (3 * frame), y: 20 / (3 * frame))))
    // Reset once the fingers are up.
    #expect(pan.velocity(in: nil) == .zero)
    #expect(pan.state == .possible)
    #expect(pan.translation(in: nil) == .zero)
  }

  @Test func velocityLooksOnlyAtTheLastTenthOfASecond() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    scene.view.addGestureRecognizer(pan)
    scene.down(0, 0)
    scene.wait(0.05)
    scene.move(0, 100)
    scene.wait(0.2)
    scene.move(0, 120)
    scene.wait(0.05)
    scene.move(0, 130)
    // Samples within 0.1 s of the last: 120 at -0.05 and 130 now → 10 / 0.05.
    #expect(close(pan.velocity(in: nil), CGPoint(x: 0, y: 200)))
    var endVelocity: CGPoint?
    pan.addTarget(scene.view) { (_: UIView) in
      { (r: UIPanGestureRecognizer) in if r.state == .ended { endVelocity = r.velocity(in: nil) } }
    }
    scene.wait(0.5)
    scene.up(0, 130)
    // The finger rested before lifting.
    #expect(endVelocity == .zero)
  }

  @Test func setTranslationRebasesAndViewCoordinatesAreUsed() {
    let scene = GestureScene()
    let scaled = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scaled.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    scaled.center = CGPoint(x: 300, y: 300)
    scene.window.addSubview(scaled)
    let pan = UIPanGestureRecognizer()
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(70, 50)
    #expect(pan.translation(in: scaled) == CGPoint(x: 10, y: 0))
    pan.setTranslation(.zero, in: scene.view)
    scene.move(80, 60)
    #expect(pan.translation(in: scene.view) == CGPoint(x: 10, y: 10))
    pan.setTranslation(CGPoint(x: 1, y: 1), in: scaled)
    #expect(pan.translation(in: nil) == CGPoint(x: 2, y: 2))
    scene.up(80, 60)
  }

  @Test func failsWhenLiftedBeforeMovingTenPoints() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    let log = StateLog(pan)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(56, 57)
    scene.up(56, 57)
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "moved", "ended"])
  }

  @Test func twoFingerPanFollowsTheCentroid() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = StateLog(pan)
    scene.view.addGestureRecognizer(pan)
    scene.down(40, 40, id: 1)
    scene.move(40, 60, id: 1)
    #expect(log.states == [])
    scene.down(80, 60, id: 2)
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 20))
    scene.move(40, 70, id: 1)
    scene.move(80, 70, id: 2)
    // The centroid moved from (60,60) to (60,70); with the 20 from one finger: 30 in total.
    #expect(log.states == [.began, .changed])
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
    scene.up(40, 70, id: 1)
    #expect(log.states == [.began, .changed, .ended])
    scene.up(80, 70, id: 2)
    #expect(pan.state == .possible)
  }

  @Test func maximumNumberOfTouchesIgnoresExtraFingers() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    scene.view.addGestureRecognizer(pan)
    scene.down(40, 40, id: 1)
    scene.down(80, 80, id: 2)
    #expect(pan.numberOfTouches == 1)
    scene.move(120, 120, id: 2)
    #expect(pan.state == .possible)
    scene.move(40, 60, id: 1)
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 20))
    scene.up(40, 60, id: 1)
    scene.up(120, 120, id: 2)
    #expect(pan.state == .possible)
  }
}
