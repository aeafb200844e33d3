import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicCore

/// `dynamics.50`, `dynamics.500`, `dynamics.2000`: UIKit Dynamics' engine with that many items
/// (rectangles of 8–24 points, a fifth of them ellipses) under gravity, colliding with each
/// other and with the walls of a box they fill to about a third. After 1.5 s of settling (a
/// pile forms), 120 frames of 1/60 s (two fixed steps each) are timed one by one: the figure is
/// the time a frame costs the physics. `dynamics.animator.500` times the same scene driven
/// through `UIDynamicAnimator` with 500 views, including moving the views.
@MainActor
enum DynamicsBench {
  static func register(in registry: BenchRegistry) {
    for count in [50, 500, 2000] {
      registry.register(
        "dynamics.\(count)", "\(count) items falling and piling up: physics time per frame"
      ) {
        runWorld(count: count)
      }
    }
    registry.register(
      "dynamics.animator.500", "500 views under UIDynamicAnimator: physics and views per frame"
    ) {
      runAnimator(count: 500)
    }
  }

  /// A generator of the scene's sizes and places (SplitMix64), so every run is the same scene.
  struct Random {
    var state: UInt64
    mutating func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }

  /// The box: 1024 points wide, tall enough for the items to fill about a third of it.
  static func box(for count: Int) -> CGSize {
    CGSize(width: 1024, height: max(768, Double(count) * 256 / 0.33 / 1024))
  }

  static func runWorld(count: Int) {
    let size = box(for: count)
    var random = Random(state: 2024)
    var world = DynamicsWorld()
    let corners = [
      DynamicsVector(0, 0), DynamicsVector(size.width, 0),
      DynamicsVector(size.width, size.height), DynamicsVector(0, size.height),
    ]
    for i in 0..<4 {
      world.boundaries.append(
        DynamicsBoundary(from: corners[i], to: corners[(i + 1) % 4], group: 0))
    }
    for _ in 0..<count {
      let w = 8 + 16 * random.unit()
      let h = 8 + 16 * random.unit()
      let shape: DynamicsShape =
        random.unit() < 0.2 ? .ellipse(width: w, height: h) : .rectangle(width: w, height: h)
      var body = DynamicsBody(
        position: DynamicsVector(
          20 + (size.width - 40) * random.unit(), 20 + (size.height - 40) * random.unit()),
        shape: shape)
      body.gravity = DynamicsVector(0, 1000)
      body.elasticity = 0.2
      body.friction = 0.3
      body.itemGroups = 1
      body.boundaryGroups = 1
      world.add(body)
    }
    for _ in 0..<90 { world.advance(by: 1.0 / 60) }
    let stats = measure(warmup: 0, iterations: 120) { world.advance(by: 1.0 / 60) }
    let contacts = world.contactCount
    report(
      "dynamics.\(count)", stats,
      extra: "\(count) items, \(contacts) contacts, 2 steps of 1/120 s a frame")
  }

  static func runAnimator(count: Int) {
    AnimationClock.useManualTime(startingAt: 1000)
    let size = box(for: count)
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    var random = Random(state: 2024)
    var views: [UIView] = []
    for _ in 0..<count {
      let w = 8 + 16 * random.unit()
      let h = 8 + 16 * random.unit()
      let v = UIView(
        frame: CGRect(
          x: 20 + (size.width - 40) * random.unit() - w / 2,
          y: 20 + (size.height - 40) * random.unit() - h / 2, width: w, height: h))
      root.addSubview(v)
      views.append(v)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: views))
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let material = UIDynamicItemBehavior(items: views)
    material.elasticity = 0.2
    material.friction = 0.3
    animator.addBehavior(material)
    func frame() {
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
    }
    for _ in 0..<90 { frame() }
    let stats = measure(warmup: 0, iterations: 120, frame)
    report("dynamics.animator.\(count)", stats, extra: "\(count) views, physics + moving views")
    animator.removeAllBehaviors()
    AnimationClock.useSystemTime()
  }
}
