import Foundation

// MARK: - Editing: the caret, user edits, undo, and the editing keys

extension UITextField {
  // MARK: Caret

  /// Puts the caret bar at the selection's end, scrolled into view, shown while editing with
  /// nothing selected and the blink in its visible half.
  func placeCaret() {
    let area = editingRect(forBounds: bounds)
    let end = editingBuffer.selection.upperBound
    refineCaretStops(around: end)
    let offsets = caretOffsets
    let total = offsets.last ?? 0
    let position = offsets[min(end, offsets.count - 1)]
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
    caret.frame = caretRectangle(atCharacter: end)
    updateCaretVisibility()
  }

  /// Shows the caret bar while editing with nothing selected and the blink in its visible half.
  func updateCaretVisibility() {
    caret.isHidden = !(isEditing && editingBuffer.selection.isEmpty && caretBlink.isOn)
  }

  /// The caret's rectangle before character `index`, in the field's coordinates.
  func caretRectangle(atCharacter index: Int) -> CGRect {
    let area = editingRect(forBounds: bounds)
    refineCaretStops(around: index)
    let offsets = caretOffsets
    let x =
      textOrigin(in: area, width: offsets.last ?? 0) - scrollX
      + offsets[min(max(0, index), offsets.count - 1)]
    let lineHeight = _font.lineHeight.rounded(.up)
    return CGRect(
      x: (x - 1).rounded(), y: (area.midY - lineHeight / 2).rounded(), width: 2,
      height: lineHeight)
  }

  /// The character boundary nearest to `point` (in the field's coordinates).
  func characterIndex(at point: CGPoint) -> Int {
    let area = editingRect(forBounds: bounds)
    refineCaretStops(
      shownFrom: textOrigin(in: area, width: caretOffsets.last ?? 0) - scrollX, in: area)
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

  /// Redraws after the text, the selection or the geometry changed, and restarts the blink
  /// (after an edit or a move the caret shows, as on iOS).
  func textDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
    caretBlink.restart()
    placeCaret()
  }

  // MARK: User edits

  /// Replaces characters `range` with `replacement` as a user edit: asks the delegate, then
  /// changes the text, puts the caret after the replacement, sends `.editingChanged` and posts
  /// `textDidChangeNotification`. A run of `typing` is one undo step. Returns whether the edit
  /// was made.
  @discardableResult
  func replace(_ range: Range<Int>, with replacement: String, typing: Bool = false) -> Bool {
    guard isEnabled else { return false }
    if range.isEmpty && replacement.isEmpty { return false }
    guard
      delegate?.textField(
        self, shouldChangeCharactersIn: editingBuffer.utf16Range(ofCharacters: range),
        replacementString: replacement) ?? true
    else { return false }
    undoHistory.recordEdit(from: undoState, typing: typing)
    editingBuffer.replaceCharacters(range, with: replacement)
    textDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Replaces characters `range` as a user edit would (from code: `replace(_:withText:)`).
  func replaceCharacters(_ range: Range<Int>, with text: String) {
    let count = editingBuffer.characterCount
    replace(
      min(max(0, range.lowerBound), count)..<min(max(0, range.upperBound), count),
      with: Self.singleLine(text))
  }

  /// The text and selection as undo keeps them.
  private var undoState: TextUndoHistory.State {
    TextUndoHistory.State(text: editingBuffer.text, selection: editingBuffer.selection)
  }

  /// Ctrl+Z: puts back the text and selection from before the last edit (a run of typing
  /// counts as one), as a user edit: `.editingChanged` is sent and the change is posted.
  func undoEdit() {
    guard let state = undoHistory.undo(from: undoState) else { return }
    restore(state)
  }

  /// Ctrl+Shift+Z or Ctrl+Y: makes an undone edit again.
  func redoEdit() {
    guard let state = undoHistory.redo(from: undoState) else { return }
    restore(state)
  }

  /// Puts back a text and selection from the undo history, as a user edit.
  private func restore(_ state: TextUndoHistory.State) {
    editingBuffer.restore(text: state.text, selection: state.selection)
    textDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  // MARK: Selection

  /// Selects characters `range` (from code: `selectedTextRange`).
  func setSelectedCharacters(_ range: Range<Int>) {
    select(range, anchor: range.lowerBound)
  }

  /// Moves the selection to `range` (clamped to the text), keeping `anchor`.
  func select(_ range: Range<Int>, anchor: Int) {
    guard editingBuffer.select(range, anchor: anchor) else { return }
    selectionDidChange()
  }

  /// Moves the caret to `position`, or with `extending` moves the selection's free end there.
  func move(to position: Int, extending: Bool) {
    guard editingBuffer.move(to: position, extending: extending) else { return }
    selectionDidChange()
  }

  /// After the user moved the selection: ends the run of typing, redraws and tells the
  /// delegate.
  private func selectionDidChange() {
    undoHistory.endTypingRun()
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Return: asks the delegate, sends `.editingDidEndOnExit`, and stops editing when that
  /// event has actions.
  func handleReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if endsEditing, isFirstResponder { resignFirstResponder() }
  }

  /// The clear button: removes the text as a user edit, when the delegate allows it.
  func clearText() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isEditing { becomeFirstResponder() }
    replace(0..<editingBuffer.characterCount, with: "")
  }

  // MARK: Keys

  /// Carries out an editing key's command; returns whether the field handled it (Tab is
  /// handled only when another field took the focus).
  func perform(_ command: TextEditingCommand) -> Bool {
    switch command {
    case .selectAll: selectAll(nil)
    case .copy: copy(nil)
    case .cut: cut(nil)
    case .paste: paste(nil)
    case .undo: undoEdit()
    case .redo: redoEdit()
    case .delete(let direction, let granularity):
      replace(editingBuffer.rangeToDelete(direction, by: granularity), with: "")
    case .move(let direction, let granularity, let extending):
      move(
        to: editingBuffer.target(moving: direction, by: granularity, extending: extending),
        extending: extending)
    case .insertNewline: handleReturn()
    case .moveFocus(let backwards): return focusNextField(backwards: backwards)
    case .typeCharacters: break  // the text arrives through `insertText(_:)`
    }
    return true
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
}
