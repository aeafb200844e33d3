import Foundation

/// Ctrl+F (or Super+F) focuses the search field of the window's visible navigation item — the
/// top item of the visible navigation controller, looking into child controllers (split view
/// columns, tabs) — which activates its search controller; when no navigation item has one,
/// the first search bar a search controller manages in the window. The text is selected, so
/// typing replaces it.
extension UIWindow {
  private static var searchShortcutInstalled = false

  /// Registers the Ctrl+F handler (once; a search controller does it when it is made).
  static func installSearchShortcut() {
    guard !searchShortcutInstalled else { return }
    searchShortcutInstalled = true
    keyShortcutHandlers.append { window, key in window.handleSearchShortcut(key) }
  }

  /// Focuses the visible search field for Ctrl+F; returns whether the key was used.
  private func handleSearchShortcut(_ key: UIKey) -> Bool {
    let modifiers = key.modifierFlags
    guard key.charactersIgnoringModifiers.lowercased() == "f",
      !modifiers.isDisjoint(with: [.control, .command]),
      modifiers.isDisjoint(with: [.alternate, .shift]),
      let search = visibleSearchController
    else { return false }
    let field = search.searchBar.searchTextField
    guard field.isFirstResponder || field.becomeFirstResponder() else { return false }
    field.selectAll(nil)
    return true
  }

  /// The search controller Ctrl+F focuses in this window, or nil.
  var visibleSearchController: UISearchController? {
    if let root = rootViewController, let found = Self.searchController(under: root) {
      return found
    }
    return Self.managedSearchBar(in: self)?.owner as? UISearchController
  }

  /// The search controller of the visible navigation item at or below `controller`.
  private static func searchController(under controller: UIViewController)
    -> UISearchController?
  {
    if let nav = controller as? UINavigationController, let top = nav.topViewController {
      if let search = top.navigationItem.searchController { return search }
      return searchController(under: top)
    }
    for child in controller.children where child.viewIfLoaded?.window != nil {
      if let found = searchController(under: child) { return found }
    }
    return nil
  }

  /// The first visible search bar in `view`'s tree that a controller manages.
  private static func managedSearchBar(in view: UIView) -> UISearchBar? {
    guard !view.isHidden, view.alpha > 0.01 else { return nil }
    if let bar = view as? UISearchBar, bar.owner != nil { return bar }
    for sub in view.subviews {
      if let bar = managedSearchBar(in: sub) { return bar }
    }
    return nil
  }
}
