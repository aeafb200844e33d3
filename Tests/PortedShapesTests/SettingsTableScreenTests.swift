// A settings screen as iOS projects write it: a UITableViewController in the grouped style with
// value1 cells, a switch as an accessory view, single-choice checkmarks, section titles, and
// rows deselected after a tap; and an inbox on a UITableViewDiffableDataSource subclass that
// allows deletion through commit editingStyle.
import MosaicTesting
import Testing
import UIKit

class SettingsTableViewController: UITableViewController {
  enum Section: Int, CaseIterable {
    case general, sort
  }

  let sortOptions = ["Date", "Sender", "Subject"]
  var selectedSort = 0
  var notificationsOn = true
  var tapped: [IndexPath] = []
  let notificationsSwitch = UISwitch()

  init() {
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    notificationsSwitch.isOn = notificationsOn
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return Section.allCases.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section)! {
    case .general: return 2
    case .sort: return sortOptions.count
    }
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    return section == Section.sort.rawValue ? "Sort By" : nil
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    switch Section(rawValue: indexPath.section)! {
    case .general:
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "value")
        ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
      if indexPath.row == 0 {
        cell.textLabel?.text = "Notifications"
        cell.accessoryView = notificationsSwitch
        cell.selectionStyle = .none
      } else {
        cell.textLabel?.text = "Account"
        cell.detailTextLabel?.text = "me@example.com"
        cell.accessoryType = .disclosureIndicator
      }
      return cell
    case .sort:
      let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
      cell.textLabel?.text = sortOptions[indexPath.row]
      cell.accessoryType = indexPath.row == selectedSort ? .checkmark : .none
      return cell
    }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tapped.append(indexPath)
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == Section.sort.rawValue else { return }
    let previous = IndexPath(row: selectedSort, section: indexPath.section)
    selectedSort = indexPath.row
    tableView.reloadRows(at: [previous, indexPath], with: .none)
  }
}

class InboxDataSource: UITableViewDiffableDataSource<Int, String> {
  var deleted: [String] = []

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    deleted.append(item)
    var snapshot = self.snapshot()
    snapshot.deleteItems([item])
    apply(snapshot, animatingDifferences: true)
  }
}

@MainActor
@Suite struct SettingsTableScreenTests {
  @Test func valueCellsSwitchesAndCheckmarksBehaveAsInSettings() {
    let controller = SettingsTableViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 375, height: 600))
    let table = controller.tableView!
    #expect(table.numberOfSections == 2)
    let account = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(account.detailTextLabel?.text == "me@example.com")
    // value1: the detail sits at the trailing edge of the content, right of the title.
    let title = account.textLabel!.frame
    let detail = account.detailTextLabel!.frame
    #expect(title.minX == 16 && detail.minX > title.maxX)
    #expect(abs(detail.maxX - (account.contentView.bounds.width - 16)) < 0.5)
    // The switch is the first row's accessory, inside the row at its trailing side.
    let switchFrame = controller.notificationsSwitch.convert(
      controller.notificationsSwitch.bounds, to: table)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).contains(switchFrame))
    // Picking another sort option moves the checkmark and leaves nothing selected.
    let dateRow = table.rectForRow(at: IndexPath(row: 2, section: 1))
    driver.tap(at: CGPoint(x: dateRow.midX, y: dateRow.midY - table.contentOffset.y))
    driver.advance(by: 1)
    #expect(controller.tapped == [IndexPath(row: 2, section: 1)])
    #expect(controller.selectedSort == 2)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.accessoryType == .checkmark)
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType
        == UITableViewCell.AccessoryType.none)
    // The section title shows as a header above the sort options.
    let header = table.rectForHeader(inSection: 1)
    #expect(
      header.height > 0 && header.maxY <= table.rectForRow(at: IndexPath(row: 0, section: 1)).minY)
  }

  @Test func aDiffableInboxDeletesThroughCommitEditingStyle() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    let dataSource = InboxDataSource(tableView: table) { tableView, indexPath, subject in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = subject
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Lunch?", "Invoice", "Weekend plans"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let driver = AppDriver(rootView: table, size: CGSize(width: 320, height: 480))
    #expect(
      table.visibleCells.map { $0.textLabel?.text } == ["Lunch?", "Invoice", "Weekend plans"])
    dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    driver.advance(by: 1)
    #expect(dataSource.deleted == ["Invoice"])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Lunch?", "Weekend plans"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
  }
}
