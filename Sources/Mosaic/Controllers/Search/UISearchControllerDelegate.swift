import Foundation

/// The object that updates search results: a search controller calls it when the search
/// becomes active, and each time the search bar's text or scope changes while it is.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Update the results for `searchController.searchBar`'s text and scope.
  func updateSearchResults(for searchController: UISearchController)
}

/// The object told when a search controller is presented and dismissed, and that may present
/// it itself. Every method is optional: the protocol extension gives UIKit's defaults.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Present the search interface yourself. The default presents it as the search controller
  /// does on its own: the results (or a dim) over the searched content.
  func presentSearchController(_ searchController: UISearchController)
  /// The search interface is about to be presented.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search interface was presented.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search interface is about to be dismissed.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search interface was dismissed.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Presents the search interface the default way.
  public func presentSearchController(_ searchController: UISearchController) {
    searchController.showSearchPresentation()
  }
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
