import CSDL2

extension UIKeyModifierFlags {
  /// Converts SDL's modifier bits (`SDL_Keymod`).
  init(sdl mod: UInt32) {
    var value: UIKeyModifierFlags = []
    if mod & KMOD_SHIFT.rawValue != 0 { value.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { value.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { value.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { value.insert(.command) }
    if mod & KMOD_CAPS.rawValue != 0 { value.insert(.alphaShift) }
    self = value
  }
}

/// How SDL's key codes map to UIKit's key characters.
enum SDLKeyboard {
  /// The UIKit-style characters for an SDL keycode (see `KeyEvent.characters`).
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
