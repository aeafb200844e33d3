import Foundation

/// How the paragraphs of attributed text are laid out: alignment, line spacing, indents and
/// line breaking. Immutable; `NSMutableParagraphStyle` is the mutable subclass.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The values of a paragraph style.
  struct Values: Hashable {
    var alignment: NSTextAlignment = .natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var headIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
  }

  /// The style's values (set only by `NSMutableParagraphStyle`).
  var values = Values()

  /// Creates a paragraph style with the default values.
  public override init() { super.init() }

  /// The default paragraph style: natural alignment, no spacing or indents, wrapping by
  /// words.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The horizontal alignment of the lines; `.natural` by default.
  open var alignment: NSTextAlignment { values.alignment }
  /// The space added between the lines of a paragraph, in points; 0 by default.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space added after the paragraph, in points; 0 by default.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// The space added before the paragraph, in points; 0 by default.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The indent of every line but the first from the leading edge, in points; 0 by
  /// default.
  open var headIndent: CGFloat { values.headIndent }
  /// The indent of the first line from the leading edge, in points; 0 by default.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The trailing indent: positive values measure from the leading edge, negative values
  /// from the trailing edge; 0 (no indent) by default.
  open var tailIndent: CGFloat { values.tailIndent }
  /// How lines that do not fit are broken; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The smallest height of a line, in points; 0 (no minimum) by default.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The largest height of a line, in points; 0 (no maximum) by default.
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The multiple of the natural line height each line takes; 0 (the natural height) by
  /// default.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// How eagerly words are hyphenated, from 0 (never, the default) to 1. Mosaic stores it.
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether letters may be tightened before truncating; false by default. Mosaic stores
  /// it.
  open var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }

  /// Returns an immutable paragraph style with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// Returns a mutable paragraph style with the same values.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Whether `object` is a paragraph style with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return other.values == values
  }

  /// A hash of the style's values, equal for equal styles.
  open override var hash: Int { values.hashValue }
}
