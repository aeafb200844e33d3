import Foundation
import Testing

@testable import Mosaic

/// An image renderer's image takes the context's pixels without a copy; when it is released
/// its buffer serves the next image of the same size, cleared; opacity is known from how the
/// image was made.
@MainActor
@Suite(.serialized)
struct ImageBufferReuseTests {
  typealias G = GraphicsTestSupport

  /// A 600×400 image (about 1 MB of pixels) with a red square at (x, 10) on transparency.
  func square(at x: CGFloat, format: UIGraphicsImageRendererFormat = .default()) -> UIImage {
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 600, height: 400), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: x, y: 10, width: 20, height: 20))
    }
  }

  func buffer(_ image: UIImage) -> UInt {
    UInt(bitPattern: image.cgImage.map { Int(bitPattern: $0.surface) } ?? 0)
  }

  @Test func aReleasedImagesBufferServesTheNextImageOfItsSizeCleared() {
    let pool = ImageBufferPool.shared
    pool.removeAll()
    var first: UIImage? = square(at: 10)
    let firstBuffer = buffer(first!)
    // While the first image lives, a second one of its size gets a buffer of its own.
    let second = square(at: 100)
    #expect(buffer(second) != firstBuffer)
    #expect(G.pixel(first!, 15, 15) == 0xFFFF_0000)
    #expect(G.pixel(first!, 105, 15) == 0)
    #expect(G.pixel(second, 105, 15) == 0xFFFF_0000)
    let kept = pool.count
    first = nil
    #expect(pool.count == kept + 1)
    // The next image takes that buffer, cleared: the first image's square is gone.
    let third = square(at: 200)
    #expect(buffer(third) == firstBuffer)
    #expect(pool.count == kept)
    #expect(G.pixel(third, 15, 15) == 0)
    #expect(G.pixel(third, 205, 15) == 0xFFFF_0000)
    #expect(G.pixel(second, 105, 15) == 0xFFFF_0000)
    // Small images are not kept.
    _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
    #expect(pool.count == kept)
  }

  @Test func opacityIsKnownFromHowTheImageWasMade() {
    let format = UIGraphicsImageRendererFormat.default()
    format.opaque = true
    #expect(square(at: 10, format: format).cgImage?.isOpaque == true)
    #expect(square(at: 10).cgImage?.isOpaque == false)
    // A translucent format painted over everywhere is found opaque when asked.
    let filled = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
    }
    #expect(filled.cgImage?.isOpaque == true)
  }
}
