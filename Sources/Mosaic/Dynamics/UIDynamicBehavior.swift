import Foundation
import MosaicCore

/// A piece of physics a dynamic animator applies to its items. The concrete behaviours
/// (gravity, collision, snap, push, attachment, item properties) are subclasses; a behaviour of
/// your own composes them as child behaviours and may run code at every step in `action`.
@MainActor @preconcurrency
open class UIDynamicBehavior: NSObject {
  /// The animator the behaviour was added to (directly or as a child).
  private weak var animatorStorage: UIDynamicAnimator?
  /// The behaviour this one is a child of.
  weak var parent: UIDynamicBehavior?

  /// Creates a behaviour without children or action.
  public override init() {
    super.init()
  }

  /// The behaviours this behaviour combines, in the order they were added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []

  /// Code the animator runs at every step of the animation, after moving the items.
  open var action: (() -> Void)?

  /// The animator the behaviour belongs to, or nil while it is not added to one.
  open var dynamicAnimator: UIDynamicAnimator? { animatorStorage }

  /// Adds `behavior` as a child: it takes effect while this behaviour is in an animator.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
    behavior.parent?.removeChildBehavior(behavior)
    childBehaviors.append(behavior)
    behavior.parent = self
    if let animator = animatorStorage { behavior.moveTree(to: animator) }
    setNeedsUpdate()
  }

  /// Removes a child behaviour.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    if animatorStorage != nil { behavior.moveTree(to: nil) }
    setNeedsUpdate()
  }

  /// Called when the behaviour is added to an animator (`dynamicAnimator` is the new one) or
  /// removed from it (nil). Subclasses call `super`.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Tells this behaviour and its children which animator they now belong to.
  func moveTree(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    animatorStorage = animator
    for child in childBehaviors { child.moveTree(to: animator) }
  }

  /// Asks the animator to take the behaviour's new state into account (and to run again).
  func setNeedsUpdate() {
    animatorStorage?.behaviorDidChange()
  }

  /// Adds `item` to a behaviour's `list` unless it is there already, and updates.
  func add(_ item: UIDynamicItem, to list: inout [UIDynamicItem]) {
    guard !list.contains(where: { $0 === item }) else { return }
    list.append(item)
    setNeedsUpdate()
  }

  /// Removes `item` from a behaviour's `list`, and updates.
  func remove(_ item: UIDynamicItem, from list: inout [UIDynamicItem]) {
    list.removeAll { $0 === item }
    setNeedsUpdate()
  }

  // MARK: What the animator asks of each behaviour

  /// The items this behaviour acts on, in order.
  var dynamicItems: [UIDynamicItem] { [] }

  /// Contributes the behaviour's forces, materials, constraints and boundaries to the world.
  func contribute(to scene: inout DynamicsScene) {}
}
