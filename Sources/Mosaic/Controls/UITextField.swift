import Foundation

/// A single line of editable text: the control of forms, search fields and log-in screens.
///
/// Clicking (or tapping) the field makes it the first responder and starts editing: a caret
/// blinks in the tint color, text typed on the keyboard is inserted, and the usual desktop
/// keys edit it (Backspace, Delete, the arrows with or without Shift, Home and End, and Ctrl
/// or Super with A, C, X and V for select all, copy, cut and paste through
/// `UIPasteboard.general`, and Z to undo, with Shift or Y to redo). Dragging selects. Text
/// longer than the field scrolls to keep the caret in view.
///
/// Edits the user makes ask the delegate first (`textField(_:shouldChangeCharactersIn:
/// replacementString:)`), then send `.editingChanged` and post `textDidChangeNotification`;
/// setting `text` in code does neither, as in UIKit. Beginning and ending editing send
/// `.editingDidBegin` and `.editingDidEnd`; Return asks `textFieldShouldReturn(_:)` and sends
/// `.editingDidEndOnExit`, after which a field with actions for that event stops editing.
@MainActor @preconcurrency
open class UITextField: UIControl, UIKeyInput {
  /// Creates a text field with the given frame: no border, no text, the body font.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextField()
  }

  /// Creates a text field from an archive. Mosaic has no archives, so this makes the same
  /// field as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextField()
  }

  /// Sets up what every field has: transparent, redrawn on resize, with its (hidden) caret.
  private func setUpTextField() {
    isOpaque = false
    contentMode = .redraw
    caret.isUserInteractionEnabled = false
    caret.isHidden = true
    addSubview(caret)
  }

  // MARK: Text and looks

  /// The text shown and edited. Reading it never gives nil (an empty field gives ""), as on
  /// iOS; setting nil empties the field. Setting it puts the caret at the end and sends no
  /// action.
  open var text: String? {
    get { editingBuffer.text }
    set {
      let value = Self.singleLine(newValue ?? "")
      guard value != editingBuffer.text else { return }
      editingBuffer.setText(value)
      undoHistory.removeAll()
      textDidChange()
    }
  }

  /// The text as an attributed string. Mosaic draws it in the field's `font` and `textColor`:
  /// setting an attributed string keeps its characters, not its attributes.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: editingBuffer.text) }
    set { text = newValue?.string }
  }

  /// The text shown in gray while the field is empty; nil by default.
  open var placeholder: String? {
    didSet { setNeedsDisplay() }
  }

  /// The placeholder as an attributed string (drawn, like `attributedText`, in the field's
  /// font with the placeholder color).
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }

  /// The font of the text and placeholder; the body style of the system font by default.
  /// Setting nil goes back to it.
  open var font: UIFont? {
    get { _font }
    set {
      _font = newValue ?? .preferredFont(forTextStyle: .body)
      offsetsCache = nil
      invalidateIntrinsicContentSize()
      textDidChange()
    }
  }
  /// The font in effect: `font`, which is never nil.
  var _font: UIFont = .preferredFont(forTextStyle: .body)

  /// The text color; `.label` by default.
  open var textColor: UIColor? = .label {
    didSet { setNeedsDisplay() }
  }

  /// How the text lines up when it is narrower than the field; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { textDidChange() }
  }

  /// The border drawn around the field; `.none` by default.
  open var borderStyle: BorderStyle = .none {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      textDidChange()
    }
  }

  /// Whether the text is removed when editing begins; false by default.
  open var clearsOnBeginEditing = false

  /// Whether text too wide for the field is drawn in a smaller font (down to
  /// `minimumFontSize`) while the field is not editing; false by default. While editing, the
  /// text keeps its font and scrolls.
  open var adjustsFontSizeToFitWidth = false {
    didSet { setNeedsDisplay() }
  }

  /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to; 0 by default, which
  /// Mosaic reads as 9 points, a size still readable.
  open var minimumFontSize: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// When the clear button (a gray circle with a cross, at the right) shows while there is
  /// text; `.never` by default.
  open var clearButtonMode: ViewMode = .never {
    didSet { textDidChange() }
  }

  /// A view shown at the field's left edge (an icon, a label), when `leftViewMode` says so.
  open var leftView: UIView? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      if let leftView { addSubview(leftView) }
      setNeedsLayout()
      textDidChange()
    }
  }

  /// When `leftView` shows; `.never` by default.
  open var leftViewMode: ViewMode = .never {
    didSet {
      setNeedsLayout()
      textDidChange()
    }
  }

  /// A view shown at the field's right edge, when `rightViewMode` says so. It takes the clear
  /// button's place while both would show.
  open var rightView: UIView? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      if let rightView { addSubview(rightView) }
      setNeedsLayout()
      textDidChange()
    }
  }

  /// When `rightView` shows; `.never` by default.
  open var rightViewMode: ViewMode = .never {
    didSet {
      setNeedsLayout()
      textDidChange()
    }
  }

  /// The view shown instead of a keyboard while editing. A desktop shows no on-screen
  /// keyboard: the view is kept for code that reads it back.
  open var inputView: UIView?

  /// The view shown above the keyboard while editing (kept, as `inputView` is).
  open var inputAccessoryView: UIView?

  /// The object asked about and told of editing.
  open weak var delegate: UITextFieldDelegate?

  /// Whether the field is editing (is the first responder).
  open private(set) var isEditing = false

  // MARK: Text input traits

  /// How typed text is capitalized (kept; a hardware keyboard capitalizes nothing itself).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether spelling is corrected (kept).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether misspellings are marked (kept).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether quotes are made curly (kept).
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// The keyboard asked for (kept).
  open var keyboardType: UIKeyboardType = .default
  /// The keyboard's look (kept).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The Return key's title (kept).
  open var returnKeyType: UIReturnKeyType = .default
  /// Whether Return is disabled while the field is empty (kept).
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is a secret: each character shows as a dot, and it cannot be copied
  /// or cut.
  open var isSecureTextEntry = false {
    didSet {
      offsetsCache = nil
      textDidChange()
    }
  }
  /// What the content means (kept).
  open var textContentType: UITextContentType!

  // MARK: Editing state

  /// The text, the selection and the marked text (one line: line breaks become spaces).
  var editingBuffer = TextEditingBuffer()
  /// The user's edits that can be undone and redone.
  var undoHistory = TextUndoHistory()
  /// How far the text is scrolled to the left to keep the caret in view.
  var scrollX: CGFloat = 0
  /// The caret: a thin bar in the tint color.
  let caret = UIView()
  /// The caret's blink, which runs while the field is editing in a window.
  lazy var caretBlink = CaretBlink(
    isActive: { [unowned self] in self.isEditing && self.window != nil },
    didToggle: { [unowned self] in self.updateCaretVisibility() })
  /// Caret positions of the displayed text, for the font they were measured in.
  var offsetsCache: CaretStops?

  /// The selected characters (as Swift `Character` offsets into `text`); empty for a caret.
  var selectedCharacterRange: Range<Int> { editingBuffer.selection }

  /// The characters being composed (for tests and the text-position API).
  var markedCharacterRange: Range<Int>? { editingBuffer.markedCharacters }

  // MARK: Geometry

  /// The rectangle of the border; the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds inside the border, without the overlay
  /// views and the clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: borderInset, dy: 0)
    if showsLeftView {
      let left = leftViewRect(forBounds: bounds)
      rect.size.width -= max(0, left.maxX - rect.minX)
      rect.origin.x = max(rect.minX, left.maxX)
    }
    if showsRightView {
      rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
    } else if showsClearButton {
      rect.size.width = max(
        0, min(rect.maxX, clearButtonRect(forBounds: bounds).minX - 2) - rect.minX)
    }
    return rect
  }

  /// The rectangle the text is edited in; `textRect(forBounds:)` by default.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle the placeholder is drawn in; `textRect(forBounds:)` by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's rectangle: 19 points square at the right, centered vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side: CGFloat = 19
    return CGRect(
      x: bounds.maxX - side - max(5, borderInset), y: bounds.midY - side / 2, width: side,
      height: side)
  }

  /// Where `leftView` goes: its own size at the left edge, centered vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = overlaySize(leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where `rightView` goes: its own size at the right edge, centered vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = overlaySize(rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The size an overlay view takes: its bounds' size, or else its intrinsic size.
  private func overlaySize(_ view: UIView) -> CGSize {
    if view.bounds.width > 0 || view.bounds.height > 0 { return view.bounds.size }
    return view.intrinsicContentSize.width >= 0 ? view.intrinsicContentSize : .zero
  }

  /// The field's natural size: its text (or placeholder) in its font, plus the border's
  /// insets; as tall as a line of the font plus 14 points for a rounded border.
  open override var intrinsicContentSize: CGSize {
    let widest =
      [displayedText, placeholder ?? ""].map {
        TextRenderer.measuredSize(of: $0, style: textStyle(color: .label), maxWidth: nil).width
      }.max() ?? 0
    let extra: CGFloat = borderStyle == .roundedRect ? 14 : (borderStyle == .none ? 0 : 6)
    return CGSize(
      width: (widest + 2 * borderInset).rounded(.up),
      height: (_font.lineHeight + extra).rounded(.up))
  }

  /// Places the overlay views and the caret.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView {
      leftView.isHidden = !showsLeftView
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !showsRightView
      rightView.frame = rightViewRect(forBounds: bounds)
    }
    placeCaret()
  }

  // MARK: Drawing

  /// Draws the border, the selection, the text (or the placeholder) and the clear button.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    drawField(in: context)
  }

  /// Draws the text in `rect` (the field draws it itself in `draw(_:)`; overriding this
  /// changes nothing there).
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    TextRenderer.draw(
      displayedText, style: textStyle(color: textColor ?? .label), in: rect,
      context: context)
  }

  /// Draws the placeholder, in the placeholder color, vertically centered in `rect`.
  open func drawPlaceholder(in rect: CGRect) {
    guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
    let width = TextRenderer.measuredSize(
      of: placeholder, style: textStyle(color: .placeholderText), maxWidth: nil
    ).width
    let lineHeight = _font.lineHeight
    TextRenderer.draw(
      placeholder, style: textStyle(color: .placeholderText),
      in: CGRect(
        x: textOrigin(in: rect, width: width), y: rect.midY - lineHeight / 2,
        width: min(width + 1, rect.maxX - textOrigin(in: rect, width: width)),
        height: lineHeight + 1),
      context: context)
  }

  /// The caret follows the tint color.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    caret.backgroundColor = tintColor
    setNeedsDisplay()
  }

  /// The caret blinks only in a window; a field leaving its window stops editing.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isFirstResponder {
      UIResponder.currentFirstResponder = nil
      endEditing(reason: .committed)
    }
    caretBlink.schedule()
  }

  // MARK: First responder

  /// A text field can become the first responder while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing, when the delegate allows it: the caret goes to the end of the text
  /// (which is removed first with `clearsOnBeginEditing`).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditing = true
    if clearsOnBeginEditing, !editingBuffer.text.isEmpty { text = "" }
    editingBuffer.moveCaretToEnd()
    textDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Stops editing, when the delegate allows it.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
      return false
    }
    endEditing(reason: .committed)
    return true
  }

  /// Ends editing (also without asking the delegate, for `endEditing(true)`).
  func endEditing(reason: DidEndEditingReason) {
    guard isEditing else { return }
    isEditing = false
    editingBuffer.unmark()
    scrollX = 0
    textDidChange()
    delegate?.textFieldDidEndEditing(self, reason: reason)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  // MARK: Editing

  /// Whether there is text.
  open var hasText: Bool { !editingBuffer.text.isEmpty }

  /// Inserts `text` in place of the selection, as typing does (asking the delegate first). A
  /// line break is Return: it is handled as the Return key.
  open func insertText(_ text: String) {
    if text == "\n" || text == "\r" {
      handleReturn()
      return
    }
    if let marked = editingBuffer.markedCharacters {
      // The input method commits what it composed: the text replaces the marked text.
      editingBuffer.unmark()
      replace(marked, with: Self.singleLine(text))
      return
    }
    let selection = editingBuffer.selection
    replace(selection, with: Self.singleLine(text), typing: selection.isEmpty)
  }

  /// Deletes the selection, or the character before the caret, as Backspace does.
  open func deleteBackward() {
    replace(editingBuffer.rangeToDelete(.backward, by: .character), with: "")
  }

  /// Selects all the text.
  open override func selectAll(_ sender: Any?) {
    select(0..<editingBuffer.characterCount, anchor: 0)
  }

  /// Copies the selected text to the general pasteboard (not for secure entry).
  open override func copy(_ sender: Any?) {
    guard !editingBuffer.selection.isEmpty, !isSecureTextEntry else { return }
    UIPasteboard.general.string = editingBuffer.selectedText
  }

  /// Copies the selected text and removes it (not for secure entry).
  open override func cut(_ sender: Any?) {
    guard !editingBuffer.selection.isEmpty, !isSecureTextEntry else { return }
    UIPasteboard.general.string = editingBuffer.selectedText
    replace(editingBuffer.selection, with: "")
  }

  /// Replaces the selection with the general pasteboard's text.
  open override func paste(_ sender: Any?) {
    guard let pasted = UIPasteboard.general.string, !pasted.isEmpty else { return }
    replace(editingBuffer.selection, with: Self.singleLine(pasted))
  }

  // MARK: Keys

  /// Edits the text for the editing keys while editing (characters come through
  /// `insertText(_:)`); other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses {
      guard isEditing, let key = press.key, let command = TextKeyBindings.command(for: key),
        perform(command)
      else {
        unhandled.insert(press)
        continue
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: Touches

  /// A touch in an editing field puts the caret where it lands; Shift extends the selection.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point)
    {
      return true
    }
    if isEditing {
      let index = characterIndex(at: point)
      if touch.tapCount >= 2 {
        // A double click selects the word under it.
        let word = TextWordBoundaries.wordRange(at: index, in: Array(editingBuffer.text))
        select(word, anchor: word.lowerBound)
        return false
      }
      move(to: index, extending: false)
    }
    return true
  }

  /// Dragging while editing selects from where the touch began.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if isEditing {
      move(to: characterIndex(at: touch.location(in: self)), extending: true)
    }
    return true
  }

  /// A tap on the clear button clears the text; a tap elsewhere begins editing with the caret
  /// where it landed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch else { return }
    let point = touch.location(in: self)
    guard bounds.contains(point) else { return }
    if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point)
    {
      clearText()
      return
    }
    if !isEditing, becomeFirstResponder() {
      move(to: characterIndex(at: point), extending: false)
    }
  }
}
