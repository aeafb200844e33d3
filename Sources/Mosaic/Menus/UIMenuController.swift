import Foundation

/// The edit menu: the bar of commands such as Cut, Copy and Paste that appears next to the
/// content they act on (for a collection view, after a long press on an item whose delegate
/// allows it).
///
/// Only one edit menu shows at a time; `shared` is the object that shows it, and it is also
/// the sender passed to the collection view delegate's
/// `collectionView(_:canPerformAction:forItemAt:withSender:)` and
/// `collectionView(_:performAction:forItemAt:withSender:)`.
///
/// The menu is drawn by Mosaic in a window of its own (at the `editMenu` level) shown over
/// the target's window, above everything in it. It goes away
/// when the user chooses a command, touches anywhere outside it, presses Escape, when a scroll
/// view around its target scrolls, when the target leaves the window, or when `hideMenu()` is
/// called.
@MainActor @preconcurrency
open class UIMenuController: NSObject {
  /// The application's edit menu.
  public static let shared = UIMenuController()

  /// What is on screen while the menu shows.
  @MainActor final class Presentation {
    /// The window the menu shows in, over the target's window.
    let window: UIWindow
    let overlay: MenuOverlayView
    let bar: EditMenuView
    let observer: EditMenuTargetObserver
    @Unretained var target: UIView?
    @Unretained var previousResponder: UIResponder?
    let choose: (Selector) -> Void
    let dismissed: () -> Void

    init(
      window: UIWindow, overlay: MenuOverlayView, bar: EditMenuView,
      observer: EditMenuTargetObserver, target: UIView, previousResponder: UIResponder?,
      choose: @escaping (Selector) -> Void, dismissed: @escaping () -> Void
    ) {
      self.window = window
      self.overlay = overlay
      self.bar = bar
      self.observer = observer
      self.target = target
      self.previousResponder = previousResponder
      self.choose = choose
      self.dismissed = dismissed
    }
  }

  /// The menu on screen, if any.
  private(set) var presentation: Presentation?

  override init() { super.init() }

  /// Whether the menu is showing.
  open var isMenuVisible: Bool { presentation != nil }

  /// The menu's frame (its bubble and arrow) in the coordinates of its window; `.zero` while
  /// it is hidden.
  open var menuFrame: CGRect { presentation?.bar.frame ?? .zero }

  /// Hides the menu, if it shows, without performing any command.
  open func hideMenu() {
    dismiss()
  }

  /// Hides the menu if it shows for `targetView` or for a view inside it.
  open func hideMenu(from targetView: UIView) {
    guard let target = presentation?.target, target.isDescendant(of: targetView) else { return }
    dismiss()
  }

  // MARK: Showing

  /// Shows `items` next to `targetRect` (in `targetView`'s coordinates), replacing a menu
  /// already on screen. `choose` is called with the action of the item the user picks, before
  /// the menu goes away; `dismissed` once the menu is gone, however it went.
  func show(
    _ items: [EditMenuItem], from targetView: UIView, rect targetRect: CGRect,
    choose: @escaping (Selector) -> Void, dismissed: @escaping () -> Void
  ) {
    dismiss()
    MenuPopupPresenter.current?.dismiss()
    guard !items.isEmpty, let window = targetView.window else {
      dismissed()
      return
    }
    let base = window.baseWindow ?? window
    let menuWindow = UIWindow(frame: base.bounds)
    menuWindow.windowLevel = .editMenu
    let overlay = MenuOverlayView(frame: menuWindow.bounds)
    let target = targetView.convert(targetRect, to: nil)
    let bar = EditMenuView(items: items, target: target, container: overlay.bounds)
    overlay.addSubview(bar)
    menuWindow.addSubview(overlay)
    menuWindow.show(over: base)

    let observer = EditMenuTargetObserver(frame: .zero)
    targetView.addSubview(observer)

    let presentation = Presentation(
      window: menuWindow, overlay: overlay, bar: bar, observer: observer, target: targetView,
      previousResponder: UIResponder.currentFirstResponder, choose: choose, dismissed: dismissed)
    self.presentation = presentation

    let dismissThisMenu = { [weak self, weak presentation] in
      guard let presentation else { return }
      self?.dismiss(presentation)
    }
    overlay.onTouchOutside = dismissThisMenu
    overlay.onResize = dismissThisMenu
    observer.onLeave = dismissThisMenu
    bar.onCancel = dismissThisMenu
    bar.onChoose = { [weak self, weak presentation, weak bar] index in
      guard let self, let presentation, let bar, self.presentation === presentation,
        bar.items.indices.contains(index)
      else { return }
      presentation.choose(bar.items[index].action)
      self.dismiss(presentation)
    }
    bar.becomeFirstResponder()
  }

  // MARK: Hiding

  /// The items of the menu on screen, in order (empty while hidden).
  var visibleItems: [EditMenuItem] { presentation?.bar.items ?? [] }

  /// A scroll view scrolled: the menu goes away if its target is inside it.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let target = presentation?.target, target.isDescendant(of: scrollView) else { return }
    dismiss()
  }

  /// Takes the menu off the screen (if `presentation` is still the one showing), gives the
  /// keyboard back to the responder that had it, and tells the menu's owner.
  private func dismiss(_ presentation: Presentation? = nil) {
    guard let current = self.presentation else { return }
    if let presentation, presentation !== current { return }
    self.presentation = nil
    current.observer.onLeave = nil
    current.observer.removeFromSuperview()
    current.window.isHidden = true
    WindowRegistry.shared.remove(current.window)
    if current.bar.isFirstResponder {
      current.bar.resignFirstResponder()
      current.previousResponder?.becomeFirstResponder()
    }
    current.dismissed()
  }
}
