// Core Animation layer classes as iOS projects use them: a circular progress ring drawn by a
// CAShapeLayer whose strokeEnd follows the progress, and a view backed by a CAGradientLayer.
import MosaicTesting
import QuartzCore
import Testing
import UIKit

/// A circular progress indicator: a grey track and a tinted ring over it.
final class CircularProgressView: UIView {
  private let trackLayer = CAShapeLayer()
  private let progressLayer = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet { progressLayer.strokeEnd = max(0, min(1, progress)) }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.fillColor = UIColor.clear.cgColor
    trackLayer.strokeColor = UIColor.lightGray.cgColor
    trackLayer.lineWidth = 8
    progressLayer.fillColor = UIColor.clear.cgColor
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.lineWidth = 8
    progressLayer.lineCap = .round
    progressLayer.strokeEnd = 0
    layer.addSublayer(trackLayer)
    layer.addSublayer(progressLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2 - 8
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    trackLayer.path = path.cgPath
    progressLayer.path = path.cgPath
    trackLayer.frame = bounds
    progressLayer.frame = bounds
  }
}

/// A header whose background is a gradient layer.
final class GradientBackgroundView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite struct ProgressRingShapeTests {
  @Test func theRingShowsItsProgress() throws {
    let ring = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.backgroundColor = .white
    ring.layoutIfNeeded()
    // Top of the ring (where it starts) and bottom (half way round), clockwise.
    var image = ring.renderedImage(scale: 1)
    let grey = try #require(image.pixel(x: 50, y: 92))
    #expect(grey.red == grey.blue && grey.red < 0xE0)
    ring.progress = 0.75
    image = ring.renderedImage(scale: 1)
    let bottom = try #require(image.pixel(x: 50, y: 92))
    #expect(bottom.blue > 0xF0 && bottom.red < 0x20)
    let left = try #require(image.pixel(x: 8, y: 50))
    #expect(left.blue > 0xF0 && left.red < 0x20)
    // Three quarters round ends at the left; the top-left quarter is still grey.
    let topLeft = try #require(image.pixel(x: 21, y: 21))
    #expect(topLeft.red == topLeft.blue)
  }

  @Test func aGradientBackedView() throws {
    let header = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(header.layer is CAGradientLayer)
    let image = header.renderedImage(scale: 1)
    let left = try #require(image.pixel(x: 0, y: 5))
    let right = try #require(image.pixel(x: 99, y: 5))
    #expect(left.blue > right.blue)
    #expect(right.green > left.green)
  }
}
