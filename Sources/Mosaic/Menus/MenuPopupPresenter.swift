import Foundation

/// Shows a `UIMenu` as a desktop popup menu: a panel of rows below (or above) the view that
/// opened it, submenus opening beside their rows, in a window of its own over the source's
/// window with the menus' overlay behind the panels (a click outside them closes the menu, and
/// goes no further).
///
/// Choosing an action closes the menu (unless the action keeps it presented), updates the
/// states of a `.singleSelection` menu, runs the action's handler once with the sender, then
/// tells the opener. Escape, a click outside, a resize of the window and the source leaving its
/// window close the menu without choosing. One popup menu shows at a time; opening one closes
/// the previous one and the edit menu.
///
/// Bar button items and buttons open their menus through it; a context menu can open one at a
/// point by giving a zero-size source rectangle.
@MainActor
final class MenuPopupPresenter {
  /// The popup menu on screen, if any.
  private(set) static var current: MenuPopupPresenter?

  /// The menu shown.
  let menu: UIMenu
  /// The window the panels show in.
  let window: UIWindow
  let overlay: MenuOverlayView
  /// The open panels: the menu's, then each open submenu's.
  private(set) var panels: [MenuPopupView] = []
  private let observer: EditMenuTargetObserver
  @Unretained private var previousResponder: UIResponder?
  private let sender: Any?
  private let didChoose: ((UIAction) -> Void)?
  private let didDismiss: (() -> Void)?
  /// The elements of deferred elements answered during this presentation.
  private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
  /// Whether the menu is still on screen.
  private(set) var isShowing = true
  /// Deferred elements whose providers were asked and have not answered.
  private var pending: Set<ObjectIdentifier> = []

  /// Opens `menu` for `sourceRect` (in `sourceView`'s coordinates), closing a popup menu that
  /// shows. `sender` becomes the chosen action's sender; `didChoose` runs after its handler;
  /// `didDismiss` once the menu is gone, however it went. Returns nil when `sourceView` is in
  /// no window or the menu has nothing to show.
  @discardableResult
  static func present(
    _ menu: UIMenu, from sourceView: UIView, rect sourceRect: CGRect, sender: Any?,
    didChoose: ((UIAction) -> Void)? = nil, didDismiss: (() -> Void)? = nil
  ) -> MenuPopupPresenter? {
    current?.dismiss()
    UIMenuController.shared.hideMenu()
    guard let sourceWindow = sourceView.window else { return nil }
    let base = sourceWindow.baseWindow ?? sourceWindow
    let presenter = MenuPopupPresenter(
      menu: menu, base: base, source: sourceView, sender: sender, didChoose: didChoose,
      didDismiss: didDismiss)
    let anchor = sourceView.convert(sourceRect, to: nil)
    let origin = sourceWindow.baseWindow == nil ? .zero : sourceWindow.frame.origin
    guard
      presenter.openPanel(
        for: menu, anchor: anchor.offsetBy(dx: origin.x, dy: origin.y), beside: false)
    else {
      presenter.isShowing = false
      presenter.tearDown()
      return nil
    }
    current = presenter
    presenter.panels.last?.becomeFirstResponder()
    return presenter
  }

  private init(
    menu: UIMenu, base: UIWindow, source: UIView, sender: Any?,
    didChoose: ((UIAction) -> Void)?, didDismiss: (() -> Void)?
  ) {
    self.menu = menu
    self.sender = sender
    self.didChoose = didChoose
    self.didDismiss = didDismiss
    previousResponder = UIResponder.currentFirstResponder
    window = UIWindow(frame: base.bounds)
    window.windowLevel = .editMenu
    overlay = MenuOverlayView(frame: window.bounds)
    window.addSubview(overlay)
    window.show(over: base)
    observer = EditMenuTargetObserver(frame: .zero)
    source.addSubview(observer)
    overlay.onTouchOutside = { [weak self] in self?.dismiss() }
    overlay.onResize = { [weak self] in self?.dismiss() }
    observer.onLeave = { [weak self] in self?.dismiss() }
  }

  // MARK: Panels

  /// The area panels stay inside, in the overlay's coordinates.
  private var container: CGRect { overlay.bounds.insetBy(dx: 8, dy: 8) }

  private func makeLayout(for menu: UIMenu) -> MenuPopupLayout {
    MenuPopupLayout(
      menu: menu, showsTitle: menu === self.menu,
      resolve: { [unowned self] in self.elements(of: $0) },
      measure: { text, small in
        text.size(withAttributes: [
          .font: small ? MenuPopupView.smallFont : MenuPopupView.titleFont
        ]).width
      }, maximumWidth: container.width)
  }

  /// Opens a panel for `menu`: below `anchor` (or above it when there is no room), or beside
  /// it for a submenu (right, or left when there is no room). Returns false when the menu has
  /// no rows.
  @discardableResult
  private func openPanel(for menu: UIMenu, anchor: CGRect, beside: Bool) -> Bool {
    let layout = makeLayout(for: menu)
    guard !layout.rows.isEmpty else { return false }
    let panel = MenuPopupView(menu: menu, layout: layout)
    panel.frame.origin = Self.origin(
      of: layout.size, anchor: anchor, beside: beside, in: container)
    let level = panels.count
    panel.onChoose = { [weak self] row in self?.choose(row: row, inPanel: level) }
    panel.onBack = { [weak self] in
      guard let self, level > 0 else { return }
      self.closePanels(after: level - 1)
    }
    panel.onCancel = { [weak self] in self?.dismiss() }
    overlay.addSubview(panel)
    panels.append(panel)
    return true
  }

  /// Where a panel of `size` goes for `anchor` inside `container`.
  static func origin(of size: CGSize, anchor: CGRect, beside: Bool, in container: CGRect)
    -> CGPoint
  {
    var x: CGFloat
    var y: CGFloat
    if beside {
      x = anchor.maxX + 2
      if x + size.width > container.maxX { x = anchor.minX - 2 - size.width }
      y = anchor.minY - MenuPopupLayout.verticalPadding
    } else {
      x = anchor.minX
      y = anchor.maxY + 4
      if y + size.height > container.maxY, anchor.minY - 4 - size.height >= container.minY {
        y = anchor.minY - 4 - size.height
      }
    }
    x = min(max(x, container.minX), max(container.minX, container.maxX - size.width))
    y = min(max(y, container.minY), max(container.minY, container.maxY - size.height))
    return CGPoint(x: x.rounded(), y: y.rounded())
  }

  /// Closes the submenu panels after the one at `level` and gives it the keyboard.
  private func closePanels(after level: Int) {
    while panels.count > level + 1 { panels.removeLast().removeFromSuperview() }
    panels.last?.becomeFirstResponder()
  }

  // MARK: Choosing

  private func choose(row index: Int, inPanel level: Int) {
    guard panels.indices.contains(level) else { return }
    let panel = panels[level]
    guard panel.layout.rows.indices.contains(index) else { return }
    let row = panel.layout.rows[index]
    guard row.isSelectable else { return }
    panel.highlightedIndex = index
    if case .submenu(let submenu) = row.kind {
      closePanels(after: level)
      // Beside the panel, level with the row.
      let rowFrame = panel.convert(row.frame, to: overlay)
      let anchor = CGRect(
        x: panel.frame.minX, y: rowFrame.minY, width: panel.frame.width, height: rowFrame.height)
      if openPanel(for: submenu, anchor: anchor, beside: true) {
        panels.last?.moveHighlight(by: 1)
        panels.last?.becomeFirstResponder()
      }
      return
    }
    guard let action = row.element as? UIAction else { return }
    if let owner = row.owner, owner.options.contains(.singleSelection) {
      owner.select(action)
    } else if let owner = singleSelectionAncestor(of: action) {
      owner.select(action)
    }
    if action.attributes.contains(.keepsMenuPresented) {
      for panel in panels { panel.setNeedsDisplay() }
    } else {
      dismiss()
    }
    action.perform(sender: sender)
    didChoose?(action)
  }

  /// The `.singleSelection` menu holding `action` through inline groups, if any.
  private func singleSelectionAncestor(of action: UIAction) -> UIMenu? {
    for panel in panels {
      var stack: [UIMenu] = [panel.menu]
      while let menu = stack.popLast() {
        if menu.options.contains(.singleSelection), menu.containsInline(action) { return menu }
        stack += menu.children.compactMap { $0 as? UIMenu }
          .filter { $0.options.contains(.displayInline) }
      }
    }
    return nil
  }

  // MARK: Deferred elements

  /// The elements of `deferred`: kept from an earlier answer, or asked for now (nil until the
  /// provider answers).
  private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
    let key = ObjectIdentifier(deferred)
    if !deferred.isUncached, let cached = deferred.cachedElements { return cached }
    if let answered = resolved[key] { return answered }
    guard !pending.contains(key) else { return nil }
    pending.insert(key)
    var answeredAtOnce = false
    deferred.provider { [weak self, weak deferred] elements in
      guard let deferred else { return }
      // Kept for the next opening even when this menu closed before the answer; a second
      // answer is ignored.
      if !deferred.isUncached, deferred.cachedElements == nil {
        deferred.cachedElements = elements
      }
      guard let self, self.pending.remove(key) != nil else { return }
      self.resolved[key] = elements
      answeredAtOnce = true
      if Self.current === self { self.refreshPanels() }
    }
    return answeredAtOnce ? resolved[key] : nil
  }

  /// Lays the open panels out again (a deferred element answered), keeping them where they
  /// are unless they now reach past the window's edge.
  private func refreshPanels() {
    let bounds = container
    for panel in panels {
      panel.update(makeLayout(for: panel.menu))
      var frame = panel.frame
      frame.origin.x = min(frame.minX, max(bounds.minX, bounds.maxX - frame.width))
      frame.origin.y = min(frame.minY, max(bounds.minY, bounds.maxY - frame.height))
      panel.frame = frame
    }
  }

  // MARK: Dismissal

  /// Closes the menu without choosing, if it is still on screen.
  func dismiss() {
    guard isShowing else { return }
    isShowing = false
    if Self.current === self { Self.current = nil }
    let hadKeyboard = panels.contains { $0.isFirstResponder }
    tearDown()
    if hadKeyboard { previousResponder?.becomeFirstResponder() }
    didDismiss?()
  }

  private func tearDown() {
    observer.onLeave = nil
    observer.removeFromSuperview()
    for panel in panels where panel.isFirstResponder { panel.resignFirstResponder() }
    panels.removeAll()
    window.isHidden = true
    WindowRegistry.shared.remove(window)
  }
}
