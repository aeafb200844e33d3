import Foundation

/// The methods a split view controller's delegate implements to follow display mode changes
/// and to take part in collapsing and expanding.
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change to `displayMode`.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// Which column is on top of the single navigation stack when the interface collapses;
  /// `proposedTopColumn` (`.secondary`) by default.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode to use when the interface expands; `proposedDisplayMode` by default.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The interface collapsed to one navigation stack.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The interface expanded back to columns.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// `column` is about to be shown.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// `column` is about to be hidden.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  /// Returns `proposedTopColumn`.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// Returns `proposedDisplayMode`.
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
}
