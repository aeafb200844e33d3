import Testing

@testable import Mosaic

/// After a batch update, and after a change of the bounds' size that invalidated the layout,
/// UIKit asks the layout for `targetContentOffset(forProposedContentOffset:)` with the current
/// offset and scrolls to the answer (kept inside the content).
@MainActor
struct ScrollAnchoringTests {
  private func scrolledList(_ layout: ModelListLayout, model: GridModel) -> UICollectionView {
    let view = makeListView(model, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 200)
    view.layoutIfNeeded()
    layout.log.removeAll()
    return view
  }

  private func targetCalls(_ layout: ModelListLayout) -> [String] {
    layout.log.filter { $0.hasPrefix("targetContentOffset") }
  }

  @Test func aBatchUpdateKeepsTheContentWhereTheLayoutSays() {
    let layout = ModelListLayout()
    let model = GridModel([20])
    let view = scrolledList(layout, model: model)
    // The layout keeps the rows in view still when a row is inserted above them.
    layout.anchorShift = CGPoint(x: 0, y: 50)
    model.counts = [21]
    view.insertItems(at: [[0, 0]])
    #expect(targetCalls(layout) == ["targetContentOffset(forProposedContentOffset: (0.0, 200.0))"])
    #expect(view.contentOffset == CGPoint(x: 0, y: 250))
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 5])?.frame == CGRect(x: 0, y: 250, width: 320, height: 50))
  }

  @Test func anAnswerBeyondTheContentIsClamped() {
    let layout = ModelListLayout()
    let model = GridModel([20])
    let view = scrolledList(layout, model: model)
    layout.anchorShift = CGPoint(x: 0, y: 5000)
    view.performBatchUpdates {
      model.counts = [19]
      view.deleteItems(at: [[0, 19]])
    }
    // 19 rows of 50 in a 400-point view: the largest offset is 550.
    #expect(view.contentOffset == CGPoint(x: 0, y: 550))
  }

  @Test func aBoundsSizeChangeAsksTheLayoutAtTheNextPass() {
    let layout = ModelListLayout()
    let model = GridModel([20])
    let view = scrolledList(layout, model: model)
    layout.anchorShift = CGPoint(x: 0, y: -30)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    #expect(targetCalls(layout).isEmpty)
    view.layoutIfNeeded()
    #expect(targetCalls(layout) == ["targetContentOffset(forProposedContentOffset: (0.0, 200.0))"])
    #expect(view.contentOffset == CGPoint(x: 0, y: 170))
    #expect(view.cellForItem(at: [0, 4])?.frame == CGRect(x: 0, y: 200, width: 300, height: 50))
    // Asked once: plain scrolling and later passes do not ask.
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    #expect(targetCalls(layout).count == 1)
  }

  @Test func aBoundsChangeTheLayoutIgnoresDoesNotAsk() {
    let layout = ModelListLayout()
    let model = GridModel([20])
    let view = scrolledList(layout, model: model)
    view.contentOffset = CGPoint(x: 0, y: 260)
    view.layoutIfNeeded()
    #expect(targetCalls(layout).isEmpty)
    #expect(view.contentOffset == CGPoint(x: 0, y: 260))
  }
}
