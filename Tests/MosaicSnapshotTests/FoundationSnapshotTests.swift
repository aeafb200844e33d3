import Mosaic
import MosaicTesting
import Testing

/// Snapshot tests of the view core: text, images, corners, borders, shadows, transforms and
/// pattern colors. References live in `__Snapshots__/`; record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct FoundationSnapshotTests {
  /// A 40×24 picture with distinct quadrants, so placement and scaling show.
  static func quadrants() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 24)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 12))
      UIColor.green.setFill()
      ctx.fill(CGRect(x: 20, y: 0, width: 20, height: 12))
      UIColor.blue.setFill()
      ctx.fill(CGRect(x: 0, y: 12, width: 20, height: 12))
      UIColor.yellow.setFill()
      ctx.fill(CGRect(x: 20, y: 12, width: 20, height: 12))
    }
  }

  @Test func labelsMixedScriptsAlignmentAndTruncation() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    root.backgroundColor = .white
    let texts: [(String, NSTextAlignment, Int)] = [
      ("我的频道 My channels", .left, 1),
      ("频道推荐 centred", .center, 1),
      ("Right 右", .right, 1),
      ("A long line that will not fit in the label 很长的文字", .left, 1),
      ("Wrapping text over two lines, then truncated at the tail of line two", .left, 2),
    ]
    var y: CGFloat = 4
    for (text, alignment, lines) in texts {
      let label = UILabel(frame: CGRect(x: 8, y: y, width: 224, height: lines == 2 ? 44 : 24))
      label.text = text
      label.textAlignment = alignment
      label.numberOfLines = lines
      label.font = .systemFont(ofSize: 15)
      label.backgroundColor = UIColor(white: 0.93, alpha: 1)
      root.addSubview(label)
      y += label.frame.height + 6
    }
    assertSnapshot(of: root, named: "labels", scale: 1)
  }

  @Test func everyImageContentMode() {
    let modes: [UIView.ContentMode] = [
      .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left,
      .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 5 * 70, height: 3 * 70))
    root.backgroundColor = .white
    let image = Self.quadrants()
    for (i, mode) in modes.enumerated() {
      let v = UIImageView(image: image)
      v.frame = CGRect(
        x: 5 + CGFloat(i % 5) * 70, y: 5 + CGFloat(i / 5) * 70, width: 60, height: 60)
      v.contentMode = mode
      v.backgroundColor = UIColor(white: 0.85, alpha: 1)
      v.clipsToBounds = mode == .scaleAspectFill
      root.addSubview(v)
    }
    assertSnapshot(of: root, named: "content-modes", scale: 1)
  }

  @Test func roundedCornersMaskSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
    root.backgroundColor = .white
    let masked = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    masked.backgroundColor = .systemBlue
    masked.layer.cornerRadius = 16
    masked.clipsToBounds = true
    let inner = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
    inner.backgroundColor = .orange
    masked.addSubview(inner)
    let unmasked = UIView(frame: CGRect(x: 90, y: 10, width: 60, height: 60))
    unmasked.backgroundColor = .systemBlue
    unmasked.layer.cornerRadius = 16
    let inner2 = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
    inner2.backgroundColor = .orange
    unmasked.addSubview(inner2)
    root.addSubview(masked)
    root.addSubview(unmasked)
    assertSnapshot(of: root, named: "rounded-corners", scale: 2)
    // The masked view's corner pixel is the white background; the unmasked shows orange.
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    #expect(pixels[11 * 160 + 11] == 0xFFFF_FFFF)
    #expect(pixels[11 * 160 + 85] == 0xFFFF_8000)
  }

  @Test func borderAndShadow() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 20, y: 15, width: 120, height: 60))
    card.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.86, alpha: 1)
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 3
    card.layer.borderColor = UIColor.orange.cgColor
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    root.addSubview(card)
    assertSnapshot(of: root, named: "border-shadow", scale: 1)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    // Border: orange at the left edge, middle height.
    #expect(pixels[45 * 160 + 21] == 0xFFFF_8000)
    // Shadow: below the card it is darker than the white background.
    let below = pixels[80 * 160 + 80]
    #expect(below & 0xFF < 0xF0)
  }

  @Test func affineRotationAnd3DScale() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let rotated = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
    rotated.backgroundColor = .red
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let scaled = UIView(frame: CGRect(x: 125, y: 25, width: 50, height: 50))
    scaled.backgroundColor = .blue
    scaled.layer.transform = CATransform3DMakeScale(1.5, 0.5, 1)
    root.addSubview(rotated)
    root.addSubview(scaled)
    assertSnapshot(of: root, named: "transforms", scale: 1)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    // The rotated square's corner reaches up to y ≈ 14.6 at its centre column.
    #expect(pixels[17 * 200 + 50] == 0xFFFF_0000)
    #expect(pixels[27 * 200 + 27] == 0xFFFF_FFFF)
    // The scaled square spans x 112.5…187.5 and y 37.5…62.5.
    #expect(pixels[50 * 200 + 115] == 0xFF00_00FF)
    #expect(pixels[30 * 200 + 150] == 0xFFFF_FFFF)
  }

  @Test func patternColorBackgroundTiles() {
    let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
      UIColor.white.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      UIColor.black.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    root.backgroundColor = UIColor(patternImage: tile)
    assertSnapshot(of: root, named: "pattern", scale: 1)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    #expect(pixels[2 * 40 + 2] == 0xFF00_0000)
    #expect(pixels[2 * 40 + 12] == 0xFF00_0000)
    #expect(pixels[7 * 40 + 7] == 0xFFFF_FFFF)
    #expect(pixels[22 * 40 + 32] == 0xFF00_0000)
  }

  @Test func groupOpacityDoesNotShowOverlaps() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    root.backgroundColor = .white
    let group = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    group.alpha = 0.5
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    a.backgroundColor = .black
    let b = UIView(frame: CGRect(x: 10, y: 0, width: 30, height: 20))
    b.backgroundColor = .black
    group.addSubview(a)
    group.addSubview(b)
    root.addSubview(group)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    // Inside the overlap and outside it the grey is the same: one layer of 50% black.
    #expect(pixels[10 * 40 + 5] == pixels[10 * 40 + 20])
    #expect((pixels[10 * 40 + 20] & 0xFF) == 0x7F || (pixels[10 * 40 + 20] & 0xFF) == 0x80)
  }

  /// A translucent view that paints nothing over a single subview hands its alpha down (no
  /// group of its own): overlapping views further down still show as one, and alphas multiply.
  @Test func alphaHandedDownStillActsAsGroupOpacity() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    outer.alpha = 0.5
    let inner = UIView(frame: outer.bounds)
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    a.backgroundColor = .black
    let b = UIView(frame: CGRect(x: 10, y: 0, width: 30, height: 20))
    b.backgroundColor = .black
    inner.addSubview(a)
    inner.addSubview(b)
    outer.addSubview(inner)
    root.addSubview(outer)
    // Below: 50% of a view at 50% that paints itself, so 25% black.
    let fading = UIView(frame: CGRect(x: 0, y: 20, width: 40, height: 20))
    fading.alpha = 0.5
    let half = UIView(frame: fading.bounds)
    half.alpha = 0.5
    half.backgroundColor = .black
    fading.addSubview(half)
    root.addSubview(fading)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    #expect(pixels[10 * 40 + 5] == pixels[10 * 40 + 20])
    #expect((0x7F...0x80).contains(pixels[10 * 40 + 20] & 0xFF))
    #expect((0xBE...0xC0).contains(pixels[30 * 40 + 20] & 0xFF))
  }

  @Test func degenerateGeometryDrawsNothingAndDoesNotCrash() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = .white
    let zero = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    zero.backgroundColor = .red
    zero.layer.transform = CATransform3DMakeScale(0, 0, 1)
    let negative = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    negative.backgroundColor = .red
    negative.layer.bounds.size = CGSize(width: -10, height: 5)
    let nanLayer = CALayer()
    nanLayer.backgroundColor = UIColor.red.cgColor
    nanLayer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)
    root.layer.addSublayer(nanLayer)
    let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
    huge.backgroundColor = .white
    root.addSubview(zero)
    root.addSubview(negative)
    root.addSubview(huge)
    let pixels = root.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    #expect(pixels.allSatisfy { $0 == 0xFFFF_FFFF })
  }
}
