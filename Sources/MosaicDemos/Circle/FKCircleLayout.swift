import UIKit

/// The post's `FKCircleLayout` (post 2, "iOS之UICollectionView的使用", part three, 定制
/// UICollectionViewLayout), line for line: `ITEM_SIZE`-point cells on a ring centred in the
/// collection view with a radius of the smaller side / 2.5; appearing cells fade in from the
/// centre, disappearing ones fly to the centre, fading and shrinking to a tenth.
final class FKCircleLayout: UICollectionViewLayout {
  /// The post's `ITEM_SIZE` macro.
  static let ITEM_SIZE: CGFloat = 72

  /// The ring's centre.
  var center = CGPoint.zero
  /// The ring's radius.
  var radius: CGFloat = 0
  /// How many cells are on the ring.
  var cellCount = 0

  /// The post's `prepareLayout`: counts the cells and computes the centre and the radius.
  override func prepare() {
    super.prepare()
    let size = collectionView!.frame.size
    cellCount = collectionView!.numberOfItems(inSection: 0)
    center = CGPoint(x: size.width / 2.0, y: size.height / 2.0)
    radius = min(size.width, size.height) / 2.5
  }

  /// The content is exactly the collection view's size.
  override var collectionViewContentSize: CGSize {
    collectionView!.frame.size
  }

  /// Cell `path` sits on the ring at the angle 2π·item/cellCount.
  override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.size = CGSize(width: Self.ITEM_SIZE, height: Self.ITEM_SIZE)
    let angle = 2 * Double.pi * Double(path.item) / Double(cellCount)
    attributes.center = CGPoint(
      x: center.x + radius * CGFloat(cosf(Float(angle))),
      y: center.y + radius * CGFloat(sinf(Float(angle))))
    return attributes
  }

  /// Every cell, whatever the rectangle.
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var attributes: [UICollectionViewLayoutAttributes] = []
    for i in 0..<cellCount {
      let indexPath = IndexPath(item: i, section: 0)
      attributes.append(layoutAttributesForItem(at: indexPath)!)
    }
    return attributes
  }

  /// An inserted cell starts invisible at the centre.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)!
    attributes.alpha = 0.0
    attributes.center = CGPoint(x: center.x, y: center.y)
    return attributes
  }

  /// A deleted cell ends invisible at the centre, scaled to a tenth.
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)!
    attributes.alpha = 0.0
    attributes.center = CGPoint(x: center.x, y: center.y)
    attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1.0)
    return attributes
  }
}
