import UIKit

/// The post's waterfall layout (post 5, "【iOS】UICollectionView", 实现瀑布流), a
/// `UICollectionViewLayout` subclass: `columnCount` columns, `columnMargin` between them,
/// `rowMargin` between items, `sectionInset` around; `prepare` puts each item at the bottom of
/// the shortest column. One change from the post: its `arc4random_uniform(100) + 100` height
/// is drawn once per item (from a seeded generator, so runs repeat) and kept, instead of
/// being drawn again on every `prepare`, which made items jump whenever the layout was
/// invalidated.
final class WaterfallCollectionLayout: UICollectionViewLayout {
  /// The number of columns; 2.
  var columnCount = 2
  /// The space between columns; 10.
  var columnMargin: CGFloat = 10
  /// The space between items of a column; 10.
  var rowMargin: CGFloat = 10
  /// The space around the columns; 10 on every side.
  var sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// Every item's attributes, computed by `prepare`.
  private(set) var attributeArray: [UICollectionViewLayoutAttributes] = []
  /// Each column's bottom (the next item's top), computed by `prepare`.
  private(set) var columnHeights: [CGFloat] = []
  /// Called at the end of each `prepare`, for the demo's log.
  var didPrepare: ((WaterfallCollectionLayout) -> Void)?

  private var itemHeights: [CGFloat] = []
  private var random = SplitMix64(seed: 5)

  /// The height of item `item`: 100 to 199 points, drawn the first time it is asked for.
  func itemHeight(at item: Int) -> CGFloat {
    while itemHeights.count <= item {
      itemHeights.append(CGFloat(random.next() % 100) + 100)
    }
    return itemHeights[item]
  }

  /// The post's `prepareLayout`: places every item below the shortest column.
  override func prepare() {
    super.prepare()
    attributeArray = []
    columnHeights = []
    for _ in 0..<columnCount {
      columnHeights.append(sectionInset.top)
    }
    guard let collectionView else { return }
    let itemCount = collectionView.numberOfItems(inSection: 0)
    for i in 0..<itemCount {
      let indexPath = IndexPath(item: i, section: 0)
      var minColumnHeight = columnHeights[0]
      var minColumnIndex = 0
      for j in 1..<columnCount {
        let columnHeight = columnHeights[j]
        if columnHeight < minColumnHeight {
          minColumnHeight = columnHeight
          minColumnIndex = j
        }
      }
      let itemWidth =
        (collectionView.bounds.width - sectionInset.left - sectionInset.right
          - CGFloat(columnCount - 1) * columnMargin) / CGFloat(columnCount)
      let itemHeight = itemHeight(at: i)
      let itemX = sectionInset.left + CGFloat(minColumnIndex) * (itemWidth + columnMargin)
      let itemY = minColumnHeight
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: itemX, y: itemY, width: max(0, itemWidth), height: itemHeight)
      attributeArray.append(attributes)
      columnHeights[minColumnIndex] = attributes.frame.maxY + rowMargin
    }
    didPrepare?(self)
  }

  /// The tallest column's height, across the collection view's width.
  override var collectionViewContentSize: CGSize {
    var maxColumnHeight = columnHeights.first ?? 0
    for i in 1..<max(1, columnHeights.count) {
      maxColumnHeight = max(maxColumnHeight, columnHeights[i])
    }
    return CGSize(width: collectionView?.bounds.width ?? 0, height: maxColumnHeight)
  }

  /// Every item, as the post returns them (the collection view keeps those in `rect`).
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    attributeArray
  }

  /// The attributes `prepare` computed for the item.
  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributeArray.indices.contains(indexPath.item) ? attributeArray[indexPath.item] : nil
  }
}

/// A small seeded random number generator (SplitMix64), so the demo's random heights are
/// the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
