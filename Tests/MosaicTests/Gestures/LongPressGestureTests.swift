import Testing

@testable import Mosaic
@testable import MosaicTesting

@MainActor
@Suite(.serialized)
struct LongPressGestureTests {
  @Test func beginsAfterHalfASecondThenChangesAndEnds() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    let log = StateLog(press)
    var actions: [UIGestureRecognizer.State] = []
    press.addTarget(scene.view) { (_: UIView) in
      { (r: UILongPressGestureRecognizer) in actions.append(r.state) }
    }
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.move(55, 50)  // within allowableMovement
    scene.wait(0.49)
    #expect(log.states == [])
    #expect(press.state == .possible)
    scene.wait(0.01)
    #expect(log.states == [.began])
    #expect(scene.view.log == ["began", "moved", "cancelled"])
    #expect(press.location(in: scene.view) == CGPoint(x: 55, y: 50))
    scene.move(90, 120)
    #expect(log.states == [.began, .changed])
    #expect(press.location(in: nil) == CGPoint(x: 90, y: 120))
    scene.wait(1)
    scene.up(90, 120)
    #expect(log.states == [.began, .changed, .ended])
    #expect(actions == [.began, .changed, .ended])
    #expect(press.state == .possible)
    #expect(scene.view.log == ["began", "moved", "cancelled"])
  }

  @Test func failsWhenLiftedEarly() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    let log = StateLog(press)
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.wait(0.3)
    scene.up(50, 50)
    #expect(log.states == [.failed])
    #expect(scene.view.log == ["began", "ended"])
    scene.wait(1)
    #expect(log.states == [.failed])
    #expect(press.state == .possible)
  }

  @Test func failsWhenMovedBeyondAllowableMovementBeforeBeginning() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    let log = StateLog(press)
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.wait(0.2)
    scene.move(56, 58)  // exactly 10 points away
    #expect(log.states == [])
    scene.move(56, 58.5)
    #expect(log.states == [.failed])
    scene.wait(1)
    #expect(log.states == [.failed])
    scene.up(56, 58.5)
    #expect(press.state == .possible)
  }

  @Test func customDurationAndMovement() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.minimumPressDuration = 1
    press.allowableMovement = 30
    let log = StateLog(press)
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.move(50, 75)
    scene.wait(0.9)
    #expect(log.states == [])
    scene.wait(0.1)
    #expect(log.states == [.began])
    scene.up(50, 75)
    #expect(log.states == [.began, .ended])
  }

  @Test func longPressBeatsATapOnTheSameView() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    let tapLog = StateLog(tap)
    let pressLog = StateLog(press)
    scene.view.addGestureRecognizer(tap)
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.wait(0.5)
    #expect(pressLog.states == [.began])
    #expect(tapLog.states == [.failed])
    scene.up(50, 50)
    #expect(pressLog.states == [.began, .ended])
    #expect(tapLog.states == [.failed])
    #expect(tap.state == .possible)
  }

  @Test func disablingDuringThePressCancelsIt() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    let log = StateLog(press)
    var actions: [UIGestureRecognizer.State] = []
    press.addTarget(scene.view) { (_: UIView) in
      { (r: UIGestureRecognizer) in actions.append(r.state) }
    }
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.wait(0.6)
    press.isEnabled = false
    #expect(log.states == [.began, .cancelled])
    #expect(actions == [.began, .cancelled])
    #expect(press.state == .possible)
    scene.move(80, 80)
    scene.up(80, 80)
    #expect(log.states == [.began, .cancelled])
    press.isEnabled = true
    scene.down(50, 50)
    scene.wait(0.6)
    scene.up(50, 50)
    #expect(log.states == [.began, .cancelled, .began, .ended])
  }

  @Test func disablingAPossiblePressFailsItAndStopsTheTimer() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    let log = StateLog(press)
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    scene.wait(0.2)
    press.isEnabled = false
    #expect(log.states == [.failed])
    scene.wait(1)
    #expect(log.states == [.failed])
    scene.up(50, 50)
    #expect(scene.view.log == ["began", "ended"])
  }

  @Test func requiredTapBeforeThePress() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    press.numberOfTapsRequired = 1
    let log = StateLog(press)
    scene.view.addGestureRecognizer(press)
    // Pressing without the tap first: the held "tap" is too long.
    scene.down(50, 50)
    scene.wait(0.6)
    #expect(log.states == [.failed])
    scene.up(50, 50)
    // Tap, then press.
    scene.down(50, 50)
    scene.up(50, 50)
    scene.wait(0.2)
    scene.down(52, 50)
    scene.wait(0.49)
    #expect(log.states == [.failed])
    scene.wait(0.01)
    #expect(log.states == [.failed, .began])
    scene.up(52, 50)
    #expect(log.states == [.failed, .began, .ended])
    // A tap followed by nothing fails after the tap interval.
    scene.down(50, 50)
    scene.up(50, 50)
    scene.wait(0.4)
    #expect(log.states == [.failed, .began, .ended, .failed])
  }

  @Test func timersDoNotKeepTheEngineBusy() {
    let scene = GestureScene()
    let press = UILongPressGestureRecognizer()
    scene.view.addGestureRecognizer(press)
    scene.down(50, 50)
    #expect(AnimationEngine.shared.hasWork)
    scene.wait(0.1)
    scene.up(50, 50)
    #expect(!AnimationEngine.shared.hasWork)
    scene.down(50, 50)
    scene.wait(0.6)
    #expect(press.state == .began)
    #expect(!AnimationEngine.shared.hasWork)
    scene.up(50, 50)
  }
}
