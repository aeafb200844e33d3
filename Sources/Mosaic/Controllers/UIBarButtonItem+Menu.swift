import Foundation

extension UIBarButtonItem {
  /// Opens `menu` below the item's button; the chosen action's sender is the item.
  func showMenu(_ menu: UIMenu) {
    guard let button else { return }
    MenuPopupPresenter.present(menu, from: button, rect: button.bounds, sender: self)
  }

  /// Lets a long press on `button` (the item's button in a bar) open the item's menu.
  func installMenuLongPress(on button: UIButton) {
    menuLongPressButton = button
    button.installMenuLongPress { [weak self] in
      guard let self, self.isEnabled, let menu = self.menu else { return }
      self.showMenu(menu)
    }
  }
}
