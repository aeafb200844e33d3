import Testing

@testable import Mosaic

/// A model whose delegate gives section 1 negative spacings (section 0 keeps the
/// layout's).
@MainActor
final class OverlappingSpacingModel: GridModel, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    section == 1 ? -10 : 10
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    section == 1 ? -25 : 10
  }
}

@MainActor
struct FlowNegativeSpacingLayoutTests {
  @Test func negativeMinimumSpacingsOverlapItemsLikeACarousel() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = -10
    layout.minimumLineSpacing = -20
    let view = makeCollectionView(GridModel([8]), layout: layout)
    // 320 pt of 50-pt items at −10: floor(310 / 40) = 7 a line, (320 − 350) / 6 = −5 apart;
    // the second line starts 50 − 20 = 30 down.
    for i in 0..<7 {
      #expect(
        itemFrame(view, i) == CGRect(x: CGFloat(i) * 45, y: 0, width: 50, height: 50), "item \(i)")
    }
    #expect(itemFrame(view, 7) == CGRect(x: 0, y: 30, width: 50, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 80))
    // A point where items 0, 1 and the second line's item 7 overlap: the later one wins.
    #expect(view.indexPathForItem(at: CGPoint(x: 47, y: 40)) == IndexPath(item: 7, section: 0))
    #expect(view.indexPathsForVisibleItems.count == 8)
  }

  @Test func perSectionNegativeSpacingsFromTheDelegateOverlapOnlyThatSection() {
    let view = makeCollectionView(OverlappingSpacingModel([3, 9]))
    // Section 0: 50-pt items at 10, the last line on the grid's columns (step 67.5).
    #expect(itemFrame(view, 2, section: 0) == CGRect(x: 135, y: 0, width: 50, height: 50))
    // Section 1 starts at 50: floor(295 / 25) = 11 fit; all 9 in its last line, on columns
    // (320 − 550) / 10 = −23 apart, so 27 pt steps.
    #expect(itemFrame(view, 0, section: 1) == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(itemFrame(view, 1, section: 1) == CGRect(x: 27, y: 50, width: 50, height: 50))
    #expect(itemFrame(view, 8, section: 1) == CGRect(x: 216, y: 50, width: 50, height: 50))
    let found = view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 50, y: 60, width: 1, height: 1))!
    #expect(found.map(\.indexPath) == [IndexPath(item: 1, section: 1)])
    let edge = view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 49, y: 60, width: 2, height: 1))!
    #expect(found.count == 1)
    #expect(
      edge.map(\.indexPath) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
  }

  @Test func negativeSpacingsOverlapColumnsOfAHorizontalFlowLayout() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumInteritemSpacing = -10
    layout.minimumLineSpacing = -20
    let view = makeCollectionView(
      GridModel([6]), size: CGSize(width: 320, height: 130), layout: layout)
    // 130 pt of 50-pt items at −10: three a column, (130 − 150) / 2 = −10 apart.
    let expected = [
      CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 40, width: 50, height: 50),
      CGRect(x: 0, y: 80, width: 50, height: 50), CGRect(x: 30, y: 0, width: 50, height: 50),
      CGRect(x: 30, y: 40, width: 50, height: 50), CGRect(x: 30, y: 80, width: 50, height: 50),
    ]
    #expect((0..<6).map { itemFrame(view, $0) } == expected)
    #expect(view.contentSize == CGSize(width: 80, height: 130))
    let found = view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 40, y: 45, width: 1, height: 1))!
    #expect(found.map(\.indexPath.item).sorted() == [0, 1, 3, 4])
  }
}
