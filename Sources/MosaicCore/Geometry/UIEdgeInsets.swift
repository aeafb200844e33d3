import Foundation

/// Distances by which a rectangle's four edges are moved inwards (positive values)
/// or outwards (negative values), as UIKit uses for content and section insets.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets that are zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given value for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets that are zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// Returns this rectangle with its edges moved inwards by `insets`: the origin moves
  /// right by `left` and down by `top`, the width shrinks by `left + right` and the
  /// height by `top + bottom` (negative insets grow it). The rectangle is used as
  /// stored, without standardizing, as UIKit's `UIEdgeInsetsInsetRect` does.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}

/// Edge insets expressed with leading and trailing edges instead of left and right,
/// so they follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge (left in a left-to-right layout).
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge (right in a left-to-right layout).
  public var trailing: CGFloat

  /// Creates insets that are zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets with the given value for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets that are zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical displacement, as UIKit uses to shift the position of
/// titles and images.
public struct UIOffset: Equatable, Hashable, Sendable {
  /// The horizontal displacement.
  public var horizontal: CGFloat
  /// The vertical displacement.
  public var vertical: CGFloat

  /// Creates an offset of zero in both directions.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset with the given displacements.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The offset that displaces nothing.
  public static let zero = UIOffset()
}
