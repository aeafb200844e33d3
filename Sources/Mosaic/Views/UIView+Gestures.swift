import Foundation

// Members UIKit declares `open` are declared in the class body (UIView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name (`baseAddGestureRecognizer(_:)` does `addGestureRecognizer(_:)`'s work: what
// `super` runs).

extension UIView {
  /// `gestureRecognizers`' value.
  var baseGestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      // Through the public members, so that a subclass's overrides see each recognizer.
      for r in gestureRecognizerStorage { removeGestureRecognizer(r) }
      for r in newValue ?? [] { addGestureRecognizer(r) }
    }
  }

  /// `addGestureRecognizer(_:)`'s work.
  func baseAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self,
      gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer })
    {
      return
    }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// `removeGestureRecognizer(_:)`'s work.
  func baseRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let i = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else {
      return
    }
    gestureRecognizerStorage.remove(at: i)
    TouchRouter.shared.abort(gestureRecognizer)
    gestureRecognizer.view = nil
  }
}
