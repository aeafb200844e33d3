// The root of an app as its SceneDelegate builds it, without the scene types: a tab bar
// controller of navigation controllers (large titles, a badge, a system item, a toolbar), and
// a double-column split view with a sidebar whose list shows the detail.
import MosaicTesting
import Testing
import UIKit

class InboxViewController: UITableViewController {
  let messages = ["Lunch on Friday?", "Quarterly numbers", "Your order has shipped"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.largeTitleDisplayMode = .always
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    toolbarItems = [
      .flexibleSpace(),
      UIBarButtonItem(
        barButtonSystemItem: .compose, target: self, action: InboxViewController.compose),
    ]
  }

  func compose() {}

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = MessageViewController()
    detail.subject = messages[indexPath.row]
    showDetailViewController(detail, sender: self)
  }
}

class MessageViewController: UIViewController {
  var subject = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = subject
    navigationItem.largeTitleDisplayMode = .never
    hidesBottomBarWhenPushed = true
  }
}

class PreferencesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
  }
}

final class RootBuilder: UITabBarControllerDelegate, UISplitViewControllerDelegate {
  var selections: [String] = []

  /// What `scene(_:willConnectTo:options:)` does in the app.
  func makeTabs() -> UITabBarController {
    let inbox = UINavigationController(rootViewController: InboxViewController(style: .plain))
    inbox.navigationBar.prefersLargeTitles = true
    inbox.tabBarItem = UITabBarItem(
      title: "Inbox", image: UIImage(systemName: "envelope"),
      selectedImage: UIImage(systemName: "envelope.fill"))
    inbox.tabBarItem.badgeValue = "3"
    inbox.isToolbarHidden = false

    let favorites = UINavigationController(rootViewController: PreferencesViewController())
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)

    let settings = UINavigationController(rootViewController: PreferencesViewController())
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 2)

    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()

    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, favorites, settings]
    tabs.tabBar.standardAppearance = appearance
    tabs.tabBar.tintColor = .systemIndigo
    tabs.delegate = self
    return tabs
  }

  func makeSplit() -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.primaryBackgroundStyle = .sidebar
    split.preferredDisplayMode = .oneBesideSecondary
    split.preferredSplitBehavior = .tile
    split.setViewController(InboxViewController(style: .plain), for: .primary)
    split.setViewController(MessageViewController(), for: .secondary)
    split.delegate = self
    return split
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selections.append(viewController.tabBarItem.title ?? "?")
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    return .primary
  }
}

@MainActor
@Suite(.serialized) struct TabsAndSplitRootShapeTests {
  @Test func aTabBarOfNavigationControllers() {
    let builder = RootBuilder()
    let tabs = builder.makeTabs()
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 844))
    let inbox = tabs.viewControllers![0] as! UINavigationController
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.items?.map { $0.title } == ["Inbox", "Favorites", "Settings"])
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    #expect(inbox.navigationBar.frame.height == 96)
    // The toolbar sits above the tab bar.
    #expect(inbox.toolbar.frame.maxY == 844)
    #expect(
      inbox.toolbar.frame.height == 93,
      "\(inbox.toolbar.frame.height.description) \(inbox.view.safeAreaInsets)")
    driver.tap(at: CGPoint(x: 325, y: 820))
    #expect(tabs.selectedIndex == 2)
    #expect(builder.selections == ["Settings"])
    driver.pressKey("1", modifiers: .control)
    #expect(tabs.selectedViewController === inbox)
    // A row pushes the message, which hides the tab bar.
    let list = inbox.viewControllers[0] as! InboxViewController
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    driver.advance(by: 0.6)
    #expect(inbox.viewControllers.count == 2)
    #expect(inbox.topViewController?.title == "Quarterly numbers")
    #expect(tabs.tabBar.isHidden)
    #expect(inbox.navigationBar.frame.height == 44)
  }

  @Test func aDoubleColumnSplitWithASidebar() {
    let builder = RootBuilder()
    let split = builder.makeSplit()
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 1024, height: 700))
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    let list = split.viewController(for: .primary) as! InboxViewController
    #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    driver.advance(by: 0.5)
    let detail = split.viewController(for: .secondary) as! MessageViewController
    #expect(detail.subject == "Lunch on Friday?")
    driver.resize(to: CGSize(width: 500, height: 700))
    #expect(split.isCollapsed)
    #expect(list.navigationController?.topViewController === list)
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
    driver.advance(by: 0.6)
    #expect(
      (list.navigationController?.topViewController as? MessageViewController)?.subject
        == "Your order has shipped")
  }
}
