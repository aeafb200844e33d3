/// The range of frame rates an animation or display link asks for, and the rate it prefers
/// within it.
///
/// The display may run at any rate; a display link asking for less than the display's refresh
/// rate is called back on every nth refresh, the one nearest to the rate asked for.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
  /// The lowest acceptable frame rate, in frames per second.
  public var minimum: Float
  /// The highest acceptable frame rate, in frames per second.
  public var maximum: Float
  /// The frame rate wanted most, in frames per second, or nil when any rate in the range will do.
  public var preferred: Float?

  /// Creates a range from `minimum` to `maximum` frames per second, preferring `preferred`.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The range that leaves the choice to the system: the display's own refresh rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether this range and `range` ask for the same rates.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

  /// The frame rate to aim for: the preferred rate, else the maximum; nil when the range
  /// leaves the choice to the system.
  var targetRate: Float? {
    if let preferred, preferred > 0 { return preferred }
    return maximum > 0 ? maximum : nil
  }
}
