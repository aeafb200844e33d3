import Foundation
import MosaicCore
import Testing

@Suite struct DecelerationTests {
  @Test func rates() {
    #expect(Deceleration.normal == 0.998)
    #expect(Deceleration.fast == 0.99)
  }

  @Test func normalFlickDistance() {
    let flick = Deceleration(initialVelocity: 3000, rate: Deceleration.normal)
    // 3000/1000 · 0.998/0.002 = 1497 pt.
    #expect(isClose(flick.totalDistance, 1497, 1e-9))
    #expect(isClose(flick.offset(at: 100), 1497, 1e-6))
    #expect(flick.offset(at: 0) == 0)
    // Matches the per-millisecond steps exactly at whole milliseconds.
    var velocity = 3000.0
    var offset = 0.0
    for _ in 0..<250 {
      velocity *= 0.998
      offset += velocity / 1000
    }
    #expect(isClose(flick.offset(at: 0.25), offset, 1e-9))
    #expect(isClose(flick.velocity(at: 0.25), velocity, 1e-9))
  }

  @Test func fastRateAndDirection() {
    let fast = Deceleration(initialVelocity: 3000, rate: Deceleration.fast)
    #expect(isClose(fast.totalDistance, 297, 1e-9))
    let up = Deceleration(initialVelocity: -1000)
    #expect(isClose(up.totalDistance, -499, 1e-9))
    #expect(up.offset(at: 0.1) < 0)
    #expect(up.velocity(at: 0.1) > -1000)
  }

  @Test func velocityDecay() {
    let flick = Deceleration(initialVelocity: 2000)
    #expect(flick.velocity(at: 0) == 2000)
    #expect(isClose(flick.velocity(at: 0.001), 1996, 1e-9))
    #expect(isClose(flick.velocity(at: 1), 2000 * pow(0.998, 1000), 1e-9))
  }

  @Test func durationUntilSlow() {
    let flick = Deceleration(initialVelocity: 3000)
    let duration = flick.duration(untilSpeedBelow: 0.5)
    #expect(isClose(duration, log(0.5 / 3000) / (1000 * log(0.998)), 1e-12))
    #expect(isClose(duration, 4.3454, 1e-4))
    #expect(isClose(abs(flick.velocity(at: duration)), 0.5, 1e-9))
    #expect(Deceleration(initialVelocity: 0.2).duration(untilSpeedBelow: 0.5) == 0)
    #expect(Deceleration(initialVelocity: -3000).duration(untilSpeedBelow: 0.5) == duration)
  }
}

@Suite struct RubberBandTests {
  @Test func values() {
    // (1 − 1/(100·0.55/400 + 1))·400 = 55/1.1375.
    #expect(isClose(rubberBandOffset(overscroll: 100.0, dimension: 400), 55 / 1.1375, 1e-12))
    #expect(
      isClose(
        rubberBandOffset(overscroll: CGFloat(50), dimension: 844), 26.632_243_258_749_25, 1e-9))
    #expect(isClose(rubberBandOffset(overscroll: -100.0, dimension: 400), -55 / 1.1375, 1e-12))
    #expect(rubberBandOffset(overscroll: 0.0, dimension: 400) == 0)
    #expect(rubberBandOffset(overscroll: 10.0, dimension: 0) == 0)
    // Custom coefficient: c = 1, x = d gives d/2.
    #expect(rubberBandOffset(overscroll: 300.0, dimension: 300, coefficient: 1) == 150)
  }

  @Test func shape() {
    // Starts with slope 0.55, always below both the dimension and 0.55·x.
    #expect(isClose(rubberBandOffset(overscroll: 0.001, dimension: 500) / 0.001, 0.55, 1e-5))
    for x in stride(from: 10.0, through: 10_000, by: 10) {
      let y = rubberBandOffset(overscroll: x, dimension: 500)
      #expect(y < 500 && y < 0.55 * x)
    }
  }

  @Test func inverse() {
    for x in [0.5, 10, 100, 1234] {
      let y = rubberBandOffset(overscroll: x, dimension: 600)
      #expect(isClose(rubberBandOverscroll(forOffset: y, dimension: 600), x, 1e-9))
      #expect(isClose(rubberBandOverscroll(forOffset: -y, dimension: 600), -x, 1e-9))
    }
    #expect(rubberBandOverscroll(forOffset: 600.0, dimension: 600) == .infinity)
  }
}

@Suite struct SpringBackTests {
  @Test func returnsFromOverscrollWithoutOscillating() {
    let spring = SpringBack(displacement: 100)
    #expect(spring.position(at: 0) == 100)
    #expect(spring.velocity(at: 0) == 0)
    var previous = 100.0
    for time in stride(from: 0.001, through: 1, by: 0.001) {
      let position = spring.position(at: time)
      #expect(position >= 0 && position <= previous)
      previous = position
    }
    // x(t) = 100(1 + 18t)e^(−18t).
    #expect(isClose(spring.position(at: 0.1), 100 * 2.8 * exp(-1.8), 1e-9))
    #expect(isClose(spring.velocity(at: 0.1), -100 * 324 * 0.1 * exp(-1.8), 1e-9))
  }

  @Test func settlesWithinHalfASecond() {
    for (displacement, velocity) in [(100.0, 0.0), (-100, 0), (200, 0), (0, 2000), (50, -500)] {
      let spring = SpringBack(displacement: displacement, velocity: velocity)
      #expect(
        spring.settlingDuration > 0.2 && spring.settlingDuration < 0.55,
        "\(displacement), \(velocity)")
      #expect(!spring.isSettled(at: spring.settlingDuration - 0.01))
      #expect(spring.isSettled(at: spring.settlingDuration))
      #expect(spring.position(at: spring.settlingDuration) == 0)
      #expect(spring.velocity(at: spring.settlingDuration) == 0)
      // Just before settling it is close to, but not yet within, the tolerances.
      let before = spring.settlingDuration - 1e-6
      #expect(abs(spring.position(at: before)) < 0.3 && abs(spring.velocity(at: before)) < 6)
    }
    // 100 pt at rest: (1 + u)e^(−u) = 0.0025 at u ≈ 8.25, t ≈ 0.458 s.
    #expect(isClose(SpringBack(displacement: 100).settlingDuration, 0.458, 0.003))
    #expect(SpringBack(displacement: 0).settlingDuration == 0)
    #expect(SpringBack(displacement: 0).isSettled(at: 0))
  }

  @Test func flickIntoTheEdgeGoesOutAndBack() {
    let spring = SpringBack(displacement: 0, velocity: 2000)
    // Peak at t = 1/ω with x = v/(ω e).
    #expect(isClose(spring.position(at: 1 / 18), 2000 / (18 * M_E), 1e-9))
    #expect(isClose(spring.velocity(at: 1 / 18), 0, 1e-9))
    // x(t) = v·t·e^(−ωt): still 2.7 pt out at 0.3 s.
    #expect(isClose(spring.position(at: 0.3), 2000 * 0.3 * exp(-5.4), 1e-9))
  }
}
