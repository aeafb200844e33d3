import Testing

@testable import Mosaic

/// Heights 100, 60, 80, 40, 120, … from the delegate.
@MainActor
final class WaterfallModel: GridModel, WaterfallLayoutDelegate {
  var heights: [CGFloat] = [100, 60, 80, 40, 120, 50]
  func collectionView(
    _ collectionView: UICollectionView, layout: WaterfallLayout,
    heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    heights[indexPath.item % heights.count]
  }
}

@MainActor
struct WaterfallLayoutTests {
  @Test func itemsGoToTheShortestColumn() {
    let layout = WaterfallLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerHeight = 20
    let view = makeCollectionView(WaterfallModel([6]), layout: layout)
    // Width 320 − 20 insets − 10 spacing = 290 → columns of 145 at x 10 and 165.
    #expect(layout.columnWidth == 145)
    #expect(itemFrame(view, 0) == CGRect(x: 10, y: 30, width: 145, height: 100))
    #expect(itemFrame(view, 1) == CGRect(x: 165, y: 30, width: 145, height: 60))
    #expect(itemFrame(view, 2) == CGRect(x: 165, y: 100, width: 145, height: 80))
    #expect(itemFrame(view, 3) == CGRect(x: 10, y: 140, width: 145, height: 40))
    #expect(itemFrame(view, 4) == CGRect(x: 10, y: 190, width: 145, height: 120))
    #expect(itemFrame(view, 5) == CGRect(x: 165, y: 190, width: 145, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 320))
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    #expect(view.indexPathsForVisibleItems.count == 6)
  }

  @Test func settingsColumnsAndUniformHeightWithoutDelegate() {
    let layout = WaterfallLayout()
    layout.columnCount = 3
    layout.columnSpacing = 5
    layout.rowSpacing = 4
    layout.itemHeight = 30
    let view = makeCollectionView(GridModel([5]), layout: layout)
    // (320 − 10) / 3 columns.
    let w = 310.0 / 3
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 34, width: w, height: 30))
    #expect(close(itemFrame(view, 4), CGRect(x: w + 5, y: 34, width: w, height: 30)))
    #expect(view.contentSize.height == 64)
  }
}
