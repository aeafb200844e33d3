import Foundation

/// A view that shows one or more lines of read-only text.
@MainActor @preconcurrency
open class UILabel: UIView {
  /// Creates a label with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  /// Creates a label from an archive. Mosaic has no archives, so this makes the same label as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  /// The text shown; nil by default. Setting it also replaces `attributedText` with the same
  /// characters styled by the label's own font, color and alignment.
  open var text: String? {
    get { storedText }
    set {
      let hadAttributes = attributedContent != nil
      attributedContent = nil
      if storedText != newValue || hadAttributes {
        storedText = newValue
        textChanged()
      }
    }
  }

  /// The characters shown (the attributed string's, when one was set).
  private var storedText: String?

  /// The attributed string shown (nil when plain text was set): the one set, read with the
  /// label's defaults where it had none and with `font`, `textColor` and `textAlignment` set
  /// afterwards applied to all of it.
  var attributedContent: DefaultedAttributedString?

  /// Whether the label is taking its font, color and alignment from a new attributed string
  /// (which then must not be restyled with them).
  var isAdoptingAttributes = false

  /// The text with its attributes; nil by default. Reading it returns the string with the
  /// label's font, text color and paragraph style (alignment, line breaking) added wherever
  /// it has none. Setting it also sets `text` to its characters and the label's `font`,
  /// `textColor` and `textAlignment` to the attributes at its first character.
  open var attributedText: NSAttributedString? {
    get { attributedTextWithLabelDefaults() }
    set { setAttributedContent(newValue) }
  }

  /// The font; the 17-point system font by default.
  /// Setting it restyles all of an attributed text with it.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet {
      if let font { restyleAttributedContent(.font, value: font) }
      textChanged()
    }
  }

  /// The text color; `.label` by default.
  /// Setting it restyles all of an attributed text with it.
  open var textColor: UIColor! = .label {
    didSet {
      if let textColor { restyleAttributedContent(.foregroundColor, value: textColor) }
      setNeedsDisplay()
    }
  }

  /// The color of the text while `isHighlighted` is true.
  open var highlightedTextColor: UIColor? {
    didSet { if isHighlighted { setNeedsDisplay() } }
  }

  /// Whether the label draws with its highlighted text color.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { setNeedsDisplay() } }
  }

  /// Whether the text is drawn normally (true) or dimmed.
  open var isEnabled = true {
    didSet { if oldValue != isEnabled { setNeedsDisplay() } }
  }

  /// The horizontal alignment of the text; `.natural` by default: left in a left-to-right
  /// layout direction, right in a right-to-left one (`effectiveUserInterfaceLayoutDirection`).
  /// Setting it aligns all of an attributed text's paragraphs so.
  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      realignAttributedContent()
      setNeedsDisplay()
    }
  }

  /// The maximum number of lines; 1 by default, 0 for as many as needed.
  open var numberOfLines = 1 {
    didSet { textChanged() }
  }

  /// How text that does not fit is wrapped and truncated; tail truncation by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textChanged() }
  }

  /// The width used to wrap multi-line text for the intrinsic content size; 0 by default,
  /// which wraps at the width the last Auto Layout pass gave the label (UIKit's second pass).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether a single-line label draws its text in a smaller font when the text is wider
  /// than the label, down to `minimumScaleFactor` times the font's size; false by default.
  /// Text that still does not fit is then truncated as `lineBreakMode` says.
  open var adjustsFontSizeToFitWidth = false {
    didSet { if oldValue != adjustsFontSizeToFitWidth { setNeedsDisplay() } }
  }

  /// The smallest multiple of the font's size that `adjustsFontSizeToFitWidth` may shrink
  /// the text to; 0 (the default) means the text is not shrunk.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { if oldValue != minimumScaleFactor { setNeedsDisplay() } }
  }

  /// Whether the label's font follows changes of the preferred content size category
  /// (Dynamic Type); false by default. Mosaic stores the value: on the desktop the content
  /// size category is fixed at `.large`, so text-style fonts keep their default sizes.
  open var adjustsFontForContentSizeCategory = false

  /// Whether the label may tighten the spacing between letters before truncating text that
  /// does not fit; false by default. Mosaic stores the value and truncates without
  /// tightening.
  open var allowsDefaultTighteningForTruncation = false

  /// The last sizes `sizeThatFits(_:)` measured, by wrapping width (nil: one line); emptied
  /// whenever the text or anything that shapes it changes.
  private var measuredSizes: [(maxWidth: CGFloat?, size: CGSize)] = []

  func textChanged() {
    measuredSizes.removeAll(keepingCapacity: true)
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
    superview?.setNeedsLayout()
  }

  /// The traits changed: a change of layout direction redraws the text, whose natural
  /// alignment follows it.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
      setNeedsDisplay()
    }
  }

  /// The tint color changed: links in an attributed text are drawn with it.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if attributedContent != nil { setNeedsDisplay() }
  }

  var textStyle: TextStyle {
    var color: UIColor = textColor ?? .label
    if isHighlighted, let h = highlightedTextColor { color = h }
    if !isEnabled { color = color.withAlphaComponent(color.rgba.a * 0.44) }
    return TextStyle(
      font: font ?? .systemFont(ofSize: 17), color: color,
      alignment: resolvedTextAlignment(textAlignment),
      lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
  }

  /// The size that fits the text: a single-line label ignores the width; a multi-line label
  /// wraps to `size.width` (when positive).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let maxWidth: CGFloat? =
      numberOfLines == 1 || !(size.width > 0) || !size.width.isFinite ? nil : size.width
    return measuredSize(of: text, maxWidth: maxWidth)
  }

  /// The size of `text` (the label's) in `textStyle`, wrapped to `maxWidth` (nil: one line),
  /// remembered until the text or its style changes.
  func measuredSize(of text: String, maxWidth: CGFloat?) -> CGSize {
    if let known = measuredSizes.first(where: { $0.maxWidth == maxWidth }) { return known.size }
    let measured =
      if let attributedContent {
        AttributedTextRenderer.boundingSize(
          of: attributedContent, defaults: attributedDefaults(textStyle), maxWidth: maxWidth)
      } else {
        TextRenderer.boundingSize(of: text, style: textStyle, maxWidth: maxWidth)
      }
    if measuredSizes.count == 4 { measuredSizes.removeFirst() }
    measuredSizes.append((maxWidth, measured))
    return measured
  }

  /// The size of the text on one line, or wrapped to `preferredMaxLayoutWidth`, or, for a
  /// multi-line label without one, wrapped to the width Auto Layout gave it.
  open override var intrinsicContentSize: CGSize {
    let layoutWidth = numberOfLines != 1 ? autoLayoutStorage?.layoutWidth : nil
    let width =
      preferredMaxLayoutWidth > 0
      ? preferredMaxLayoutWidth : layoutWidth ?? .greatestFiniteMagnitude
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }

  /// The rectangle the text is drawn in: as tall as the text (up to the bounds), centred
  /// vertically in `bounds`.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    guard let text, !text.isEmpty else {
      return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }
    let shrunkSize = shrunkFontSize(forWidth: bounds.width)
    let size: CGSize
    if numberOfLines == self.numberOfLines, shrunkSize == nil {
      // The label's own measurement: on one line, the natural size when the text fits (a
      // truncated line may be lower, without the characters of a taller fallback font).
      let natural = numberOfLines == 1 ? measuredSize(of: text, maxWidth: nil) : nil
      size =
        natural.flatMap { $0.width <= bounds.width ? $0 : nil }
        ?? measuredSize(of: text, maxWidth: bounds.width)
    } else {
      var style = textStyle
      if let shrunkSize { style.font = style.font.withSize(shrunkSize) }
      style.numberOfLines = numberOfLines
      size =
        if let attributedContent {
          AttributedTextRenderer.boundingSize(
            of: attributedContent, defaults: attributedDefaults(style), maxWidth: bounds.width)
        } else {
          TextRenderer.boundingSize(of: text, style: style, maxWidth: bounds.width)
        }
    }
    let h = min(size.height, bounds.height)
    return CGRect(
      x: bounds.minX, y: bounds.minY + ((bounds.height - h) / 2).rounded(.down),
      width: bounds.width,
      height: h)
  }

  /// Draws the text in `rect`; override to change how the text is drawn.
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty, let ctx = UIGraphicsGetCurrentContext() else { return }
    let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    if let attributedContent {
      AttributedTextRenderer.draw(
        attributedContent, defaults: attributedDefaults(textStyle), in: textRect, context: ctx)
      return
    }
    TextRenderer.draw(
      text, style: drawingStyle(forWidth: textRect.width), in: textRect, context: ctx.cairo)
  }

  /// The style the text is drawn with in `width` points: `textStyle`, with the font shrunk
  /// to fit the width when `adjustsFontSizeToFitWidth` applies (one line, a scale factor
  /// below 1).
  func drawingStyle(forWidth width: CGFloat) -> TextStyle {
    var style = textStyle
    if let size = shrunkFontSize(forWidth: width) { style.font = style.font.withSize(size) }
    return style
  }

  /// The font size the text is shrunk to so that it fits `width` points, when
  /// `adjustsFontSizeToFitWidth` applies (one line, a scale factor below 1) and the text does
  /// not fit at its own size; nil otherwise.
  private func shrunkFontSize(forWidth width: CGFloat) -> CGFloat? {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0,
      minimumScaleFactor < 1, width > 0, width.isFinite, let text, !text.isEmpty,
      attributedContent == nil
    else { return nil }
    let style = textStyle
    let fullSize = style.font.pointSize
    func widthOfText(atSize size: CGFloat) -> CGFloat {
      var trial = style
      trial.font = style.font.withSize(size)
      trial.lineBreakMode = .byClipping
      return TextRenderer.measuredSize(of: text, style: trial, maxWidth: nil).width
    }
    let natural = widthOfText(atSize: fullSize)
    guard natural > width else { return nil }
    let smallest = fullSize * minimumScaleFactor
    // Text width grows about linearly with the size: start from the proportional size,
    // then step down until the text fits (hinting can make it a little wider).
    var size = max(smallest, (fullSize * width / natural * 4).rounded(.down) / 4)
    while size > smallest, widthOfText(atSize: size) > width {
      size = max(smallest, size - 0.25)
    }
    return size
  }

  /// Draws the label by calling `drawText(in:)` with the bounds.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }
}

extension UILabel: AutoLayoutText, LayoutDirectionDrawing {
  /// The offsets of the first and last baselines from the label's vertical centre (the text
  /// is centred vertically), for baseline constraints; nil without text.
  var baselineOffsets: (first: Double, last: Double)? {
    guard let text, !text.isEmpty, let font else { return nil }
    let height = intrinsicContentSize.height
    guard height.isFinite, height > 0 else { return nil }
    return (Double(-height / 2 + font.ascender), Double(height / 2 + font.descender))
  }

  /// Whether the label wraps at the width its constraints give it: several lines and no
  /// `preferredMaxLayoutWidth`.
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
}
