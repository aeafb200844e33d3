import Foundation

/// The scroll view that hosts the cells of one orthogonally scrolling section of a
/// compositional layout, as UIKit embeds one: it spans the section's band across the
/// collection view, its content is the section's row of groups, and its pan, flick, rubber
/// band and paging are those of any scroll view. A drag along the band scrolls it; a drag
/// across it is left to the collection view.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
  /// The section it hosts.
  var section: Int
  @Unretained var collectionView: UICollectionView?
  private var dragStart: CGFloat = 0
  /// Set while the collection view moves it to the layout's offset.
  var followingLayout = false
  /// Whether the section runs from right to left in the view (a mirrored layout): the
  /// layout's offset 0 is then this view's right end, and its offsets grow leftwards.
  var mirrored = false

  init(section: Int, collectionView: UICollectionView) {
    self.section = section
    _collectionView = Unretained(wrappedValue: collectionView)
    super.init(frame: .zero)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    clipsToBounds = false
    convertsVerticalWheelToHorizontal = false
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  private var layout: UICollectionViewCompositionalLayout? {
    collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout
  }

  private var alongWidth: Bool { layout?.scrollDirection != .horizontal }

  private func along(_ p: CGPoint) -> CGFloat { alongWidth ? p.x : p.y }

  /// The layout's offset of the section for this view's offset `offset` along the band, or
  /// the other way round (the mapping is its own inverse).
  func layoutOffset(_ offset: CGFloat) -> CGFloat {
    guard mirrored else { return offset }
    return max(0, contentSize.width - bounds.width) - offset
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !followingLayout else { return }
    layout?.setOrthogonalOffset(layoutOffset(along(contentOffset)), forSection: section)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = layoutOffset(along(contentOffset))
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let layout else { return }
    let proposed = targetContentOffset.pointee
    let target = layoutOffset(
      layout.orthogonalTargetOffset(
        forSection: section, start: dragStart, proposed: layoutOffset(along(proposed)),
        velocity: mirrored ? -along(velocity) : along(velocity)))
    targetContentOffset.pointee =
      alongWidth ? CGPoint(x: target, y: proposed.y) : CGPoint(x: proposed.x, y: target)
  }
}

extension UICollectionView {
  /// Places, sizes and scrolls the hosts of the orthogonally scrolling sections whose band
  /// meets `visible`, and retires the others (their offsets stay with the layout).
  func updateOrthogonalScrollers(visible: CGRect) {
    guard let layout = layoutStorage as? UICollectionViewCompositionalLayout,
      let engine = layout.engine
    else {
      for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
      orthogonalScrollers.removeAll()
      return
    }
    let vertical = layout.scrollDirection == .vertical
    // A mirrored layout's bands are mirrored into the view, and their sections run leftwards.
    let mirrored = layoutIsFlipped(layout)
    let contentWidth = layout.collectionViewContentSize.width
    var shown = Set<Int>()
    let (low, high) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
    for s in engine.sections(meeting: low, high) {
      guard let band = engine.orthogonalBand(ofSection: s) else { continue }
      var frame = band.frame
      if mirrored { frame.origin.x = contentWidth - band.frame.maxX }
      guard frame.intersects(visible) else { continue }
      shown.insert(s)
      let scroller =
        orthogonalScrollers[s] ?? OrthogonalScrollView(section: s, collectionView: self)
      orthogonalScrollers[s] = scroller
      let behavior = engine.orthogonalScrolling(ofSection: s)
      scroller.decelerationRate = behavior == .continuous ? .normal : .fast
      scroller.alwaysBounceHorizontal = vertical
      scroller.alwaysBounceVertical = !vertical
      if scroller.frame != frame { scroller.frame = frame }
      scroller.mirrored = mirrored && vertical
      let size =
        vertical
        ? CGSize(width: band.contentLength, height: band.frame.height)
        : CGSize(width: band.frame.width, height: band.contentLength)
      if scroller.contentSize != size { scroller.contentSize = size }
      let offset = scroller.layoutOffset(layout.orthogonalOffset(ofSection: s))
      let current = vertical ? scroller.contentOffset.x : scroller.contentOffset.y
      if current != offset, !scroller.isDragging, !scroller.isDecelerating {
        scroller.followingLayout = true
        scroller.contentOffset = vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        scroller.followingLayout = false
      }
      if scroller.superview !== self { insertOrthogonalScroller(scroller) }
    }
    for (s, scroller) in orthogonalScrollers where !shown.contains(s) {
      // Cells still inside leave with their elements; move any left over back first.
      for view in scroller.subviews where view is UICollectionReusableView {
        addSubview(view)
      }
      scroller.removeFromSuperview()
      orthogonalScrollers[s] = nil
    }
  }

  /// Inserts a host above the decoration views and below everything else.
  private func insertOrthogonalScroller(_ scroller: OrthogonalScrollView) {
    var index = 0
    for (i, view) in subviews.enumerated() {
      if view === backgroundView { index = i + 1 }
      if let reusable = view as? UICollectionReusableView,
        reusable.appliedAttributes?.representedElementCategory == .decorationView
      {
        index = i + 1
      }
    }
    insertSubview(scroller, at: index)
  }

  /// The view an element's view belongs in: the host of its orthogonally scrolling section for
  /// cells and the supplementary views attached to them, the collection view otherwise.
  func hostView(for key: ElementKey) -> UIView {
    guard !orthogonalScrollers.isEmpty else { return self }
    switch key {
    case .cell(let path):
      return orthogonalScrollers[path.section] ?? self
    case .supplementary(let kind, let path):
      guard path.count == 2, let scroller = orthogonalScrollers[path.section],
        let layout = layoutStorage as? UICollectionViewCompositionalLayout,
        !layout.isBoundaryKind(kind, inSection: path.section)
      else { return self }
      return scroller
    case .decoration:
      return self
    }
  }

  /// Moves `view` into the view it belongs in for `key`.
  func placeInHost(_ view: UICollectionReusableView, key: ElementKey) {
    let host = hostView(for: key)
    guard view.superview !== host else { return }
    view.appliedAttributes = nil
    host.addSubview(view)
  }
}
