import Foundation

@testable import Mosaic

/// Pixels of rendered attributed text, for tests that find what an attribute drew.
@MainActor
struct AttributedTextPixels {
  let width: Int
  let height: Int
  /// Un-premultiplied (r, g, b, a) bytes per pixel, row by row.
  let pixels: [(r: Int, g: Int, b: Int, a: Int)]

  init(_ image: UIImage) {
    let cg = image.cgImage!
    width = cg.width
    height = cg.height
    pixels = cg.premultipliedARGBPixels().map { p in
      let a = Int(p >> 24)
      func channel(_ shift: UInt32) -> Int {
        a == 0 ? 0 : min(255, Int((p >> shift) & 0xFF) * 255 / a)
      }
      return (channel(16), channel(8), channel(0), a)
    }
  }

  /// Renders `view` at scale 1.
  init(of view: UIView) { self.init(view.renderedImage(scale: 1)) }

  /// Draws `string` with its top-left corner at `point` in a transparent image of `size`.
  init(drawing string: NSAttributedString, at point: CGPoint, size: CGSize) {
    let image = UIGraphicsImageRenderer(size: size).image { _ in string.draw(at: point) }
    self.init(image)
  }

  /// The points of the pixels matching `test`.
  func points(where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<height {
      for x in 0..<width where test(pixels[y * width + x]) { result.append((x, y)) }
    }
    return result
  }

  /// The bounding box of the pixels matching `test` (nil when none do).
  func box(where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    let found = points(where: test)
    guard !found.isEmpty else { return nil }
    return (
      found.map(\.x).min()!, found.map(\.y).min()!, found.map(\.x).max()!, found.map(\.y).max()!
    )
  }

  /// Opaque-ish pixels close to pure red (255, 0, 0).
  static func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    p.a > 200 && p.r > 200 && p.g < 60 && p.b < 60
  }
  /// Opaque-ish pixels close to pure blue (0, 0, 255).
  static func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    p.a > 200 && p.b > 200 && p.r < 60 && p.g < 60
  }
  /// Any pixel with ink (alpha above half).
  static func isInk(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.a > 128 }
  /// Any pixel with some green-only tint.
  static func isGreenish(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
    p.a > 10 && p.g > 150 && p.r < 80 && p.b < 80
  }
}
