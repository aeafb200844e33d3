import UIKit

/// The "Tables" demo: a settings screen as a `UITableViewController` (grouped, value1 cells, a
/// switch as an accessory view, single-choice checkmarks, section titles), and an inbox pushed
/// from it: a `UITableViewDiffableDataSource` subclass with swipe actions (archive, delete), and
/// Edit with deletion and reordering.
///
/// It prints `tables: rows S.R:x,y,w,h …` (table content points) after each layout of a new
/// size, `tables: sort N`, `tables: notifications on|off`, `inbox: rows A|B|…` after each
/// change, `inbox: editing on|off`.
enum TablesDemo {
  @MainActor static func make() -> UIViewController { TablesSettingsViewController() }

  static let sortOptions = ["Date", "Sender", "Subject"]
  static let messages = [
    "Lunch on Friday?", "Invoice #2041", "Weekend plans", "Build failed on main",
    "Your parcel is on its way", "Minutes of Monday's meeting", "Photos from the trip",
    "Re: quarterly figures", "Welcome aboard", "Password reset",
  ]
}

@MainActor
final class TablesSettingsViewController: UITableViewController {
  private var selectedSort = 0
  private let notificationsSwitch = UISwitch()
  private var reported = ""

  init() { super.init(style: .insetGrouped) }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    notificationsSwitch.isOn = true
    notificationsSwitch.addTarget(
      self, action: TablesSettingsViewController.notificationsChanged, for: .valueChanged)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Inbox", style: .plain, target: self,
      action: TablesSettingsViewController.showInbox)
  }

  private func notificationsChanged() {
    DemoLog.report("tables: notifications \(notificationsSwitch.isOn ? "on" : "off")")
  }

  private func showInbox() {
    navigationController?.pushViewController(TablesInboxViewController(), animated: true)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    var parts: [String] = []
    for section in 0..<tableView.numberOfSections {
      for row in 0..<tableView.numberOfRows(inSection: section) {
        let r = tableView.rectForRow(at: IndexPath(row: row, section: section))
        parts.append(
          "\(section).\(row):\(Int(r.minX)),\(Int(r.minY)),\(Int(r.width)),\(Int(r.height))")
      }
    }
    let line = "tables: rows " + parts.joined(separator: " ")
    if line != reported {
      reported = line
      DemoLog.report(line)
    }
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 3 : TablesDemo.sortOptions.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    section == 0 ? "Account" : "Sort messages by"
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    section == 1 ? "The inbox lists messages in this order." : nil
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == 1 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
      cell.textLabel?.text = TablesDemo.sortOptions[indexPath.row]
      cell.accessoryType = indexPath.row == selectedSort ? .checkmark : .none
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "value")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
    cell.accessoryView = nil
    cell.accessoryType = .none
    cell.selectionStyle = .default
    cell.detailTextLabel?.text = nil
    switch indexPath.row {
    case 0:
      cell.textLabel?.text = "Name"
      cell.detailTextLabel?.text = "Ada Lovelace"
      cell.accessoryType = .disclosureIndicator
    case 1:
      cell.textLabel?.text = "Email"
      cell.detailTextLabel?.text = "ada@example.com"
      cell.accessoryType = .disclosureIndicator
    default:
      cell.textLabel?.text = "Notifications"
      cell.accessoryView = notificationsSwitch
      cell.selectionStyle = .none
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == 1, indexPath.row != selectedSort else { return }
    let previous = IndexPath(row: selectedSort, section: 1)
    selectedSort = indexPath.row
    tableView.reloadRows(at: [previous, indexPath], with: .none)
    DemoLog.report("tables: sort \(selectedSort)")
  }
}

/// The inbox's data source: rows can be deleted and moved.
@MainActor
final class TablesInboxDataSource: UITableViewDiffableDataSource<Int, String> {
  var changed: (() -> Void)?

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot, animatingDifferences: true) { [weak self] in self?.changed?() }
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    changed?()
  }
}

@MainActor
final class TablesInboxViewController: UIViewController, UITableViewDelegate {
  private var tableView: UITableView!
  private var dataSource: TablesInboxDataSource!
  private var archived: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.delegate = self
    view.addSubview(tableView)
    dataSource = TablesInboxDataSource(tableView: tableView) { tableView, indexPath, subject in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = subject
      content.secondaryText = "From: \(["Ada", "Grace", "Alan", "Edsger"][subject.count % 4])"
      content.image = UIImage(systemName: "envelope")
      cell.contentConfiguration = content
      return cell
    }
    dataSource.changed = { [weak self] in self?.reportRows() }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(TablesDemo.messages)
    dataSource.apply(snapshot, animatingDifferences: false)
    navigationItem.rightBarButtonItem = editButtonItem
    reportRows()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
    DemoLog.report("inbox: editing \(editing ? "on" : "off")")
  }

  private func reportRows() {
    DemoLog.report("inbox: rows " + dataSource.snapshot().itemIdentifiers.joined(separator: "|"))
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in
      DemoLog.report("inbox: read \(indexPath.row)")
      done(true)
    }
    read.backgroundColor = .systemBlue
    return UISwipeActionsConfiguration(actions: [read])
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, done in
      guard let self else { return }
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([item])
      self.dataSource.apply(snapshot, animatingDifferences: true) { self.reportRows() }
      done(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
      guard let self else { return }
      self.archived.append(item)
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([item])
      self.dataSource.apply(snapshot, animatingDifferences: true) { self.reportRows() }
      done(true)
    }
    archive.backgroundColor = .systemIndigo
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }
}
