import Foundation

// Members UIKit declares `open` are declared in the class body (UICollectionView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name (`baseCellForItem(at:)` does `cellForItem(at:)`'s work: what `super` runs).

extension UICollectionView {
  /// `visibleCells`' value.
  var baseVisibleCells: [UICollectionViewCell] {
    visibleViews.compactMap { key, view in
      if case .cell = key { return view as? UICollectionViewCell }
      return nil
    }
  }

  /// `indexPathsForVisibleItems`' value.
  var baseIndexPathsForVisibleItems: [IndexPath] {
    visibleViews.keys.compactMap { key in
      if case .cell(let path) = key { return path }
      return nil
    }.sorted()
  }

  /// `cellForItem(at:)`'s work: the cell on screen for `indexPath`, if any.
  func baseCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleViews[.cell(indexPath)] as? UICollectionViewCell
  }

  /// `indexPath(for:)`'s work.
  func baseIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
    guard let path = cell.appliedAttributes?.indexPath, visibleViews[.cell(path)] === cell
    else { return nil }
    return path
  }

  /// `indexPathForItem(at:)`'s work.
  func baseIndexPathForItem(at point: CGPoint) -> IndexPath? {
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

  /// `supplementaryView(forElementKind:at:)`'s work.
  func baseSupplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleViews[.supplementary(elementKind, indexPath)]
  }

  /// `visibleSupplementaryViews(ofKind:)`'s work.
  func baseVisibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleViews.compactMap { key, view in
      if case .supplementary(let kind, _) = key, kind == elementKind { return view }
      return nil
    }
  }

  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`'s work.
  func baseIndexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleViews.keys.compactMap { key in
      if case .supplementary(let kind, let path) = key, kind == elementKind { return path }
      return nil
    }.sorted()
  }

  /// `layoutAttributesForItem(at:)`'s work.
  func baseLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutStorage.collectionViewStorage = self
    layoutStorage.prepareIfNeeded()
    return attributesInViewSpace { $0.layoutAttributesForItem(at: indexPath) }
  }

  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`'s work.
  func baseLayoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutStorage.collectionViewStorage = self
    layoutStorage.prepareIfNeeded()
    return attributesInViewSpace {
      $0.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
  }

  // MARK: Scrolling to an item

  /// `scrollToItem(at:at:animated:)`'s work.
  func baseScrollToItem(
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
