import Foundation

// MARK: - Positions and ranges (UITextInput)

/// Positions are UTF-16 offsets into the text, as UIKit counts them; the editing buffer turns
/// them into character boundaries.
extension UITextField {
  /// The length of the text in UTF-16 units.
  private var utf16Count: Int { editingBuffer.text.utf16.count }

  /// The start of the text.
  public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

  /// The end of the text.
  public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: utf16Count) }

  /// The selection, or the caret as an empty range; nil while the field is not editing.
  /// Setting it selects that text (or moves the caret).
  public var selectedTextRange: UITextRange? {
    get {
      guard isEditing else { return nil }
      let range = editingBuffer.selectedUTF16
      return UITextRange(
        from: UITextPosition(utf16Offset: range.lowerBound),
        to: UITextPosition(utf16Offset: range.upperBound))
    }
    set {
      guard let newValue else { return }
      setSelectedCharacters(
        editingBuffer.characterRange(
          ofUTF16: characterRangeBounds(newValue.start.utf16Offset, newValue.end.utf16Offset)))
    }
  }

  /// The text an input method is composing (see `setMarkedText(_:selectedRange:)`), or nil.
  public var markedTextRange: UITextRange? {
    guard let marked = editingBuffer.markedRange else { return nil }
    return UITextRange(
      from: UITextPosition(utf16Offset: marked.location),
      to: UITextPosition(utf16Offset: marked.location + marked.length))
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
    let start = editingBuffer.characterIndex(ofUTF16: position.utf16Offset)
    let target = direction == .left || direction == .up ? start - offset : start + offset
    guard (0...editingBuffer.characterCount).contains(target) else { return nil }
    return UITextPosition(utf16Offset: editingBuffer.utf16Offset(ofCharacter: target))
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
    let text = editingBuffer.text
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
    replaceCharacters(
      editingBuffer.characterRange(
        ofUTF16: characterRangeBounds(range.start.utf16Offset, range.end.utf16Offset)),
      with: text)
  }

  /// The caret's rectangle at `position`, in the field's coordinates.
  public func caretRect(for position: UITextPosition) -> CGRect {
    caretRectangle(atCharacter: editingBuffer.characterIndex(ofUTF16: position.utf16Offset))
  }

  /// The position nearest to `point` (in the field's coordinates).
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(utf16Offset: editingBuffer.utf16Offset(ofCharacter: characterIndex(at: point)))
  }

  /// Two UTF-16 offsets as a range, in order.
  private func characterRangeBounds(_ a: Int, _ b: Int) -> Range<Int> {
    min(a, b)..<max(a, b)
  }

  // MARK: Marked text

  /// Shows `markedText`, text an input method is composing, in place of the marked text (or
  /// the selection), underlined, with the caret or selection at `selectedRange` (UTF-16 units
  /// within it). The marked text is part of `text` while it is composed, and each change is
  /// an edit (the delegate is asked, `.editingChanged` is sent). Nil or empty removes it.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let replaced = editingBuffer.markedCharacters ?? editingBuffer.selection
    let composing = Self.singleLine(markedText ?? "")
    editingBuffer.unmark()
    guard replace(replaced, with: composing) || composing.isEmpty else { return }
    guard !composing.isEmpty else {
      textDidChange()
      return
    }
    editingBuffer.markComposition(
      composing, at: replaced.lowerBound, selectedRange: selectedRange)
    textDidChange()
  }

  /// Ends composing: the marked text stays as ordinary text.
  public func unmarkText() {
    guard editingBuffer.unmark() else { return }
    textDidChange()
  }
}
