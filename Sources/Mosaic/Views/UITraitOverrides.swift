import Foundation

/// The traits a view, view controller or window scene specifies for itself and everything
/// under it, over those it inherits (`traitOverrides`). Set a trait to override it;
/// `remove(_:)` stops overriding it. Changing the overrides updates the trait collections
/// below at once and tells the objects whose traits changed.
public struct UITraitOverrides: UIMutableTraits, Equatable, @unchecked Sendable {
  /// The overridden values; unspecified ones are not overridden.
  var values = UITraitCollection.Values()

  /// Overrides of nothing.
  init() {}

  /// Whether no trait is overridden.
  public var isEmpty: Bool { values == UITraitCollection.Values() }

  /// The interface idiom overridden here (its unspecified value when it is not).
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { values.userInterfaceIdiom = newValue }
  }

  /// The light or dark interface style overridden here (its unspecified value when it is not).
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { values.userInterfaceStyle = newValue }
  }

  /// The layout direction overridden here (its unspecified value when it is not).
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { values.layoutDirection = newValue }
  }

  /// The display scale (0: unspecified) overridden here (its unspecified value when it is not).
  public var displayScale: CGFloat {
    get { values.displayScale }
    set { values.displayScale = newValue }
  }

  /// The horizontal size class overridden here (its unspecified value when it is not).
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }

  /// The vertical size class overridden here (its unspecified value when it is not).
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }

  /// The preferred content size category overridden here (its unspecified value when it is not).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }

  /// The display gamut overridden here (its unspecified value when it is not).
  public var displayGamut: UIDisplayGamut {
    get { values.displayGamut }
    set { values.displayGamut = newValue }
  }

  /// The accessibility contrast overridden here (its unspecified value when it is not).
  public var accessibilityContrast: UIAccessibilityContrast {
    get { values.accessibilityContrast }
    set { values.accessibilityContrast = newValue }
  }

  /// The interface level overridden here (its unspecified value when it is not).
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { values.userInterfaceLevel }
    set { values.userInterfaceLevel = newValue }
  }

  /// The legibility weight overridden here (its unspecified value when it is not).
  public var legibilityWeight: UILegibilityWeight {
    get { values.legibilityWeight }
    set { values.legibilityWeight = newValue }
  }

  /// The value `trait` is overridden to, else its default; setting a custom trait to a value
  /// overrides it.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable {
    get { values.value(of: trait) as? T.Value ?? T.defaultValue }
    set { set(newValue, for: trait) }
  }

  private mutating func set<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type)
  where T.Value: Equatable {
    if let system = trait as? any SystemTraitDefinition.Type {
      setSystem(system, value)
    } else {
      values.custom.set(value, for: ObjectIdentifier(trait))
    }
  }

  private mutating func setSystem<S: SystemTraitDefinition>(_ trait: S.Type, _ value: Any) {
    if let value = value as? S.Value { values[keyPath: S.keyPath] = value }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    values.differs(in: trait, from: UITraitCollection.Values())
  }

  /// Stops overriding `trait`.
  public mutating func remove(_ trait: UITrait) {
    if let system = trait as? any SystemTraitDefinition.Type {
      resetSystem(system)
    } else {
      values.custom.remove(ObjectIdentifier(trait))
    }
  }

  private mutating func resetSystem<S: SystemTraitDefinition>(_ trait: S.Type) {
    values[keyPath: S.keyPath] = UITraitCollection.Values()[keyPath: S.keyPath]
  }

  /// Overrides are equal when they override the same traits with the same values.
  public static func == (a: UITraitOverrides, b: UITraitOverrides) -> Bool {
    a.values == b.values
  }
}
