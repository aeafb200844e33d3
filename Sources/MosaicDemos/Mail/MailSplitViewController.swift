import UIKit

/// The Mail demo's window content, as on an iPad: a three-column split view — the mailboxes in a
/// sidebar, the messages of the chosen mailbox, and the message being read. In a narrow window it
/// collapses to one navigation stack that starts at the message list.
@MainActor
final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let mailboxes = MailboxesViewController()
  let list = MessageListViewController()
  let reader = MessageViewController()

  init() {
    super.init(style: .tripleColumn)
    delegate = self
    preferredDisplayMode = .twoBesideSecondary
    preferredSplitBehavior = .tile
    primaryBackgroundStyle = .sidebar
    setViewController(mailboxes, for: .primary)
    setViewController(list, for: .supplementary)
    setViewController(reader, for: .secondary)
    // The message list has Mail's large title above its search field.
    list.navigationController?.navigationBar.prefersLargeTitles = true
    mailboxes.onSelect = { [weak self] name in self?.showMailbox(name) }
    list.onSelect = { [weak self] message in self?.showMessage(message) }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Shows the messages of `name` in the list column.
  func showMailbox(_ name: String) {
    list.mailbox = name
    reader.message = nil
    // Expanded, every column stays in view; collapsed, the list is pushed.
    if isCollapsed { show(.supplementary) }
  }

  /// Shows `message` in the reading column.
  func showMessage(_ message: MailMessage?) {
    reader.message = message
    if message != nil, isCollapsed { show(.secondary) }
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    DemoLog.report("mail: collapsed")
    return .supplementary
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    DemoLog.report("mail: expanded")
  }
}

/// The Mail demo's scene delegate, as Xcode writes one: it makes the scene's window with the
/// split view and reports the scene's life for the end-to-end tests.
@MainActor
final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = MailSplitViewController()
    windowScene.title = "Mail"
    windowScene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 480)
    self.window = window
    window.makeKeyAndVisible()
    DemoLog.report("mail: scene connected (\(UIApplication.shared.connectedScenes.count))")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    DemoLog.report("mail: scene active (\(UIApplication.shared.connectedScenes.count))")
  }

  func sceneWillResignActive(_ scene: UIScene) {
    DemoLog.report("mail: scene inactive")
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    DemoLog.report("mail: scene disconnected")
  }
}

/// The Mail app's delegate (`mosaic-demos --app mail`): every scene it connects is a Mail window.
@MainActor
final class MailAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = MailSceneDelegate.self
    return configuration
  }
}
