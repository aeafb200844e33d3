import Foundation

/// One rigid body of a `DynamicsWorld`: a dynamic item's centre, rotation and motion, its
/// collision outline and the material and forces the behaviours give it.
///
/// Units are UIKit's: points, seconds, radians. Mass is `density × area / 10 000`, so a
/// 100 × 100 point item of density 1 weighs 1 (the mass on which a push of magnitude 1 gives
/// 100 points/s²).
package struct DynamicsBody: Equatable, Sendable {
  /// The centre, in the reference coordinate system.
  package var position: DynamicsVector
  /// The rotation in radians (clockwise on screen, as `CGAffineTransform(rotationAngle:)`).
  package var rotation: Double = 0
  /// The velocity of the centre, in points per second.
  package var velocity: DynamicsVector = .zero
  /// The angular velocity in radians per second.
  package var angularVelocity: Double = 0

  /// The collision outline in the body's coordinates.
  package var shape: DynamicsShape { didSet { updateMass() } }
  /// The mass per 10 000 square points (UIKit's `density`, default 1).
  package var density: Double = 1 { didSet { updateMass() } }
  /// The restitution of collisions, 0 (none) to 1 (fully elastic).
  package var elasticity: Double = 0
  /// The friction coefficient of sliding contact.
  package var friction: Double = 0
  /// The linear velocity damping, per second (0: none).
  package var resistance: Double = 0
  /// The angular velocity damping, per second (0: none).
  package var angularResistance: Double = 0
  /// Whether collisions and attachments may turn the body.
  package var allowsRotation = true
  /// Whether the body stays where it is: it takes part in collisions as an immovable obstacle.
  package var isAnchored = false

  /// The acceleration of gravity on the body, points/s².
  package var gravity: DynamicsVector = .zero
  /// The continuous force on the body (mass × points/s²).
  package var force: DynamicsVector = .zero
  /// The continuous torque on the body.
  package var torque: Double = 0

  /// The collision groups whose bodies this body collides with (bit i: group i).
  package var itemGroups: UInt64 = 0
  /// The collision groups whose boundaries this body collides with.
  package var boundaryGroups: UInt64 = 0

  /// How long the body has moved slower than the rest thresholds, in seconds.
  package var restingTime: Double = 0

  /// The mass (at least that of one square point, so that a body of zero size still moves).
  package private(set) var mass: Double = 0
  /// The moment of inertia about the centre.
  package private(set) var inertia: Double = 0

  /// Creates a body at `position` with collision outline `shape`.
  package init(position: DynamicsVector, shape: DynamicsShape) {
    self.position = position
    self.shape = shape
    updateMass()
  }

  private mutating func updateMass() {
    let d = density.isFinite && density > 0 ? density : 1
    let area = max(shape.area, 1)
    mass = d * area / 10_000
    inertia = max(d * shape.polarMoment / 10_000, mass / 6)
  }

  /// The inverse mass the solver uses: 0 for an anchored body.
  package var inverseMass: Double { isAnchored ? 0 : 1 / mass }
  /// The inverse moment of inertia the solver uses: 0 when anchored or not allowed to turn.
  package var inverseInertia: Double {
    isAnchored || !allowsRotation ? 0 : 1 / inertia
  }

  /// Changes the velocities by `impulse` applied at `offset` from the centre (world axes).
  package mutating func apply(impulse: DynamicsVector, at offset: DynamicsVector = .zero) {
    guard !isAnchored, impulse.isFinite, offset.isFinite else { return }
    velocity += inverseMass * impulse
    angularVelocity += inverseInertia * cross(offset, impulse)
    restingTime = 0
  }

  /// The smallest axis-aligned rectangle around the body's outline: (minimum, maximum).
  package var bounds: (min: DynamicsVector, max: DynamicsVector) {
    let c = cos(rotation)
    let s = sin(rotation)
    var lo = DynamicsVector(Double.infinity, Double.infinity)
    var hi = DynamicsVector(-Double.infinity, -Double.infinity)
    for v in shape.vertices {
      let p = position + v.rotated(cos: c, sin: s)
      lo = DynamicsVector(Swift.min(lo.x, p.x), Swift.min(lo.y, p.y))
      hi = DynamicsVector(Swift.max(hi.x, p.x), Swift.max(hi.y, p.y))
    }
    if shape.vertices.isEmpty { return (position, position) }
    return (lo, hi)
  }
}
