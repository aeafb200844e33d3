import Foundation

extension UIPresentationController {
  /// Runs a presentation's (`presenting`) or dismissal's transition: from off screen to on
  /// screen or back, over the style's duration when `animated`, then `finish`. Not animated,
  /// `finish` runs at once, within the call.
  func runTransition(presenting: Bool, animated: Bool, finish: @escaping () -> Void) {
    transitionToken += 1
    let token = transitionToken
    let end: () -> Void = { [weak self] in
      guard let self, self.transitionToken == token, self.pendingFinish != nil else { return }
      self.pendingFinish = nil
      self.transitionRunning = false
      self.applyTransitionState(onScreen: presenting)
      finish()
    }
    pendingFinish = end
    guard animated, containerView != nil else {
      end()
      return
    }
    transitionRunning = true
    if presenting { applyTransitionState(onScreen: false) }
    UIView.animate(
      withDuration: transitionDuration(presenting: presenting), delay: 0,
      options: presenting ? .curveEaseOut : .curveEaseIn,
      animations: { self.applyTransitionState(onScreen: presenting) },
      completion: { _ in end() })
  }

  /// Ends a running transition at once (another presentation or dismissal is starting).
  func finishTransitionNow() {
    guard let end = pendingFinish else { return }
    chromeView?.layer.removeAllAnimations()
    dimmingView?.layer.removeAllAnimations()
    end()
  }

  /// A click landed on the dimming view, outside the presented view.
  func clickedOutside() {
    guard dismissesOnClickOutside, !transitionRunning else { return }
    if let alert = presentedViewController as? UIAlertController {
      alert.cancelFromOutside()
      return
    }
    attemptInteractiveDismissal()
  }

  /// Whether the presented controller, or a controller shown inside it, refuses interactive
  /// dismissal.
  var refusesInteractiveDismissal: Bool {
    func refuses(_ vc: UIViewController) -> Bool {
      if vc.isModalInPresentation { return true }
      return vc.childrenInView.contains { refuses($0) }
    }
    return refuses(presentedViewController)
  }

  /// Whether the user may dismiss now: asks `isModalInPresentation` and the delegate, and
  /// tells the delegate of a refused attempt.
  func mayDismissInteractively() -> Bool {
    if refusesInteractiveDismissal || !(delegate?.presentationControllerShouldDismiss(self) ?? true)
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    return true
  }

  /// The user asked to dismiss (Escape, a click outside, a drag past the threshold): when
  /// allowed, the delegate hears `presentationControllerWillDismiss`, the presentation is
  /// dismissed with animation, and the delegate hears `presentationControllerDidDismiss`.
  /// Returns whether the dismissal started.
  @discardableResult
  func attemptInteractiveDismissal(checked: Bool = false) -> Bool {
    guard presentingController != nil, !presentedViewController.isBeingDismissed else {
      return false
    }
    guard checked || mayDismissInteractively() else { return false }
    delegate?.presentationControllerWillDismiss(self)
    presentingViewController.dismissPresented(
      animated: true, completion: nil,
      afterDismissal: { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerDidDismiss(self)
      })
    return true
  }
}
