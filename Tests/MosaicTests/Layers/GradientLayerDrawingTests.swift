import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct GradientLayerDrawingTests {
  init() { VirtualTime.start() }

  private func render(_ layer: CALayer, size: CGSize) -> [UInt32] {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    layer.frame = root.bounds
    root.addSublayer(layer)
    let frame = OffscreenFrame(size: size, transparent: true)
    frame.render(layer: root)
    return frame.pixels()
  }

  @Test func anAxialGradientHasTheSamePixelsAsACoreGraphicsGradient() {
    let layer = CAGradientLayer()
    layer.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    layer.locations = [0, 0.3, 1]
    layer.startPoint = CGPoint(x: 0, y: 0)
    layer.endPoint = CGPoint(x: 1, y: 1)
    let size = CGSize(width: 64, height: 48)
    let actual = render(layer, size: size)
    let expected = referencePixels(size: size) { ctx in
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor] as CFArray,
        locations: [0, 0.3, 1])!
      ctx.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 64, y: 48),
        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
    #expect(actual == expected)
    // Pixel centres sit just inside the ends: nearly pure red and blue.
    #expect(argb(actual, width: 64, 0, 0) >> 16 & 0xFF > 0xF0)
    #expect(argb(actual, width: 64, 63, 47) & 0xFF > 0xF0)
  }

  @Test func theDefaultGradientRunsTopToBottomAndMismatchedLocationsAreIgnored() {
    let layer = CAGradientLayer()
    #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(layer.type == .axial)
    layer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    layer.locations = [0, 0.5, 1]  // three locations for two colors: spread evenly instead
    let pixels = render(layer, size: CGSize(width: 10, height: 101))
    // Row 50's centre is at 50.5 of 101: just past halfway from white to black.
    let middle = argb(pixels, width: 10, 5, 50) & 0xFF
    #expect(middle == 0x7F || middle == 0x80)
    #expect(argb(pixels, width: 10, 5, 0) & 0xFF > 0xFA)
    #expect(argb(pixels, width: 10, 5, 100) & 0xFF < 0x05)
  }

  @Test func aRadialGradientIsAnEllipseFromStartPointToEndPoint() {
    let layer = CAGradientLayer()
    layer.type = .radial
    layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 1)
    let pixels = render(layer, size: CGSize(width: 100, height: 50))
    // The centre is red; along the ellipse's axes the edge is blue at the same fraction.
    #expect(argb(pixels, width: 100, 50, 25) & 0x00FF_0000 > 0x00F0_0000)
    let alongX = argb(pixels, width: 100, 74, 25)
    let alongY = argb(pixels, width: 100, 50, 12)
    #expect(abs(Int(alongX & 0xFF) - Int(alongY & 0xFF)) <= 6)
    #expect(argb(pixels, width: 100, 99, 25) & 0xFF > 0xF0)
    #expect(argb(pixels, width: 100, 0, 0) == 0xFF00_00FF)
  }

  @Test func aConicGradientTurnsClockwiseFromTheEndPointDirection() {
    let layer = CAGradientLayer()
    layer.type = .conic
    layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    let pixels = render(layer, size: CGSize(width: 100, height: 100))
    func blue(_ x: Int, _ y: Int) -> Int { Int(argb(pixels, width: 100, x, y) & 0xFF) }
    // A quarter turn (below the centre, y pointing down), half, three quarters.
    #expect(abs(blue(50, 90) - 64) <= 4)
    #expect(abs(blue(10, 50) - 128) <= 4)
    #expect(abs(blue(50, 10) - 191) <= 4)
    // Just past the start direction red, just before it blue.
    #expect(blue(90, 52) < 10)
    #expect(blue(90, 48) > 245)
    #expect(argb(pixels, width: 100, 90, 90) >> 24 == 0xFF)
  }

  @Test func startPointAnimatesInsideAnAnimationBlock() {
    final class BackgroundView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let view = BackgroundView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let gradient = view.layer as! CAGradientLayer
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      gradient.startPoint = CGPoint(x: 1, y: 0)
    }
    VirtualTime.advance(by: 0.5)
    #expect((gradient.presentation() as? CAGradientLayer)?.startPoint == CGPoint(x: 0.75, y: 0))
    VirtualTime.advance(by: 1)
    #expect((gradient.presentation() as? CAGradientLayer)?.startPoint == CGPoint(x: 1, y: 0))
  }
}
