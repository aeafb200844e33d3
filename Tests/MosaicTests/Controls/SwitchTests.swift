import Testing

@testable import Mosaic

@MainActor
struct SwitchTests {
  /// A window with a switch at (100, 100); the `.valueChanged` events are logged with the value.
  func makeSwitch() -> (UIWindow, UISwitch, () -> [String]) {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    window.addSubview(toggle)
    var log: [String] = []
    toggle.addAction(UIAction { _ in log.append("changed \(toggle.isOn)") }, for: .valueChanged)
    toggle.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
    toggle.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
    window.layoutIfNeeded()
    return (
      window, toggle,
      {
        defer { log = [] }
        return log
      }
    )
  }

  @Test func isAlways51By31() {
    let toggle = UISwitch(frame: CGRect(x: 7, y: 9, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 7, y: 9, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    #expect(!toggle.isOn)
    #expect(toggle.style == .sliding)
  }

  @Test func anchorsPlaceAPinnedSwitchAtItsIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let toggle = UISwitch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(toggle)
    NSLayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    window.layoutIfNeeded()
    // Centred at y = 100: the top edge 84.5 rounds to the pixel grid.
    #expect(toggle.frame == CGRect(x: 320 - 16 - 51, y: 85, width: 51, height: 31))
  }

  @Test func settingIsOnSendsNoAction() {
    let (_, toggle, take) = makeSwitch()
    toggle.isOn = true
    #expect(toggle.isOn)
    toggle.setOn(false, animated: true)
    #expect(!toggle.isOn)
    #expect(take() == [])
  }

  @Test func aTapTogglesAndSendsValueChangedBeforeTouchUpInside() {
    let (window, toggle, take) = makeSwitch()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 110, y: 115), timestamp: 0)
    #expect(toggle.isHighlighted)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 110, y: 115), timestamp: 0.1)
    #expect(toggle.isOn)
    #expect(take() == ["changed true", "primary", "upInside"])
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 140, y: 115), timestamp: 1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 140, y: 115), timestamp: 1.1)
    #expect(!toggle.isOn)
    #expect(take() == ["changed false", "primary", "upInside"])
  }

  @Test func draggingTheThumbKeepsTheSideItIsReleasedOn() {
    let (window, toggle, take) = makeSwitch()
    // Drag from the off side to the on side: on.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 112, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 130, y: 115), timestamp: 0.1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 145, y: 115), timestamp: 0.2)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 145, y: 115), timestamp: 0.3)
    #expect(toggle.isOn)
    #expect(take() == ["changed true", "primary", "upInside"])
    // Drag right and back to the on side it started from: no change.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 140, y: 115), timestamp: 1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 110, y: 115), timestamp: 1.1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 145, y: 115), timestamp: 1.2)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 145, y: 115), timestamp: 1.3)
    #expect(toggle.isOn)
    #expect(take() == ["upInside"])
  }

  @Test func aCancelledTouchChangesNothing() {
    let (window, toggle, take) = makeSwitch()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 110, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .cancelled, location: CGPoint(x: 110, y: 115), timestamp: 0.1)
    #expect(!toggle.isOn)
    #expect(take() == [])
  }

  @Test func aDisabledSwitchIgnoresTouches() {
    let (window, toggle, take) = makeSwitch()
    toggle.isEnabled = false
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 110, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 110, y: 115), timestamp: 0.1)
    #expect(!toggle.isOn)
    #expect(take() == [])
  }

  @Test func thePrimaryActionRunsWhenTheUserToggles() {
    resetTouches()
    var ran = 0
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
    window.addSubview(toggle)
    toggle.isOn = true
    #expect(ran == 0)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 20, y: 15), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 20, y: 15), timestamp: 0.1)
    #expect(ran == 1)
    #expect(!toggle.isOn)
  }

  @Test func theThumbSitsAtTheEndOfItsSideAndTheTrackTakesTheOnTint() {
    let toggle = UISwitch()
    #expect(
      toggle.thumbFrame(on: false, pressed: false) == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(
      toggle.thumbFrame(on: true, pressed: false) == CGRect(x: 22, y: 2, width: 27, height: 27))
    #expect(
      toggle.thumbFrame(on: true, pressed: true) == CGRect(x: 15, y: 2, width: 34, height: 27))
    #expect(toggle.trackColor == .systemFill)
    toggle.isOn = true
    #expect(toggle.trackColor == .systemGreen)
    toggle.onTintColor = .systemRed
    #expect(toggle.trackColor == .systemRed)
  }
}
