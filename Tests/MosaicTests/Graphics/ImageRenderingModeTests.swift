import Foundation
import Testing

@testable import Mosaic

@Suite("UIImage rendering modes, tinting and resizable images")
@MainActor
struct ImageRenderingModeTests {
  typealias S = GraphicsTestSupport

  /// A 4×4 image: an opaque black top half, a half-transparent black bottom half.
  static func halfAndHalf() -> UIImage {
    S.render(width: 4, height: 4, background: nil) { context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
      UIColor(white: 0, alpha: 0.5).setFill()
      context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
    }
  }

  /// A 9×9 image cut by 3-point caps: distinct corner colors, gray edges, a green centre.
  static func ninePart() -> UIImage {
    S.render(width: 9, height: 9, background: UIColor(white: 0.5, alpha: 1)) { context in
      let corners: [(CGFloat, CGFloat, UIColor)] = [
        (0, 0, .red), (6, 0, .blue), (0, 6, .yellow), (6, 6, .magenta),
      ]
      for (x, y, color) in corners {
        color.setFill()
        context.fill(CGRect(x: x, y: y, width: 3, height: 3))
      }
      UIColor.green.setFill()
      context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
    }
  }

  @Test func renderingModesAreKeptOnNewImages() {
    let image = Self.halfAndHalf()
    #expect(image.renderingMode == .automatic)
    #expect(!image.isSymbolImage)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template !== image)
    #expect(template.cgImage === image.cgImage)
    #expect(template.withRenderingMode(.alwaysTemplate) === template)
    #expect(image.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
  }

  @Test func withTintColorPaintsTheColorThroughTheImageAlpha() {
    let image = Self.halfAndHalf()
    let tinted = image.withTintColor(.red)
    #expect(tinted.renderingMode == .automatic)
    #expect(
      image.withRenderingMode(.alwaysTemplate).withTintColor(.red).renderingMode == .alwaysTemplate)
    #expect(tinted.size == image.size)
    #expect(S.pixel(tinted, 1, 0) == 0xFFFF_0000)
    #expect(S.pixel(tinted, 1, 3) == 0x8080_0000)
    let templated = image.withTintColor(
      UIColor.blue.withAlphaComponent(0.5), renderingMode: .alwaysTemplate)
    #expect(templated.renderingMode == .alwaysTemplate)
    #expect(S.pixel(templated, 0, 0) == 0x8000_0080)
  }

  @Test func resizableImagesKeepTheirCornersAndStretchTheMiddle() {
    let source = Self.ninePart()
    let insets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
    let stretched = source.resizableImage(withCapInsets: insets, resizingMode: .stretch)
    #expect(stretched.capInsets == insets)
    #expect(stretched.resizingMode == .stretch)
    #expect(source.resizableImage(withCapInsets: insets).resizingMode == .tile)
    #expect(source.capInsets == .zero)
    let drawn = S.render(width: 30, height: 20, background: nil) { _ in
      stretched.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
    }
    // Corners stay 3×3 at each corner of the larger rect.
    #expect(S.pixel(drawn, 0, 0) == 0xFFFF_0000)
    #expect(S.pixel(drawn, 2, 2) == 0xFFFF_0000)
    #expect(S.pixel(drawn, 3, 3) == 0xFF00_FF00)
    #expect(S.pixel(drawn, 27, 0) == 0xFF00_00FF)
    #expect(S.pixel(drawn, 29, 2) == 0xFF00_00FF)
    #expect(S.pixel(drawn, 0, 17) == 0xFFFF_FF00)
    #expect(S.pixel(drawn, 29, 19) == 0xFFFF_00FF)
    // The middle is the centre stretched: green from 3 to 26 and 3 to 16.
    #expect(S.pixel(drawn, 15, 10) == 0xFF00_FF00)
    #expect(S.pixel(drawn, 26, 16) == 0xFF00_FF00)
    // Edges stretched along their length only.
    #expect(S.pixel(drawn, 15, 1) == 0xFF80_8080)
    #expect(S.pixel(drawn, 1, 10) == 0xFF80_8080)
    // A plain image drawn the same way is stretched whole: no red at (2, 2)... but at (0, 0).
    let plain = S.render(width: 30, height: 20, background: nil) { _ in
      source.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20))
    }
    #expect(S.pixel(plain, 12, 9) == 0xFF00_FF00)
    #expect(S.pixel(plain, 4, 4) != 0xFF00_FF00)
  }

  @Test func tiledResizableImagesRepeatTheMiddle() {
    // A 5-pixel-wide image whose 1-pixel middle column alternates down the rows.
    let source = S.render(width: 3, height: 3, background: .white) { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
    }
    let tiled = source.resizableImage(
      withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .tile)
    let drawn = S.render(width: 7, height: 7, background: nil) { _ in
      tiled.draw(in: CGRect(x: 0, y: 0, width: 7, height: 7))
    }
    for y in 1...5 {
      for x in 1...5 { #expect(S.pixel(drawn, x, y) == 0xFFFF_0000) }
    }
    #expect(S.pixel(drawn, 0, 3) == 0xFFFF_FFFF)
    #expect(S.pixel(drawn, 6, 6) == 0xFFFF_FFFF)
  }

  @Test func imageViewShowsResizableImagesNinePartWhenScaledToFill() {
    let source = Self.ninePart().resizableImage(
      withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
    let view = UIImageView(image: source)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
    view.layoutIfNeeded()
    let shown = view.layer.contents as! UIImage
    #expect(shown.size == CGSize(width: 40, height: 12))
    #expect(S.pixel(shown, 0, 0) == 0xFFFF_0000)
    #expect(S.pixel(shown, 39, 11) == 0xFFFF_00FF)
    #expect(S.pixel(shown, 20, 6) == 0xFF00_FF00)
    view.contentMode = .center
    #expect((view.layer.contents as! UIImage).size == CGSize(width: 9, height: 9))
  }

  @Test func imageViewTintsTemplateImagesAndFollowsTintChanges() {
    let template = Self.halfAndHalf().withRenderingMode(.alwaysTemplate)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    container.tintColor = .red
    let view = UIImageView(image: template)
    container.addSubview(view)
    let first = view.layer.contents as! UIImage
    #expect(S.pixel(first, 0, 0) == 0xFFFF_0000)
    #expect(S.pixel(first, 0, 3) == 0x8080_0000)
    // The same tint reuses the cached tinted image.
    view.isHighlighted = true
    view.isHighlighted = false
    #expect(view.layer.contents as! UIImage === first)
    container.tintColor = .blue
    #expect(S.pixel(view.layer.contents as! UIImage, 0, 0) == 0xFF00_00FF)
    view.tintColor = .green
    #expect(S.pixel(view.layer.contents as! UIImage, 0, 0) == 0xFF00_FF00)
    // An original image is shown as it is.
    view.image = Self.halfAndHalf().withRenderingMode(.alwaysOriginal)
    #expect(S.pixel(view.layer.contents as! UIImage, 0, 0) == 0xFF00_0000)
    // An automatic, non-symbol image is not tinted either.
    view.image = Self.halfAndHalf()
    #expect(S.pixel(view.layer.contents as! UIImage, 0, 0) == 0xFF00_0000)
  }

  /// Image views showing one bitmap in one color share one tinted copy; another color makes
  /// another copy, with its own pixels.
  @Test func imageViewsShowingOneImageInOneTintShareOneCopy() {
    let source = Self.halfAndHalf()
    func shown(_ tint: UIColor) -> UIImage {
      let view = UIImageView(image: source.withRenderingMode(.alwaysTemplate))
      view.tintColor = tint
      return view.layer.contents as! UIImage
    }
    let red = shown(.red)
    #expect(shown(.red).cgImage === red.cgImage)
    #expect(shown(UIColor(red: 1, green: 0, blue: 0, alpha: 1)).cgImage === red.cgImage)
    let blue = shown(.blue)
    #expect(blue.cgImage !== red.cgImage)
    #expect(S.pixel(blue, 0, 0) == 0xFF00_00FF)
    #expect(S.pixel(shown(.red), 0, 3) == 0x8080_0000)
    // A pattern is not a single color: its copy is made each time.
    let pattern = UIColor(patternImage: Self.ninePart())
    #expect(shown(pattern).cgImage !== shown(pattern).cgImage)
  }

  @Test func tintColorDidChangeReachesInheritingSubviewsOnly() {
    final class Probe: UIView {
      var calls = 0
      override func tintColorDidChange() { calls += 1 }
    }
    let root = UIView()
    let inheriting = Probe()
    let own = Probe()
    own.tintColor = .green
    own.calls = 0
    root.addSubview(inheriting)
    root.addSubview(own)
    #expect(inheriting.calls == 0)
    root.tintColor = .red
    #expect(inheriting.calls == 1)
    #expect(own.calls == 0)
    root.tintColor = .red
    #expect(inheriting.calls == 1)
    let other = UIView()
    other.tintColor = .blue
    other.addSubview(inheriting)
    #expect(inheriting.calls == 2)
  }
}
