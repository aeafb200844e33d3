import MosaicTesting

@testable import Mosaic

/// Records a split view controller delegate's calls.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
  var entries: [String] = []
  var topColumn: UISplitViewController.Column?

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    entries.append("willChangeTo(\(displayMode.rawValue))")
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    entries.append("topColumnForCollapsing(\(proposedTopColumn.rawValue))")
    return topColumn ?? proposedTopColumn
  }

  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode {
    entries.append("displayModeForExpanding(\(proposedDisplayMode.rawValue))")
    return proposedDisplayMode
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    entries.append("didCollapse")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    entries.append("didExpand")
  }
}

/// A view controller with a title.
@MainActor
func titled(_ title: String) -> UIViewController {
  let vc = UIViewController()
  vc.title = title
  return vc
}

/// The frame of a column's controller's view, or nil when it is not shown.
@MainActor
func columnFrame(_ split: UISplitViewController, _ column: UISplitViewController.Column)
  -> CGRect?
{
  guard let vc = split.columns[column], let v = vc.viewIfLoaded, v.superview === split.view
  else { return nil }
  return v.frame
}
