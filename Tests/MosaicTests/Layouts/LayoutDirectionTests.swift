import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A layout with fixed frames, in a 400-wide content, that leaves the flip setting alone.
@MainActor
class FixedFramesLayout: UICollectionViewLayout {
  let frames = [
    CGRect(x: 10, y: 0, width: 100, height: 40), CGRect(x: 200, y: 0, width: 50, height: 40),
  ]
  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 40) }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.indices.filter { frames[$0].intersects(rect) }.map { attributes($0) }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    frames.indices.contains(indexPath.item) ? attributes(indexPath.item) : nil
  }
  private func attributes(_ i: Int) -> UICollectionViewLayoutAttributes {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
    a.frame = frames[i]
    return a
  }
}

/// The same layout, designed for right-to-left languages and flipping in the other one.
@MainActor
final class RightToLeftDesignedLayout: FixedFramesLayout {
  override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// A flow layout that opts out of flipping.
@MainActor
final class UnflippedFlowLayout: UICollectionViewFlowLayout {
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// A forced right-to-left collection view over `model`, laid out.
@MainActor
private func rightToLeftView(
  _ model: GridModel, size: CGSize = CGSize(width: 320, height: 200),
  layout: UICollectionViewLayout = UICollectionViewFlowLayout()
) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.semanticContentAttribute = .forceRightToLeft
  view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  view.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "title")
  view.dataSource = model
  view.delegate = model
  keptModels.append(model)
  view.layoutIfNeeded()
  return view
}

@MainActor
private func cellFrame(_ view: UICollectionView, _ item: Int) -> CGRect? {
  view.cellForItem(at: IndexPath(item: item, section: 0))?.frame
}

@MainActor
struct LayoutDirectionTests {
  @Test func layoutDirectionDefaultsAreUIKits() {
    #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(WaterfallLayout().flipsHorizontallyInOppositeLayoutDirection)
  }

  @Test func flowLayoutIsMirroredInARightToLeftCollectionView() {
    let view = rightToLeftView(GridModel([12]))
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Left to right the columns are at 0, 67.5, 135, 202.5, 270; mirrored, item 0 is at
    // the right edge and the last line keeps to the (mirrored) columns.
    let xs: [CGFloat] = [270, 202.5, 135, 67.5, 0]
    for i in 0..<12 {
      let expected = CGRect(x: xs[i % 5], y: CGFloat(i / 5) * 60, width: 50, height: 50)
      #expect(itemFrame(view, i) == expected, "item \(i)")
      #expect(cellFrame(view, i) == expected, "cell \(i)")
    }
    // The layout itself still answers in its own, left-to-right coordinates.
    #expect(
      view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 170))
    #expect(view.contentOffset == .zero)
  }

  @Test func indexPathForItemAtPointHitTestsTheMirroredFrames() {
    let view = rightToLeftView(GridModel([12]))
    #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 25)) == IndexPath(item: 0, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 25)) == IndexPath(item: 4, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 25)) == nil)
    view.semanticContentAttribute = .forceLeftToRight
    view.layoutIfNeeded()
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 25)) == IndexPath(item: 0, section: 0))
    #expect(cellFrame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func horizontalFlowLayoutStartsAtTheRightEndInRightToLeft() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let view = rightToLeftView(GridModel([30]), layout: layout)
    // Columns of three (y 0, 75, 150), 60 apart: 590 wide. Column c is at 540 − 60c.
    #expect(view.contentSize == CGSize(width: 590, height: 200))
    #expect(itemFrame(view, 0) == CGRect(x: 540, y: 0, width: 50, height: 50))
    #expect(itemFrame(view, 4) == CGRect(x: 480, y: 75, width: 50, height: 50))
    #expect(itemFrame(view, 29) == CGRect(x: 0, y: 150, width: 50, height: 50))
    // The content offset starts at the far right, showing the first columns (0 to 5).
    #expect(view.contentOffset == CGPoint(x: 270, y: 0))
    #expect(view.indexPathsForVisibleItems == (0..<18).map { IndexPath(item: $0, section: 0) })
    #expect(cellFrame(view, 0) == CGRect(x: 540, y: 0, width: 50, height: 50))
    // Scrolling to the left end shows the last columns.
    view.contentOffset = .zero
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems == (12..<30).map { IndexPath(item: $0, section: 0) })
    #expect(view.indexPathForItem(at: CGPoint(x: 25, y: 175)) == IndexPath(item: 29, section: 0))
  }

  @Test func headersOfAMirroredFlowLayoutSpanTheWidth() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let model = GridModel([2])
    model.hasHeaders = true
    let view = rightToLeftView(model, layout: layout)
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(itemFrame(view, 1) == CGRect(x: 202.5, y: 30, width: 50, height: 50))
  }

  @Test func waterfallLayoutIsMirroredInARightToLeftCollectionView() {
    let layout = WaterfallLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerHeight = 20
    let view = rightToLeftView(WaterfallModel([6]), layout: layout)
    // Left to right the columns are at x 10 and 165; mirrored, the first is at 165.
    #expect(itemFrame(view, 0) == CGRect(x: 165, y: 30, width: 145, height: 100))
    #expect(itemFrame(view, 1) == CGRect(x: 10, y: 30, width: 145, height: 60))
    #expect(itemFrame(view, 2) == CGRect(x: 10, y: 100, width: 145, height: 80))
    #expect(itemFrame(view, 3) == CGRect(x: 165, y: 140, width: 145, height: 40))
    #expect(cellFrame(view, 0) == CGRect(x: 165, y: 30, width: 145, height: 100))
    #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 40)) == IndexPath(item: 1, section: 0))
  }

  @Test func aRightToLeftLocaleMirrorsTheFlowLayout() {
    HostSimulation.setLayoutDirection(.rightToLeft)
    defer { HostSimulation.setLayoutDirection(.leftToRight) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let view = makeCollectionView(GridModel([3]))
    window.addSubview(view)
    view.layoutIfNeeded()
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(itemFrame(view, 0) == CGRect(x: 270, y: 0, width: 50, height: 50))
    #expect(cellFrame(view, 2) == CGRect(x: 135, y: 0, width: 50, height: 50))
    // A view forced left to right in that locale is not mirrored.
    view.semanticContentAttribute = .forceLeftToRight
    view.layoutIfNeeded()
    #expect(cellFrame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func aRightToLeftLocaleMirrorsTheWaterfallAndHorizontalFlowLayouts() {
    HostSimulation.setLayoutDirection(.rightToLeft)
    defer { HostSimulation.setLayoutDirection(.leftToRight) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let waterfall = makeCollectionView(WaterfallModel([2]), layout: WaterfallLayout())
    window.addSubview(waterfall)
    waterfall.layoutIfNeeded()
    // Columns of 155 at 0 and 165, mirrored.
    #expect(cellFrame(waterfall, 0) == CGRect(x: 165, y: 0, width: 155, height: 100))
    #expect(cellFrame(waterfall, 1) == CGRect(x: 0, y: 0, width: 155, height: 60))
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let flow = makeCollectionView(GridModel([30]), layout: layout)
    window.addSubview(flow)
    flow.layoutIfNeeded()
    #expect(cellFrame(flow, 0) == CGRect(x: 540, y: 0, width: 50, height: 50))
  }

  @Test func aCustomLayoutThatDoesNotFlipIsNotMirrored() {
    let view = rightToLeftView(GridModel([2]), layout: FixedFramesLayout())
    #expect(itemFrame(view, 0) == CGRect(x: 10, y: 0, width: 100, height: 40))
    #expect(cellFrame(view, 1) == CGRect(x: 200, y: 0, width: 50, height: 40))
    #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 10)) == IndexPath(item: 0, section: 0))
    let flow = rightToLeftView(GridModel([1]), layout: UnflippedFlowLayout())
    #expect(cellFrame(flow, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func aLayoutDesignedRightToLeftIsMirroredInALeftToRightCollectionView() {
    let view = makeCollectionView(GridModel([2]), layout: RightToLeftDesignedLayout())
    // Flipped about its 400-pt content width.
    #expect(itemFrame(view, 0) == CGRect(x: 290, y: 0, width: 100, height: 40))
    #expect(itemFrame(view, 1) == CGRect(x: 150, y: 0, width: 50, height: 40))
    // The offset keeps to the right end (80), so the visible area x 80…400 is the
    // layout's 0…320: both items are on screen.
    #expect(view.contentOffset == CGPoint(x: 80, y: 0))
    #expect(cellFrame(view, 1) == CGRect(x: 150, y: 0, width: 50, height: 40))
    #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 10)) == IndexPath(item: 0, section: 0))
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    #expect(cellFrame(view, 0) == CGRect(x: 10, y: 0, width: 100, height: 40))
  }
}
