import UIKit

/// The Mail demo's sidebar: the mailboxes in a `.sidebar` list, with a "+" button that asks for
/// a new mailbox's name in an alert with a text field (its Save button enabled only when the
/// name is new and not empty).
@MainActor
final class MailboxesViewController: UICollectionViewController {
  /// Called with the mailbox the user picks.
  var onSelect: ((String) -> Void)?
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  private weak var saveAction: UIAlertAction?
  private var observer: NSObjectProtocol?

  init() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    super.init(collectionViewLayout: layout)
    title = "Mailboxes"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    clearsSelectionOnViewWillAppear = false
    // The split view's sidebar panel shows through.
    collectionView.backgroundColor = .clear
    let symbols = [
      "Inbox": "envelope", "Drafts": "doc", "Sent": "paperplane", "Archive": "archivebox",
      "Trash": "trash",
    ]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = name
      content.image = UIImage(systemName: symbols[name] ?? "folder")
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: name)
    }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: MailboxesViewController.addMailbox)
    observer = NotificationCenter.default.addObserver(
      forName: MailStore.didChange, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.reload() }
    }
    reload()
    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
  }

  private func reload() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(MailStore.shared.mailboxes)
    dataSource.apply(snapshot, animatingDifferences: false)
    DemoLog.report("mail: mailboxes " + MailStore.shared.mailboxes.joined(separator: "|"))
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
    DemoLog.report("mail: mailbox \(name)")
    onSelect?(name)
  }

  /// Asks for a new mailbox's name.
  func addMailbox() {
    let alert = UIAlertController(
      title: "New Mailbox", message: "Enter a name for this mailbox.", preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
      field.addTarget(self, action: MailboxesViewController.nameChanged, for: .editingChanged)
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
      let name = alert?.textFields?.first?.text ?? ""
      if MailStore.shared.addMailbox(name) { DemoLog.report("mail: new mailbox \(name)") }
    }
    save.isEnabled = false
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
      DemoLog.report("mail: new mailbox cancelled")
    })
    alert.addAction(save)
    alert.preferredAction = save
    saveAction = save
    present(alert, animated: true) { DemoLog.report("mail: alert shown") }
  }

  private func nameChanged(_ field: UITextField) {
    let name = (field.text ?? "").trimmingCharacters(in: .whitespaces)
    saveAction?.isEnabled = !name.isEmpty && !MailStore.shared.mailboxes.contains(name)
  }
}
