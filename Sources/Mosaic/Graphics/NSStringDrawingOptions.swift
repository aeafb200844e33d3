/// How strings are laid out when they are measured or drawn, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits of the options.
  public let rawValue: Int

  /// Creates options from their raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The text is laid out in lines wrapped at the given width (without it, on one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line heights use the font's leading. Mosaic's lines always include it.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds are measured instead of typographic bounds. Mosaic stores the option.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Text that does not fit is cut with an ellipsis on the last visible line.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
