import Testing

@testable import Mosaic

/// A model whose delegate gives per-item sizes (and, optionally, per-section insets).
@MainActor
final class SizedModel: GridModel, UICollectionViewDelegateFlowLayout {
  var sizes: [CGSize] = []
  var sizeCalls = 0
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeCalls += 1
    return sizes[indexPath.item]
  }
}

/// A model whose delegate gives only section insets (sizes fall back to `itemSize`).
@MainActor
final class InsetModel: GridModel, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    section == 0 ? UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0) : .zero
  }
}

@MainActor
struct FlowLayoutTests {
  @Test func defaultsAreUIKits() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  @Test func verticalGridJustifiesFullLinesAndKeepsTheLastLineOnTheColumns() {
    let view = makeCollectionView(GridModel([12]))
    // 5 items of 50 fit in 320 (5·50 + 4·10 = 290); the spare 70 is shared: step 67.5.
    let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270]
    for i in 0..<12 {
      #expect(
        itemFrame(view, i) == CGRect(x: xs[i % 5], y: CGFloat(i / 5) * 60, width: 50, height: 50),
        "item \(i)")
    }
    #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 170))
    #expect(view.contentSize == CGSize(width: 320, height: 170))
  }

  @Test func loneItemLinesAreCentredExceptTheLast() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 40)
    let view = makeCollectionView(GridModel([3]), layout: layout)
    #expect(itemFrame(view, 0) == CGRect(x: 60, y: 0, width: 200, height: 40))
    #expect(itemFrame(view, 1) == CGRect(x: 60, y: 50, width: 200, height: 40))
    #expect(itemFrame(view, 2) == CGRect(x: 0, y: 100, width: 200, height: 40))
  }

  @Test func sectionInsetsNarrowTheLines() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
    let view = makeCollectionView(GridModel([6]), layout: layout)
    // 280 wide: 4 per line, spare 80 over 3 gaps.
    let step = (280 - 50) / 3.0
    #expect(itemFrame(view, 0) == CGRect(x: 20, y: 10, width: 50, height: 50))
    #expect(close(itemFrame(view, 3), CGRect(x: 20 + 3 * step, y: 10, width: 50, height: 50)))
    #expect(itemFrame(view, 4) == CGRect(x: 20, y: 70, width: 50, height: 50))
    #expect(close(itemFrame(view, 5), CGRect(x: 20 + step, y: 70, width: 50, height: 50)))
    #expect(view.contentSize.height == 150)
  }

  @Test func headersAndFootersFramesAndContentSize() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 999, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let view = makeCollectionView(GridModel([3, 3]), layout: layout)
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    func frame(_ kind: String, _ section: Int) -> CGRect? {
      view.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 30, width: 50, height: 50))
    #expect(itemFrame(view, 2) == CGRect(x: 135, y: 30, width: 50, height: 50))
    #expect(frame(footer, 0) == CGRect(x: 0, y: 80, width: 320, height: 20))
    #expect(frame(header, 1) == CGRect(x: 0, y: 100, width: 320, height: 30))
    #expect(itemFrame(view, 1, section: 1) == CGRect(x: 67.5, y: 130, width: 50, height: 50))
    #expect(frame(footer, 1) == CGRect(x: 0, y: 180, width: 320, height: 20))
    #expect(view.contentSize == CGSize(width: 320, height: 200))
    let a = view.layoutAttributesForSupplementaryElement(
      ofKind: header, at: IndexPath(item: 0, section: 1))
    #expect(a?.representedElementCategory == .supplementaryView)
    #expect(a?.representedElementKind == header)
    #expect(a?.indexPath == IndexPath(item: 0, section: 1))
    // The visible header views are the ones in the 200-point-high bounds.
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header).count == 2)
    #expect(view.visibleSupplementaryViews(ofKind: footer).count == 2)
  }

  @Test func horizontalLayoutMirrorsTheVerticalOne() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let view = makeCollectionView(GridModel([7]), layout: layout)
    // Columns of 3 in 200 points: the 50 points left are shared by 2 gaps, step 75.
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(itemFrame(view, 1) == CGRect(x: 0, y: 75, width: 50, height: 50))
    #expect(itemFrame(view, 2) == CGRect(x: 0, y: 150, width: 50, height: 50))
    #expect(itemFrame(view, 3) == CGRect(x: 60, y: 0, width: 50, height: 50))
    #expect(itemFrame(view, 6) == CGRect(x: 120, y: 0, width: 50, height: 50))
    #expect(view.contentSize == CGSize(width: 170, height: 200))
  }

  @Test func delegateSizesFillLinesAndCentreItemsAcrossTheLine() {
    let model = SizedModel([4])
    model.sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 150, height: 60),
      CGSize(width: 50, height: 50), CGSize(width: 200, height: 30),
    ]
    let view = makeCollectionView(model)
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 10, width: 100, height: 40))
    #expect(itemFrame(view, 1) == CGRect(x: 110, y: 0, width: 150, height: 60))
    #expect(itemFrame(view, 2) == CGRect(x: 270, y: 5, width: 50, height: 50))
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 70, width: 200, height: 30))
    #expect(view.contentSize.height == 100)
  }

  @Test func delegateMethodsNotImplementedFallBackToProperties() {
    let model = InsetModel([5, 5])
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 20)
    let view = makeCollectionView(model, layout: layout)
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 5, width: 60, height: 20))
    // Section 0: 5 + 20 + 10 + 20 + 5 = 60 tall (4 per line: 4·60 + 3·10 = 270 ≤ 320).
    #expect(itemFrame(view, 0, section: 1) == CGRect(x: 0, y: 60, width: 60, height: 20))
    #expect(layout.defaultedDelegateMethods.contains(.size))
    #expect(!layout.defaultedDelegateMethods.contains(.inset))
  }

  @Test func sizesAreAskedOncePerItemPerPrepareAndNotWhenScrolling() {
    let model = SizedModel([30])
    model.sizes = Array(repeating: CGSize(width: 40, height: 40), count: 30)
    let view = makeCollectionView(model)
    let calls = model.sizeCalls
    #expect(calls == 31)  // one probe, then each item
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    #expect(model.sizeCalls == calls)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    view.layoutIfNeeded()
    #expect(model.sizeCalls == calls + 31)
  }

  @Test func onlyAWidthChangeInvalidatesAVerticalLayout() {
    let layout = UICollectionViewFlowLayout()
    let view = makeCollectionView(GridModel([10]), layout: layout)
    #expect(
      !layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 50, width: 320, height: 200)))
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 200)))
    layout.scrollDirection = .horizontal
    #expect(
      !layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 200)))
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 190)))
    layout.sectionHeadersPinToVisibleBounds = true
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 10, y: 0, width: 320, height: 200)))
    let context = layout.invalidationContext(
      forBoundsChange: CGRect(x: 10, y: 0, width: 320, height: 200))
    let flow = context as? UICollectionViewFlowLayoutInvalidationContext
    #expect(flow?.invalidateFlowLayoutAttributes == false)
    #expect(flow?.invalidateFlowLayoutDelegateMetrics == false)
    _ = view
  }

  @Test func widthChangeRelaysTheGrid() {
    let view = makeCollectionView(GridModel([12]))
    view.frame = CGRect(x: 0, y: 0, width: 230, height: 200)
    view.layoutIfNeeded()
    // 230: 4 per line (4·50 + 3·10 = 230), no spare.
    #expect(itemFrame(view, 3) == CGRect(x: 180, y: 0, width: 50, height: 50))
    #expect(itemFrame(view, 4) == CGRect(x: 0, y: 60, width: 50, height: 50))
  }

  @Test func contentInsetNarrowsTheContent() {
    let view = makeCollectionView(GridModel([12]))
    view.contentInset = UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 45)
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.contentSize.width == 230)
    #expect(itemFrame(view, 4) == CGRect(x: 0, y: 60, width: 50, height: 50))
  }

  @Test func pinnedHeadersStickAndArePushedByTheNextSection() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionHeadersPinToVisibleBounds = true
    let view = makeCollectionView(
      GridModel([10, 10]), size: CGSize(width: 320, height: 100), layout: layout)
    // Section 0: header 0–30, lines 30–80 and 90–140; section 1: header 140–170, body to 280.
    #expect(view.contentSize.height == 280)
    func header(_ section: Int) -> CGRect? {
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))?.frame
    }
    let expectations: [(CGFloat, CGFloat?, CGFloat?)] = [
      (0, 0, nil), (30, 30, nil), (50, 50, 140), (110, 110, 140), (120, 110, 140), (150, nil, 150),
      (200, nil, 200),
    ]
    for (offset, first, second) in expectations {
      view.contentOffset = CGPoint(x: 0, y: offset)
      view.layoutIfNeeded()
      #expect(header(0).map(\.minY) == first, "offset \(offset)")
      #expect(header(1).map(\.minY) == second, "offset \(offset)")
    }
    view.contentOffset = CGPoint(x: 0, y: 50)
    view.layoutIfNeeded()
    #expect(header(0)?.width == 320)
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)
      )?.layer.zPosition == 1024)
  }
}
