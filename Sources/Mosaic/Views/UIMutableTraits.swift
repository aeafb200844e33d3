import Foundation

/// A set of trait values that can be changed: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand to their closure, and what `traitOverrides` is. A property set to
/// its unspecified value (or a custom trait set to nil) is not specified.
public protocol UIMutableTraits {
  /// The interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The light or dark interface style.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// The display scale (0: unspecified).
  var displayScale: CGFloat { get set }
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The preferred content size category.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The display gamut.
  var displayGamut: UIDisplayGamut { get set }
  /// The accessibility contrast.
  var accessibilityContrast: UIAccessibilityContrast { get set }
  /// The interface level.
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
  /// The legibility weight.
  var legibilityWeight: UILegibilityWeight { get set }
  /// The value of a trait (a custom one's default when it is not specified); setting nil
  /// leaves a custom trait unspecified.
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable { get set }
}
