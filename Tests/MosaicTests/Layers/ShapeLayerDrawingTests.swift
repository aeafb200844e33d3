import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// The pixels of `actions` drawn by Core Graphics into a transparent `size` image at scale 1.
@MainActor
func referencePixels(size: CGSize, _ actions: (CGContext) -> Void) -> [UInt32] {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  let image = UIGraphicsImageRenderer(
    bounds: CGRect(origin: .zero, size: size), format: format
  ).image { actions($0.cgContext) }
  return image.cgImage!.premultipliedARGBPixels()
}

/// Packed premultiplied ARGB of one pixel of a frame `width` pixels wide.
func argb(_ pixels: [UInt32], width: Int, _ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }

@MainActor
struct ShapeLayerDrawingTests {
  init() { VirtualTime.start() }

  /// A star-and-circle path that crosses itself, so fill rules differ.
  static func starPath() -> CGPath {
    let path = CGMutablePath()
    let c = CGPoint(x: 50, y: 50)
    for k in 0..<5 {
      let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
      let p = CGPoint(x: c.x + 40 * cos(a), y: c.y + 40 * sin(a))
      if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: 35, y: 35, width: 30, height: 30))
    return path
  }

  @Test func aFilledAndStrokedPathHasTheSamePixelsAsCoreGraphics() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let shape = CAShapeLayer()
    // Zero bounds: the path is drawn around the layer's origin, outside its bounds.
    shape.position = .zero
    shape.anchorPoint = .zero
    shape.path = Self.starPath()
    shape.fillColor = UIColor.red.cgColor
    shape.fillRule = .evenOdd
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 3
    shape.lineJoin = .round
    shape.lineCap = .square
    shape.lineDashPattern = [8, 4]
    shape.lineDashPhase = 2
    root.addSublayer(shape)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100), transparent: true)
    frame.render(layer: root)
    let expected = referencePixels(size: CGSize(width: 100, height: 100)) { ctx in
      ctx.addPath(Self.starPath())
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fillPath(using: .evenOdd)
      ctx.addPath(Self.starPath())
      ctx.setStrokeColor(UIColor.blue.cgColor)
      ctx.setLineWidth(3)
      ctx.setLineJoin(.round)
      ctx.setLineCap(.square)
      ctx.setLineDash(phase: 2, lengths: [8, 4])
      ctx.strokePath()
    }
    let actual = frame.pixels()
    #expect(actual.count == expected.count)
    #expect(actual == expected)
    // The pentagram alone: the even-odd rule leaves its middle unfilled, non-zero fills it.
    let pentagram = CGMutablePath()
    pentagram.addLines(between: Array(Self.starPath().polygons()[0].prefix(5)))
    pentagram.closeSubpath()
    shape.path = pentagram
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0)
    shape.fillRule = .nonZero
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFFFF_0000)
  }

  /// A horizontal 10-point line from x = 10 to x = 90 at y = 50, blue, no fill.
  private func lineScene() -> (CALayer, CAShapeLayer, OffscreenFrame) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = UIColor.white.cgColor
    let shape = CAShapeLayer()
    shape.anchorPoint = .zero
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 50))
    path.addLine(to: CGPoint(x: 90, y: 50))
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 10
    shape.lineJoin = .round
    root.addSublayer(shape)
    return (root, shape, OffscreenFrame(size: CGSize(width: 100, height: 100)))
  }

  /// Which columns of row 50 are blue.
  private func blueColumns(_ frame: OffscreenFrame) -> [Int] {
    let pixels = frame.pixels()
    return (0..<100).filter { argb(pixels, width: 100, $0, 50) == 0xFF00_00FF }
  }

  @Test func strokeStartAndEndDrawThatFractionOfTheLength() {
    let (root, shape, frame) = lineScene()
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(10..<90))
    shape.strokeEnd = 0.5
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(10..<50))
    shape.strokeStart = 0.25
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(30..<50))
    // An empty or inverted range draws nothing; values outside 0…1 are clamped.
    shape.strokeStart = 0.6
    frame.render(layer: root)
    #expect(blueColumns(frame).isEmpty)
    shape.strokeStart = -1
    shape.strokeEnd = 2
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(10..<90))
  }

  @Test func aClosedSubpathDrawnWholeKeepsItsJoinAndAPartialOneIsOpen() {
    let square = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
    let shape = CAShapeLayer()
    shape.path = square
    shape.fillColor = nil
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 8
    shape.strokeEnd = 0.9999999
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(shape)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100), transparent: true)
    frame.render(layer: root)
    // Nearly all of it: the starting corner (20, 20) has no miter join.
    #expect(argb(frame.pixels(), width: 100, 17, 17) == 0)
    shape.strokeEnd = 1
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 17, 17) == 0xFF00_00FF)
  }

  @Test func changingStrokeEndDamagesOnlyTheShape() {
    let (root, shape, frame) = lineScene()
    let far = CALayer()
    far.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    far.backgroundColor = UIColor.green.cgColor
    root.addSublayer(far)
    frame.render(layer: root)
    shape.strokeEnd = 0.5
    #expect(frame.render(layer: root))
    // The path's box (10, 50)–(90, 50) widened by 1.5 half line widths and a point
    // (1.5, 41.5, 97, 17), two device pixels for antialiasing, whole pixels, clipped.
    #expect(frame.lastDamage == [CGRect(x: 0, y: 39, width: 100, height: 22)])
    #expect(!frame.render(layer: root))
  }

  @Test func strokeEndAnimatesInsideAnAnimationBlock() {
    final class RingView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    let view = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let shape = view.layer as! CAShapeLayer
    shape.strokeEnd = 0
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      shape.strokeEnd = 1
      shape.lineWidth = 5
    }
    #expect(shape.strokeEnd == 1)
    #expect(shape.animationKeys() == ["lineWidth", "strokeEnd"])
    VirtualTime.advance(by: 0.25)
    let presented = shape.presentation() as? CAShapeLayer
    #expect(abs((presented?.strokeEnd ?? 0) - 0.25) < 1e-9)
    #expect(abs((presented?.lineWidth ?? 0) - 2) < 1e-9)
    VirtualTime.advance(by: 1)
    #expect((shape.presentation() as? CAShapeLayer)?.strokeEnd == 1)
    #expect(shape.animationKeys() == nil)
  }

  @Test func anExplicitStrokeEndAnimationDrawsTheFractionItHasReached() {
    VirtualTime.start()
    defer { VirtualTime.start() }
    let (root, shape, frame) = lineScene()
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 1
    grow.duration = 1
    grow.timingFunction = CAMediaTimingFunction(name: .linear)
    shape.add(grow, forKey: "grow")
    VirtualTime.advance(by: 0.5)
    #expect(shape.strokeEnd == 1, "the model value stays")
    #expect(abs(((shape.presentation() as? CAShapeLayer)?.strokeEnd ?? 0) - 0.5) < 1e-9)
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(10..<50))
    VirtualTime.advance(by: 1)
    frame.render(layer: root)
    #expect(blueColumns(frame) == Array(10..<90))
  }

  @Test func aPathlessOrNonFiniteShapeDrawsNothingAndDoesNotTrap() {
    let shape = CAShapeLayer()
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = .nan
    shape.strokeEnd = .infinity
    #expect(shape.lineWidth == 1)
    #expect(shape.strokeEnd == 1)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    shape.path = path
    shape.strokeEnd = 0.5
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    root.addSublayer(shape)
    let frame = OffscreenFrame(size: CGSize(width: 20, height: 20), transparent: true)
    frame.render(layer: root)
    #expect(frame.pixels().count == 400)
  }
}
