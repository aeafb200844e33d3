import Foundation

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

/// Where a rectangle sits inside another, by edges named leading and trailing so that the
/// placement follows the layout direction (the alignment of compositional layouts' boundary
/// supplementary items).
public enum NSRectAlignment: Int, Hashable, Sendable {
  /// No alignment.
  case none = 0
  /// Along the top edge, centred across it.
  case top = 1
  /// In the top-leading corner.
  case topLeading = 2
  /// Along the leading edge, centred along it.
  case leading = 3
  /// In the bottom-leading corner.
  case bottomLeading = 4
  /// Along the bottom edge, centred across it.
  case bottom = 5
  /// In the bottom-trailing corner.
  case bottomTrailing = 6
  /// Along the trailing edge, centred along it.
  case trailing = 7
  /// In the top-trailing corner.
  case topTrailing = 8
}
