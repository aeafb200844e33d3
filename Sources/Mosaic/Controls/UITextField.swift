import CCairo
import Foundation

/// The object a text field asks before it begins or ends editing, changes its text, clears it
/// or handles Return, and tells when it did. Every method is optional: the protocol extension
/// gives UIKit's defaults (allow everything, do nothing).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether the text field may begin editing; true by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The text field became the first responder and is editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the text field may stop editing (resign the first responder); true by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The text field stopped editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The text field stopped editing, for `reason`; by default it calls
  /// `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets of the
  /// current text) with `string` (empty for a deletion); true by default.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection (or the caret) moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may remove the text; true by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the text field handles Return (sending `.editingDidEndOnExit`); true by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// True: editing may begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// True: editing may end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// True: the edit is made.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// True: the text is cleared.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// True: Return is handled.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text: the control of forms, search fields and log-in screens.
///
/// Clicking (or tapping) the field makes it the first responder and starts editing: a caret
/// blinks in the tint color, text typed on the keyboard is inserted, and the usual desktop
/// keys edit it (Backspace, Delete, the arrows with or without Shift, Home and End, and Ctrl
/// or Super with A, C, X and V for select all, copy, cut and paste through
/// `UIPasteboard.general`). Dragging selects. Text longer than the field scrolls to keep the
/// caret in view.
///
/// Edits the user makes ask the delegate first (`textField(_:shouldChangeCharactersIn:
/// replacementString:)`), then send `.editingChanged` and post `textDidChangeNotification`;
/// setting `text` in code does neither, as in UIKit. Beginning and ending editing send
/// `.editingDidBegin` and `.editingDidEnd`; Return asks `textFieldShouldReturn(_:)` and sends
/// `.editingDidEndOnExit`, after which a field with actions for that event stops editing.
@MainActor @preconcurrency
open class UITextField: UIControl, UIKeyInput {
  /// The frame drawn around a text field.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezeled rectangle, as a field on a form.
    case bezel = 2
    /// A rounded rectangle over the system background, as most fields on iOS.
    case roundedRect = 3
  }

  /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while the field is editing.
    case whileEditing = 1
    /// Only while the field is not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why a text field stopped editing.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned the first responder, its text kept.
    case committed = 0
  }

  /// Posted when a text field begins editing; the object is the field.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when the user changed a text field's text; the object is the field.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a text field stops editing; the object is the field.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

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
    get { storage }
    set {
      let value = Self.singleLine(newValue ?? "")
      guard value != storage else { return }
      storage = value
      selection = storage.count..<storage.count
      anchor = storage.count
      textDidChange()
    }
  }

  /// The text as an attributed string. Mosaic draws it in the field's `font` and `textColor`:
  /// setting an attributed string keeps its characters, not its attributes.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storage) }
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
  private var _font: UIFont = .preferredFont(forTextStyle: .body)

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

  /// The text (one line: line breaks become spaces).
  private var storage = ""
  /// The selected characters (counted as Swift `Character`s); empty for a caret.
  private var selection = 0..<0
  /// The end of the selection that stays put while Shift-arrows or a drag move the other.
  private var anchor = 0
  /// How far the text is scrolled to the left to keep the caret in view.
  private var scrollX: CGFloat = 0
  /// The caret: a thin bar in the tint color.
  private let caret = UIView()
  /// Whether the blinking caret is in its visible half.
  private var caretOn = true
  /// Caret positions of the displayed text, for the font they were measured in.
  private var offsetsCache: (text: String, font: UIFont, offsets: [CGFloat])?

  /// The selected characters (as Swift `Character` offsets into `text`); empty for a caret.
  var selectedCharacterRange: Range<Int> { selection }

  /// Line breaks cannot be typed into one line: they become spaces.
  private static func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The text as drawn: dots for secure entry.
  private var displayedText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.count) : storage
  }

  /// Caret offsets of the displayed text, measured once per text and font.
  private var caretOffsets: [CGFloat] {
    let shown = displayedText
    if let cache = offsetsCache, cache.text == shown, cache.font == _font {
      return cache.offsets
    }
    let offsets = TextRenderer.caretOffsets(of: shown, font: _font)
    offsetsCache = (shown, _font, offsets)
    return offsets
  }

  // MARK: Geometry

  /// The insets the border leaves around the text.
  private var borderInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 3
    case .roundedRect: 7
    }
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
  private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
  private var showsClearButton: Bool {
    !storage.isEmpty && shows(clearButtonMode) && !showsRightView
  }

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

  private func textStyle(color: UIColor) -> TextStyle {
    var style = TextStyle()
    style.font = _font
    style.color = color
    style.alignment = .left
    style.lineBreakMode = .byClipping
    style.numberOfLines = 1
    return style
  }

  /// Where the text's first character starts (before scrolling), for the current alignment.
  private func textOrigin(in rect: CGRect, width: CGFloat) -> CGFloat {
    guard width < rect.width else { return rect.minX }
    let alignment: NSTextAlignment =
      textAlignment == .natural
      ? (effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left) : textAlignment
    switch alignment {
    case .center: return rect.minX + (rect.width - width) / 2
    case .right: return rect.maxX - width
    default: return rect.minX
    }
  }

  /// Draws the border, the selection, the text (or the placeholder) and the clear button.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    drawBorder()
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    if storage.isEmpty {
      if let placeholder, !placeholder.isEmpty {
        drawPlaceholder(in: placeholderRect(forBounds: bounds))
      }
      return
    }
    let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let offsets = caretOffsets
    let x = textOrigin(in: area, width: offsets.last ?? 0) - scrollX
    let lineHeight = _font.lineHeight
    let top = area.midY - lineHeight / 2
    let cr = context.cairo
    cairo_save(cr)
    cairo_rectangle(cr, area.minX, bounds.minY, area.width, bounds.height)
    cairo_clip(cr)
    if isEditing, !selection.isEmpty {
      let from = offsets[selection.lowerBound]
      let to = offsets[selection.upperBound]
      tintColor.withAlphaComponent(0.25).setFill()
      UIBezierPath(rect: CGRect(x: x + from, y: top, width: to - from, height: lineHeight))
        .fill()
    }
    TextRenderer.draw(
      displayedText, style: textStyle(color: textColor ?? .label),
      in: CGRect(x: x, y: top, width: (offsets.last ?? 0) + 1, height: lineHeight + 1),
      context: cr, alphaMultiplier: isEnabled ? 1 : 0.5)
    cairo_restore(cr)
  }

  /// Draws the text in `rect` (the field draws it itself in `draw(_:)`; overriding this
  /// changes nothing there).
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    TextRenderer.draw(
      displayedText, style: textStyle(color: textColor ?? .label), in: rect,
      context: context.cairo)
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
      context: context.cairo)
  }

  private func drawBorder() {
    let frame = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none:
      break
    case .line:
      UIColor.label.setStroke()
      let path = UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .bezel:
      UIColor.systemBackground.setFill()
      UIBezierPath(rect: frame).fill()
      UIColor.systemGray.setStroke()
      let path = UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .roundedRect:
      let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
      UIColor.systemBackground.setFill()
      path.fill()
      UIColor.systemGray4.setStroke()
      path.lineWidth = 0.5
      path.stroke()
    }
  }

  private func drawClearButton(in rect: CGRect) {
    let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
    UIColor.systemGray2.setFill()
    circle.fill()
    let cross = UIBezierPath()
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let r: CGFloat = 3.5
    cross.move(to: CGPoint(x: c.x - r, y: c.y - r))
    cross.addLine(to: CGPoint(x: c.x + r, y: c.y + r))
    cross.move(to: CGPoint(x: c.x + r, y: c.y - r))
    cross.addLine(to: CGPoint(x: c.x - r, y: c.y + r))
    cross.lineWidth = 1.5
    UIColor.systemBackground.setStroke()
    cross.stroke()
  }

  /// The caret follows the tint color.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    caret.backgroundColor = tintColor
    setNeedsDisplay()
  }

  // MARK: Caret

  /// Puts the caret bar at the selection's end, scrolled into view, shown while editing with
  /// nothing selected and the blink in its visible half.
  private func placeCaret() {
    let area = editingRect(forBounds: bounds)
    let offsets = caretOffsets
    let total = offsets.last ?? 0
    let position = offsets[min(selection.upperBound, offsets.count - 1)]
    // Scroll so that the caret stays inside the text area.
    if total + 2 <= area.width {
      scrollX = 0
    } else {
      if position - scrollX > area.width - 2 { scrollX = position - area.width + 2 }
      if position - scrollX < 0 { scrollX = position }
      scrollX = min(max(0, scrollX), total + 2 - area.width)
    }
    let lineHeight = (_font.lineHeight).rounded(.up)
    let x = textOrigin(in: area, width: total) - scrollX + position
    caret.backgroundColor = tintColor
    caret.frame = CGRect(
      x: (x - 1).rounded(), y: (area.midY - lineHeight / 2).rounded(), width: 2,
      height: lineHeight)
    caret.isHidden = !(isEditing && selection.isEmpty && caretOn)
  }

  /// Shows the caret and restarts its blink (after an edit or a move, as on iOS).
  private func restartBlink() {
    caretOn = true
    scheduleBlink()
  }

  private func scheduleBlink() {
    guard isEditing, window != nil else {
      AnimationEngine.shared.cancelScheduled(for: caret)
      return
    }
    AnimationEngine.shared.schedule(for: caret, at: AnimationClock.now + Self.blinkInterval) {
      [weak self] _ in
      guard let self else { return }
      self.caretOn.toggle()
      self.caret.isHidden = !(self.isEditing && self.selection.isEmpty && self.caretOn)
      self.scheduleBlink()
    }
  }

  /// Seconds the caret stays shown, then hidden.
  static let blinkInterval: TimeInterval = 0.5

  /// The caret blinks only in a window; a field leaving its window stops editing.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isFirstResponder {
      UIResponder.currentFirstResponder = nil
      endEditing(reason: .committed)
    }
    scheduleBlink()
  }

  /// Redraws after the text, the selection or the geometry changed.
  private func textDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
    restartBlink()
    placeCaret()
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
    if clearsOnBeginEditing, !storage.isEmpty { text = "" }
    selection = storage.count..<storage.count
    anchor = selection.upperBound
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

  private func endEditing(reason: DidEndEditingReason) {
    guard isEditing else { return }
    isEditing = false
    scrollX = 0
    textDidChange()
    delegate?.textFieldDidEndEditing(self, reason: reason)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  // MARK: Editing

  /// Whether there is text.
  open var hasText: Bool { !storage.isEmpty }

  /// Inserts `text` in place of the selection, as typing does (asking the delegate first). A
  /// line break is Return: it is handled as the Return key.
  open func insertText(_ text: String) {
    if text == "\n" || text == "\r" {
      handleReturn()
      return
    }
    replace(selection, with: Self.singleLine(text))
  }

  /// Deletes the selection, or the character before the caret, as Backspace does.
  open func deleteBackward() {
    if !selection.isEmpty {
      replace(selection, with: "")
    } else if selection.lowerBound > 0 {
      replace((selection.lowerBound - 1)..<selection.lowerBound, with: "")
    }
  }

  private func deleteForward() {
    if !selection.isEmpty {
      replace(selection, with: "")
    } else if selection.upperBound < storage.count {
      replace(selection.upperBound..<(selection.upperBound + 1), with: "")
    }
  }

  /// The UTF-16 range of characters `range` of the text.
  private func utf16Range(_ range: Range<Int>) -> NSRange {
    let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
    let end = storage.index(start, offsetBy: range.count)
    return NSRange(start..<end, in: storage)
  }

  /// Replaces characters `range` with `replacement` as a user edit: asks the delegate, then
  /// changes the text, puts the caret after the replacement, sends `.editingChanged` and posts
  /// `textDidChangeNotification`. Returns whether the edit was made.
  @discardableResult
  private func replace(_ range: Range<Int>, with replacement: String) -> Bool {
    guard isEnabled else { return false }
    if range.isEmpty && replacement.isEmpty { return false }
    guard
      delegate?.textField(
        self, shouldChangeCharactersIn: utf16Range(range), replacementString: replacement)
        ?? true
    else { return false }
    let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
    let end = storage.index(start, offsetBy: range.count)
    let before = storage.count
    storage.replaceSubrange(start..<end, with: replacement)
    // Characters can merge with their neighbours (a combining mark): place the caret by the
    // change in length.
    let caretAt = min(storage.count, max(0, range.upperBound + storage.count - before))
    selection = caretAt..<caretAt
    anchor = caretAt
    textDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Moves the selection to `range` (clamped to the text), keeping `anchor`.
  private func select(_ range: Range<Int>, anchor newAnchor: Int) {
    let count = storage.count
    let clamped = min(max(0, range.lowerBound), count)..<min(max(0, range.upperBound), count)
    anchor = min(max(0, newAnchor), count)
    guard clamped != selection else { return }
    selection = clamped
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Moves the caret to `position`, or with `extending` moves the selection's free end there.
  private func move(to position: Int, extending: Bool) {
    let p = min(max(0, position), storage.count)
    if extending {
      select(min(anchor, p)..<max(anchor, p), anchor: anchor)
    } else {
      select(p..<p, anchor: p)
    }
  }

  /// Selects all the text.
  open override func selectAll(_ sender: Any?) {
    select(0..<storage.count, anchor: 0)
  }

  /// Copies the selected text to the general pasteboard (not for secure entry).
  open override func copy(_ sender: Any?) {
    guard !selection.isEmpty, !isSecureTextEntry else { return }
    UIPasteboard.general.string = selectedText
  }

  /// Copies the selected text and removes it (not for secure entry).
  open override func cut(_ sender: Any?) {
    guard !selection.isEmpty, !isSecureTextEntry else { return }
    UIPasteboard.general.string = selectedText
    replace(selection, with: "")
  }

  /// Replaces the selection with the general pasteboard's text.
  open override func paste(_ sender: Any?) {
    guard let pasted = UIPasteboard.general.string, !pasted.isEmpty else { return }
    replace(selection, with: Self.singleLine(pasted))
  }

  private var selectedText: String {
    let start = storage.index(storage.startIndex, offsetBy: selection.lowerBound)
    let end = storage.index(start, offsetBy: selection.count)
    return String(storage[start..<end])
  }

  private func handleReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if endsEditing, isFirstResponder { resignFirstResponder() }
  }

  private func clearText() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isEditing { becomeFirstResponder() }
    replace(0..<storage.count, with: "")
  }

  // MARK: Keys

  /// Edits the text for the editing keys while editing (characters come through
  /// `insertText(_:)`); other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses {
      guard isEditing, let key = press.key, handle(key) else {
        unhandled.insert(press)
        continue
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// Returns whether `key` was an editing key (or a character, which typing inserts).
  private func handle(_ key: UIKey) -> Bool {
    let shift = key.modifierFlags.contains(.shift)
    let shortcut =
      key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command)
    if shortcut {
      switch key.charactersIgnoringModifiers.lowercased() {
      case "a": selectAll(nil)
      case "c": copy(nil)
      case "x": cut(nil)
      case "v": paste(nil)
      default: return false
      }
      return true
    }
    let caretEnd = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
    switch key.keyCode {
    case .keyboardDeleteOrBackspace:
      deleteBackward()
    case .keyboardDeleteForward:
      deleteForward()
    case .keyboardLeftArrow:
      if !shift && !selection.isEmpty {
        move(to: selection.lowerBound, extending: false)
      } else {
        move(to: caretEnd - 1, extending: shift)
      }
    case .keyboardRightArrow:
      if !shift && !selection.isEmpty {
        move(to: selection.upperBound, extending: false)
      } else {
        move(to: caretEnd + 1, extending: shift)
      }
    case .keyboardHome, .keyboardUpArrow, .keyboardPageUp:
      move(to: 0, extending: shift)
    case .keyboardEnd, .keyboardDownArrow, .keyboardPageDown:
      move(to: storage.count, extending: shift)
    case .keyboardReturnOrEnter:
      handleReturn()
    case .keyboardEscape, .keyboardTab:
      return false
    default:
      // A character key: its text arrives through `insertText(_:)`.
      return !key.characters.isEmpty
    }
    return true
  }

  // MARK: Touches

  /// The character boundary nearest to `point` (in the field's coordinates).
  func characterIndex(at point: CGPoint) -> Int {
    let area = editingRect(forBounds: bounds)
    let offsets = caretOffsets
    let x = point.x - (textOrigin(in: area, width: offsets.last ?? 0) - scrollX)
    var low = 0
    var high = offsets.count - 1
    while low < high {
      let mid = (low + high) / 2
      if offsets[mid] < x { low = mid + 1 } else { high = mid }
    }
    if low > 0, x - offsets[low - 1] < offsets[low] - x { return low - 1 }
    return low
  }

  /// A touch in an editing field puts the caret where it lands; Shift extends the selection.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point)
    {
      return true
    }
    if isEditing {
      move(to: characterIndex(at: point), extending: false)
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

extension UIView {
  /// Makes the first responder resign when it is this view or one of its subviews (a text
  /// field that is editing, typically); with `force`, it resigns whatever its delegate says.
  /// Returns whether it resigned.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.currentFirstResponder as? UIView,
      responder === self || responder.isDescendant(of: self)
    else { return false }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    UIResponder.currentFirstResponder = nil
    (responder as? UITextField)?.forceEndEditing()
    return true
  }
}

extension UITextField {
  /// Ends editing without asking the delegate (`endEditing(true)`).
  fileprivate func forceEndEditing() {
    endEditing(reason: .committed)
  }
}
