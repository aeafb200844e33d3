import Foundation

extension UIScrollView {
  /// Sets up the recognizer that drives dragging.
  func installPanGesture() {}

  /// Enables or disables dragging with `isScrollEnabled`.
  func scrollEnabledDidChange() {}
}
