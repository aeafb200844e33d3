import Foundation

/// Identifies one platform window (a window of the desktop's window system, or of the
/// headless platform the tests use).
typealias PlatformWindowID = UInt32

/// An input or window event delivered by the platform, already converted to window points,
/// UIKit's key codes and seconds. It says nothing about the platform it came from: the real
/// window and the test host produce the same events, and `HostEventDispatcher` delivers both
/// the same way.
///
/// Timestamps are seconds on the platform's event clock.
enum HostEvent: Sendable, Equatable {
  /// The user asked to quit (closed the last window, or the process got SIGINT).
  case quit
  /// The window manager asked to close the window (its close button).
  case closeRequested
  /// The window's size or pixel density changed; the payload is the new size in points and
  /// pixels per point.
  case resized(CGSize, scale: CGFloat)
  /// The window's contents were lost (uncovered, renderer reset) and must be presented again.
  case exposed
  /// The window gained (true) or lost (false) the keyboard focus.
  case focusChanged(Bool)
  /// The window was minimized (true) or restored from being minimized (false).
  case minimizedChanged(Bool)
  /// The primary (left) mouse button went down at a point in the window.
  case pointerDown(CGPoint, timestamp: TimeInterval)
  /// The mouse moved; `buttonDown` tells whether the primary button is held (a drag)
  /// or not (hover).
  case pointerMoved(CGPoint, buttonDown: Bool, timestamp: TimeInterval)
  /// The primary (left) mouse button went up.
  case pointerUp(CGPoint, timestamp: TimeInterval)
  /// A finger touched a touch screen; `id` identifies the finger until it lifts.
  case fingerDown(id: Int, CGPoint, timestamp: TimeInterval)
  /// A finger on a touch screen moved.
  case fingerMoved(id: Int, CGPoint, timestamp: TimeInterval)
  /// A finger lifted from a touch screen.
  case fingerUp(id: Int, CGPoint, timestamp: TimeInterval)
  /// A scroll wheel or touchpad scroll.
  ///
  /// `dx`/`dy` are in points, in content-offset terms: a positive `dy` asks to reveal
  /// content further down (the content offset grows), a positive `dx` content further
  /// right. `precise` is true when the delta came from a smooth-scrolling device, so the
  /// receiver can apply it directly instead of animating a notch; `at` is the pointer
  /// position in points.
  case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint, precise: Bool, timestamp: TimeInterval)
  /// A key went down or up.
  case key(KeyEvent)
  /// Text was typed (after the keyboard layout and any input method had their say).
  case text(String, timestamp: TimeInterval)
  /// An input method is composing `text`, with its cursor `cursor` characters in; empty text
  /// ends the composition.
  case composing(String, cursor: Int, timestamp: TimeInterval)
  /// A file was dropped on the window: its path.
  case fileDropped(String, timestamp: TimeInterval)
}

/// A keyboard event: which key, which modifiers were held, and the characters it stands for.
struct KeyEvent: Sendable, Equatable {
  /// True for a key press (including auto-repeat), false for a release.
  var isDown: Bool
  /// The key's USB HID usage (`.keyboardErrorUndefined` for keys UIKit's list does not name).
  var keyCode: UIKeyboardHIDUsage
  /// The modifier keys held when the event happened.
  var modifiers: UIKeyModifierFlags
  /// The characters of the key ignoring modifiers, in UIKit's conventions: a printable
  /// key gives its unshifted character ("c" for Ctrl+C), Return "\r", Tab "\t",
  /// Backspace "\u{8}", Delete "\u{7F}", and arrows/Escape/Home/End/Page keys the
  /// `UIKeyCommand` input strings ("UIKeyInputUpArrow", "UIKeyInputEscape", …).
  /// Empty for keys without characters (a lone modifier, function keys).
  var characters: String
  /// True when the key is held down and this press is an automatic repeat.
  var isRepeat: Bool = false
  /// When the event happened, in seconds on the platform's event clock.
  var timestamp: TimeInterval = 0
}

/// A host event and the platform window it happened in (nil for events of the whole
/// application, such as `quit`).
struct PlatformEvent: Sendable, Equatable {
  /// The window the event happened in.
  var window: PlatformWindowID?
  /// What happened.
  var event: HostEvent
}

extension HostEvent {
  /// When the event happened (seconds on the platform's event clock), or nil for window
  /// events.
  var timestamp: TimeInterval? {
    switch self {
    case .quit, .closeRequested, .resized, .exposed, .focusChanged, .minimizedChanged:
      return nil
    case .pointerDown(_, let time), .pointerMoved(_, _, let time), .pointerUp(_, let time):
      return time
    case .fingerDown(_, _, let time), .fingerMoved(_, _, let time), .fingerUp(_, _, let time):
      return time
    case .wheel(_, _, _, _, let time): return time
    case .key(let key): return key.timestamp
    case .text(_, let time), .composing(_, _, let time), .fileDropped(_, let time): return time
    }
  }
}
