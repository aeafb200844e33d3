import Mosaic
import MosaicTesting
import Testing

@MainActor
@Suite(.serialized)
struct ViewAnimationTests {
  init() { VirtualTime.start() }

  @Test func modelChangesAtOncePresentationFollowsTheClock() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        v.alpha = 0
        v.center = CGPoint(x: 105, y: 5)
      }, completion: { finished.append($0) })
    #expect(v.alpha == 0)
    #expect(v.center == CGPoint(x: 105, y: 5))
    VirtualTime.advance(by: 0.25)
    let p = v.layer.presentation()!
    #expect(abs(CGFloat(p.opacity) - 0.75) < 1e-3)
    #expect(abs(p.position.x - 30) < 1e-6)
    #expect(finished.isEmpty)
    VirtualTime.advance(by: 0.75)
    #expect(finished == [true])
    #expect(v.layer.animationKeys() == nil)
    #expect(v.layer.presentation()!.position == CGPoint(x: 105, y: 5))
  }

  @Test func theSameMomentOfAnAnimationLooksTheSameWhateverTheClockReads() {
    // Halfway through an ease-in-out move, sampled after frame-sized steps from clock values
    // whose rounding differs: exactly the middle every time.
    var positions: Set<CGFloat> = []
    for offset in [0, 1.0 / 3, 777.777, 123_456.789] {
      VirtualTime.advance(by: offset, step: max(offset, 1.0 / 60))
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.animate(withDuration: 0.3) { v.center = CGPoint(x: 149, y: 5) }
      VirtualTime.advance(by: 0.15)
      positions.insert(v.layer.presentation()!.position.x)
      VirtualTime.advance(by: 0.2)
    }
    #expect(positions.count == 1)
    #expect(abs((positions.first ?? 0) - 77) < 0.01)
  }

  @Test func easeInOutCurveShapesTheProgress() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1) { v.center = CGPoint(x: 105, y: 5) }
    VirtualTime.advance(by: 0.25)
    let x = v.layer.presentation()!.position.x
    // ease-in-out is slower than linear in the first quarter.
    #expect(x > 5 && x < 30)
    VirtualTime.advance(by: 0.25)
    #expect(abs(v.layer.presentation()!.position.x - 55) < 0.01)
    VirtualTime.advance(by: 1)
  }

  @Test func aNewAnimationStartsFromThePresentationValueAndInterruptsTheOld() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 },
      completion: { log.append("first \($0)") })
    VirtualTime.advance(by: 0.5)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 },
      completion: { log.append("second \($0)") })
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.5) < 1e-3)
    VirtualTime.advance(by: 0.5)
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.75) < 1e-3)
    VirtualTime.advance(by: 0.6)
    #expect(log == ["first false", "second true"])
  }

  @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { v.alpha = 0.2 }
      v.center = CGPoint(x: 50, y: 50)
    }
    #expect(v.layer.animationKeys() == ["position"])
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.2) < 1e-6)
    VirtualTime.advance(by: 1.1)
  }

  @Test func zeroDurationStillCallsCompletionOnTheNextTick() {
    let v = UIView()
    var called = false
    UIView.animate(
      withDuration: 0, animations: { v.alpha = 0.5 }, completion: { _ in called = true })
    #expect(!called)
    #expect(v.layer.animationKeys() == nil)
    VirtualTime.advance(by: 0.01)
    #expect(called)
  }

  @Test func delayHoldsTheStartValue() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 })
    VirtualTime.advance(by: 0.4)
    #expect(v.layer.presentation()!.opacity == 1)
    VirtualTime.advance(by: 0.6)
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.5) < 1e-3)
    VirtualTime.advance(by: 1)
  }

  @Test func springAnimationOvershootsAndSettlesOnTheTarget() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var done = false
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      options: [], animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { done = $0 })
    var maxX: CGFloat = 0
    for _ in 0..<60 {
      VirtualTime.advance(by: 1.0 / 60)
      maxX = max(maxX, v.layer.presentation()!.position.x)
    }
    #expect(maxX > 105.5)
    VirtualTime.advance(by: 0.1)
    #expect(done)
    #expect(v.layer.presentation()!.position == CGPoint(x: 105, y: 5))
  }

  @Test func transformAndColorAnimate() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        v.transform = CGAffineTransform(scaleX: 3, y: 3)
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      })
    VirtualTime.advance(by: 0.5)
    let t = v.layer.presentation()!.affineTransform()
    #expect(abs(t.a - 2) < 1e-6 && abs(t.d - 2) < 1e-6)
    #expect(v.transform == CGAffineTransform(scaleX: 3, y: 3))
    VirtualTime.advance(by: 0.6)
  }
}

@MainActor
@Suite(.serialized)
struct RepeatingAnimationTests {
  init() { VirtualTime.start() }

  @Test func autoreverseRunsBackThenShowsTheModelValue() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
      animations: { v.alpha = 0 }, completion: { finished = $0 })
    VirtualTime.advance(by: 0.5)
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.5) < 1e-3)
    VirtualTime.advance(by: 1.0)
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.5) < 1e-3)
    #expect(finished == nil)
    VirtualTime.advance(by: 0.6)
    #expect(finished == true)
    #expect(v.layer.presentation()!.opacity == 0)
  }

  @Test func repeatNeverFinishesUntilReplaced() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .repeat],
      animations: { v.alpha = 0 }, completion: { finished = $0 })
    VirtualTime.advance(by: 3.25)
    #expect(abs(CGFloat(v.layer.presentation()!.opacity) - 0.75) < 1e-3)
    #expect(finished == nil)
    v.alpha = 1  // a direct change ends the running animation
    VirtualTime.advance(by: 0.1)
    #expect(finished == false)
  }
}
