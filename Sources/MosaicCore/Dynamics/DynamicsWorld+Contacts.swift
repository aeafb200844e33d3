import Foundation

/// One point of a contact, with its solver state.
struct DynamicsContactPoint {
  var rA = DynamicsVector.zero
  var rB = DynamicsVector.zero
  var separation = 0.0
  var normalMass = 0.0
  var tangentMass = 0.0
  /// The normal velocity the point must at least reach: negative lets a speculative contact
  /// close its gap, positive pushes an overlap apart or bounces.
  var target = 0.0
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
}

/// The impulses a contact's points ended a step with.
struct DynamicsImpulses {
  var normal0: Double
  var tangent0: Double
  var normal1: Double
  var tangent1: Double
  var normal: DynamicsVector
  var point0: DynamicsVector
  var point1: DynamicsVector
}

/// A contact between two bodies, or a body and a boundary segment (`boundary` ≥ 0, `bodyB`
/// unused), with one or two points.
struct DynamicsContact {
  var bodyA: Int
  var bodyB: Int
  var boundary: Int
  var normal: DynamicsVector
  var friction: Double
  var elasticity: Double
  var count: Int
  var points: (DynamicsContactPoint, DynamicsContactPoint)
  var worldPoints: (DynamicsVector, DynamicsVector)

  /// The pair's key: the first body in the high half, the second body (or the boundary index
  /// with `DynamicsWorld.boundaryFlag`) in the low half.
  var key: UInt64 {
    boundary >= 0
      ? UInt64(bodyA) << 32 | DynamicsWorld.boundaryFlag | UInt64(boundary)
      : UInt64(bodyA) << 32 | UInt64(bodyB)
  }

  /// Whether the outlines touch (rather than merely being close): they overlap or the solver
  /// had to push them apart.
  var isTouching: Bool {
    let p0 = points.0
    if p0.normalImpulse > 0 || p0.separation <= 0.01 { return true }
    return count > 1 && (points.1.normalImpulse > 0 || points.1.separation <= 0.01)
  }

  /// Where to report the contact: the middle of its points, on the second outline's surface
  /// (the boundary's, for a boundary).
  var eventPoint: DynamicsVector {
    let first = worldPoints.0 + (0.5 * points.0.separation) * normal
    guard count > 1 else { return first }
    let second = worldPoints.1 + (0.5 * points.1.separation) * normal
    return 0.5 * (first + second)
  }
}

extension DynamicsWorld {
  /// The distance at which two outlines already make a (speculative) contact, beyond what
  /// their speeds cover in one step.
  static let contactMargin = 1.0
  /// The share of an overlap pushed apart per step.
  static let overlapCorrection = 0.2
  /// The fastest an overlap is pushed apart, points/s.
  static let maximumCorrectionSpeed = 200.0

  /// Places every outline in the world, finds the pairs whose boxes overlap and makes their
  /// contacts, then the contacts of bodies with boundary segments.
  mutating func findContacts(_ h: Double) {
    contacts.removeAll(keepingCapacity: true)
    vertexBuffer.removeAll(keepingCapacity: true)
    normalBuffer.removeAll(keepingCapacity: true)
    polygons.removeAll(keepingCapacity: true)
    minima.removeAll(keepingCapacity: true)
    maxima.removeAll(keepingCapacity: true)
    masks.removeAll(keepingCapacity: true)
    supported.removeAll(keepingCapacity: true)
    supported.append(contentsOf: repeatElement(false, count: bodies.count))
    var boundaryMasks: [UInt64] = []
    boundaryMasks.reserveCapacity(bodies.count)

    for i in bodies.indices {
      let shape = bodies[i].shape
      let position = bodies[i].position
      let rotation = bodies[i].rotation
      let c = cos(rotation)
      let s = sin(rotation)
      let start = vertexBuffer.count
      var lo = position
      var hi = position
      for k in shape.vertices.indices {
        let v = position + shape.vertices[k].rotated(cos: c, sin: s)
        vertexBuffer.append(v)
        normalBuffer.append(shape.normals[k].rotated(cos: c, sin: s))
        lo = DynamicsVector(min(lo.x, v.x), min(lo.y, v.y))
        hi = DynamicsVector(max(hi.x, v.x), max(hi.y, v.y))
      }
      polygons.append(DynamicsPolygonRef(start: start, count: shape.vertices.count))
      let fat = h * bodies[i].velocity.length + Self.contactMargin
      minima.append(lo - DynamicsVector(fat, fat))
      maxima.append(hi + DynamicsVector(fat, fat))
      let collides = !shape.vertices.isEmpty && lo.isFinite && hi.isFinite
      masks.append(collides ? bodies[i].itemGroups : 0)
      boundaryMasks.append(collides ? bodies[i].boundaryGroups : 0)
    }
    let boundaryStart = polygons.count
    for segment in boundaries {
      let start = vertexBuffer.count
      let n = (segment.end - segment.start).perpendicular.normalized
      vertexBuffer.append(segment.start)
      vertexBuffer.append(segment.end)
      normalBuffer.append(n)
      normalBuffer.append(-n)
      polygons.append(DynamicsPolygonRef(start: start, count: n == .zero ? 0 : 2))
    }

    // Local references (no copies) so that the closures below may change `self`.
    let boxMinima = minima
    let boxMaxima = maxima
    let boxMasks = masks
    let worldVertices = vertexBuffer
    let worldNormals = normalBuffer
    let bodies = self.solverBodies
    let boundaries = self.boundaries
    let polygons = self.polygons
    var made = contacts
    var touched = supported
    contacts = []
    found.removeAll(keepingCapacity: true)
    broadPhase.findPairs(minima: boxMinima, maxima: boxMaxima, masks: boxMasks, into: &found)
    let vertices = worldVertices
    let normals = worldNormals
    do {
      do {
        for (a, b) in found {
          let margin =
            h * (bodies[a].velocity - bodies[b].velocity).length + Self.contactMargin
          guard
            let manifold = DynamicsNarrowPhase.collide(
              polygons[a], polygons[b], margin: margin, vertices, normals)
          else { continue }
          let friction = (bodies[a].friction * bodies[b].friction).squareRoot()
          let elasticity = max(bodies[a].elasticity, bodies[b].elasticity)
          Self.addContact(
            a, b, boundary: -1, manifold, friction: friction, elasticity: elasticity,
            to: &made, marking: &touched)
        }
        // Boundaries: a box test first, then the polygon test against the two-sided segment.
        for (i, segment) in boundaries.enumerated() {
          let polygon = polygons[boundaryStart + i]
          guard polygon.count == 2 else { continue }
          let bit: UInt64 =
            segment.group >= 0 && segment.group < 64 ? 1 << UInt64(segment.group) : 0
          let segLo = DynamicsVector(
            min(segment.start.x, segment.end.x), min(segment.start.y, segment.end.y))
          let segHi = DynamicsVector(
            max(segment.start.x, segment.end.x), max(segment.start.y, segment.end.y))
          for a in bodies.indices where boundaryMasks[a] & bit != 0 {
            guard boxMinima[a].x <= segHi.x, segLo.x <= boxMaxima[a].x,
              boxMinima[a].y <= segHi.y, segLo.y <= boxMaxima[a].y
            else { continue }
            let margin = h * bodies[a].velocity.length + Self.contactMargin
            guard
              let manifold = DynamicsNarrowPhase.collide(
                polygons[a], polygon, margin: margin, vertices, normals)
            else { continue }
            Self.addContact(
              a, -1, boundary: i, manifold, friction: bodies[a].friction,
              elasticity: bodies[a].elasticity, to: &made, marking: &touched)
          }
        }
      }
    }
    contacts = made
    supported = touched
  }

  private static func addContact(
    _ a: Int, _ b: Int, boundary: Int, _ m: DynamicsManifold, friction: Double,
    elasticity: Double, to contacts: inout [DynamicsContact], marking supported: inout [Bool]
  ) {
    var p0 = DynamicsContactPoint()
    p0.separation = m.separation0
    var p1 = DynamicsContactPoint()
    p1.separation = m.separation1
    contacts.append(
      DynamicsContact(
        bodyA: a, bodyB: b, boundary: boundary, normal: m.normal, friction: friction,
        elasticity: elasticity, count: m.count, points: (p0, p1),
        worldPoints: (m.point0, m.point1)))
    supported[a] = true
    if b >= 0 { supported[b] = true }
  }

  /// Computes each contact point's masses and target velocity.
  mutating func prepareContacts(_ h: Double) {
    for index in contacts.indices {
      var c = contacts[index]
      let a = solverBodies[c.bodyA]
      let mA = a.inverseMass
      let iA = a.inverseInertia
      var mB = 0.0
      var iB = 0.0
      var vB = DynamicsVector.zero
      var wB = 0.0
      var xB = DynamicsVector.zero
      if c.bodyB >= 0 {
        let b = solverBodies[c.bodyB]
        mB = b.inverseMass
        iB = b.inverseInertia
        vB = b.velocity
        wB = b.angularVelocity
        xB = b.position
      }
      let n = c.normal
      let t = n.perpendicular
      let hasBodyB = c.bodyB >= 0
      let elasticity = c.elasticity
      let threshold = restitutionThreshold
      func prepare(_ p: inout DynamicsContactPoint, at world: DynamicsVector) {
        p.rA = world - a.position
        p.rB = hasBodyB ? world - xB : .zero
        let rnA = cross(p.rA, n)
        let rnB = cross(p.rB, n)
        let kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB
        p.normalMass = kn > 0 ? 1 / kn : 0
        let rtA = cross(p.rA, t)
        let rtB = cross(p.rB, t)
        let kt = mA + mB + iA * rtA * rtA + iB * rtB * rtB
        p.tangentMass = kt > 0 ? 1 / kt : 0
        let relative = (vB + cross(wB, p.rB)) - (a.velocity + cross(a.angularVelocity, p.rA))
        let approach = dot(relative, n)
        if p.separation > 0 {
          p.target = -p.separation / h
        } else {
          p.target = min(
            Self.overlapCorrection * -p.separation / h, Self.maximumCorrectionSpeed)
        }
        if elasticity > 0, approach < -threshold, p.separation + approach * h < 0 {
          p.target = max(p.target, -elasticity * approach)
        }
      }
      prepare(&c.points.0, at: c.worldPoints.0)
      if c.count > 1 { prepare(&c.points.1, at: c.worldPoints.1) }
      // Warm start: the pair's impulses of the last step, point by point, applied at once.
      // Only when the contact still looks the same: same normal, points matched by place.
      if var last = lastImpulses[c.key], dot(last.normal, n) > 0.99 {
        if c.count > 1, last.normal1 > 0,
          (c.worldPoints.0 - last.point1).lengthSquared
            < (c.worldPoints.0 - last.point0).lengthSquared
        {
          swap(&last.normal0, &last.normal1)
          swap(&last.tangent0, &last.tangent1)
        }
        if c.count == 1 {
          last.normal1 = 0
          last.tangent1 = 0
        }
        c.points.0.normalImpulse = last.normal0
        c.points.0.tangentImpulse = last.tangent0
        var p = last.normal0 * n + last.tangent0 * t
        if c.count > 1 {
          c.points.1.normalImpulse = last.normal1
          c.points.1.tangentImpulse = last.tangent1
          p = p + last.normal1 * n + last.tangent1 * t
        }
        var torqueA = cross(c.points.0.rA, last.normal0 * n + last.tangent0 * t)
        var torqueB = cross(c.points.0.rB, last.normal0 * n + last.tangent0 * t)
        if c.count > 1 {
          torqueA += cross(c.points.1.rA, last.normal1 * n + last.tangent1 * t)
          torqueB += cross(c.points.1.rB, last.normal1 * n + last.tangent1 * t)
        }
        solverBodies[c.bodyA].velocity -= mA * p
        solverBodies[c.bodyA].angularVelocity -= iA * torqueA
        if c.bodyB >= 0 {
          solverBodies[c.bodyB].velocity += mB * p
          solverBodies[c.bodyB].angularVelocity += iB * torqueB
        }
      }
      contacts[index] = c
    }
  }

  /// Keeps this step's accumulated impulses for the next step's warm start.
  mutating func storeImpulses() {
    lastImpulses.removeAll(keepingCapacity: true)
    for c in contacts where c.points.0.normalImpulse > 0 || c.points.1.normalImpulse > 0 {
      lastImpulses[c.key] = DynamicsImpulses(
        normal0: c.points.0.normalImpulse, tangent0: c.points.0.tangentImpulse,
        normal1: c.count > 1 ? c.points.1.normalImpulse : 0,
        tangent1: c.count > 1 ? c.points.1.tangentImpulse : 0, normal: c.normal,
        point0: c.worldPoints.0, point1: c.worldPoints.1)
    }
  }

  /// One relaxation pass over every contact: normal impulses keep the outlines apart (and
  /// bounce them), friction impulses oppose sliding up to the friction cone.
  mutating func solveContacts() {
    contacts.withUnsafeMutableBufferPointer { contacts in
      solverBodies.withUnsafeMutableBufferPointer { bodies in
        for index in contacts.indices {
          let a = contacts[index].bodyA
          let b = contacts[index].bodyB
          let n = contacts[index].normal
          let friction = contacts[index].friction
          let mA = bodies[a].inverseMass
          let iA = bodies[a].inverseInertia
          var vA = bodies[a].velocity
          var wA = bodies[a].angularVelocity
          var mB = 0.0
          var iB = 0.0
          var vB = DynamicsVector.zero
          var wB = 0.0
          if b >= 0 {
            mB = bodies[b].inverseMass
            iB = bodies[b].inverseInertia
            vB = bodies[b].velocity
            wB = bodies[b].angularVelocity
          }
          Self.solve(
            &contacts[index].points.0, n, friction, mA, iA, mB, iB, &vA, &wA, &vB, &wB)
          if contacts[index].count > 1 {
            Self.solve(
              &contacts[index].points.1, n, friction, mA, iA, mB, iB, &vA, &wA, &vB, &wB)
          }
          bodies[a].velocity = vA
          bodies[a].angularVelocity = wA
          if b >= 0 {
            bodies[b].velocity = vB
            bodies[b].angularVelocity = wB
          }
        }
      }
    }
  }

  /// One relaxation of one contact point.
  @inline(__always)
  private static func solve(
    _ p: inout DynamicsContactPoint, _ n: DynamicsVector, _ friction: Double, _ mA: Double,
    _ iA: Double, _ mB: Double, _ iB: Double, _ vA: inout DynamicsVector, _ wA: inout Double,
    _ vB: inout DynamicsVector, _ wB: inout Double
  ) {
    // Normal.
    var dv = (vB + cross(wB, p.rB)) - (vA + cross(wA, p.rA))
    let vn = dot(dv, n)
    var lambda = -p.normalMass * (vn - p.target)
    let accumulated = max(p.normalImpulse + lambda, 0)
    lambda = accumulated - p.normalImpulse
    p.normalImpulse = accumulated
    var impulse = lambda * n
    vA -= mA * impulse
    wA -= iA * cross(p.rA, impulse)
    vB += mB * impulse
    wB += iB * cross(p.rB, impulse)
    // Friction.
    guard friction > 0 else { return }
    let t = n.perpendicular
    dv = (vB + cross(wB, p.rB)) - (vA + cross(wA, p.rA))
    let vt = dot(dv, t)
    lambda = -p.tangentMass * vt
    let limit = friction * p.normalImpulse
    let tangent = min(max(p.tangentImpulse + lambda, -limit), limit)
    lambda = tangent - p.tangentImpulse
    p.tangentImpulse = tangent
    impulse = lambda * t
    vA -= mA * impulse
    wA -= iA * cross(p.rA, impulse)
    vB += mB * impulse
    wB += iB * cross(p.rB, impulse)
  }
}
