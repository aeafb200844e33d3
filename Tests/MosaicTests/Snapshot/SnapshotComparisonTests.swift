import Mosaic
import Testing

@testable import MosaicTesting

/// A `width`×`height` image filled with `fill`, with optional pixels overridden.
func snapshotTestImage(
  width: Int, height: Int, fill: UInt32, overrides: [Int: UInt32] = [:]
) throws -> CGImage {
  var pixels = [UInt32](repeating: fill, count: width * height)
  for (index, value) in overrides { pixels[index] = value }
  return try #require(CGImage(width: width, height: height, premultipliedARGBPixels: pixels))
}

struct SnapshotComparisonTests {
  @Test func identicalImagesMatchExactly() throws {
    let a = try snapshotTestImage(width: 4, height: 3, fill: 0xFF33_6699)
    let b = try snapshotTestImage(width: 4, height: 3, fill: 0xFF33_6699)
    #expect(SnapshotComparison.compare(a, b, tolerance: .exact) == nil)
  }

  @Test func onePixelDifferenceFailsExactButPassesTolerance() throws {
    let reference = try snapshotTestImage(width: 10, height: 10, fill: 0xFF10_2030)
    let actual = try snapshotTestImage(
      width: 10, height: 10, fill: 0xFF10_2030, overrides: [57: 0xFF10_2A30])

    let difference = try #require(
      SnapshotComparison.compare(actual, reference, tolerance: .exact))
    #expect(difference.kind == .pixels(count: 1, total: 100, fraction: 0.01, maxChannelDelta: 10))
    #expect(
      difference.description
        == "1 of 100 pixels differ (1.00%, 0% allowed); max channel delta 10 (0 allowed).")

    // Within the per-channel tolerance the pixel does not count as different.
    #expect(
      SnapshotComparison.compare(actual, reference, tolerance: SnapshotTolerance(perChannel: 10))
        == nil)
    // Beyond it, 1% of differing pixels may be allowed instead.
    #expect(
      SnapshotComparison.compare(
        actual, reference, tolerance: SnapshotTolerance(maxDifferingPixelFraction: 0.01)) == nil)
    #expect(
      SnapshotComparison.compare(
        actual, reference,
        tolerance: SnapshotTolerance(perChannel: 9, maxDifferingPixelFraction: 0.005)) != nil)
  }

  @Test func alphaDifferenceCounts() throws {
    let reference = try snapshotTestImage(width: 2, height: 1, fill: 0xFF00_0000)
    let actual = try snapshotTestImage(
      width: 2, height: 1, fill: 0xFF00_0000, overrides: [1: 0x0000_0000])
    let difference = try #require(SnapshotComparison.compare(actual, reference, tolerance: .exact))
    #expect(difference.kind == .pixels(count: 1, total: 2, fraction: 0.5, maxChannelDelta: 255))
  }

  @Test func sizeMismatchIsReported() throws {
    let actual = try snapshotTestImage(width: 4, height: 3, fill: 0xFFFF_FFFF)
    let reference = try snapshotTestImage(width: 5, height: 3, fill: 0xFFFF_FFFF)
    let difference = try #require(
      SnapshotComparison.compare(
        actual, reference,
        tolerance: SnapshotTolerance(perChannel: 255, maxDifferingPixelFraction: 1)
      ))
    #expect(
      difference.kind
        == .sizeMismatch(
          actual: PixelSize(width: 4, height: 3), reference: PixelSize(width: 5, height: 3)))
    #expect(
      difference.description
        == "Snapshot size differs: image is 4×3 pixels, reference is 5×3 pixels.")
  }

  @Test func differenceImageMarksDifferingPixelsOverFadedReference() throws {
    let reference = try snapshotTestImage(
      width: 3, height: 2, fill: 0xFF80_4000, overrides: [5: 0x8040_2000])
    let actual = try snapshotTestImage(
      width: 3, height: 2, fill: 0xFF80_4000, overrides: [1: 0xFF00_0000])
    let difference = try #require(SnapshotComparison.compare(actual, reference, tolerance: .exact))
    #expect(difference.kind == .pixels(count: 2, total: 6, fraction: 2.0 / 6, maxChannelDelta: 128))
    let image = try #require(difference.differenceImage())
    #expect(image.width == 3 && image.height == 2)
    #expect(
      image.premultipliedARGBPixels() == [
        0x4020_1000, 0xFFFF_00FF, 0x4020_1000,
        0x4020_1000, 0x4020_1000, 0xFFFF_00FF,
      ])
  }

  @Test func differenceImageForSizeMismatchCoversBothImages() throws {
    let actual = try snapshotTestImage(width: 2, height: 1, fill: 0xFFFF_FFFF)
    let reference = try snapshotTestImage(width: 1, height: 2, fill: 0xFFFF_FFFF)
    let difference = try #require(SnapshotComparison.compare(actual, reference, tolerance: .exact))
    let image = try #require(difference.differenceImage())
    #expect(image.width == 2 && image.height == 2)
    #expect(
      image.premultipliedARGBPixels() == [0x4040_4040, 0xFFFF_00FF, 0xFFFF_00FF, 0xFFFF_00FF])
  }
}
