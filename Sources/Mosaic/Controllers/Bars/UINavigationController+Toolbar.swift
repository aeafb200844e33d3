import Foundation

extension UINavigationController {
  /// Whether the toolbar shows: not hidden, and the top controller was not pushed with
  /// `hidesBottomBarWhenPushed`.
  var toolbarShown: Bool {
    guard !toolbarHiddenStorage else { return false }
    if let top = topViewController, viewControllers.count > 1, top.hidesBottomBarWhenPushed {
      return false
    }
    return true
  }

  /// The toolbar's height: its 44-point content plus the bottom safe area.
  var toolbarHeight: CGFloat {
    UIToolbar.contentHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0)
  }

  /// The top controller's toolbar items changed.
  func updateToolbarItems(animated: Bool) {
    let items = topViewController?.toolbarItems
    if !sameItems(toolbar.items, items) { toolbar.setItems(items, animated: animated) }
  }

  private func sameItems(_ a: [UIBarButtonItem]?, _ b: [UIBarButtonItem]?) -> Bool {
    let x = a ?? []
    let y = b ?? []
    return x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
  }

  /// The stack changed: the toolbar shows the new top's items, and a tab bar controller
  /// around the navigation controller hides or shows its bar.
  func stackDidChange(animated: Bool) {
    updateToolbarItems(animated: animated)
    viewIfLoaded?.setNeedsLayout()
    tabBarController?.viewIfLoaded?.setNeedsLayout()
    navigationBar.largeTitleSettingsDidChange()
  }

  func toolbarVisibilityDidChange(animated: Bool) {
    guard let container = viewIfLoaded else { return }
    updateToolbarItems(animated: false)
    if animated, container.window != nil {
      UIView.animate(withDuration: 0.25) {
        self.layoutToolbar()
        self.topViewController?.viewIfLoaded?.frame = self.contentFrame()
      }
    } else {
      container.setNeedsLayout()
    }
  }

  /// Places the toolbar along the bottom edge (its content above the bottom safe area).
  func layoutToolbar() {
    guard let container = viewIfLoaded else { return }
    updateToolbarItems(animated: false)
    let b = container.bounds
    let h = toolbarHeight
    let shown = toolbarShown
    if shown { toolbar.isHidden = false }
    toolbar.frame = CGRect(x: 0, y: shown ? b.height - h : b.height, width: b.width, height: h)
    if !shown { toolbar.isHidden = true }
  }

  // MARK: Large titles and the scroll edge

  /// The top inset the bar gives the content's safe area: the expanded large-title bar's
  /// height while large titles show (so the inset does not change as the title collapses),
  /// else the bar's bottom edge, with the search row as tall as it is expanded (a search row
  /// collapsing as the content scrolls does not change the inset either).
  var barCoverage: CGFloat {
    let bar = navigationBar
    if bar.showsLargeTitleRow {
      return UINavigationBar.contentHeight + UINavigationBar.largeTitleHeight + bar.searchRowHeight
    }
    return max(0, bar.frame.maxY + bar.searchCollapse)
  }

  /// The scroll view the bar follows: the top controller's view when it is one, else the
  /// first scroll view among its subviews.
  func contentScrollView(of vc: UIViewController?) -> UIScrollView? {
    guard let v = vc?.viewIfLoaded else { return nil }
    if let s = v as? UIScrollView { return s }
    return v.subviews.first { $0 is UIScrollView } as? UIScrollView
  }

  /// Follows the top controller's scroll view: the large title shows as much of itself as
  /// the content is scrolled from the top (52 points at the top, none after 52 points of
  /// scrolling, more while pulled down; a search row that collapses with the scrolling goes
  /// first, so the title starts to collapse once the search row has), and the bar uses its scroll-edge appearance while
  /// the content is at its top edge.
  func updateBarForScroll() {
    let bar = navigationBar
    let scrollView = contentScrollView(of: transitionTarget ?? topViewController)
    if scrollView !== trackedScrollView {
      trackedScrollView?.barTrackingHandler = nil
      trackedScrollView = scrollView
      trackedTopInset = scrollView?.adjustedContentInset.top ?? 0
      scrollView?.barTrackingHandler = { [weak self] in self?.contentDidScroll() }
      // Content that has not moved from its origin starts at its top edge.
      if let s = scrollView, s.contentOffset.y == 0, trackedTopInset > 0, !s.isDragging {
        s.contentOffset.y = -trackedTopInset
      }
    }
    let large = bar.showsLargeTitle
    let full = UINavigationBar.largeTitleHeight
    guard let s = scrollView else {
      bar.largeTitleVisibleHeight = large ? full : 0
      bar.isAtScrollEdge = true
      return
    }
    let top = s.adjustedContentInset.top
    if top != trackedTopInset {
      // Content resting at its top edge stays there when the inset changes.
      if abs(s.contentOffset.y + trackedTopInset) < 0.5, !s.isDragging, !s.isDecelerating {
        trackedTopInset = top
        s.contentOffset.y = -top
      }
      trackedTopInset = top
    }
    let scrolled = s.contentOffset.y + top
    let searchFirst = bar.collapsingScrollView === s ? bar.searchCollapse : 0
    let visible = large ? max(0, full - (scrolled - searchFirst)).rounded() : 0
    bar.largeTitleVisibleHeight = visible
    bar.isAtScrollEdge = large ? visible > 0 : scrolled <= 0.5
  }

  private func contentDidScroll() {
    let before = navigationBar.largeTitleVisibleHeight
    updateBarForScroll()
    let after = navigationBar.largeTitleVisibleHeight
    guard before != after, barHidingTargetIsNil else { return }
    var f = navigationBar.frame
    f.size.height = navigationBar.heightIncludingSearch
    navigationBar.frame = f
    navigationBar.setNeedsLayout()
  }
}
