// A skeleton-loading shimmer and a pulsing shadow, as iOS projects write them: a gradient
// sweeping its locations across a placeholder, and a card whose shadow breathes.
import MosaicTesting
import QuartzCore
import Testing
import UIKit

class ShimmerView: UIView {
  private let gradientLayer = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.85, alpha: 1)
    gradientLayer.frame = bounds
    gradientLayer.startPoint = CGPoint(x: 0.0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1.0, y: 0.5)
    gradientLayer.colors = [
      UIColor(white: 0.85, alpha: 1).cgColor,
      UIColor(white: 0.95, alpha: 1).cgColor,
      UIColor(white: 0.85, alpha: 1).cgColor,
    ]
    gradientLayer.locations = [0.0, 0.5, 1.0]
    layer.addSublayer(gradientLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func startShimmering() {
    let animation = CABasicAnimation(keyPath: "locations")
    animation.fromValue = [-1.0, -0.5, 0.0]
    animation.toValue = [1.0, 1.5, 2.0]
    animation.duration = 1.5
    animation.repeatCount = .infinity
    gradientLayer.add(animation, forKey: "shimmerAnimation")
  }

  func stopShimmering() {
    gradientLayer.removeAnimation(forKey: "shimmerAnimation")
  }

  var presentedLocations: [Double] {
    let presented = gradientLayer.presentation() as? CAGradientLayer
    return presented?.locations?.map { $0.doubleValue } ?? []
  }
}

extension UIView {
  func pulseShadow() {
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 4
    let pulse = CABasicAnimation(keyPath: "shadowRadius")
    pulse.fromValue = 4
    pulse.toValue = 12
    pulse.duration = 0.8
    pulse.autoreverses = true
    pulse.repeatCount = .greatestFiniteMagnitude
    pulse.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(pulse, forKey: "pulse")
  }
}

@MainActor
@Suite(.serialized) struct ShimmerShapeTests {
  init() { VirtualTime.start() }

  @Test func theShimmerSweepsItsHighlightAcrossAndStopsWhenAsked() {
    defer { VirtualTime.start() }
    let placeholder = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    placeholder.startShimmering()
    VirtualTime.advance(by: 0.75, step: 0.75)
    let mid = placeholder.presentedLocations
    #expect(mid.count == 3)
    #expect(zip(mid, [0.0, 0.5, 1.0]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(mid)")
    // Half way, the highlight is in the middle of the placeholder: lighter than its edges.
    let image = placeholder.renderedImage(scale: 1)
    let centre = image.pixel(x: 100, y: 10)!
    let edge = image.pixel(x: 2, y: 10)!
    #expect(centre.red > edge.red + 15, "\(centre) vs \(edge)")
    VirtualTime.advance(by: 1.5 * 3, step: 0.5)
    #expect(placeholder.layer.sublayers?.first?.animation(forKey: "shimmerAnimation") != nil)
    placeholder.stopShimmering()
    #expect(placeholder.presentedLocations == [0.0, 0.5, 1.0])
  }

  @Test func aPulsingShadowBreathesBetweenItsRadii() {
    defer { VirtualTime.start() }
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
    card.backgroundColor = .white
    card.pulseShadow()
    VirtualTime.advance(by: 0.4, step: 0.4)
    #expect(abs(card.layer.presentation()!.shadowRadius - 8) < 1e-6)
    VirtualTime.advance(by: 0.8, step: 0.4)
    #expect(abs(card.layer.presentation()!.shadowRadius - 8) < 1e-6, "on the way back")
    #expect(card.layer.shadowRadius == 4)
  }
}
