import CSDL2

/// An input or window event delivered by the host window, already converted to
/// window points and seconds.
///
/// Timestamps are seconds on the host's event clock (SDL's tick counter, starting when
/// SDL was initialised); `SDLWindow.currentTimestamp()` reads the same clock.
enum HostEvent: Sendable, Equatable {
  /// The user asked to quit (closed the last window, or the process got SIGINT).
  case quit
  /// The window's size changed; the payload is the new size in points.
  case resized(CGSize)
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
  /// right. SDL reports both notched wheels and touchpads in "notch" units (one wheel
  /// click is 1.0; touchpad deltas are fractions of that on every SDL backend), so every
  /// delta is scaled by `SDLWindow.pointsPerWheelNotch` (40 pt). `precise` is true when
  /// the delta came from a smooth-scrolling device (it had a fractional part), so the
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
}

/// A keyboard event: which key, which modifiers were held, and the characters it stands for.
struct KeyEvent: Sendable, Equatable {
  /// True for a key press (including auto-repeat), false for a release.
  var isDown: Bool
  /// The SDL keycode (`SDL_Keycode`, e.g. `SDLK_UP`, `SDLK_c`), layout-dependent.
  var keyCode: Int32
  /// The modifier keys held when the event happened.
  var modifiers: KeyModifiers
  /// The characters of the key ignoring modifiers, in UIKit's conventions: a printable
  /// key gives its unshifted character ("c" for Ctrl+C), Return "\r", Tab "\t",
  /// Backspace "\u{8}", Delete "\u{7F}", and arrows/Escape/Home/End/Page keys the
  /// `UIKeyCommand` input strings ("UIKeyInputUpArrow", "UIKeyInputEscape", …).
  /// Empty for keys without characters (a lone modifier, function keys).
  var characters: String
  /// True when the key is held down and this press is an automatic repeat.
  var isRepeat: Bool = false
  /// When the event happened, in seconds on the host event clock.
  var timestamp: TimeInterval = 0
}

extension HostEvent {
  /// When the event happened (seconds on the host event clock), or nil for window events.
  var timestamp: TimeInterval? {
    switch self {
    case .quit, .resized, .exposed, .focusChanged, .minimizedChanged: return nil
    case .pointerDown(_, let time), .pointerMoved(_, _, let time), .pointerUp(_, let time):
      return time
    case .fingerDown(_, _, let time), .fingerMoved(_, _, let time), .fingerUp(_, _, let time):
      return time
    case .wheel(_, _, _, _, let time): return time
    case .key(let key): return key.timestamp
    case .text(_, let time), .composing(_, _, let time): return time
    }
  }
}

/// The modifier keys held during a key or pointer event.
struct KeyModifiers: OptionSet, Sendable, Hashable {
  let rawValue: Int
  /// Either Shift key.
  static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Either Control key.
  static let control = KeyModifiers(rawValue: 1 << 1)
  /// Either Alt (Option) key.
  static let alternate = KeyModifiers(rawValue: 1 << 2)
  /// Either Super/Windows (Command) key.
  static let command = KeyModifiers(rawValue: 1 << 3)
  /// Caps Lock is on.
  static let alphaShift = KeyModifiers(rawValue: 1 << 4)

  /// Converts SDL's modifier bits (`SDL_Keymod`).
  init(sdl mod: UInt32) {
    var value: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { value.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { value.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { value.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { value.insert(.command) }
    if mod & KMOD_CAPS.rawValue != 0 { value.insert(.alphaShift) }
    self = value
  }

  init(rawValue: Int) { self.rawValue = rawValue }
}

extension KeyEvent {
  /// The UIKit-style characters for an SDL keycode (see `characters`).
  static func characters(forKeyCode code: Int32) -> String {
    switch UInt32(bitPattern: code) {
    case UInt32(SDLK_RETURN.rawValue), UInt32(SDLK_KP_ENTER.rawValue): return "\r"
    case UInt32(SDLK_TAB.rawValue): return "\t"
    case UInt32(SDLK_BACKSPACE.rawValue): return "\u{8}"
    case UInt32(SDLK_DELETE.rawValue): return "\u{7F}"
    case UInt32(SDLK_ESCAPE.rawValue): return "UIKeyInputEscape"
    case UInt32(SDLK_UP.rawValue): return "UIKeyInputUpArrow"
    case UInt32(SDLK_DOWN.rawValue): return "UIKeyInputDownArrow"
    case UInt32(SDLK_LEFT.rawValue): return "UIKeyInputLeftArrow"
    case UInt32(SDLK_RIGHT.rawValue): return "UIKeyInputRightArrow"
    case UInt32(SDLK_HOME.rawValue): return "UIKeyInputHome"
    case UInt32(SDLK_END.rawValue): return "UIKeyInputEnd"
    case UInt32(SDLK_PAGEUP.rawValue): return "UIKeyInputPageUp"
    case UInt32(SDLK_PAGEDOWN.rawValue): return "UIKeyInputPageDown"
    default:
      // SDL keycodes of printable keys are the Unicode scalar of the unshifted key.
      guard code >= 0x20, code < 0x4000_0000, code != 0x7F,
        let scalar = Unicode.Scalar(UInt32(code))
      else { return "" }
      return String(Character(scalar))
    }
  }
}

extension UIKeyboardHIDUsage {
  /// The HID usage of an SDL keycode, for the keys Mosaic names.
  init(sdlKeyCode code: Int32) {
    switch UInt32(bitPattern: code) {
    case UInt32(SDLK_UP.rawValue): self = .keyboardUpArrow
    case UInt32(SDLK_DOWN.rawValue): self = .keyboardDownArrow
    case UInt32(SDLK_LEFT.rawValue): self = .keyboardLeftArrow
    case UInt32(SDLK_RIGHT.rawValue): self = .keyboardRightArrow
    case UInt32(SDLK_RETURN.rawValue), UInt32(SDLK_KP_ENTER.rawValue): self = .keyboardReturnOrEnter
    case UInt32(SDLK_ESCAPE.rawValue): self = .keyboardEscape
    case UInt32(SDLK_BACKSPACE.rawValue): self = .keyboardDeleteOrBackspace
    case UInt32(SDLK_TAB.rawValue): self = .keyboardTab
    case UInt32(SDLK_SPACE.rawValue): self = .keyboardSpacebar
    case UInt32(SDLK_a.rawValue): self = .keyboardA
    case UInt32(SDLK_c.rawValue): self = .keyboardC
    case UInt32(SDLK_v.rawValue): self = .keyboardV
    case UInt32(SDLK_x.rawValue): self = .keyboardX
    case UInt32(SDLK_y.rawValue): self = .keyboardY
    case UInt32(SDLK_z.rawValue): self = .keyboardZ
    case UInt32(SDLK_DELETE.rawValue): self = .keyboardDeleteForward
    case UInt32(SDLK_HOME.rawValue): self = .keyboardHome
    case UInt32(SDLK_END.rawValue): self = .keyboardEnd
    case UInt32(SDLK_PAGEUP.rawValue): self = .keyboardPageUp
    case UInt32(SDLK_PAGEDOWN.rawValue): self = .keyboardPageDown
    default: self = .keyboardErrorUndefined
    }
  }
}
