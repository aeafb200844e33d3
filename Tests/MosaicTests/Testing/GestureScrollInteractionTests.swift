import Mosaic
import MosaicTesting
import Testing

/// How a long press on content and the scroll view's pan share one drag, as in UIKit: once
/// the long press has begun, the drag belongs to it and the content does not scroll.
@MainActor
@Suite(.serialized)
struct GestureScrollInteractionTests {
  @Test func aDragAfterALongPressDoesNotScroll() {
    let scroll = UIScrollView()
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    scroll.addSubview(content)
    scroll.contentSize = content.bounds.size
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { states.append($0.state) }
    content.addGestureRecognizer(press)
    let app = AppDriver(rootView: scroll, size: CGSize(width: 320, height: 480))
    app.drag(
      from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.3, steps: 10,
      hold: 0.7)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(scroll.contentOffset == .zero)
  }

  @Test func aQuickDragScrollsAndTheLongPressFails() {
    let scroll = UIScrollView()
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    scroll.addSubview(content)
    scroll.contentSize = content.bounds.size
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { states.append($0.state) }
    content.addGestureRecognizer(press)
    let app = AppDriver(rootView: scroll, size: CGSize(width: 320, height: 480))
    app.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2, steps: 10)
    app.runUntilIdle()
    #expect(states.isEmpty)
    #expect(scroll.contentOffset.y > 150)
  }

  @Test func touchpadAndWheelScrollTheScrollViewUnderThePointer() {
    let scroll = UIScrollView()
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    scroll.addSubview(content)
    scroll.contentSize = content.bounds.size
    let app = AppDriver(rootView: scroll, size: CGSize(width: 320, height: 480))
    app.scroll(by: CGVector(dx: 0, dy: 120))
    #expect(scroll.contentOffset.y == 120)
    app.scroll(dy: 80, at: CGPoint(x: 10, y: 10))  // a wheel notch glides there
    app.runUntilIdle()
    #expect(scroll.contentOffset.y == 200)
    app.scroll(by: CGVector(dx: 0, dy: -5000))
    #expect(scroll.contentOffset.y == 0)
  }
}
