import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// Whether two lengths agree to a thousandth of a point.
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@MainActor
struct TableViewFeaturesTests {
  @Test func theTablesHeaderAndFooterViewsFrameTheSections() {
    let model = RecordingTable([3])
    model.fixedHeight = 44
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    let (_, table) = makeTable(model) {
      $0.tableHeaderView = header
      $0.tableFooterView = footer
    }
    #expect(header.convert(header.bounds, to: table) == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(
      footer.convert(footer.bounds, to: table) == CGRect(x: 0, y: 232, width: 320, height: 30))
    #expect(table.contentSize.height == 262)
  }

  @Test func beginAndEndUpdatesMakeOneBatch() {
    let model = RecordingTable([3])
    model.fixedHeight = 44
    let (driver, table) = makeTable(model)
    let failures = capturingUpdateFailures {
      table.beginUpdates()
      model.counts = [4]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.beginUpdates()
      model.counts = [3]
      table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      table.endUpdates()
      // Still inside the outer batch: nothing has changed yet.
      #expect(table.numberOfRows(inSection: 0) == 3)
      table.endUpdates()
    }
    #expect(failures.isEmpty)
    driver.advance(by: 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
  }

  @Test func scrollToRowPlacesTheRowAndClampsToTheContent() {
    let model = RecordingTable([100])
    model.fixedHeight = 40
    let (_, table) = makeTable(model)
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 2000)
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
    #expect(near(table.contentOffset.y, 2020 - 240))
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
    #expect(near(table.contentOffset.y, 2040 - 480))
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(near(table.contentOffset.y, 4000 - 480))
    table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 80)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
  }

  @Test func invalidHeightsAreLaidOutAsZeroAndReportedOnce() {
    let model = RecordingTable([3])
    model.fixedHeight = -.nan
    var reports: [FailureReport] = []
    _ = FailureReport.capturing([.collectionViewLayout]) {
      let (_, table) = makeTable(model)
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
      model.fixedHeight = -20
      table.reloadData()
      table.layoutIfNeeded()
      #expect(table.contentSize.height == 0)
    }.forEach { reports.append($0) }
    #expect(reports.count == 1)
    #expect(reports.first?.line.contains("invalid height") == true)
  }

  @Test func pullingPastTheTopOrTurningTheWheelUpThereStartsARefresh() {
    let model = RecordingTable([30])
    model.fixedHeight = 44
    var refreshes = 0
    let control = UIRefreshControl()
    control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    let (driver, table) = makeTable(model) { $0.refreshControl = control }
    #expect(control.superview === table)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    // A drag down by 150 points (banded past the top) starts it.
    driver.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5)
    #expect(refreshes == 1 && control.isRefreshing)
    driver.advance(by: 1)
    #expect(table.adjustedContentInset.top == 60)
    #expect(table.contentOffset.y == -60)
    control.endRefreshing()
    driver.advance(by: 1)
    #expect(table.adjustedContentInset.top == 0 && table.contentOffset.y == 0)
    // The wheel turned up at the top, by more than 80 points, starts it too.
    driver.scroll(dy: -40, at: CGPoint(x: 160, y: 200))
    #expect(refreshes == 1)
    driver.scroll(dy: -50, at: CGPoint(x: 160, y: 200))
    #expect(refreshes == 2 && control.isRefreshing)
  }

  @Test func theFourCellStylesPlaceTheirLabels() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
      cell.layoutIfNeeded()
      _ = table
      return cell
    }
    let plain = cell(.default)
    #expect(plain.detailTextLabel == nil)
    #expect(plain.textLabel!.frame.minX == 16 && plain.textLabel!.frame.midY == 30)
    let value1 = cell(.value1)
    #expect(value1.detailTextLabel!.frame.maxX == 304)
    #expect(value1.detailTextLabel!.textColor == .secondaryLabel)
    let value2 = cell(.value2)
    #expect(near(value2.textLabel!.frame.maxX, 16 + 91))
    #expect(near(value2.detailTextLabel!.frame.minX, 16 + 91 + 6))
    #expect(value2.imageView == nil)
    let subtitle = cell(.subtitle)
    #expect(subtitle.detailTextLabel!.frame.minY == subtitle.textLabel!.frame.maxY)
    #expect(subtitle.textLabel!.frame.minX == subtitle.detailTextLabel!.frame.minX)
  }

  @Test func selectionDuringEditingFollowsTheTablesSettings() {
    let model = RecordingTable([5])
    model.fixedHeight = 44
    let (driver, table) = makeTable(model)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    driver.tap(at: CGPoint(x: 200, y: 66))
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsMultipleSelectionDuringEditing = true
    driver.tap(at: CGPoint(x: 200, y: 66))
    driver.tap(at: CGPoint(x: 200, y: 110))
    #expect(
      table.indexPathsForSelectedRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
      ])
    table.setEditing(false, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    driver.tap(at: CGPoint(x: 200, y: 66))
    driver.tap(at: CGPoint(x: 200, y: 110))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }
}
