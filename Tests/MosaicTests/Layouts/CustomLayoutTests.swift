import Testing

@testable import Mosaic

/// The circle layout of the "books" seed post, written as a UIKit app writes it: items of
/// 70×70 on a circle around the middle of the collection view.
@MainActor
final class CircleLayout: UICollectionViewLayout {
  var center = CGPoint.zero
  var radius: CGFloat = 0
  var cellCount = 0
  var prepareCount = 0

  override func prepare() {
    super.prepare()
    prepareCount += 1
    let size = collectionView!.frame.size
    cellCount = collectionView!.numberOfItems(inSection: 0)
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  override var collectionViewContentSize: CGSize { collectionView!.frame.size }

  override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.size = CGSize(width: 70, height: 70)
    let angle = 2 * Double.pi * Double(path.item) / Double(cellCount)
    attributes.center = CGPoint(
      x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }
}

/// Attributes with one extra property, copied and compared as UIKit subclasses do.
final class TintAttributes: UICollectionViewLayoutAttributes {
  var tint: CGFloat = 0
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TintAttributes
    copy.tint = tint
    return copy
  }
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintAttributes else { return false }
    return other.tint == tint && super.isEqual(object)
  }
}

/// A cell that records the attributes applied to it.
@MainActor
final class TintCell: UICollectionViewCell {
  var appliedTint: CGFloat?
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    appliedTint = (layoutAttributes as? TintAttributes)?.tint
  }
}

/// A flow layout that hands out `TintAttributes`, tinted by item.
@MainActor
final class TintFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { TintAttributes.self }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let all = super.layoutAttributesForElements(in: rect)
    for a in all ?? [] { (a as? TintAttributes)?.tint = CGFloat(a.indexPath.item) / 10 }
    return all
  }
}

@MainActor
struct CustomLayoutTests {
  @Test func circleLayoutSubclassPlacesTheCells() {
    let layout = CircleLayout()
    let view = makeCollectionView(
      GridModel([8]), size: CGSize(width: 400, height: 300), layout: layout)
    #expect(layout.prepareCount == 1)
    #expect(view.contentSize == CGSize(width: 400, height: 300))
    #expect(view.visibleCells.count == 8)
    // radius = 300 / 2.5 = 120 around (200, 150).
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 320, y: 150))
    let quarter = view.cellForItem(at: IndexPath(item: 2, section: 0))!
    #expect(abs(quarter.center.x - 200) < 1e-9)
    #expect(quarter.center.y == 270)
    #expect(quarter.bounds.size == CGSize(width: 70, height: 70))
    #expect(view.indexPathForItem(at: CGPoint(x: 80, y: 150)) == IndexPath(item: 4, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 200, y: 150)) == nil)
    // Scrolling does not invalidate the layout (shouldInvalidateLayout is false by default).
    view.contentOffset = CGPoint(x: 0, y: 1)
    view.layoutIfNeeded()
    #expect(layout.prepareCount == 1)
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
  }

  @Test func attributesInitializersSetCategoryAndKind() {
    let path = IndexPath(item: 3, section: 1)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.representedElementKind == nil)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path)
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "shelf")
    #expect(decoration.indexPath == path)
    #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden)
    #expect(cell.transform3D == CATransform3DIdentity)
  }

  @Test func attributesGeometryFrameCenterSizeBoundsTransform() {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(a.center == CGPoint(x: 25, y: 40))
    #expect(a.size == CGSize(width: 30, height: 40))
    #expect(a.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    a.bounds = CGRect(x: 5, y: 5, width: 10, height: 20)
    #expect(a.frame == CGRect(x: 20, y: 30, width: 10, height: 20))
    a.center = CGPoint(x: 100, y: 100)
    #expect(a.frame == CGRect(x: 95, y: 90, width: 10, height: 20))
    a.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(a.transform3D == CATransform3DMakeScale(2, 3, 1))
    a.transform3D = CATransform3DMakeTranslation(4, 5, 0)
    #expect(a.transform == CGAffineTransform(translationX: 4, y: 5))
  }

  @Test func copyKeepsTheSubclassAndEveryValue() {
    let a = TintAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 0))
    a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    a.alpha = 0.5
    a.zIndex = 7
    a.isHidden = true
    a.transform = CGAffineTransform(rotationAngle: 0.3)
    a.tint = 0.75
    let copy = a.copy() as! TintAttributes
    #expect(copy !== a)
    #expect(copy.tint == 0.75)
    #expect(copy.representedElementKind == "badge")
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.frame == a.frame && copy.alpha == 0.5 && copy.zIndex == 7 && copy.isHidden)
    #expect(copy == a)
    copy.tint = 0.5
    #expect(copy != a)
    let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    let other = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    #expect(plain == other)
    other.zIndex = 1
    #expect(plain != other)
    other.zIndex = 0
    other.alpha = 0.9
    #expect(plain != other)
  }

  @Test func layoutAttributesClassReachesTheCells() {
    let layout = TintFlowLayout()
    let model = GridModel([6])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.register(TintCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.layoutIfNeeded()
    let cell = view.cellForItem(at: IndexPath(item: 3, section: 0)) as? TintCell
    #expect(cell?.appliedTint == 0.3)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TintAttributes)
  }

  @Test func invalidationContextRecordsItemsAndAdjustments() {
    let context = UICollectionViewLayoutInvalidationContext()
    #expect(context.invalidatedItemIndexPaths == nil)
    #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 4, section: 2)])
    #expect(
      context.invalidatedItemIndexPaths == [
        IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 2),
      ])
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 25)
    let layout = CircleLayout()
    let view = makeCollectionView(GridModel([3]), layout: layout)
    layout.invalidateLayout(with: context)
    #expect(view.contentOffset == CGPoint(x: 0, y: 25))
    // UIKit documents both flow flags as false in a new context.
    let flow = UICollectionViewFlowLayoutInvalidationContext()
    #expect(!flow.invalidateFlowLayoutDelegateMetrics && !flow.invalidateFlowLayoutAttributes)
  }

  @Test func onlyClassesThatMayOverridePrepareForUpdatesAreGivenUpdateItems() {
    final class AppFlowLayout: UICollectionViewFlowLayout {}
    final class AppCompositionalLayout: UICollectionViewCompositionalLayout {}
    final class AppWaterfallLayout: WaterfallLayout {}
    final class AppLayout: UICollectionViewLayout {}
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [
          .init(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        ]))
    // Mosaic's own classes do not override prepare(forCollectionViewUpdates:)…
    #expect(!UICollectionViewLayout().usesUpdateItems)
    #expect(!UICollectionViewFlowLayout().usesUpdateItems)
    #expect(!UICollectionViewCompositionalLayout(section: section).usesUpdateItems)
    #expect(!WaterfallLayout().usesUpdateItems)
    // …an app's subclass of any of them may.
    #expect(AppLayout().usesUpdateItems)
    #expect(AppFlowLayout().usesUpdateItems)
    #expect(AppCompositionalLayout(section: section).usesUpdateItems)
    #expect(AppWaterfallLayout().usesUpdateItems)
  }

  @Test func updateItemWrapsTheCoreValue() {
    let item = UICollectionViewUpdateItem(
      UpdateItem(
        indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 2, section: 0),
        updateAction: .insert))
    #expect(item.updateAction == .insert)
    #expect(item.indexPathBeforeUpdate == nil)
    #expect(item.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
  }
}
