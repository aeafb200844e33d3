import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SwipeClosingTests {
  @Test func tappingAnotherRowClosesTheOpenRowAndSelectsNothing() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    #expect(fixture.swipedRows == ["B"])
    fixture.driver.tap(at: fixture.point(on: "E"))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.delegate.log.isEmpty)
    #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
    // With no row open, a tap selects again.
    fixture.driver.tap(at: fixture.point(on: "E"))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.delegate.log == ["didSelect E"])
  }

  @Test func tappingTheOpenRowClosesItWithoutSelectingIt() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    fixture.driver.tap(at: fixture.point(on: "B", x: 60))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.delegate.log.isEmpty)
    #expect(fixture.log.isEmpty)
  }

  @Test func scrollingTheListWithTheWheelClosesTheOpenRowAndScrolls() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    fixture.driver.scroll(dy: 40, at: fixture.point(on: "G"), precise: true)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.collectionView.contentOffset.y == 40)
  }

  @Test func draggingTheListClosesTheOpenRow() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    let start = fixture.point(on: "B", x: 60)
    fixture.driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120))
    fixture.driver.advance(by: 1)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.collectionView.contentOffset.y > 60)
  }

  @Test func nilAndEmptyConfigurationsNeverSwipe() {
    let fixture = SwipeListFixture()
    fixture.trailing = { item in
      item == "A" ? nil : UISwipeActionsConfiguration(actions: [])
    }
    fixture.leading = { _ in nil }
    for item in ["A", "B"] {
      fixture.drag(item, by: -150)
      fixture.drag(item, by: 150)
      fixture.driver.scroll(dx: 40, dy: 0, at: fixture.point(on: item), precise: true)
      fixture.driver.advance(by: 0.5)
      fixture.collectionView.revealSwipeActions(
        forItemAt: fixture.indexPath(of: item), edge: .trailing, animated: true)
      fixture.driver.advance(by: 0.5)
      #expect(fixture.cell(item).swipe == nil)
      #expect(fixture.contentFrame(item).minX == 0)
    }
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
    #expect(fixture.log.isEmpty)
  }

  @Test func aReusedCellShowsItsNewItemUnswiped() {
    let fixture = SwipeListFixture()
    fixture.drag("A", by: -100)
    let cell = fixture.cell("A")
    // Scrolled far enough that A's cell is reused for a row further down.
    fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    fixture.driver.advance(by: 0.1)
    #expect(cell.swipe == nil)
    #expect(cell.contentView.convert(CGPoint.zero, to: cell).x == 0)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
  }
}

@MainActor
struct SwipeOpenCloseReportTests {
  @Test func eachOpenedRowIsReportedOpenThenClosedOnce() throws {
    let fixture = SwipeListFixture(accessories: [.delete()], editing: true)
    var reports: [String] = []
    let controller = try #require(fixture.collectionView.swipeActions)
    controller.rowWillOpen = { reports.append("open \($0.item)") }
    controller.rowDidClose = { reports.append("close \($0.map { "\($0.item)" } ?? "-")") }
    fixture.drag("B", by: -100)
    #expect(reports == ["open 1"])
    // A second drag on the open row is the same opening.
    fixture.drag("B", by: -20, from: 100)
    #expect(reports == ["open 1"])
    // Another row takes its place.
    fixture.drag("D", by: -100)
    #expect(reports == ["open 1", "close 1", "open 3"])
    // A tap elsewhere closes it.
    fixture.driver.tap(at: fixture.point(on: "H"))
    fixture.driver.advance(by: 0.5)
    #expect(reports == ["open 1", "close 1", "open 3", "close 3"])
    // The delete accessory opens a row too; a short drag that slides back opens and closes.
    let accessory = fixture.cell("C").accessoryStorage.first!
    fixture.driver.tap(
      at: accessory.convert(
        CGPoint(x: accessory.bounds.midX, y: accessory.bounds.midY), to: fixture.driver.window))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("C").swipeOffset == -128)
    fixture.drag("E", by: -20, lift: true)
    fixture.driver.advance(by: 0.5)
    #expect(
      reports == [
        "open 1", "close 1", "open 3", "close 3", "open 2", "close 2", "open 4", "close 4",
      ])
  }
}
