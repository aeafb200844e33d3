import Foundation

extension UIWindow {
  /// Handles Ctrl+1…9 (or Super+1…9): selects that tab of the first tab bar controller shown
  /// in the window, as a click on it would. Returns whether the press was used.
  func handleTabShortcut(_ press: UIPress) -> Bool {
    guard let key = press.key, !key.modifierFlags.isDisjoint(with: [.control, .command]),
      key.modifierFlags.isDisjoint(with: [.alternate, .shift]),
      let digit = Int(key.charactersIgnoringModifiers), (1...9).contains(digit),
      let tabs = visibleTabBarController
    else { return false }
    tabs.userSelectedTab(at: digit - 1)
    return true
  }

  /// The first tab bar controller, breadth first from the root, whose view is in the window.
  var visibleTabBarController: UITabBarController? {
    var queue = rootViewController.map { [$0] } ?? []
    while !queue.isEmpty {
      let vc = queue.removeFirst()
      guard let v = vc.viewIfLoaded, v.window === self else { continue }
      if let tabs = vc as? UITabBarController { return tabs }
      queue.append(contentsOf: vc.children)
    }
    return nil
  }
}
