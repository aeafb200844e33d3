import Foundation

/// The collision outline of a body: a convex polygon in the body's own coordinates (origin at
/// its centre, unrotated), with vertices in order of increasing angle so that each edge's
/// outward normal is the edge vector turned a quarter turn (`DynamicsVector.perpendicular`).
///
/// A rectangle has four vertices, an ellipse is approximated by sixteen, and an arbitrary
/// outline is replaced by its convex hull. A shape without vertices does not collide.
package struct DynamicsShape: Equatable, Sendable {
  /// The vertices, in order of increasing angle.
  package private(set) var vertices: [DynamicsVector]
  /// The outward unit normal of the edge from `vertices[i]` to `vertices[i + 1]`.
  package private(set) var normals: [DynamicsVector]
  /// The enclosed area in square points.
  package private(set) var area: Double
  /// The second moment of the area about the centre (`∫ r² dA`), in points⁴: times the
  /// density per point² it gives the moment of inertia.
  package private(set) var polarMoment: Double
  /// The distance from the centre to the farthest vertex.
  package private(set) var radius: Double

  /// A shape that never collides.
  package static let none = DynamicsShape(hull: [])

  /// A `width` × `height` rectangle centred on the origin.
  package static func rectangle(width: Double, height: Double) -> DynamicsShape {
    let hx = max(0, width) / 2
    let hy = max(0, height) / 2
    guard hx > 0, hy > 0 else { return .none }
    return DynamicsShape(hull: [
      DynamicsVector(-hx, -hy), DynamicsVector(hx, -hy), DynamicsVector(hx, hy),
      DynamicsVector(-hx, hy),
    ])
  }

  /// The ellipse inscribed in a `width` × `height` rectangle, as a sixteen-sided polygon whose
  /// area equals the ellipse's.
  package static func ellipse(width: Double, height: Double) -> DynamicsShape {
    let hx = max(0, width) / 2
    let hy = max(0, height) / 2
    guard hx > 0, hy > 0 else { return .none }
    let n = 16
    // Scale the polygon out so that it encloses the same area as the ellipse.
    let polygonArea = Double(n) / 2 * sin(2 * .pi / Double(n))
    let scale = (Double.pi / polygonArea).squareRoot()
    var points: [DynamicsVector] = []
    points.reserveCapacity(n)
    for i in 0..<n {
      let t = -Double.pi + 2 * .pi * Double(i) / Double(n)
      points.append(DynamicsVector(scale * hx * cos(t), scale * hy * sin(t)))
    }
    return DynamicsShape(hull: points)
  }

  /// The convex hull of `points` (in the body's coordinates, centre at the origin).
  ///
  /// - Complexity: O(n log n) for n points.
  package static func convexHull(of points: [DynamicsVector]) -> DynamicsShape {
    let finite = points.filter(\.isFinite)
    let sorted = finite.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    guard sorted.count >= 3 else { return .none }
    // Andrew's monotone chain.
    func turn(_ o: DynamicsVector, _ a: DynamicsVector, _ b: DynamicsVector) -> Double {
      cross(a - o, b - o)
    }
    var lower: [DynamicsVector] = []
    for p in sorted {
      while lower.count >= 2 && turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [DynamicsVector] = []
    for p in sorted.reversed() {
      while upper.count >= 2 && turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 {
        upper.removeLast()
      }
      upper.append(p)
    }
    let hull = Array(lower.dropLast() + upper.dropLast())
    guard hull.count >= 3 else { return .none }
    return DynamicsShape(hull: hull)
  }

  /// Builds the shape from the vertices of a convex polygon in either winding.
  private init(hull: [DynamicsVector]) {
    var signed = 0.0
    for i in hull.indices {
      signed += cross(hull[i], hull[(i + 1) % hull.count])
    }
    // The edges' perpendiculars point outwards when the signed area is positive.
    let points: [DynamicsVector] = signed < 0 ? hull.reversed() : hull
    var edgeNormals: [DynamicsVector] = []
    var farthest = 0.0
    for i in points.indices {
      edgeNormals.append((points[(i + 1) % points.count] - points[i]).perpendicular.normalized)
      farthest = max(farthest, points[i].length)
    }
    vertices = points
    normals = edgeNormals
    // Area and polar moment about the origin, triangle by triangle.
    var a = 0.0
    var moment = 0.0
    for i in points.indices {
      let p = points[i]
      let q = points[(i + 1) % points.count]
      let c = abs(cross(p, q))
      a += c / 2
      moment += c / 12 * (dot(p, p) + dot(p, q) + dot(q, q))
    }
    area = a
    polarMoment = moment
    radius = farthest
  }
}
