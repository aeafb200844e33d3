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
      undoStates = []
      redoStates = []
      typingRun = false
      markedCharacters = nil
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
  private var offsetsCache: CaretStops?

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

  /// Caret stops of the displayed text: measured once per font, then kept up to date across
  /// edits by measuring only the edited words (see `CaretStops`).
  private var caretStops: CaretStops {
    let shown = displayedText
    if var cache = offsetsCache, cache.font == _font {
      if cache.text != shown {
        offsetsCache = nil  // the only reference: the update works in place
        cache.update(to: shown)
        offsetsCache = cache
      }
      return cache
    }
    let stops = CaretStops(text: shown, font: _font)
    offsetsCache = stops
    return stops
  }

  /// Caret offsets of the displayed text (see `caretStops`).
  private var caretOffsets: [CGFloat] { caretStops.offsets }

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
    let font = isEditing ? _font : fittedFont(width: area.width)
    let offsets =
      font == _font ? caretOffsets : TextRenderer.caretOffsets(of: displayedText, font: font)
    let x = textOrigin(in: area, width: offsets.last ?? 0) - scrollX
    let lineHeight = font.lineHeight
    let top = area.midY - lineHeight / 2
    let cr = context.cairo
    cairo_save(cr)
    cairo_rectangle(cr, area.minX, bounds.minY, area.width, bounds.height)
    cairo_clip(cr)
    if let marked = markedCharacters, marked.upperBound < offsets.count {
      let from = offsets[marked.lowerBound]
      let to = offsets[marked.upperBound]
      (textColor ?? .label).setFill()
      UIBezierPath(rect: CGRect(x: x + from, y: top + lineHeight + 1, width: to - from, height: 1))
        .fill()
    } else if isEditing, !selection.isEmpty {
      let from = offsets[selection.lowerBound]
      let to = offsets[selection.upperBound]
      tintColor.withAlphaComponent(0.25).setFill()
      UIBezierPath(rect: CGRect(x: x + from, y: top, width: to - from, height: lineHeight))
        .fill()
    }
    var style = textStyle(color: textColor ?? .label)
    style.font = font
    // A long text draws only the characters in view (and a few either side, for shaping).
    var shown = displayedText
    var shownX = x
    var shownWidth = offsets.last ?? 0
    if font == _font, offsets.count > 512, let stops = offsetsCache, stops.isIncreasing {
      let visible = (area.minX - x)...(area.maxX - x)
      var first = stops.firstStop(beyondX: visible.lowerBound, orAt: true) - 8
      var last = stops.firstStop(beyondX: visible.upperBound) + 8
      first = max(0, min(first, stops.offsets.count - 1))
      last = max(first, min(last, stops.offsets.count - 1))
      let utf8 = shown.utf8
      let from = utf8.index(utf8.startIndex, offsetBy: stops.utf8[first])
      let to = utf8.index(utf8.startIndex, offsetBy: stops.utf8[last])
      shown = String(decoding: utf8[from..<to], as: UTF8.self)
      shownX = x + stops.offsets[first]
      shownWidth = stops.offsets[last] - stops.offsets[first]
    }
    TextRenderer.draw(
      shown, style: style,
      in: CGRect(x: shownX, y: top, width: shownWidth + 1, height: lineHeight + 1),
      context: cr, alphaMultiplier: isEnabled ? 1 : 0.5)
    cairo_restore(cr)
  }

  /// The font the text is drawn in while not editing: the field's, or with
  /// `adjustsFontSizeToFitWidth` a smaller one that fits `width` (not below
  /// `minimumFontSize`).
  private func fittedFont(width: CGFloat) -> UIFont {
    guard adjustsFontSizeToFitWidth, width > 0, !storage.isEmpty else { return _font }
    let natural = caretOffsets.last ?? 0
    guard natural > width else { return _font }
    let smallest = min(_font.pointSize, minimumFontSize > 0 ? minimumFontSize : 9)
    // Widths grow about linearly with the size: start from the proportional size, then step
    // down while hinting keeps it too wide.
    var size = max(smallest, (_font.pointSize * width / natural * 4).rounded(.down) / 4)
    while size > smallest,
      (TextRenderer.caretOffsets(of: displayedText, font: _font.withSize(size)).last ?? 0)
        > width
    {
      size = max(smallest, size - 0.5)
    }
    return _font.withSize(size)
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
    // While editing, scroll so that the caret stays inside the text area; otherwise the
    // text shows from its start.
    if !isEditing || total + 2 <= area.width {
      scrollX = 0
    } else {
      if position - scrollX > area.width - 2 { scrollX = position - area.width + 2 }
      if position - scrollX < 0 { scrollX = position }
      scrollX = min(max(0, scrollX), total + 2 - area.width)
    }
    caret.backgroundColor = tintColor
    caret.frame = caretRectangle(atCharacter: selection.upperBound)
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

  /// Ends editing (also without asking the delegate, for `endEditing(true)`).
  func endEditing(reason: DidEndEditingReason) {
    guard isEditing else { return }
    isEditing = false
    markedCharacters = nil
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
    if let marked = markedCharacters {
      // The input method commits what it composed: the text replaces the marked text.
      markedCharacters = nil
      replace(marked, with: Self.singleLine(text))
      return
    }
    replace(selection, with: Self.singleLine(text), typing: selection.isEmpty)
  }

  /// Shows `markedText`, text an input method is composing, in place of the marked text (or
  /// the selection), underlined, with the caret or selection at `selectedRange` (UTF-16 units
  /// within it). The marked text is part of `text` while it is composed, and each change is
  /// an edit (the delegate is asked, `.editingChanged` is sent). Nil or empty removes it.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let replaced = markedCharacters ?? selection
    let composing = Self.singleLine(markedText ?? "")
    markedCharacters = nil
    guard replace(replaced, with: composing) || composing.isEmpty else { return }
    guard !composing.isEmpty else {
      textDidChange()
      return
    }
    let start = replaced.lowerBound
    markedCharacters = start..<(start + composing.count)
    // The selection inside the marked text, from UTF-16 offsets to characters.
    func characters(_ units: Int) -> Int {
      var count = 0
      var seen = 0
      for character in composing {
        seen += character.utf16.count
        if seen > units { break }
        count += 1
      }
      return count
    }
    let from = start + characters(max(0, selectedRange.location))
    let to = start + characters(max(0, selectedRange.location + selectedRange.length))
    selection = from..<max(from, to)
    anchor = from
    textDidChange()
  }

  /// Ends composing: the marked text stays as ordinary text.
  public func unmarkText() {
    guard markedCharacters != nil else { return }
    markedCharacters = nil
    textDidChange()
  }

  /// The characters being composed (for tests and the text-position API).
  var markedCharacterRange: Range<Int>? { markedCharacters }

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

  /// The string indexes of characters `range` of the text.
  private func indexes(_ range: Range<Int>) -> Range<String.Index> {
    let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
    return start..<storage.index(start, offsetBy: range.count)
  }

  /// The UTF-16 range of characters `range` of the text.
  private func utf16Range(_ range: Range<Int>) -> NSRange {
    NSRange(indexes(range), in: storage)
  }

  /// Replaces characters `range` with `replacement` as a user edit: asks the delegate, then
  /// changes the text, puts the caret after the replacement, sends `.editingChanged` and posts
  /// `textDidChangeNotification`. Returns whether the edit was made.
  @discardableResult
  private func replace(
    _ range: Range<Int>, with replacement: String, typing: Bool = false
  ) -> Bool {
    guard isEnabled else { return false }
    if range.isEmpty && replacement.isEmpty { return false }
    guard
      delegate?.textField(
        self, shouldChangeCharactersIn: utf16Range(range), replacementString: replacement)
        ?? true
    else { return false }
    // One undo step for a run of typing; every other edit is a step of its own.
    if !(typing && typingRun) {
      undoStates.append((storage, selection))
      if undoStates.count > Self.undoLimit { undoStates.removeFirst() }
    }
    redoStates.removeAll()
    let before = storage.count
    storage.replaceSubrange(indexes(range), with: replacement)
    // Characters can merge with their neighbours (a combining mark): place the caret by the
    // change in length.
    let caretAt = min(storage.count, max(0, range.upperBound + storage.count - before))
    selection = caretAt..<caretAt
    anchor = caretAt
    typingRun = typing
    textDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Edits that can be undone: the text and selection before each, oldest first.
  private var undoStates: [(text: String, selection: Range<Int>)] = []
  /// Undone edits that can be redone.
  private var redoStates: [(text: String, selection: Range<Int>)] = []
  /// Whether the last edit was typing at the caret, which further typing extends.
  private var typingRun = false
  /// The characters an input method is composing (part of the text, drawn underlined) until
  /// it commits them or `unmarkText()` is called.
  private var markedCharacters: Range<Int>?

  /// The most edits kept for undo.
  static let undoLimit = 100

  /// Ctrl+Z: puts back the text and selection from before the last edit (a run of typing
  /// counts as one), as a user edit: `.editingChanged` is sent and the change is posted.
  private func undoEdit() {
    guard let state = undoStates.popLast() else { return }
    redoStates.append((storage, selection))
    restore(state)
  }

  /// Ctrl+Shift+Z or Ctrl+Y: makes an undone edit again.
  private func redoEdit() {
    guard let state = redoStates.popLast() else { return }
    undoStates.append((storage, selection))
    restore(state)
  }

  private func restore(_ state: (text: String, selection: Range<Int>)) {
    storage = state.text
    selection = state.selection
    anchor = state.selection.lowerBound
    typingRun = false
    textDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Selects characters `range` (from code: `selectedTextRange`).
  func setSelectedCharacters(_ range: Range<Int>) {
    select(range, anchor: range.lowerBound)
  }

  /// Replaces characters `range` as a user edit would (from code: `replace(_:withText:)`).
  func replaceCharacters(_ range: Range<Int>, with text: String) {
    let count = storage.count
    replace(
      min(max(0, range.lowerBound), count)..<min(max(0, range.upperBound), count),
      with: Self.singleLine(text))
  }

  /// The caret's rectangle before character `index`, in the field's coordinates.
  func caretRectangle(atCharacter index: Int) -> CGRect {
    let area = editingRect(forBounds: bounds)
    let offsets = caretOffsets
    let x =
      textOrigin(in: area, width: offsets.last ?? 0) - scrollX
      + offsets[min(max(0, index), offsets.count - 1)]
    let lineHeight = _font.lineHeight.rounded(.up)
    return CGRect(
      x: (x - 1).rounded(), y: (area.midY - lineHeight / 2).rounded(), width: 2,
      height: lineHeight)
  }

  /// Moves the selection to `range` (clamped to the text), keeping `anchor`.
  private func select(_ range: Range<Int>, anchor newAnchor: Int) {
    let count = storage.count
    let clamped = min(max(0, range.lowerBound), count)..<min(max(0, range.upperBound), count)
    anchor = min(max(0, newAnchor), count)
    guard clamped != selection else { return }
    typingRun = false
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

  private var selectedText: String { String(storage[indexes(selection)]) }

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
    if shortcut, key.modifierFlags.contains(.control),
      [.keyboardLeftArrow, .keyboardRightArrow, .keyboardDeleteOrBackspace, .keyboardDeleteForward]
        .contains(key.keyCode)
    {
      // Ctrl with the arrows or the delete keys works by words, as in GTK and Qt fields.
      let modifiers = key.modifierFlags.subtracting(.control).union(.alternate)
      return handle(
        UIKey(
          characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
          modifierFlags: modifiers, keyCode: key.keyCode))
    }
    if shortcut {
      switch key.charactersIgnoringModifiers.lowercased() {
      case "a": selectAll(nil)
      case "c": copy(nil)
      case "x": cut(nil)
      case "v": paste(nil)
      case "z": shift ? redoEdit() : undoEdit()
      case "y": redoEdit()
      default: return false
      }
      return true
    }
    let caretEnd = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
    // Alt (Option) moves and deletes by words, as Ctrl does in desktop text fields.
    let byWord = key.modifierFlags.contains(.alternate)
    switch key.keyCode {
    case .keyboardDeleteOrBackspace:
      if byWord && selection.isEmpty {
        replace(wordStart(before: caretEnd)..<caretEnd, with: "")
      } else {
        deleteBackward()
      }
    case .keyboardDeleteForward:
      if byWord && selection.isEmpty {
        replace(caretEnd..<wordEnd(after: caretEnd), with: "")
      } else {
        deleteForward()
      }
    case .keyboardLeftArrow:
      if byWord {
        move(to: wordStart(before: caretEnd), extending: shift)
      } else if !shift && !selection.isEmpty {
        move(to: selection.lowerBound, extending: false)
      } else {
        move(to: caretEnd - 1, extending: shift)
      }
    case .keyboardRightArrow:
      if byWord {
        move(to: wordEnd(after: caretEnd), extending: shift)
      } else if !shift && !selection.isEmpty {
        move(to: selection.upperBound, extending: false)
      } else {
        move(to: caretEnd + 1, extending: shift)
      }
    case .keyboardTab:
      return focusNextField(backwards: shift)
    case .keyboardHome, .keyboardUpArrow, .keyboardPageUp:
      move(to: 0, extending: shift)
    case .keyboardEnd, .keyboardDownArrow, .keyboardPageDown:
      move(to: storage.count, extending: shift)
    case .keyboardReturnOrEnter:
      handleReturn()
    case .keyboardEscape:
      return false
    default:
      // A character key: its text arrives through `insertText(_:)`.
      return !key.characters.isEmpty
    }
    return true
  }

  /// The start of the word before character boundary `index` (skipping spaces and
  /// punctuation before it).
  private func wordStart(before index: Int) -> Int {
    let characters = Array(storage)
    var i = min(index, characters.count)
    while i > 0, !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
    while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
    return i
  }

  /// The end of the word after character boundary `index` (skipping spaces and punctuation
  /// after it).
  private func wordEnd(after index: Int) -> Int {
    let characters = Array(storage)
    var i = max(0, index)
    while i < characters.count, !Self.isWordCharacter(characters[i]) { i += 1 }
    while i < characters.count, Self.isWordCharacter(characters[i]) { i += 1 }
    return i
  }

  private static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
  }

  /// Tab moves to the next text field of the window (Shift+Tab to the previous), in reading
  /// order: top to bottom, then left to right. Returns whether another field took over.
  private func focusNextField(backwards: Bool) -> Bool {
    guard let window else { return false }
    var fields: [UITextField] = []
    func collect(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let field = view as? UITextField, field.isEnabled { fields.append(field) }
      for sub in view.subviews { collect(sub) }
    }
    collect(window)
    guard fields.count > 1, let me = fields.firstIndex(where: { $0 === self }) else {
      return false
    }
    let places = fields.map { $0.convert($0.bounds, to: window) }
    let order = fields.indices.sorted {
      (places[$0].minY, places[$0].minX) < (places[$1].minY, places[$1].minX)
    }
    guard let at = order.firstIndex(of: me) else { return false }
    let step = backwards ? order.count - 1 : 1
    for k in 1..<order.count {
      let next = fields[order[(at + k * step) % order.count]]
      if next.becomeFirstResponder() {
        next.selectAll(nil)
        return true
      }
    }
    return false
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
      let index = characterIndex(at: point)
      if touch.tapCount >= 2 {
        // A double click selects the word under it.
        let characters = Array(storage)
        let inWord = index < characters.count && Self.isWordCharacter(characters[index])
        let start = inWord ? wordStart(before: index + 1) : index
        let end = inWord ? wordEnd(after: index) : index
        select(start..<end, anchor: start)
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

// MARK: - Positions and ranges (UITextInput)

extension UITextField {
  /// The UTF-16 offset of character boundary `index` of the text.
  private func utf16Offset(ofCharacter index: Int) -> Int {
    let text = self.text ?? ""
    let i = text.index(text.startIndex, offsetBy: min(max(0, index), text.count))
    return text.utf16.distance(from: text.startIndex, to: i)
  }

  /// The character boundary at or before UTF-16 offset `offset` of the text.
  private func characterIndex(ofUTF16 offset: Int) -> Int {
    var units = 0
    var index = 0
    for character in text ?? "" {
      let next = units + character.utf16.count
      if next > offset { break }
      units = next
      index += 1
    }
    return index
  }

  private var utf16Count: Int { (text ?? "").utf16.count }

  /// The start of the text.
  public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

  /// The end of the text.
  public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: utf16Count) }

  /// The selection, or the caret as an empty range; nil while the field is not editing.
  /// Setting it selects that text (or moves the caret).
  public var selectedTextRange: UITextRange? {
    get {
      guard isEditing else { return nil }
      let range = selectedCharacterRange
      return UITextRange(
        from: UITextPosition(utf16Offset: utf16Offset(ofCharacter: range.lowerBound)),
        to: UITextPosition(utf16Offset: utf16Offset(ofCharacter: range.upperBound)))
    }
    set {
      guard let newValue else { return }
      let from = characterIndex(ofUTF16: newValue.start.utf16Offset)
      let to = characterIndex(ofUTF16: newValue.end.utf16Offset)
      setSelectedCharacters(min(from, to)..<max(from, to))
    }
  }

  /// The text an input method is composing (see `setMarkedText(_:selectedRange:)`), or nil.
  public var markedTextRange: UITextRange? {
    guard let marked = markedCharacterRange else { return nil }
    return UITextRange(
      from: UITextPosition(utf16Offset: utf16Offset(ofCharacter: marked.lowerBound)),
      to: UITextPosition(utf16Offset: utf16Offset(ofCharacter: marked.upperBound)))
  }

  /// The range from `fromPosition` to `toPosition` (in either order), or nil when either lies
  /// outside the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    let count = utf16Count
    guard (0...count).contains(fromPosition.utf16Offset),
      (0...count).contains(toPosition.utf16Offset)
    else { return nil }
    return fromPosition.utf16Offset <= toPosition.utf16Offset
      ? UITextRange(from: fromPosition, to: toPosition)
      : UITextRange(from: toPosition, to: fromPosition)
  }

  /// The position `offset` UTF-16 units from `position`, or nil when that is outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.utf16Offset + offset
    guard (0...utf16Count).contains(target) else { return nil }
    return UITextPosition(utf16Offset: target)
  }

  /// The position `offset` characters from `position` towards `direction` (left and up go
  /// back, right and down forward), or nil when that is outside the text.
  public func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    let start = characterIndex(ofUTF16: position.utf16Offset)
    let target = direction == .left || direction == .up ? start - offset : start + offset
    guard (0...(text ?? "").count).contains(target) else { return nil }
    return UITextPosition(utf16Offset: utf16Offset(ofCharacter: target))
  }

  /// How `position` stands to `other`: before it (`.orderedAscending`), at it, or after it.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.utf16Offset < other.utf16Offset
      ? .orderedAscending
      : position.utf16Offset > other.utf16Offset ? .orderedDescending : .orderedSame
  }

  /// The number of UTF-16 units from `from` to `toPosition` (negative when it comes first).
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.utf16Offset - from.utf16Offset
  }

  /// The text of `range`, or nil when it lies outside the text.
  public func text(in range: UITextRange) -> String? {
    let text = self.text ?? ""
    let utf16 = text.utf16
    guard range.start.utf16Offset >= 0, range.end.utf16Offset <= utf16.count,
      range.start.utf16Offset <= range.end.utf16Offset
    else { return nil }
    let from = utf16.index(utf16.startIndex, offsetBy: range.start.utf16Offset)
    let to = utf16.index(utf16.startIndex, offsetBy: range.end.utf16Offset)
    return String(utf16[from..<to]) ?? String(decoding: Array(utf16[from..<to]), as: UTF16.self)
  }

  /// Replaces the text of `range` with `text`, as an edit of the user's would (the delegate
  /// is asked, `.editingChanged` is sent), leaving the caret after it.
  public func replace(_ range: UITextRange, withText text: String) {
    let from = characterIndex(ofUTF16: range.start.utf16Offset)
    let to = characterIndex(ofUTF16: range.end.utf16Offset)
    replaceCharacters(min(from, to)..<max(from, to), with: text)
  }

  /// The caret's rectangle at `position`, in the field's coordinates.
  public func caretRect(for position: UITextPosition) -> CGRect {
    caretRectangle(atCharacter: characterIndex(ofUTF16: position.utf16Offset))
  }

  /// The position nearest to `point` (in the field's coordinates).
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(utf16Offset: utf16Offset(ofCharacter: characterIndex(at: point)))
  }
}
