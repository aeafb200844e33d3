import Testing

@testable import Mosaic
@testable import MosaicTesting

@MainActor
final class TapController {
  var taps: [String] = []
  func handleTap(_ recognizer: UITapGestureRecognizer) {
    taps.append("tap \(recognizer.numberOfTapsRequired) \(recognizer.state)")
  }
  func handleAny(_ recognizer: UIGestureRecognizer) { taps.append("any \(recognizer.state)") }
  func handlePan(_ recognizer: UIPanGestureRecognizer) { taps.append("pan") }
}

@MainActor
@Suite(.serialized)
struct TargetActionTests {
  @Test func methodReferenceWithSubclassParameterFiresOnRecognition() {
    let scene = GestureScene()
    let controller = TapController()
    let tap = UITapGestureRecognizer(target: controller, action: TapController.handleTap)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    #expect(controller.taps == [])
    scene.up(52, 51)
    #expect(controller.taps == ["tap 1 ended"])
    #expect(tap.state == .possible)
  }

  @Test func severalTargetsFireInOrderAndCanBeRemoved() {
    let scene = GestureScene()
    let a = TapController()
    let b = TapController()
    let tap = UITapGestureRecognizer(target: a, action: TapController.handleTap)
    tap.addTarget(b, action: TapController.handleAny)
    tap.addTarget(a, action: TapController.handleAny)
    // A method for another recognizer class is skipped.
    tap.addTarget(a, action: TapController.handlePan)
    scene.view.addGestureRecognizer(tap)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(a.taps == ["tap 1 ended", "any ended"])
    #expect(b.taps == ["any ended"])
    tap.removeTarget(a, action: nil)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(a.taps == ["tap 1 ended", "any ended"])
    #expect(b.taps == ["any ended", "any ended"])
    tap.removeTarget(b, action: TapController.handleAny)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(b.taps == ["any ended", "any ended"])
  }

  @Test func closureFormReceivesTheSubclass() {
    let scene = GestureScene()
    var seen: [CGPoint] = []
    let tap = UITapGestureRecognizer { recognizer in
      seen.append(recognizer.location(in: recognizer.view))
      #expect(recognizer.numberOfTapsRequired == 1)
    }
    scene.view.addGestureRecognizer(tap)
    scene.down(30, 40)
    scene.up(30, 40)
    #expect(seen == [CGPoint(x: 30, y: 40)])
  }

  @Test func targetsAreHeldWeakly() {
    let scene = GestureScene()
    var controller: TapController? = TapController()
    weak let weakController = controller
    let tap = UITapGestureRecognizer(target: controller!, action: TapController.handleTap)
    scene.view.addGestureRecognizer(tap)
    controller = nil
    #expect(weakController == nil)
    scene.down(50, 50)
    scene.up(50, 50)
    #expect(tap.actions.isEmpty)
  }
}

@MainActor
@Suite(.serialized)
struct TouchEventTests {
  @Test func eventsCarryEveryFingerAndTheRecognizersOfTheTouch() {
    let scene = GestureScene()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    scene.view.addGestureRecognizer(tap)
    scene.window.addGestureRecognizer(pan)
    let probe = EventProbe()
    scene.view.addGestureRecognizer(probe)
    scene.down(50, 50, id: 1)
    #expect(probe.lastAllTouches == 1)
    scene.down(300, 300, id: 2)  // outside the probe's view
    scene.down(60, 60, id: 3)
    #expect(probe.lastAllTouches == 3)
    #expect(probe.lastOwnTouches == 2)
    let touch = TouchRouter.shared.active[1]
    #expect(touch?.gestureRecognizers?.map(\.name) == [nil, "probe", nil])
    #expect(touch?.gestureRecognizers?.last === pan)
    #expect(probe.numberOfTouches == 2)
    #expect(probe.location(ofTouch: 1, in: scene.view) == CGPoint(x: 60, y: 60))
    #expect(probe.location(in: nil) == CGPoint(x: 55, y: 55))
    probe.ignore(TouchRouter.shared.active[1]!, for: UIEvent())
    #expect(probe.numberOfTouches == 1)
    #expect(probe.location(in: nil) == CGPoint(x: 60, y: 60))
    scene.up(50, 50, id: 1)
    scene.up(300, 300, id: 2)
    scene.up(60, 60, id: 3)
  }
}

@MainActor
@Suite(.serialized)
struct TapCountTests {
  @Test func tapCountCountsQuickTapsInPlace() {
    let scene = GestureScene()
    var counts: [Int] = []
    func tap(_ x: CGFloat, _ y: CGFloat, drag: CGFloat = 0) {
      scene.down(x, y)
      counts.append(TouchRouter.shared.active[0]?.tapCount ?? -1)
      scene.up(x + drag, y)
      scene.wait(0.1)
    }
    tap(50, 50)
    tap(52, 50)
    tap(50, 53)
    scene.wait(0.4)
    tap(50, 50)
    tap(150, 150)  // too far
    tap(150, 150, drag: 30)  // a drag, not a tap
    tap(150, 150)
    #expect(counts == [1, 2, 3, 1, 1, 2, 1])
  }
}

@MainActor
@Suite(.serialized)
struct MultipleTouchTests {
  @Test func aSingleTouchViewHearsOnlyTheFirstFinger() {
    let scene = GestureScene()
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    scene.view.addGestureRecognizer(pan)
    scene.down(40, 40, id: 1)
    scene.down(80, 80, id: 2)
    #expect(pan.numberOfTouches == 2)
    scene.move(80, 90, id: 2)
    scene.up(80, 90, id: 2)
    scene.up(40, 40, id: 1)
    #expect(scene.view.log == ["began", "ended"])
    #expect(TouchRouter.shared.liveTouches.isEmpty)

    scene.view.log = []
    scene.view.isMultipleTouchEnabled = true
    scene.down(40, 40, id: 1)
    scene.down(80, 80, id: 2)
    scene.up(80, 80, id: 2)
    scene.up(40, 40, id: 1)
    #expect(scene.view.log == ["began", "began", "ended", "ended"])
  }
}

@MainActor
final class EventProbe: UIGestureRecognizer {
  var lastAllTouches = 0
  var lastOwnTouches = 0
  required init() {
    super.init()
    name = "probe"
    cancelsTouchesInView = false
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    lastAllTouches = event.allTouches?.count ?? 0
    lastOwnTouches = event.touches(for: self)?.count ?? 0
  }
}
