import Foundation

/// How the keyboard capitalizes typed text. Mosaic takes text from a hardware keyboard, which
/// capitalizes nothing itself; the value is kept for code that reads it back.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No automatic capitalization.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence (the default).
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether the keyboard corrects spelling as the user types (kept, not acted on: a hardware
/// keyboard corrects nothing).
public enum UITextAutocorrectionType: Int, Sendable {
  /// The behaviour the input method chooses.
  case `default` = 0
  /// No correction.
  case no = 1
  /// Correction on.
  case yes = 2
}

/// Whether misspelled words are marked (kept, not acted on).
public enum UITextSpellCheckingType: Int, Sendable {
  /// The behaviour the input method chooses.
  case `default` = 0
  /// No spell checking.
  case no = 1
  /// Spell checking on.
  case yes = 2
}

/// Whether straight quotes become curly ones, dashes become long ones, and so on (kept, not
/// acted on).
public enum UITextSmartQuotesType: Int, Sendable {
  /// The behaviour the input method chooses.
  case `default` = 0
  /// No smart quotes.
  case no = 1
  /// Smart quotes on.
  case yes = 2
}

/// The kind of on-screen keyboard a text object asks for. A desktop has a hardware keyboard:
/// the value is kept for code that reads it back.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard of the input method.
  case `default` = 0
  /// Letters and punctuation.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// Characters of web addresses.
  case URL = 3
  /// Digits only.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// Letters plus a phone keypad.
  case namePhonePad = 6
  /// Characters of email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// Characters of Twitter handles and hashtags.
  case twitter = 9
  /// Characters of web searches.
  case webSearch = 10
  /// Digits of the ASCII range.
  case asciiCapableNumberPad = 11
}

/// The look of the on-screen keyboard (kept, not acted on).
public enum UIKeyboardAppearance: Int, Sendable {
  /// The default appearance.
  case `default` = 0
  /// A dark keyboard.
  case dark = 1
  /// A light keyboard.
  case light = 2
}

/// The title of the keyboard's Return key (kept, not acted on: the hardware key is Return).
public enum UIReturnKeyType: Int, Sendable {
  /// "return"
  case `default` = 0
  /// "Go"
  case go = 1
  /// "Google"
  case google = 2
  /// "Join"
  case join = 3
  /// "Next"
  case next = 4
  /// "Route"
  case route = 5
  /// "Search"
  case search = 6
  /// "Send"
  case send = 7
  /// "Yahoo"
  case yahoo = 8
  /// "Done"
  case done = 9
  /// "Emergency Call"
  case emergencyCall = 10
  /// "Continue"
  case `continue` = 11
}

/// What a text object's content means, so that it can be filled in automatically (kept, not
/// acted on).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type with the given name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// A web address.
  public static let URL = UITextContentType(rawValue: "url")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// How text input behaves for a text object: the keyboard's look and the corrections it makes.
///
/// Every member has a default in the protocol extension. On a desktop the text comes from a
/// hardware keyboard, so only `isSecureTextEntry` changes what Mosaic does (the text is shown
/// as dots and cannot be copied); the others are kept for code that reads them back.
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
  /// How typed text is capitalized.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether spelling is corrected.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether misspellings are marked.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// The keyboard asked for.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's look.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The Return key's title.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether Return is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is a secret: shown as dots, and not copied.
  var isSecureTextEntry: Bool { get set }
  /// What the content means.
  var textContentType: UITextContentType! { get set }
}

/// A responder that takes typed text: while it is the first responder, characters typed on
/// the keyboard reach `insertText(_:)` and Backspace reaches `deleteBackward()`.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text to delete.
  var hasText: Bool { get }
  /// Inserts `text` where the caret is, replacing any selected text.
  func insertText(_ text: String)
  /// Deletes the character before the caret, or the selected text.
  func deleteBackward()
}

extension UITextInputTraits {
  /// Sentences, unless the conforming type keeps its own value.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// The default, unless the conforming type keeps its own value.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// The default, unless the conforming type keeps its own value.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// The default keyboard, unless the conforming type keeps its own value.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// The default look, unless the conforming type keeps its own value.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// "return", unless the conforming type keeps its own value.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// False, unless the conforming type keeps its own value.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// False, unless the conforming type keeps its own value.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// None, unless the conforming type keeps its own value.
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}
