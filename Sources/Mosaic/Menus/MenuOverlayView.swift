import Foundation

/// A transparent view over the whole window while a menu shows (the edit menu's bar, a popup
/// menu's panels); it holds the menu's views. A touch anywhere outside them lands on it and
/// dismisses the menu, and goes no further: the views below never hear of it (so the tap that
/// dismisses the menu does not select an item, as in UIKit).
///
/// Mouse-wheel and touchpad scrolling, which hit-test without an event, pass through to the
/// views below: scrolling the content moves the menu's target, which dismisses the menu.
@MainActor
final class MenuOverlayView: UIView {
  /// Called when a touch lands outside the menu's views.
  var onTouchOutside: (() -> Void)?
  /// Called when the window's size changes under the menu (the bar would point at the wrong
  /// place; UIKit hides the menu when the interface rotates).
  var onResize: (() -> Void)?
  private let shownSize: CGSize

  override init(frame: CGRect) {
    shownSize = frame.size
    super.init(frame: frame)
    backgroundColor = nil
    isOpaque = false
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) {
    fatalError("MenuOverlayView is created by the menus")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.size != shownSize { onResize?() }
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Without an event (wheel scrolling) the overlay is not there.
    guard event != nil else { return nil }
    return super.hitTest(point, with: event)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    onTouchOutside?()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A hidden, empty view put inside the edit menu's target view while the menu shows: it
/// learns when the target leaves its window (a cell that scrolls away or is reused after
/// `reloadData()`, a screen that goes away) and reports it once.
@MainActor
final class EditMenuTargetObserver: UIView {
  /// Called, once, when the target view is about to leave its window.
  var onLeave: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("EditMenuTargetObserver is created by the edit menu")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    guard let leave = onLeave else { return }
    onLeave = nil
    leave()
  }
}
