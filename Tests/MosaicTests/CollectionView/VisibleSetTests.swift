import MosaicTestSupport
import Testing

@testable import Mosaic

@MainActor
struct VisibleSetTests {
  /// Items of random sizes in sections with headers and footers, scrolled to random offsets:
  /// the visible items must be exactly the items whose frames overlap the bounds (found by a
  /// brute-force scan of every item), each shown by a cell with the item's frame.
  @Test(arguments: [UInt64(1), 7, 2024])
  func visibleItemsMatchABruteForceScan(seed: UInt64) {
    print("VisibleSetTests seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    let counts = (0..<4).map { _ in Int.random(in: 0...60, using: &rng) }
    let model = SizedModel(counts)
    model.sizes = (0..<60).map { _ in
      CGSize(
        width: CGFloat(Int.random(in: 20...140, using: &rng)),
        height: CGFloat(Int.random(in: 20...90, using: &rng)))
    }
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    layout.footerReferenceSize = CGSize(width: 0, height: 16)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
    let view = makeCollectionView(model, size: CGSize(width: 330, height: 240), layout: layout)
    let height = view.contentSize.height
    for step in 0..<40 {
      let y = CGFloat(Int.random(in: -50...Int(max(height, 1)), using: &rng))
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      var expected: [IndexPath] = []
      for s in 0..<counts.count {
        for i in 0..<counts[s] {
          let path = IndexPath(item: i, section: s)
          let f = view.layoutAttributesForItem(at: path)!.frame
          if f.minY < view.bounds.maxY && f.maxY > view.bounds.minY && f.minX < view.bounds.maxX
            && f.maxX > view.bounds.minX
          {
            expected.append(path)
          }
        }
      }
      #expect(view.indexPathsForVisibleItems == expected, "seed \(seed) step \(step) y \(y)")
      for path in expected {
        let cell = view.cellForItem(at: path)
        #expect(cell?.frame == view.layoutAttributesForItem(at: path)!.frame)
        #expect(cell.flatMap { view.indexPath(for: $0) } == path)
        #expect(cell?.superview === view)
      }
      #expect(view.visibleCells.count == expected.count)
      #expect(model.pairingErrors.isEmpty, "seed \(seed): \(model.pairingErrors)")
      #expect(model.displayed == Set(expected))
    }
  }

  /// Scrolling through 2,000 items one small step at a time creates only the cells that fit
  /// on screen (plus one row), reuses them, and pairs every willDisplay with a
  /// didEndDisplaying.
  @Test func scrollingReusesCellsAndPairsDisplayCalls() {
    CountingCell.created = 0
    let model = GridModel([2000])
    let view = makeCollectionView(model, size: CGSize(width: 320, height: 200))
    // 200 points show at most 4 rows of 5 (rows every 60 points).
    #expect(view.visibleCells.count == 20)
    var maxVisible = 0
    var y: CGFloat = 0
    while y < 3000 {
      y += 7
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      maxVisible = max(maxVisible, view.visibleCells.count)
    }
    #expect(maxVisible == 25)
    #expect(CountingCell.created <= 25)
    #expect(model.pairingErrors.isEmpty)
    #expect(model.willDisplayCount - model.didEndCount == view.visibleCells.count)
    #expect(model.displayed == Set(view.indexPathsForVisibleItems))
    let reuses = view.visibleCells.map { ($0 as! CountingCell).reuses }.reduce(0, +)
    #expect(reuses > 0)
    #expect(model.willDisplayCount > 200)
    // Queued cells are out of the view hierarchy.
    #expect(view.subviews.count == view.visibleCells.count)
  }

  @Test func reloadDataRequeriesCountsAndEndsDisplayOfEveryCell() {
    let model = GridModel([30])
    let view = makeCollectionView(model)
    let before = model.willDisplayCount
    #expect(before == 20)
    model.counts = [3]
    view.reloadData()
    #expect(model.displayed.isEmpty)
    #expect(model.didEndCount == 20)
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.indexPathsForVisibleItems.count == 3)
    #expect(model.pairingErrors.isEmpty)
  }

  @Test func supplementaryViewsAreReusedPerKind() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.footerReferenceSize = CGSize(width: 0, height: 10)
    let view = makeCollectionView(GridModel(Array(repeating: 5, count: 50)), layout: layout)
    // Each section is 20 + 50 + 10 = 80 tall.
    #expect(
      view.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader) == [
          IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
          IndexPath(item: 0, section: 2),
        ])
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.reuseIdentifier == "title")
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    view.contentOffset = CGPoint(x: 0, y: 800)
    view.layoutIfNeeded()
    #expect(
      view.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionFooter
      ).first == IndexPath(item: 0, section: 10))
    #expect(view.subviews.count == view.visibleCells.count + 5)
  }
}
