import Foundation

/// The entry points through which `HostEventDispatcher` (fed by the desktop window or by a
/// test host) hands input to a window. Each builds the UIKit event and sends it through
/// `UIApplication.sendEvent(_:)`, as UIKit's own event path does; text typed or composed
/// goes to the first responder, as the system's text input does. Coordinates are window
/// points; timestamps are animation-clock seconds.
extension UIWindow {
  /// A finger (or the mouse acting as one) touched down, moved, lifted or was cancelled.
  /// `id` tells simultaneous fingers apart.
  /// A touch that begins over a window shown over this one belongs to that window.
  func deliverTouch(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
    var target = self
    var point = location
    if phase == .began {
      (target, point) = inputWindow(at: location, with: UIEvent())
    } else if let window = TouchRouter.shared.active[id]?.window, window.baseWindow === self {
      target = window
      point = CGPoint(x: location.x - window.frame.minX, y: location.y - window.frame.minY)
    }
    guard
      let event = TouchRouter.shared.prepare(
        window: target, id: id, phase: phase, location: point, timestamp: timestamp)
    else { return }
    UIApplication.shared.sendEvent(event)
  }

  /// A key went down or up: a presses event for the first responder.
  func deliverKey(
    isDown: Bool, characters: String, modifiers: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage,
    timestamp: TimeInterval
  ) {
    let press = UIPress()
    press.phase = isDown ? .began : .ended
    press.timestamp = timestamp
    press.key = UIKey(
      characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
      keyCode: keyCode)
    let event = UIPressesEvent()
    event.type = .presses
    event.timestamp = timestamp
    event.pressSet = [press]
    event.targetWindow = self
    UIApplication.shared.sendEvent(event)
  }

  /// A mouse wheel or touchpad scrolled over `point` (window points); see `routeScroll(_:)`.
  func deliverScroll(dx: CGFloat, dy: CGFloat, at point: CGPoint, precise: Bool) {
    let (target, local) = inputWindow(at: point, with: nil)
    let event = ScrollWheelEvent(
      dx: dx, dy: dy, location: local, precise: precise, timestamp: AnimationClock.now)
    event.targetWindow = target
    UIApplication.shared.sendEvent(event)
  }

  /// Delivers typed text to the window's first responder when it takes text (`UIKeyInput`).
  func deliverText(_ text: String) {
    guard let input = firstResponderInWindow as? UIKeyInput else { return }
    input.insertText(text)
  }

  /// Delivers text an input method is composing (`cursor` characters into it) to the
  /// window's first responder when it edits text; empty text ends the composition.
  func deliverMarkedText(_ text: String, cursor: Int) {
    guard let client = firstResponderInWindow as? TextInputClient else { return }
    let prefix = text.prefix(max(0, min(cursor, text.count)))
    client.setMarkedText(
      text.isEmpty ? nil : text, selectedRange: NSRange(location: prefix.utf16.count, length: 0))
  }
}
