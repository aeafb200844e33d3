import UIKit

/// The Mail demo's message list: a plain `UITableView` fed by a diffable data source, searched
/// through the navigation item's search controller, with a trailing swipe to delete, a compose
/// button presenting a form sheet, a button opening a second Mail window, and a "sort by" menu
/// on a bar button item (`UIBarButtonItem(image:menu:)`, a single-selection menu). When the
/// mailbox (or the search) is empty it shows a content-unavailable view.
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
  /// How the list is ordered: "Date" (newest first, as filed), "Sender" or "Subject".
  private(set) var sortOrder = "Date"
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
      UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), menu: makeSortMenu()),
    ]
    observer = NotificationCenter.default.addObserver(
      forName: MailStore.didChange, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.reload(animated: true) }
    }
    reload(animated: false)
  }

  /// The "sort by" menu: one order is checked; an uncached deferred element reports each
  /// opening (the app hears of nothing else until a choice).
  private func makeSortMenu() -> UIMenu {
    let orders = ["Date", "Sender", "Subject"].map { order in
      UIAction(title: order, state: order == sortOrder ? .on : .off) { [weak self] _ in
        self?.sort(by: order)
      }
    }
    let opened = UIDeferredMenuElement.uncached { completion in
      DemoLog.report("mail: sort menu shown")
      completion([])
    }
    return UIMenu(
      title: "Sort By", options: .singleSelection,
      children: orders + [opened])
  }

  private func sort(by order: String) {
    sortOrder = order
    DemoLog.report("mail: sorted by \(order)")
    reload(animated: true)
  }

  private func reload(animated: Bool) {
    var messages = MailStore.shared.messages(in: mailbox, matching: query)
    switch sortOrder {
    case "Sender": messages.sort { $0.sender < $1.sender }
    case "Subject": messages.sort { $0.subject < $1.subject }
    default: break
    }
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
