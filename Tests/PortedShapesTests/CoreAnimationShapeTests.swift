// Explicit Core Animation as iOS projects write it: a loading spinner, a shake on a wrong
// password, a "pop" spring, a fade transition and a transaction completion.
import MosaicTesting
import QuartzCore
import Testing
import UIKit

class LoadingSpinnerView: UIView, CAAnimationDelegate {
  private let ring = CALayer()
  private(set) var didStopCalls: [Bool] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.frame = bounds
    ring.borderWidth = 3
    ring.cornerRadius = frame.width / 2
    ring.borderColor = UIColor.systemBlue.cgColor
    layer.addSublayer(ring)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func startAnimating() {
    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
    rotation.fromValue = 0
    rotation.toValue = Double.pi * 2
    rotation.duration = 1
    rotation.repeatCount = .infinity
    rotation.isRemovedOnCompletion = false
    rotation.delegate = self
    ring.add(rotation, forKey: "rotationAnimation")
  }

  func stopAnimating() {
    ring.removeAnimation(forKey: "rotationAnimation")
  }

  var isAnimating: Bool { ring.animation(forKey: "rotationAnimation") != nil }
  var ringAngle: CGFloat {
    let t = ring.presentation()!.transform
    return atan2(t.m12, t.m11)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    didStopCalls.append(flag)
  }
}

extension UIView {
  func shake() {
    let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
    animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
    animation.duration = 0.6
    animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
    layer.add(animation, forKey: "shake")
  }

  func pop(completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setCompletionBlock(completion)
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.8
    spring.toValue = 1.0
    spring.damping = 8
    spring.initialVelocity = 0.5
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: nil)
    CATransaction.commit()
  }
}

@MainActor
@Suite(.serialized) struct CoreAnimationShapeTests {
  // Each test ends by dropping what still runs (endless spinners, scrubbed layers), so
  // suites running alongside never find animations of these tests in the engine.
  init() { VirtualTime.start() }

  @Test func theSpinnerTurnsUntilStopped() {
    defer { VirtualTime.start() }
    let spinner = LoadingSpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    spinner.startAnimating()
    VirtualTime.advance(by: 3.25)
    #expect(spinner.isAnimating)
    #expect(abs(spinner.ringAngle - .pi / 2) < 1e-6)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
    #expect(spinner.didStopCalls == [false])
    #expect(spinner.ringAngle == 0)
  }

  @Test func aShakeMovesThroughItsValuesAndEndsAtRest() {
    defer { VirtualTime.start() }
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.shake()
    VirtualTime.advance(by: 0.075 / 2)
    #expect(abs(field.layer.presentation()!.transform.m41 - 0) < 1e-6)
    VirtualTime.advance(by: 0.075 / 2)
    #expect(abs(field.layer.presentation()!.transform.m41 - 20) < 1e-6)
    VirtualTime.advance(by: 1)
    #expect(field.layer.animationKeys() == nil)
    #expect(CATransform3DIsIdentity(field.layer.presentation()!.transform))
  }

  @Test func aPopsCompletionRunsWhenTheSpringSettles() {
    defer { VirtualTime.start() }
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    var done = false
    badge.pop { done = true }
    VirtualTime.advance(by: 0.05)
    #expect(!done)
    let scale = badge.layer.presentation()!.transform.m11
    #expect(scale > 0.8 && scale < 1)
    VirtualTime.advance(by: 3)
    #expect(done)
  }

  @Test func aFadeTransitionFadesTheNewText() {
    defer { VirtualTime.start() }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let transition = CATransition()
    transition.type = .fade
    transition.duration = 0.3
    transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    label.layer.add(transition, forKey: kCATransition)
    label.text = "Updated"
    VirtualTime.advance(by: 0.15)
    #expect(abs(label.layer.presentation()!.opacity - 0.5) < 1e-6)
  }
}
