import UIKit

/// A horizontal flow layout that turns its items about the y axis by their distance from the
/// centre of the visible area, seen through a perspective of eye distance 500 (`m34`): the
/// centred item faces the viewer, its neighbours turn away towards the centre, as in a
/// cover flow. Scrolling stops with an item centred.
final class CoverFlowLayout: UICollectionViewFlowLayout {
  /// The turn of an item one item width or more away from the centre.
  var maximumAngle: CGFloat = 60 * .pi / 180

  override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 180, height: 240)
    minimumLineSpacing = -30
    minimumInteritemSpacing = 0
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func prepare() {
    if let cv = collectionView {
      // Enough inset on both sides that the first and the last item can be centred.
      let side = max(0, (cv.bounds.width - itemSize.width) / 2)
      let top = max(0, (cv.bounds.height - itemSize.height) / 2)
      sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
    }
    super.prepare()
  }

  /// The attributes move with every scroll: ask again for each new visible area.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let cv = collectionView, let attributes = super.layoutAttributesForElements(in: rect)
    else { return nil }
    let centerX = cv.contentOffset.x + cv.bounds.width / 2
    return attributes.map { original in
      let a = original.copy() as! UICollectionViewLayoutAttributes
      turn(a, centerX: centerX)
      return a
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let cv = collectionView,
      let a = super.layoutAttributesForItem(at: indexPath)?.copy()
        as? UICollectionViewLayoutAttributes
    else { return nil }
    turn(a, centerX: cv.contentOffset.x + cv.bounds.width / 2)
    return a
  }

  /// Turns `a` by its distance from `centerX`, in item widths (at most one), and stacks the
  /// nearer items above the farther ones.
  private func turn(_ a: UICollectionViewLayoutAttributes, centerX: CGFloat) {
    let distance = (a.center.x - centerX) / itemSize.width
    let clamped = min(1, max(-1, distance))
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    t = CATransform3DRotate(t, clamped * maximumAngle, 0, 1, 0)
    // The centred item comes forward a little.
    let lift = 1 + 0.12 * (1 - abs(clamped))
    t = CATransform3DScale(t, lift, lift, 1)
    a.transform3D = t
    a.zIndex = 1000 - Int((abs(distance) * 100).rounded())
  }

  /// Stops a scroll with the item nearest the proposed centre centred.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let cv = collectionView else { return proposedContentOffset }
    let pitch = itemSize.width + minimumLineSpacing
    let maxIndex = CGFloat(max(0, cv.numberOfItems(inSection: 0) - 1))
    let index = min(maxIndex, max(0, (proposedContentOffset.x / pitch).rounded()))
    return CGPoint(x: index * pitch, y: proposedContentOffset.y)
  }
}
