@_spi(MosaicTesting) import Mosaic
import Testing

@MainActor
struct CompositorCachingTests {
  final class CountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
      draws += 1
      UIColor.red.setFill()
      UIBezierPath(rect: bounds).fill()
    }
  }

  @Test func drawnContentIsCachedUntilInvalidated() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let v = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(v)
    let frame = OffscreenFrame(size: root.bounds.size)
    frame.render(root, force: true)
    let first = v.draws
    #expect(first >= 1)
    frame.render(root, force: true)
    v.center.x += 10  // moving does not redraw the content
    frame.render(root)
    #expect(v.draws == first)
    v.setNeedsDisplay()
    frame.render(root)
    #expect(v.draws == first + 1)
    let pixels = frame.image()!.cgImage!.premultipliedARGBPixels()
    #expect(pixels[5 * 40 + 15] == 0xFFFF_0000)
  }

  @Test func anUnchangedTreeDrawsNoFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(child)
    let frame = OffscreenFrame(size: root.bounds.size)
    #expect(frame.render(root))
    #expect(!frame.render(root))
    child.backgroundColor = .blue
    #expect(frame.render(root))
    #expect(!frame.render(root))
    child.alpha = 0.5
    #expect(frame.render(root))
  }

  @Test func drawHierarchyAndRenderInWorkInsideAnImageRenderer() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.backgroundColor = .green
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
      .image { context in
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        v.drawHierarchy(in: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true)
      }
    let pixels = image.cgImage!.premultipliedARGBPixels()
    #expect(image.cgImage!.width == 40)
    #expect(pixels[10 * 40 + 5] == 0xFFFF_FFFF)
    #expect(pixels[10 * 40 + 30] == 0xFF00_FF00)
  }

  @Test func textViewShowsWrappedText() {
    let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
    tv.text = String(repeating: "A book about collection views. ", count: 8)
    tv.font = .systemFont(ofSize: 14)
    let fit = tv.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
    #expect(fit.height > 14 * 5)
    let pixels = tv.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
    // Dark text pixels appear on the first line and further down, not only in one line.
    let dark = { (y: Int) in (0..<120).contains { x in pixels[y * 120 + x] & 0xFF < 0x80 } }
    #expect((8..<26).contains(where: dark))
    #expect((60..<100).contains(where: dark))
  }

  @Test func transformedSubtreesRedrawWhenAnythingInsideChanges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    card.transform = CGAffineTransform(rotationAngle: 0.1)
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    inner.backgroundColor = .red
    card.addSubview(inner)
    root.addSubview(card)
    let frame = OffscreenFrame(size: root.bounds.size)
    frame.render(root)
    var pixels = frame.image()!.cgImage!.premultipliedARGBPixels()
    #expect(pixels[30 * 60 + 30] == 0xFFFF_0000)
    inner.backgroundColor = .blue
    frame.render(root)
    pixels = frame.image()!.cgImage!.premultipliedARGBPixels()
    #expect(pixels[30 * 60 + 30] == 0xFF00_00FF)
    // Moving the card by whole points moves the drawing with it.
    card.center.x -= 10
    frame.render(root)
    pixels = frame.image()!.cgImage!.premultipliedARGBPixels()
    #expect(pixels[30 * 60 + 20] == 0xFF00_00FF)
    #expect(pixels[30 * 60 + 38] == 0xFFFF_FFFF)
    // Fading the card fades the whole group.
    card.alpha = 0.5
    frame.render(root)
    pixels = frame.image()!.cgImage!.premultipliedARGBPixels()
    let p = pixels[30 * 60 + 20]
    #expect(p & 0xFF > 0xF0 && (p >> 16) & 0xFF > 0x70 && (p >> 16) & 0xFF < 0x90)
  }

  @Test func settingTheSameImageAgainChangesNothing() {
    final class Holder: UIView {
      let imageView = UIImageView()
      var image: UIImage?
      var layouts = 0
      override func layoutSubviews() {
        layouts += 1
        imageView.frame = bounds
        imageView.image = image  // as buttons and bars do on every layout pass
      }
    }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let holder = Holder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    holder.image = image
    holder.addSubview(holder.imageView)
    let frame = OffscreenFrame(size: holder.bounds.size)
    #expect(frame.render(holder))
    #expect(!frame.render(holder))
    #expect(!frame.render(holder))
    // The first pass sets the image, which asks for one more pass; then nothing changes.
    #expect(holder.layouts == 2)
  }
}
