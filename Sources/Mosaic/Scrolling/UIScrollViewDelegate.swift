import Foundation

/// The methods a scroll view calls as the user scrolls, as it decelerates and when it
/// finishes programmatic animations. Every method is optional (the protocol extension gives
/// defaults that do nothing, or return `true` for `scrollViewShouldScrollToTop`).
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, by any means: dragging, deceleration, animation, wheel or a
  /// direct assignment.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// The user started dragging the content (the pan moved far enough to scroll).
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// The user lifted the finger. `velocity` is the scrolling speed of the content offset in
  /// points per millisecond; `targetContentOffset` points at the offset where the scroll view
  /// is going to come to rest, and whatever the delegate writes there is where it will stop.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// The drag ended; `decelerate` tells whether the content keeps moving (coasting, bouncing
  /// back from an edge or snapping to a page).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// The content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// The motion that followed a drag has come to rest.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// An animation started by `setContentOffset(_:animated:)` or
  /// `scrollRectToVisible(_:animated:)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// Asks whether a scroll-to-top request may scroll the content to its top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// The scroll-to-top animation finished.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// `adjustedContentInset` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing by default.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing by default (the target stays where the physics puts it).
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing by default.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing by default.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns true by default.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing by default.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
