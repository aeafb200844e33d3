import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A layer subclass with a property of its own, animatable through the registration hook.
@MainActor
final class ProgressTestLayer: CALayer {
  var progress: CGFloat = 0
  static let registered: Void = CALayer.registerAnimatableKeyPath("progress") {
    ($0 as? ProgressTestLayer).map { .scalar($0.progress) }
  }
}

@MainActor
@Suite(.serialized)
struct KeyframeSpringGroupTransactionTests {
  // Each test ends by dropping what still runs (endless spinners, scrubbed layers), so
  // suites running alongside never find animations of these tests in the engine.
  init() { VirtualTime.start() }

  func layer() -> CALayer {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    l.position = CGPoint(x: 10, y: 10)
    return l
  }

  func keyframes(_ keyPath: String, _ values: [Any], duration: Double = 1) -> CAKeyframeAnimation {
    let a = CAKeyframeAnimation(keyPath: keyPath)
    a.values = values
    a.duration = duration
    return a
  }

  @Test func linearKeyframesFollowTheirKeyTimes() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = keyframes("position.x", [0, 100, 0])
    a.keyTimes = [0, 0.25, 1]
    l.add(a, forKey: "k")
    VirtualTime.advance(by: 0.125)
    #expect(near(l.presentation()!.position.x, 50))
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 50), "at 0.625: halfway back")
  }

  @Test func discreteKeyframesJumpAndPacedOnesMoveEvenly() {
    defer { VirtualTime.start() }
    let l = layer()
    let d = keyframes("opacity", [0.2, 0.6, 1.0])
    d.calculationMode = .discrete
    l.add(d, forKey: "d")
    VirtualTime.advance(by: 0.3)
    #expect(near(CGFloat(l.presentation()!.opacity), 0.2))
    VirtualTime.advance(by: 0.1)
    #expect(near(CGFloat(l.presentation()!.opacity), 0.6))
    l.removeAllAnimations()
    let p = keyframes(
      "position", [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)])
    p.calculationMode = .paced
    l.add(p, forKey: "p")
    VirtualTime.advance(by: 0.5)
    #expect(l.presentation()!.position == CGPoint(x: 20, y: 0), "half of 40 points of path")
  }

  @Test func perSegmentTimingFunctionsShapeEachSegment() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = keyframes("position.x", [0, 100, 200])
    a.timingFunctions = [
      CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear),
    ]
    l.add(a, forKey: "k")
    VirtualTime.advance(by: 0.25)
    #expect(near(l.presentation()!.position.x, 100 * TimingCurve.easeIn.value(at: 0.5)))
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 150))
  }

  @Test func mismatchedKeyTimesAreSpacedEvenly() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = keyframes("position.x", [0, 100, 200])
    a.keyTimes = [0, 1]
    l.add(a, forKey: "k")
    VirtualTime.advance(by: 0.25)
    #expect(near(l.presentation()!.position.x, 50))
  }

  @Test func cubicKeyframesPassThroughEveryValue() {
    defer { VirtualTime.start() }
    let l = layer()
    let a = keyframes("position.x", [0, 100, 0, 100])
    a.calculationMode = .cubic
    l.add(a, forKey: "k")
    VirtualTime.advance(by: 1.0 / 3)
    #expect(near(l.presentation()!.position.x, 100, 1e-3))
    VirtualTime.advance(by: 1.0 / 6)
    let mid = l.presentation()!.position.x
    #expect(near(mid, 50, 1e-3), "symmetric segment: the middle value")
  }

  @Test func aPathMovesThePositionAlongItAndTurnsTheLayerWithRotateAuto() {
    defer { VirtualTime.start() }
    let l = layer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 100))
    let a = CAKeyframeAnimation(keyPath: "position")
    a.path = path
    a.duration = 1
    a.rotationMode = .rotateAuto
    l.add(a, forKey: "follow")
    VirtualTime.advance(by: 0.25)
    let p = l.presentation()!
    #expect(near(p.position.x, 0) && near(p.position.y, 25))
    #expect(near(p.transform.m11, 0) && near(p.transform.m12, 1), "facing down the path")
  }

  @Test func springsFollowTheDampedOscillatorAndEndOnTheTarget() {
    defer { VirtualTime.start() }
    let s = CASpringAnimation(keyPath: "position.x")
    s.fromValue = 0
    s.toValue = 100
    #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    let settling = s.settlingDuration
    #expect(settling > 1.2 && settling < 1.45, "the envelope e^(−5t)·1.15 is 0.001 at 1.41 s")
    let before = (0..<20).map { abs(1 - s.position(at: settling - Double($0) * 0.01)) }
    #expect(before.max()! > 0.001, "still moving just before")
    for i in 0..<200 {
      let t = settling + Double(i) * 0.01
      #expect(abs(1 - s.position(at: t)) <= 0.001, "settled at \(t)")
    }
    s.duration = s.settlingDuration
    let l = layer()
    l.add(s, forKey: "spring")
    VirtualTime.advance(by: 0.25)
    // ζ = 0.5, ω₀ = 10: x(t) = 1 − e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t)
    let wd = 10 * (0.75).squareRoot()
    let x = 1 - exp(-1.25) * (cos(wd * 0.25) + 5 / wd * sin(wd * 0.25))
    #expect(near(l.presentation()!.position.x, 100 * x, 1e-4))
    VirtualTime.advance(by: 0.1)
    #expect(l.presentation()!.position.x > 100, "overshoots")
    VirtualTime.advance(by: 2)
    #expect(l.animationKeys() == nil)
    let p = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
    #expect(abs(p.perceptualDuration - 0.5) < 1e-9)
    #expect(abs(p.bounce) < 1e-9)
    #expect(p.duration == p.settlingDuration)
  }

  @Test func aGroupRunsItsAnimationsOnItsOwnTimeAndCutsThemAtItsDuration() {
    defer { VirtualTime.start() }
    let l = layer()
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 200
    slide.duration = 2
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.beginTime = 0.5
    fade.duration = 0.5
    fade.fillMode = .both
    let group = CAAnimationGroup()
    group.animations = [slide, fade]
    group.duration = 1
    let recorder = AnimationEventRecorder("g")
    group.delegate = recorder
    l.add(group, forKey: "group")
    VirtualTime.advance(by: 0.25)
    var p = l.presentation()!
    #expect(near(p.position.x, 25), "\(p.position.x)")
    #expect(p.opacity == 0)
    VirtualTime.advance(by: 0.5)
    p = l.presentation()!
    #expect(near(p.position.x, 75), "\(p.position.x)")
    #expect(near(CGFloat(p.opacity), 0.5), "\(p.opacity)")
    VirtualTime.advance(by: 0.25)
    #expect(recorder.events == ["g.start", "g.stop(true)"])
    #expect(l.presentation()!.position.x == 10)
  }

  @Test func transitionsFadeAndSlideTheLayerIn() {
    defer { VirtualTime.start() }
    let l = layer()
    let fade = CATransition()
    fade.duration = 1
    l.add(fade, forKey: kCATransition)
    VirtualTime.advance(by: 0.25)
    #expect(near(CGFloat(l.presentation()!.opacity), 0.25))
    l.removeAllAnimations()
    let push = CATransition()
    push.type = .push
    push.subtype = .fromRight
    push.duration = 1
    l.add(push, forKey: kCATransition)
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentation()!.position.x, 10 + 20))
  }

  @Test func aTransactionsCompletionWaitsForItsAnimations() {
    defer { VirtualTime.start() }
    let l = layer()
    var log: [String] = []
    let recorder = AnimationEventRecorder()
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    #expect(CATransaction.animationDuration() == 2)
    CATransaction.setCompletionBlock { log.append("done") }
    let a = CABasicAnimation(keyPath: "position.x")
    a.toValue = 100
    a.delegate = recorder
    l.add(a, forKey: "a")
    CATransaction.commit()
    #expect(l.animation(forKey: "a")!.duration == 2, "duration 0 takes the transaction's")
    VirtualTime.advance(by: 1.5)
    #expect(log.isEmpty)
    VirtualTime.advance(by: 0.6)
    #expect(recorder.events == ["a.start", "a.stop(true)"])
    #expect(log == ["done"])
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.append("empty") }
    CATransaction.commit()
    #expect(log == ["done", "empty"], "no animations: at once")
  }

  @Test func transactionValuesNestAndFallBackToDefaults() {
    defer { VirtualTime.start() }
    #expect(CATransaction.animationDuration() == 0.25)
    #expect(CATransaction.disableActions() == false)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setValue("x", forKey: "custom")
    CATransaction.begin()
    #expect(CATransaction.disableActions() == true)
    #expect(CATransaction.value(forKey: "custom") as? String == "x")
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    CATransaction.commit()
    #expect(CATransaction.animationTimingFunction() == nil)
    CATransaction.commit()
    CATransaction.flush()
    #expect(CATransaction.disableActions() == false)
  }

  @Test func aSubclassKeyPathRegisteredThroughTheHookAnimates() {
    defer { VirtualTime.start() }
    _ = ProgressTestLayer.registered
    let l = ProgressTestLayer()
    l.progress = 0.2
    let a = CABasicAnimation(keyPath: "progress")
    a.toValue = 1
    a.duration = 1
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    l.add(a, forKey: "p")
    #expect(l.presentationValue(forKeyPath: "progress") == .scalar(0.2))
    VirtualTime.advance(by: 0.5)
    #expect(near(l.presentationValue(forKeyPath: "progress")?.scalar ?? 0, 0.6))
    #expect(l.needsDisplay(), "redrawn while its own key path animates")
    #expect(CALayer().presentationValue(forKeyPath: "progress") == nil)
  }
}
