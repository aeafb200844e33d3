import Testing

@testable import Mosaic

/// Records a scroll view's delegate calls, and can replace the target of a drag's end.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
  var events: [String] = []
  var offsets: [CGPoint] = []
  var releaseVelocity: CGPoint?
  var proposedTarget: CGPoint?
  /// When set, `scrollViewWillEndDragging` writes this as the target.
  var replacementTarget: CGPoint?
  var willDecelerate: Bool?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    events.append("willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    releaseVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let replacementTarget { targetContentOffset.pointee = replacementTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
    willDecelerate = decelerate
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
  }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    events.append("didScrollToTop")
  }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    events.append("didChangeAdjustedContentInset")
  }
}

/// A scroll view of `size` showing content of `contentSize`.
@MainActor
func makeScrollView(
  size: CGSize = CGSize(width: 400, height: 400),
  contentSize: CGSize = CGSize(width: 400, height: 10_000)
) -> UIScrollView {
  let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
  scrollView.contentSize = contentSize
  return scrollView
}

/// Drags the scroll view's content by `translation` (finger movement), then lifts the finger
/// moving at `velocity` points per second, through the pan handler.
@MainActor
func drag(
  _ scrollView: UIScrollView, by translation: CGPoint, releaseVelocity velocity: CGPoint = .zero
) {
  scrollView.handleDrag(.began, translation: .zero, velocity: .zero)
  scrollView.handleDrag(.changed, translation: translation, velocity: velocity)
  scrollView.handleDrag(.ended, translation: translation, velocity: velocity)
}

/// The rubber-band formula of DESIGN.md, written out independently of MosaicCore.
func expectedBand(_ overscroll: Double, _ dimension: Double) -> Double {
  (1 - 1 / (overscroll * 0.55 / dimension + 1)) * dimension
}
