import UIKit

/// The Mail demo's message list: a plain `UITableView` fed by a diffable data source, searched
/// through the navigation item's search controller, with a trailing swipe to delete, a compose
/// button presenting a form sheet, and a button opening a second Mail window. When the mailbox
/// (or the search) is empty it shows a content-unavailable view.
@MainActor
final class MessageListViewController: UITableViewController, UISearchResultsUpdating {
  /// Called with the message the user picks.
  var onSelect: ((MailMessage?) -> Void)?
  /// The mailbox listed.
  var mailbox = "Inbox" {
    didSet {
      title = mailbox
      if isViewLoaded { reload(animated: false) }
    }
  }
  private let searchController = UISearchController(searchResultsController: nil)
  private var dataSource: UITableViewDiffableDataSource<Int, Int>!
  private var query = ""
  private var observer: NSObjectProtocol?

  init() {
    super.init(style: .plain)
    title = mailbox
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.estimatedRowHeight = 72
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      guard let message = MailStore.shared.message(id: id) else { return cell }
      var content = UIListContentConfiguration.subtitleCell()
      content.text = message.sender
      content.secondaryText = message.subject
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      return cell
    }
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search"
    navigationItem.searchController = searchController
    definesPresentationContext = true
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        barButtonSystemItem: .compose, target: self,
        action: MessageListViewController.compose),
      UIBarButtonItem(
        title: "New Window", style: .plain, target: self,
        action: MessageListViewController.openWindow),
    ]
    observer = NotificationCenter.default.addObserver(
      forName: MailStore.didChange, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.reload(animated: true) }
    }
    reload(animated: false)
  }

  private func reload(animated: Bool) {
    let messages = MailStore.shared.messages(in: mailbox, matching: query)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: animated)
    setNeedsUpdateContentUnavailableConfiguration()
    DemoLog.report(
      "mail: list \(mailbox) \(messages.count)"
        + (query.isEmpty ? "" : " matching \(query)") + ": "
        + messages.map(\.subject).joined(separator: "|"))
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    if dataSource.snapshot().numberOfItems > 0 {
      contentUnavailableConfiguration = nil
    } else if !query.isEmpty {
      var configuration = UIContentUnavailableConfiguration.search()
      configuration.text = "No Results for \u{201C}\(query)\u{201D}"
      contentUnavailableConfiguration = configuration
    } else {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.image = UIImage(systemName: "envelope.open")
      configuration.text = "No Mail"
      configuration.secondaryText = "Messages in \(mailbox) appear here."
      contentUnavailableConfiguration = configuration
    }
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    guard text != query else { return }
    query = text
    reload(animated: true)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
    let message = MailStore.shared.message(id: id)
    DemoLog.report("mail: open \(message?.subject ?? "?")")
    onSelect?(message)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      DemoLog.report("mail: deleted \(MailStore.shared.message(id: id)?.subject ?? "?")")
      MailStore.shared.delete(id: id)
      done(true)
    }
    delete.image = UIImage(systemName: "trash")
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Presents the compose sheet.
  func compose() {
    let navigation = UINavigationController(rootViewController: ComposeViewController())
    navigation.modalPresentationStyle = .formSheet
    present(navigation, animated: true) { DemoLog.report("mail: compose shown") }
  }

  /// Opens another Mail window: a new scene session.
  func openWindow() {
    UIApplication.shared.requestSceneSessionActivation(
      nil, userActivity: nil, options: nil
    ) { error in
      DemoLog.report("mail: new window failed: \(error)")
    }
  }
}
