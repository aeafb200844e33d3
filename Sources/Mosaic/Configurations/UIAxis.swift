import Foundation

/// A set of layout axes: horizontal, vertical, both or neither.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt

  /// Creates a set from its raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// No axis.
  public static let neither = UIAxis([])
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
