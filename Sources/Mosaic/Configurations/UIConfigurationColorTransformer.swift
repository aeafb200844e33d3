import Foundation

/// A function that turns one color into another, which configurations apply to a color
/// when they resolve it (a selected state dimming a background, say). Two transformers
/// are equal when one is a copy of the other (the closures themselves cannot be compared).
///
/// Transformers are passed between configurations freely, as in UIKit; the function is
/// called wherever the configuration is resolved (on the main actor for views).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
  /// Ties copies of one transformer together for equality.
  private final class Identity: Sendable {}

  private let identity: Identity
  /// The function that transforms a color.
  public let transform: (UIColor) -> UIColor

  /// Creates a transformer that applies `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
    identity = Identity()
  }

  /// Returns `transform` applied to `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// Whether both are copies of the same transformer.
  public static func == (
    lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer
  ) -> Bool {
    lhs.identity === rhs.identity
  }

  /// Hashes the transformer's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(identity))
  }

  /// Turns a color into the gray of the same luminance, keeping its alpha.
  public static let grayscale = UIConfigurationColorTransformer { color in
    let c = color.rgba
    let y = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
    return UIColor(white: y, alpha: c.a)
  }

  /// Replaces a color by the system's preferred tint (the accent color), keeping the
  /// color's alpha.
  public static let preferredTint = UIConfigurationColorTransformer { color in
    UIColor.tintColor.withAlphaComponent(color.rgba.a)
  }

  /// Replaces a color by a monochrome tint (a dark gray), keeping the color's alpha.
  public static let monochromeTint = UIConfigurationColorTransformer { color in
    UIColor(white: 0.33, alpha: color.rgba.a)
  }
}
