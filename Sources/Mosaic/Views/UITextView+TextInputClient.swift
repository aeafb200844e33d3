import Foundation

extension UITextView: TextInputClient {
  /// Shows `markedText` in place of the text being composed (or of the selection) as the text
  /// an input method composes, with `selectedRange` (UTF-16 units within it) selected; nil or
  /// empty text ends the composition, removing what was composed.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let replaced = editingBuffer.markedCharacters ?? editingBuffer.selection
    let composing = markedText ?? ""
    editingBuffer.unmark()
    replace(replaced, with: composing)
    guard !composing.isEmpty else { return }
    editingBuffer.markComposition(
      composing, at: replaced.lowerBound, selectedRange: selectedRange)
    editingDidChange()
  }

  /// Ends composing: the composed text stays as ordinary text.
  public func unmarkText() {
    guard editingBuffer.unmark() else { return }
    editingDidChange()
  }

  /// The caret at the end of the selection, in window coordinates, while the text view edits.
  var inputMethodCaretRect: CGRect? {
    guard isEditingText, window != nil else { return nil }
    return convert(caretRectangle(atCharacter: editingBuffer.caretEnd), to: nil)
  }

  func endEditingAfterForcedResign() {
    finishEditing()
  }
}
