import Foundation

extension UIButton {
  /// Opens `menu` below the button and tells the button's `.menuActionTriggered` targets; the
  /// chosen action's sender is the button.
  func showMenu(_ menu: UIMenu) {
    sendActions(for: .menuActionTriggered)
    MenuPopupPresenter.present(
      menu, from: self, rect: bounds, sender: self,
      didChoose: { [me = unretained] action in me.wrappedValue?.menuDidChoose(action) })
  }

  /// Lets a long press open the menu when a tap does not.
  func installMenuLongPress() {
    installMenuLongPress { [me = unretained] in
      guard let button = me.wrappedValue, button.isEnabled, !button.opensMenuOnTap,
        let menu = button.menu
      else { return }
      button.showMenu(menu)
    }
  }

  /// A pop-up button's menu keeps one action on: the chosen one.
  private func menuDidChoose(_ action: UIAction) {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    for other in Self.actions(in: menu) { other.state = other === action ? .on : .off }
    menuSelectionDidChange()
  }

  /// For a pop-up button: turns the first action on when none is, and shows the title of the
  /// action that is on.
  func menuSelectionDidChange() {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    let actions = Self.actions(in: menu)
    let selected = actions.first { $0.state == .on } ?? actions.first
    guard let selected else { return }
    if selected.state != .on { selected.state = .on }
    if configuration != nil {
      configuration?.title = selected.title
    } else {
      setTitle(selected.title, for: .normal)
    }
  }

  /// Every action of `menu` and its submenus, in menu order.
  static func actions(in menu: UIMenu) -> [UIAction] {
    menu.children.flatMap { child -> [UIAction] in
      if let action = child as? UIAction { return [action] }
      if let submenu = child as? UIMenu { return actions(in: submenu) }
      return []
    }
  }

}
