import Foundation
import Testing

@testable import MosaicCore

/// Scenes of the dynamics engine checked against closed-form motion.
@Suite struct DynamicsWorldTests {
  /// A body of `width` × `height` at `(x, y)` in collision group 0 (items and boundaries).
  func box(_ x: Double, _ y: Double, _ width: Double = 50, _ height: Double = 50)
    -> DynamicsBody
  {
    var body = DynamicsBody(
      position: DynamicsVector(x, y), shape: .rectangle(width: width, height: height))
    body.itemGroups = 1
    body.boundaryGroups = 1
    return body
  }

  func floor(at y: Double, group: Int = 0) -> DynamicsBoundary {
    DynamicsBoundary(from: DynamicsVector(-10_000, y), to: DynamicsVector(10_000, y), group: group)
  }

  @Test func freeFallCoversHalfGTSquaredInOneSecond() {
    var world = DynamicsWorld()
    var body = box(0, 0)
    body.gravity = DynamicsVector(0, 1000)
    world.add(body)
    for _ in 0..<60 { world.advance(by: 1.0 / 60) }
    let y = world.bodies[0].position.y
    // Semi-implicit Euler moves g·h²·N(N+1)/2 in N steps of h: 504.17 pt for 120 steps.
    let h = DynamicsWorld.stepDuration
    #expect(abs(y - 1000 * h * h * 120 * 121 / 2) < 1e-6)
    #expect(abs(y - 0.5 * 1000 * 1 * 1) < 5, "within 1% of ½gt²: \(y)")
    #expect(abs(world.bodies[0].velocity.y - 1000) < 1e-6)
    #expect(abs(world.time - 1) < 1e-9)
  }

  @Test func theFrameRateDoesNotChangeTheMotion() {
    func run(frames: Int, of duration: Double) -> DynamicsWorld {
      var world = DynamicsWorld()
      var body = box(0, 0)
      body.gravity = DynamicsVector(0, 1000)
      body.elasticity = 0.5
      world.add(body)
      world.boundaries = [floor(at: 300)]
      for _ in 0..<frames { world.advance(by: duration) }
      return world
    }
    let sixty = run(frames: 120, of: 1.0 / 60)
    let thirty = run(frames: 60, of: 1.0 / 30)
    #expect(sixty.bodies == thirty.bodies)
  }

  @Test func anElasticBoxBouncesBackToItsHeight() {
    var world = DynamicsWorld()
    var body = box(0, 100, 20, 20)
    body.gravity = DynamicsVector(0, 1000)
    body.elasticity = 1
    world.add(body)
    world.boundaries = [floor(at: 400)]
    var bounced = false
    var apex = Double.infinity
    for _ in 0..<240 {
      let before = world.bodies[0].velocity.y
      world.step()
      let after = world.bodies[0].velocity.y
      if before > 0 && after < 0 { bounced = true }
      if bounced { apex = min(apex, world.bodies[0].position.y) }
      if bounced && before < 0 && after >= 0 { break }
    }
    #expect(bounced)
    // Dropped from 290 pt above the floor; it comes back up to within 3% of that.
    #expect(abs(apex - 100) < 0.03 * 290, "apex \(apex)")
    #expect(world.bodies[0].position.y < 391, "never through the floor")
  }

  @Test func aBoxWithoutElasticityLandsExactlyOnTheFloorAndRests() {
    var world = DynamicsWorld()
    var body = box(0, 25)
    body.gravity = DynamicsVector(0, 1000)
    world.add(body)
    world.boundaries = [floor(at: 400)]
    var beganEvents: [DynamicsContactEvent] = []
    for _ in 0..<180 {
      world.advance(by: 1.0 / 60)
      beganEvents += world.events.filter(\.began)
    }
    #expect(world.isAtRest)
    #expect(abs(world.bodies[0].position.y - 375) < 1e-6, "\(world.bodies[0].position.y)")
    #expect(abs(world.bodies[0].rotation) < 1e-9)
    #expect(beganEvents.count == 1)
    #expect(beganEvents.first?.other == .boundary(0))
    #expect(abs((beganEvents.first?.point.y ?? 0) - 400) < 1e-6)
  }

  @Test func aSnapSettlesAtItsPoint() {
    var world = DynamicsWorld()
    world.add(box(0, 0))
    var snap = DynamicsJoint(kind: .snap(angle: 0), bodyA: 0, anchor: DynamicsVector(200, 120))
    snap.frequency = 2
    snap.damping = 0.5
    world.joints = [snap]
    var overshoot = 0.0
    for _ in 0..<300 {
      world.advance(by: 1.0 / 60)
      overshoot = max(overshoot, world.bodies[0].position.x - 200)
      if world.isAtRest { break }
    }
    #expect(world.isAtRest)
    #expect(overshoot > 1, "a damping ratio of 0.5 overshoots")
    let p = world.bodies[0].position
    #expect(abs(p.x - 200) < 0.01 && abs(p.y - 120) < 0.01, "\(p)")
  }

  @Test func aRigidAttachmentKeepsItsLength() {
    var world = DynamicsWorld()
    var body = box(100, 0, 20, 20)
    body.gravity = DynamicsVector(0, 1000)
    world.add(body)
    var rod = DynamicsJoint(kind: .distance, bodyA: 0, anchor: DynamicsVector(0, 0))
    rod.length = 100
    world.joints = [rod]
    var worst = 0.0
    var lowest = -Double.infinity
    for _ in 0..<240 {
      world.step()
      worst = max(worst, abs(world.bodies[0].position.length - 100))
      lowest = max(lowest, world.bodies[0].position.y)
    }
    #expect(worst < 1, "length drifts by \(worst)")
    #expect(lowest > 95, "the pendulum swings through the bottom: \(lowest)")
  }

  @Test func aSpringAttachmentBetweenTwoBodiesSettlesAtItsLength() {
    var world = DynamicsWorld()
    world.add(box(0, 0, 20, 20))
    world.add(box(300, 0, 20, 20))
    var spring = DynamicsJoint(kind: .distance, bodyA: 0, bodyB: 1, anchor: .zero)
    spring.length = 150
    spring.frequency = 1.5
    spring.damping = 0.7
    world.joints = [spring]
    for _ in 0..<600 { world.advance(by: 1.0 / 60) }
    let d = (world.bodies[1].position - world.bodies[0].position).length
    #expect(abs(d - 150) < 0.01, "\(d)")
    // Equal masses meet in the middle.
    #expect(abs(world.bodies[0].position.x + world.bodies[1].position.x - 300) < 1e-6)
  }

  @Test func twoStackedBoxesComeToRest() {
    var world = DynamicsWorld()
    var lower = box(0, 375)
    lower.gravity = DynamicsVector(0, 1000)
    var upper = box(5, 200)
    upper.gravity = DynamicsVector(0, 1000)
    upper.friction = 0.5
    lower.friction = 0.5
    world.add(lower)
    world.add(upper)
    world.boundaries = [floor(at: 400)]
    var steps = 0
    while !world.isAtRest && steps < 600 {
      world.advance(by: 1.0 / 60)
      steps += 1
    }
    #expect(world.isAtRest, "still moving after \(steps) frames")
    #expect(abs(world.bodies[0].position.y - 375) < 0.05, "\(world.bodies[0].position)")
    #expect(abs(world.bodies[1].position.y - 325) < 0.05, "\(world.bodies[1].position)")
    #expect(abs(world.bodies[1].rotation) < 0.01)
  }

  @Test func anAnchoredBodyStaysAndStopsOthers() {
    var world = DynamicsWorld()
    var shelf = box(0, 300, 200, 20)
    shelf.isAnchored = true
    shelf.gravity = DynamicsVector(0, 1000)
    world.add(shelf)
    var falling = box(0, 100, 20, 20)
    falling.gravity = DynamicsVector(0, 1000)
    world.add(falling)
    for _ in 0..<120 { world.advance(by: 1.0 / 60) }
    #expect(world.bodies[0].position == DynamicsVector(0, 300))
    #expect(abs(world.bodies[1].position.y - 280) < 1e-3, "\(world.bodies[1].position)")
  }

  @Test func aBodyWithoutSizeMovesButNeverCollides() {
    var world = DynamicsWorld()
    var dot = DynamicsBody(position: DynamicsVector(0, 0), shape: .rectangle(width: 0, height: 0))
    dot.itemGroups = 1
    dot.boundaryGroups = 1
    dot.gravity = DynamicsVector(0, 1000)
    world.add(dot)
    world.boundaries = [floor(at: 100)]
    for _ in 0..<60 { world.advance(by: 1.0 / 60) }
    #expect(world.bodies[0].position.y > 500)
    #expect(world.bodies[0].mass > 0)
  }

  @Test func removingABodyDropsItsJoints() {
    var world = DynamicsWorld()
    world.add(box(0, 0))
    world.add(box(100, 0))
    world.add(box(200, 0))
    world.joints = [
      DynamicsJoint(kind: .distance, bodyA: 0, bodyB: 1, anchor: .zero),
      DynamicsJoint(kind: .distance, bodyA: 2, anchor: .zero),
    ]
    let map = world.removeBodies(keeping: [true, false, true])
    #expect(map == [0, nil, 1])
    #expect(world.joints.count == 1)
    #expect(world.joints.first?.bodyA == 1)
    world.advance(by: 0.1)
  }
}
