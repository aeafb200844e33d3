import Foundation

/// Auto-scroll during an interactive movement: while the target position is held within
/// `movementAutoScrollEdge` points of an edge of the visible area, along an axis the content
/// can scroll in, the collection view scrolls towards that edge at every frame of the
/// animation clock, faster the closer the point is to the edge (up to
/// `movementAutoScrollMaximumSpeed` at the edge and beyond), until the content's end. The
/// finger stays where it is on screen, so the lifted cell's position in the content moves by
/// the scrolled distance and the target index path follows.
extension UICollectionView {
  /// How close (points) to an edge of the visible area the target position starts scrolling.
  static let movementAutoScrollEdge: CGFloat = 50
  /// The scrolling speed (points per second) at the edge itself.
  static let movementAutoScrollMaximumSpeed: CGFloat = 1200

  /// Starts the auto-scroll when the movement's position is near a scrollable edge, stops it
  /// otherwise.
  func updateMovementAutoScroll() {
    guard let movement = interactiveMovement else { return }
    guard movementAutoScrollVelocity(at: movement.position) != .zero else {
      movement.autoScroll.stop()
      return
    }
    guard !movement.autoScroll.isRunning else { return }
    stopMotion()
    movement.lastAutoScrollTime = AnimationClock.now
    movement.autoScroll.start { [weak self, weak movement] time in
      guard let self, let movement, self.interactiveMovement === movement else { return false }
      return self.stepMovementAutoScroll(movement, at: time)
    }
  }

  /// The auto-scroll velocity (points per second) for a target position at `position`:
  /// zero along an axis where the point is not near an edge, the content cannot scroll, or
  /// the content is already at its end in that direction.
  func movementAutoScrollVelocity(at position: CGPoint) -> CGVector {
    let visible = bounds.inset(by: adjustedContentInset)
    let low = minimumContentOffset
    let high = maximumContentOffset
    let edge = Self.movementAutoScrollEdge
    let top = Self.movementAutoScrollMaximumSpeed
    func speed(
      _ p: CGFloat, visibleLow: CGFloat, visibleHigh: CGFloat, offset: CGFloat,
      minOffset: CGFloat, maxOffset: CGFloat
    ) -> CGFloat {
      guard maxOffset > minOffset else { return 0 }
      let zone = min(edge, (visibleHigh - visibleLow) / 2)
      guard zone > 0 else { return 0 }
      if p < visibleLow + zone, offset > minOffset {
        return -top * min(1, (visibleLow + zone - p) / zone)
      }
      if p > visibleHigh - zone, offset < maxOffset {
        return top * min(1, (p - (visibleHigh - zone)) / zone)
      }
      return 0
    }
    return CGVector(
      dx: speed(
        position.x, visibleLow: visible.minX, visibleHigh: visible.maxX, offset: contentOffset.x,
        minOffset: low.x, maxOffset: high.x),
      dy: speed(
        position.y, visibleLow: visible.minY, visibleHigh: visible.maxY, offset: contentOffset.y,
        minOffset: low.y, maxOffset: high.y))
  }

  /// One frame of auto-scroll at `time`: scrolls by the velocity times the time since the
  /// last frame (at most 0.1 s), within the content, and moves the lifted item along. Returns
  /// whether to go on.
  private func stepMovementAutoScroll(_ movement: InteractiveMovement, at time: TimeInterval)
    -> Bool
  {
    let elapsed = max(0, min(0.1, time - (movement.lastAutoScrollTime ?? time)))
    movement.lastAutoScrollTime = time
    let velocity = movementAutoScrollVelocity(at: movement.position)
    guard velocity != .zero else { return false }
    guard elapsed > 0 else { return true }
    let old = contentOffset
    let new = clampedContentOffset(
      CGPoint(x: old.x + velocity.dx * elapsed, y: old.y + velocity.dy * elapsed))
    guard new != old else { return false }
    contentOffset = new
    moveInteractiveItem(
      to: CGPoint(
        x: movement.position.x + new.x - old.x, y: movement.position.y + new.y - old.y))
    return true
  }
}
