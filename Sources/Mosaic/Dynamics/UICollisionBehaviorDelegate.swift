import Foundation

/// The methods a collision behaviour calls when its items start or stop touching each other or
/// a boundary. Every method is optional. For the reference bounds' boundary the identifier is
/// nil.
@MainActor @preconcurrency
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  /// Two items of the behaviour began touching at `p` (reference coordinates).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint)
  /// Two items of the behaviour stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem)
  /// An item began touching the boundary `identifier` (nil: the reference bounds) at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching the boundary `identifier`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
