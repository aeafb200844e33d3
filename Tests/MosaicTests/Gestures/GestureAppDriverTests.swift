import MosaicTesting
import Testing

@testable import Mosaic

/// Gestures driven end to end through MosaicTesting's `AppDriver` (host input, virtual time).
@MainActor
@Suite(.serialized)
struct GestureAppDriverTests {
  @MainActor
  final class Controller {
    var events: [String] = []
    func tapped(_ r: UITapGestureRecognizer) { events.append("tap") }
    func pressed(_ r: UILongPressGestureRecognizer) { events.append("press \(r.state)") }
    func panned(_ r: UIPanGestureRecognizer) {
      let t = r.translation(in: r.view)
      events.append("pan \(r.state) \(Int(t.x)),\(Int(t.y))")
    }
  }

  @Test func tapLongPressAndDragThroughTheDriver() {
    _ = GestureScene()  // clears gestures left over by other tests
    let root = UIView()
    let controller = Controller()
    let tap = UITapGestureRecognizer(target: controller, action: Controller.tapped)
    let press = UILongPressGestureRecognizer(target: controller, action: Controller.pressed)
    let pan = UIPanGestureRecognizer(target: controller, action: Controller.panned)
    root.addGestureRecognizer(tap)
    root.addGestureRecognizer(press)
    root.addGestureRecognizer(pan)
    let driver = AppDriver(rootView: root, size: CGSize(width: 300, height: 300))

    driver.tap(at: CGPoint(x: 100, y: 100))
    #expect(controller.events == ["tap"])

    driver.longPress(at: CGPoint(x: 100, y: 100), duration: 0.6)
    #expect(controller.events == ["tap", "press began", "press ended"])

    controller.events = []
    driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150), steps: 4)
    #expect(
      controller.events == [
        "pan began 0,25", "pan changed 0,50", "pan changed 0,75", "pan changed 0,100",
        "pan ended 0,100",
      ])
    #expect(tap.state == .possible && press.state == .possible && pan.state == .possible)
  }
}
