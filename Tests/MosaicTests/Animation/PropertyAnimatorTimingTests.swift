import Mosaic
import MosaicTesting
import Testing

/// A property animator's views at given virtual times: cubic curves, springs (damping ratio,
/// physical, iOS 17's duration and bounce), delays, delay factors and blocks added while it
/// runs.
@MainActor
@Suite(.serialized)
struct PropertyAnimatorTimingTests {
  init() { VirtualTime.start() }

  func square(x: CGFloat = 0) -> UIView {
    UIView(frame: CGRect(x: x, y: 0, width: 10, height: 10))
  }

  func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }

  @Test func blocksRunAtTheStartAndALinearAnimatorMovesViewsExactly() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      v.center.x = 105
      v.alpha = 0
    }
    animator.addCompletion { completions.append($0) }
    // Nothing runs before the start.
    #expect(v.center.x == 5)
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    animator.startAnimation()
    #expect(v.center.x == 105)
    #expect(v.alpha == 0)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(v) - 30) < 1e-9)
    #expect(v.layer.presentation()!.opacity == 0.75)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    #expect(completions.isEmpty)
    VirtualTime.advance(by: 0.75)
    #expect(completions == [.end])
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(v.layer.animationKeys() == nil)
    #expect(x(v) == 105)
  }

  @Test func controlPointsPaceTheAnimationAlongTheirCubicCurve() {
    let v = square()
    let animator = UIViewPropertyAnimator(
      duration: 2, controlPoint1: CGPoint(x: 0.1, y: 0.6), controlPoint2: CGPoint(x: 0.3, y: 1)
    ) { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    let expected = 5 + 100 * TimingCurve(controlPoints: 0.1, 0.6, 0.3, 1).value(at: 0.25)
    #expect(abs(x(v) - expected) < 1e-9)
    #expect(expected > 55)  // an ease-out shape: well past a quarter of the way
    VirtualTime.advance(by: 1.5)
    #expect(animator.state == .inactive)
  }

  @Test func standardCurvesAreUIKitsControlPoints() {
    let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(easeIn.timingCurveType == .builtin)
    #expect(UICubicTimingParameters().animationCurve == .easeInOut)
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
    #expect(custom.timingCurveType == .cubic)
    #expect(custom.cubicTimingParameters === custom)
    #expect(custom.springTimingParameters == nil)
  }

  @Test func aDampingRatioSpringUsesTheAnimatorsDurationAndOvershoots() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.3)
    let spring = SpringCurve(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    #expect(abs(x(v) - (5 + 100 * spring.value(at: 0.3))) < 1e-9)
    var peak: CGFloat = 0
    for _ in 0..<30 {
      VirtualTime.advance(by: 1.0 / 60)
      peak = max(peak, x(v))
    }
    #expect(peak > 105)
    VirtualTime.advance(by: 0.3)
    #expect(animator.state == .inactive)
    #expect(x(v) == 105)
  }

  @Test func aPhysicalSpringTakesItsOwnSettlingTime() {
    let v = square()
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: spring)
    animator.addAnimations { v.center.x = 105 }
    var completions: [UIViewAnimatingPosition] = []
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    let curve = SpringCurve(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(curve.dampingRatio - 0.5) < 1e-12)
    #expect(abs(curve.naturalFrequency - 10) < 1e-12)
    #expect(curve.duration > 1 && curve.duration < 2)
    VirtualTime.advance(by: 0.2)
    #expect(abs(x(v) - (5 + 100 * curve.value(at: 0.2))) < 1e-9)
    #expect(completions.isEmpty)  // the animator's 0.1 s does not count
    VirtualTime.advance(by: curve.duration - 0.2 + 0.02)
    #expect(completions == [.end])
  }

  @Test func iOS17SpringsAreAPeriodAndABounce() {
    let curve = SpringCurve(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(curve.dampingRatio - 0.7) < 1e-12)
    #expect(abs(curve.naturalFrequency - 4 * .pi) < 1e-9)
    let sluggish = SpringCurve(perceptualDuration: 0.5, bounce: -0.5)
    #expect(abs(sluggish.dampingRatio - 2) < 1e-12)
    let v = square()
    let animator = UIViewPropertyAnimator(
      duration: 3, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
    animator.addAnimations { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(v) - (5 + 100 * curve.value(at: 0.25))) < 1e-9)
    VirtualTime.advance(by: curve.duration)
    #expect(animator.state == .inactive)
  }

  @Test func aStartDelaySetsTheModelAtOnceAndHoldsTheViews() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.delay == 0.5)
    #expect(v.center.x == 105)
    #expect(animator.isRunning)
    VirtualTime.advance(by: 0.25)
    #expect(x(v) == 5)
    #expect(animator.fractionComplete == 0)
    VirtualTime.advance(by: 0.5)
    #expect(abs(x(v) - 30) < 1e-9)
    VirtualTime.advance(by: 0.75)
    #expect(animator.state == .inactive)
  }

  @Test func aDelayFactorHoldsABlockForItsShareOfTheDuration() {
    let a = square()
    let b = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 105 }
    animator.addAnimations({ b.center.x = 105 }, delayFactor: 0.5)
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(a) - 30) < 1e-9)
    #expect(x(b) == 5)
    VirtualTime.advance(by: 0.5)
    #expect(abs(x(a) - 80) < 1e-9)
    #expect(abs(x(b) - 55) < 1e-9)
    VirtualTime.advance(by: 0.25)
    #expect(x(b) == 105)
  }

  @Test func blocksAddedWhileRunningTakeTheTimeThatRemains() {
    let a = square()
    let b = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    animator.addAnimations { b.center.x = 105 }
    #expect(b.center.x == 105)  // the model changes at once
    #expect(x(b) == 5)
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(b) - 55) < 1e-9)
    #expect(abs(x(a) - 80) < 1e-9)
    VirtualTime.advance(by: 0.25)
    #expect(completions == [.end])
    #expect(x(b) == 105)
  }

  @Test func aRunningAnimatorMadeByTheClassMethodUsesTheOptionsCurve() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { v.center.x = 105 },
      completion: { completions.append($0) })
    #expect(animator.isRunning)
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(v) - 55) < 1e-9)
    VirtualTime.advance(by: 0.25)
    #expect(completions == [.end])
  }

  @Test func aNewAnimationOfTheSamePropertyTakesOverFromTheAnimator() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { v.center.x = 0 }
    VirtualTime.advance(by: 0.5)
    // The animator finishes on time without putting its own end value back.
    #expect(completions == [.end])
    #expect(v.center.x == 0)
    #expect(abs(x(v) - 27.5) < 1e-9)
    VirtualTime.advance(by: 0.5)
  }
}
