import Foundation

/// A token for a registration made with `registerForTraitChanges`: pass it to
/// `unregisterForTraitChanges(_:)` to stop hearing of the changes.
public protocol UITraitChangeRegistration: Sendable {}

/// An object whose traits can be observed: views, view controllers and window scenes.
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits each time one of `traits`
  /// changes in the object's trait collection.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration

  /// Stops the registration `registration` made.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits it watches and what it calls.
final class TraitChangeRegistrationToken: UITraitChangeRegistration, @unchecked Sendable {
  let traits: [UITrait]
  let call: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits
    self.call = call
  }
}

/// What a view, view controller or window scene keeps about its traits beyond the
/// inherited ones: its overrides and its trait-change registrations.
@MainActor
final class TraitChangeStorage {
  var overrides = UITraitOverrides()
  var registrations: [TraitChangeRegistrationToken] = []

  /// How many objects override traits: while none does, trait collections come straight from
  /// the window.
  static var objectsWithOverrides = 0

  /// Calls the registrations of `owner` whose traits differ between `previous` and `new`, in
  /// the order they were made, each once.
  func notify(_ owner: AnyObject, previous: UITraitCollection, new: UITraitCollection) {
    guard !registrations.isEmpty else { return }
    for registration in registrations
    where registration.traits.contains(where: { new.values.differs(in: $0, from: previous.values) })
    {
      registration.call(owner, previous)
    }
  }

  /// Replaces the overrides, keeping the count of objects with overrides.
  func setOverrides(_ new: UITraitOverrides) {
    let wasEmpty = overrides.isEmpty
    overrides = new
    if wasEmpty && !new.isEmpty { Self.objectsWithOverrides += 1 }
    if !wasEmpty && new.isEmpty { Self.objectsWithOverrides -= 1 }
  }
}

/// Builds the registration of a handler for objects of type `Owner`.
@MainActor
func makeTraitRegistration<Owner, TraitEnvironment>(
  _ traits: [UITrait], owner: Owner.Type,
  handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
) -> TraitChangeRegistrationToken {
  TraitChangeRegistrationToken(traits: traits) { object, previous in
    guard let environment = object as? TraitEnvironment else {
      preconditionFailure(
        "registerForTraitChanges: the handler takes a \(TraitEnvironment.self), but the object is a \(type(of: object))"
      )
    }
    handler(environment, previous)
  }
}
