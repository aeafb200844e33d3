import Foundation

// MARK: - Editing: the caret, the selection, user edits and the editing keys

extension UITextView {
  /// Posted when a text view begins editing; the object is the text view.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the user changed a text view's text; the object is the text view.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view stops editing; the object is the text view.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  // MARK: Caret

  /// The caret's rectangle before character `index`, in the text view's (content)
  /// coordinates: 2 points wide and a line tall.
  func caretRectangle(atCharacter index: Int) -> CGRect {
    let area = textRect
    let caret = TextRenderer.caretRect(
      in: editingBuffer.text, style: textStyle, width: area.width,
      atByte: editingBuffer.utf8Offset(ofCharacter: index))
    return CGRect(
      x: (area.minX + caret.minX - 1).rounded(), y: (area.minY + caret.minY).rounded(),
      width: 2, height: caret.height.rounded(.up))
  }

  /// The character boundary nearest to `point` (in the text view's coordinates).
  func characterIndex(at point: CGPoint) -> Int {
    let area = textRect
    let hit = TextRenderer.characterStart(
      in: editingBuffer.text, style: textStyle, width: area.width,
      at: CGPoint(x: point.x - area.minX, y: point.y - area.minY))
    let index = editingBuffer.characterIndex(ofUTF8: hit.byte)
    return hit.trailing ? min(index + 1, editingBuffer.characterCount) : index
  }

  /// Puts the caret bar at the selection's moving end, scrolled into view, shown while
  /// editing with nothing selected and the blink in its visible half.
  func placeCaret() {
    caret.backgroundColor = tintColor
    caret.frame = caretRectangle(atCharacter: editingBuffer.caretEnd)
    updateCaretVisibility()
  }

  /// Shows the caret bar while editing with nothing selected and the blink in its visible half.
  func updateCaretVisibility() {
    caret.isHidden = !(isEditingText && editingBuffer.selection.isEmpty && caretBlink.isOn)
  }

  /// Redraws after the text or the selection changed, restarts the blink and keeps the caret
  /// in view.
  func editingDidChange() {
    setNeedsDisplay()
    caretBlink.restart()
    placeCaret()
    if isEditingText { scrollRectToVisible(caret.frame, animated: false) }
  }

  /// Fills the selected text's background, a line at a time, in the tint color.
  func drawSelection() {
    let selection = editingBuffer.selection
    guard !selection.isEmpty else { return }
    let area = textRect
    let start = caretRectangle(atCharacter: selection.lowerBound)
    let end = caretRectangle(atCharacter: selection.upperBound)
    var rects: [CGRect] = []
    if start.minY == end.minY {
      rects.append(
        CGRect(x: start.midX, y: start.minY, width: end.midX - start.midX, height: start.height))
    } else {
      rects.append(
        CGRect(x: start.midX, y: start.minY, width: area.maxX - start.midX, height: start.height))
      rects.append(
        CGRect(x: area.minX, y: start.maxY, width: area.width, height: end.minY - start.maxY))
      rects.append(
        CGRect(x: area.minX, y: end.minY, width: end.midX - area.minX, height: end.height))
    }
    tintColor.withAlphaComponent(0.25).setFill()
    for rect in rects where rect.width > 0 && rect.height > 0 { UIBezierPath(rect: rect).fill() }
  }

  // MARK: User edits

  /// Replaces characters `range` with `replacement` as a user edit: changes the text, puts
  /// the caret after the replacement and posts `textDidChangeNotification`. A run of `typing`
  /// is one undo step. Does nothing while the text view is not editable.
  func replace(_ range: Range<Int>, with replacement: String, typing: Bool = false) {
    guard isEditable, !(range.isEmpty && replacement.isEmpty) else { return }
    undoHistory.recordEdit(
      from: TextUndoHistory.State(text: editingBuffer.text, selection: editingBuffer.selection),
      typing: typing)
    editingBuffer.replaceCharacters(range, with: replacement)
    textDidEdit()
  }

  /// Ctrl+Z: puts back the text and selection from before the last edit (a run of typing
  /// counts as one); Ctrl+Shift+Z or Ctrl+Y (`redo`) makes an undone edit again.
  private func undoEdit(redo: Bool) {
    let current = TextUndoHistory.State(
      text: editingBuffer.text, selection: editingBuffer.selection)
    guard let state = redo ? undoHistory.redo(from: current) : undoHistory.undo(from: current)
    else { return }
    editingBuffer.restore(text: state.text, selection: state.selection)
    textDidEdit()
  }

  /// After an edit: the text follows the buffer, and the change is posted.
  private func textDidEdit() {
    text = editingBuffer.text
    editingDidChange()
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Moves the caret to `position`, or with `extending` moves the selection's free end there.
  func move(to position: Int, extending: Bool) {
    guard editingBuffer.move(to: position, extending: extending) else { return }
    undoHistory.endTypingRun()
    editingDidChange()
  }

  // MARK: Keys

  /// Carries out an editing key's command; returns whether the text view handled it.
  /// Moving by lines and pages, and Tab, are left to the responder chain.
  func perform(_ command: TextEditingCommand, for key: UIKey) -> Bool {
    switch command {
    case .selectAll:
      guard editingBuffer.select(0..<editingBuffer.characterCount, anchor: 0) else { break }
      undoHistory.endTypingRun()
      editingDidChange()
    case .copy, .cut:
      guard !editingBuffer.selection.isEmpty else { break }
      UIPasteboard.general.string = editingBuffer.selectedText
      if command == .cut { replace(editingBuffer.selection, with: "") }
    case .paste:
      guard let pasted = UIPasteboard.general.string, !pasted.isEmpty else { break }
      replace(editingBuffer.selection, with: pasted)
    case .undo: undoEdit(redo: false)
    case .redo: undoEdit(redo: true)
    case .delete(let direction, let granularity):
      replace(editingBuffer.rangeToDelete(direction, by: granularity), with: "")
    case .move(_, .line, _), .move(_, .page, _), .moveFocus:
      return false
    case .move(let direction, let granularity, let extending):
      move(
        to: editingBuffer.target(moving: direction, by: granularity, extending: extending),
        extending: extending)
    case .insertNewline: insertText("\n")
    case .typeCharacters: break  // the text arrives through `insertText(_:)`
    }
    return true
  }
}
