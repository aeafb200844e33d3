import Foundation

/// A text field styled for searching: a magnifying glass at the left, a rounded gray
/// background, a clear button while editing with text, and optional tokens (chips standing for
/// search terms) before the text.
///
/// It edits text with the same engine as every `UITextField`. Tokens are drawn before the
/// text; Backspace at the start of the text removes the last one (when
/// `allowsDeletingTokens`); `text` holds the text after the tokens only.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
  /// Creates a search field with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchField()
  }

  /// Creates a search field from an archive. Mosaic has no archives, so this makes the same
  /// field as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchField()
  }

  /// The magnifying glass shown as the left view.
  let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))

  /// The search bar the field belongs to, told about Escape.
  @Unretained var searchBar: UISearchBar?

  /// The corner radius of the gray background.
  static let cornerRadius: CGFloat = 10

  private func setUpSearchField() {
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = Self.cornerRadius
    font = .systemFont(ofSize: 17)
    clearButtonMode = .whileEditing
    returnKeyType = .search
    glass.tintColor = .secondaryLabel
    glass.contentMode = .scaleAspectFit
    glass.isUserInteractionEnabled = false
    glass.frame = CGRect(x: 0, y: 0, width: 18, height: 18)
    leftView = glass
    leftViewMode = .always
  }

  // MARK: Tokens

  /// The tokens shown before the text, in order. Setting them redraws the field and sends no
  /// action.
  open var tokens: [UISearchToken] = [] {
    didSet { textDidChange() }
  }

  /// Inserts `token` at `tokenIndex` (0...tokens.count).
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
  }

  /// Removes the token at `tokenIndex`; an index outside the tokens does nothing.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else { return }
    tokens.remove(at: tokenIndex)
  }

  /// Whether Backspace at the start of the text removes the last token; true by default.
  open var allowsDeletingTokens = true

  /// Whether tokens may be copied (kept: copying copies the text only).
  open var allowsCopyingTokens = true

  /// The color behind each token; the tint color at a fifth of its opacity when nil.
  open var tokenBackgroundColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The range of the text after the tokens: all of `text`.
  open var textualRange: UITextRange {
    UITextRange(from: beginningOfDocument, to: endOfDocument)
  }

  /// Replaces the text of `range` with `token`, inserted at `tokenIndex`: the text becomes a
  /// token.
  open func replaceTextualPortion(
    of range: UITextRange, with token: UISearchToken, at tokenIndex: Int
  ) {
    replace(range, withText: "")
    insertToken(token, at: tokenIndex)
  }

  // MARK: Geometry

  /// The spacing between the magnifying glass and the text, and between tokens.
  private static let gap: CGFloat = 6

  /// The magnifying glass: 18 points square, 8 points in from the left, centered vertically.
  open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard leftView != nil else { return .zero }
    let size =
      leftView === glass
      ? CGSize(width: 18, height: 18)
      : super.leftViewRect(
        forBounds: bounds
      ).size
    return CGRect(
      x: bounds.minX + 8, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// The text's rectangle: after the magnifying glass and the tokens, before the clear button.
  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.textRect(forBounds: bounds)
    let lead = (showsLeftView ? Self.gap : 8) + tokensWidth
    rect.origin.x += lead
    rect.size.width = max(0, rect.width - lead)
    return rect
  }

  /// The clear button: 19 points square, 6 points in from the right.
  open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 25, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  /// A search field is 36 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: super.intrinsicContentSize.width + 40, height: 36)
  }

  // MARK: Drawing tokens

  /// The font of the tokens' text.
  private var tokenFont: UIFont { _font.withSize(max(9, _font.pointSize - 2)) }

  /// The widths of the tokens, as drawn.
  private var tokenWidths: [CGFloat] {
    var style = textStyle(color: .label)
    style.font = tokenFont
    return tokens.map {
      (TextRenderer.measuredSize(of: $0.text, style: style, maxWidth: nil).width + 16).rounded(
        .up) + ($0.icon == nil ? 0 : 18)
    }
  }

  /// The room the tokens take before the text, with the gaps after each.
  var tokensWidth: CGFloat {
    tokenWidths.reduce(0) { $0 + $1 + Self.gap }
  }

  /// Draws the field, then the tokens before its text.
  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard !tokens.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
    let widths = tokenWidths
    var x = textRect(forBounds: bounds).minX - tokensWidth
    let height = min(bounds.height - 8, tokenFont.lineHeight + 8).rounded()
    let y = (bounds.midY - height / 2).rounded()
    var style = textStyle(color: .label)
    style.font = tokenFont
    for (token, width) in zip(tokens, widths) {
      let chip = CGRect(x: x, y: y, width: width, height: height)
      (tokenBackgroundColor ?? tintColor.withAlphaComponent(0.2)).setFill()
      UIBezierPath(roundedRect: chip, cornerRadius: 6).fill()
      var textX = chip.minX + 8
      if let icon = token.icon {
        icon.draw(in: CGRect(x: textX, y: chip.midY - 7, width: 14, height: 14))
        textX += 18
      }
      TextRenderer.draw(
        token.text, style: style,
        in: CGRect(
          x: textX, y: chip.midY - tokenFont.lineHeight / 2, width: chip.maxX - textX,
          height: tokenFont.lineHeight + 1), context: context)
      x += width + Self.gap
    }
  }

  // MARK: Editing

  /// Deletes backward; at the start of the text with nothing selected, removes the last
  /// token instead (when `allowsDeletingTokens`), as an edit: `.editingChanged` is sent.
  open override func deleteBackward() {
    if deleteLastToken() { return }
    super.deleteBackward()
  }

  /// Removes the last token when the caret is at the start of the text with nothing selected
  /// and tokens may be deleted, as an edit; returns whether it did.
  private func deleteLastToken() -> Bool {
    guard allowsDeletingTokens, !tokens.isEmpty, selectedCharacterRange == 0..<0 else {
      return false
    }
    tokens.removeLast()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    return true
  }

  /// Escape while editing cancels the search of the field's search bar (see `UISearchBar`);
  /// other keys edit as in any text field.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var rest: Set<UIPress> = []
    for press in presses {
      if isEditing, press.key?.keyCode == .keyboardEscape, searchBar?.escapePressed() == true {
        continue
      }
      if isEditing, press.key?.keyCode == .keyboardDeleteOrBackspace, deleteLastToken() {
        continue
      }
      rest.insert(press)
    }
    if !rest.isEmpty { super.pressesBegan(rest, with: event) }
  }
}

/// A token in a search field: an icon and a short text standing for a search term, with the
/// object it represents.
@MainActor @preconcurrency
open class UISearchToken: NSObject {
  /// The icon drawn before the text, or nil.
  let icon: UIImage?
  /// The text the token shows.
  let text: String

  /// Creates a token showing `icon` (or none) and `text`.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
    super.init()
  }

  /// The object the token stands for, for the app's use; nil by default.
  open var representedObject: Any?
}
