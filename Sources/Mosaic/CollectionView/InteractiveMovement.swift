import Foundation

/// The state of one interactive movement of a collection view's item (see
/// `UICollectionView+InteractiveMovement.swift`).
///
/// While an item is being moved, the collection view shows the data source's order with the
/// item taken out of its original place and put at the current target: the *displayed* order.
/// The data source keeps its own order until the movement ends, so every index path the
/// collection view hands to the data source is mapped from displayed to source first.
@MainActor
final class InteractiveMovement {
  /// Where the item is in the data source's order.
  let original: IndexPath
  /// Where the item is in the displayed order: the index path it lands on if the movement ends.
  var target: IndexPath
  /// The target position last given, in content coordinates: the lifted cell's centre.
  var position: CGPoint
  /// The item counts of the data source's sections when the movement began.
  let sourceCounts: [Int]
  /// The attributes the lifted cell shows (the layout's
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`).
  var movingAttributes: UICollectionViewLayoutAttributes?
  /// Runs the auto-scroll, one step per frame, while the position is near an edge.
  let autoScroll = FrameTicker()
  /// The time of the auto-scroll's last step.
  var lastAutoScrollTime: TimeInterval?

  init(original: IndexPath, position: CGPoint, sourceCounts: [Int]) {
    self.original = original
    self.target = original
    self.position = position
    self.sourceCounts = sourceCounts
  }

  /// The item counts of the displayed order: one fewer in the original section, one more in
  /// the target's.
  var displayedCounts: [Int] {
    var counts = sourceCounts
    counts[original.section] -= 1
    counts[target.section] += 1
    return counts
  }

  /// The data source's index path of the item displayed at `displayed`.
  func sourceIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
    Self.reindex(displayed, removingAt: target, insertingAt: original)
  }

  /// Where the item at `path` goes when the item at `removed` is taken out and put back at
  /// `inserted` (an index path of the order after the move): the moved item itself goes to
  /// `inserted`, the items after `removed` in its section move up by one, and then the items
  /// at or after `inserted` in its section move down by one.
  nonisolated static func reindex(
    _ path: IndexPath, removingAt removed: IndexPath, insertingAt inserted: IndexPath
  ) -> IndexPath {
    guard path.count == 2 else { return path }
    if path == removed { return inserted }
    var item = path.item
    if path.section == removed.section && item > removed.item { item -= 1 }
    if path.section == inserted.section && item >= inserted.item { item += 1 }
    return IndexPath(item: item, section: path.section)
  }
}
