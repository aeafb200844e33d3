import Foundation

/// A responder that edits text the way UIKit's `UITextInput` adopters do: it interprets key
/// presses itself (arrows, deletion, shortcuts), shows the text an input method is composing,
/// and tells where its caret is so the input method's candidates open beside it.
@MainActor
protocol TextInputClient: UIResponder {
  /// Shows `markedText` as the text being composed, with `selectedRange` (UTF-16, relative to
  /// the marked text) selected in it; nil ends the composition.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// The caret in its window's coordinates while editing, else nil.
  var inputMethodCaretRect: CGRect? { get }
  /// Ends editing after it stopped being first responder against its will
  /// (`UIView.endEditing(true)` over a delegate's refusal), keeping the text as it is.
  func endEditingAfterForcedResign()
}
