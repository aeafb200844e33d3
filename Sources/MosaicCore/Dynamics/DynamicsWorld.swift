import Foundation

/// What the solver needs of a body, without its outline: a plain value, cheap to copy.
struct DynamicsSolverBody {
  var position: DynamicsVector
  var velocity: DynamicsVector
  var angularVelocity: Double
  var rotation: Double
  var inverseMass: Double
  var inverseInertia: Double
  var friction: Double
  var elasticity: Double

  init(_ body: DynamicsBody) {
    position = body.position
    velocity = body.velocity
    angularVelocity = body.angularVelocity
    rotation = body.rotation
    inverseMass = body.inverseMass
    inverseInertia = body.inverseInertia
    friction = body.friction
    elasticity = body.elasticity
  }
}

/// A deterministic rigid-body world for UIKit Dynamics: rectangles and other convex outlines
/// moved by gravity, forces and impulses, held by attachments and snaps, stopped by each other
/// and by boundary segments, with restitution and friction.
///
/// Time advances in fixed steps of `stepDuration` (1/120 s). `advance(by:)` adds frame time to
/// an accumulator and takes as many whole steps as it holds, so the motion does not depend on
/// the frame rate: 60 frames of 1/60 s and 30 frames of 1/30 s give the same bits. Nothing
/// depends on hashing or on memory addresses, so the same scene always gives the same result.
///
/// Each step: velocities feel gravity, forces and resistance; a uniform grid finds the pairs of
/// bodies that may touch; the separating-axis test makes their contact points (speculatively,
/// before they touch, so that nothing tunnels and a body lands exactly on a surface); the
/// constraints and contacts are relaxed together by sequential impulses; positions move.
package struct DynamicsWorld: Sendable {
  /// The fixed step, in seconds.
  package static let stepDuration = 1.0 / 120

  /// The bodies, by index.
  package var bodies: [DynamicsBody] = []
  /// The boundary segments.
  package var boundaries: [DynamicsBoundary] = []
  /// The attachments and snaps.
  package var joints: [DynamicsJoint] = []

  /// Relaxation passes over the constraints per step.
  package var velocityIterations = 6
  /// The approach speed (points/s) below which collisions do not bounce, so resting bodies
  /// settle instead of jittering.
  package var restitutionThreshold = 20.0
  /// A body moving slower than this (points/s) and turning slower than `restAngularSpeed`
  /// (radians/s) for `timeToRest` seconds is at rest.
  package var restLinearSpeed = 2.0
  /// See `restLinearSpeed`.
  package var restAngularSpeed = 0.05
  /// See `restLinearSpeed`.
  package var timeToRest = 0.5

  /// The contact changes of the last `advance(by:)` (or of the steps since `step()` was last
  /// called on its own), in the order they happened.
  package internal(set) var events: [DynamicsContactEvent] = []
  /// The simulated time, in seconds: steps taken × `stepDuration`.
  package private(set) var time = 0.0

  /// The number of contacts (touching or about to) in the last step.
  package var contactCount: Int { contacts.count }

  var accumulator = 0.0
  /// Keys of the pairs touching after the last step, sorted, with their contact points.
  var touching: [(key: UInt64, point: DynamicsVector)] = []
  var contacts: [DynamicsContact] = []
  var broadPhase = DynamicsBroadPhase()
  var vertexBuffer: [DynamicsVector] = []
  var normalBuffer: [DynamicsVector] = []
  var polygons: [DynamicsPolygonRef] = []
  var minima: [DynamicsVector] = []
  var maxima: [DynamicsVector] = []
  var masks: [UInt64] = []
  var supported: [Bool] = []
  /// The bodies' motion and mass, copied out of `bodies` for the solver's inner loops.
  var solverBodies: [DynamicsSolverBody] = []
  /// Each touching pair's impulses at the end of the last step (looked up, never iterated).
  var lastImpulses: [UInt64: DynamicsImpulses] = [:]
  var found: [(Int, Int)] = []

  /// Creates an empty world.
  package init() {}

  /// Adds a body and returns its index.
  @discardableResult
  package mutating func add(_ body: DynamicsBody) -> Int {
    bodies.append(body)
    return bodies.count - 1
  }

  /// Whether every body that can move has been at rest for `timeToRest` (true for a world
  /// without movable bodies).
  ///
  /// - Complexity: O(n) for n bodies.
  package var isAtRest: Bool {
    bodies.allSatisfy { $0.isAnchored || $0.restingTime >= timeToRest }
  }

  /// Forgets how long bodies have rested, so that the world runs again.
  package mutating func wake() {
    for i in bodies.indices { bodies[i].restingTime = 0 }
  }

  /// Adds `elapsed` seconds to the accumulator and takes every whole step it holds (at most a
  /// quarter of a second's worth, so that a long stall does not freeze the caller). Returns
  /// the number of steps taken; `events` holds their contact changes.
  ///
  /// - Complexity: O(s · (n + k · i)) for s steps, n bodies, k contacts and joints and i
  ///   iterations.
  @discardableResult
  package mutating func advance(by elapsed: Double) -> Int {
    events.removeAll(keepingCapacity: true)
    guard elapsed.isFinite, elapsed > 0 else { return 0 }
    accumulator = min(accumulator + elapsed, 0.25)
    var steps = 0
    while accumulator >= Self.stepDuration - 1e-9 {
      step()
      accumulator -= Self.stepDuration
      steps += 1
    }
    accumulator = max(accumulator, 0)
    return steps
  }

  /// Takes one fixed step, appending its contact changes to `events`.
  ///
  /// - Complexity: O(n + p + k · i) for n bodies, p candidate pairs from the grid, k contacts
  ///   and joints and i iterations; boundaries add O(n · b) cheap box tests for b segments.
  package mutating func step() {
    let h = Self.stepDuration
    integrateVelocities(h)
    solverBodies.removeAll(keepingCapacity: true)
    for i in bodies.indices { solverBodies.append(DynamicsSolverBody(bodies[i])) }
    findContacts(h)
    prepareContacts(h)
    for j in joints.indices { joints[j].prepare(&solverBodies, step: h) }
    for _ in 0..<velocityIterations {
      for j in joints.indices { joints[j].solve(&solverBodies) }
      solveContacts()
    }
    storeImpulses()
    for i in bodies.indices {
      bodies[i].velocity = solverBodies[i].velocity
      bodies[i].angularVelocity = solverBodies[i].angularVelocity
    }
    integratePositions(h)
    reportContactChanges()
    updateRest(h)
    time += h
  }

  private mutating func integrateVelocities(_ h: Double) {
    for i in bodies.indices {
      guard !bodies[i].isAnchored else {
        bodies[i].velocity = .zero
        bodies[i].angularVelocity = 0
        continue
      }
      let inverseMass = bodies[i].inverseMass
      let inverseInertia = bodies[i].inverseInertia
      var v = bodies[i].velocity + h * (bodies[i].gravity + inverseMass * bodies[i].force)
      var w = bodies[i].angularVelocity + h * inverseInertia * bodies[i].torque
      let resistance = bodies[i].resistance
      let angularResistance = bodies[i].angularResistance
      if resistance > 0 { v = (1 / (1 + h * resistance)) * v }
      if angularResistance > 0 { w *= 1 / (1 + h * angularResistance) }
      if !bodies[i].allowsRotation { w = 0 }
      bodies[i].velocity = v.isFinite ? v : .zero
      bodies[i].angularVelocity = w.isFinite ? w : 0
    }
  }

  private mutating func integratePositions(_ h: Double) {
    for i in bodies.indices where !bodies[i].isAnchored {
      bodies[i].position += h * bodies[i].velocity
      bodies[i].rotation += h * bodies[i].angularVelocity
    }
  }

  private mutating func updateRest(_ h: Double) {
    if supported.count != bodies.count {
      supported = Array(repeating: false, count: bodies.count)
    }
    // `findContacts` marked the bodies in contact; joints hold theirs.
    for joint in joints {
      supported[joint.bodyA] = true
      if let b = joint.bodyB { supported[b] = true }
    }
    for i in bodies.indices where !bodies[i].isAnchored {
      let pushed = bodies[i].gravity != .zero || bodies[i].force != .zero || bodies[i].torque != 0
      if bodies[i].velocity.length > restLinearSpeed
        || abs(bodies[i].angularVelocity) > restAngularSpeed || (pushed && !supported[i])
      {
        bodies[i].restingTime = 0
      } else {
        bodies[i].restingTime += h
      }
    }
  }

  /// Removes the bodies whose flag in `keep` is false, renumbering the others in order, and
  /// drops the joints that held a removed body. Returns each old index's new index (nil for a
  /// removed body).
  ///
  /// - Complexity: O(n + j + c) for n bodies, j joints and c touching pairs.
  @discardableResult
  package mutating func removeBodies(keeping keep: [Bool]) -> [Int?] {
    var map: [Int?] = Array(repeating: nil, count: bodies.count)
    var kept: [DynamicsBody] = []
    for i in bodies.indices where i < keep.count && keep[i] {
      map[i] = kept.count
      kept.append(bodies[i])
    }
    bodies = kept
    lastImpulses.removeAll()
    joints = joints.compactMap { joint in
      var joint = joint
      guard let a = map[joint.bodyA] else { return nil }
      joint.bodyA = a
      if let b = joint.bodyB {
        guard let nb = map[b] else { return nil }
        joint.bodyB = nb
      }
      return joint
    }
    touching = touching.compactMap { entry in
      let a = Int(entry.key >> 32)
      let low = entry.key & 0xFFFF_FFFF
      guard let na = map[a] else { return nil }
      if low & Self.boundaryFlag != 0 {
        return (UInt64(na) << 32 | low, entry.point)
      }
      guard let nb = map[Int(low)] else { return nil }
      return (UInt64(min(na, nb)) << 32 | UInt64(max(na, nb)), entry.point)
    }.sorted { $0.key < $1.key }
    return map
  }

  /// The flag marking a touching key's low half as a boundary index.
  static let boundaryFlag: UInt64 = 1 << 31

  /// Compares the pairs touching now with those touching after the previous step and records
  /// the differences as events, in key order.
  private mutating func reportContactChanges() {
    var now: [(key: UInt64, point: DynamicsVector)] = []
    now.reserveCapacity(contacts.count)
    for c in contacts where c.isTouching {
      now.append((c.key, c.eventPoint))
    }
    now.sort { $0.key < $1.key }
    var i = 0
    var j = 0
    while i < touching.count || j < now.count {
      if j == now.count || (i < touching.count && touching[i].key < now[j].key) {
        events.append(Self.event(began: false, touching[i].key, touching[i].point))
        i += 1
      } else if i == touching.count || now[j].key < touching[i].key {
        events.append(Self.event(began: true, now[j].key, now[j].point))
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    touching = now
  }

  private static func event(began: Bool, _ key: UInt64, _ point: DynamicsVector)
    -> DynamicsContactEvent
  {
    let a = Int(key >> 32)
    let low = key & 0xFFFF_FFFF
    let other: DynamicsContactEvent.Other =
      low & boundaryFlag != 0 ? .boundary(Int(low & ~boundaryFlag)) : .body(Int(low))
    return DynamicsContactEvent(began: began, body: a, other: other, point: point)
  }
}
