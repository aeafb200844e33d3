import Testing

@testable import Mosaic

@MainActor
struct ControlTests {
  /// A window with a 100×40 control at (50, 100); every touch event is logged by name.
  func makeControl() -> (UIWindow, UIControl, () -> [String]) {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = UIControl(frame: CGRect(x: 50, y: 100, width: 100, height: 40))
    window.addSubview(control)
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
      (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"),
      (.touchDragExit, "dragExit"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
      (.touchCancel, "cancel"),
    ]
    var log: [String] = []
    for (event, name) in names {
      control.addAction(UIAction { _ in log.append(name) }, for: event)
    }
    return (
      window, control,
      {
        defer { log = [] }
        return log
      }
    )
  }

  @Test func tapInsideSendsTouchDownThenTouchUpInside() {
    let (window, control, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    #expect(take() == ["down"])
    #expect(control.isHighlighted)
    #expect(control.isTracking)
    #expect(control.state == .highlighted)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 70, y: 115), timestamp: 0.1)
    #expect(take() == ["dragInside"])
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 70, y: 115), timestamp: 0.2)
    #expect(take() == ["upInside"])
    #expect(!control.isHighlighted)
    #expect(!control.isTracking)
  }

  @Test func draggingOutPastTheSlopExitsAndBackEnters() {
    let (window, control, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    _ = take()
    // 60 pt below the bottom edge is still inside the 70 pt slop.
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 200), timestamp: 0.1)
    #expect(take() == ["dragInside"])
    #expect(control.isHighlighted)
    #expect(control.isTouchInside)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 215), timestamp: 0.2)
    #expect(take() == ["dragOutside", "dragExit"])
    #expect(!control.isHighlighted)
    #expect(!control.isTouchInside)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 300), timestamp: 0.3)
    #expect(take() == ["dragOutside"])
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 130), timestamp: 0.4)
    #expect(take() == ["dragInside", "dragEnter"])
    #expect(control.isHighlighted)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 300), timestamp: 0.5)
    _ = take()
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 60, y: 300), timestamp: 0.6)
    #expect(take() == ["upOutside"])
    #expect(!control.isHighlighted)
  }

  @Test func aQuickSecondTapSendsTouchDownRepeat() {
    let (window, _, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 60, y: 110), timestamp: 0.1)
    #expect(take() == ["down", "upInside"])
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 62, y: 111), timestamp: 0.2)
    #expect(take() == ["down", "downRepeat"])
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 62, y: 111), timestamp: 0.3)
    #expect(take() == ["upInside"])
  }

  @Test func liftingWithinTheSlopCountsAsInside() {
    let (window, _, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 215, y: 110), timestamp: 0.1)
    #expect(take() == ["down", "upInside"])
  }

  @Test func cancelledTouchSendsTouchCancel() {
    let (window, control, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    window.deliverTouch(id: 1, phase: .cancelled, location: CGPoint(x: 60, y: 110), timestamp: 0.1)
    #expect(take() == ["down", "cancel"])
    #expect(!control.isHighlighted)
    #expect(!control.isTracking)
  }

  @Test func disabledControlTracksNothing() {
    let (window, control, take) = makeControl()
    control.isEnabled = false
    #expect(control.state == .disabled)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 110), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 60, y: 110), timestamp: 0.1)
    #expect(take().isEmpty)
    #expect(!control.isHighlighted)
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
  }

  @Test func trackingOverridesAreCalled() {
    final class Tracker: UIControl {
      var log: [String] = []
      override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return true
      }
      override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return false
      }
      override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
      override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
    }
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let t = Tracker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(t)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 12, y: 10), timestamp: 0.1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 14, y: 10), timestamp: 0.2)
    // continueTracking returned false: tracking stopped, so endTracking is not called.
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 14, y: 10), timestamp: 0.3)
    #expect(t.log == ["begin", "continue"])
    window.deliverTouch(id: 2, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 1)
    window.deliverTouch(id: 2, phase: .cancelled, location: CGPoint(x: 10, y: 10), timestamp: 1.1)
    #expect(t.log == ["begin", "continue", "begin", "cancel"])
  }
}

@MainActor
struct ControlTargetActionTests {
  final class Screen: UIViewController {
    var calls: [String] = []
    func buttonTapped(_ sender: UIButton) { calls.append("button \(sender.currentTitle ?? "")") }
    func controlTouched(_ sender: UIControl) { calls.append("control") }
    func refresh() { calls.append("refresh") }
  }

  @Test func methodReferencesOfBothShapes() {
    let screen = Screen()
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.addTarget(screen, action: Screen.buttonTapped, for: .touchUpInside)
    button.addTarget(screen, action: Screen.controlTouched, for: [.touchDown, .touchUpInside])
    button.addTarget(screen, action: Screen.refresh, for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    #expect(screen.calls == ["button Go", "control"])
    button.sendActions(for: .valueChanged)
    #expect(screen.calls == ["button Go", "control", "refresh"])
    #expect(button.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
    #expect(button.allTargets.count == 3)
  }

  @Test func targetsAreHeldWeakly() {
    let button = UIButton()
    weak var weakScreen: Screen?
    do {
      let screen = Screen()
      weakScreen = screen
      button.addTarget(screen, action: Screen.refresh, for: .touchUpInside)
    }
    #expect(weakScreen == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test func nilTargetGoesAlongTheResponderChain() {
    let screen = Screen()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.view.addSubview(button)
    button.addTarget(nil, action: Screen.refresh, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen.calls == ["refresh"])
    button.removeFromSuperview()
    button.sendActions(for: .touchUpInside)
    #expect(screen.calls == ["refresh"])
  }

  @Test func removeTargetStopsTheActions() {
    let screen = Screen()
    let other = Screen()
    let button = UIButton()
    button.addTarget(screen, action: Screen.refresh, for: [.touchUpInside, .valueChanged])
    button.addTarget(other, action: Screen.refresh, for: .touchUpInside)
    button.removeTarget(screen, action: Screen.refresh, for: .touchUpInside)
    button.sendActions(for: [.touchUpInside])
    #expect(screen.calls.isEmpty)
    #expect(other.calls == ["refresh"])
    button.sendActions(for: .valueChanged)
    #expect(screen.calls == ["refresh"])
  }

  @Test func uiActionKnowsItsSenderAndCanBeRemoved() {
    let button = UIButton(type: .system)
    var senders: [ObjectIdentifier] = []
    let action = UIAction(title: "Tap") { action in
      if let s = action.sender as? UIButton { senders.append(ObjectIdentifier(s)) }
    }
    button.addAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(senders == [ObjectIdentifier(button)])
    #expect(action.sender as? UIButton === button)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(senders.count == 1)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func tappingAButtonSendsTouchUpInsideThenPrimaryAction() {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    var log: [String] = []
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
    button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
    window.addSubview(button)
    #expect(button.currentTitle == "Save")
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 20, y: 20), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 20, y: 20), timestamp: 0.1)
    #expect(log == ["upInside", "primary"])
  }

  @Test func senderOfTheWrongTypeIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Target {
          func tapped(_ sender: UIButton) {}
        }
        let target = Target()
        let control = UIControl()
        control.addTarget(target, action: Target.tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
      }
    }
  }
}
