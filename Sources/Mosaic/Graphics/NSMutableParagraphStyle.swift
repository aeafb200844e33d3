import Foundation

/// A paragraph style whose values can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The horizontal alignment of the lines; `.natural` by default.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// The space added between the lines of a paragraph, in points; 0 by default.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// The space added after the paragraph, in points; 0 by default.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// The space added before the paragraph, in points; 0 by default.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The indent of every line but the first from the leading edge, in points; 0 by
  /// default.
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The indent of the first line from the leading edge, in points; 0 by default.
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The trailing indent: positive values measure from the leading edge, negative values
  /// from the trailing edge; 0 (no indent) by default.
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// How lines that do not fit are broken; `.byWordWrapping` by default.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// The smallest height of a line, in points; 0 (no minimum) by default.
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The largest height of a line, in points; 0 (no maximum) by default.
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The multiple of the natural line height each line takes; 0 (the natural height) by
  /// default.
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// How eagerly words are hyphenated, from 0 (never, the default) to 1. Mosaic stores it.
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Whether letters may be tightened before truncating; false by default. Mosaic stores
  /// it.
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }

  /// Gives this style the values of `obj` (the default values when nil).
  open func setParagraphStyle(_ obj: NSParagraphStyle?) {
    values = obj?.values ?? Values()
  }
}
