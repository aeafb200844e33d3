import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A table data source and delegate that records what the table asks and tells it.
@MainActor
final class RecordingTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var log: [String] = []
  var titles: [Int: String] = [:]
  var fixedHeight: CGFloat?
  var redirect: [IndexPath: IndexPath?] = [:]
  var style: UITableViewCell.CellStyle = .default
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "plain")
      ?? UITableViewCell(style: style, reuseIdentifier: "plain")
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    fixedHeight ?? UITableView.automaticDimension
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.row)")
    return true
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    if let target = redirect[indexPath] { return target }
    return indexPath
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

@MainActor
struct TableViewBasicsTests {
  @Test func fixedHeightRowsStackFromTheTopAndOnlyVisibleRowsHaveCells() {
    let model = RecordingTable([100_000])
    model.fixedHeight = 50
    let (_, table) = makeTable(model)
    #expect(table.contentSize == CGSize(width: 320, height: 5_000_000))
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 150, width: 320, height: 50))
    #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<10).map { "Row 0.\($0)" })
    #expect(
      table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame
        == CGRect(x: 0, y: 100, width: 320, height: 50))
    // Scrolling moves the rows view with the visible area and keeps the coordinates shared.
    table.contentOffset = CGPoint(x: 0, y: 2_500_000)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50_000, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 50_001, section: 0))?.frame.minY == 2_500_050)
    #expect(
      table.indexPathForRow(at: CGPoint(x: 10, y: 2_500_075)) == IndexPath(row: 50_001, section: 0))
    #expect(table.visibleCells.count == 10)
  }

  @Test func legacyCellsSizeThemselvesToFortyFourPoints() {
    let model = RecordingTable([3])
    let (_, table) = makeTable(model)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 44, width: 320, height: 44))
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.textLabel?.frame.minX == 16)
    #expect(table.contentSize.height == 132)
  }

  @Test func titledSectionsGetHeadersAndUntitledOnesDoNot() {
    let model = RecordingTable([2, 2])
    model.fixedHeight = 44
    model.titles = [1: "Second"]
    let (_, table) = makeTable(model)
    #expect(table.rectForHeader(inSection: 0) == .zero)
    let header = table.rectForHeader(inSection: 1)
    #expect(header.minY == 88 && header.height > 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.maxY)
    #expect(table.headerView(forSection: 1) != nil)
  }

  @Test func dequeueWithoutIndexPathIsNilUntilACellWasQueued() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "x")
    let cell = table.dequeueReusableCell(withIdentifier: "x")
    #expect(cell != nil && cell?.reuseIdentifier == "x")
  }

  @Test func touchSelectionRunsUIKitsOrder() {
    let model = RecordingTable([5])
    model.fixedHeight = 44
    let (driver, table) = makeTable(model)
    driver.tap(at: CGPoint(x: 100, y: 66))
    #expect(
      model.log == [
        "shouldHighlight 1", "didHighlight 1", "willSelect 1", "didUnhighlight 1", "didSelect 1",
      ])
    model.log = []
    driver.tap(at: CGPoint(x: 100, y: 110))
    #expect(
      model.log == [
        "shouldHighlight 2", "didHighlight 2", "willSelect 2", "willDeselect 1", "didUnhighlight 2",
        "didDeselect 1", "didSelect 2",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    // willSelectRowAt may select another row, or none.
    model.log = []
    model.redirect = [
      IndexPath(row: 3, section: 0): IndexPath(row: 4, section: 0),
      IndexPath(row: 0, section: 0): IndexPath?.none,
    ]
    driver.tap(at: CGPoint(x: 100, y: 150))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(model.log.last == "didSelect 4")
    driver.tap(at: CGPoint(x: 100, y: 20))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
  }

  @Test func wrongBatchUpdatesAreReportedInTheTablesWords() {
    let model = RecordingTable([2])
    model.fixedHeight = 44
    let (_, table) = makeTable(model)
    var messages = capturingUpdateFailures {
      model.counts = [3]
      table.performBatchUpdates({})
    }.compactMap(reason)
    #expect(
      messages.first?.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted)"
      ) == true)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    messages = capturingUpdateFailures {
      model.counts = [1]
      table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    }.compactMap(reason)
    #expect(
      messages.first
        == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
  }
}

/// A table of `size` showing `model` (its data source and delegate) in an offscreen window,
/// laid out; `configure` runs before the data source is set.
@MainActor
func makeTable(
  _ model: RecordingTable, style: UITableView.Style = .plain,
  size: CGSize = CGSize(width: 320, height: 480), configure: (UITableView) -> Void = { _ in }
) -> (AppDriver, UITableView) {
  let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
  configure(table)
  table.dataSource = model
  table.delegate = model
  let driver = AppDriver(rootView: table, size: size)
  table.layoutIfNeeded()
  return (driver, table)
}
