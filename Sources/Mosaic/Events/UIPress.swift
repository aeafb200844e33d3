import Foundation

/// Modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Creates flags from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock is on.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// A Shift key.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// A Control key.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// An Alt (Option) key.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// The Super (Command) key.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key on the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes of keyboard keys (the ones Mosaic reports).
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardA = 0x04
  case keyboardC = 0x06
  case keyboardV = 0x19
  case keyboardX = 0x1B
  case keyboardY = 0x1C
  case keyboardZ = 0x1D
  case keyboardReturnOrEnter = 0x28
  case keyboardEscape = 0x29
  case keyboardDeleteOrBackspace = 0x2A
  case keyboardTab = 0x2B
  case keyboardSpacebar = 0x2C
  case keyboardHome = 0x4A
  case keyboardPageUp = 0x4B
  case keyboardDeleteForward = 0x4C
  case keyboardEnd = 0x4D
  case keyboardPageDown = 0x4E
  case keyboardRightArrow = 0x4F
  case keyboardLeftArrow = 0x50
  case keyboardDownArrow = 0x51
  case keyboardUpArrow = 0x52
  /// A key Mosaic does not name.
  case keyboardErrorUndefined = 0x03
}

/// A key on a physical keyboard.
public final class UIKey: NSObject, @unchecked Sendable {
  /// The characters the key produces with its modifiers.
  public let characters: String
  /// The characters the key produces without modifiers ("c" for Ctrl+C; arrows and Escape
  /// give UIKit's `UIKeyCommand.inputUpArrow`-style strings).
  public let charactersIgnoringModifiers: String
  /// The modifier keys held.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's HID usage code.
  public let keyCode: UIKeyboardHIDUsage

  init(
    characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
    keyCode: UIKeyboardHIDUsage
  ) {
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
    self.keyCode = keyCode
  }
}

/// One physical button press: here, a key.
@MainActor @preconcurrency
open class UIPress: NSObject {
  /// The phases of a press.
  public enum Phase: Int, Sendable {
    /// The key went down.
    case began
    /// The key's value changed.
    case changed
    /// The key is held.
    case stationary
    /// The key went up.
    case ended
    /// The press was cancelled.
    case cancelled
  }

  /// The press's phase.
  open internal(set) var phase: Phase = .began
  /// When the press last changed, in animation-clock seconds.
  open internal(set) var timestamp: TimeInterval = 0
  /// The key pressed.
  open internal(set) var key: UIKey?

  override init() { super.init() }
}

/// An event describing key presses.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
  var pressSet: Set<UIPress> = []

  /// The presses of the event.
  open var allPresses: Set<UIPress> { pressSet }
}

/// A key combination with an action; Mosaic offers its input constants.
public enum UIKeyCommand {
  /// The Up Arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The Down Arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The Left Arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The Right Arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key.
  public static let inputEscape = "UIKeyInputEscape"
}
