import Foundation

/// The view a presentation takes place in (UIKit's `UITransitionView`): it covers the window
/// (or the view of the controller that defines the presentation context), follows its size,
/// and lays the presentation out.
@MainActor
final class PresentationContainerView: UIView {
  weak var presentation: UIPresentationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let presentation else { return }
    presentation.layoutPresentation()
    presentation.containerViewWillLayoutSubviews()
    presentation.containerViewDidLayoutSubviews()
  }

  /// Touches where nothing of the presentation is (an undimmed sheet, a popover's passthrough
  /// views) go to the views beneath.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    if hit === self { return nil }
    if let presentation, presentation.passesTouchesAroundPresentedView,
      let chrome = presentation.chromeView, hit === chrome || hit === chrome.contentView
    {
      return nil
    }
    if let dimming = hit as? PresentationDimmingView, dimming.passesTouches(at: point, in: self) {
      return nil
    }
    return hit
  }
}

/// The view under a presented view: it dims what is beneath (a sheet's, an alert's) or is
/// clear (a popover's), and a click on it is a click outside the presentation.
@MainActor
final class PresentationDimmingView: UIView {
  /// Called on a tap outside the presentation.
  var onTapOutside: (() -> Void)?
  /// Whether touches pass through to the views beneath (a sheet at an undimmed detent).
  var passesAllTouches = false
  /// Views that stay interactive while a popover is shown.
  var passthroughViews: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let tap = UITapGestureRecognizer { [weak self] recognizer in
      guard recognizer.state == .ended else { return }
      self?.onTapOutside?()
    }
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func passesTouches(at point: CGPoint, in container: UIView) -> Bool {
    if passesAllTouches { return true }
    for view in passthroughViews where view.window != nil {
      let local = container.convert(point, to: view)
      if view.point(inside: local, with: nil) { return true }
    }
    return false
  }
}

/// The view around a presented view: a shadow outside, rounded corners clipping the
/// presented view inside (`contentView`), a sheet's grabber on top, or a popover's arrow
/// panel drawn behind.
@MainActor
final class PresentationChromeView: UIView {
  weak var presentation: UIPresentationController?
  /// The rounded, clipping view the presented view sits in.
  let contentView = UIView()
  /// The sheet's grabber, when shown.
  var grabberView: UIView?
  /// Whether the user is dragging the chrome (layout leaves its frame alone meanwhile).
  var isInteracting = false
  /// The corners that are rounded.
  var roundedCorners: CACornerMask = .allCorners {
    didSet { contentView.layer.maskedCorners = roundedCorners }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.masksToBounds = true
    addSubview(contentView)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The radius of the content's corners.
  var cornerRadius: CGFloat {
    get { contentView.layer.cornerRadius }
    set {
      guard newValue != contentView.layer.cornerRadius else { return }
      contentView.layer.cornerRadius = newValue
      contentView.layer.masksToBounds = newValue > 0
    }
  }

  /// Shows or hides a sheet's grabber: a 36×5-point capsule 5 points below the top edge.
  func setGrabberVisible(_ visible: Bool) {
    if visible, grabberView == nil {
      let grabber = UIView()
      grabber.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
      grabber.layer.cornerRadius = 2.5
      grabber.isUserInteractionEnabled = false
      addSubview(grabber)
      grabberView = grabber
    } else if !visible, let grabber = grabberView {
      grabber.removeFromSuperview()
      grabberView = nil
    }
    setNeedsLayout()
  }

  /// Places the content view (where the presentation controller says) and the grabber.
  func layoutChrome() {
    contentView.frame = presentation?.presentedFrame(inChrome: bounds) ?? bounds
    if let grabber = grabberView {
      grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
      bringSubviewToFront(grabber)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutChrome()
    if let view = presentation?.presentedView, view.superview === contentView {
      view.frame = contentView.bounds
    }
  }
}
