import Foundation

extension UIViewController: UITraitChangeObservable {
  /// The traits the controller specifies for itself, its view and its children, over those it
  /// inherits. Changing them updates the trait collections below at once: the controller and
  /// the views and controllers under it whose traits change hear
  /// `traitCollectionDidChange(_:)` and their registrations.
  public var traitOverrides: UITraitOverrides {
    get { traitChangeStorage?.overrides ?? UITraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      let before = traitCollection
      traitStorage.setOverrides(newValue)
      let after = traitCollection
      guard before != after else { return }
      after.performAsCurrent {
        traitCollectionDidChange(before)
        traitChangeStorage?.notify(self, previous: before, new: after)
        viewIfLoaded?.deliverTraitChangeInSubtree(from: before, to: after, controllerDone: true)
      }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  // MARK: Trait changes

  /// The storage of trait overrides and registrations, made on first use.
  var traitStorage: TraitChangeStorage {
    if let storage = traitChangeStorage { return storage }
    let storage = TraitChangeStorage()
    traitChangeStorage = storage
    return storage
  }

  /// Calls `handler` with the view controller and its previous trait collection each time one of
  /// `traits` changes in its trait collection (once per change, after
  /// `traitCollectionDidChange(_:)`). Keep the returned registration to unregister it.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitStorage.register(traits, handler: handler)
  }

  /// Calls `action`, a method of `target`'s class taking nothing, each time one of `traits`
  /// changes. Mosaic's form of UIKit's selector: pass the method itself
  /// (`registerForTraitChanges(traits, target: self, action: MyView.traitsChanged)`). The
  /// target is not retained.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Any, action: @escaping (Target) -> () -> Void
  ) -> any UITraitChangeRegistration {
    traitStorage.register(traits, target: target, action: action)
  }

  /// Calls `action`, a method of `target`'s class taking the trait environment and the
  /// previous trait collection, each time one of `traits` changes. The target is not
  /// retained.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject, TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], target: Any,
    action: @escaping (Target) -> (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitStorage.register(traits, target: target, action: action)
  }

  /// Calls `action`, a method of the view controller's own class taking nothing, each time one of
  /// `traits` changes (the target is the view controller itself).
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], action: @escaping (Target) -> () -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }

  /// Calls `action`, a method of the view controller's own class taking the trait environment and
  /// the previous trait collection, each time one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject, TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], action: @escaping (Target) -> (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits, target: self, action: action)
  }

  /// Stops the registration `registration` made: its handler or action is not called again.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeStorage?.unregister(registration)
  }
}
