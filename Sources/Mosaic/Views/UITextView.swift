import Foundation

/// A scrollable view that shows multi-line text, wrapped to its width, inset by
/// `textContainerInset`.
///
/// As in UIKit it is a `UIScrollView`: its `contentSize` is the view's width by the height of
/// the wrapped text plus the container insets, so it scrolls vertically when the text is
/// longer than the view.
///
/// While `isEditable` (the default), a tap makes it the first responder and starts editing:
/// a caret blinks in the tint color, typed text is inserted, and the desktop editing keys of
/// `TextKeyBindings` edit it (Backspace, Delete, the arrows by character or word with Shift
/// to select, Home and End to the text's ends, Ctrl or Super with A, C, X, V, Z and Y).
/// Edits post `textDidChangeNotification`; setting `text` in code does not.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UIKeyInput {
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

  /// Sets up what every text view has: redrawn on resize, the system background, a content
  /// size for its text.
  private func setUpTextView() {
    contentMode = .redraw
    backgroundColor = .systemBackground
    updateTextContentSize()
  }

  /// The text shown; empty by default. Setting it puts the caret at the end.
  open var text: String! = "" {
    didSet {
      if !isSettingAttributedText { attributedContent = nil }
      if editingBuffer.text != (text ?? "") {
        editingBuffer.setText(text ?? "")
        undoHistory.removeAll()
      }
      textLayoutChanged()
    }
  }

  /// The text with its attributes. Reading it returns the string with the view's font and
  /// text color added wherever it has none; setting it sets `text` to its characters, drawn
  /// with its attributes (setting `text` afterwards, or editing, drops them).
  open var attributedText: NSAttributedString! {
    get {
      DefaultedAttributedString(
        attributedContent ?? NSAttributedString(string: text ?? ""),
        defaults: [
          .font: font ?? UIFont.systemFont(ofSize: 12),
          .foregroundColor: textColor ?? UIColor.label,
        ])
    }
    set {
      let content = newValue.map { DefaultedAttributedString($0) }
      isSettingAttributedText = true
      text = content?.string ?? ""
      isSettingAttributedText = false
      attributedContent = content.flatMap { $0.length > 0 ? $0 : nil }
      textLayoutChanged()
    }
  }

  /// The attributed string as set, drawn instead of the plain text; nil for plain text.
  var attributedContent: DefaultedAttributedString?
  private var isSettingAttributedText = false

  /// The attributes links are drawn with; the tint color, underlined, by default.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! {
    get {
      linkAttributesStorage ?? [
        .foregroundColor: tintColor ?? .systemBlue,
        .underlineStyle: NSUnderlineStyle.single.rawValue,
      ]
    }
    set {
      linkAttributesStorage = newValue
      setNeedsDisplay()
    }
  }
  private var linkAttributesStorage: [NSAttributedString.Key: Any]?

  /// What the attributed renderer uses where the string has no attribute of its own.
  var attributedDefaults: AttributedTextDefaults {
    AttributedTextDefaults(
      style: textStyle, naturalAlignment: resolvedTextAlignment(.natural),
      linkAttributes: linkTextAttributes)
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

  /// Whether the user may edit the text; true by default. Setting false ends editing.
  open var isEditable = true {
    didSet {
      if !isEditable, isFirstResponder { resignFirstResponder() }
    }
  }

  /// Whether the user may select the text; true by default.
  open var isSelectable = true

  /// The inset of the text from the view's edges; 8 points top and bottom by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutChanged() }
  }

  /// The padding at each end of a line inside the container, 5 points as in TextKit.
  static let lineFragmentPadding: CGFloat = 5

  /// How the text is laid out: the view's font, color and alignment, wrapped by words.
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

  /// After the text or its layout changed: measures again, redraws, and moves the caret.
  func textLayoutChanged() {
    measuredWidth = nil
    updateTextContentSize()
    setNeedsDisplay()
    if isEditingText { placeCaret() }
  }

  /// Makes `contentSize` the view's width by the height of the wrapped text and insets.
  private func updateTextContentSize() {
    let width = bounds.width
    guard measuredWidth != width else { return }
    measuredWidth = width
    let height = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    contentSize = CGSize(width: width, height: height)
  }

  /// Lays out the text view: the content size follows a change of width, the caret the text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateTextContentSize()
    if isEditingText { placeCaret() }
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
    let measured =
      if let attributedContent {
        AttributedTextRenderer.boundingSize(
          of: attributedContent, defaults: attributedDefaults, maxWidth: width)
      } else {
        TextRenderer.boundingSize(
          of: text.isEmpty ? " " : text, style: textStyle, maxWidth: width)
      }
    return CGSize(width: size.width, height: measured.height + inset.top + inset.bottom)
  }

  /// Draws the text wrapped inside the container inset, scrolled by the content offset, over
  /// the selection while editing.
  open override func draw(_ rect: CGRect) {
    guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
    if isEditingText { drawSelection() }
    if let attributedContent {
      AttributedTextRenderer.draw(
        attributedContent, defaults: attributedDefaults, in: textRect, context: context)
      return
    }
    TextRenderer.draw(text, style: textStyle, in: textRect, context: context)
  }

  // MARK: Editing

  /// The text, its selection and the caret's place, while and between editing.
  var editingBuffer = TextEditingBuffer()
  /// The user's edits that can be undone and redone.
  var undoHistory = TextUndoHistory()
  /// Whether the text view is editing (is the first responder).
  private(set) var isEditingText = false
  /// The caret: a thin bar in the tint color, added when editing first begins.
  lazy var caret: UIView = {
    let bar = UIView()
    bar.isUserInteractionEnabled = false
    bar.isHidden = true
    return bar
  }()
  /// The caret's blink, which runs while the text view is editing in a window.
  lazy var caretBlink = CaretBlink(
    isActive: { [unowned self] in self.isEditingText && self.window != nil },
    didToggle: { [unowned self] in self.updateCaretVisibility() })

  /// An editable text view can become the first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Starts editing: the caret shows where the selection is (the end of the text, unless the
  /// user or code moved it).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard super.becomeFirstResponder() else { return false }
    isEditingText = true
    if caret.superview !== self { addSubview(caret) }
    editingDidChange()
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Stops editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  /// Ends editing once the text view is no longer the first responder: a composition in
  /// progress stays as ordinary text.
  func finishEditing() {
    guard isEditingText else { return }
    isEditingText = false
    editingBuffer.unmark()
    editingDidChange()
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// The caret blinks only in a window; a text view leaving its window stops editing.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isFirstResponder { resignFirstResponder() }
    if isEditingText { caretBlink.schedule() }
  }

  /// Whether there is text.
  open var hasText: Bool { !editingBuffer.text.isEmpty }

  /// Inserts `text` in place of the selection (or of the text being composed, which it
  /// commits), as typing does.
  open func insertText(_ text: String) {
    let range = editingBuffer.markedCharacters ?? editingBuffer.selection
    editingBuffer.unmark()
    replace(range, with: text, typing: range.isEmpty)
  }

  /// Deletes the selection, or the character before the caret, as Backspace does.
  open func deleteBackward() {
    replace(editingBuffer.rangeToDelete(.backward, by: .character), with: "")
  }

  /// Edits the text for the editing keys while editing (characters come through
  /// `insertText(_:)`); other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses {
      guard isEditingText, let key = press.key, let command = TextKeyBindings.command(for: key),
        perform(command, for: key)
      else {
        unhandled.insert(press)
        continue
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// An editable text view keeps its touches (a tap edits it); others pass them on.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isEditable { super.touchesBegan(touches, with: event) }
  }

  /// An editable text view keeps its touches; others pass them on.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isEditable { super.touchesMoved(touches, with: event) }
  }

  /// An editable text view keeps its touches; others pass them on.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isEditable { super.touchesCancelled(touches, with: event) }
  }

  /// A tap on an editable text view begins editing with the caret where it landed.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEditable, let touch = touches.first else {
      super.touchesEnded(touches, with: event)
      return
    }
    let point = touch.location(in: self)
    guard bounds.contains(point), isFirstResponder || becomeFirstResponder() else { return }
    move(to: characterIndex(at: point), extending: false)
  }
}

extension UITextView: LayoutDirectionDrawing {}
