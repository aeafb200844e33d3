import Foundation

/// A wheel or touchpad scroll: an event of type `.scroll` with its deltas, in content-offset
/// terms (a positive `dy` reveals content further down), and the pointer's position.
final class ScrollWheelEvent: UIEvent {
  /// The horizontal delta in points.
  let dx: CGFloat
  /// The vertical delta in points.
  let dy: CGFloat
  /// The pointer's position in window points.
  let location: CGPoint
  /// Whether the deltas came from a smooth-scrolling device (applied directly, not glided).
  let precise: Bool

  init(dx: CGFloat, dy: CGFloat, location: CGPoint, precise: Bool, timestamp: TimeInterval) {
    self.dx = dx
    self.dy = dy
    self.location = location
    self.precise = precise
    super.init()
    type = .scroll
    self.timestamp = timestamp
  }
}

extension UIWindow {
  /// Functions that see each key going down before the first responder does (a presentation's
  /// Escape, Return and Tab); one that returns true keeps the key.
  static var pressInterceptors: [@MainActor (UIWindow, UIPress) -> Bool] = []
  /// Handlers that may take a key press before the first responder does (window-wide
  /// shortcuts, such as Ctrl+F for search); each returns whether it used the press.
  static var keyShortcutHandlers: [@MainActor (UIWindow, UIKey) -> Bool] = []

  /// The first responder when it is in this window or one shown over it (a view in it, or a
  /// view controller whose view is), else nil: each window keeps its own.
  var firstResponderInWindow: UIResponder? {
    guard let responder = UIResponder.currentFirstResponder else { return nil }
    if let view = responder as? UIView { return hosts(view.window) ? responder : nil }
    if let controller = responder as? UIViewController {
      return hosts(controller.viewIfLoaded?.window) ? responder : nil
    }
    return responder
  }

  /// Sends the presses of `event` to the window's first responder, or to the window when it
  /// has none. A responder that takes text but does not interpret keys itself gets what the
  /// system's text input does for it: Backspace deletes backward, Return inserts a newline.
  func routePresses(_ event: UIEvent) {
    guard let event = event as? UIPressesEvent else { return }
    let responder: UIResponder = firstResponderInWindow ?? self
    for press in event.pressSet {
      let isDown = press.phase == .began
      if isDown, UIWindow.pressInterceptors.contains(where: { $0(self, press) }) { continue }
      if isDown, handleTabShortcut(press) { continue }
      if isDown, let key = press.key, Self.keyShortcutHandlers.contains(where: { $0(self, key) }) {
        continue
      }
      if isDown, !(responder is TextInputClient), let input = responder as? UIKeyInput,
        let key = press.key, key.modifierFlags.isDisjoint(with: [.control, .command])
      {
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter: input.insertText("\n")
        default: break
        }
      }
      if isDown {
        responder.pressesBegan([press], with: event)
      } else {
        responder.pressesEnded([press], with: event)
      }
    }
  }

  /// Sends a scroll event's deltas to the first scroll view, from the deepest view under the
  /// pointer upwards, that is scroll-enabled and can still scroll in that direction; the
  /// offset stays within the content's edges (the wheel does not rubber-band). Over a scroll
  /// view whose content only scrolls sideways, a plain mouse wheel's vertical notches scroll
  /// it sideways. A scroll view's `wheelEventInterceptor` may take the event first.
  func routeScroll(_ event: UIEvent) {
    guard let event = event as? ScrollWheelEvent else { return }
    let (dx, dy) = (event.dx, event.dy)
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
    var view = hitTest(event.location, with: nil)
    while let candidate = view {
      if let scrollView = candidate as? UIScrollView,
        let intercept = scrollView.wheelEventInterceptor,
        intercept(event)
      {
        return
      }
      if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled {
        let (x, y) = scrollView.wheelDeltas(dx: dx, dy: dy, precise: event.precise)
        if scrollView.canScrollByWheel(dx: x, dy: y) {
          scrollView.scrollByWheel(dx: x, dy: y, precise: event.precise)
          return
        }
      }
      view = candidate.superview
    }
  }
}
