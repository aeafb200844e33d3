import Foundation

extension UITextField: TextInputClient {
  /// The caret at the end of the selection, in window coordinates, while the field edits.
  var inputMethodCaretRect: CGRect? {
    guard isEditing, window != nil, let range = selectedTextRange else { return nil }
    return convert(caretRect(for: range.end), to: nil)
  }

  func endEditingAfterForcedResign() {
    endEditing(reason: .committed)
  }
}
