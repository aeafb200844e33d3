import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct DeleteAccessorySwipeRevealTests {
  func deleteCentre(_ fixture: SwipeListFixture, _ item: String) -> CGPoint {
    let view = fixture.cell(item).accessoryStorage.first { $0.kindName == "delete" }!
    return view.convert(
      CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: fixture.driver.window)
  }

  @Test func tappingTheDeleteAccessoryRevealsTheTrailingActions() {
    let fixture = SwipeListFixture(accessories: [.delete()], editing: true)
    let height = fixture.cell("B").bounds.height
    fixture.driver.tap(at: deleteCentre(fixture, "B"))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.asked == ["trailing B"])
    #expect(fixture.cell("B").swipeOffset == -128)
    #expect(fixture.buttonFrame("B", "X") == CGRect(x: 256, y: 0, width: 64, height: height))
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "B"))
    #expect(fixture.delegate.log.isEmpty)
    // Its destructive button then performs the action.
    fixture.driver.tap(at: fixture.buttonCentre("B", "X"))
    #expect(fixture.log == ["X B"])
  }

  @Test func aDeleteAccessoryWithItsOwnHandlerRunsItInstead() {
    var taps = 0
    let fixture = SwipeListFixture(
      accessories: [.delete(actionHandler: { taps += 1 })], editing: true)
    fixture.driver.tap(at: deleteCentre(fixture, "B"))
    fixture.driver.advance(by: 0.5)
    #expect(taps == 1)
    #expect(fixture.swipedRows.isEmpty)
    #expect(fixture.asked.isEmpty)
  }

  @Test func theTableHookIsAskedInsteadOfTheListSection() {
    let fixture = SwipeListFixture()
    var asked: [String] = []
    fixture.collectionView.swipeActionsProvider = { [unowned fixture] path, edge in
      asked.append("\(edge) \(path.item)")
      return fixture.makeConfiguration("hook", [("Z", .normal)])
    }
    fixture.drag("B", by: -100)
    #expect(asked == ["trailing 1"])
    #expect(fixture.asked.isEmpty)
    #expect(fixture.cell("B").swipeOffset == -64)
    fixture.collectionView.revealSwipeActions(
      forItemAt: fixture.indexPath(of: "C"), edge: .leading, animated: false)
    #expect(fixture.collectionView.openSwipeIndexPath == fixture.indexPath(of: "C"))
    #expect(fixture.cell("C").swipeOffset == 64)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.swipedRows == ["C"])
    fixture.collectionView.closeSwipeActions(animated: false)
    #expect(fixture.collectionView.openSwipeIndexPath == nil)
    #expect(fixture.swipedRows.isEmpty)
  }
}
