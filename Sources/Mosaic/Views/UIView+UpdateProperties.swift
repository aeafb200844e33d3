import Foundation

extension UIView {
  /// Asks for `updateProperties()` before the next layout pass (which runs even when nothing
  /// else needs layout).
  public func setNeedsUpdateProperties() {
    needsUpdatePropertiesFlag = true
    markSubtreeNeedsLayout()
  }

  /// Runs `updateProperties()` now if it is due.
  public func updatePropertiesIfNeeded() {
    guard needsUpdatePropertiesFlag else { return }
    needsUpdatePropertiesFlag = false
    updateProperties()
  }
}
