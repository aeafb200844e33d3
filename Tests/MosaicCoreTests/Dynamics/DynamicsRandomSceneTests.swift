import Foundation
import Testing

@testable import MosaicCore

/// A small seeded generator (SplitMix64), so that a failing scene can be replayed by its seed.
struct DynamicsSceneRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}

/// Random scenes: a box of walls with `count` bodies of random sizes, materials and motion.
func randomDynamicsScene(seed: UInt64, count: Int) -> DynamicsWorld {
  var random = DynamicsSceneRandom(state: seed)
  var world = DynamicsWorld()
  let width = 800.0
  let height = 600.0
  let corners = [
    DynamicsVector(0, 0), DynamicsVector(width, 0), DynamicsVector(width, height),
    DynamicsVector(0, height),
  ]
  for i in 0..<4 {
    world.boundaries.append(DynamicsBoundary(from: corners[i], to: corners[(i + 1) % 4], group: 0))
  }
  for _ in 0..<count {
    let w = random.range(8, 40)
    let h = random.range(8, 40)
    let shape: DynamicsShape =
      random.unit() < 0.2 ? .ellipse(width: w, height: h) : .rectangle(width: w, height: h)
    var body = DynamicsBody(
      position: DynamicsVector(random.range(30, width - 30), random.range(30, height - 30)),
      shape: shape)
    body.rotation = random.range(-1, 1)
    body.velocity = DynamicsVector(random.range(-300, 300), random.range(-300, 300))
    body.angularVelocity = random.range(-3, 3)
    body.elasticity = random.range(0, 0.8)
    body.friction = random.range(0, 1)
    body.density = random.range(0.5, 2)
    body.gravity = DynamicsVector(0, 1000)
    body.itemGroups = 1
    body.boundaryGroups = 1
    world.add(body)
  }
  return world
}

@Suite struct DynamicsRandomSceneTests {
  @Test(arguments: [UInt64(1), 42, 2024, 0xDEAD_BEEF])
  func theSameSeedGivesTheSameBits(seed: UInt64) {
    var first = randomDynamicsScene(seed: seed, count: 150)
    var second = randomDynamicsScene(seed: seed, count: 150)
    var firstEvents: [DynamicsContactEvent] = []
    var secondEvents: [DynamicsContactEvent] = []
    for _ in 0..<90 {
      first.advance(by: 1.0 / 60)
      firstEvents += first.events
      second.advance(by: 1.0 / 60)
      secondEvents += second.events
    }
    #expect(first.bodies == second.bodies, "replay with randomDynamicsScene(seed: \(seed))")
    #expect(firstEvents == secondEvents, "replay with randomDynamicsScene(seed: \(seed))")
    for (i, b) in first.bodies.enumerated() {
      #expect(b.position.isFinite, "body \(i) of seed \(seed)")
      // Nothing escapes the walls (a little overlap is allowed while bodies pile up).
      #expect(
        b.position.x > -5 && b.position.x < 805 && b.position.y > -5 && b.position.y < 605,
        "body \(i) escaped in seed \(seed): \(b.position)")
    }
  }

  @Test(arguments: [UInt64(7), 99, 31337])
  func theGridFindsExactlyTheOverlappingPairs(seed: UInt64) {
    var random = DynamicsSceneRandom(state: seed)
    var minima: [DynamicsVector] = []
    var maxima: [DynamicsVector] = []
    var masks: [UInt64] = []
    for i in 0..<400 {
      let x = random.range(0, 1000)
      let y = random.range(0, 1000)
      // A few huge boxes go through the oversized path.
      let size = i % 97 == 0 ? random.range(300, 600) : random.range(2, 40)
      minima.append(DynamicsVector(x, y))
      maxima.append(DynamicsVector(x + size, y + random.range(2, 40)))
      masks.append(random.unit() < 0.1 ? 2 : (random.unit() < 0.05 ? 0 : 1))
    }
    var expected: [Int] = []
    for a in 0..<minima.count {
      for b in (a + 1)..<minima.count
      where masks[a] & masks[b] != 0 && minima[a].x <= maxima[b].x && minima[b].x <= maxima[a].x
        && minima[a].y <= maxima[b].y && minima[b].y <= maxima[a].y
      {
        expected.append(a * 1000 + b)
      }
    }
    var grid = DynamicsBroadPhase()
    var pairs: [(Int, Int)] = []
    grid.findPairs(minima: minima, maxima: maxima, masks: masks, into: &pairs)
    let found = pairs.map { $0.0 * 1000 + $0.1 }
    #expect(found.count == Set(found).count, "no pair twice (seed \(seed))")
    #expect(found.sorted() == expected, "seed \(seed)")
  }
}
