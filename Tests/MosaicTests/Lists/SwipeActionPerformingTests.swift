import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SwipeActionPerformingTests {
  @Test func aFullSwipePerformsTheFirstActionAndItsCompletionClosesTheRow() throws {
    let fixture = SwipeListFixture()
    let height = fixture.cell("B").bounds.height
    fixture.drag("B", by: -250, from: 300, step: 10, lift: false)
    // Past the threshold the first button covers the whole strip.
    #expect(fixture.cell("B").swipeOffset == -250)
    #expect(fixture.actionsView("B")?.isExpanded == true)
    #expect(fixture.buttonFrame("B", "X") == CGRect(x: 70, y: 0, width: 250, height: height))
    #expect(fixture.log.isEmpty)
    fixture.driver.advance(by: 0.2)
    fixture.driver.touchUp(at: fixture.point(on: "B", x: 50))
    #expect(fixture.log == ["X B"])
    let call = try #require(fixture.calls.first)
    #expect(call.action.title == "X")
    #expect((call.view as? SwipeActionButton)?.action === call.action)
    // The content slides out while the action runs, and stays out until it completes.
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("B").swipeOffset == -320)
    call.completion(true)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("B").swipe == nil)
    #expect(fixture.contentFrame("B").minX == 0)
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
    #expect(fixture.log == ["X B"])
    #expect(fixture.delegate.log.isEmpty)
  }

  @Test func withoutFullSwipeALongDragOnlyOpensTheRow() {
    let fixture = SwipeListFixture()
    fixture.trailing = { [unowned fixture] item in
      fixture.makeConfiguration(item, [("X", .destructive), ("F", .normal)], fullSwipe: false)
    }
    fixture.drag("B", by: -250, from: 300, step: 10)
    #expect(fixture.log.isEmpty)
    #expect(fixture.cell("B").swipeOffset == -128)
  }

  @Test func tappingAButtonRunsItsHandlerAndTheRowStaysOpenUntilItsCompletion() throws {
    let fixture = SwipeListFixture()
    fixture.drag("B", by: -100)
    fixture.driver.tap(at: fixture.buttonCentre("B", "F"))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.log == ["F B"])
    let call = try #require(fixture.calls.first)
    #expect(call.action.title == "F" && call.action.style == .normal)
    #expect(call.view === fixture.actionsView("B")?.buttons[1])
    #expect(fixture.cell("B").swipeOffset == -128)
    #expect(fixture.delegate.log.isEmpty)
    call.completion(false)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.cell("B").swipe == nil)
    // A second call of the completion does nothing.
    fixture.drag("C", by: -100)
    call.completion(true)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.swipedRows == ["C"])
  }

  @Test func theActionsBackgroundColorFollowsItsStyleUntilSet() {
    let action = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
    #expect(action.backgroundColor == .systemGray)
    let destructive = UIContextualAction(style: .destructive, title: nil) { _, _, _ in }
    #expect(destructive.backgroundColor == .systemRed)
    destructive.backgroundColor = .systemBlue
    #expect(destructive.backgroundColor == .systemBlue)
    destructive.backgroundColor = nil
    #expect(destructive.backgroundColor == .systemRed)
    #expect(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
  }
}
