import Testing

@testable import Mosaic

/// UIKit asks every displayed cell and supplementary view for
/// `preferredLayoutAttributesFitting(_:)`, whatever the layout, and hands a different answer to
/// the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// and `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
@MainActor
struct PreferredLayoutAttributesTests {
  private let header = UICollectionView.elementKindSectionHeader

  @Test func customLayoutGetsThePreferredAttributesOfCellsAndHeaders() {
    let layout = ModelListLayout()
    layout.hasHeaders = true
    let model = GridModel([4])
    let view = makeListView(
      model, layout: layout, cell: FittingCell.self, header: FittingHeader.self)
    // One call per element, in the order of the layout's answer, with the estimated frames it
    // gave (the later ones from the same pass, before the layout recomputed).
    #expect(
      layout.preferredCalls == [
        "header [0, 0] (0, 0, 320, 50) -> (0, 0, 320, 24)",
        "item [0, 0] (0, 50, 320, 50) -> (0, 50, 320, 30)",
        "item [0, 1] (0, 100, 320, 50) -> (0, 100, 320, 40)",
        "item [0, 2] (0, 150, 320, 50) -> (0, 150, 320, 60)",
        "item [0, 3] (0, 200, 320, 50) -> (0, 200, 320, 70)",
      ])
    // Each context invalidates just its element, and is the one the layout was invalidated with.
    let contexts = layout.preferredContexts
    #expect(contexts.count == 5)
    #expect(contexts.first?.invalidatedSupplementaryIndexPaths == [header: [[0, 0]]])
    #expect(contexts.first?.invalidatedItemIndexPaths == nil)
    #expect(contexts.dropFirst().map(\.invalidatedItemIndexPaths) == (0..<4).map { [[0, $0]] })
    #expect(contexts.allSatisfy { !$0.invalidateEverything && !$0.invalidateDataSourceCounts })
    #expect(contexts.allSatisfy { c in layout.contexts.contains { $0 === c } })
    // The views have the sizes they asked for, stacked exactly.
    #expect(
      view.supplementaryView(forElementKind: header, at: [0, 0])?.frame
        == CGRect(x: 0, y: 0, width: 320, height: 24))
    #expect(view.cellForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 24, width: 320, height: 30))
    #expect(view.cellForItem(at: [0, 1])?.frame == CGRect(x: 0, y: 54, width: 320, height: 40))
    #expect(view.cellForItem(at: [0, 2])?.frame == CGRect(x: 0, y: 94, width: 320, height: 60))
    #expect(view.cellForItem(at: [0, 3])?.frame == CGRect(x: 0, y: 154, width: 320, height: 70))
    #expect(view.contentSize == CGSize(width: 320, height: 224))
    // Settled: another pass asks nothing new.
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(layout.preferredCalls.count == 5)
  }

  @Test func aLayoutThatDeclinesKeepsItsAttributes() {
    // The base class answers false: the views keep the frames the layout gives.
    let layout = CircleLayout()
    let model = GridModel([3])
    let view = makeListView(model, layout: layout, cell: FittingCell.self)
    #expect(view.cellForItem(at: [0, 1])?.frame.size == CGSize(width: 70, height: 70))
    #expect(layout.prepareCount == 1)
  }

  @Test func aPlainReusableViewPrefersTheAttributesItIsGiven() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: [0, 3])
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(UICollectionReusableView().preferredLayoutAttributesFitting(attributes) === attributes)
    #expect(UICollectionViewCell().preferredLayoutAttributesFitting(attributes) === attributes)
  }

  @Test func viewsAreAskedOncePerAttributesAndAgainWhenReconfigured() {
    let layout = ModelListLayout()
    let view = makeListView(GridModel([3]), layout: layout, cell: AskCountingCell.self)
    let cells = (0..<3).map { view.cellForItem(at: [0, $0]) as? AskCountingCell }
    #expect(cells.map { $0?.asked } == [1, 1, 1])
    // Nothing changed: not asked again.
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(cells.map { $0?.asked } == [1, 1, 1])
    // New attributes (a taller first row, the rows below it moved): asked again.
    layout.rows[0][0] = 80
    layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
    view.layoutIfNeeded()
    #expect(cells.map { $0?.asked } == [2, 2, 2])
    // A reconfigured cell's content changed: asked again with the same attributes.
    UIView.performWithoutAnimation { view.reconfigureItems(at: [[0, 1]]) }
    #expect(cells.map { $0?.asked } == [2, 3, 2])
  }

  @Test func contextAdjustmentsMoveTheContentSizeAndOffset() {
    let layout = ModelListLayout()
    let view = makeListView(GridModel([20]), layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 100)
    let context = UICollectionViewLayoutInvalidationContext()
    context.contentSizeAdjustment = CGSize(width: 0, height: 30)
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
    layout.invalidateLayout(with: context)
    #expect(view.contentSize == CGSize(width: 320, height: 1030))
    #expect(view.contentOffset == CGPoint(x: 0, y: 130))
  }

  @Test func aRunawaySelfSizingLoopStopsAndLogsOnce() {
    let layout = ModelListLayout()
    var view: UICollectionView!
    var messages = FailureReport.capturing([.selfSizing]) {
      view = makeListView(GridModel([1]), layout: layout, cell: GrowingCell.self)
    }.map(\.line)
    // Every pass the cell asks for one point more than it got: 8 passes, then it stops.
    #expect(layout.preferredCalls.count == UICollectionView.maximumSelfSizingPasses)
    #expect(layout.preferredCalls.last == "item [0, 0] (0, 0, 320, 57) -> (0, 0, 320, 58)")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("kept invalidating its layout") == true)
    messages += FailureReport.capturing([.selfSizing]) {
      // Nothing asks for another pass by itself…
      view.layoutIfNeeded()
      #expect(layout.preferredCalls.count == 8)
      // …and a later pass is bounded as well, without a second message.
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(layout.preferredCalls.count == 16)
    }.map(\.line)
    #expect(messages.count == 1)
  }
}

/// A cell that always wants to be one point taller than it is.
@MainActor
final class GrowingCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    a.frame.size.height += 1
    return a
  }
}

/// A cell that counts how often it is asked for its preferred attributes and keeps the ones
/// it is given.
@MainActor
final class AskCountingCell: UICollectionViewCell {
  var asked = 0
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    asked += 1
    return layoutAttributes
  }
}
