import Foundation

/// The presentation of an alert: the panel centred in the window over a dimmed presenter,
/// appearing with a fade from a slightly larger size (0.25 s) and fading out (0.2 s). A click
/// outside does nothing, as in UIKit; the keyboard goes to the alert.
@MainActor
final class AlertPresentationController: UIPresentationController {
  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    style = .custom
    effectiveStyle = .custom
  }

  var alert: UIAlertController { presentedViewController as! UIAlertController }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return alert.alertFrame(in: container.bounds)
  }

  override var usesDimmingView: Bool { true }
  override var chromeCornerRadius: CGFloat { AlertContentView.alertCornerRadius }
  override var shouldRemovePresentersView: Bool { false }

  override func updateEffectiveStyle() {
    effectiveStyle = .custom
  }

  override func transitionDuration(presenting: Bool) -> TimeInterval { presenting ? 0.25 : 0.2 }

  override func applyTransitionState(onScreen: Bool) {
    guard let chrome = chromeView else { return }
    chrome.bounds = CGRect(origin: .zero, size: chromeFrame().size)
    let frame = chromeFrame()
    chrome.center = CGPoint(x: frame.midX, y: frame.midY)
    chrome.alpha = onScreen ? 1 : 0
    chrome.transform =
      onScreen || presentedViewController.isBeingDismissed
      ? .identity : CGAffineTransform(scaleX: 1.15, y: 1.15)
    dimmingView?.alpha = onScreen ? 1 : 0
  }

  override func didInstallViews() {
    dimmingView?.backgroundColor = UIColor(white: 0, alpha: 0.2)
    alert.textFields?.first?.becomeFirstResponder()
  }

  override func handleKeyPress(_ key: UIKey) -> Bool {
    alert.handleKey(key)
  }
}

extension UIAlertController {
  /// The alert panel's frame in a container with `bounds`: centred, at most the container's
  /// height less 20 points above and below.
  func alertFrame(in bounds: CGRect) -> CGRect {
    loadViewIfNeeded()
    guard let content = contentView else { return .zero }
    let width = AlertContentView.alertWidth
    let height = min(content.alertHeight(width: width), max(0, bounds.height - 40))
    return CGRect(
      x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
      width: width, height: height)
  }

  /// An action sheet's frame at the bottom of a compact-width container: 8 points from the
  /// sides and the bottom edge.
  func compactActionSheetFrame(in bounds: CGRect) -> CGRect {
    loadViewIfNeeded()
    guard let content = contentView else { return .zero }
    let margin = AlertContentView.sheetMargin
    let width = max(0, bounds.width - 2 * margin)
    let height = min(content.sheetHeight(width: width, compact: true), bounds.height - 2 * margin)
    return CGRect(
      x: bounds.minX + margin, y: bounds.maxY - margin - height, width: width, height: height)
  }

  /// The size of an action sheet in a popover.
  var popoverSheetSize: CGSize {
    loadViewIfNeeded()
    let width = AlertContentView.popoverSheetWidth
    return CGSize(width: width, height: contentView?.sheetHeight(width: width, compact: false) ?? 0)
  }

  /// A click outside an action sheet: its cancel action runs (or it is just dismissed).
  func cancelFromOutside() {
    if let cancel = cancelAction, cancel.isEnabled {
      choose(cancel)
    } else {
      presentationRecord.presenting?.dismissPresented(animated: true, completion: nil)
    }
  }

  // MARK: Keyboard

  /// Handles a key for the alert; returns whether it was used.
  func handleKey(_ key: UIKey) -> Bool {
    guard let content = contentView else { return false }
    switch key.keyCode {
    case .keyboardEscape:
      if preferredStyle == .actionSheet {
        cancelFromOutside()
      } else if let cancel = cancelAction {
        choose(cancel)
      } else if actions.isEmpty {
        presentationRecord.presenting?.dismissPresented(animated: true, completion: nil)
      }
      return true
    case .keyboardReturnOrEnter:
      if let focused = content.focusedAction {
        choose(focused)
        return true
      }
      guard let action = returnAction, action.isEnabled else { return false }
      choose(action)
      return true
    case .keyboardSpacebar:
      guard let focused = content.focusedAction else { return false }
      choose(focused)
      return true
    case .keyboardTab:
      content.moveFocus(backward: key.modifierFlags.contains(.shift))
      return true
    default:
      return false
    }
  }
}
