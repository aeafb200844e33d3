import Foundation

/// The long press that opens a control's menu when a tap does something else: a bar button
/// item with an action of its own and a menu, or a button with a menu that it does not show
/// as its primary action. When it begins it cancels the touch (so the tap's action does not
/// run) and opens the menu.
@MainActor
final class MenuLongPressGestureRecognizer: UILongPressGestureRecognizer {}

extension UIView {
  /// Gives the view a long press that calls `open` when it begins (replacing one given
  /// before).
  func installMenuLongPress(_ open: @escaping @MainActor () -> Void) {
    for recognizer in gestureRecognizers ?? [] where recognizer is MenuLongPressGestureRecognizer {
      removeGestureRecognizer(recognizer)
    }
    addGestureRecognizer(
      MenuLongPressGestureRecognizer { recognizer in
        if recognizer.state == .began { open() }
      })
  }
}
