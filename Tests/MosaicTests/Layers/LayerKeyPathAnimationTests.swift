import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// The largest difference of one 8-bit channel between two frames of the same size.
func maxChannelDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
  guard a.count == b.count else { return 256 }
  var worst = 0
  for (p, q) in zip(a, b) where p != q {
    for shift in stride(from: 0, to: 32, by: 8) {
      worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
    }
  }
  return worst
}

/// Explicit animations of the key paths beyond position, bounds, transform and opacity: each
/// presented value at given times, and frames drawn mid-way (through damage tracking) that
/// equal the same scene standing still at the mid-way value.
@MainActor
@Suite(.serialized)
struct LayerKeyPathAnimationTests {
  init() { VirtualTime.start() }

  func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = 1
    return a
  }

  func held(_ a: CABasicAnimation) -> CABasicAnimation {
    a.fillMode = .forwards
    a.isRemovedOnCompletion = false
    return a
  }

  /// A white 100×100 root with `target` built by `make` in it.
  func scene(_ make: (CALayer) -> CALayer) -> (CALayer, CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero
    root.backgroundColor = UIColor.white.cgColor
    return (root, make(root))
  }

  func square(in root: CALayer, _ color: UIColor = .blue) -> CALayer {
    let l = CALayer()
    l.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    l.backgroundColor = color.cgColor
    root.addSublayer(l)
    return l
  }

  func fresh(_ root: CALayer) -> [UInt32] {
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root, force: true)
    return frame.pixels()
  }

  /// Draws the scene `make` builds in one frame buffer before, a quarter of the way through
  /// and half way through `animation` on its target, and after it ended; returns how far the
  /// half-way frame is from the scene made still with `midway`, and the last frame from the
  /// scene as the model has it.
  func midwayAndEnd(
    _ make: (CALayer) -> CALayer, _ animation: CAAnimation, midway: (CALayer) -> Void
  ) -> (mid: Int, end: Int) {
    defer { VirtualTime.start() }
    let (root, target) = scene(make)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    target.add(animation, forKey: "k")
    frame.render(layer: root)
    VirtualTime.advance(by: 0.25, step: 0.25)
    frame.render(layer: root)
    VirtualTime.advance(by: 0.25, step: 0.25)
    frame.render(layer: root)
    let mid = frame.pixels()
    let (stillRoot, stillTarget) = scene(make)
    midway(stillTarget)
    let midDifference = maxChannelDifference(mid, fresh(stillRoot))
    VirtualTime.advance(by: 1, step: 0.5)
    frame.render(layer: root)
    let (modelRoot, _) = scene(make)
    return (midDifference, maxChannelDifference(frame.pixels(), fresh(modelRoot)))
  }

  // MARK: Presented values

  @Test func calayerKeyPathsPresentTheirValueAtAQuarter() {
    defer { VirtualTime.start() }
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    let cases: [(String, Any, Any, (CALayer) -> Bool)] = [
      (
        "anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0.5),
        {
          near($0.anchorPoint.x, 0.25) && near($0.anchorPoint.y, 0.125)
        }
      ),
      ("anchorPoint.y", 0.0, 1.0, { near($0.anchorPoint.y, 0.25) && $0.anchorPoint.x == 0.5 }),
      ("zPosition", 0, 8, { near($0.zPosition, 2) }),
      ("shadowRadius", 0, 8, { near($0.shadowRadius, 2) }),
      (
        "shadowOffset", CGSize(width: 0, height: 0), CGSize(width: 4, height: -8),
        {
          near($0.shadowOffset.width, 1) && near($0.shadowOffset.height, -2)
        }
      ),
      ("shadowOffset.height", 0, 4, { near($0.shadowOffset.height, 1) }),
      (
        "shadowColor", UIColor.red.cgColor, UIColor.blue.cgColor,
        { p in
          let c = UIColor(cgColor: p.shadowColor!).rgbaValue
          return near(c.r, 0.75) && near(c.g, 0) && near(c.b, 0.25) && near(c.a, 1)
        }
      ),
      (
        "contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1),
        CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
        {
          near($0.contentsRect.minX, 0.125) && near($0.contentsRect.width, 0.875)
        }
      ),
      (
        "sublayerTransform.scale", 1, 3,
        {
          near($0.sublayerTransform.m11, 1.5) && near($0.sublayerTransform.m22, 1.5)
        }
      ),
      ("sublayerTransform.translation.x", 0, 20, { near($0.sublayerTransform.m41, 5) }),
      ("bounds.origin.x", 0, 40, { near($0.bounds.minX, 10) && $0.bounds.width == 40 }),
      ("cornerRadius", 0, 8, { near($0.cornerRadius, 2) }),
      (
        "shadowPath", CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
        CGPath(rect: CGRect(x: 40, y: 0, width: 30, height: 10), transform: nil),
        { p in
          let box = p.shadowPath?.boundingBox ?? .null
          return near(box.minX, 10) && near(box.width, 15) && near(box.height, 10)
        }
      ),
      ("borderWidth", 0, 4, { near($0.borderWidth, 1) }),
      ("shadowOpacity", 0, 1, { near(CGFloat($0.shadowOpacity), 0.25) }),
    ]
    for (keyPath, from, to, check) in cases {
      l.add(basic(keyPath, from: from, to: to), forKey: keyPath)
      VirtualTime.advance(by: 0.25)
      #expect(check(l.presentation()!), "\(keyPath)")
      l.removeAllAnimations()
    }
    #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5), "the model stays")
    #expect(l.shadowRadius == 3 && l.zPosition == 0)
  }

  @Test func yesOrNoPropertiesChangeOnlyAtTheEnd() {
    defer { VirtualTime.start() }
    let l = CALayer()
    l.add(held(basic("hidden", from: false, to: true)), forKey: "hide")
    l.add(held(basic("masksToBounds", from: false, to: true)), forKey: "clip")
    l.add(held(basic("doubleSided", from: true, to: false)), forKey: "sides")
    VirtualTime.advance(by: 0.5)
    #expect(l.presentation()!.isHidden == false)
    VirtualTime.advance(by: 0.45)
    let late = l.presentation()!
    #expect(!late.isHidden && !late.masksToBounds && late.isDoubleSided)
    VirtualTime.advance(by: 0.1)
    let after = l.presentation()!
    #expect(after.isHidden && after.masksToBounds && !after.isDoubleSided)
    #expect(!l.isHidden && !l.masksToBounds && l.isDoubleSided)
  }

  @Test func gradientColorsLocationsAndPointsInterpolate() {
    defer { VirtualTime.start() }
    let g = CAGradientLayer()
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    g.add(basic("colors", from: nil, to: [UIColor.blue.cgColor, UIColor.red.cgColor]), forKey: "c")
    g.add(basic("locations", from: [0, 1], to: [0.5, 1]), forKey: "l")
    g.add(basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "s")
    g.add(basic("endPoint", from: nil, to: CGPoint(x: 0.5, y: 0)), forKey: "e")
    VirtualTime.advance(by: 0.25)
    let p = g.presentation() as! CAGradientLayer
    let colors = (p.colors as! [CGColor]).map { UIColor(cgColor: $0).rgbaValue }
    #expect(colors.count == 2)
    #expect(near(colors[0].r, 0.75) && near(colors[0].b, 0.25))
    #expect(near(colors[1].r, 0.25) && near(colors[1].b, 0.75))
    #expect(near(CGFloat(p.locations![0].doubleValue), 0.125))
    #expect(near(p.startPoint.x, 0.25))
    #expect(near(p.endPoint.y, 0.75), "from the model end point (0.5, 1)")
    #expect(g.locations == nil && g.startPoint == CGPoint(x: 0.5, y: 0))
  }

  @Test func gradientColorsOfAnotherCountChangeAtTheEnd() {
    defer { VirtualTime.start() }
    let g = CAGradientLayer()
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let three = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    g.add(held(basic("colors", from: nil, to: three)), forKey: "c")
    VirtualTime.advance(by: 0.9)
    let during = (g.presentation() as! CAGradientLayer).colors as! [CGColor]
    #expect(
      during.map { UIColor(cgColor: $0).rgbaValue } == [
        UIColor.red.rgbaValue, UIColor.blue.rgbaValue,
      ])
    VirtualTime.advance(by: 0.2)
    let after = (g.presentation() as! CAGradientLayer).colors as! [CGColor]
    #expect(after.count == 3)
    #expect(UIColor(cgColor: after[1]).rgbaValue == UIColor.green.rgbaValue)
  }

  @Test func replicatorTextAndShapeValuesInterpolate() {
    defer { VirtualTime.start() }
    let r = CAReplicatorLayer()
    r.add(
      basic(
        "instanceTransform", from: CATransform3DIdentity,
        to: CATransform3DMakeTranslation(20, 0, 0)), forKey: "t")
    r.add(basic("instanceDelay", from: 0, to: 1), forKey: "d")
    r.add(basic("instanceRedOffset", from: 0, to: -0.5), forKey: "r")
    r.add(basic("instanceAlphaOffset", from: 0, to: -1), forKey: "a")
    r.add(
      basic("instanceColor", from: UIColor.white.cgColor, to: UIColor.black.cgColor), forKey: "c")
    let text = CATextLayer()
    text.add(basic("fontSize", from: 10, to: 30), forKey: "f")
    text.add(
      basic("foregroundColor", from: UIColor.white.cgColor, to: UIColor.black.cgColor), forKey: "c")
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    shape.add(
      basic(
        "path", from: nil,
        to: CGPath(rect: CGRect(x: 40, y: 40, width: 40, height: 40), transform: nil)),
      forKey: "p")
    shape.add(basic("miterLimit", from: 10, to: 2), forKey: "m")
    VirtualTime.advance(by: 0.25)
    let pr = r.presentation() as! CAReplicatorLayer
    #expect(near(pr.instanceTransform.m41, 5))
    #expect(near(pr.instanceDelay, 0.25))
    #expect(
      near(CGFloat(pr.instanceRedOffset), -0.125) && near(CGFloat(pr.instanceAlphaOffset), -0.25))
    #expect(near(UIColor(cgColor: pr.instanceColor!).rgbaValue.g, 0.75))
    let pt = text.presentation() as! CATextLayer
    #expect(near(pt.fontSize, 15))
    #expect(near(UIColor(cgColor: pt.foregroundColor!).rgbaValue.r, 0.75))
    let ps = shape.presentation() as! CAShapeLayer
    let box = ps.path!.boundingBox
    #expect(near(box.minX, 10) && near(box.minY, 10) && near(box.width, 25) && near(box.height, 25))
    #expect(near(ps.miterLimit, 8))
    #expect(shape.path!.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func pathsOfDifferentStructureChangeAtTheEnd() {
    defer { VirtualTime.start() }
    let shape = CAShapeLayer()
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    let circle = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
    shape.path = square
    shape.add(held(basic("path", from: nil, to: circle)), forKey: "p")
    VirtualTime.advance(by: 0.9)
    #expect((shape.presentation() as! CAShapeLayer).path!.boundingBox == square.boundingBox)
    VirtualTime.advance(by: 0.2)
    #expect((shape.presentation() as! CAShapeLayer).path!.boundingBox == circle.boundingBox)
  }

  @Test func unknownKeyPathsAndKeyPathsOfOtherLayerClassesAreIgnored() {
    defer { VirtualTime.start() }
    let make = { (root: CALayer) -> CALayer in self.square(in: root) }
    let group = CAAnimationGroup()
    group.animations = [
      basic("shadowBlur", from: 0, to: 10), basic("colors", from: nil, to: [UIColor.red.cgColor]),
      basic("instanceTransform", from: nil, to: CATransform3DMakeTranslation(20, 0, 0)),
      basic("fontSize", from: 1, to: 50),
    ]
    group.duration = 1
    let (mid, end) = midwayAndEnd(make, group) { _ in }
    #expect(mid == 0 && end == 0)
  }

  // MARK: Pixels

  @Test func aShadowMidwayThroughItsRadiusIsDrawnAsThatRadius() {
    let make = { (root: CALayer) -> CALayer in
      let l = self.square(in: root)
      l.shadowOpacity = 1
      l.shadowOffset = CGSize(width: 4, height: 4)
      l.shadowRadius = 0
      return l
    }
    let (mid, end) = midwayAndEnd(make, basic("shadowRadius", from: 0, to: 16)) {
      $0.shadowRadius = 8
    }
    #expect(mid <= 1, "differs by \(mid)")
    #expect(end == 0)
  }

  @Test func shadowOffsetAndColorMoveAndTintTheShadow() {
    let make = { (root: CALayer) -> CALayer in
      let l = self.square(in: root)
      l.shadowOpacity = 1
      l.shadowRadius = 2
      return l
    }
    let group = CAAnimationGroup()
    group.animations = [
      basic("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 20, height: 10)),
      basic("shadowColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor),
    ]
    group.duration = 1
    let (mid, end) = midwayAndEnd(make, group) {
      $0.shadowOffset = CGSize(width: 10, height: 5)
      $0.shadowColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    }
    #expect(mid <= 1, "differs by \(mid)")
    #expect(end == 0)
  }

  @Test func anAnimatedAnchorPointMovesTheLayer() {
    let make = { (root: CALayer) -> CALayer in self.square(in: root) }
    let (mid, end) = midwayAndEnd(
      make, basic("anchorPoint", from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0, y: 0))
    ) { $0.anchorPoint = CGPoint(x: 0.25, y: 0.25) }
    #expect(mid <= 1, "differs by \(mid)")
    #expect(end == 0)
    // Where the square is half way: position (50, 50) less a quarter of its size.
    defer { VirtualTime.start() }
    let (root, target) = scene { self.square(in: $0) }
    target.add(
      basic("anchorPoint", from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0, y: 0)), forKey: "a")
    VirtualTime.advance(by: 0.5, step: 0.5)
    let pixels = fresh(root)
    #expect(argb(pixels, width: 100, 40, 40) == 0xFF00_00FF)
    #expect(argb(pixels, width: 100, 39, 50) == 0xFFFF_FFFF)
    #expect(argb(pixels, width: 100, 79, 79) == 0xFF00_00FF)
    #expect(argb(pixels, width: 100, 80, 60) == 0xFFFF_FFFF)
  }

  @Test func anAnimatedZPositionReordersSiblings() {
    defer { VirtualTime.start() }
    let (root, red) = scene { self.square(in: $0, .red) }
    let blue = CALayer()
    blue.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
    blue.backgroundColor = UIColor.blue.cgColor
    root.addSublayer(blue)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 60, 60) == 0xFF00_00FF, "blue above, in list order")
    red.add(basic("zPosition", from: -1, to: 1), forKey: "z")
    VirtualTime.advance(by: 0.25, step: 0.25)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 60, 60) == 0xFF00_00FF, "z −0.5: still below")
    VirtualTime.advance(by: 0.5, step: 0.5)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 60, 60) == 0xFFFF_0000, "z 0.5: above")
    VirtualTime.advance(by: 0.5, step: 0.5)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 60, 60) == 0xFF00_00FF, "ended: list order again")
  }

  @Test func gradientColorsMidwayAreDrawnAsTheMixedColors() {
    let make = { (root: CALayer) -> CALayer in
      let g = CAGradientLayer()
      g.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
      g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      g.startPoint = CGPoint(x: 0, y: 0.5)
      g.endPoint = CGPoint(x: 1, y: 0.5)
      root.addSublayer(g)
      return g
    }
    let group = CAAnimationGroup()
    group.animations = [
      basic("colors", from: nil, to: [UIColor.blue.cgColor, UIColor.green.cgColor]),
      basic("locations", from: [0, 1], to: [0.5, 1]),
    ]
    group.duration = 1
    let (mid, end) = midwayAndEnd(make, group) {
      let g = $0 as! CAGradientLayer
      g.colors = [
        CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
        CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1),
      ]
      g.locations = [0.25, 1]
    }
    #expect(mid <= 1, "differs by \(mid)")
    #expect(end == 0)
  }

  @Test func sublayerTransformContentsRectReplicatorAndPathDrawTheirMidwayValues() {
    // A sublayer transform moving the sublayers.
    let container = { (root: CALayer) -> CALayer in
      let c = CALayer()
      c.frame = root.bounds
      root.addSublayer(c)
      _ = self.square(in: c)
      return c
    }
    var result = midwayAndEnd(container, basic("sublayerTransform.translation.x", from: 0, to: 40))
    {
      $0.sublayerTransform = CATransform3DMakeTranslation(20, 0, 0)
    }
    #expect(result.mid <= 1 && result.end == 0, "sublayerTransform: \(result)")

    // A contents rectangle sliding over a two-color image.
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      UIColor.blue.setFill()
      ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
    }
    let sprite = { (root: CALayer) -> CALayer in
      let l = self.square(in: root, .white)
      l.contents = image.cgImage
      l.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
      return l
    }
    result = midwayAndEnd(
      sprite,
      basic(
        "contentsRect", from: CGRect(x: 0, y: 0, width: 0.5, height: 1),
        to: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
    ) { $0.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1) }
    #expect(result.mid <= 1 && result.end == 0, "contentsRect: \(result)")

    // Replicated copies spreading out.
    let replicator = { (root: CALayer) -> CALayer in
      let r = CAReplicatorLayer()
      r.frame = root.bounds
      r.instanceCount = 3
      let dot = CALayer()
      dot.frame = CGRect(x: 10, y: 40, width: 10, height: 10)
      dot.backgroundColor = UIColor.red.cgColor
      r.addSublayer(dot)
      root.addSublayer(r)
      return r
    }
    result = midwayAndEnd(
      replicator,
      basic("instanceTransform", from: nil, to: CATransform3DMakeTranslation(40, 0, 0))
    ) { ($0 as! CAReplicatorLayer).instanceTransform = CATransform3DMakeTranslation(20, 0, 0) }
    #expect(result.mid <= 1 && result.end == 0, "instanceTransform: \(result)")

    // A square path growing.
    let shape = { (root: CALayer) -> CALayer in
      let s = CAShapeLayer()
      s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
      s.fillColor = UIColor.blue.cgColor
      root.addSublayer(s)
      return s
    }
    result = midwayAndEnd(
      shape,
      basic(
        "path", from: nil,
        to: CGPath(rect: CGRect(x: 50, y: 50, width: 40, height: 40), transform: nil))
    ) {
      ($0 as! CAShapeLayer).path = CGPath(
        rect: CGRect(x: 30, y: 30, width: 30, height: 30), transform: nil)
    }
    #expect(result.mid <= 1 && result.end == 0, "path: \(result)")
  }

  @Test func anAnimatedFontSizeRedrawsTheText() {
    let make = { (root: CALayer) -> CALayer in
      let t = CATextLayer()
      t.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      t.string = "Ag"
      t.fontSize = 10
      t.foregroundColor = UIColor.black.cgColor
      root.addSublayer(t)
      return t
    }
    let (mid, end) = midwayAndEnd(make, basic("fontSize", from: 10, to: 50)) {
      ($0 as! CATextLayer).fontSize = 30
    }
    #expect(mid <= 1, "differs by \(mid)")
    #expect(end == 0)
  }

  @Test func aLayerHiddenByAnAnimationDisappearsAtItsEnd() {
    defer { VirtualTime.start() }
    let (root, target) = scene { self.square(in: $0) }
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    target.add(held(basic("hidden", from: false, to: true)), forKey: "h")
    VirtualTime.advance(by: 0.5, step: 0.5)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFF00_00FF)
    VirtualTime.advance(by: 0.75, step: 0.75)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFFFF_FFFF)
    target.removeAnimation(forKey: "h")
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFF00_00FF)
    // The other way: a hidden layer shown by an animation held at its end.
    target.isHidden = true
    target.add(held(basic("hidden", from: true, to: false)), forKey: "show")
    VirtualTime.advance(by: 1.25, step: 0.5)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFF00_00FF)
  }

  @Test func valuesThatAreNotFiniteDrawNothingWrongAndDoNotTrap() {
    defer { VirtualTime.start() }
    let (root, target) = scene { self.square(in: $0) }
    let inner = CALayer()
    inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    inner.backgroundColor = UIColor.red.cgColor
    target.addSublayer(inner)
    let after = CALayer()
    after.frame = CGRect(x: 80, y: 80, width: 10, height: 10)
    after.backgroundColor = UIColor.green.cgColor
    root.addSublayer(after)
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 80, width: 10, height: 10), transform: nil)
    shape.strokeColor = UIColor.black.cgColor
    root.insertSublayer(shape, below: after)
    let nan = CGFloat.nan
    target.shadowOpacity = 1
    target.add(basic("shadowOffset", from: CGSize(width: nan, height: 0), to: nil), forKey: "o")
    target.add(basic("shadowRadius", from: CGFloat.infinity, to: nil), forKey: "r")
    target.add(basic("sublayerTransform.translation.x", from: nan, to: nil), forKey: "s")
    target.add(
      basic("contentsRect", from: CGRect(x: nan, y: 0, width: 1, height: 1), to: nil), forKey: "c")
    inner.add(basic("zPosition", from: nan, to: nil), forKey: "z")
    shape.add(basic("miterLimit", from: nan, to: nil), forKey: "m")
    shape.add(basic("lineWidth", from: nan, to: nil), forKey: "w")
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    VirtualTime.advance(by: 0.25, step: 0.25)
    frame.render(layer: root)
    let pixels = frame.pixels()
    #expect(argb(pixels, width: 100, 50, 50) == 0xFF00_00FF, "the square itself is drawn")
    #expect(argb(pixels, width: 100, 85, 85) == 0xFF00_FF00, "what is drawn after it too")
    #expect(argb(pixels, width: 100, 75, 75) == 0xFFFF_FFFF, "no shadow")
    anchor: do {
      target.add(basic("anchorPoint", from: CGPoint(x: nan, y: 0), to: nil), forKey: "a")
      VirtualTime.advance(by: 0.25, step: 0.25)
      frame.render(layer: root)
      let pixels = frame.pixels()
      #expect(argb(pixels, width: 100, 50, 50) == 0xFFFF_FFFF, "a layer nowhere is not drawn")
      #expect(argb(pixels, width: 100, 85, 85) == 0xFF00_FF00)
    }
  }

  @Test func aCardFlipsAboutYUnderItsPerspectiveAndHidesItsBack() {
    defer { VirtualTime.start() }
    let (root, card) = scene { self.square(in: $0) }
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    card.transform = perspective
    card.isDoubleSided = false
    card.add(basic("transform.rotation.y", from: 0, to: CGFloat.pi), forKey: "flip")
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    VirtualTime.advance(by: 0.25, step: 0.25)
    let expected = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    let t = card.presentation()!.transform
    #expect(near(t.m11, expected.m11) && near(t.m13, expected.m13) && near(t.m14, expected.m14))
    #expect(near(t.m31, expected.m31) && near(t.m33, expected.m33) && near(t.m34, -1 / 500))
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFF00_00FF, "turned 45°: seen")
    #expect(argb(frame.pixels(), width: 100, 32, 50) == 0xFFFF_FFFF, "and narrower")
    VirtualTime.advance(by: 0.5, step: 0.5)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 50) == 0xFFFF_FFFF, "turned 135°: its back")
    card.removeAllAnimations()
    card.add(basic("transform.rotation.x", from: 0, to: CGFloat.pi / 2), forKey: "tilt")
    VirtualTime.advance(by: 0.5, step: 0.5)
    let tilt = card.presentation()!.transform
    let tilted = CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
    #expect(near(tilt.m22, tilted.m22) && near(tilt.m23, tilted.m23) && near(tilt.m24, tilted.m24))
  }
}
