import Foundation

/// A two-dimensional vector of the dynamics engine, in points (positions) or points per second
/// (velocities). The engine computes in `Double` throughout so that a scene replays bit for bit.
package struct DynamicsVector: Equatable, Hashable, Sendable {
  /// The horizontal component.
  package var x: Double
  /// The vertical component (downwards, as in UIKit's coordinates).
  package var y: Double

  /// Creates the vector `(x, y)`.
  package init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The zero vector.
  package static let zero = DynamicsVector(0, 0)

  /// The Euclidean length.
  package var length: Double { (x * x + y * y).squareRoot() }

  /// The squared length (no square root).
  package var lengthSquared: Double { x * x + y * y }

  /// The vector scaled to length 1, or zero when it has no length.
  package var normalized: DynamicsVector {
    let l = length
    return l > 0 ? DynamicsVector(x / l, y / l) : .zero
  }

  /// Whether both components are finite numbers.
  package var isFinite: Bool { x.isFinite && y.isFinite }

  /// The vector turned a quarter turn: `(y, -x)`.
  package var perpendicular: DynamicsVector { DynamicsVector(y, -x) }

  /// The vector rotated by the angle whose cosine and sine are given.
  package func rotated(cos c: Double, sin s: Double) -> DynamicsVector {
    DynamicsVector(c * x - s * y, s * x + c * y)
  }

  package static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
    DynamicsVector(a.x + b.x, a.y + b.y)
  }
  package static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
    DynamicsVector(a.x - b.x, a.y - b.y)
  }
  package static prefix func - (a: DynamicsVector) -> DynamicsVector {
    DynamicsVector(-a.x, -a.y)
  }
  package static func * (s: Double, a: DynamicsVector) -> DynamicsVector {
    DynamicsVector(s * a.x, s * a.y)
  }
  package static func += (a: inout DynamicsVector, b: DynamicsVector) {
    a = a + b
  }
  package static func -= (a: inout DynamicsVector, b: DynamicsVector) {
    a = a - b
  }
}

/// The dot product of two vectors.
package func dot(_ a: DynamicsVector, _ b: DynamicsVector) -> Double {
  a.x * b.x + a.y * b.y
}

/// The two-dimensional cross product `a.x·b.y − a.y·b.x`.
package func cross(_ a: DynamicsVector, _ b: DynamicsVector) -> Double {
  a.x * b.y - a.y * b.x
}

/// The cross product of an angular velocity `w` with a vector: the velocity `r` gets from
/// turning at `w` radians per second about its origin.
package func cross(_ w: Double, _ r: DynamicsVector) -> DynamicsVector {
  DynamicsVector(-w * r.y, w * r.x)
}
