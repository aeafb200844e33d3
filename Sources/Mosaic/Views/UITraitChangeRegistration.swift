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

  /// Registers `handler`, called with the owner (a `TraitEnvironment`) and its previous traits.
  func register<TraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> TraitChangeRegistrationToken {
    let token = TraitChangeRegistrationToken(traits: traits) { object, previous in
      guard let environment = object as? TraitEnvironment else {
        preconditionFailure(
          "registerForTraitChanges: the handler takes a \(TraitEnvironment.self), but the object is a \(type(of: object))"
        )
      }
      handler(environment, previous)
    }
    registrations.append(token)
    return token
  }

  /// Registers `action`, a method of `target`'s class taking nothing; the target is not
  /// retained.
  func register<Target: AnyObject>(
    _ traits: [UITrait], target: Any, action: @escaping (Target) -> () -> Void
  ) -> TraitChangeRegistrationToken {
    let object = target as AnyObject
    requireActionTarget(object, of: Target.self, in: "registerForTraitChanges")
    weak var weakTarget = object
    let token = TraitChangeRegistrationToken(traits: traits) { _, _ in
      guard let target = weakTarget as? Target else { return }
      action(target)()
    }
    registrations.append(token)
    return token
  }

  /// Registers `action`, a method of `target`'s class taking the owner (a `TraitEnvironment`)
  /// and its previous traits; the target is not retained.
  func register<Target: AnyObject, TraitEnvironment>(
    _ traits: [UITrait], target: Any,
    action: @escaping (Target) -> (TraitEnvironment, UITraitCollection) -> Void
  ) -> TraitChangeRegistrationToken {
    let object = target as AnyObject
    requireActionTarget(object, of: Target.self, in: "registerForTraitChanges")
    weak var weakTarget = object
    let token = TraitChangeRegistrationToken(traits: traits) { owner, previous in
      guard let target = weakTarget as? Target, let environment = owner as? TraitEnvironment
      else { return }
      action(target)(environment, previous)
    }
    registrations.append(token)
    return token
  }

  /// Removes `registration`, if it is one of these.
  func unregister(_ registration: any UITraitChangeRegistration) {
    guard let token = registration as? TraitChangeRegistrationToken else { return }
    registrations.removeAll { $0 === token }
  }

  /// Replaces the overrides, keeping the count of objects with overrides.
  func setOverrides(_ new: UITraitOverrides) {
    let wasEmpty = overrides.isEmpty
    overrides = new
    if wasEmpty && !new.isEmpty { Self.objectsWithOverrides += 1 }
    if !wasEmpty && new.isEmpty { Self.objectsWithOverrides -= 1 }
  }
}
