import Foundation

extension UIViewController {
  /// The nearest ancestor of type `T`.
  func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
    var current = parent
    while let c = current {
      if let match = c as? T { return match }
      current = c.parent
    }
    return nil
  }

  func makeTabBarItemIfNeeded() -> UITabBarItem {
    if let item = tabBarItemStorage { return item }
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    item.owner = self
    tabBarItemStorage = item
    return item
  }

  func setTabBarItem(_ item: UITabBarItem?) {
    tabBarItemStorage = item
    tabBarController?.childTabBarItemDidChange(self)
  }

  /// The toolbar items changed: the navigation controller showing this controller updates its
  /// toolbar.
  func toolbarItemsDidChange(animated: Bool) {
    guard let nav = navigationController, nav.topViewController === self else { return }
    nav.updateToolbarItems(animated: animated)
  }
}
