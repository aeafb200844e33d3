import Foundation

extension UITraitCollection {
  /// The value of `trait` in the collection: a system trait's value, or a custom trait's
  /// (its `defaultValue` when the collection does not specify it).
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable {
    values.value(of: trait) as? T.Value ?? T.defaultValue
  }

  /// Creates a collection specifying the traits that `mutations` sets.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    self.init(values: (traits as? UITraitOverrides)?.values ?? Values())
  }

  /// A copy of the collection with the changes `mutations` makes.
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var overrides = UITraitOverrides()
    overrides.values = values
    var traits: any UIMutableTraits = overrides
    mutations(&traits)
    return UITraitCollection(values: (traits as? UITraitOverrides)?.values ?? values)
  }

  /// The collection with the traits `overrides` specifies taken from it.
  func applying(_ overrides: UITraitOverrides?) -> UITraitCollection {
    guard let overrides, !overrides.isEmpty else { return self }
    return UITraitCollection(values: values.merging(overrides.values))
  }
}
