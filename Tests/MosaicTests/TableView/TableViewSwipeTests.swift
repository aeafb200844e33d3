import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A table whose rows can be deleted through `commit editingStyle`, with a leading action from
/// the delegate and rows the data source does not let the user edit.
@MainActor
final class DeletableTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows = ["A", "B", "C", "D", "E"]
  var log: [String] = []
  var locked: Set<String> = []
  var leading = true
  weak var table: UITableView?

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !locked.contains(rows[indexPath.row])
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(rows[indexPath.row])")
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard leading else { return nil }
    let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
      self?.log.append("flag \(indexPath.row)")
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.append("willBeginEditing \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
  }
}

@MainActor
struct TableViewSwipeTests {
  func makeTable(_ model: DeletableTable) -> (AppDriver, UITableView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.dataSource = model
    table.delegate = model
    model.table = table
    let driver = AppDriver(rootView: table, size: CGSize(width: 320, height: 400))
    return (driver, table)
  }

  func drag(_ driver: AppDriver, row: Int, by dx: CGFloat, from x: CGFloat = 160) {
    let start = CGPoint(x: x, y: CGFloat(row) * 50 + 25)
    driver.touchDown(at: start)
    var moved: CGFloat = 0
    while abs(moved) < abs(dx) {
      moved += dx < 0 ? -min(5, abs(dx) - abs(moved)) : min(5, abs(dx) - abs(moved))
      driver.advance(by: 1.0 / 60)
      driver.touchMove(to: CGPoint(x: start.x + moved, y: start.y))
    }
    driver.advance(by: 0.2)
    driver.touchUp(at: CGPoint(x: start.x + dx, y: start.y))
    driver.advance(by: 0.5)
  }

  func buttonTitles(_ table: UITableView, row: Int) -> [String?] {
    let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
    return cell?.swipe?.actionsView?.buttons.map(\.action.title) ?? []
  }

  @Test func swipingAnEditableRowShowsDeleteWhichCommitsTheDeletion() {
    let model = DeletableTable()
    let (driver, table) = makeTable(model)
    drag(driver, row: 1, by: -100)
    #expect(table.rows.openSwipeIndexPath == IndexPath(row: 1, section: 0))
    #expect(buttonTitles(table, row: 1) == ["Delete"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
    let button = table.cellForRow(at: IndexPath(row: 1, section: 0))!.swipe!.actionsView!.buttons[0]
    let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    driver.tap(at: centre)
    driver.advance(by: 1)
    #expect(model.log == ["willBeginEditing 1", "commit delete B", "didEndEditing 1"])
    #expect(model.rows == ["A", "C", "D", "E"])
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C", "D", "E"])
    #expect(table.rows.openSwipeIndexPath == nil)
  }

  @Test func theDelegatesLeadingActionsAndNoSwipeForLockedRows() {
    let model = DeletableTable()
    model.locked = ["C"]
    let (driver, table) = makeTable(model)
    drag(driver, row: 0, by: 100)
    #expect(buttonTitles(table, row: 0) == ["Flag"])
    table.rows.closeSwipeActions(animated: false)
    driver.advance(by: 0.5)
    drag(driver, row: 2, by: -100)
    #expect(table.rows.openSwipeIndexPath == nil)
    #expect(buttonTitles(table, row: 2).isEmpty)
    // A delegate returning nil for the leading edge: no swipe that way, and no crash.
    model.leading = false
    drag(driver, row: 3, by: 100)
    #expect(table.rows.openSwipeIndexPath == nil)
  }

  @Test func theDeleteControlRevealsTheDeleteButtonWhileEditing() {
    let model = DeletableTable()
    let (driver, table) = makeTable(model)
    table.setEditing(true, animated: false)
    driver.advance(by: 0.5)
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
    let control = cell.accessoryStorage.first { $0.kindName == "delete" }!
    let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    driver.tap(at: centre)
    driver.advance(by: 0.5)
    #expect(table.rows.openSwipeIndexPath == IndexPath(row: 2, section: 0))
    #expect(buttonTitles(table, row: 2) == ["Delete"])
    #expect(model.log.isEmpty == false && !model.log.contains { $0.hasPrefix("commit") })
    // Leaving editing closes it without deleting.
    table.setEditing(false, animated: false)
    driver.advance(by: 0.5)
    #expect(table.rows.openSwipeIndexPath == nil)
    #expect(model.rows.count == 5)
  }
}

/// A table whose rows move with their reorder controls, except the pinned first row.
@MainActor
final class MovableTable: NSObject, UITableViewDataSource {
  var rows = ["Pinned", "B", "C", "D"]
  var moves: [String] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row != 0
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }
}

@MainActor
struct TableViewReorderTests {
  func grip(_ table: UITableView, row: Int) -> CGPoint {
    let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
    let grip = cell.accessoryStorage.first { $0.kindName == "reorder" }!
    return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
  }

  @Test func theGripMovesARowAndARowThatCannotMoveKeepsItsPlace() {
    let model = MovableTable()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.dataSource = model
    let driver = AppDriver(rootView: table, size: CGSize(width: 320, height: 400))
    table.setEditing(true, animated: false)
    driver.advance(by: 0.5)
    let pinned = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(!pinned.accessoryStorage.contains { $0.kindName == "reorder" })
    // "D" dragged up onto "B" takes its place.
    let start = grip(table, row: 3)
    driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 88), duration: 0.5, steps: 20)
    driver.advance(by: 1)
    #expect(model.moves == ["3->1"])
    #expect(model.rows == ["Pinned", "D", "B", "C"])
    // "C" dragged onto the pinned row stays where it was.
    let again = grip(table, row: 3)
    driver.drag(from: again, to: CGPoint(x: again.x, y: 22), duration: 0.5, steps: 20)
    driver.advance(by: 1)
    #expect(model.rows.first == "Pinned")
    #expect(table.visibleCells.map { $0.textLabel?.text } == model.rows)
  }
}
