import Testing

@testable import Mosaic
@testable import MosaicTesting

/// A window with one 200×200 view at (0,0)…(200,200) inside a 400×400 window, under virtual time.
@MainActor
struct GestureScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  init() {
    // A test that stopped mid-gesture must not leak its touches into the next one.
    for (id, touch) in TouchRouter.shared.active {
      touch.window?.deliverTouch(
        id: id, phase: .cancelled, location: .zero, timestamp: AnimationClock.now)
    }
    for r in TouchRouter.shared.participants { TouchRouter.shared.abort(r) }
    TouchRouter.shared.lastTap = nil
    VirtualTime.start()
    window.addSubview(view)
  }

  func down(_ x: CGFloat, _ y: CGFloat, id: Int = 0) {
    window.deliverTouch(
      id: id, phase: .began, location: CGPoint(x: x, y: y), timestamp: AnimationClock.now)
  }

  func move(_ x: CGFloat, _ y: CGFloat, id: Int = 0) {
    window.deliverTouch(
      id: id, phase: .moved, location: CGPoint(x: x, y: y), timestamp: AnimationClock.now)
  }

  func up(_ x: CGFloat, _ y: CGFloat, id: Int = 0) {
    window.deliverTouch(
      id: id, phase: .ended, location: CGPoint(x: x, y: y), timestamp: AnimationClock.now)
  }

  func wait(_ seconds: TimeInterval) { VirtualTime.advance(by: seconds) }
}

/// A view that records the touch messages it receives.
@MainActor
final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
}

/// Records every state a recognizer enters.
@MainActor
final class StateLog {
  var states: [UIGestureRecognizer.State] = []
  init(_ recognizers: UIGestureRecognizer...) {
    for r in recognizers { r.stateDidChange = { [weak self] s in self?.states.append(s) } }
  }
}
