import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Records what an animation's delegate is told, in order.
@MainActor
final class AnimationEventRecorder: CAAnimationDelegate {
  var events: [String] = []
  var stopped: [CAAnimation] = []
  let name: String
  init(_ name: String = "a") { self.name = name }
  func animationDidStart(_ anim: CAAnimation) { events.append("\(name).start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("\(name).stop(\(flag))")
    stopped.append(anim)
  }
}

@MainActor
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

@MainActor
@Suite(.serialized)
struct ExplicitAnimationTests {
  // Each test ends by dropping what still runs (endless spinners, scrubbed layers), so
  // suites running alongside never find animations of these tests in the engine.
  init() { VirtualTime.start() }

  func layer() -> CALayer {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    l.position = CGPoint(x: 10, y: 10)
    return l
  }

  func linear(_ keyPath: String, from: Any?, to: Any?, duration: Double = 1) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    return a
  }

  @Test func presentationFollowsTheClockWhileTheModelStaysAndTheAnimationIsRemovedAtTheEnd() {
    defer { VirtualTime.start() }
    let l = layer()
    let recorder = AnimationEventRecorder()
    let a = linear("position.x", from: 0, to: 100)
    a.delegate = recorder
    l.add(a, forKey: "slide")
    #expect(l.position.x == 10, "adding an animation leaves the model value alone")
    #expect(l.animationKeys() == ["slide"])
    VirtualTime.advance(by: 0.25)
    #expect(recorder.events == ["a.start"])
    #expect(near(l.presentation()!.position.x, 25))
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 75))
    VirtualTime.advance(by: 0.25)
    #expect(recorder.events == ["a.start", "a.stop(true)"])
    #expect(recorder.stopped.first === a ? false : true, "the delegate is told about the copy")
    #expect(l.animationKeys() == nil)
    #expect(l.presentation()!.position.x == 10, "removed: the model value shows again")
  }

  @Test func fillForwardsWithoutRemovalKeepsTheEndValueOnScreen() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = linear("opacity", from: 1, to: 0.2, duration: 0.5)
    a.fillMode = .forwards
    a.isRemovedOnCompletion = false
    l.add(a, forKey: "fade")
    VirtualTime.advance(by: 1)
    #expect(l.animationKeys() == ["fade"])
    #expect(near(CGFloat(l.presentation()!.opacity), 0.2))
    #expect(l.opacity == 1)
    l.removeAnimation(forKey: "fade")
    #expect(l.presentation()!.opacity == 1)
  }

  @Test func missingValuesComeFromTheCurrentValueByCoreAnimationsRules() {
    defer { VirtualTime.start() }
    let l = layer()
    let to = linear("position.y", from: nil, to: 50)
    l.add(to, forKey: "to")
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.y, 30), "from the model value 10 to 50")
    l.removeAllAnimations()
    let by = linear("position.y", from: nil, to: nil)
    by.byValue = 20
    l.add(by, forKey: "by")
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.y, 20), "10 → 30")
    l.removeAllAnimations()
    let fromBy = linear("bounds.size", from: CGSize(width: 0, height: 0), to: nil)
    fromBy.byValue = CGSize(width: 100, height: 10)
    l.add(fromBy, forKey: "grow")
    VirtualTime.advance(by: 0.5)
    #expect(l.presentation()!.bounds.size == CGSize(width: 50, height: 5))
  }

  @Test func addingCopiesTheAnimationAndReplacingAKeyStopsTheOldOneUnfinished() {
    defer { VirtualTime.start() }
    let l = layer()
    let first = AnimationEventRecorder("first")
    let second = AnimationEventRecorder("second")
    let a = linear("position.x", from: 0, to: 100)
    a.delegate = first
    l.add(a, forKey: "k")
    a.toValue = 1000
    #expect(l.animation(forKey: "k") !== a)
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 50), "later changes to the original do nothing")
    let b = linear("position.x", from: 0, to: 10)
    b.delegate = second
    l.add(b, forKey: "k")
    #expect(first.events == ["first.start", "first.stop(false)"])
    VirtualTime.advance(by: 1)
    #expect(second.events == ["second.start", "second.stop(true)"])
  }

  @Test func badInputIsLoggedAndHarmless() {
    defer { VirtualTime.start() }
    let l = layer()
    let recorder = AnimationEventRecorder()
    let unknown = linear("noSuchProperty", from: 0, to: 1)
    unknown.delegate = recorder
    l.add(unknown, forKey: "unknown")
    let nan = linear("position.x", from: 0, to: 100, duration: .nan)
    l.add(nan, forKey: "nan")
    let infinite = linear("position.y", from: 0, to: 100, duration: .infinity)
    l.add(infinite, forKey: "inf")
    VirtualTime.advance(by: 0.125)
    #expect(near(l.presentation()!.position.x, 50), "NaN → the transaction's 0.25 s")
    #expect(near(l.presentation()!.position.y, 50), "infinite → 0.25 s")
    VirtualTime.advance(by: 1)
    #expect(recorder.events == ["a.start", "a.stop(true)"])
    #expect(l.animationKeys() == nil)
  }

  @Test func aSpinnerRotatesAboutZForever() {
    defer { VirtualTime.start() }
    let l = layer()
    let spin = linear("transform.rotation.z", from: 0, to: 2 * CGFloat.pi)
    spin.repeatCount = .infinity
    l.add(spin, forKey: "spin")
    VirtualTime.advance(by: 1.25)
    let t = l.presentation()!.transform
    #expect(near(t.m11, 0) && near(t.m12, 1) && near(t.m21, -1) && near(t.m22, 0))
    #expect(CATransform3DIsIdentity(l.transform))
    VirtualTime.advance(by: 10)
    #expect(l.animationKeys() == ["spin"])
  }

  @Test func scaleAndTranslationKeyPathsChangeOneComponent() {
    defer { VirtualTime.start() }
    let l = layer()
    l.transform = CATransform3DMakeTranslation(5, 0, 0)
    l.add(linear("transform.scale", from: 1, to: 3), forKey: "s")
    l.add(linear("transform.translation.y", from: 0, to: 40), forKey: "t")
    VirtualTime.advance(by: 0.5)
    let t = l.presentation()!.transform
    #expect(near(t.m11, 2) && near(t.m22, 2) && near(t.m41, 5) && near(t.m42, 20))
  }

  @Test func autoreversingRepeatsRunBackAndCumulativeOnesGather() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = linear("position.x", from: 0, to: 100)
    a.autoreverses = true
    a.repeatCount = 2
    l.add(a, forKey: "a")
    VirtualTime.advance(by: 1.5)
    #expect(near(l.presentation()!.position.x, 50))
    VirtualTime.advance(by: 0.75)
    #expect(near(l.presentation()!.position.x, 25), "second cycle, forward again")
    l.removeAllAnimations()
    let c = linear("position.x", from: 0, to: 10)
    c.isCumulative = true
    c.repeatCount = 3
    l.add(c, forKey: "c")
    VirtualTime.advance(by: 2.5)
    #expect(near(l.presentation()!.position.x, 25))
  }

  @Test func additiveAnimationsAddToTheModelValue() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = linear("position.x", from: 0, to: 20)
    a.isAdditive = true
    l.add(a, forKey: "shake")
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 20), "model 10 + 10")
  }

  @Test func aLaterBeginTimeWaitsAndFillsBackwardsOnlyWhenAsked() {
    defer { VirtualTime.start() }
    let l = layer()
    let recorder = AnimationEventRecorder()
    let a = linear("position.x", from: 0, to: 100)
    a.beginTime = CACurrentMediaTime() + 1
    a.delegate = recorder
    l.add(a, forKey: "later")
    VirtualTime.advance(by: 0.5)
    #expect(l.presentation()!.position.x == 10)
    #expect(recorder.events.isEmpty)
    a.fillMode = .backwards
    a.beginTime = CACurrentMediaTime() + 1
    l.add(a, forKey: "later")
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 0))
    VirtualTime.advance(by: 1)
    #expect(near(l.presentation()!.position.x, 50))
  }

  @Test func aStoppedLayerShowsItsAnimationAtItsTimeOffset() {
    defer { VirtualTime.start() }
    let root = CALayer()
    let l = layer()
    root.addSublayer(l)
    l.speed = 0
    l.add(linear("position.x", from: 0, to: 100), forKey: "scrub")
    #expect(l.animation(forKey: "scrub")!.beginTime == 0)
    l.timeOffset = 0.3
    VirtualTime.advance(by: 5)
    #expect(near(l.presentation()!.position.x, 30))
    l.timeOffset = 0.8
    #expect(near(l.presentation()!.position.x, 80))
    #expect(l.convertTime(CACurrentMediaTime(), from: nil) == 0.8)
  }

  @Test func layerSpeedScalesItsAnimationsAndConvertTimeFollowsIt() {
    defer { VirtualTime.start() }
    let root = CALayer()
    let l = layer()
    root.addSublayer(l)
    root.speed = 2
    root.beginTime = CACurrentMediaTime()
    #expect(near(l.convertTime(CACurrentMediaTime() + 1, from: nil), 2))
    #expect(near(l.convertTime(4, to: nil), CACurrentMediaTime() + 2))
    #expect(near(root.convertTime(3, to: l), 3))
    let recorder = AnimationEventRecorder()
    let a = linear("position.x", from: 0, to: 100)
    a.delegate = recorder
    l.add(a, forKey: "fast")
    VirtualTime.advance(by: 0.25)
    #expect(near(l.presentation()!.position.x, 50))
    VirtualTime.advance(by: 0.3)
    #expect(recorder.events == ["a.start", "a.stop(true)"])
  }

  @Test func namedTimingFunctionsHaveCoreAnimationsControlPoints() {
    defer { VirtualTime.start() }
    var p: [Float] = [0, 0]
    let f = CAMediaTimingFunction(name: .easeInEaseOut)
    f.getControlPoint(at: 1, values: &p)
    #expect(p == [0.42, 0])
    f.getControlPoint(at: 2, values: &p)
    #expect(p == [0.58, 1])
    CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &p)
    #expect(p == [0.25, 0.1])
    #expect(
      CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1) == CAMediaTimingFunction(name: .easeIn))
    let l = layer()
    let a = linear("position.x", from: 0, to: 100)
    a.timingFunction = CAMediaTimingFunction(name: .easeIn)
    l.add(a, forKey: "e")
    VirtualTime.advance(by: 0.5)
    let expected = 100 * TimingCurve.easeIn.value(at: 0.5)
    #expect(near(l.presentation()!.position.x, expected))
    #expect(l.presentation()!.position.x < 40)
  }

  @Test func explicitAnimationsOnAViewsLayerSurviveModelChanges() {
    defer { VirtualTime.start() }
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.layer.add(linear("opacity", from: 0, to: 1), forKey: "in")
    v.alpha = 0.5
    VirtualTime.advance(by: 0.5)
    #expect(near(CGFloat(v.layer.presentation()!.opacity), 0.5))
    #expect(v.layer.animationKeys() == ["in"])
  }
}
