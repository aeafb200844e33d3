import MosaicTesting
import Testing

@testable import Mosaic

/// A 400×400 window filled by a scroll view over 400×5000 of content, with a 200×200 touch
/// logging view at the content's top-left.
@MainActor
struct ScrollScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 5000))
  let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let recorder = ScrollRecorder()
  static let frame = 1.0 / 60

  init() {
    for (id, touch) in TouchRouter.shared.active {
      touch.window?.deliverTouch(
        id: id, phase: .cancelled, location: .zero, timestamp: AnimationClock.now)
    }
    for r in TouchRouter.shared.participants { TouchRouter.shared.abort(r) }
    TouchRouter.shared.lastTap = nil
    VirtualTime.start()
    window.addSubview(scrollView)
    scrollView.addSubview(content)
    scrollView.delegate = recorder
  }

  func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) {
    window.deliverTouch(
      id: 0, phase: phase, location: CGPoint(x: x, y: y), timestamp: AnimationClock.now)
  }

  func wait(_ seconds: TimeInterval) { VirtualTime.advance(by: seconds) }

  /// Moves the finger from (x, y) by `step` per frame for `frames` frames; returns where it is.
  @discardableResult
  func slide(from x: CGFloat, _ y: CGFloat, step: CGPoint, frames: Int) -> CGPoint {
    var p = CGPoint(x: x, y: y)
    for _ in 0..<frames {
      wait(Self.frame)
      p.x += step.x
      p.y += step.y
      touch(.moved, p.x, p.y)
    }
    return p
  }
}

@MainActor
@Suite(.serialized)
struct ScrollTouchTests {
  @Test func theScrollViewOwnsItsPanRecognizer() {
    let scene = ScrollScene()
    let pan = scene.scrollView.panGestureRecognizer
    #expect(pan.view === scene.scrollView)
    #expect(scene.scrollView.gestureRecognizers?.contains { $0 === pan } == true)
    scene.scrollView.isScrollEnabled = false
    #expect(!pan.isEnabled)
    scene.scrollView.isScrollEnabled = true
    #expect(pan.isEnabled)
  }

  @Test func aDragWithMomentumThroughTouches() {
    let scene = ScrollScene()
    scene.touch(.began, 200, 300)
    #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
    let end = scene.slide(from: 200, 300, step: CGPoint(x: 0, y: -20), frames: 10)
    #expect(scene.scrollView.isDragging)
    // The pan began at the first 20-point move; the content followed the other 180 points.
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 180))
    scene.touch(.ended, end.x, end.y)
    #expect(!scene.scrollView.isDragging && !scene.scrollView.isTracking)
    #expect(scene.scrollView.isDecelerating)
    let velocity = scene.recorder.releaseVelocity!
    // 20 points per 1/60 s upwards: the content moves down at 1.2 points per millisecond.
    #expect(abs(velocity.y - 1.2) < 1e-6 && velocity.x == 0)
    let expected = 180 + Double(velocity.y) * 0.998 / 0.002
    #expect(abs(Double(scene.recorder.proposedTarget!.y) - expected) < 1e-6)
    scene.wait(5)
    #expect(abs(Double(scene.scrollView.contentOffset.y) - expected) < 1)
    #expect(!scene.scrollView.isDecelerating)
    #expect(
      scene.recorder.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
    // The content view never heard of the quick drag.
    #expect(scene.content.log.isEmpty)
  }

  @Test func aTapStillReachesTheContent() {
    let scene = ScrollScene()
    scene.touch(.began, 50, 50)
    #expect(scene.content.log.isEmpty)
    scene.wait(0.05)
    scene.touch(.ended, 50, 50)
    #expect(scene.content.log == ["began", "ended"])
    #expect(scene.scrollView.contentOffset == .zero)
    #expect(scene.recorder.events.isEmpty)
    #expect(!scene.scrollView.isTracking)
  }

  @Test func aHeldTouchReachesTheContentAfterTheDelay() {
    let scene = ScrollScene()
    scene.touch(.began, 50, 50)
    scene.wait(0.1)
    #expect(scene.content.log.isEmpty)
    scene.wait(0.1)
    #expect(scene.content.log == ["began"])
    scene.touch(.ended, 50, 50)
    #expect(scene.content.log == ["began", "ended"])
  }

  @Test func aDragAfterTheDelayCancelsTheContentsTouch() {
    let scene = ScrollScene()
    scene.touch(.began, 50, 150)
    scene.wait(0.2)
    #expect(scene.content.log == ["began"])
    let end = scene.slide(from: 50, 150, step: CGPoint(x: 0, y: -15), frames: 4)
    #expect(scene.content.log == ["began", "cancelled"])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 45))
    scene.touch(.ended, end.x, end.y)
    #expect(scene.content.log == ["began", "cancelled"])
  }

  @Test func withoutDelaysTheContentGetsTheTouchAtOnce() {
    let scene = ScrollScene()
    scene.scrollView.delaysContentTouches = false
    scene.touch(.began, 50, 150)
    #expect(scene.content.log == ["began"])
    // Less than the pan's 10 points: the content sees the move.
    scene.slide(from: 50, 150, step: CGPoint(x: 0, y: -4), frames: 1)
    #expect(scene.content.log == ["began", "moved"])
    scene.slide(from: 50, 146, step: CGPoint(x: 0, y: -15), frames: 2)
    #expect(scene.content.log == ["began", "moved", "cancelled"])
    scene.touch(.ended, 50, 116)
  }

  @Test func contentTouchesThatMayNotBeCancelledKeepTheScrollViewStill() {
    let scene = ScrollScene()
    scene.scrollView.canCancelContentTouches = false
    scene.touch(.began, 50, 150)
    scene.wait(0.2)
    let end = scene.slide(from: 50, 150, step: CGPoint(x: 0, y: -15), frames: 4)
    scene.touch(.ended, end.x, end.y)
    #expect(scene.content.log == ["began", "moved", "moved", "moved", "moved", "ended"])
    #expect(scene.scrollView.contentOffset == .zero)
    // A quick drag, before the content heard of the touch, still scrolls.
    scene.touch(.began, 50, 150)
    scene.slide(from: 50, 150, step: CGPoint(x: 0, y: -15), frames: 4)
    scene.touch(.ended, 50, 90)
    #expect(scene.scrollView.contentOffset.y > 0)
  }

  @Test func aControlHoldingATouchKeepsItUnlessTheSubclassAllowsCancelling() {
    final class Cancelling: UIScrollView {
      override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }
    for allowCancel in [false, true] {
      let scene = ScrollScene()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let scrollView: UIScrollView =
        allowCancel ? Cancelling(frame: window.bounds) : UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 400, height: 2000)
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      scrollView.addSubview(button)
      window.addSubview(scrollView)
      func touch(_ phase: UITouch.Phase, _ y: CGFloat) {
        window.deliverTouch(
          id: 0, phase: phase, location: CGPoint(x: 50, y: y), timestamp: AnimationClock.now)
      }
      touch(.began, 150)
      scene.wait(0.2)
      #expect(button.isHighlighted)
      for step in 1...4 {
        scene.wait(ScrollScene.frame)
        touch(.moved, 150 - 15 * CGFloat(step))
      }
      #expect(scrollView.contentOffset.y == (allowCancel ? 45 : 0))
      #expect(button.isHighlighted != allowCancel)
      touch(.ended, 90)
      // A quick drag on the button scrolls either way.
      touch(.began, 150)
      for step in 1...4 {
        scene.wait(ScrollScene.frame)
        touch(.moved, 150 - 15 * CGFloat(step))
      }
      touch(.ended, 90)
      #expect(scrollView.contentOffset.y > (allowCancel ? 45 : 0))
    }
  }

  @Test func touchesShouldBeginCanKeepTouchesFromTheContent() {
    final class Refusing: UIScrollView {
      override func touchesShouldBegin(
        _ touches: Set<UITouch>, with event: UIEvent?, in view: UIView
      ) -> Bool { false }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scrollView = Refusing(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 400, height: 1000)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    VirtualTime.start()
    window.deliverTouch(id: 0, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 1000)
    VirtualTime.advance(by: 0.2)
    window.deliverTouch(
      id: 0, phase: .ended, location: CGPoint(x: 5, y: 5), timestamp: AnimationClock.now)
    #expect(content.log.isEmpty)
  }

  @Test func touchingADeceleratingScrollViewStopsItWithoutReachingTheContent() {
    let scene = ScrollScene()
    scene.scrollView.contentOffset.y = 1000
    drag(scene.scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: 2000))
    scene.wait(0.2)
    #expect(scene.scrollView.isDecelerating)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 5000))
    scene.scrollView.insertSubview(content, at: 0)
    scene.touch(.began, 100, 100)
    #expect(!scene.scrollView.isDecelerating)
    let caught = scene.scrollView.contentOffset
    scene.wait(0.3)
    scene.touch(.ended, 100, 100)
    scene.wait(0.5)
    #expect(scene.scrollView.contentOffset == caught)
    #expect(content.log.isEmpty)
    #expect(!scene.scrollView.isTracking)
  }

  @Test func draggingPastTheTopRubberBandsAndSpringsBack() {
    let scene = ScrollScene()
    scene.touch(.began, 300, 100)
    // The first 10-point move begins the pan; the next 100 points stretch the content.
    let end = scene.slide(from: 300, 100, step: CGPoint(x: 0, y: 10), frames: 11)
    #expect(abs(Double(scene.scrollView.contentOffset.y) + expectedBand(100, 400)) < 1e-9)
    scene.wait(0.2)
    scene.touch(.ended, end.x, end.y)
    scene.wait(1)
    #expect(scene.scrollView.contentOffset == .zero)
    #expect(scene.recorder.events.last == "didEndDecelerating")
  }

  @Test func aHorizontalScrollViewLeavesVerticalDragsToTheEnclosingOne() {
    let scene = ScrollScene()
    let inner = makeScrollView(
      size: CGSize(width: 400, height: 150), contentSize: CGSize(width: 1600, height: 150))
    inner.frame.origin.y = 200
    scene.scrollView.addSubview(inner)
    scene.touch(.began, 200, 250)
    let end = scene.slide(from: 200, 250, step: CGPoint(x: 0, y: -20), frames: 3)
    scene.touch(.ended, end.x, end.y)
    #expect(inner.contentOffset == .zero)
    #expect(scene.scrollView.contentOffset.y == 40)
    scene.scrollView.setContentOffset(.zero, animated: false)
    scene.touch(.began, 200, 250)
    let end2 = scene.slide(from: 200, 250, step: CGPoint(x: -20, y: 0), frames: 3)
    scene.touch(.ended, end2.x, end2.y)
    #expect(inner.contentOffset == CGPoint(x: 40, y: 0))
  }

  @Test func aDisabledScrollViewLetsTheContentHaveTheDrag() {
    let scene = ScrollScene()
    scene.scrollView.isScrollEnabled = false
    scene.touch(.began, 50, 150)
    let end = scene.slide(from: 50, 150, step: CGPoint(x: 0, y: -15), frames: 2)
    scene.touch(.ended, end.x, end.y)
    #expect(scene.scrollView.contentOffset == .zero)
    #expect(scene.content.log == ["began", "moved", "moved", "ended"])
  }
}
