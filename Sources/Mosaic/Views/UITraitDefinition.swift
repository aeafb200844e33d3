import Foundation

/// A trait: a named value of the environment that flows from windows to view controllers and
/// views, which an app can read (`traitCollection[MyTrait.self]`), override
/// (`traitOverrides[MyTrait.self] = …`) and observe (`registerForTraitChanges`).
///
/// UIKit's system traits are `UITraitUserInterfaceStyle`, `UITraitHorizontalSizeClass` and
/// the others below; an app defines its own by adopting the protocol with a `defaultValue`.
/// Mosaic compares trait values with `==`, so a custom trait's value is `Equatable`.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value in an environment that does not specify the trait.
  static var defaultValue: Value { get }
  /// A unique identifier of the trait; the type's full name by default.
  static var identifier: String { get }
  /// A name for debugging; the type's name by default.
  static var name: String { get }
  /// Whether a change of the trait can change how colors resolve; false by default.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's full name.
  public static var identifier: String { String(reflecting: Self.self) }
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// False: a custom trait does not change how colors resolve unless it says so.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` and `UITraitOverrides.remove(_:)`
/// take it (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: one of `UITraitCollection`'s own values.
protocol SystemTraitDefinition: UITraitDefinition where Value: Hashable {
  static var keyPath: WritableKeyPath<UITraitCollection.Values, Value> { get }
}

extension UITraitCollection.Values {
  /// The value of `trait` here (its default when unspecified), type-erased.
  func value(of trait: UITrait) -> Any {
    if let system = trait as? any SystemTraitDefinition.Type { return systemValue(system) }
    return custom.value(for: ObjectIdentifier(trait)) ?? Self.defaultValue(of: trait)
  }

  private func systemValue<T: SystemTraitDefinition>(_ trait: T.Type) -> Any {
    self[keyPath: T.keyPath]
  }

  private static func defaultValue<T: UITraitDefinition>(of trait: T.Type) -> Any {
    trait.defaultValue
  }

  /// Whether `trait` has a different value here than in `other`.
  func differs(in trait: UITrait, from other: UITraitCollection.Values) -> Bool {
    if let system = trait as? any SystemTraitDefinition.Type {
      return systemValueDiffers(system, from: other)
    }
    let id = ObjectIdentifier(trait)
    return custom.entry(for: id) != other.custom.entry(for: id)
  }

  private func systemValueDiffers<T: SystemTraitDefinition>(
    _ trait: T.Type, from other: UITraitCollection.Values
  ) -> Bool {
    self[keyPath: T.keyPath] != other[keyPath: T.keyPath]
  }
}

/// The values of custom traits a trait collection specifies, each compared with its own `==`.
struct CustomTraitValues: Hashable, @unchecked Sendable {
  struct Entry: Equatable {
    let value: Any
    let isEqual: (Any) -> Bool
    static func == (a: Entry, b: Entry) -> Bool { a.isEqual(b.value) }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }

  func entry(for id: ObjectIdentifier) -> Entry? { entries[id] }

  func value(for id: ObjectIdentifier) -> Any? { entries[id]?.value }

  mutating func set<Value: Equatable>(_ value: Value?, for id: ObjectIdentifier) {
    guard let value else {
      entries[id] = nil
      return
    }
    entries[id] = Entry(value: value, isEqual: { ($0 as? Value) == value })
  }

  mutating func remove(_ id: ObjectIdentifier) {
    entries[id] = nil
  }

  mutating func merge(_ other: CustomTraitValues) {
    entries.merge(other.entries) { _, new in new }
  }

  static func == (a: CustomTraitValues, b: CustomTraitValues) -> Bool {
    a.entries == b.entries
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
  }
}
