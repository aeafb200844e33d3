import Foundation
import Testing

@testable import Mosaic

@Suite("UIGraphicsImageRenderer")
struct ImageRendererTests {
  typealias Support = GraphicsTestSupport

  @Test func fillAtScaleTwoCoversTwoByTwoPixelsPerPoint() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    }
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 4, height: 4))
    #expect(image.bitmap.width == 8 && image.bitmap.height == 8)
    for y in 0..<8 {
      for x in 0..<8 {
        let inside = (2..<6).contains(x) && (2..<6).contains(y)
        #expect(Support.pixel(image, x, y) == (inside ? 0xFFFF_0000 : 0), "pixel \(x),\(y)")
      }
    }
  }

  @Test func defaultFormat() {
    let format = UIGraphicsImageRendererFormat.default()
    #expect(format.scale == 1)
    #expect(!format.opaque)
    #expect(UIGraphicsImageRendererFormat.preferred().scale == 1)
  }

  @Test func pixelSizeIsRoundedUp() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2.5, height: 1.2), format: format)
      .image { _ in }
    #expect(image.bitmap.width == 5 && image.bitmap.height == 3)
  }

  @Test(arguments: [
    CGSize(width: 0, height: 10), CGSize(width: -5, height: 10),
    CGSize(width: 10, height: CGFloat.nan),
    CGSize(width: CGFloat.infinity, height: 10),
  ])
  func invalidSizesGiveAnEmptyImage(size: CGSize) {
    var ran = false
    let image = UIGraphicsImageRenderer(size: size).image { context in
      ran = true
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    #expect(ran)
    #expect(image.size == .zero)
    #expect(image.bitmap.width == 0 && image.bitmap.height == 0)
    #expect(image.pngData() == nil)
  }

  @Test func boundsOriginIsTranslated() {
    let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 3, height: 3))
    let image = renderer.image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
    }
    #expect(Support.pixel(image, 0, 0) == 0xFF00_00FF)
    #expect(Support.pixel(image, 1, 0) == 0)
  }

  @Test func opaqueFormatStartsBlack() {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = true
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image {
      _ in
    }
    #expect(Support.pixels(image) == [0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000])
  }

  @Test func blendModes() {
    let image = Support.render(width: 3, height: 1, background: .blue) { context in
      UIColor.red.withAlphaComponent(0.5).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1), blendMode: .copy)
      context.fill(CGRect(x: 2, y: 0, width: 1, height: 1), blendMode: .clear)
    }
    let over = Support.pixel(image, 0, 0)
    #expect(Support.alpha(over) == 255)
    #expect((127...128).contains(Support.red(over)) && (127...128).contains(Support.blue(over)))
    let copied = Support.pixel(image, 1, 0)
    #expect((127...128).contains(Support.alpha(copied)))
    #expect(Support.red(copied) == Support.alpha(copied) && Support.blue(copied) == 0)
    #expect(Support.pixel(image, 2, 0) == 0)
  }

  @Test func strokeDrawsAFrameInsideTheRect() {
    let image = Support.render(width: 6, height: 6) { context in
      UIColor.black.setStroke()
      context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
    }
    #expect(Support.pixel(image, 1, 1) == 0xFF00_0000)
    #expect(Support.pixel(image, 4, 2) == 0xFF00_0000)
    #expect(Support.pixel(image, 2, 2) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 0, 0) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 5, 5) == 0xFFFF_FFFF)
  }

  @Test func clipLimitsDrawing() {
    let image = Support.render(width: 4, height: 1) { context in
      context.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1))
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    }
    #expect(Support.pixels(image) == [0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF])
  }

  @Test func contextIsCurrentOnlyDuringActions() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    var inside: CGContext? = nil
    var fromContext: CGContext? = nil
    _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
      inside = UIGraphicsGetCurrentContext()
      fromContext = context.cgContext
    }
    #expect(inside != nil && inside === fromContext)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func currentImageShowsDrawingSoFar() {
    var snapshot: UIImage? = nil
    let final = Support.render(width: 2, height: 1) { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      snapshot = context.currentImage
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    #expect(snapshot.map(Support.pixels) == [0xFFFF_0000, 0xFFFF_FFFF])
    #expect(Support.pixels(final) == [0xFFFF_0000, 0xFFFF_0000])
  }

  @Test func encodedOutputs() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 4))
    let png = renderer.pngData { context in
      UIColor.green.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
    }
    let decoded = try #require(UIImage(data: png))
    #expect(decoded.size == CGSize(width: 5, height: 4))
    #expect(Support.pixel(decoded, 4, 3) == 0xFF00_FF00)
    let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
    #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
    #expect(UIImage(data: jpeg)?.size == CGSize(width: 5, height: 4))
  }
}
