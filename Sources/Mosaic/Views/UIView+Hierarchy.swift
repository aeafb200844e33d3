import Foundation

// The work of UIKit's `open` hierarchy members (`insertSubview(_:at:)`,
// `removeFromSuperview()`), which subclasses may override and call `super` for.
extension UIView {
  /// `insertSubview(_:at:)`'s work: detaches `view` from its old parent, inserts it, and
  /// sends the move callbacks (superview, window, tint, environment, Auto Layout) in UIKit's
  /// order.
  func baseInsertSubview(_ view: UIView, at index: Int) {
    if view === self {
      // UIKit raises NSInvalidArgumentException.
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Can't add self as subview'")
    }
    var ancestor: UIView? = self
    while let a = ancestor {
      precondition(
        a !== view, "UIView: a view cannot be added as a subview of one of its own descendants")
      ancestor = a._superview
    }
    let oldWindow = view.window
    let newWindow = window
    let inheritedTint: UIColor? =
      view._tintColor == nil && view._superview !== self ? view.tintColor : nil
    let reparenting = view._superview !== self
    if reparenting { AutoLayout.subtreeWillDetach(view) }
    if view._superview !== self || oldWindow !== newWindow {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    }
    if let old = view._superview {
      old.willRemoveSubview(view)
      old._subviews.remove(view)
      if view.isRegisteredForLayout { old.unregisterForLayout(view) }
    }
    view.isRegisteredForLayout = false
    let i = max(0, min(index, _subviews.count))
    _subviews.insert(view, at: i)
    view._superview = self
    syncSublayerOrder(of: view, at: i)
    view.didMoveToSuperview()
    if let inheritedTint, inheritedTint != view.tintColor { view.notifyTintColorDidChange() }
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    view.environmentDidMove(fromWindow: oldWindow, toWindow: newWindow)
    if reparenting { AutoLayout.subtreeDidAttach(view) }
    if UIActivityIndicatorView.anyWaitsForAHiddenSuperview {
      UIActivityIndicatorView.viewWasShownOrMoved()
    }
    didAddSubview(view)
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// `removeFromSuperview()`'s work: detaches the view with the move callbacks in UIKit's
  /// order.
  func baseRemoveFromSuperview() {
    guard let parent = _superview else { return }
    let oldWindow = window
    AutoLayout.subtreeWillDetach(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    parent.willRemoveSubview(self)
    parent._subviews.remove(self)
    if isRegisteredForLayout { parent.unregisterForLayout(self) }
    _superview = nil
    isRegisteredForLayout = false
    layer.removeFromSuperlayer()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
    environmentDidMove(fromWindow: oldWindow, toWindow: nil)
    AutoLayout.subtreeDidAttach(self)
    parent.setNeedsLayout()
  }

  /// Calls `willMove(toWindow:)` on the view and its whole subtree.
  func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for v in _subviews.array { v.notifyWillMove(toWindow: newWindow) }
  }

  /// Calls `didMoveToWindow()` on the view and its whole subtree.
  func notifyDidMoveToWindow() {
    didMoveToWindow()
    for v in _subviews.array { v.notifyDidMoveToWindow() }
  }
}
