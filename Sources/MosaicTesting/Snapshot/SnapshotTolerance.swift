/// How far an image may differ from its reference snapshot and still match.
///
/// A pixel differs when any of its four premultiplied channels (alpha, red, green,
/// blue) differs by more than `perChannel`. The images match when the share of
/// differing pixels is at most `maxDifferingPixelFraction`.
public struct SnapshotTolerance: Sendable, Hashable {
  /// The largest per-channel difference (0…255) that still counts as the same pixel.
  public var perChannel: UInt8
  /// The largest fraction (0…1) of pixels that may differ, beyond `perChannel`.
  public var maxDifferingPixelFraction: Double

  /// Creates a tolerance; the defaults make it exact.
  public init(perChannel: UInt8 = 0, maxDifferingPixelFraction: Double = 0) {
    self.perChannel = perChannel
    self.maxDifferingPixelFraction = maxDifferingPixelFraction
  }

  /// Every pixel must match exactly.
  public static let exact = SnapshotTolerance()
}
