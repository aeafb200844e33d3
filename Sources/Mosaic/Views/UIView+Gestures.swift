import Foundation

extension UIView {
  /// The gesture recognizers attached to the view, in the order they were added; nil when there
  /// are none. Setting it detaches the old ones and attaches the new ones.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for r in gestureRecognizerStorage { removeGestureRecognizer(r) }
      for r in newValue ?? [] { addGestureRecognizer(r) }
    }
  }

  /// Attaches `gestureRecognizer` to the view (detaching it from its previous view first), so it
  /// sees the touches that begin in this view and its subviews.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self,
      gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer })
    {
      return
    }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view; a gesture in progress is cancelled.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let i = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else {
      return
    }
    gestureRecognizerStorage.remove(at: i)
    TouchRouter.shared.abort(gestureRecognizer)
    gestureRecognizer.view = nil
  }
}
