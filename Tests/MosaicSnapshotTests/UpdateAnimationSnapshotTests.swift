import Mosaic
import MosaicTesting
import Testing

/// The circle layout of the "books" seed post, as the post writes it: 72-point items on a
/// circle; inserted items come out of the centre, deleted ones shrink into it.
@MainActor
private final class FKCircleLayout: UICollectionViewLayout {
  var cellCount = 0
  var center = CGPoint.zero
  var radius: CGFloat = 0

  override func prepare() {
    super.prepare()
    let size = collectionView!.frame.size
    cellCount = collectionView!.numberOfItems(inSection: 0)
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  override var collectionViewContentSize: CGSize { collectionView!.frame.size }

  override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.size = CGSize(width: 72, height: 72)
    let angle = 2 * CGFloat.pi * CGFloat(path.item) / CGFloat(cellCount)
    attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)
    attributes?.alpha = 0
    attributes?.center = center
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)
    attributes?.alpha = 0
    attributes?.center = center
    attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
    return attributes
  }
}

/// Sixteen numbered cells with hues around the circle.
@MainActor
private final class CircleModel: UICollectionViewDataSource {
  var items = Array(0..<16)
  var next = 16

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let item = items[indexPath.item]
    cell.contentView.backgroundColor = UIColor(
      hue: CGFloat(item % 16) / 16, saturation: 0.5, brightness: 0.95, alpha: 1)
    cell.contentView.layer.cornerRadius = 36
    cell.contentView.subviews.forEach { $0.removeFromSuperview() }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 72, height: 72))
    label.text = "\(item)"
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 18)
    cell.contentView.addSubview(label)
    return cell
  }
}

@MainActor
struct UpdateAnimationSnapshotTests {
  @Test func circleLayoutInsertAndDeleteAtTheirMidpoint() {
    VirtualTime.start()
    let model = CircleModel()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 360, height: 360), collectionViewLayout: FKCircleLayout())
    view.backgroundColor = .gray
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.layoutIfNeeded()
    // Delete item 4 and insert a new item at index 0 in one batch, then look halfway.
    model.items.remove(at: 4)
    model.items.insert(model.next, at: 0)
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 4, section: 0)])
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    VirtualTime.advance(by: 0.15)
    assertSnapshot(of: view, named: "circle-update-midpoint")
    VirtualTime.advance(by: 0.2)
    assertSnapshot(of: view, named: "circle-update-end")
  }
}
