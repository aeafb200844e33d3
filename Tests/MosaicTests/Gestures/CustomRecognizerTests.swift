import Testing

@testable import Mosaic
@testable import MosaicTesting

/// A recognizer written the way UIKit subclasses are: recognizes a 50-point swipe right.
@MainActor
final class SwipeRightRecognizer: UIGestureRecognizer {
  var start: CGPoint?
  var resets = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    start = location(in: nil)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let start, state == .possible else { return }
    if location(in: nil).x - start.x >= 50 { state = .recognized }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }
  override func reset() {
    super.reset()
    start = nil
    resets += 1
  }
}

/// A pan whose recognition never makes another recognizer fail.
@MainActor
final class GentlePan: UIPanGestureRecognizer {
  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
final class FailureDelegate: UIGestureRecognizerDelegate {
  weak var mustFailFirst: UIGestureRecognizer?
  weak var waiter: UIGestureRecognizer?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === mustFailFirst }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === waiter }
}

@MainActor
@Suite(.serialized)
struct CustomRecognizerTests {
  @Test func subclassSetsStatesAndIsResetAfterTheFingerLifts() {
    let scene = GestureScene()
    var seen: [CGFloat] = []
    let swipe = SwipeRightRecognizer { recognizer in
      seen.append(recognizer.start?.x ?? -1)
    }
    let log = StateLog(swipe)
    scene.view.addGestureRecognizer(swipe)
    scene.down(20, 50)
    scene.move(60, 50)
    #expect(log.states == [])
    scene.move(70, 52)
    #expect(log.states == [.ended])
    #expect(seen == [20])
    #expect(swipe.resets == 0)  // the finger is still down
    #expect(swipe.state == .ended)
    scene.move(90, 52)
    scene.up(90, 52)
    #expect(swipe.resets == 1)
    #expect(swipe.state == .possible)
    #expect(swipe.start == nil)
    #expect(log.states == [.ended])
    scene.down(20, 50)
    scene.up(30, 50)
    #expect(log.states == [.ended, .failed])
    #expect(swipe.resets == 2)
  }

  @Test func invalidStateChangesAreIgnored() {
    let scene = GestureScene()
    let swipe = SwipeRightRecognizer()
    let log = StateLog(swipe)
    scene.view.addGestureRecognizer(swipe)
    scene.down(20, 50)
    swipe.state = .changed  // not from .possible
    #expect(swipe.state == .possible)
    swipe.state = .failed
    swipe.state = .ended  // not out of .failed
    #expect(swipe.state == .failed)
    scene.up(20, 50)
    #expect(log.states == [.failed])
  }

  @Test func aRecognizerThatCannotPreventLetsTheOtherGoOn() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 100
    let pan = GentlePan()
    let pressLog = StateLog(press)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(press)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    #expect(panLog.states == [.began])
    #expect(pressLog.states == [])
    scene.wait(0.5)
    #expect(pressLog.states == [.began])
    scene.move(50, 75)
    #expect(panLog.states == [.began, .changed])
    #expect(pressLog.states == [.began, .changed])
    scene.up(50, 75)
    #expect(panLog.states == [.began, .changed, .ended])
    #expect(pressLog.states == [.began, .changed, .ended])
  }

  @Test func delegateFailureRequirements() {
    let scene = GestureScene()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let singleDelegate = FailureDelegate()
    singleDelegate.mustFailFirst = double
    single.delegate = singleDelegate
    let singleLog = StateLog(single)
    let doubleLog = StateLog(double)
    scene.view.addGestureRecognizer(single)
    scene.view.addGestureRecognizer(double)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(singleLog.states == [])
    scene.wait(0.4)
    #expect(doubleLog.states == [.failed])
    #expect(singleLog.states == [.ended])

    // The same requirement, stated by the double tap's delegate.
    single.delegate = nil
    let doubleDelegate = FailureDelegate()
    doubleDelegate.waiter = single
    double.delegate = doubleDelegate
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(singleLog.states == [.ended])
    scene.wait(0.1)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(doubleLog.states == [.failed, .ended])
    #expect(singleLog.states == [.ended, .failed])

    // Without any requirement the single tap wins at once and the double tap fails.
    double.delegate = nil
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(singleLog.states == [.ended, .failed, .ended])
    #expect(doubleLog.states == [.failed, .ended, .failed])
  }
}

@MainActor
@Suite(.serialized)
struct HeldRecognitionTests {
  @Test func aPanWaitingForALongPressBeginsWhenThePressFails() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 30
    let pan = UIPanGestureRecognizer()
    pan.require(toFail: press)
    let pressLog = StateLog(press)
    let panLog = StateLog(pan)
    var translations: [CGFloat] = []
    pan.addTarget(scene.view) { (_: UIView) in
      { (r: UIPanGestureRecognizer) in translations.append(r.translation(in: nil).y) }
    }
    scene.view.addGestureRecognizer(press)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)  // the pan would begin, but waits for the press
    #expect(panLog.states == [])
    #expect(pan.state == .possible)
    scene.move(50, 75)
    // The press (added first) sees the move first and fails: the pan begins with the movement
    // it had, then takes this move.
    scene.move(50, 81)
    #expect(pressLog.states == [.failed])
    #expect(panLog.states == [.began, .changed])
    #expect(translations == [25, 31])
    scene.move(50, 90)
    scene.up(50, 90)
    #expect(panLog.states == [.began, .changed, .changed, .ended])
    #expect(translations == [25, 31, 40, 40])
  }

  @Test func aWaitingPanGoesAheadWhenThePressFailsOnLift() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 30
    let pan = UIPanGestureRecognizer()
    pan.require(toFail: press)
    let pressLog = StateLog(press)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(press)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    scene.up(50, 70)
    // The press fails on the early lift, releasing the pan, which then sees the lift.
    #expect(pressLog.states == [.failed])
    #expect(panLog.states == [.began, .ended])
    #expect(pan.state == .possible && press.state == .possible)
  }

  @Test func aWaitingPanFailsWhenThePressBegins() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 30
    let pan = UIPanGestureRecognizer()
    pan.require(toFail: press)
    let pressLog = StateLog(press)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(press)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    scene.wait(0.5)
    #expect(pressLog.states == [.began])
    #expect(panLog.states == [.failed])
    scene.move(50, 100)
    scene.up(50, 100)
    #expect(pressLog.states == [.began, .changed, .ended])
    #expect(panLog.states == [.failed])
  }
}
