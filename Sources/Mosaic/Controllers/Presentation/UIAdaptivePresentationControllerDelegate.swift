import Foundation

/// The methods a presentation controller's delegate implements to decide whether the user may
/// dismiss the presentation (a downward drag of a sheet, Escape, a click outside), to hear that
/// they did, and to choose how the presentation adapts to a compact-width window. Every method
/// is optional: the protocol extension gives UIKit's behaviour when it is not implemented.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adopt in an environment with `traitCollection` (a compact-width window).
  /// Not implemented: `adaptivePresentationStyle(for:)`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The style to adopt in a compact-width environment. Not implemented: the presentation
  /// controller's own choice (`.none` for sheets, a sheet for popovers).
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// Whether the user may dismiss the presentation now; true when not implemented. Not
  /// asked while the presented controller's `isModalInPresentation` is true.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user began dismissing the presentation (it may still spring back).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user dismissed the presentation; not called when the app dismissed it itself.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss the presentation and was refused
  /// (`isModalInPresentation`, or `presentationControllerShouldDismiss(_:)` said false).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Asks `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    guard traitCollection.horizontalSizeClass == .compact else { return .none }
    return adaptivePresentationStyle(for: controller)
  }
  /// The presentation controller's own adaptive style.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    controller.adaptivePresentationStyle
  }
  /// True.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
