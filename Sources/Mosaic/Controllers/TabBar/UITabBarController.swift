import Foundation

/// The methods a tab bar controller's delegate implements to allow and follow the user's tab
/// selections (selections made in code are not reported).
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` may be selected; true by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected the tab of `viewController` (also when it was already selected).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// A container that shows one of several view controllers at a time, chosen with a tab bar
/// along the bottom.
///
/// Every controller of `viewControllers` is a child; only the selected one's view is loaded
/// and shown, filling the container under the bar; the bar's height is added to the bottom
/// of its safe area, so scroll views inset their content above the bar. Switching tabs sends
/// the outgoing controller's `viewWillDisappear`, the incoming one's `viewWillAppear`, then
/// `viewDidDisappear` and `viewDidAppear`. The bar is hidden while the selected navigation
/// controller shows a controller pushed with `hidesBottomBarWhenPushed`. On the desktop,
/// Ctrl+1…9 select the first nine tabs as a click on them would. Mosaic shows every tab in the
/// bar and has no "More" tab (`moreNavigationController` is absent).
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.tabBarController = self
  }

  /// Creates a tab bar controller with no tabs (there are no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.tabBarController = self
  }

  /// The bar showing the controllers' tab bar items. Configure its look here; the controller
  /// manages its items and selection.
  public let tabBar = UITabBar(frame: .zero)

  /// The delegate asked before and told after the user selects a tab.
  open weak var delegate: UITabBarControllerDelegate?

  private var controllers: [UIViewController]?
  private weak var selectedStorage: UIViewController?

  /// The controllers of the tabs, in order. Setting it is `setViewControllers(_:animated:)`
  /// without animation.
  open var viewControllers: [UIViewController]? {
    get { controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. The selected controller stays selected when it is among the new ones;
  /// otherwise the first tab is selected.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let old = controllers ?? []
    for vc in old where !new.contains(where: { $0 === vc }) {
      vc.willMove(toParent: nil)
      if vc === selectedStorage {
        showSelection(from: vc, to: nil)
        selectedStorage = nil
      }
      vc.removeFromParent()
    }
    for vc in new where !old.contains(where: { $0 === vc }) {
      addChild(vc)
      vc.didMove(toParent: self)
    }
    controllers = viewControllers
    tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
    if let s = selectedStorage, new.contains(where: { $0 === s }) {
      tabBar.selectedItem = s.tabBarItem
    } else {
      select(new.first)
    }
  }

  /// The index of the selected tab; `NSNotFound` when there are none. Setting an index out of
  /// range does nothing.
  open var selectedIndex: Int {
    get {
      guard let s = selectedStorage, let i = controllers?.firstIndex(where: { $0 === s }) else {
        return NSNotFound
      }
      return i
    }
    set {
      guard let list = controllers, list.indices.contains(newValue) else { return }
      select(list[newValue])
    }
  }

  /// The controller of the selected tab. Setting it to a controller that is not one of the
  /// tabs does nothing.
  open var selectedViewController: UIViewController? {
    get { selectedStorage }
    set {
      guard let vc = newValue, controllers?.contains(where: { $0 === vc }) == true else { return }
      select(vc)
    }
  }

  /// Follows a selection the user made in the bar (the controller is the bar's delegate).
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    userSelected(item)
  }

  // MARK: Selection

  /// The user picked `item`: the delegate may refuse; picking the selected tab again pops its
  /// navigation controller to the root.
  func userSelected(_ item: UITabBarItem) {
    guard let list = controllers, let vc = list.first(where: { $0.tabBarItem === item }) else {
      return
    }
    if let d = delegate, !d.tabBarController(self, shouldSelect: vc) { return }
    if vc === selectedStorage {
      (vc as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      select(vc)
    }
    delegate?.tabBarController(self, didSelect: vc)
  }

  /// Selects the tab of the `index`-th controller as a click on it would (Ctrl+1…9).
  func userSelectedTab(at index: Int) {
    guard let list = controllers, list.indices.contains(index) else { return }
    let item = list[index].tabBarItem!
    guard item.isEnabled else { return }
    userSelected(item)
  }

  private func select(_ vc: UIViewController?) {
    let old = selectedStorage
    selectedStorage = vc
    tabBar.selectedItem = vc?.tabBarItem
    guard old !== vc else { return }
    showSelection(from: old, to: vc)
  }

  /// Swaps the shown child's view, with the appearance callbacks when the controller is on
  /// screen.
  private func showSelection(from old: UIViewController?, to new: UIViewController?) {
    guard let container = viewIfLoaded else { return }
    let visible = isAppearingOrAppeared
    new?.loadViewIfNeeded()
    if visible {
      old?.beginAppearanceTransition(false, animated: false)
      new?.beginAppearanceTransition(true, animated: false)
    }
    if let v = old?.viewIfLoaded, v.superview === container { v.removeFromSuperview() }
    installSelectedView()
    layoutTabs()
    if visible {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  func childTabBarItemDidChange(_ child: UIViewController) {
    guard let list = controllers else { return }
    tabBar.setItems(list.map { $0.tabBarItem }, animated: false)
    tabBar.selectedItem = selectedStorage?.tabBarItem
  }

  // MARK: View

  /// Creates the container view holding the selected controller's view and the bar.
  open override func loadView() {
    let container = TabBarContainerView(frame: UIScreen.main.bounds)
    container.controller = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(tabBar)
    container.environment.safeAreaExemptSubview = tabBar
    container.environment.subviewSafeAreaCoverage = { [weak self] in
      guard let self, !self.tabBar.isHidden, let v = self.viewIfLoaded else { return .zero }
      return UIEdgeInsets(
        top: 0, left: 0, bottom: max(0, v.bounds.height - self.tabBar.frame.minY), right: 0)
    }
    view = container
  }

  override func prepareForAppearance(animated: Bool) {
    installSelectedView()
  }

  private func installSelectedView() {
    guard let container = viewIfLoaded, let vc = selectedStorage else { return }
    let v = vc.view!
    if v.superview !== container {
      v.frame = container.bounds
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(v, belowSubview: tabBar)
    }
  }

  /// Whether the selected navigation controller shows a controller that hides the bar.
  var hidesBarForSelection: Bool {
    guard let nav = selectedStorage as? UINavigationController else { return false }
    return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// Lays out the bar along the bottom (its content height plus the bottom safe area) and
  /// the selected controller's view over the whole container.
  func layoutTabs() {
    guard let container = viewIfLoaded else { return }
    let b = container.bounds
    let hidden = hidesBarForSelection
    if tabBar.isHidden != hidden { tabBar.isHidden = hidden }
    let h = tabBar.contentHeight + container.safeAreaInsets.bottom
    tabBar.frame = CGRect(x: 0, y: b.height - h, width: b.width, height: h)
    installSelectedView()
    if let v = selectedStorage?.viewIfLoaded, v.superview === container { v.frame = b }
    container.bringSubviewToFront(tabBar)
    container.updateSubviewSafeAreaInsets()
  }
}

/// The tab bar controller's view: it lays out the bar and the selected controller's view.
@MainActor
final class TabBarContainerView: UIView {
  weak var controller: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutTabs()
  }
}
