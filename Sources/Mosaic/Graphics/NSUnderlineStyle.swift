/// The styles of underlines and strikethrough lines, with UIKit's raw values: a line style,
/// optionally combined with a pattern and `.byWord`.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
  /// The raw bits of the style.
  public let rawValue: Int

  /// Creates a style from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A single thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A single thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the pattern of a style without one).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// A line of alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A line of alternating dashes and pairs of dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// The line is drawn under words only, not under the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
