import Testing

@testable import Mosaic
@testable import MosaicTesting

@MainActor
@Suite(.serialized)
struct GestureArbitrationTests {
  @Test func shortTouchIsATapNotAPan() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let tapLog = StateLog(tap)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(tap)
    scene.window.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(53, 54)
    scene.up(53, 54)
    #expect(tapLog.states == [.ended])
    #expect(panLog.states == [.failed])
    #expect(tap.state == .possible && pan.state == .possible)
  }

  @Test func dragIsAPanNotATap() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let tapLog = StateLog(tap)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(tap)
    scene.window.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 65)
    #expect(tapLog.states == [.failed])
    #expect(panLog.states == [.began])
    scene.move(50, 80)
    scene.up(50, 80)
    #expect(tapLog.states == [.failed])
    #expect(panLog.states == [.began, .changed, .ended])
    // The pan began on the first move: the view never saw it.
    #expect(scene.view.log == ["began", "cancelled"])
  }

  @Test func aBeganPanFailsAPossibleLongPress() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.allowableMovement = 100
    let pan = UIPanGestureRecognizer()
    let pressLog = StateLog(press)
    let panLog = StateLog(pan)
    scene.view.addGestureRecognizer(press)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    #expect(panLog.states == [.began])
    #expect(pressLog.states == [.failed])
    scene.wait(1)
    #expect(pressLog.states == [.failed])
    scene.up(50, 70)
    #expect(panLog.states == [.began, .ended])
  }

  @Test func simultaneousRecognitionWhenTheDelegateAllowsIt() {
    let scene = GestureScene()
    let inner = UIPanGestureRecognizer()
    let outer = UIPanGestureRecognizer()
    let delegate = TestDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    let innerLog = StateLog(inner)
    let outerLog = StateLog(outer)
    scene.view.addGestureRecognizer(inner)
    scene.window.addGestureRecognizer(outer)
    scene.down(50, 50)
    scene.move(50, 70)
    #expect(innerLog.states == [.began])
    #expect(outerLog.states == [.began])
    scene.move(50, 90)
    scene.up(50, 90)
    #expect(innerLog.states == [.began, .changed, .ended])
    #expect(outerLog.states == [.began, .changed, .ended])

    // Without the delegate's permission the nearer recognizer wins.
    delegate.simultaneous = false
    scene.down(50, 50)
    scene.move(50, 70)
    scene.up(50, 70)
    #expect(innerLog.states == [.began, .changed, .ended, .began, .ended])
    #expect(outerLog.states == [.began, .changed, .ended, .failed])
  }

  @Test func doubleTapRequiredToFailHoldsTheSingleTap() {
    let scene = GestureScene()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    var fired: [String] = []
    single.addTarget(scene.view) { (_: UIView) in
      { (_: UITapGestureRecognizer) in fired.append("single") }
    }
    double.addTarget(scene.view) { (_: UIView) in
      { (_: UITapGestureRecognizer) in fired.append("double") }
    }
    let singleLog = StateLog(single)
    let doubleLog = StateLog(double)
    scene.view.addGestureRecognizer(single)
    scene.view.addGestureRecognizer(double)

    // A single tap waits for the double tap to fail.
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(singleLog.states == [])
    #expect(single.state == .possible)
    #expect(fired == [])
    #expect(scene.view.log == ["began"])
    scene.wait(0.4)
    #expect(doubleLog.states == [.failed])
    #expect(singleLog.states == [.ended])
    #expect(fired == ["single"])
    #expect(scene.view.log == ["began", "cancelled"])
    #expect(single.state == .possible && double.state == .possible)

    // A double tap makes the single tap fail.
    scene.down(50, 50)
    scene.up(50, 50)
    scene.wait(0.2)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(doubleLog.states == [.failed, .ended])
    #expect(singleLog.states == [.ended, .failed])
    #expect(fired == ["single", "double"])
    scene.wait(1)
    #expect(fired == ["single", "double"])
  }

  @Test func delegateShouldBeginFalseFailsThePanAndLeavesTheViewItsTouches() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    let delegate = TestDelegate()
    delegate.shouldBegin = false
    pan.delegate = delegate
    let log = StateLog(pan)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    scene.move(50, 80)
    scene.up(50, 80)
    #expect(log.states == [.failed])
    #expect(delegate.shouldBeginCalls == 1)
    #expect(scene.view.log == ["began", "moved", "moved", "ended"])
  }

  @Test func recognizerRemovedWhileTrackingIsCancelled() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    let log = StateLog(pan)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.move(50, 70)
    scene.view.removeGestureRecognizer(pan)
    #expect(log.states == [.began, .cancelled])
    #expect(pan.view == nil)
    #expect(pan.state == .possible)
    #expect(scene.view.gestureRecognizers == nil)
    scene.move(50, 90)
    scene.up(50, 90)
    #expect(log.states == [.began, .cancelled])
    #expect(TouchRouter.shared.participants.isEmpty)
  }

  @Test func possibleRecognizerRemovedWhileTrackingFailsAndReleasesTheViewsEnd() {
    let scene = GestureScene()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let log = StateLog(doubleTap)
    scene.view.addGestureRecognizer(doubleTap)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(scene.view.log == ["began"])
    scene.view.gestureRecognizers = []
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "ended"])
  }

  @Test func viewLeavingTheWindowMidTouchCancels() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    let log = StateLog(pan)
    scene.view.addGestureRecognizer(pan)
    scene.down(50, 50)
    scene.view.removeFromSuperview()
    scene.move(50, 80)
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "cancelled"])
    scene.up(50, 80)
    #expect(scene.view.log == ["began", "cancelled"])
    #expect(pan.state == .possible)
  }

  @Test func viewDeallocatedMidTouchIsHarmless() {
    let scene = GestureScene()
    weak var weakView: UIView?
    weak var weakPan: UIGestureRecognizer?
    do {
      let view = UIView(frame: CGRect(x: 250, y: 250, width: 100, height: 100))
      let pan = UIPanGestureRecognizer()
      view.addGestureRecognizer(pan)
      scene.window.addSubview(view)
      weakView = view
      weakPan = pan
      scene.down(300, 300)
      view.removeFromSuperview()
    }
    #expect(weakView == nil)
    scene.move(300, 340)
    scene.up(300, 340)
    #expect(weakPan == nil)
    #expect(TouchRouter.shared.participants.isEmpty)
    #expect(TouchRouter.shared.active.isEmpty)
  }

  @Test func endWithoutBeganAndRepeatedBeganAreHandled() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let log = StateLog(tap)
    scene.view.addGestureRecognizer(tap)
    scene.up(50, 50, id: 7)
    scene.move(50, 50, id: 7)
    #expect(scene.view.log == [])
    #expect(log.states == [])
    scene.down(50, 50, id: 3)
    scene.down(60, 60, id: 3)  // the first touch was lost: it is cancelled
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "cancelled", "began"])
    scene.up(60, 60, id: 3)
    #expect(scene.view.log == ["began", "cancelled", "began", "ended"])
    #expect(log.states == [.failed])
    scene.down(60, 60, id: 3)
    scene.up(60, 60, id: 3)
    #expect(log.states == [.failed, .ended])
  }

  @Test func recognizersOnDifferentFingersDoNotCompete() {
    let scene = GestureScene()
    let other = TouchLogView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
    scene.window.addSubview(other)
    let leftPan = UIPanGestureRecognizer()
    let rightTap = UITapGestureRecognizer()
    let panLog = StateLog(leftPan)
    let tapLog = StateLog(rightTap)
    scene.view.addGestureRecognizer(leftPan)
    other.addGestureRecognizer(rightTap)
    scene.down(50, 50, id: 1)
    scene.move(50, 80, id: 1)
    #expect(panLog.states == [.began])
    scene.down(300, 50, id: 2)
    scene.up(300, 50, id: 2)
    #expect(tapLog.states == [.ended])
    scene.up(50, 80, id: 1)
    #expect(panLog.states == [.began, .ended])
  }

  @Test func addingToAnotherViewMovesTheRecognizer() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    scene.view.addGestureRecognizer(tap)
    scene.window.addGestureRecognizer(tap)
    #expect(tap.view === scene.window)
    #expect(scene.view.gestureRecognizers == nil)
    #expect(scene.window.gestureRecognizers?.count == 1)
  }

  @Test func delayedTouchOfAViewThatLeftTheWindowIsDropped() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    scene.view.addGestureRecognizer(press)
    let child = TouchLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    scene.view.addSubview(child)
    scene.down(10, 10)
    #expect(child.log == [])
    child.removeFromSuperview()
    scene.move(10, 40)  // the press fails; the child is gone
    scene.up(10, 40)
    #expect(child.log == [])
    #expect(TouchRouter.shared.liveTouches.isEmpty)
  }
}
