import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SwipeByTouchpadTests {
  @Test func aSidewaysTouchpadScrollSlidesTheRowThenItSettlesOpen() {
    let fixture = SwipeListFixture()
    let height = fixture.cell("C").bounds.height
    for _ in 0..<3 {
      fixture.driver.scroll(dx: 30, dy: 2, at: fixture.point(on: "C"), precise: true)
      fixture.driver.advance(by: 0.05)
    }
    #expect(fixture.cell("C").swipeOffset == -90)
    #expect(fixture.buttonFrame("C", "X") == CGRect(x: 275, y: 0, width: 45, height: height))
    #expect(fixture.buttonFrame("C", "F") == CGRect(x: 230, y: 0, width: 45, height: height))
    // The list did not scroll.
    #expect(fixture.collectionView.contentOffset == .zero)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.cell("C").swipeOffset == -128)
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "C"))
  }

  @Test func aShortTouchpadScrollSlidesBack() {
    let fixture = SwipeListFixture()
    fixture.driver.scroll(dx: 20, dy: 0, at: fixture.point(on: "C"), precise: true)
    #expect(fixture.cell("C").swipeOffset == -20)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.cell("C").swipe == nil)
  }

  @Test func aScrollTheOtherWayRevealsTheLeadingActions() {
    let fixture = SwipeListFixture()
    fixture.driver.scroll(dx: -50, dy: 0, at: fixture.point(on: "C"), precise: true)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.cell("C").swipeOffset == 64)
  }

  @Test func aLongTouchpadScrollPerformsTheFirstAction() {
    let fixture = SwipeListFixture()
    for _ in 0..<5 {
      fixture.driver.scroll(dx: 50, dy: 0, at: fixture.point(on: "C"), precise: true)
      fixture.driver.advance(by: 0.03)
    }
    #expect(fixture.actionsView("C")?.isExpanded == true)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.log == ["X C"])
  }

  @Test func aMouseWheelsSidewaysNotchesDoNotSwipe() {
    let fixture = SwipeListFixture()
    fixture.driver.scroll(dx: 40, dy: 0, at: fixture.point(on: "C"), precise: false)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.swipedRows.isEmpty)
  }
}
