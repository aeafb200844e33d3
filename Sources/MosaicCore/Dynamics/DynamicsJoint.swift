import Foundation

/// A constraint between a body and a fixed point, or between two bodies: UIKit's attachments
/// (a rod or a spring of a given length) and snapping (a spring to a point that also turns
/// the body back to its angle).
///
/// With `frequency` 0 the constraint is rigid; above 0 it is a damped spring oscillating at
/// that frequency (Hz) with damping ratio `damping` (1: critically damped).
package struct DynamicsJoint: Equatable, Sendable {
  /// The kind of constraint.
  package enum Kind: Equatable, Sendable {
    /// Keeps the attachment points `length` apart (a point constraint when `length` is 0).
    case distance
    /// Pulls the body's centre to the anchor and its rotation to `angle`.
    case snap(angle: Double)
  }

  package var kind: Kind
  /// The first body's index in the world.
  package var bodyA: Int
  /// The second body's index, or nil when the constraint holds on to `anchor`.
  package var bodyB: Int?
  /// Where the constraint holds the first body: an offset from its centre in its own axes.
  package var offsetA: DynamicsVector = .zero
  /// The offset from the second body's centre in its own axes, or the anchor point in the
  /// world when there is no second body.
  package var anchor: DynamicsVector
  /// The distance to keep (for `.distance`).
  package var length: Double = 0
  /// The oscillation frequency in Hz; 0 makes the constraint rigid.
  package var frequency: Double = 0
  /// The damping ratio of the spring.
  package var damping: Double = 0

  // Solver state, kept between steps (warm starting).
  var impulse = DynamicsVector.zero
  var angularImpulse = 0.0
  // Per step.
  var rA = DynamicsVector.zero
  var rB = DynamicsVector.zero
  var axis = DynamicsVector.zero
  var mass = 0.0
  var k11 = 0.0, k12 = 0.0, k22 = 0.0
  var gamma = 0.0
  var bias = DynamicsVector.zero
  var angularMass = 0.0
  var angularGamma = 0.0
  var angularBias = 0.0

  /// Creates a constraint of `kind` between body `bodyA` and body `bodyB`, or `anchor`.
  package init(kind: Kind, bodyA: Int, bodyB: Int? = nil, anchor: DynamicsVector) {
    self.kind = kind
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.anchor = anchor
  }

  /// The softness terms of a spring of `frequency` and `damping` on effective mass `m`, for a
  /// step `h`: (gamma, the factor of the position error in the bias).
  static func softness(
    frequency: Double, damping: Double, mass m: Double, step h: Double
  ) -> (gamma: Double, errorFactor: Double) {
    guard frequency > 0, m > 0 else { return (0, 0.2 / h) }
    let omega = 2 * Double.pi * frequency
    let d = 2 * m * max(0, damping) * omega
    let k = m * omega * omega
    let g = h * (d + h * k)
    guard g > 0 else { return (0, 0) }
    return (1 / g, h * k / g)
  }

  /// Computes the step's Jacobians, masses and biases, and applies last step's impulses.
  mutating func prepare(_ bodies: inout [DynamicsSolverBody], step h: Double) {
    let a = bodies[bodyA]
    let cA = cos(a.rotation)
    let sA = sin(a.rotation)
    rA = offsetA.rotated(cos: cA, sin: sA)
    let pA = a.position + rA
    let mA = a.inverseMass
    let iA = a.inverseInertia
    var mB = 0.0
    var iB = 0.0
    var pB = anchor
    rB = .zero
    if let bodyB {
      let b = bodies[bodyB]
      rB = anchor.rotated(cos: cos(b.rotation), sin: sin(b.rotation))
      pB = b.position + rB
      mB = b.inverseMass
      iB = b.inverseInertia
    }
    let invMass = mA + mB
    mass = 0
    k11 = 0
    k22 = 0
    angularMass = 0
    guard invMass + iA + iB > 0 else { return }
    let usesPoint: Bool
    switch kind {
    case .distance: usesPoint = length <= 0
    case .snap: usesPoint = true
    }
    if usesPoint {
      // 2×2 effective mass of a point constraint, softened by gamma on the diagonal.
      let soft = Self.softness(
        frequency: frequency, damping: damping, mass: invMass > 0 ? 1 / invMass : 0, step: h)
      gamma = soft.gamma
      k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y + gamma
      k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
      k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x + gamma
      bias = soft.errorFactor * (pA - pB)
    } else {
      let d = pA - pB
      let current = d.length
      axis = current > 1e-9 ? (1 / current) * d : DynamicsVector(0, 1)
      let crA = cross(rA, axis)
      let crB = cross(rB, axis)
      let k = mA + mB + iA * crA * crA + iB * crB * crB
      let soft = Self.softness(frequency: frequency, damping: damping, mass: 1 / k, step: h)
      gamma = soft.gamma
      mass = 1 / (k + gamma)
      bias = DynamicsVector(soft.errorFactor * (current - length), 0)
    }
    if case .snap(let angle) = kind, iA > 0 {
      let soft = Self.softness(frequency: frequency, damping: damping, mass: 1 / iA, step: h)
      angularGamma = soft.gamma
      angularMass = 1 / (iA + angularGamma)
      angularBias = soft.errorFactor * (a.rotation - angle)
    } else {
      angularImpulse = 0
    }
    // Warm start.
    let p = usesPoint ? impulse : impulse.x * axis
    bodies[bodyA].velocity += mA * p
    bodies[bodyA].angularVelocity += iA * cross(rA, p) + iA * angularImpulse
    if let bodyB {
      bodies[bodyB].velocity -= mB * p
      bodies[bodyB].angularVelocity -= iB * cross(rB, p)
    }
  }

  /// One relaxation of the constraint's velocities.
  mutating func solve(_ bodies: inout [DynamicsSolverBody]) {
    let mA = bodies[bodyA].inverseMass
    let iA = bodies[bodyA].inverseInertia
    var vA = bodies[bodyA].velocity
    var wA = bodies[bodyA].angularVelocity
    var mB = 0.0
    var iB = 0.0
    var vB = DynamicsVector.zero
    var wB = 0.0
    if let bodyB {
      mB = bodies[bodyB].inverseMass
      iB = bodies[bodyB].inverseInertia
      vB = bodies[bodyB].velocity
      wB = bodies[bodyB].angularVelocity
    }
    if angularMass > 0 {
      let lambda = -angularMass * (wA + angularBias + angularGamma * angularImpulse)
      angularImpulse += lambda
      wA += iA * lambda
    }
    let relative = (vA + cross(wA, rA)) - (vB + cross(wB, rB))
    if k11 > 0 || k22 > 0 {
      // Solve K·λ = −(Cdot + bias + γ·accumulated) for the point constraint.
      let rhs = -1 * (relative + bias + gamma * impulse)
      let det = k11 * k22 - k12 * k12
      guard det != 0 else { return }
      let lambda = DynamicsVector(
        (k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det)
      impulse += lambda
      vA += mA * lambda
      wA += iA * cross(rA, lambda)
      vB -= mB * lambda
      wB -= iB * cross(rB, lambda)
    } else if mass > 0 {
      let cdot = dot(axis, relative)
      let lambda = -mass * (cdot + bias.x + gamma * impulse.x)
      impulse.x += lambda
      let p = lambda * axis
      vA += mA * p
      wA += iA * cross(rA, p)
      vB -= mB * p
      wB -= iB * cross(rB, p)
    }
    bodies[bodyA].velocity = vA
    bodies[bodyA].angularVelocity = wA
    if let bodyB {
      bodies[bodyB].velocity = vB
      bodies[bodyB].angularVelocity = wB
    }
  }
}
