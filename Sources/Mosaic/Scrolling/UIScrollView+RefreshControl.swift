import Foundation

extension UIScrollView {
  /// The control shown above the content that starts a refresh when the content is pulled
  /// down past the top (by a drag, or on the desktop by the wheel turned up while the content
  /// is at its top); nil by default. The scroll view adds it as a subview.
  public var refreshControl: UIRefreshControl? {
    get { refreshControlStorage }
    set {
      guard newValue !== refreshControlStorage else { return }
      refreshControlStorage?.removeFromSuperview()
      refreshControlStorage = newValue
      if let newValue {
        insertSubview(newValue, at: 0)
        newValue.place(in: self)
      }
      updateAdjustedContentInset()
    }
  }
}
