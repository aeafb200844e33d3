import Foundation

extension UINavigationItem {
  /// Where a navigation item's search bar goes, with UIKit's raw values.
  public enum SearchBarPlacement: Int, Sendable, Hashable {
    /// The system's choice: stacked below the bar's title row.
    case automatic = 0
    /// In the bar's title row. Mosaic stacks it below the row.
    case inline = 1
    /// Below the bar's title row, as part of the bar.
    case stacked = 2
  }

  /// Where the search bar actually is: `.stacked` while there is a search controller (Mosaic
  /// stacks every placement), else `.automatic`.
  public var searchBarPlacement: SearchBarPlacement {
    searchController == nil ? .automatic : .stacked
  }
}

/// The row below a navigation bar's title that holds the top item's search bar; it has the
/// bar's background, so it covers the title row when the search hides it.
@MainActor
final class NavigationSearchArea: UIView {
  /// The scroll view whose scrolling collapses the row, set up with the row's inset.
  @Unretained var collapsingScrollView: UIScrollView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  required init?(coder: NSCoder) { nil }
}

extension UINavigationBar {
  /// The row holding the search bar, when the bar has made one.
  private var searchArea: NavigationSearchArea? {
    subviews.lazy.compactMap { $0 as? NavigationSearchArea }.first
  }

  /// The top item's search controller, when its search bar shows in the bar.
  private var shownSearchController: UISearchController? {
    topItem?.searchController
  }

  /// Whether the title row is hidden because the top item's search is active (its
  /// `hidesNavigationBarDuringPresentation`).
  var hidesTitleRowForSearch: Bool {
    guard let search = shownSearchController else { return false }
    return search.isActive && search.hidesNavigationBarDuringPresentation
  }

  /// The height of the search row: the search bar's, or 0 without one.
  var searchRowHeight: CGFloat {
    guard let search = shownSearchController else { return 0 }
    return search.searchBar.preferredHeight
  }

  /// The height of the title row: 0 while the active search hides it.
  private var titleRowHeight: CGFloat {
    hidesTitleRowForSearch ? 0 : UINavigationBar.contentHeight
  }

  /// Whether the large title row shows between the title row and the search row (the
  /// active search hides it with the title row).
  var showsLargeTitleRow: Bool {
    showsLargeTitle && !hidesTitleRowForSearch
  }

  /// How much of the large title row shows now: what the content's scrolling left of it.
  var largeTitleRowHeight: CGFloat {
    showsLargeTitleRow ? largeTitleVisibleHeight : 0
  }

  /// The bar's height: the title row (unless the active search hides it), the visible part
  /// of the large title row, and the search row below, less what scrolling collapsed of it.
  var heightIncludingSearch: CGFloat {
    titleRowHeight + largeTitleRowHeight + searchRowHeight - searchCollapse
  }

  /// The part of the content's top inset that the expanded large title and search rows make:
  /// the content scrolls under them and starts below them at its top.
  var expandedRowsInset: CGFloat {
    (showsLargeTitleRow ? UINavigationBar.largeTitleHeight : 0)
      + (collapsingScrollView == nil ? 0 : searchRowHeight)
  }

  /// Where the content below the bar starts: below the title row while large titles show or
  /// the search row collapses as the content scrolls (the content then scrolls under the
  /// rows, kept clear of them by an inset), else below the search row.
  var contentTopIncludingSearch: CGFloat {
    showsLargeTitleRow || collapsingScrollView != nil
      ? titleRowHeight : titleRowHeight + searchRowHeight
  }

  /// The content scroll view of the top item's controller — its view, or else that view's
  /// first subview, when it is a scroll view — while the search bar hides when scrolling.
  var collapsingScrollView: UIScrollView? {
    guard let item = topItem, item.searchController != nil, item.hidesSearchBarWhenScrolling,
      let view = item.owner?.viewIfLoaded
    else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }

  /// How much of the search row scrolling has collapsed: how far the content is scrolled
  /// from its top, up to the row's height; none while the search is active.
  var searchCollapse: CGFloat {
    guard let scroll = collapsingScrollView, shownSearchController?.isActive == false else {
      return 0
    }
    let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
    return min(searchRowHeight, max(0, scrolled))
  }

  /// Keeps the content scroll view clear of the search row (through its adjusted content
  /// inset, scrolled to the top when it was there) and follows its scrolling; a scroll view
  /// that no longer collapses the row gets its inset back.
  private func setUpCollapsingScrollView(in area: NavigationSearchArea) {
    let scroll = collapsingScrollView
    if let old = area.collapsingScrollView, old !== scroll {
      Self.release(old)
    }
    area.collapsingScrollView = scroll
    guard let scroll else { return }
    let inset = expandedRowsInset
    if scroll.safeAreaInsetsForScrolling.top != inset {
      let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
      scroll.safeAreaInsetsForScrolling.top = inset
      if atTop { scroll.contentOffset.y = -scroll.adjustedContentInset.top }
    }
    scroll.contentOffsetObserver = { [weak self] _ in
      guard let self else { return }
      self.setNeedsLayout()
      self.navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Gives a scroll view back the inset its safe area gives it, and its scrolling.
  private static func release(_ scroll: UIScrollView) {
    scroll.contentOffsetObserver = nil
    scroll.safeAreaInsetsForScrolling.top = scroll.safeAreaInsets.top
  }

  /// Puts the top item's search bar in the search row (or takes the row away), and has the
  /// navigation controller lay out again for the bar's new height.
  func installSearchArea() {
    let bar = shownSearchController?.searchBar
    if let bar {
      let area = searchArea ?? NavigationSearchArea(frame: .zero)
      if area.superview !== self { addSubview(area) }
      for old in area.subviews where old !== bar { old.removeFromSuperview() }
      if bar.superview !== area {
        bar.removeFromSuperview()
        area.addSubview(bar)
      }
      bar.isInNavigationBar = true
      area.isHidden = false
    } else if let area = searchArea {
      if let scroll = area.collapsingScrollView { Self.release(scroll) }
      for old in area.subviews {
        (old as? UISearchBar)?.isInNavigationBar = false
        old.removeFromSuperview()
      }
      area.removeFromSuperview()
    }
    setNeedsLayout()
    navigationController?.viewIfLoaded?.setNeedsLayout()
  }

  /// Places the search row below the title row and the visible large title (at the top
  /// while the search hides the title row), above the bar's other content and leaving the hairline at the bottom uncovered.
  func layoutSearchArea() {
    guard let area = searchArea, let bar = area.subviews.first as? UISearchBar else { return }
    setUpCollapsingScrollView(in: area)
    let height = searchRowHeight
    let collapse = searchCollapse
    let line = 1 / max(1, UIScreen.main.scale)
    let top = titleRowHeight + largeTitleRowHeight
    bringSubviewToFront(area)
    area.backgroundColor = backgroundColor
    area.frame = CGRect(
      x: 0, y: top, width: bounds.width,
      height: max(0, min(height - collapse, bounds.height - top - line)))
    // A collapsing search bar slides up under the title row and fades.
    bar.frame = CGRect(x: 0, y: -collapse, width: bounds.width, height: height)
    bar.alpha = height > 0 ? max(0, 1 - 2 * collapse / height) : 1
  }
}

extension UISearchController {
  /// A search bar shown as a table view's header changed height (its scope bar showed or
  /// hid): the table lays its header out again.
  func refreshTableHeader() {
    let bar = searchBar
    let height = bar.preferredHeight
    guard bar.frame.height != height else { return }
    var view = bar.superview
    while let v = view {
      if let table = v as? UITableView, table.tableHeaderView === bar {
        bar.frame.size.height = height
        table.updateTableBoundaryItems()
        table.layoutIfNeeded()
        return
      }
      view = v.superview
    }
  }
}
