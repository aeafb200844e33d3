import Foundation

/// The bounce of a scroll view's content back to its edge: a critically damped spring
/// along one axis whose rest position is the edge.
///
/// Positions are displacements from the edge in points (the overscroll, positive or
/// negative), velocities in points per second. With displacement `x₀`, velocity `v₀`
/// and angular frequency `ω` the motion is `x(t) = (x₀ + (v₀ + ω x₀) t) · e^(−ωt)`:
/// it returns as fast as a spring can without oscillating, overshooting the edge at
/// most once and only when thrown towards it hard. The same motion serves a flick
/// that reaches the edge still moving (`x₀ = 0`, `v₀` the remaining velocity): the
/// content runs out past the edge, stops and comes back.
///
/// With the default `ω = 18 s⁻¹` (stiffness 324 for a unit mass), 100 pt of
/// overscroll at rest, or a flick reaching the edge at 2000 pt/s, settle in about
/// 0.46 s.
package struct SpringBack: Equatable, Hashable, Sendable {
  /// The default angular frequency ω, in radians per second: 18.
  package static let defaultAngularFrequency = 18.0

  /// The displacement from the edge at time 0, in points.
  package let initialDisplacement: Double
  /// The velocity at time 0, in points per second.
  package let initialVelocity: Double
  /// The spring's angular frequency ω in radians per second (`√(stiffness/mass)`).
  package let angularFrequency: Double
  /// The largest distance from the edge that counts as settled, in points.
  package let positionTolerance: Double
  /// The largest speed that counts as settled, in points per second.
  package let velocityTolerance: Double
  /// The time in seconds from which the motion stays within both tolerances for
  /// good (found to within a microsecond); from then on the spring is settled and
  /// `position(at:)` and `velocity(at:)` return exactly 0.
  package let settlingDuration: Double

  /// Creates the spring for content displaced `displacement` points from the edge and
  /// moving at `velocity` points per second. The tolerances decide when it counts as
  /// settled (by default a quarter point and 5 pt/s).
  package init(
    displacement: Double, velocity: Double = 0,
    angularFrequency: Double = SpringBack.defaultAngularFrequency,
    positionTolerance: Double = 0.25, velocityTolerance: Double = 5
  ) {
    precondition(angularFrequency > 0, "angular frequency must be positive")
    self.initialDisplacement = displacement
    self.initialVelocity = velocity
    self.angularFrequency = angularFrequency
    self.positionTolerance = positionTolerance
    self.velocityTolerance = velocityTolerance
    self.settlingDuration = Self.settleTime(
      x0: displacement, v0: velocity, omega: angularFrequency,
      positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
  }

  /// The displacement from the edge at `time` seconds: the initial displacement
  /// before time 0, exactly 0 once settled.
  package func position(at time: Double) -> Double {
    if time <= 0 { return initialDisplacement }
    if time >= settlingDuration { return 0 }
    return Self.position(
      x0: initialDisplacement, v0: initialVelocity, omega: angularFrequency, t: time)
  }

  /// The velocity at `time` seconds: the initial velocity before time 0, exactly 0
  /// once settled.
  package func velocity(at time: Double) -> Double {
    if time <= 0 { return initialVelocity }
    if time >= settlingDuration { return 0 }
    return Self.velocity(
      x0: initialDisplacement, v0: initialVelocity, omega: angularFrequency, t: time)
  }

  /// Whether the motion has settled at `time` (`time >= settlingDuration`).
  package func isSettled(at time: Double) -> Bool {
    time >= settlingDuration
  }

  // MARK: - Motion

  private static func position(x0: Double, v0: Double, omega: Double, t: Double) -> Double {
    (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
  }

  private static func velocity(x0: Double, v0: Double, omega: Double, t: Double) -> Double {
    (v0 - omega * t * (v0 + omega * x0)) * exp(-omega * t)
  }

  /// The first time after which both |x| and |v| stay within their tolerances.
  private static func settleTime(
    x0: Double, v0: Double, omega: Double,
    positionTolerance: Double, velocityTolerance: Double
  ) -> Double {
    func within(_ t: Double) -> Bool {
      abs(position(x0: x0, v0: v0, omega: omega, t: t)) <= positionTolerance
        && abs(velocity(x0: x0, v0: v0, omega: omega, t: t)) <= velocityTolerance
    }
    // Upper bounds of |x| and |v| that decrease from t = 1/ω on; once both are
    // within tolerance the motion stays settled.
    let k = abs(v0 + omega * x0)
    func boundsWithin(_ t: Double) -> Bool {
      let decay = exp(-omega * t)
      return (abs(x0) + k * t) * decay <= positionTolerance
        && (abs(v0) + omega * k * t) * decay <= velocityTolerance
    }
    var horizon = 1 / omega
    var doublings = 0
    while !boundsWithin(horizon) && doublings < 64 {
      horizon *= 2
      doublings += 1
    }
    // Find the last sampled moment that is not yet within tolerance.
    let steps = 2000
    let step = horizon / Double(steps)
    var lastOutside: Int? = nil
    for index in stride(from: steps, through: 0, by: -1) where !within(Double(index) * step) {
      lastOutside = index
      break
    }
    guard let outside = lastOutside else { return 0 }
    // Refine the crossing between that sample and the next, which is within.
    var low = Double(outside) * step
    var high = low + step
    while high - low > 1e-7 {
      let middle = (low + high) / 2
      if within(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
