import Foundation
import MosaicCore

/// What a dynamic animator's behaviours make of its world when they change: the bodies' forces
/// and materials, the joints, the collision groups and boundary segments, and what each world
/// boundary and joint stands for (to report contacts and drop behaviours).
@MainActor
struct DynamicsScene {
  /// The world being configured.
  var world: DynamicsWorld
  /// Each item's body index.
  let indexOfItem: [ObjectIdentifier: Int]
  /// The reference bounds (the reference view's bounds or the collection view's content), if
  /// the animator has a reference.
  let referenceBounds: CGRect?
  /// The collision behaviours, by collision group.
  private(set) var collisionBehaviors: [UICollisionBehavior] = []
  /// What each boundary segment of the world belongs to.
  private(set) var boundaryOwners: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] =
    []
  /// The behaviour each joint of the world stands for.
  private(set) var jointOwners: [UIDynamicBehavior] = []
  /// Work to do once the world is configured (an instantaneous push turning itself off).
  var afterCompile: [() -> Void] = []
  private var impulses: [(index: Int, impulse: DynamicsVector, offset: DynamicsVector)] = []
  /// Set when more collision behaviours than groups were asked for.
  private(set) var droppedCollisionGroups = false

  init(world: DynamicsWorld, indexOfItem: [ObjectIdentifier: Int], referenceBounds: CGRect?) {
    self.world = world
    self.indexOfItem = indexOfItem
    self.referenceBounds = referenceBounds
    self.world.boundaries.removeAll()
    self.world.joints.removeAll()
  }

  /// The body index of `item`, if the animator moves it.
  func index(of item: UIDynamicItem) -> Int? {
    indexOfItem[ObjectIdentifier(item)]
  }

  /// Changes the body of `item`.
  mutating func modifyBody(of item: UIDynamicItem, _ change: (inout DynamicsBody) -> Void) {
    guard let index = index(of: item) else { return }
    change(&world.bodies[index])
  }

  /// Records an impulse to apply once every behaviour has set the materials (so that it sees
  /// the final mass).
  mutating func addImpulse(
    _ impulse: DynamicsVector, at offset: DynamicsVector, to item: UIDynamicItem
  ) {
    guard let index = index(of: item) else { return }
    impulses.append((index, impulse, offset))
  }

  /// Gives `behavior` a collision group (0–63) and returns it, or nil when all are taken.
  mutating func addCollisionGroup(_ behavior: UICollisionBehavior) -> Int? {
    guard collisionBehaviors.count < 64 else {
      droppedCollisionGroups = true
      return nil
    }
    collisionBehaviors.append(behavior)
    return collisionBehaviors.count - 1
  }

  /// Adds a boundary segment of collision group `group`.
  mutating func addBoundary(
    from a: CGPoint, to b: CGPoint, group: Int, behavior: UICollisionBehavior,
    identifier: (any NSCopying)?
  ) {
    world.boundaries.append(
      DynamicsBoundary(
        from: DynamicsVector(Double(a.x), Double(a.y)),
        to: DynamicsVector(Double(b.x), Double(b.y)),
        group: group, tag: boundaryOwners.count))
    boundaryOwners.append((behavior, identifier))
  }

  /// Adds a joint standing for `behavior`.
  mutating func addJoint(_ joint: DynamicsJoint, for behavior: UIDynamicBehavior) {
    world.joints.append(joint)
    jointOwners.append(behavior)
  }

  /// Applies the recorded impulses.
  mutating func finish() {
    for entry in impulses {
      world.bodies[entry.index].apply(impulse: entry.impulse, at: entry.offset)
    }
    impulses.removeAll()
  }
}
