import Foundation

extension UIViewController {
  /// Asks for `updateProperties()` before the view's next layout.
  public func setNeedsUpdateProperties() {
    needsUpdatePropertiesFlag = true
    viewIfLoaded?.markSubtreeNeedsLayout()
  }

  /// Runs `updateProperties()` now if it is due.
  public func updatePropertiesIfNeeded() {
    guard needsUpdatePropertiesFlag else { return }
    needsUpdatePropertiesFlag = false
    updateProperties()
  }

  /// What runs before the view lays out, in UIKit's order: the controller's
  /// `updateProperties()`, then its content-unavailable update, when due.
  func runUpdatesBeforeLayout() {
    updatePropertiesIfNeeded()
    updateContentUnavailableIfNeeded()
  }
}
