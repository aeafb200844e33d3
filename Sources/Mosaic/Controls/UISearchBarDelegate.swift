import Foundation

/// The object a search bar asks before editing begins or ends or the text changes, and tells
/// about typing, Return (the search button), Cancel and scope changes. Every method is
/// optional: the protocol extension gives UIKit's defaults (allow everything, do nothing).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Whether the search bar may begin editing; true by default.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The search bar began editing (its field became the first responder).
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether the search bar may stop editing; true by default.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The search bar stopped editing.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (typing, deleting, pasting, the clear button); `searchText`
  /// is the new text. Setting `text` in code does not call it.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets of the
  /// current text) with `text`; true by default.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The search button (Return) was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped (or Escape pressed while it shows).
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The search results list button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The user chose another scope button; `selectedScope` is its index.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// True: editing may begin.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// True: editing may end.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// True: the edit is made.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

extension UISearchBar {
  /// How a search bar draws its background, with UIKit's raw values.
  public enum Style: UInt, Sendable {
    /// The default: `.prominent`.
    case `default` = 0
    /// A bar with a background of its own behind the search field.
    case prominent = 1
    /// No background: only the search field, over whatever is behind the bar.
    case minimal = 2
  }
}

/// What a search bar tells the controller that manages it (a search controller): a hook, so
/// the control knows nothing of the controller layer above it.
@MainActor
protocol SearchBarOwner: AnyObject {
  /// The search bar's field began editing (after the delegate's `searchBarShouldBeginEditing`,
  /// before its `searchBarTextDidBeginEditing`).
  func searchBarDidBeginEditing(_ searchBar: UISearchBar)
  /// The user changed the text, or code set it.
  func searchBarTextDidChange(_ searchBar: UISearchBar)
  /// The user chose another scope button.
  func searchBarScopeDidChange(_ searchBar: UISearchBar)
  /// Cancel was tapped or Escape pressed; returns whether the owner handled it.
  func searchBarDidCancel(_ searchBar: UISearchBar) -> Bool
}

/// The search bar's field delegate: it turns the field's questions and news into the search
/// bar delegate's.
@MainActor
final class SearchFieldRelay: NSObject, UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.owner?.searchBarDidBeginEditing(searchBar)
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(
      searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return true
  }
}
