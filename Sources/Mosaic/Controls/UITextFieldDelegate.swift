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

// MARK: - Editing events

extension UITextField {
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
}
