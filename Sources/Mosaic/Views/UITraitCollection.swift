import Foundation

/// The traits of an interface environment: the display scale, the kind of device, the size
/// classes, the layout direction, light or dark appearance and the preferred text size.
///
/// A trait collection is immutable. A trait that a collection does not specify has its
/// "unspecified" value (`.unspecified`, or a display scale of 0). Views, view controllers,
/// windows and screens publish the collection of their environment through
/// `UITraitEnvironment.traitCollection`; a collection made with one of the initializers
/// specifies just the traits it was given. Two collections are equal (`isEqual(_:)`, `==`)
/// when they specify the same traits with the same values, and equal collections have the
/// same `hash`.
///
/// `UIImage(named:in:compatibleWith:)` reads the display scale and prefers an image file made
/// for it (`name@2x.png` for a scale of 2).
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
  /// The values of every trait; unspecified ones hold their unspecified value.
  struct Values: Hashable, Sendable {
    /// Values in which only the trait at `key` is specified, as `value`.
    static func only<Value>(_ key: WritableKeyPath<Values, Value>, _ value: Value) -> Values {
      var values = Values()
      values[keyPath: key] = value
      return values
    }

    var displayScale: CGFloat = 0
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var displayGamut: UIDisplayGamut = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    /// The values of custom traits (`UITraitDefinition`s of the app's own) that are specified.
    var custom = CustomTraitValues()

    /// These values with every trait that `other` specifies taken from `other`.
    func merging(_ other: Values) -> Values {
      var v = self
      if other.displayScale != 0 { v.displayScale = other.displayScale }
      if other.userInterfaceIdiom != .unspecified {
        v.userInterfaceIdiom = other.userInterfaceIdiom
      }
      if other.layoutDirection != .unspecified { v.layoutDirection = other.layoutDirection }
      if other.horizontalSizeClass != .unspecified {
        v.horizontalSizeClass = other.horizontalSizeClass
      }
      if other.verticalSizeClass != .unspecified { v.verticalSizeClass = other.verticalSizeClass }
      if other.userInterfaceStyle != .unspecified {
        v.userInterfaceStyle = other.userInterfaceStyle
      }
      if other.preferredContentSizeCategory != .unspecified {
        v.preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.displayGamut != .unspecified { v.displayGamut = other.displayGamut }
      if other.accessibilityContrast != .unspecified {
        v.accessibilityContrast = other.accessibilityContrast
      }
      if other.userInterfaceLevel != .unspecified {
        v.userInterfaceLevel = other.userInterfaceLevel
      }
      if other.legibilityWeight != .unspecified { v.legibilityWeight = other.legibilityWeight }
      if !other.custom.isEmpty { v.custom.merge(other.custom) }
      return v
    }

    /// Whether every trait that `other` specifies has the same value here.
    func contains(_ other: Values) -> Bool {
      merging(other) == self
    }
  }

  let values: Values

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// Creates a trait collection in which every trait is unspecified.
  public override convenience init() {
    self.init(values: Values())
  }

  /// Creates a trait collection that specifies only the display scale (pixels per point); a
  /// scale that is not a positive number leaves it unspecified (0).
  public convenience init(displayScale scale: CGFloat) {
    var v = Values()
    v.displayScale = scale.isFinite && scale > 0 ? scale : 0
    self.init(values: v)
  }

  /// Creates a trait collection that specifies only the interface idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    var v = Values()
    v.userInterfaceIdiom = idiom
    self.init(values: v)
  }

  /// Creates a trait collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values.only(\.horizontalSizeClass, horizontalSizeClass))
  }

  /// Creates a trait collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: Values.only(\.verticalSizeClass, verticalSizeClass))
  }

  /// Creates a trait collection that specifies only the light or dark interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: Values.only(\.userInterfaceStyle, userInterfaceStyle))
  }

  /// Creates a trait collection that specifies only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: Values.only(\.layoutDirection, layoutDirection))
  }

  /// Creates a trait collection that specifies only the preferred content size category
  /// (the user's text size).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: Values.only(\.preferredContentSizeCategory, preferredContentSizeCategory))
  }

  /// Creates a trait collection that specifies only the display gamut.
  public convenience init(displayGamut: UIDisplayGamut) {
    self.init(values: Values.only(\.displayGamut, displayGamut))
  }

  /// Creates a trait collection that specifies only the accessibility contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(values: Values.only(\.accessibilityContrast, accessibilityContrast))
  }

  /// Creates a trait collection that specifies only the interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(values: Values.only(\.userInterfaceLevel, userInterfaceLevel))
  }

  /// Creates a trait collection that specifies only the legibility weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(values: Values.only(\.legibilityWeight, legibilityWeight))
  }

  /// Creates a trait collection that combines `traitCollections`: each trait takes its value
  /// from the last collection in the array that specifies it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(values: traitCollections.reduce(Values()) { $0.merging($1.values) })
  }

  // MARK: Traits

  /// The number of pixels per point of the display; 0 when unspecified.
  public var displayScale: CGFloat { values.displayScale }

  /// The kind of interface: phone, pad, TV, CarPlay, Mac or Vision.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }

  /// The direction of the environment's language: left to right or right to left.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }

  /// The horizontal size class: compact or regular width.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }

  /// The vertical size class: compact or regular height.
  public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }

  /// Whether the interface is light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }

  /// The text size the user prefers.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    values.preferredContentSizeCategory
  }

  /// The color gamut of the display.
  public var displayGamut: UIDisplayGamut { values.displayGamut }

  /// Whether the user asked for increased contrast.
  public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }

  /// Whether content is at the base level or elevated above it (as a sheet over content is).
  public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

  /// Whether the user asked for bold text.
  public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

  // MARK: Comparing

  /// Whether this collection has every trait that `trait` specifies, with the same values;
  /// true when `trait` is nil or specifies nothing.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return values.contains(trait.values)
  }

  /// Whether colors may look different in this collection than in `traitCollection`: true when
  /// they differ in interface style, accessibility contrast, interface level or display gamut
  /// (also when `traitCollection` is nil).
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection?.values else { return true }
    return values.userInterfaceStyle != other.userInterfaceStyle
      || values.accessibilityContrast != other.accessibilityContrast
      || values.userInterfaceLevel != other.userInterfaceLevel
      || values.displayGamut != other.displayGamut
  }

  /// Two trait collections are equal when they specify the same traits with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return other === self || other.values == values
  }

  /// A hash of the traits, equal for equal collections.
  open override var hash: Int {
    values.hashValue
  }

  /// Returns the collection itself: trait collections are immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// A description listing the specified traits, as UIKit prints them
  /// (`<UITraitCollection: 0x…; UserInterfaceIdiom = Pad, DisplayScale = 2, …>`).
  open override var description: String {
    var parts: [String] = []
    let v = values
    if v.userInterfaceIdiom != .unspecified {
      parts.append("UserInterfaceIdiom = \(v.userInterfaceIdiom.name)")
    }
    if v.displayScale != 0 {
      let s = v.displayScale
      parts.append("DisplayScale = \(s == s.rounded() ? String(Int(s)) : String(describing: s))")
    }
    if v.displayGamut != .unspecified { parts.append("DisplayGamut = \(v.displayGamut.name)") }
    if v.horizontalSizeClass != .unspecified {
      parts.append("HorizontalSizeClass = \(v.horizontalSizeClass.name)")
    }
    if v.verticalSizeClass != .unspecified {
      parts.append("VerticalSizeClass = \(v.verticalSizeClass.name)")
    }
    if v.userInterfaceStyle != .unspecified {
      parts.append("UserInterfaceStyle = \(v.userInterfaceStyle.name)")
    }
    if v.layoutDirection != .unspecified {
      parts.append("UserInterfaceLayoutDirection = \(v.layoutDirection.name)")
    }
    if v.preferredContentSizeCategory != .unspecified {
      parts.append("PreferredContentSizeCategory = \(v.preferredContentSizeCategory.shortName)")
    }
    if v.accessibilityContrast != .unspecified {
      parts.append("AccessibilityContrast = \(v.accessibilityContrast.name)")
    }
    if v.userInterfaceLevel != .unspecified {
      parts.append("UserInterfaceLevel = \(v.userInterfaceLevel.name)")
    }
    if v.legibilityWeight != .unspecified {
      parts.append("LegibilityWeight = \(v.legibilityWeight.name)")
    }
    let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    let list = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    return "<UITraitCollection: 0x\(address)\(list)>"
  }

  // MARK: The current trait collection

  /// The trait collection of the work being done now. UIKit makes a view's collection current
  /// while it draws (`draw(_:)`) and while it hears of trait changes; elsewhere it is the main
  /// screen's collection unless code sets it. Each thread has its own value.
  public class var current: UITraitCollection {
    get {
      currentSlot.value ?? ambient.value
    }
    set {
      currentSlot.value = newValue
    }
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the
  /// previous current collection.
  open func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let slot = UITraitCollection.currentSlot
    let saved = slot.value
    slot.value = self
    defer { slot.value = saved }
    try actions()
  }

  /// Each thread's current collection, when it set one.
  private static let currentSlot = ThreadSlot<UITraitCollection>()

  /// The collection `current` falls back on: the main screen's, kept up to date by `UIScreen`.
  static let ambient = LockedTraitCollection()
}

/// A trait collection shared between threads behind a lock.
final class LockedTraitCollection: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = UITraitCollection()

  var value: UITraitCollection {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
