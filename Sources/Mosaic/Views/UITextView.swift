import Foundation

/// A scrollable view that shows multi-line text, wrapped to its width, inset by
/// `textContainerInset`.
///
/// As in UIKit it is a `UIScrollView`: its `contentSize` is the view's width by the height of
/// the wrapped text plus the container insets, so it scrolls vertically when the text is
/// longer than the view. Mosaic's text view shows read-only text (`isEditable` is accepted
/// but editing is not offered).
@MainActor @preconcurrency
open class UITextView: UIScrollView {
  /// Creates a text view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  /// Creates a text view from an archive. Mosaic has no archives, so this makes the same text view as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
  }

  private func setUpTextView() {
    contentMode = .redraw
    backgroundColor = .systemBackground
    updateTextContentSize()
  }

  /// The text shown; empty by default.
  open var text: String! = "" {
    didSet { textLayoutChanged() }
  }

  /// The font; the 12-point system font by default, as on iOS.
  open var font: UIFont? = .systemFont(ofSize: 12) {
    didSet { textLayoutChanged() }
  }

  /// The text color; `.label` by default.
  open var textColor: UIColor? = .label {
    didSet { setNeedsDisplay() }
  }

  /// The horizontal alignment of the text; `.natural` by default: left in a left-to-right
  /// layout direction, right in a right-to-left one.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// Whether the user may edit the text; true by default (Mosaic shows text read-only).
  open var isEditable = true

  /// Whether the user may select the text; true by default.
  open var isSelectable = true

  /// The inset of the text from the view's edges; 8 points top and bottom by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutChanged() }
  }

  /// The padding at each end of a line inside the container, 5 points as in TextKit.
  static let lineFragmentPadding: CGFloat = 5

  var textStyle: TextStyle {
    TextStyle(
      font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label,
      alignment: resolvedTextAlignment(textAlignment), lineBreakMode: .byWordWrapping,
      numberOfLines: 0)
  }

  /// The rectangle the text wraps in, in content coordinates.
  var textRect: CGRect {
    let inset = textContainerInset
    let padding = Self.lineFragmentPadding
    return CGRect(
      x: inset.left + padding, y: inset.top,
      width: max(0, bounds.width - inset.left - inset.right - 2 * padding),
      height: max(0, max(contentSize.height, bounds.height) - inset.top - inset.bottom))
  }

  /// The width `contentSize` was last measured for (nil when the text changed since).
  private var measuredWidth: CGFloat?

  private func textLayoutChanged() {
    measuredWidth = nil
    updateTextContentSize()
    setNeedsDisplay()
  }

  /// Makes `contentSize` the view's width by the height of the wrapped text and insets.
  private func updateTextContentSize() {
    let width = bounds.width
    guard measuredWidth != width else { return }
    measuredWidth = width
    let height = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    contentSize = CGSize(width: width, height: height)
  }

  /// Lays out the text view: the content size follows a change of width.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateTextContentSize()
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    setNeedsDisplay()
  }

  /// The size that shows all the text at the given width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let inset = textContainerInset
    let width = max(0, size.width - inset.left - inset.right - 2 * Self.lineFragmentPadding)
    let text = self.text ?? ""
    let measured = TextRenderer.boundingSize(
      of: text.isEmpty ? " " : text, style: textStyle, maxWidth: width)
    return CGSize(width: size.width, height: measured.height + inset.top + inset.bottom)
  }

  /// Draws the text wrapped inside the container inset, scrolled by the content offset.
  open override func draw(_ rect: CGRect) {
    guard let text, !text.isEmpty, let ctx = UIGraphicsGetCurrentContext() else { return }
    TextRenderer.draw(text, style: textStyle, in: textRect, context: ctx.cairo)
  }
}

extension UITextView: LayoutDirectionDrawing {}
