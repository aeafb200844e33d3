import Testing

@testable import Mosaic

/// Layers placed with perspective: drawn as projected quadrilaterals, culled when they face
/// away and are single-sided, skipped when singular, hit-tested through the homography.
@MainActor
struct PerspectiveTests {
  static let white: UInt32 = 0xFFFF_FFFF
  static let blue: UInt32 = 0xFF00_00FF

  /// A rotation by `degrees` about the y axis seen from an eye 500 points away.
  static func tilt(_ degrees: CGFloat, eye: CGFloat = 500) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / eye
    return CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
  }

  /// A white 200×200 root with a blue 100×100 card centred at (100, 100).
  static func scene(_ transform: CATransform3D) -> (root: UIView, card: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .blue
    card.transform3D = transform
    root.addSubview(card)
    return (root, card)
  }

  static func pixels(_ view: UIView) -> [UInt32] {
    view.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
  }

  static func at(_ p: [UInt32], _ x: Int, _ y: Int) -> UInt32 { p[y * 200 + x] }

  @Test func theNearEdgeIsTallerThanTheFarEdge() {
    let p = Self.pixels(Self.scene(Self.tilt(30)).root)
    // Near (left) edge at x ≈ 54.4, spanning y ≈ 47.4…152.6; far (right) edge at x ≈ 141.2,
    // spanning y ≈ 52.4…147.6. A flat card would span 50…150 everywhere.
    #expect(Self.at(p, 56, 49) == Self.blue)
    #expect(Self.at(p, 56, 150) == Self.blue)
    #expect(Self.at(p, 56, 46) == Self.white)
    #expect(Self.at(p, 56, 154) == Self.white)
    #expect(Self.at(p, 139, 51) == Self.white)
    #expect(Self.at(p, 139, 149) == Self.white)
    #expect(Self.at(p, 139, 54) == Self.blue)
    #expect(Self.at(p, 139, 146) == Self.blue)
    // Foreshortened: narrower than the flat card, and off-centre towards the near side.
    #expect(Self.at(p, 53, 100) == Self.white)
    #expect(Self.at(p, 55, 100) == Self.blue)
    #expect(Self.at(p, 140, 100) == Self.blue)
    #expect(Self.at(p, 142, 100) == Self.white)
  }

  @Test func nothingIsDrawnOutsideTheProjectedOutline() {
    // A tall card with a rounded, clipping content view, as a cover flow's cells are.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 320))
    root.backgroundColor = .white
    let cell = UIView(frame: CGRect(x: 60, y: 40, width: 180, height: 240))
    let content = UIView(frame: cell.bounds)
    content.layer.cornerRadius = 10
    content.clipsToBounds = true
    content.backgroundColor = .blue
    cell.addSubview(content)
    cell.transform3D = Self.tilt(60)
    root.addSubview(cell)
    let p = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    let a = cell.convert(CGPoint(x: 0, y: 0), to: root)
    let b = cell.convert(CGPoint(x: 180, y: 0), to: root)
    let c = cell.convert(CGPoint(x: 0, y: 240), to: root)
    let d = cell.convert(CGPoint(x: 180, y: 240), to: root)
    var stray = 0
    for y in 0..<320 {
      for x in 0..<300 {
        let fx = Double(x) + 0.5
        let fy = Double(y) + 0.5
        let top = a.y + (b.y - a.y) * (fx - a.x) / (b.x - a.x)
        let bottom = c.y + (d.y - c.y) * (fx - c.x) / (d.x - c.x)
        let outside = fx < a.x - 1.5 || fx > b.x + 1.5 || fy < top - 1.5 || fy > bottom + 1.5
        if outside && p[y * 300 + x] != Self.white { stray += 1 }
      }
    }
    #expect(stray == 0)
    #expect(p[160 * 300 + 150] == Self.blue)
  }

  @Test func aPerspectiveEntryAloneLeavesAFlatLayerAsItWas() {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    #expect(Self.pixels(Self.scene(t).root) == Self.pixels(Self.scene(CATransform3DIdentity).root))
  }

  @Test func affineTransformsKeepTheAffinePath() {
    let t = CATransform3DMakeRotation(0.4, 0, 0, 1)
    let (root, card) = Self.scene(t)
    let before = Self.pixels(root)
    card.layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.4))
    #expect(Self.pixels(root) == before)
    #expect(card.layer.renderCache.projected == nil)
  }

  @Test func aSingleSidedLayerSeenFromBehindIsNotDrawn() {
    let (root, card) = Self.scene(Self.tilt(120))
    #expect(Self.pixels(root).contains(Self.blue))
    card.layer.isDoubleSided = false
    #expect(Self.pixels(root).allSatisfy { $0 == Self.white })
    card.transform3D = Self.tilt(60)
    #expect(Self.pixels(root).contains(Self.blue))
    // Without perspective too: a half turn about y shows the back.
    card.transform3D = CATransform3DMakeRotation(.pi, 0, 1, 0)
    #expect(Self.pixels(root).allSatisfy { $0 == Self.white })
  }

  @Test func singularTransformsDrawNothing() {
    var nan = Self.tilt(30)
    nan.m34 = .nan
    var flatW = CATransform3DIdentity
    flatW.m44 = 0
    var collapsing = Self.tilt(30)
    collapsing.m14 = 0
    collapsing.m11 = 0
    for t in [CATransform3D(), nan, flatW, collapsing, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)]
    {
      let (root, _) = Self.scene(t)
      #expect(Self.pixels(root).allSatisfy { $0 == Self.white })
    }
  }

  @Test func thePartBehindTheEyeIsCutAway() {
    // Eye 100 points away, a 300-point card turned by 60° about its centre (x = 100): W is
    // 1 + 0.00866·x in the card's centred coordinates, so its left end (x < -115.5) is behind
    // the eye. Drawn naively, that end would show mirrored at x > 250.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: -50, y: 50, width: 300, height: 100))
    card.backgroundColor = .blue
    card.transform3D = Self.tilt(60, eye: 100)
    root.addSubview(card)
    let p = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    let at = { (x: Int, y: Int) in p[y * 400 + x] }
    // The far end (x = 150): W = 2.3, at 100 + 75 / 2.3 ≈ 132.6, 2 × 50 / 2.3 ≈ 43 tall.
    #expect(at(128, 100) == Self.blue)
    #expect(at(136, 100) == Self.white)
    #expect(at(128, 70) == Self.white)
    // The near part fills the left columns from top to bottom.
    #expect(at(0, 0) == Self.blue)
    #expect(at(0, 199) == Self.blue)
    // Nothing from behind the eye.
    for x in stride(from: 140, to: 400, by: 20) {
      for y in stride(from: 0, to: 200, by: 20) { #expect(at(x, y) == Self.white) }
    }
  }

  @Test func sublayerTransformGivesTheSublayersOnePerspective() {
    // The perspective on the superlayer, the rotation on the sublayer …
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    let stage = UIView(frame: root.bounds)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    stage.layer.sublayerTransform = perspective
    root.addSubview(stage)
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .blue
    card.transform3D = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
    stage.addSubview(card)
    let shared = Self.pixels(root)
    // … draws as the rotation with its own perspective.
    let own = Self.pixels(Self.scene(Self.tilt(30)).root)
    #expect(shared == own)
    // Sublayers nearer the eye look larger: zPosition 100 scales by 500 / 400.
    card.transform3D = CATransform3DIdentity
    card.layer.zPosition = 100
    let p = Self.pixels(root)
    #expect(Self.at(p, 40, 100) == Self.blue)  // 100 - 62.5 = 37.5
    #expect(Self.at(p, 36, 100) == Self.white)
    #expect(Self.at(p, 100, 161) == Self.blue)
    #expect(Self.at(p, 100, 163) == Self.white)
  }

  @Test func theProjectedRasterIsCachedWhileOnlyThePlacementChanges() throws {
    let (root, card) = Self.scene(Self.tilt(30))
    _ = Self.pixels(root)
    let first = try #require(card.layer.renderCache.projected)
    card.center.x += 3
    card.transform3D = Self.tilt(31)
    _ = Self.pixels(root)
    let second = try #require(card.layer.renderCache.projected)
    #expect(first.surface == second.surface)
    card.backgroundColor = .red
    let p = Self.pixels(root)
    #expect(Self.at(p, 100, 100) == 0xFFFF_0000)
  }

  @Test func hitTestingFollowsTheProjection() {
    let (root, card) = Self.scene(Self.tilt(30))
    // Above the flat card's top edge but inside the near edge's projection.
    #expect(root.hitTest(CGPoint(x: 57, y: 48.5), with: nil) === card)
    // Inside the flat card's bounds but outside the far edge's projection.
    #expect(root.hitTest(CGPoint(x: 139, y: 51), with: nil) === root)
    // Conversions round-trip through the homography.
    let p = card.convert(CGPoint(x: 10, y: 90), to: root)
    let back = card.convert(p, from: root)
    #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 90) < 1e-9)
    // The projected corner: x = 50 + 50 - 50·cos 30° / 0.95, y = 100 - 50 / 0.95.
    let corner = card.convert(CGPoint.zero, to: root)
    #expect(abs(corner.x - (100 - 50 * 0.8660254037844386 / 0.95)) < 1e-9)
    #expect(abs(corner.y - (100 - 50 / 0.95)) < 1e-9)
  }
}
