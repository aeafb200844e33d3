import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct WheelScrollingTests {
  init() { VirtualTime.start() }

  private func makeWindow() -> (UIWindow, UIScrollView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scrollView = makeScrollView(
      size: CGSize(width: 400, height: 400), contentSize: CGSize(width: 400, height: 1000))
    let tile = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    scrollView.addSubview(tile)
    window.addSubview(scrollView)
    return (window, scrollView, tile)
  }

  @Test func wheelNotchesGlideAndAccumulate() {
    let (window, scrollView, _) = makeWindow()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    window.deliverScroll(dx: 0, dy: 120, at: CGPoint(x: 200, y: 200), precise: false)
    #expect(scrollView.contentOffset.y == 0)
    VirtualTime.advance(by: 0.05)
    #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 120)
    // A second notch during the glide adds to its target.
    window.deliverScroll(dx: 0, dy: 120, at: CGPoint(x: 200, y: 200), precise: false)
    VirtualTime.advance(by: 0.13)
    #expect(scrollView.contentOffset.y == 240)
    #expect(recorder.offsets.count >= 4)
    #expect(scrollView.indicators.vertical.opacity == 1)
    #expect(recorder.events.isEmpty)
    VirtualTime.advance(by: 0.8)
    #expect(scrollView.indicators.vertical.opacity == 0)
  }

  @Test func aMouseWheelScrollsSidewaysContentSideways() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let scrollView = makeScrollView(
      size: CGSize(width: 400, height: 200), contentSize: CGSize(width: 1200, height: 200))
    window.addSubview(scrollView)
    window.deliverScroll(dx: 0, dy: 80, at: CGPoint(x: 100, y: 100), precise: false)
    VirtualTime.advance(by: 0.2)
    #expect(scrollView.contentOffset == CGPoint(x: 80, y: 0))
    // Touchpad deltas keep their direction.
    window.deliverScroll(dx: 0, dy: 30, at: CGPoint(x: 100, y: 100), precise: true)
    #expect(scrollView.contentOffset == CGPoint(x: 80, y: 0))
  }

  @Test func wheelScrollingStaysWithinTheContent() {
    let (window, scrollView, _) = makeWindow()
    window.deliverScroll(dx: 0, dy: 5000, at: CGPoint(x: 10, y: 10), precise: false)
    VirtualTime.advance(by: 0.2)
    #expect(scrollView.contentOffset.y == 600)
    window.deliverScroll(dx: 0, dy: -250, at: CGPoint(x: 10, y: 10), precise: true)
    #expect(scrollView.contentOffset.y == 350)
    window.deliverScroll(dx: 0, dy: -1000, at: CGPoint(x: 10, y: 10), precise: true)
    #expect(scrollView.contentOffset.y == 0)
    // Horizontal deltas do nothing to content that is not wider than the view.
    window.deliverScroll(dx: 80, dy: 0, at: CGPoint(x: 10, y: 10), precise: true)
    #expect(scrollView.contentOffset == .zero)
    scrollView.isScrollEnabled = false
    window.deliverScroll(dx: 0, dy: 100, at: CGPoint(x: 10, y: 10), precise: true)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func theWheelGoesToTheInnermostScrollViewThatCanScroll() {
    let (window, outer, tile) = makeWindow()
    let inner = makeScrollView(
      size: CGSize(width: 400, height: 100), contentSize: CGSize(width: 1200, height: 100))
    inner.frame.origin.y = 50
    tile.addSubview(inner)
    // Horizontal: the inner one.
    window.deliverScroll(dx: 30, dy: 0, at: CGPoint(x: 100, y: 100), precise: true)
    #expect(inner.contentOffset == CGPoint(x: 30, y: 0))
    // Vertical: the inner one cannot, so the outer one scrolls.
    window.deliverScroll(dx: 0, dy: 40, at: CGPoint(x: 100, y: 100), precise: true)
    #expect(inner.contentOffset == CGPoint(x: 30, y: 0))
    #expect(outer.contentOffset == CGPoint(x: 0, y: 40))
    // At its end the inner one passes horizontal deltas on (the outer cannot take them either).
    inner.contentOffset.x = 800
    window.deliverScroll(dx: 30, dy: 0, at: CGPoint(x: 100, y: 60), precise: true)
    #expect(inner.contentOffset.x == 800)
  }
}
