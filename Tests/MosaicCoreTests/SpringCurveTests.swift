import Foundation
import MosaicCore
import Testing

@Suite struct SpringCurveTests {
  @Test func startsAtZeroEndsAtOne() {
    for ratio in [0.2, 0.5, 0.8, 1, 1.5, 3] {
      for velocity in [0.0, 1, 5, -2] {
        let spring = SpringCurve(dampingRatio: ratio, initialVelocity: velocity, duration: 0.5)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: 0.5) == 1)
        #expect(spring.value(at: 2) == 1)
        // Settled just before the end: within the 0.001 threshold.
        #expect(
          abs(spring.value(at: 0.4999999) - 1) <= 0.001 + 1e-6,
          "ratio \(ratio) velocity \(velocity)")
        // The initial velocity is honoured.
        #expect(spring.velocity(at: 0) == velocity)
        let slope = (spring.value(at: 1e-7) - 0) / 1e-7
        #expect(isClose(slope, velocity, 1e-3 * max(1, spring.naturalFrequency)), "ratio \(ratio)")
      }
    }
  }

  @Test func overshootsOnlyWhenUnderdamped() {
    let bouncy = SpringCurve(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    let samples = stride(from: 0.0, through: 1.0, by: 0.001).map { bouncy.value(at: $0) }
    #expect(samples.max()! > 1.1)
    // ζ = 0.5 overshoots by e^(−πζ/√(1−ζ²)) ≈ 16.3 %.
    #expect(isClose(samples.max()!, 1.163, 0.002))
    for ratio in [1.0, 2.0] {
      let smooth = SpringCurve(dampingRatio: ratio, initialVelocity: 0, duration: 1)
      var previous = 0.0
      for time in stride(from: 0.0, through: 1.0, by: 0.001) {
        let value = smooth.value(at: time)
        #expect(value <= 1)
        #expect(value >= previous)
        previous = value
      }
    }
  }

  @Test func settlesExactlyAtThreshold() {
    // Critically damped at rest: envelope e^(−ω t)(1 + ω t) = 0.001 at t = duration,
    // so ω·duration ≈ 9.2335 whatever the duration.
    let one = SpringCurve(dampingRatio: 1, duration: 1)
    let half = SpringCurve(dampingRatio: 1, duration: 0.5)
    #expect(isClose(one.naturalFrequency, 9.233_413, 1e-4))
    #expect(isClose(half.naturalFrequency, 2 * one.naturalFrequency, 1e-9))
    #expect(isClose(1 - one.value(at: 0.999_999_9), 0.001, 1e-6))
    // Underdamped at rest: e^(−ζωT)·√(1 + ζ²/(1−ζ²)) = 0.001.
    let ratio = 0.5
    let bouncy = SpringCurve(dampingRatio: ratio, duration: 1)
    let expected = (log(1000) + 0.5 * log(1 / (1 - ratio * ratio))) / ratio
    #expect(isClose(bouncy.naturalFrequency, expected, 1e-6))
  }

  @Test func degenerateInputs() {
    let instant = SpringCurve(dampingRatio: 0.5, duration: 0)
    #expect(instant.value(at: 0) == 1)
    #expect(SpringCurve(dampingRatio: 0, duration: 1).dampingRatio == 0.001)
    #expect(SpringCurve(dampingRatio: -3, duration: 1).value(at: 1) == 1)
  }
}
