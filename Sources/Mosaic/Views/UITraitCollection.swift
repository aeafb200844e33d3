import Foundation

/// The traits of an interface environment, such as the scale of the display it is shown on.
///
/// Mosaic keeps only the display scale. It is used by `UIImage(named:in:compatibleWith:)`,
/// which prefers an image file made for that scale (`name@2x.png` for a scale of 2).
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
  /// The number of pixels per point of the display; 0 when the trait is unspecified.
  public let displayScale: CGFloat

  /// Creates a trait collection in which every trait is unspecified (a display scale of 0).
  public init() {
    displayScale = 0
  }

  /// Creates a trait collection that specifies only the display scale.
  public init(displayScale scale: CGFloat) {
    displayScale = scale.isFinite && scale > 0 ? scale : 0
  }

  /// Two trait collections are equal when they specify the same traits.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.displayScale == rhs.displayScale
  }

  /// A description listing the specified traits.
  public var description: String {
    "UITraitCollection(displayScale: \(displayScale))"
  }
}
