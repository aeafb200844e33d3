import Foundation

// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`, which UIKit declares
// `open`, are declared in the class body (UIScrollView.swift), where subclasses can override
// them; each forwards to its work here, named `base` followed by the member's name
// (`baseSetContentOffset(_:animated:)`: what `super` runs).

extension UIScrollView {
  /// The duration of `setContentOffset(_:animated:)`'s animation, in seconds.
  static let scrollAnimationDuration: TimeInterval = 0.3

  /// `setContentOffset(_:animated:)`'s work.
  func baseSetContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.x.isFinite, offset.y.isFinite else { return }
    if animated {
      animateContentOffset(to: offset, purpose: .animation(scrollToTop: false))
    } else {
      stopMotion()
      contentOffset = offset
    }
  }

  /// `scrollRectToVisible(_:animated:)`'s work.
  func baseScrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let r = rect.standardized
    guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
      return
    }
    let visible = bounds.inset(by: adjustedContentInset)
    func shift(_ lo: CGFloat, _ hi: CGFloat, visibleLo: CGFloat, visibleHi: CGFloat) -> CGFloat {
      if lo < visibleLo { return lo - visibleLo }
      if hi > visibleHi { return min(hi - visibleHi, lo - visibleLo) }
      return 0
    }
    var offset = contentOffset
    offset.x += shift(r.minX, r.maxX, visibleLo: visible.minX, visibleHi: visible.maxX)
    offset.y += shift(r.minY, r.maxY, visibleLo: visible.minY, visibleHi: visible.maxY)
    let target = clampedContentOffset(offset)
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Handles a scroll-to-top request (the status-bar tap on iOS): if `scrollsToTop` is true and
  /// the delegate agrees, animates to the top and then calls `scrollViewDidScrollToTop(_:)`.
  /// Returns whether the request was accepted.
  @discardableResult
  func scrollToTopIfAllowed() -> Bool {
    guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    if top == contentOffset {
      delegate?.scrollViewDidScrollToTop(self)
    } else {
      animateContentOffset(to: top, purpose: .animation(scrollToTop: true))
    }
    return true
  }

  /// Starts an ease-out animation of the offset to `target` with the given purpose (it
  /// replaces a running motion; a replaced deceleration ends without delegate calls).
  func animateContentOffset(
    to target: CGPoint, purpose: ScrollMotionPurpose,
    duration: TimeInterval = UIScrollView.scrollAnimationDuration
  ) {
    let start = contentOffset
    guard target != start else { return }
    let now = AnimationClock.now
    stopMotion()
    func axis(_ from: CGFloat, _ to: CGFloat) -> ScrollAxisMotion? {
      guard from != to else { return nil }
      return ScrollAxisMotion(
        kind: .ease(start: Double(from), target: Double(to), duration: duration, curve: .easeOut),
        beginTime: now)
    }
    startMotion(
      ScrollMotion(purpose: purpose, x: axis(start.x, target.x), y: axis(start.y, target.y)))
    indicators.show(in: self)
  }
}
