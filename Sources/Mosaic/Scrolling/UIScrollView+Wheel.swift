import Foundation

extension UIScrollView {
  /// How long a wheel notch glides, in seconds.
  static let wheelGlideDuration: TimeInterval = 0.12

  /// Where the wheel is taking the content: the end of a running glide, else the offset.
  private var wheelBase: CGPoint {
    if let motion, motion.purpose == .wheel { return motion.restingOffset(from: contentOffset) }
    return contentOffset
  }

  /// The deltas a wheel event applies here: a mouse wheel's vertical notches scroll sideways
  /// when the content only scrolls sideways (as desktop toolkits do); otherwise unchanged.
  func wheelDeltas(dx: CGFloat, dy: CGFloat, precise: Bool) -> (CGFloat, CGFloat) {
    let insets = adjustedContentInset
    guard convertsVerticalWheelToHorizontal, !precise, dx == 0, dy != 0,
      contentExceedsWidth(insets: insets),
      !contentExceedsHeight(insets: insets)
    else { return (dx, dy) }
    return (dy, 0)
  }

  /// Whether the content can move by the wheel deltas in at least one of their directions.
  func canScrollByWheel(dx: CGFloat, dy: CGFloat) -> Bool {
    guard !isDragging else { return false }
    if let refreshControl = refreshControlStorage, refreshControl.takesWheelPull(dy: dy, in: self) {
      return true
    }
    let base = wheelBase
    let low = minimumContentOffset
    let high = maximumContentOffset
    let horizontal =
      contentExceedsWidth(insets: adjustedContentInset)
      && ((dx > 0 && base.x < high.x) || (dx < 0 && base.x > low.x))
    let vertical =
      contentExceedsHeight(insets: adjustedContentInset)
      && ((dy > 0 && base.y < high.y) || (dy < 0 && base.y > low.y))
    return horizontal || vertical
  }

  /// Scrolls by wheel deltas, clamped to the content's edges: directly for `precise` deltas,
  /// else gliding toward the accumulated target. A running deceleration stops (without
  /// `scrollViewDidEndDecelerating(_:)`, as when a finger catches it).
  func scrollByWheel(dx: CGFloat, dy: CGFloat, precise: Bool) {
    if let refreshControl = refreshControlStorage, refreshControl.takesWheelPull(dy: dy, in: self) {
      refreshControl.wheelPulled(by: -dy, in: self)
      return
    }
    let base = wheelBase
    var target = base
    if contentExceedsWidth(insets: adjustedContentInset) { target.x += dx }
    if contentExceedsHeight(insets: adjustedContentInset) { target.y += dy }
    target = clampedContentOffset(target)
    if precise {
      stopMotion()
      if target != contentOffset {
        contentOffset = target
      }
      indicators.show(in: self)
      indicators.scrollingStopped(in: self)
      return
    }
    guard target != contentOffset else { return }
    animateContentOffset(to: target, purpose: .wheel, duration: Self.wheelGlideDuration)
  }
}
