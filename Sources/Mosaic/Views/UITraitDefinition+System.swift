import Foundation

// UIKit's system traits as trait types, for `registerForTraitChanges(_:handler:)`,
// `UITraitOverrides` and `UITraitCollection`'s subscript. Each reads and writes one of the
// collection's own values; its default is the unspecified value.

/// The light or dark interface style.
public enum UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// It changes how colors resolve.
  public static var affectsColorAppearance: Bool { true }
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceStyle> {
    \.userInterfaceStyle
  }
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> {
    \.horizontalSizeClass
  }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> {
    \.verticalSizeClass
  }
}

/// The display scale (pixels per point).
public enum UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
  /// 0: unspecified.
  public static let defaultValue: CGFloat = 0
  static var keyPath: WritableKeyPath<UITraitCollection.Values, CGFloat> { \.displayScale }
}

/// The interface idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceIdiom> {
    \.userInterfaceIdiom
  }
}

/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UITraitEnvironmentLayoutDirection> {
    \.layoutDirection
  }
}

/// The preferred content size category (the user's text size).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIContentSizeCategory.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIContentSizeCategory> {
    \.preferredContentSizeCategory
  }
}

/// The display gamut.
public enum UITraitDisplayGamut: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIDisplayGamut.unspecified
  /// It changes how colors resolve.
  public static var affectsColorAppearance: Bool { true }
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIDisplayGamut> {
    \.displayGamut
  }
}

/// The accessibility contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIAccessibilityContrast.unspecified
  /// It changes how colors resolve.
  public static var affectsColorAppearance: Bool { true }
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIAccessibilityContrast> {
    \.accessibilityContrast
  }
}

/// The interface level (base or elevated).
public enum UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  /// It changes how colors resolve.
  public static var affectsColorAppearance: Bool { true }
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceLevel> {
    \.userInterfaceLevel
  }
}

/// The legibility weight (the Bold Text setting).
public enum UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
  /// Unspecified.
  public static let defaultValue = UILegibilityWeight.unspecified
  static var keyPath: WritableKeyPath<UITraitCollection.Values, UILegibilityWeight> {
    \.legibilityWeight
  }
}

extension UITraitCollection {
  /// The system traits that change how colors resolve: interface style, accessibility
  /// contrast, interface level and display gamut.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self, UITraitDisplayGamut.self,
    ]
  }

  /// The system traits that choose among an image's variants: display scale, interface style,
  /// layout direction, idiom, size classes, gamut, contrast and legibility weight.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitDisplayScale.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
      UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
      UITraitVerticalSizeClass.self, UITraitDisplayGamut.self, UITraitAccessibilityContrast.self,
      UITraitLegibilityWeight.self,
    ]
  }
}
