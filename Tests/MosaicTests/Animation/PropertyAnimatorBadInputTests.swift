import Mosaic
import MosaicTesting
import Testing

/// A property animator given numbers it cannot use or asked for what UIKit refuses: a log line
/// (UIKit's message where UIKit raises), no crash, and the animator carries on as before.
@MainActor
@Suite(.serialized)
struct PropertyAnimatorBadInputTests {
  init() { VirtualTime.start() }

  func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
  func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }

  func reports(_ body: () -> Void) -> [FailureReport] {
    FailureReport.capturing([.animation], body)
  }

  @Test(arguments: [Double.nan, -1, .infinity])
  func anUnusableDurationIsZeroAndTheAnimatorEndsAtTheNextFrame(duration: Double) {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    var animator: UIViewPropertyAnimator?
    let logged = reports {
      animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { v.center.x = 105 }
    }
    #expect(logged.map(\.severity) == [.warning])
    #expect(logged.first?.line.contains("duration") == true)
    guard let animator else { return }
    #expect(animator.duration == 0)
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 1.0 / 60)
    #expect(completions == [.end])
    #expect(x(v) == 105)
  }

  @Test func fractionCompleteIsClampedAndNaNIsIgnored() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.fractionComplete = 1.7
    #expect(animator.fractionComplete == 1)
    #expect(x(v) == 105)
    animator.fractionComplete = -3
    #expect(animator.fractionComplete == 0)
    #expect(x(v) == 5)
    animator.fractionComplete = 0.5
    let logged = reports { animator.fractionComplete = .nan }
    #expect(logged.count == 1)
    #expect(animator.fractionComplete == 0.5)
    #expect(abs(x(v) - 55) < 1e-9)
    animator.stopAnimation(true)
  }

  @Test func fractionCompleteOfARunningAnimatorIsReadOnly() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    let logged = reports { animator.fractionComplete = 0.9 }
    #expect(logged.map(\.severity) == [.warning])
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    #expect(abs(x(v) - 30) < 1e-9)
    VirtualTime.advance(by: 0.75)
    #expect(animator.state == .inactive)
  }

  @Test func finishingAnAnimatorThatIsNotStoppedIsRefusedWithUIKitsMessage() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    let logged = reports { animator.finishAnimation(at: .end) }
    #expect(
      logged.map(\.message) == [
        "finishAnimationAtPosition: should only be called on a stopped animator!"
      ])
    #expect(logged.map(\.severity) == [.exception])
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(completions.isEmpty)
    VirtualTime.advance(by: 0.75)
    #expect(completions == [.end])
  }

  @Test func aNonInterruptibleAnimatorRefusesToPauseOrStop() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.isInterruptible = false
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    let logged = reports {
      animator.pauseAnimation()
      animator.stopAnimation(true)
      animator.isReversed = true
      animator.isInterruptible = true
    }
    #expect(logged.count == 4)
    #expect(logged.allSatisfy { $0.severity == .exception })
    #expect(animator.isRunning)
    #expect(!animator.isReversed)
    #expect(!animator.isInterruptible)
    VirtualTime.advance(by: 0.75)
    #expect(animator.state == .inactive)
  }

  @Test func aStoppedAnimatorTakesNoAnimationsAndDoesNotStart() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    animator.stopAnimation(false)
    let logged = reports {
      animator.addAnimations { v.alpha = 0 }
      animator.startAnimation()
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
    #expect(logged.count == 3)
    #expect(v.alpha == 1)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive)
  }

  @Test func unusableSpringAndCurveNumbersFallBack() {
    let logged = reports {
      let cubic = UICubicTimingParameters(
        controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: CGPoint(x: 2, y: 1))
      #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
      #expect(cubic.controlPoint2 == CGPoint(x: 1, y: 1))
    }
    #expect(logged.count == 1)
    let spring = SpringCurve(mass: -1, stiffness: .nan, damping: -5)
    #expect(spring == SpringCurve(mass: 1, stiffness: 100, damping: 10))
    let v = square()
    let animator = UIViewPropertyAnimator(
      duration: 1,
      timingParameters: UISpringTimingParameters(
        dampingRatio: .nan, initialVelocity: CGVector(dx: CGFloat.infinity, dy: 0)))
    animator.addAnimations { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    let expected = SpringCurve(dampingRatio: 1, initialVelocity: 0, duration: 1).value(at: 0.5)
    #expect(abs(x(v) - (5 + 100 * expected)) < 1e-9)
    VirtualTime.advance(by: 0.5)
    #expect(animator.state == .inactive)
  }
}
