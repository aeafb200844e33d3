import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// Contacts in sections with titled headers, cells measured by Auto Layout (the table's
/// automatic row and header heights).
@MainActor
final class SectionedContacts: NSObject, UITableViewDataSource {
  var sections = [(0..<300).map { "Contact \($0)" }, (0..<40).map { "Friend \($0)" }]
  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.detailTextLabel?.text = "Paris"
    cell.imageView?.image = UIImage(systemName: "person.circle")
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A batch update keeps what the user looks at where it is: headers keep the height they
/// were measured at, so rows above a deleted one do not move and the content offset stays.
@MainActor
struct TableUpdateAnchoringTests {
  func scrolledTable(_ style: UITableView.Style) -> (AppDriver, UITableView, SectionedContacts) {
    let model = SectionedContacts()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 500, height: 656), style: style)
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 60))
    table.dataSource = model
    let driver = AppDriver(rootView: table, size: CGSize(width: 500, height: 656))
    driver.advance(by: 0.1)
    table.contentOffset = CGPoint(x: 0, y: 400)
    driver.advance(by: 0.1)
    return (driver, table, model)
  }

  @Test(arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
  func deletingAVisibleRowKeepsTheRowsAboveAndTheOffset(style: UITableView.Style) {
    let (driver, table, model) = scrolledTable(style)
    let header = table.rectForHeader(inSection: 0)
    let above = table.rectForRow(at: IndexPath(row: 9, section: 0))
    let below = table.rectForRow(at: IndexPath(row: 15, section: 0))
    model.sections[0].remove(at: 14)
    table.deleteRows(at: [IndexPath(row: 14, section: 0)], with: .automatic)
    driver.advance(by: 1)
    #expect(table.contentOffset == CGPoint(x: 0, y: 400))
    #expect(table.rectForHeader(inSection: 0) == header)
    #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == above)
    // The row after the deleted one takes its place.
    #expect(table.rectForRow(at: IndexPath(row: 14, section: 0)).minY == below.minY - below.height)
  }

  /// The first section's header was measured when it was shown; scrolled away, it keeps that
  /// height when a section inserted before it moves it.
  @Test func aSectionInsertedBeforeKeepsTheMovedSectionsMeasuredHeader() {
    let (driver, table, model) = scrolledTable(.grouped)
    let measured = table.rectForHeader(inSection: 0).height
    model.sections.insert(["New"], at: 0)
    table.insertSections(IndexSet(integer: 0), with: .automatic)
    driver.advance(by: 1)
    #expect(table.rectForHeader(inSection: 1).height == measured)
  }
}
