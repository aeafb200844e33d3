import Mosaic
import MosaicTesting
import Testing

/// Snapshots of the containers: a double-column split view with a sidebar, a tab bar
/// controller in a compact and a regular window (with a badge), and a navigation controller
/// with a large title and a toolbar. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
@Suite(.serialized)
struct ContainerSnapshotTests {
  final class Screen: UIViewController {
    let body: String
    init(title: String, body: String) {
      self.body = body
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
      let label = UILabel(frame: CGRect(x: 16, y: 16, width: 400, height: 24))
      label.text = body
      label.font = .systemFont(ofSize: 15)
      view.addSubview(label)
    }
  }

  @Test func splitViewWithASidebar() {
    let split = UISplitViewController(style: .doubleColumn)
    split.primaryBackgroundStyle = .sidebar
    split.setViewController(
      Screen(title: "Mailboxes", body: "Inbox · Drafts · Sent"), for: .primary)
    let detail = Screen(title: "Lunch on Friday?", body: "Shall we meet at noon?")
    detail.view.backgroundColor = .white
    split.setViewController(detail, for: .secondary)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 240))
    window.rootViewController = split
    assertSnapshot(of: window, named: "split-sidebar", scale: 1)
  }

  func makeTabs() -> UITabBarController {
    let mail = Screen(title: "Mail", body: "Three unread messages")
    mail.view.backgroundColor = .white
    mail.tabBarItem = UITabBarItem(
      title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
    mail.tabBarItem.badgeValue = "3"
    let favorites = Screen(title: "Favorites", body: "")
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    let search = Screen(title: "Search", body: "")
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [mail, favorites, search]
    return tabs
  }

  @Test func tabBarControllerCompactAndRegular() {
    let compact = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 160))
    compact.rootViewController = makeTabs()
    assertSnapshot(of: compact, named: "tabs-compact", scale: 1)
    let regular = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 160))
    regular.rootViewController = makeTabs()
    assertSnapshot(of: regular, named: "tabs-regular", scale: 1)
  }

  @Test func largeTitleAndToolbar() {
    let list = Screen(title: "Notes", body: "A note about large titles")
    list.view.backgroundColor = .white
    list.toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .edit), .flexibleSpace(),
      UIBarButtonItem(barButtonSystemItem: .compose),
    ]
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    nav.isToolbarHidden = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 240))
    window.rootViewController = nav
    assertSnapshot(of: window, named: "navigation-large-title-toolbar", scale: 1)
  }
}
