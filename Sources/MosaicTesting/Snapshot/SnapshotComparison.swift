import Mosaic

/// Pixel-by-pixel comparison of two images, independent of files and test frameworks.
public enum SnapshotComparison {
  /// Compares `actual` with `reference` pixel by pixel.
  ///
  /// Returns nil when the images have the same size and match within `tolerance`;
  /// otherwise a `SnapshotDifference` describing the size mismatch or how many pixels
  /// differ and by how much.
  public static func compare(
    _ actual: CGImage, _ reference: CGImage, tolerance: SnapshotTolerance
  ) -> SnapshotDifference? {
    guard actual.width == reference.width, actual.height == reference.height else {
      return SnapshotDifference(
        kind: .sizeMismatch(
          actual: PixelSize(width: actual.width, height: actual.height),
          reference: PixelSize(width: reference.width, height: reference.height)),
        actual: actual, reference: reference, tolerance: tolerance)
    }
    let actualPixels = actual.premultipliedARGBPixels()
    let referencePixels = reference.premultipliedARGBPixels()
    var differing = 0
    var maxDelta: UInt8 = 0
    for index in 0..<min(actualPixels.count, referencePixels.count) {
      let a = actualPixels[index]
      let r = referencePixels[index]
      if a == r { continue }
      let delta = largestChannelDelta(a, r)
      maxDelta = max(maxDelta, delta)
      if delta > tolerance.perChannel { differing += 1 }
    }
    let total = actual.width * actual.height
    let fraction = total == 0 ? 0 : Double(differing) / Double(total)
    if differing == 0 || fraction <= tolerance.maxDifferingPixelFraction { return nil }
    return SnapshotDifference(
      kind: .pixels(
        count: differing, total: total, fraction: fraction, maxChannelDelta: maxDelta),
      actual: actual, reference: reference, tolerance: tolerance)
  }

  /// The largest absolute difference between corresponding 8-bit channels of two
  /// packed ARGB pixels.
  static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> UInt8 {
    var largest: UInt32 = 0
    for shift in stride(from: UInt32(0), through: 24, by: 8) {
      let x = (a >> shift) & 0xFF
      let y = (b >> shift) & 0xFF
      largest = max(largest, x > y ? x - y : y - x)
    }
    return UInt8(largest)
  }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a pixel size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size written as `W×H`.
  public var description: String { "\(width)×\(height)" }
}

/// How an image failed to match its reference snapshot.
public struct SnapshotDifference: Sendable, CustomStringConvertible {
  /// What kind of mismatch was found.
  public enum Kind: Sendable, Hashable {
    /// The images have different pixel sizes.
    case sizeMismatch(actual: PixelSize, reference: PixelSize)
    /// `count` of `total` pixels differ beyond the per-channel tolerance (`fraction` of
    /// them, more than allowed); `maxChannelDelta` is the largest channel difference seen.
    case pixels(count: Int, total: Int, fraction: Double, maxChannelDelta: UInt8)
  }

  /// What kind of mismatch was found.
  public let kind: Kind
  /// The image under test.
  public let actual: CGImage
  /// The reference it was compared with.
  public let reference: CGImage
  /// The tolerance the comparison used.
  public let tolerance: SnapshotTolerance

  /// A one-line explanation of the mismatch, suitable for a test failure.
  public var description: String {
    switch kind {
    case .sizeMismatch(let actual, let reference):
      return "Snapshot size differs: image is \(actual) pixels, reference is \(reference) pixels."
    case .pixels(let count, let total, let fraction, let delta):
      return
        "\(count) of \(total) pixels differ (\(Self.percent(fraction)), "
        + "\(Self.percent(tolerance.maxDifferingPixelFraction)) allowed); "
        + "max channel delta \(delta) (\(tolerance.perChannel) allowed)."
    }
  }

  /// An image showing where the images differ: differing pixels are opaque magenta,
  /// all others show the reference faded to 25% opacity. For a size mismatch the image
  /// covers both sizes and pixels present in only one image count as differing.
  public func differenceImage() -> CGImage? {
    let width = max(actual.width, reference.width)
    let height = max(actual.height, reference.height)
    let actualPixels = actual.premultipliedARGBPixels()
    let referencePixels = reference.premultipliedARGBPixels()
    let magenta: UInt32 = 0xFFFF_00FF
    var pixels = [UInt32](repeating: magenta, count: width * height)
    for y in 0..<min(actual.height, reference.height) {
      for x in 0..<min(actual.width, reference.width) {
        let r = referencePixels[y * reference.width + x]
        let a = actualPixels[y * actual.width + x]
        if SnapshotComparison.largestChannelDelta(a, r) > tolerance.perChannel { continue }
        pixels[y * width + x] = Self.faded(r)
      }
    }
    return CGImage(width: width, height: height, premultipliedARGBPixels: pixels)
  }

  /// A premultiplied pixel at a quarter of its opacity (every channel × 0.25, rounded).
  static func faded(_ pixel: UInt32) -> UInt32 {
    var result: UInt32 = 0
    for shift in stride(from: UInt32(0), through: 24, by: 8) {
      let channel = (pixel >> shift) & 0xFF
      result |= ((channel + 2) / 4) << shift
    }
    return result
  }

  private static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    if value == 0 { return "0%" }
    if value < 0.01 { return "<0.01%" }
    return String(format: "%.2f%%", value)
  }
}
