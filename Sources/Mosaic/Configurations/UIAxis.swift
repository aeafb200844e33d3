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

/// A set of the edges of a rectangle, named by leading and trailing rather than left and
/// right, so that they follow the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt

  /// Creates a set from its raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
