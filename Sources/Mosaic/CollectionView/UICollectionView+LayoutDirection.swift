import Foundation

/// The one place where the collection view reads its layout through the layout
/// direction: when the layout's `flipsHorizontallyInOppositeLayoutDirection` is true and
/// the view's effective layout direction is not the layout's `developmentLayoutDirection`,
/// the layout's coordinates are mirrored about its content width. Every frame the layout
/// gives is flipped into the view's coordinates (on a copy: the layout's own objects are
/// never changed), and every rectangle or point handed to the layout is flipped into the
/// layout's. The flip is its own inverse. Unflipped layouts are read as they are, at no cost.
extension UICollectionView {
  /// Whether `layout`'s horizontal coordinates are mirrored in this view.
  func layoutIsFlipped(_ layout: UICollectionViewLayout) -> Bool {
    layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// `rect` mirrored about the content width `width`.
  private static func mirrored(_ rect: CGRect, width: CGFloat) -> CGRect {
    let r = rect.standardized
    guard !r.isNull else { return rect }
    return CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
  }

  /// A copy of `attributes` whose frame is mirrored about the content width `width`.
  private static func mirrored(_ attributes: UICollectionViewLayoutAttributes, width: CGFloat)
    -> UICollectionViewLayoutAttributes
  {
    let copy = attributes.copy() as! UICollectionViewLayoutAttributes
    copy.frame = mirrored(attributes.frame, width: width)
    return copy
  }

  /// `point` (in view coordinates) in `layout`'s coordinates, or the other way round.
  func layoutSpacePoint(_ point: CGPoint, layout: UICollectionViewLayout? = nil) -> CGPoint {
    let layout = layout ?? layoutStorage
    guard layoutIsFlipped(layout) else { return point }
    return CGPoint(x: layout.collectionViewContentSize.width - point.x, y: point.y)
  }

  /// The layout's `layoutAttributesForElements(in:)` for `rect` (in view coordinates), with
  /// frames in view coordinates. `layout` is the collection view's layout unless given.
  func layoutAttributesInViewSpace(in rect: CGRect, layout: UICollectionViewLayout? = nil)
    -> [UICollectionViewLayoutAttributes]
  {
    let layout = layout ?? layoutStorage
    guard layoutIsFlipped(layout) else {
      return droppingNonexistentCells(layout.layoutAttributesForElements(in: rect) ?? [])
    }
    let width = layout.collectionViewContentSize.width
    let found = layout.layoutAttributesForElements(in: Self.mirrored(rect, width: width)) ?? []
    return droppingNonexistentCells(found).map { Self.mirrored($0, width: width) }
  }

  /// What `query` asks of the layout (one element's attributes: an item's, a supplementary
  /// or decoration view's, initial or final ones), with its frame in view coordinates.
  func attributesInViewSpace(
    layout: UICollectionViewLayout? = nil,
    _ query: (UICollectionViewLayout) -> UICollectionViewLayoutAttributes?
  ) -> UICollectionViewLayoutAttributes? {
    let layout = layout ?? layoutStorage
    guard let attributes = query(layout) else { return nil }
    guard layoutIsFlipped(layout) else { return attributes }
    return Self.mirrored(attributes, width: layout.collectionViewContentSize.width)
  }

  /// The layout's cached attributes for `rect` (view coordinates) from before an update, in
  /// view coordinates; empty for layouts that keep no cache. The view's content size is the
  /// layout's old one at that moment, so the layout is not asked for it.
  func cachedAttributesInViewSpace(in rect: CGRect, layout: UICollectionViewLayout)
    -> [UICollectionViewLayoutAttributes]
  {
    guard layoutIsFlipped(layout) else { return layout.cachedAttributesForElements(in: rect) ?? [] }
    let width = contentSize.width
    let found = layout.cachedAttributesForElements(in: Self.mirrored(rect, width: width)) ?? []
    return found.map { Self.mirrored($0, width: width) }
  }

  /// Where the layout wants the content to rest when it would rest at `offset` (view
  /// coordinates): `targetContentOffset(forProposedContentOffset:)`, or the form with the
  /// scrolling velocity when one is given; the offset goes to a mirrored layout mirrored
  /// (its left edge measured from the content's right end) and its answer comes back so.
  func layoutTargetContentOffset(
    _ offset: CGPoint, velocity: CGPoint? = nil, layout: UICollectionViewLayout? = nil
  ) -> CGPoint {
    let layout = layout ?? layoutStorage
    let flipped = layoutIsFlipped(layout)
    let width = contentSize.width
    let visibleWidth = bounds.width
    func flip(_ p: CGPoint) -> CGPoint {
      flipped ? CGPoint(x: width - p.x - visibleWidth, y: p.y) : p
    }
    let proposed = flip(offset)
    guard let velocity else {
      return flip(layout.targetContentOffset(forProposedContentOffset: proposed))
    }
    let layoutVelocity = flipped ? CGPoint(x: -velocity.x, y: velocity.y) : velocity
    return flip(
      layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: layoutVelocity))
  }

  /// Gives the view the layout's content size. In a mirrored layout the content grows
  /// and shrinks at its left end, so the offset keeps its distance from the right end:
  /// a horizontally scrolling layout starts showing its right end, as in UIKit.
  func applyLayoutContentSize(_ size: CGSize, layout: UICollectionViewLayout? = nil) {
    let size = usableContentSize(size, from: layout ?? layoutStorage)
    let old = contentSize
    guard size != old else { return }
    contentSize = size
    let layout = layout ?? layoutStorage
    guard layoutIsFlipped(layout), size.width != old.width else { return }
    var offset = contentOffset
    offset.x += size.width - old.width
    offset = clampedContentOffset(offset)
    if offset != contentOffset { contentOffset = offset }
  }
}
