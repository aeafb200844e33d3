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

  /// The bar's height with its search row: the title row (unless the active search hides
  /// it) and the search bar below.
  var heightIncludingSearch: CGFloat {
    (hidesTitleRowForSearch ? 0 : UINavigationBar.contentHeight) + searchRowHeight
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
      for old in area.subviews {
        (old as? UISearchBar)?.isInNavigationBar = false
        old.removeFromSuperview()
      }
      area.removeFromSuperview()
    }
    setNeedsLayout()
    navigationController?.viewIfLoaded?.setNeedsLayout()
  }

  /// Places the search row below the title row (at the top while the search hides the title
  /// row), above the bar's other content and leaving the hairline at the bottom uncovered.
  func layoutSearchArea() {
    guard let area = searchArea, let bar = area.subviews.first as? UISearchBar else { return }
    let height = searchRowHeight
    let line = 1 / max(1, UIScreen.main.scale)
    let top = hidesTitleRowForSearch ? 0 : UINavigationBar.contentHeight
    bringSubviewToFront(area)
    area.backgroundColor = backgroundColor
    area.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(0, min(height, bounds.height - top - line)))
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
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
