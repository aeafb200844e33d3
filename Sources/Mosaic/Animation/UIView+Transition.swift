import Foundation

extension UIView.AnimationOptions {
  /// Whether the options ask for a transition (any of the `transition…` values).
  var hasTransition: Bool { (rawValue >> 20) & 7 != 0 }

  /// Only the timing curve of the options.
  var curveOnly: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & (3 << 16)) }
}

extension UIView {
  /// Makes the changes in `animations` to `view` with a transition over `duration` seconds,
  /// then calls `completion` with whether the transition ran to the end.
  ///
  /// With `.transitionCrossDissolve` a picture of the view as it was fades out over the view
  /// as the changes leave it. Mosaic draws the flip and curl transitions as that
  /// cross-dissolve too. The changes themselves are applied at once, unless the options
  /// include `.allowAnimatedContent`; with `.transitionNone` they animate as in
  /// `animate(withDuration:delay:options:animations:completion:)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard options.hasTransition else {
      animate(
        withDuration: duration, delay: 0, options: options, animations: animations ?? {},
        completion: completion)
      return
    }
    let snapshot = view.transitionSnapshot()
    if let snapshot { view.addSubview(snapshot) }
    if options.contains(.allowAnimatedContent) {
      animate(
        withDuration: duration, delay: 0, options: options.curveOnly,
        animations: animations ?? {})
    } else {
      performWithoutAnimation { animations?() }
    }
    guard let snapshot else {
      completion?(true)
      return
    }
    view.bringSubviewToFront(snapshot)
    animate(
      withDuration: duration, delay: 0, options: options.curveOnly,
      animations: { snapshot.alpha = 0 },
      completion: { finished in
        snapshot.removeFromSuperview()
        completion?(finished)
      })
  }

  /// Replaces `fromView` with `toView` with a transition over `duration` seconds, then calls
  /// `completion`.
  ///
  /// `toView` takes `fromView`'s place in its superview and `fromView` is removed at the end;
  /// with `.showHideTransitionViews` both stay and `fromView` is hidden instead. With
  /// `.transitionCrossDissolve` (and the flips and curls, which Mosaic draws as a
  /// cross-dissolve) `toView` fades in while `fromView` fades out; without a transition the
  /// views swap at once.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let showHide = options.contains(.showHideTransitionViews)
    if !showHide, toView.superview == nil, let container = fromView.superview {
      container.insertSubview(toView, aboveSubview: fromView)
    }
    if showHide { toView.isHidden = false }
    func finish() {
      if showHide {
        fromView.isHidden = true
      } else {
        fromView.removeFromSuperview()
      }
    }
    guard options.hasTransition else {
      finish()
      completion?(true)
      return
    }
    let fromAlpha = fromView.alpha
    let toAlpha = toView.alpha
    performWithoutAnimation { toView.alpha = 0 }
    animate(
      withDuration: duration, delay: 0, options: options.curveOnly,
      animations: {
        toView.alpha = toAlpha
        fromView.alpha = 0
      },
      completion: { finished in
        finish()
        fromView.alpha = fromAlpha
        completion?(finished)
      })
  }

  /// A view showing a picture of this view's current appearance, covering its bounds; nil
  /// when the view is empty.
  fileprivate func transitionSnapshot() -> UIView? {
    let size = bounds.size
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return nil
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = traitCollection.displayScale
    let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
      _ = drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: false)
    }
    let snapshot = UIImageView(image: image)
    snapshot.frame = bounds
    snapshot.isUserInteractionEnabled = false
    return snapshot
  }
}
