import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct ScrollViewTests {
  init() { VirtualTime.start() }

  @Test func defaultsMatchUIKit() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.contentSize == .zero)
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.bounces)
    #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
    #expect(scrollView.isScrollEnabled && !scrollView.isPagingEnabled)
    #expect(scrollView.decelerationRate == .normal)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
    #expect(scrollView.scrollsToTop)
    #expect(scrollView.keyboardDismissMode == .none)
    #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
    #expect(scrollView.clipsToBounds)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.subviews.isEmpty)
  }

  @Test func contentOffsetIsBoundsOrigin() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let scrollView = makeScrollView()
    container.addSubview(scrollView)
    let child = UIView(frame: CGRect(x: 10, y: 300, width: 20, height: 20))
    scrollView.addSubview(child)
    scrollView.contentOffset = CGPoint(x: 5, y: 250)
    #expect(scrollView.bounds == CGRect(x: 5, y: 250, width: 400, height: 400))
    // The content moves up and left on screen by the offset.
    #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 5, y: 50))
    scrollView.bounds.origin = CGPoint(x: 0, y: 80)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    // A size change keeps the offset.
    scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
  }

  @Test func didScrollFiresWhenTheOffsetChanges() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.bounds.origin.y = 30
    scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    scrollView.frame.size.height = 300
    #expect(recorder.offsets == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 40)])
  }

  @Test func scrollingLaysTheViewOutAgain() {
    final class Counting: UIScrollView {
      var layouts = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
    }
    let scrollView = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 500)
    scrollView.layoutIfNeeded()
    let before = scrollView.layouts
    scrollView.contentOffset.y = 50
    scrollView.layoutIfNeeded()
    #expect(scrollView.layouts == before + 1)
  }

  @Test func animatedSetContentOffsetGlidesAndReportsTheEnd() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scrollView.contentOffset == .zero)
    VirtualTime.advance(by: 0.15)
    let middle = scrollView.contentOffset.y
    // Ease-out: more than half the way at half the time.
    #expect(middle > 150 && middle < 300)
    #expect(recorder.events.isEmpty)
    VirtualTime.advance(by: 0.16)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(recorder.events == ["didEndScrollingAnimation"])
    #expect(recorder.offsets.count >= 10)
    #expect(recorder.offsets.last == CGPoint(x: 0, y: 300))
    // Animating to where it already is does nothing.
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    VirtualTime.advance(by: 0.5)
    #expect(recorder.events == ["didEndScrollingAnimation"])
  }

  @Test func nonAnimatedSetContentOffsetStopsAnAnimation() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    VirtualTime.advance(by: 0.1)
    scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    let stopped = scrollView.contentOffset
    VirtualTime.advance(by: 0.5)
    #expect(scrollView.contentOffset == stopped)
    #expect(stopped.y > 0 && stopped.y < 300)
    #expect(recorder.events.isEmpty)
  }

  @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
    let scrollView = makeScrollView(
      size: CGSize(width: 200, height: 200), contentSize: CGSize(width: 1000, height: 1000))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 350))
    // Already visible: nothing moves.
    scrollView.scrollRectToVisible(CGRect(x: 10, y: 360, width: 50, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 350))
    scrollView.scrollRectToVisible(CGRect(x: 300, y: 100, width: 50, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 150, y: 100))
    // Taller than the view: its top is shown.
    scrollView.scrollRectToVisible(CGRect(x: 150, y: 600, width: 10, height: 300), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 150, y: 600))
    // Never past the content's end.
    scrollView.scrollRectToVisible(CGRect(x: 990, y: 990, width: 30, height: 30), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 800, y: 800))
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    VirtualTime.advance(by: 0.31)
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.events == ["didEndScrollingAnimation"])
  }

  @Test func insetsExtendTheScrollableRange() {
    let scrollView = makeScrollView(
      size: CGSize(width: 100, height: 100), contentSize: CGSize(width: 100, height: 300))
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -20))
    #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 230))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 290, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 230))
  }

  @Test func adjustedContentInsetFollowsTheBehavior() {
    final class Watching: UIScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
      }
    }
    let scrollView = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentSize = CGSize(width: 100, height: 50)
    scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    #expect(scrollView.changes == 1)
    #expect(recorder.events == ["didChangeAdjustedContentInset"])
    scrollView.safeAreaInsetsForScrolling = UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 4)
    // Automatic: top and bottom always, left and right only when scrolling horizontally.
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 15, left: 0, bottom: 6, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    scrollView.alwaysBounceVertical = true
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 15, left: 0, bottom: 6, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .always
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 15, left: 4, bottom: 6, right: 4))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    #expect(scrollView.changes == 6)
  }

  @Test func scrollToTopAsksTheDelegateAndReports() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentOffset.y = 500
    #expect(scrollView.scrollToTopIfAllowed())
    VirtualTime.advance(by: 0.31)
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.events == ["didEndScrollingAnimation", "didScrollToTop"])
    scrollView.scrollsToTop = false
    #expect(!scrollView.scrollToTopIfAllowed())
  }

  @Test func indicatorsShowWhileScrollingAndFadeAfterwards() {
    let scrollView = makeScrollView(
      size: CGSize(width: 100, height: 200), contentSize: CGSize(width: 100, height: 800))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 800))
    scrollView.addSubview(content)
    let bar = scrollView.indicators.vertical
    #expect(bar.opacity == 0)
    #expect(scrollView.subviews.count == 1)
    // The bars stay above the content's layers.
    #expect(scrollView.layer.sublayers?.last === scrollView.indicators.horizontal)
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    VirtualTime.advance(by: 0.31)
    #expect(bar.opacity == 1)
    #expect(scrollView.indicators.horizontal.opacity == 0)
    // 200 of 800 visible: a quarter of the 194-point track; 300 of 600 scrolled: halfway.
    #expect(bar.frame.width == 3)
    #expect(abs(bar.frame.height - 48.5) < 1e-9)
    #expect(bar.frame.maxX == 97)
    #expect(abs(bar.frame.minY - (300 + 3 + (194 - 48.5) / 2)) < 1e-9)
    VirtualTime.advance(by: 0.45)
    #expect(bar.opacity == 1)
    VirtualTime.advance(by: 0.3)
    #expect(bar.opacity == 0)
    scrollView.flashScrollIndicators()
    #expect(bar.opacity == 1)
    VirtualTime.advance(by: 0.8)
    #expect(bar.opacity == 0)
    scrollView.showsVerticalScrollIndicator = false
    scrollView.flashScrollIndicators()
    #expect(bar.opacity == 0)
  }
}
