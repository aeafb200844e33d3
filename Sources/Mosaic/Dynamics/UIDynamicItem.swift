import Foundation

/// The shape of the outline UIKit Dynamics gives an item for collisions.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
  /// The item's bounds rectangle.
  case rectangle
  /// The ellipse inscribed in the item's bounds.
  case ellipse
  /// The convex path the item returns from `collisionBoundingPath`.
  case path
}

/// Something a dynamic animator can move: it has a centre, a size and a transform (the
/// animator writes the centre and a rotation). `UIView` and `UICollectionViewLayoutAttributes`
/// are dynamic items; any class of your own can be one too.
@MainActor @preconcurrency
public protocol UIDynamicItem: NSObjectProtocol {
  /// The item's centre in the reference coordinate system (its superview's coordinates for a
  /// view). The animator sets it at every step.
  var center: CGPoint { get set }
  /// The item's bounds: the animator reads the size.
  var bounds: CGRect { get }
  /// The item's transform: the animator sets it to the item's rotation.
  var transform: CGAffineTransform { get set }
  /// The outline used for collisions; `.rectangle` unless the item says otherwise.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The convex outline used when `collisionBoundsType` is `.path`, centred on the origin.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// The bounds rectangle, unless the item says otherwise.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The bounds rectangle centred on the origin.
  public var collisionBoundingPath: UIBezierPath {
    let size = bounds.size
    return UIBezierPath(
      rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
  }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
