import Foundation

@testable import Mosaic

/// Helpers shared by the Graphics tests.
enum GraphicsTestSupport {
  /// The premultiplied ARGB value of a pixel of an image.
  static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> UInt32 {
    image.bitmap.pixel(x: x, y: y) ?? 0xDEAD_BEEF
  }

  static func alpha(_ value: UInt32) -> UInt32 { value >> 24 }
  static func red(_ value: UInt32) -> UInt32 { (value >> 16) & 0xFF }
  static func green(_ value: UInt32) -> UInt32 { (value >> 8) & 0xFF }
  static func blue(_ value: UInt32) -> UInt32 { value & 0xFF }

  /// All pixels of an image, row by row.
  static func pixels(_ image: UIImage) -> [UInt32] {
    image.bitmap.premultipliedARGBPixels()
  }

  /// Renders white-background images at scale 1 with the given drawing.
  static func render(
    width: CGFloat, height: CGFloat, background: UIColor? = .white,
    _ draw: (UIGraphicsImageRendererContext) -> Void
  ) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
      if let background {
        background.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
      }
      draw(context)
    }
  }

  /// The columns (x) and rows (y) that contain pixels differing from `background`.
  static func inkBounds(_ image: UIImage, background: UInt32 = 0xFFFF_FFFF) -> (
    minX: Int, maxX: Int, minY: Int, maxY: Int
  )? {
    let width = image.bitmap.width
    var result: (minX: Int, maxX: Int, minY: Int, maxY: Int)? = nil
    for (index, value) in pixels(image).enumerated() where value != background {
      let x = index % width
      let y = index / width
      if let r = result {
        result = (min(r.minX, x), max(r.maxX, x), min(r.minY, y), max(r.maxY, y))
      } else {
        result = (x, x, y, y)
      }
    }
    return result
  }

  /// A noisy opaque image that compresses badly, from a fixed seed.
  static func noiseImage(width: Int, height: Int, seed: UInt64 = 42) -> CGImage {
    var state = seed
    var pixels: [UInt32] = []
    for _ in 0..<(width * height) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      pixels.append(0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 40) & 0x00FF_FFFF)
    }
    return CGImage(width: width, height: height, premultipliedARGBPixels: pixels)!
  }
}
