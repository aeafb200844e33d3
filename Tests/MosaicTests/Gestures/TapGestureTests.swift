import Testing

@testable import Mosaic
@testable import MosaicTesting

@MainActor
@Suite(.serialized)
struct TapGestureTests {
  @Test func singleTapRecognizesOnLiftAndCancelsTheViewsTouch() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    #expect(log.states == [])
    #expect(scene.view.log == ["began"])
    scene.move(55, 58)
    scene.up(56, 58)
    #expect(log.states == [.ended])
    #expect(scene.view.log == ["began", "moved", "cancelled"])
    #expect(tap.state == .possible)
    #expect(tap.location(in: scene.view) == CGPoint(x: 56, y: 58))
  }

  @Test func withoutCancelsTouchesInViewTheViewGetsTouchesEnded() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(log.states == [.ended])
    #expect(scene.view.log == ["began", "ended"])
  }

  @Test func tapFailsWhenTheFingerMovesMoreThanTenPoints() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.move(50, 60)  // exactly 10: still a tap
    #expect(log.states == [])
    scene.move(50, 60.5)
    #expect(log.states == [.failed])
    scene.up(50, 60.5)
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "moved", "moved", "ended"])
    #expect(tap.state == .possible)
  }

  @Test func tapEndingOutsideTheWindowFails() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.up(900, -40)
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "ended"])
  }

  @Test func doubleTapRecognizesOnTheSecondLift() {
    let scene = GestureScene()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let log = StateLog(doubleTap)
    scene.view.addGestureRecognizer(doubleTap)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(log.states == [])
    // The view's touchesEnded waits while the double tap is undecided.
    #expect(scene.view.log == ["began"])
    scene.wait(0.3)
    scene.down(53, 52)
    #expect(TouchRouter.shared.active.values.first?.tapCount == 2)
    scene.up(53, 52)
    #expect(log.states == [.ended])
    #expect(scene.view.log == ["began", "began", "cancelled", "cancelled"])
    #expect(doubleTap.state == .possible)
  }

  @Test func doubleTapFailsWhenTheSecondTapComesLate() {
    let scene = GestureScene()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let log = StateLog(doubleTap)
    scene.view.addGestureRecognizer(doubleTap)
    scene.down(50, 50)
    scene.up(50, 50)
    scene.wait(0.34)
    #expect(log.states == [])
    #expect(scene.view.log == ["began"])
    scene.wait(0.02)
    #expect(log.states == [.failed])
    // The held touchesEnded is delivered once the recognizer failed.
    #expect(scene.view.log == ["began", "ended"])
    #expect(doubleTap.state == .possible)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(log.states == [.failed])
  }

  @Test func doubleTapFailsWhenTheSecondTapIsFarAway() {
    let scene = GestureScene()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let log = StateLog(doubleTap)
    scene.view.addGestureRecognizer(doubleTap)
    scene.down(20, 20)
    scene.up(20, 20)
    scene.wait(0.1)
    scene.down(120, 120)
    #expect(log.states == [.failed])
    scene.up(120, 120)
    #expect(scene.view.log == ["began", "ended", "began", "ended"])
  }

  @Test func twoFingerTapNeedsBothFingers() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(40, 40, id: 1)
    scene.down(80, 40, id: 2)
    #expect(tap.numberOfTouches == 2)
    #expect(tap.location(in: scene.view) == CGPoint(x: 60, y: 40))
    scene.up(40, 40, id: 1)
    #expect(log.states == [])
    scene.up(80, 40, id: 2)
    #expect(log.states == [.ended])

    scene.down(40, 40, id: 1)
    scene.up(40, 40, id: 1)
    #expect(log.states == [.ended, .failed])
  }

  @Test func delaysTouchesBeganHoldsTheViewsTouchesBegan() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    tap.delaysTouchesBegan = true
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.up(50, 50)
    // Recognized: the view never heard of the touch.
    #expect(scene.view.log == [])
    scene.down(50, 50)
    #expect(scene.view.log == [])
    scene.move(50, 80)  // the tap fails: touchesBegan is released, then the move
    #expect(scene.view.log == ["began", "moved"])
    scene.up(50, 80)
    #expect(scene.view.log == ["began", "moved", "ended"])
  }

  @Test func delegateShouldBeginFalseFailsTheTap() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let delegate = TestDelegate()
    delegate.shouldBegin = false
    tap.delegate = delegate
    var fired = 0
    tap.addTarget(scene.view) { (_: UIView) in { (_: UITapGestureRecognizer) in fired += 1 } }
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(log.states == [.failed])
    #expect(fired == 0)
    #expect(delegate.shouldBeginCalls == 1)
    #expect(scene.view.log == ["began", "ended"])
    delegate.shouldBegin = true
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(log.states == [.failed, .ended])
    #expect(fired == 1)
  }

  @Test func delegateShouldReceiveFalseKeepsTheTouchAway() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let delegate = TestDelegate()
    delegate.shouldReceive = false
    tap.delegate = delegate
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    #expect(tap.numberOfTouches == 0)
    scene.up(50, 50)
    #expect(log.states == [])
    #expect(scene.view.log == ["began", "ended"])
  }

  @Test func viewGestureRecognizerShouldBeginFalseFailsASuperviewsTap() {
    let scene = GestureScene()
    let child = RefusingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    scene.view.addSubview(child)
    let tap = UITapGestureRecognizer()
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.down(20, 20)  // in the child
    scene.up(20, 20)
    #expect(log.states == [.failed])
    scene.down(150, 150)  // outside the child
    scene.up(150, 150)
    #expect(log.states == [.failed, .ended])
  }
}

@MainActor
final class RefusingView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !(gestureRecognizer is UITapGestureRecognizer)
  }
}

@MainActor
final class TestDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false
  var shouldBeginCalls = 0
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBeginCalls += 1
    return shouldBegin
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { shouldReceive }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}
