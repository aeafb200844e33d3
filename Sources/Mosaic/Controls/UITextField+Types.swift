// MARK: - Border styles and overlay modes

extension UITextField {
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
}
