import Foundation

/// The coasting of a scroll view along one axis after a flick, as UIKit models it:
/// every millisecond the velocity is multiplied by the deceleration `rate`.
///
/// For two axes use one instance per axis with the same rate.
///
/// Velocity: `v(t) = v₀ · rate^(1000 t)` (points per second, `t` in seconds).
///
/// Distance: UIKit's model advances in whole-millisecond steps, moving
/// `v/1000` points per step after the velocity has decayed, so after `n`
/// milliseconds it has moved `Σₖ₌₁ⁿ v₀/1000 · rateᵏ = v₀/1000 · rate/(1 − rate) ·
/// (1 − rateⁿ)`, which tends to `v₀/1000 · rate/(1 − rate)` (`totalDistance`).
/// `offset(at:)` is that sum with `n = 1000 t` made continuous. The continuous integral
/// of `v(t)`, `v₀ · (rate^(1000t) − 1)/(1000 ln rate)`, would tend to
/// `−v₀/(1000 ln rate)` instead, which is larger by the factor
/// `−(1 − rate)/(rate · ln rate)` (≈ 1.001 for 0.998: 1498.5 instead of 1497 pt for
/// 3000 pt/s). `offset(at:)` equals the integral scaled by exactly that factor, so it
/// converges to `totalDistance` as DESIGN.md and UIKit's figures require; its
/// slope is therefore `v(t)` times `rate·(−ln rate)/(1 − rate)` (≈ 0.999).
package struct Deceleration: Equatable, Hashable, Sendable {
  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  package static let normal = 0.998
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  package static let fast = 0.99

  /// The velocity at time 0, in points per second (its sign is the direction).
  package let initialVelocity: Double
  /// The factor the velocity is multiplied by every millisecond, in (0, 1).
  package let rate: Double

  /// Creates the coasting motion for a flick at `initialVelocity` points per second
  /// decaying by `rate` per millisecond. `rate` must be in (0, 1).
  package init(initialVelocity: Double, rate: Double = Deceleration.normal) {
    precondition(rate > 0 && rate < 1, "deceleration rate must be in (0, 1)")
    self.initialVelocity = initialVelocity
    self.rate = rate
  }

  /// The velocity `v₀ · rate^(1000 t)` at `time` seconds (`v₀` before time 0).
  package func velocity(at time: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    return initialVelocity * pow(rate, 1000 * time)
  }

  /// The distance travelled (signed like the velocity) by `time` seconds:
  /// `totalDistance · (1 − rate^(1000 t))`; 0 at and before time 0.
  package func offset(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    return totalDistance * (1 - pow(rate, 1000 * time))
  }

  /// The distance the flick travels before it stops: `v₀/1000 · rate/(1 − rate)`
  /// (1497 pt for 3000 pt/s at the normal rate).
  package var totalDistance: Double {
    initialVelocity / 1000 * rate / (1 - rate)
  }

  /// The time in seconds until the speed falls to `threshold` points per second:
  /// `ln(threshold/|v₀|) / (1000 ln rate)`, or 0 when it is already there.
  /// A scroll view stops decelerating then (0.5 pt/s is a typical threshold).
  package func duration(untilSpeedBelow threshold: Double) -> Double {
    let speed = abs(initialVelocity)
    guard threshold > 0, speed > threshold else { return 0 }
    return log(threshold / speed) / (1000 * log(rate))
  }
}
