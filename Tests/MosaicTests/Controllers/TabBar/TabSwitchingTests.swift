import MosaicTesting
import Testing

@testable import Mosaic

/// Records a tab bar controller delegate's calls, refusing the titles in `refused`.
@MainActor
final class TabDelegateLog: UITabBarControllerDelegate {
  var entries: [String] = []
  var refused: Set<String> = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    entries.append("shouldSelect(\(viewController.title ?? ""))")
    return !refused.contains(viewController.title ?? "")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    entries.append("didSelect(\(viewController.title ?? ""))")
  }
}

@MainActor
@Suite(.serialized)
struct TabSwitchingTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  /// A window 390×844 showing tabs A, B and C; the log starts empty.
  func makeTabs(_ log: CallbackLog, size: CGSize = CGSize(width: 390, height: 844))
    -> (UIWindow, UITabBarController, [ProbeController])
  {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let probes = ["A", "B", "C"].map { ProbeController($0, log: log) }
    let tabs = UITabBarController()
    tabs.viewControllers = probes
    window.rootViewController = tabs
    window.layoutIfNeeded()
    _ = log.take()
    return (window, tabs, probes)
  }

  @Test func onlyTheSelectedTabIsLoadedAndEveryTabIsAChild() {
    let log = CallbackLog()
    let (_, tabs, probes) = makeTabs(log)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === probes[0])
    #expect(probes[0].isViewLoaded)
    #expect(!probes[1].isViewLoaded)
    #expect(!probes[2].isViewLoaded)
    #expect(tabs.children.count == 3)
    #expect(probes.allSatisfy { $0.tabBarController === tabs })
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
    #expect(tabs.tabBar.selectedItem === probes[0].tabBarItem)
  }

  @Test func switchingTabsSendsAppearanceCallbacksInUIKitOrder() {
    let log = CallbackLog()
    let (_, tabs, probes) = makeTabs(log)
    tabs.selectedIndex = 1
    #expect(
      withoutLayout(log.take()) == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(probes[1].view.superview === tabs.view)
    #expect(probes[0].view.superview == nil)
    #expect(!probes[2].isViewLoaded)
    tabs.selectedViewController = probes[0]
    #expect(
      withoutLayout(log.take()) == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 0)
    #expect(log.take().isEmpty)
  }

  @Test func theDelegateMayVetoAClickAndHearsOnlyUserSelections() {
    resetTouches()
    let log = CallbackLog()
    let probes = ["A", "B", "C"].map { ProbeController($0, log: log) }
    let tabs = UITabBarController()
    tabs.viewControllers = probes
    let delegate = TabDelegateLog()
    delegate.refused = ["B"]
    tabs.delegate = delegate
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 844))
    // Three tabs share the 390-point bar: B is centred at x 195.
    driver.tap(at: CGPoint(x: 195, y: 820))
    #expect(delegate.entries == ["shouldSelect(B)"])
    #expect(tabs.selectedIndex == 0)
    #expect(!probes[1].isViewLoaded)
    delegate.entries = []
    driver.tap(at: CGPoint(x: 325, y: 820))
    #expect(delegate.entries == ["shouldSelect(C)", "didSelect(C)"])
    #expect(tabs.selectedIndex == 2)
    delegate.entries = []
    tabs.selectedIndex = 0
    #expect(delegate.entries.isEmpty)
  }

  @Test func controlAndADigitSelectsThatTab() {
    let log = CallbackLog()
    let probes = ["A", "B", "C"].map { ProbeController($0, log: log) }
    let tabs = UITabBarController()
    tabs.viewControllers = probes
    let delegate = TabDelegateLog()
    tabs.delegate = delegate
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 844))
    driver.pressKey("3", modifiers: .control)
    #expect(tabs.selectedIndex == 2)
    #expect(delegate.entries == ["shouldSelect(C)", "didSelect(C)"])
    driver.pressKey("9", modifiers: .control)
    #expect(tabs.selectedIndex == 2)
    driver.pressKey("1", modifiers: .control)
    #expect(tabs.selectedIndex == 0)
    driver.pressKey("2")
    #expect(tabs.selectedIndex == 0)
  }

  @Test func settingNewControllersKeepsTheSelectedOneAndRemovesTheOthers() {
    let log = CallbackLog()
    let (_, tabs, probes) = makeTabs(log)
    tabs.selectedIndex = 1
    _ = log.take()
    let d = ProbeController("D", log: log)
    tabs.setViewControllers([d, probes[1]], animated: false)
    #expect(tabs.selectedViewController === probes[1])
    #expect(tabs.selectedIndex == 1)
    #expect(probes[0].parent == nil)
    #expect(d.parent === tabs)
    #expect(tabs.tabBar.items?.map(\.title) == ["D", "B"])
    #expect(
      withoutLayout(log.take()) == [
        "A.willMove(nil)", "A.didMove(nil)", "C.willMove(nil)", "C.didMove(nil)",
        "D.willMove(UITabBarController)", "D.didMove(UITabBarController)",
      ])
  }

  @Test func theTitleAndTheItemStayInStep() {
    let vc = UIViewController()
    vc.title = "Inbox"
    #expect(vc.tabBarItem.title == "Inbox")
    vc.title = "Archive"
    #expect(vc.tabBarItem.title == "Archive")
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
    #expect(item.title == "Favorites")
    #expect(item.tag == 4)
    #expect(item.image != nil)
    let selected = UITabBarItem(
      title: "Home", image: nil, selectedImage: UIImage(systemName: "star.fill"))
    #expect(selected.selectedImage != nil)
    #expect(UITabBarItem(title: "Plain", image: nil, tag: 0).selectedImage == nil)
  }

  @Test func reselectingANavigationTabPopsToItsRoot() {
    resetTouches()
    let root = UIViewController()
    root.title = "Root"
    let nav = UINavigationController(rootViewController: root)
    let other = UIViewController()
    other.title = "Other"
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, other]
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 844))
    nav.pushViewController(UIViewController(), animated: false)
    #expect(nav.viewControllers.count == 2)
    driver.tap(at: CGPoint(x: 97, y: 820))
    driver.advance(by: 0.5)
    #expect(nav.viewControllers.count == 1)
  }

  @Test func aControllerPushedWithHidesBottomBarHidesTheTabBar() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tabs
    window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 0)
    nav.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 49)
  }
}
