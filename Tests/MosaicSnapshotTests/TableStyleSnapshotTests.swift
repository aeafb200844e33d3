import Mosaic
import MosaicTesting
import Testing

/// Snapshots of a table view in each style: two titled sections with a footer, value1 and
/// subtitle cells with images, accessory types (a disclosure indicator, a checkmark, a detail
/// button) and a switch; and the plain table in editing mode. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct TableStyleSnapshotTests {
  final class Rows: NSObject, UITableViewDataSource {
    let toggle = UISwitch()
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      section == 0 ? 3 : 2
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      section == 0 ? "Connections" : "Sort by"
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      section == 1 ? "Applies to every mailbox." : nil
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      switch (indexPath.section, indexPath.row) {
      case (0, 0):
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.imageView?.image = UIImage(systemName: "wifi")
        cell.accessoryType = .disclosureIndicator
        return cell
      case (0, 1):
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Bluetooth"
        cell.detailTextLabel?.text = "2 devices connected"
        cell.imageView?.image = UIImage(systemName: "star.fill")
        cell.accessoryType = .detailButton
        return cell
      case (0, _):
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Airplane Mode"
        cell.accessoryView = toggle
        return cell
      default:
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "Date" : "Sender"
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
        return cell
      }
    }
  }

  func table(_ style: UITableView.Style) -> (UITableView, Rows) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 420), style: style)
    let rows = Rows()
    table.dataSource = rows
    table.layoutIfNeeded()
    table.layoutIfNeeded()
    return (table, rows)
  }

  @Test(arguments: [
    ("plain", UITableView.Style.plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
  ])
  func style(_ name: String, _ style: UITableView.Style) {
    let (table, rows) = table(style)
    withExtendedLifetime(rows) {}
    #expect(table.visibleCells.count == 5)
    assertSnapshot(of: table, named: "table-style-\(name)", scale: 2)
  }

  @Test func editing() {
    let (table, rows) = table(.plain)
    withExtendedLifetime(rows) {}
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    assertSnapshot(of: table, named: "table-editing", scale: 2)
  }
}
