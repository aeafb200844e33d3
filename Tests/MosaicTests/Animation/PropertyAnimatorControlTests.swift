@_spi(MosaicTesting) import Mosaic
import MosaicTesting
import Testing

/// Steering a property animator: pausing, scrubbing `fractionComplete`, continuing with new
/// timing, reversing, stopping and finishing, pausing on completion — where the views are and
/// which completions run, with what, in which order.
@MainActor
@Suite(.serialized)
struct PropertyAnimatorControlTests {
  init() { VirtualTime.start() }

  func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
  func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }
  func easeInOut(_ f: Double) -> Double { TimingCurve.easeInOut.value(at: f) }

  @Test func pausingHoldsTheViewsAndScrubbingMovesThemLinearly() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    let held = 5 + 100 * easeInOut(0.25)
    #expect(abs(x(v) - held) < 1e-9)
    VirtualTime.advance(by: 1)
    #expect(abs(x(v) - held) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    #expect(completions.isEmpty)
    animator.fractionComplete = 0.3
    #expect(abs(x(v) - 35) < 1e-9)
    #expect(animator.fractionComplete == 0.3)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.3
    #expect(abs(x(v) - (5 + 100 * easeInOut(0.3))) < 1e-9)
  }

  @Test func continuingRunsTheRestFromWhereTheViewsStand() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.pauseAnimation()  // an inactive animator starts paused
    #expect(v.center.x == 105)
    #expect(x(v) == 5)
    animator.fractionComplete = 0.5
    #expect(abs(x(v) - 55) < 1e-9)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.isRunning)
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(v) - (55 + 50 * easeInOut(0.5))) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
    VirtualTime.advance(by: 0.25)
    #expect(completions == [.end])
    #expect(x(v) == 105)
  }

  @Test func continuingWithASpringAndADurationFactor() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.fractionComplete = 0.5
    let spring = UISpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
    animator.continueAnimation(withTimingParameters: spring, durationFactor: 2)
    VirtualTime.advance(by: 1)
    let curve = SpringCurve(dampingRatio: 1, initialVelocity: 2, duration: 2)
    #expect(abs(x(v) - (55 + 50 * curve.value(at: 1))) < 1e-9)
    VirtualTime.advance(by: 0.9)
    #expect(completions.isEmpty)
    VirtualTime.advance(by: 0.1)
    #expect(completions == [.end])
  }

  @Test func reversingARunningAnimatorTurnsItBackToItsStart() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.4)
    animator.isReversed = true
    #expect(animator.isReversed)
    #expect(abs(x(v) - 45) < 1e-9)
    VirtualTime.advance(by: 0.2)
    #expect(abs(x(v) - 25) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
    VirtualTime.advance(by: 0.2)
    #expect(completions == [.start])
    #expect(v.center.x == 5)  // the model is put back
    #expect(x(v) == 5)
  }

  @Test func stoppingWithoutFinishingKeepsThePresentedValuesAndCallsNoCompletion() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      v.center.x = 105
      v.alpha = 0
    }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(abs(v.center.x - 30) < 1e-9)
    #expect(v.alpha == 0.75)
    #expect(v.layer.animationKeys() == nil)
    VirtualTime.advance(by: 1)
    #expect(completions.isEmpty)
    #expect(abs(x(v) - 30) < 1e-9)
  }

  @Test(arguments: [
    (UIViewAnimatingPosition.end, CGFloat(105)), (.start, 5), (.current, 30),
  ])
  func stoppingThenFinishingLeavesTheViewsAtThePosition(
    position: UIViewAnimatingPosition, expected: CGFloat
  ) {
    let v = square()
    var calls: [String] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { calls.append("first \($0.rawValue)") }
    animator.addCompletion { calls.append("second \($0.rawValue)") }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(!animator.isRunning)
    #expect(abs(v.center.x - 30) < 1e-9)
    VirtualTime.advance(by: 1)
    #expect(calls.isEmpty)
    animator.finishAnimation(at: position)
    #expect(animator.state == .inactive)
    #expect(abs(v.center.x - expected) < 1e-9)
    #expect(abs(x(v) - expected) < 1e-9)
    #expect(calls == ["first \(position.rawValue)", "second \(position.rawValue)"])
  }

  @Test func anAnimatorThatPausesOnCompletionStaysActiveAtTheEnd() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.pausesOnCompletion = true
    animator.startAnimation()
    VirtualTime.advance(by: 1.5)
    #expect(completions.isEmpty)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(x(v) == 105)
    // Back again, and this time finish.
    animator.pausesOnCompletion = false
    animator.isReversed = true
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    #expect(abs(x(v) - 55) < 1e-9)
    VirtualTime.advance(by: 0.5)
    #expect(completions == [.start])
    #expect(v.center.x == 5)
  }

  @Test func anAnimatorCanRunAgainAfterFinishing() {
    let v = square()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 105 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    animator.addAnimations { v.center.x = 5 }
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    VirtualTime.advance(by: 0.25)
    #expect(abs(x(v) - 55) < 1e-9)
    VirtualTime.advance(by: 0.25)
    #expect(completions == [.end, .end])
    #expect(v.center.x == 5)
  }

  @Test func aPausedAnimatorAsksForNoFrames() {
    let v = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
    animator.startAnimation()
    VirtualTime.advance(by: 0.5)
    #expect(FrameDriver.hasPendingAnimations)
    animator.pauseAnimation()
    VirtualTime.advance(by: 0.1)
    #expect(!FrameDriver.hasPendingAnimations)
    animator.startAnimation()
    #expect(FrameDriver.hasPendingAnimations)
    VirtualTime.advance(by: 0.5)
    #expect(animator.state == .inactive)
  }
}

/// Touches and a property animator's views: `isUserInteractionEnabled` false makes hit
/// testing pass over the views its animations move while it is active.
@MainActor
@Suite(.serialized)
struct PropertyAnimatorInteractionTests {
  init() { VirtualTime.start() }

  @Test func viewsOfAnAnimatorWithoutUserInteractionIgnoreTouchesWhileItIsActive() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(card)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0.5 }
    animator.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === card)
    animator.startAnimation()
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    animator.pauseAnimation()
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    animator.startAnimation()
    VirtualTime.advance(by: 1)
    #expect(animator.state == .inactive)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === card)

    let interactive = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 1 }
    interactive.startAnimation()
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === card)
    VirtualTime.advance(by: 1)
  }
}
