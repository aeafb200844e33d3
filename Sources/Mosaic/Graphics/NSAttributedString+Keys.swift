import Foundation

extension NSAttributedString.Key {
  /// The attribute holding the `NSParagraphStyle` of the text: alignment, line spacing,
  /// indents and line breaking (the default paragraph style when absent).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The attribute holding the `UIColor` painted behind the text (nothing when absent).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The attribute holding the number of points (a `CGFloat` or `NSNumber`) added after each
  /// character; 0, the font's own spacing, when absent.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The attribute holding the underline (an `NSUnderlineStyle` raw value as an `Int` or
  /// `NSNumber`, or the style itself); no underline when absent.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The attribute holding the `UIColor` of the underline; the text's color when absent.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The attribute holding the line through the text (an `NSUnderlineStyle` raw value as an
  /// `Int` or `NSNumber`, or the style itself); no line when absent.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The attribute holding the `UIColor` of the strikethrough line; the text's color when
  /// absent.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The attribute holding how many points (a `CGFloat` or `NSNumber`) the text is raised
  /// above the baseline; negative values lower it.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The attribute holding the `NSShadow` drawn beneath the text; no shadow when absent.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The attribute holding a link (a `URL` or `String`); the text is drawn as a link.
  public static let link = NSAttributedString.Key("NSLink")
  /// The attribute holding the `NSTextAttachment` shown in place of the character (an
  /// attachment character, U+FFFC).
  public static let attachment = NSAttributedString.Key("NSAttachment")
}
