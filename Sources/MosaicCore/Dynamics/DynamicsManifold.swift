import Foundation

/// A convex polygon placed in the world, for collision tests: a slice of the world's vertex and
/// normal buffers. A boundary segment is a two-sided polygon of two vertices.
struct DynamicsPolygonRef {
  var start: Int
  var count: Int
}

/// Where two outlines touch or are about to: up to two points sharing one normal.
struct DynamicsManifold {
  /// The unit normal, from the first outline towards the second.
  var normal = DynamicsVector.zero
  var count = 0
  var point0 = DynamicsVector.zero
  var point1 = DynamicsVector.zero
  /// The signed distance between the outlines at each point (negative: overlapping).
  var separation0 = 0.0
  var separation1 = 0.0
}

/// The separating-axis test and edge clipping between two convex polygons.
enum DynamicsNarrowPhase {
  /// The edge of `a` whose normal separates the polygons most, and that separation.
  ///
  /// - Complexity: O(nₐ · n_b).
  @inline(__always)
  static func maximumSeparation(
    _ a: DynamicsPolygonRef, _ b: DynamicsPolygonRef,
    _ vertices: [DynamicsVector], _ normals: [DynamicsVector]
  ) -> (edge: Int, separation: Double) {
    var bestEdge = 0
    var best = -Double.infinity
    for i in 0..<a.count {
      let n = normals[a.start + i]
      let v = vertices[a.start + i]
      var lowest = Double.infinity
      for j in 0..<b.count {
        let d = dot(n, vertices[b.start + j] - v)
        if d < lowest { lowest = d }
      }
      if lowest > best {
        best = lowest
        bestEdge = i
      }
    }
    return (bestEdge, best)
  }

  /// The contact between polygons `a` and `b`, keeping points closer than `margin` (points
  /// that are apart by less than the margin become speculative contacts). Nil when the
  /// polygons are farther apart than the margin.
  ///
  /// - Complexity: O(nₐ · n_b).
  static func collide(
    _ a: DynamicsPolygonRef, _ b: DynamicsPolygonRef, margin: Double,
    _ vertices: [DynamicsVector], _ normals: [DynamicsVector]
  ) -> DynamicsManifold? {
    let (edgeA, separationA) = maximumSeparation(a, b, vertices, normals)
    if separationA > margin { return nil }
    let (edgeB, separationB) = maximumSeparation(b, a, vertices, normals)
    if separationB > margin { return nil }

    // The reference face is the one that separates most; prefer `a` on near ties so that the
    // choice does not flicker between steps.
    let flip = separationB > separationA + 1e-3
    let reference = flip ? b : a
    let incident = flip ? a : b
    let referenceEdge = flip ? edgeB : edgeA
    let n = normals[reference.start + referenceEdge]

    // The incident edge: the one whose normal is most opposed to the reference normal.
    var incidentEdge = 0
    var lowest = Double.infinity
    for i in 0..<incident.count {
      let d = dot(n, normals[incident.start + i])
      if d < lowest {
        lowest = d
        incidentEdge = i
      }
    }
    var p0 = vertices[incident.start + incidentEdge]
    var p1 = vertices[incident.start + (incidentEdge + 1) % incident.count]

    let r0 = vertices[reference.start + referenceEdge]
    let r1 = vertices[reference.start + (referenceEdge + 1) % reference.count]
    let tangent = (r1 - r0).normalized

    // Clip the incident edge to the reference edge's extent along the tangent.
    let lower = dot(tangent, r0)
    let upper = dot(tangent, r1)
    guard clip(&p0, &p1, keepingAbove: lower, along: tangent),
      clip(&p0, &p1, keepingAbove: -upper, along: -tangent)
    else { return nil }

    var manifold = DynamicsManifold()
    manifold.normal = flip ? -n : n
    func add(_ p: DynamicsVector) {
      let separation = dot(n, p - r0)
      guard separation <= margin else { return }
      // The contact point lies halfway between the incident point and the reference face.
      let point = p - (0.5 * separation) * n
      if manifold.count == 0 {
        manifold.point0 = point
        manifold.separation0 = separation
      } else {
        manifold.point1 = point
        manifold.separation1 = separation
      }
      manifold.count += 1
    }
    add(p0)
    add(p1)
    return manifold.count > 0 ? manifold : nil
  }

  /// Clips the segment `p0`–`p1` to the half-plane where `dot(direction, p) ≥ offset`.
  /// Returns false when nothing of it is left.
  @inline(__always)
  private static func clip(
    _ p0: inout DynamicsVector, _ p1: inout DynamicsVector, keepingAbove offset: Double,
    along direction: DynamicsVector
  ) -> Bool {
    let d0 = dot(direction, p0) - offset
    let d1 = dot(direction, p1) - offset
    if d0 < 0 && d1 < 0 { return false }
    if d0 < 0 {
      p0 = p0 + (d0 / (d0 - d1)) * (p1 - p0)
    } else if d1 < 0 {
      p1 = p1 + (d1 / (d1 - d0)) * (p0 - p1)
    }
    return true
  }
}
