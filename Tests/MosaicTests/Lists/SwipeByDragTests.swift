import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SwipeByDragTests {
  @Test func aSidewaysDragSlidesTheRowAndRevealsTheTrailingButtonsInProportion() throws {
    let fixture = SwipeListFixture()
    let height = fixture.cell("B").bounds.height
    let text = try #require(fixture.textFrame("B"))
    fixture.drag("B", by: -70, lift: false)
    let cell = fixture.cell("B")
    #expect(cell.swipeOffset == -70)
    #expect(fixture.contentFrame("B") == CGRect(x: -70, y: 0, width: 320, height: height))
    // The content slides as it is: its text keeps its place in it.
    #expect(fixture.textFrame("B") == text.offsetBy(dx: -70, dy: 0))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: height))
    let actions = try #require(fixture.actionsView("B"))
    #expect(actions.naturalWidth == 128)
    #expect(
      actions.convert(actions.bounds, to: cell) == CGRect(x: 250, y: 0, width: 70, height: height))
    // The first action nearest the edge; each button takes its share of the strip.
    #expect(fixture.buttonFrame("B", "X") == CGRect(x: 285, y: 0, width: 35, height: height))
    #expect(fixture.buttonFrame("B", "F") == CGRect(x: 250, y: 0, width: 35, height: height))
    #expect(actions.buttons.map { $0.backgroundColor } == [.systemRed, .systemGray])
    #expect(fixture.asked == ["trailing B"])
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "B"))

    // Released past half the buttons: the row opens at their natural width.
    fixture.driver.advance(by: 0.2)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 90))
    fixture.driver.advance(by: 0.5)
    #expect(cell.swipeOffset == -128)
    #expect(fixture.contentFrame("B") == CGRect(x: -128, y: 0, width: 320, height: height))
    #expect(fixture.buttonFrame("B", "X") == CGRect(x: 256, y: 0, width: 64, height: height))
    #expect(fixture.buttonFrame("B", "F") == CGRect(x: 192, y: 0, width: 64, height: height))
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "B"))
    #expect(fixture.swipedRows == ["B"])
    #expect(fixture.log.isEmpty)
    #expect(fixture.delegate.log.isEmpty)
    #expect(fixture.collectionView.contentOffset == .zero)
  }

  @Test func releasingBeforeHalfTheButtonsSlidesTheRowBack() {
    let fixture = SwipeListFixture()
    let cell = fixture.cell("C")
    fixture.drag("C", by: -40)
    #expect(cell.swipe == nil)
    #expect(cell.contentView.convert(CGPoint.zero, to: cell).x == 0)
    #expect(!cell.subviews.contains { $0 is SwipeActionsView })
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
    #expect(cell.clipsToBounds == false)
  }

  @Test func aDragToTheRightRevealsTheLeadingButtonAtTheLeft() {
    let fixture = SwipeListFixture()
    let height = fixture.cell("B").bounds.height
    fixture.drag("B", by: 50, lift: false)
    #expect(fixture.cell("B").swipeOffset == 50)
    #expect(fixture.buttonFrame("B", "P") == CGRect(x: 0, y: 0, width: 50, height: height))
    #expect(fixture.contentFrame("B").minX == 50)
    fixture.driver.advance(by: 0.2)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 210))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("B").swipeOffset == 64)
    #expect(fixture.buttonFrame("B", "P") == CGRect(x: 0, y: 0, width: 64, height: height))
    #expect(fixture.asked == ["leading B"])
  }

  @Test func aVerticalDragScrollsTheListAndSwipesNothing() {
    let fixture = SwipeListFixture()
    let start = fixture.point(on: "E")
    fixture.driver.drag(from: start, to: CGPoint(x: start.x + 20, y: start.y - 150))
    fixture.driver.advance(by: 1)
    #expect(fixture.collectionView.contentOffset.y > 100)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.asked.isEmpty)
  }

  @Test func aRowWithoutActionsOnTheRevealedSideDoesNotSlide() {
    let fixture = SwipeListFixture()
    fixture.leading = { _ in nil }
    fixture.drag("B", by: 80, lift: false)
    #expect(fixture.cell("B").swipe == nil)
    #expect(fixture.contentFrame("B").minX == 0)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 240))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.asked == ["leading B"])
    // The other way it slides.
    fixture.drag("B", by: -80)
    #expect(fixture.cell("B").swipeOffset == -128)
    #expect(fixture.asked == ["leading B", "trailing B"])
  }

  @Test func aFlickOpensARowDraggedLessThanHalfway() {
    let fixture = SwipeListFixture()
    let start = fixture.point(on: "D")
    fixture.driver.touchDown(at: start)
    for i in 1...4 {
      fixture.driver.advance(by: 1.0 / 60)
      fixture.driver.touchMove(to: CGPoint(x: start.x - CGFloat(i) * 10, y: start.y))
    }
    fixture.driver.touchUp(at: CGPoint(x: start.x - 40, y: start.y))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("D").swipeOffset == -128)
  }

  @Test func draggingTheOpenRowBackClosesIt() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    #expect(fixture.cell("B").swipeOffset == -128)
    // Picked up where it is open: the content follows from -128.
    fixture.drag("B", by: 100, from: 120, lift: false)
    #expect(fixture.cell("B").swipeOffset == -28)
    fixture.driver.advance(by: 0.2)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 220))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("B").swipe == nil)
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
  }

  @Test func pastTheButtonsTheRowResistsWhenAFullSwipeDoesNothing() {
    let fixture = SwipeListFixture()
    fixture.trailing = { [unowned fixture] item in
      fixture.makeConfiguration(item, [("X", .destructive), ("F", .normal)], fullSwipe: false)
    }
    fixture.drag("B", by: -228, from: 300, step: 6, lift: false)
    // 128 + 100 × 0.3.
    #expect(fixture.cell("B").swipeOffset == -158)
    #expect(fixture.actionsView("B")?.isExpanded == false)
    fixture.driver.advance(by: 0.2)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 72))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.log.isEmpty)
    #expect(fixture.cell("B").swipeOffset == -128)
  }

  @Test func openingAnotherRowClosesTheFirst() {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    fixture.drag("D", by: -100)
    #expect(fixture.swipedRows == ["D"])
    #expect(fixture.contentFrame("B").minX == 0)
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "D"))
  }

  @Test func inARightToLeftRowTheLeadingActionsAreOnTheRight() {
    let fixture = SwipeListFixture(rightToLeft: true)
    let height = fixture.cell("B").bounds.height
    fixture.drag("B", by: -100)
    #expect(fixture.asked == ["leading B"])
    #expect(fixture.cell("B").swipeOffset == -64)
    #expect(fixture.buttonFrame("B", "P") == CGRect(x: 256, y: 0, width: 64, height: height))
    fixture.drag("C", by: 100)
    #expect(fixture.asked == ["leading B", "trailing C"])
    #expect(fixture.cell("C").swipeOffset == 128)
    // The first trailing action nearest the (left) edge.
    #expect(fixture.buttonFrame("C", "X") == CGRect(x: 0, y: 0, width: 64, height: height))
    #expect(fixture.buttonFrame("C", "F") == CGRect(x: 64, y: 0, width: 64, height: height))
  }

  @Test func aFullSwipeButtonKeepsItsContentNextToTheRow() throws {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -250, from: 300, step: 10, lift: false)
    let button = try #require(fixture.actionsView("B")?.buttons.first)
    let title = try #require(button.subviews.first { $0 is UILabel })
    // 250 wide: the title is centred in the first 64 points, next to the row's content.
    #expect(button.bounds.width == 250)
    #expect(abs(title.frame.midX - 32) <= 0.5)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 50))
  }
}
