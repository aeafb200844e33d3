import Testing

@testable import Mosaic

/// The invalidation contexts the collection view hands its layout carry what UIKit's carry:
/// `reloadData()` invalidates everything and the data source counts; batch updates and the
/// single insert/delete/move/reload calls only the counts; a bounds change uses the layout's
/// `invalidationContext(forBoundsChange:)`; self-sizing the layout's context for preferred
/// attributes; `invalidateLayout()` and a new layout everything.
@MainActor
struct InvalidationContextFlagTests {
  private func flags(_ contexts: [UICollectionViewLayoutInvalidationContext]) -> [String] {
    contexts.map { "everything \($0.invalidateEverything) counts \($0.invalidateDataSourceCounts)" }
  }

  @Test func reloadDataInvalidatesEverythingAndTheCounts() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    layout.contexts.removeAll()
    model.counts = [5]
    view.reloadData()
    #expect(flags(layout.contexts) == ["everything true counts true"])
    view.layoutIfNeeded()
    #expect(layout.rows == [Array(repeating: 50, count: 5)])
  }

  @Test func batchUpdatesInvalidateOnlyTheCounts() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    layout.contexts.removeAll()
    view.performBatchUpdates {
      model.counts = [4]
      view.insertItems(at: [[0, 1]])
    }
    #expect(flags(layout.contexts) == ["everything false counts true"])
  }

  @Test func singleInsertDeleteMoveAndReloadInvalidateOnlyTheCounts() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    layout.contexts.removeAll()
    model.counts = [4]
    view.insertItems(at: [[0, 0]])
    model.counts = [3]
    view.deleteItems(at: [[0, 2]])
    view.moveItem(at: [0, 0], to: [0, 2])
    view.reloadItems(at: [[0, 1]])
    #expect(flags(layout.contexts) == Array(repeating: "everything false counts true", count: 4))
  }

  @Test func aBoundsChangeUsesTheLayoutsBoundsContext() {
    let layout = ModelListLayout()
    let view = makeListView(GridModel([3]), layout: layout)
    layout.contexts.removeAll()
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    #expect(layout.boundsContexts.count == 1)
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first === layout.boundsContexts.first)
    #expect(flags(layout.contexts) == ["everything false counts false"])
    // Scrolling does not invalidate this layout.
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 10)
    #expect(layout.contexts.count == 1)
  }

  @Test func selfSizingUsesTheLayoutsPreferredAttributesContext() {
    let layout = ModelListLayout()
    layout.contexts.removeAll()
    _ = makeListView(GridModel([1]), layout: layout, cell: FittingCell.self)
    #expect(layout.preferredContexts.count == 1)
    let context = layout.preferredContexts.first
    #expect(context === layout.contexts.last)
    #expect(context?.invalidatedItemIndexPaths == [[0, 0]])
    #expect(context?.invalidateEverything == false)
    #expect(context?.invalidateDataSourceCounts == false)
  }

  @Test func invalidateLayoutAndANewLayoutInvalidateEverything() {
    let layout = ModelListLayout()
    let view = makeListView(GridModel([3]), layout: layout)
    layout.contexts.removeAll()
    layout.invalidateLayout()
    #expect(flags(layout.contexts) == ["everything true counts false"])
    let other = ModelListLayout()
    view.collectionViewLayout = other
    #expect(flags(other.contexts).first == "everything true counts false")
  }

  @Test func flowContextsStartWithNothingInvalidated() {
    // UIKit documents both flow flags as false by default.
    let context = UICollectionViewFlowLayoutInvalidationContext()
    #expect(!context.invalidateFlowLayoutDelegateMetrics)
    #expect(!context.invalidateFlowLayoutAttributes)
    let layout = UICollectionViewFlowLayout()
    let view = makeCollectionView(GridModel([6]), layout: layout)
    // A width change recomputes the lines; the flow sets both flags for it.
    let wider = layout.invalidationContext(
      forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 200))
    let flowWider = wider as? UICollectionViewFlowLayoutInvalidationContext
    #expect(flowWider?.invalidateFlowLayoutDelegateMetrics == true)
    #expect(flowWider?.invalidateFlowLayoutAttributes == true)
    // An empty flow context keeps the geometry; one that invalidates the delegate metrics asks
    // the delegate for the sizes again.
    let sizes = SizeCountingDelegate()
    view.delegate = sizes
    view.layoutIfNeeded()
    let asked = sizes.sizeRequests
    #expect(asked > 0)
    layout.invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext())
    view.layoutIfNeeded()
    #expect(sizes.sizeRequests == asked)
    let metrics = UICollectionViewFlowLayoutInvalidationContext()
    metrics.invalidateFlowLayoutDelegateMetrics = true
    layout.invalidateLayout(with: metrics)
    view.layoutIfNeeded()
    #expect(sizes.sizeRequests == 2 * asked)
  }

  @Test func aLayoutWithItsOwnModelGetsAnInsertExactlyOnce() {
    let layout = ModelListLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout)
    model.counts = [4]
    view.insertItems(at: [[0, 1]])
    #expect(layout.rows == [[50, 50, 50, 50]])
    view.layoutIfNeeded()
    #expect(view.contentSize == CGSize(width: 320, height: 200))
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 150, width: 320, height: 50))
    #expect(itemFrame(view, 4) == nil)
    model.counts = [3]
    view.deleteItems(at: [[0, 0]])
    #expect(layout.rows == [[50, 50, 50]])
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 3)
    #expect(view.contentSize == CGSize(width: 320, height: 150))
  }

  @Test func flowSelfSizedSizesFollowTheirItemsThroughAnUpdate() {
    // A batch update invalidates only the counts, so the flow layout keeps the sizes its cells
    // asked for, moved to their new index paths.
    let model = GridModel([4])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    view.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 70)
    view.layoutIfNeeded()
    view.contentOffset = .zero
    view.layoutIfNeeded()
    // Heights 30, 40, 50, 30 in one column, 10 apart.
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 150, width: 100, height: 30))
    model.counts = [5]
    UIView.performWithoutAnimation { view.insertItems(at: [[0, 0]]) }
    view.layoutIfNeeded()
    // The visible cells were measured again at their new index paths (30, 40, 50); the old
    // items 2 and 3, off screen now, kept their sizes (50 and 30).
    #expect(itemFrame(view, 2) == CGRect(x: 0, y: 90, width: 100, height: 50))
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 150, width: 100, height: 50))
    #expect(itemFrame(view, 4) == CGRect(x: 0, y: 210, width: 100, height: 30))
    // reloadData forgets them: at the estimated 20 points items 0-3 are on screen and measure
    // themselves (30, 40, 50, 30); item 4 is back at its estimate.
    view.reloadData()
    view.layoutIfNeeded()
    #expect(itemFrame(view, 4) == CGRect(x: 0, y: 190, width: 100, height: 20))
  }
}

/// A flow delegate that counts the size requests.
@MainActor
final class SizeCountingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  var sizeRequests = 0
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeRequests += 1
    return CGSize(width: 50, height: 50)
  }
}
