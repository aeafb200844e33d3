import Testing

@testable import Mosaic

/// UIKit's order of the layout calls in a batch update: the layout is invalidated with a
/// data-source-counts context, then `prepare()`, `prepare(forCollectionViewUpdates:)`, the
/// queries of the updated layout, and `finalizeCollectionViewUpdates()`. Between the data
/// source's change and that invalidation the layout is asked nothing, so it never answers for
/// index paths the data source no longer has.
@MainActor
struct UpdateCallOrderTests {
  @Test func anInsertInvalidatesThenPreparesThenQueries() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    layout.log.removeAll()
    model.counts = [4]
    layout.log.append("data source changed")
    view.insertItems(at: [[0, 1]])
    #expect(
      layout.log == [
        "data source changed",
        "invalidateLayout(with:) everything false counts true",
        "prepare()",
        "prepare(forCollectionViewUpdates:) insert [0, 1]",
        "targetContentOffset(forProposedContentOffset: (0.0, 0.0))",
        "layoutAttributesForElements(in: (0, 0, 320, 400))",
        "initialLayoutAttributesForAppearingItem(at: [0, 1])",
        "finalizeCollectionViewUpdates()",
      ])
    #expect(layout.rows == [[50, 50, 50, 50]])
  }

  @Test func aDeleteInsideABatchAsksTheLayoutNothingBeforeTheInvalidation() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    layout.log.removeAll()
    view.performBatchUpdates {
      model.counts = [2]
      layout.log.append("data source changed")
      view.deleteItems(at: [[0, 2]])
    }
    #expect(
      layout.log == [
        "data source changed",
        "invalidateLayout(with:) everything false counts true",
        "prepare()",
        "prepare(forCollectionViewUpdates:) delete [0, 2]",
        "targetContentOffset(forProposedContentOffset: (0.0, 0.0))",
        "layoutAttributesForElements(in: (0, 0, 320, 400))",
        "finalLayoutAttributesForDisappearingItem(at: [0, 2])",
        "finalizeCollectionViewUpdates()",
      ])
    #expect(layout.rows == [[50, 50]])
    #expect(view.visibleCells.count == 2)
  }

  @Test func keptCellsAnimateFromWhereTheyWereOnScreen() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    let third = view.cellForItem(at: [0, 2])
    model.counts = [4]
    view.insertItems(at: [[0, 0]])
    // The kept cell moved down one row; its view is the same.
    #expect(view.cellForItem(at: [0, 3]) === third)
    #expect(third?.frame == CGRect(x: 0, y: 150, width: 320, height: 50))
  }
}
