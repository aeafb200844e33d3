import Foundation

extension UICollectionView {
  /// The cells on screen (in no particular order).
  public var visibleCells: [UICollectionViewCell] {
    visibleViews.compactMap { key, view in
      if case .cell = key { return view as? UICollectionViewCell }
      return nil
    }
  }

  /// The index paths of the items on screen, sorted.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleViews.keys.compactMap { key in
      if case .cell(let path) = key { return path }
      return nil
    }.sorted()
  }

  /// The cell showing the item at `indexPath`, or nil when that item is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleViews[.cell(indexPath)] as? UICollectionViewCell
  }

  /// The index path of the item `cell` shows, or nil when the cell is not on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    guard let path = cell.appliedAttributes?.indexPath, visibleViews[.cell(path)] === cell
    else { return nil }
    return path
  }

  /// The index path of the item at `point` (in the collection view's coordinates, that is
  /// content coordinates), whether or not it is on screen; nil when no item is there. When
  /// items overlap, the one with the highest `zIndex` wins.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let layout = layoutStorage
    layout.collectionViewStorage = self
    layout.prepareIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    var best: UICollectionViewLayoutAttributes?
    for a in layoutAttributesInViewSpace(in: probe, layout: layout)
    where a.representedElementCategory == .cell && !a.isHidden && a.frame.contains(point) {
      if best == nil || a.zIndex >= best!.zIndex { best = a }
    }
    return best?.indexPath
  }

  /// The supplementary view of `elementKind` at `indexPath`, or nil when it is not on screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleViews[.supplementary(elementKind, indexPath)]
  }

  /// The supplementary views of `elementKind` on screen.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleViews.compactMap { key, view in
      if case .supplementary(let kind, _) = key, kind == elementKind { return view }
      return nil
    }
  }

  /// The index paths of the supplementary views of `elementKind` on screen, sorted.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleViews.keys.compactMap { key in
      if case .supplementary(let kind, let path) = key, kind == elementKind { return path }
      return nil
    }.sorted()
  }

  /// The layout's attributes for the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    layoutStorage.collectionViewStorage = self
    layoutStorage.prepareIfNeeded()
    return attributesInViewSpace { $0.layoutAttributesForItem(at: indexPath) }
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutStorage.collectionViewStorage = self
    layoutStorage.prepareIfNeeded()
    return attributesInViewSpace {
      $0.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
  }

  // MARK: Scrolling to an item

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` (one vertical and/or one
  /// horizontal position; `[]` scrolls just enough to show it), within the content's
  /// scrollable range. An index path that names no item stops the program, naming it.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard isValidItem(indexPath) else {
      collectionViewFailure(
        "attempt to scroll to invalid index path: \(UpdateItem.describe(indexPath))")
    }
    layoutIfNeeded()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let target = contentOffset(toShow: frame, at: scrollPosition)
    setContentOffset(clampedContentOffset(target), animated: animated)
  }

  /// The content offset that puts `frame` at `position`.
  func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let size = bounds.size
    var offset = contentOffset
    let visibleHeight = size.height - inset.top - inset.bottom
    let visibleWidth = size.width - inset.left - inset.right
    if position.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - inset.top - visibleHeight / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - inset.top - visibleHeight
    } else if position.isEmpty {
      let top = offset.y + inset.top
      if frame.minY < top {
        offset.y = frame.minY - inset.top
      } else if frame.maxY > top + visibleHeight {
        offset.y = frame.maxY - inset.top - visibleHeight
      }
    }
    if position.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - inset.left - visibleWidth / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - inset.left - visibleWidth
    } else if position.isEmpty {
      let left = offset.x + inset.left
      if frame.minX < left {
        offset.x = frame.minX - inset.left
      } else if frame.maxX > left + visibleWidth {
        offset.x = frame.maxX - inset.left - visibleWidth
      }
    }
    return offset
  }
}
