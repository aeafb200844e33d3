import Foundation

/// The progress curve of a spring animation, as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
/// produces it: a damped harmonic oscillator carrying the animated value from 0 (the
/// start) to 1 (the target).
///
/// UIKit describes the spring by a damping ratio, an initial velocity and the
/// duration, not by stiffness. The stiffness is therefore derived here, by this rule:
/// the natural (undamped) angular frequency ω₀ is the smallest one for which the
/// motion has settled at `duration`, meaning that an envelope bounding the distance
/// to the target from above for all later times is at most
/// ``settlingThreshold`` (0.1 % of the distance). The envelope is
/// - underdamped (ratio < 1): `e^(−ζω₀t) · √(1 + B²)`, the amplitude of
///   `e^(−ζω₀t)(cos ω_d t + B sin ω_d t)`;
/// - critically damped (ratio = 1): `e^(−ω₀t) · (1 + |ω₀ − v₀| t)`;
/// - overdamped (ratio > 1): `|C₁| e^(r₁t) + |C₂| e^(r₂t)`.
/// ω₀ is found by bisection to a relative precision of 1e-12. So a longer duration
/// gives a softer spring with the same shape, and `value(at:)` jumps by at most 0.001
/// to exactly 1 at `duration`.
package struct SpringCurve: Equatable, Hashable, Sendable {
  /// How far from the target the motion may still be at `duration`, as a fraction of
  /// the total distance: 0.001.
  package static let settlingThreshold = 0.001

  /// The damping ratio ζ: below 1 the value overshoots and oscillates, 1 is critically
  /// damped (the fastest approach without overshoot when starting at rest), above 1 it
  /// creeps. Values at or below zero are raised to 0.001.
  package let dampingRatio: Double
  /// The velocity at the start, in units of the total distance per second (UIKit's
  /// meaning: 0.5 for a 200 pt animation starting at 100 pt/s).
  package let initialVelocity: Double
  /// The time in seconds at which the motion has settled and the value is exactly 1.
  package let duration: Double
  /// The natural angular frequency ω₀ (radians per second) derived from the other
  /// parameters as described in the type's documentation.
  package let naturalFrequency: Double

  /// Creates the curve of a spring animation of `duration` seconds with the given
  /// damping ratio and initial velocity (distance units per second).
  package init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
    let ratio = dampingRatio.isNaN ? 1 : Swift.max(dampingRatio, 0.001)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    self.duration = duration
    if duration > 0, duration.isFinite {
      self.naturalFrequency = Self.solveFrequency(
        ratio: ratio, velocity: velocity, duration: duration)
    } else {
      self.naturalFrequency = .infinity
    }
  }

  /// Returns the progress at `time` seconds after the start: 0 at time 0 and before,
  /// exactly 1 at `duration` and after, and the oscillator's position in between
  /// (above 1 while overshooting).
  package func value(at time: Double) -> Double {
    if time >= duration { return 1 }
    if time <= 0 { return 0 }
    return 1
      - Self.motion(
        ratio: dampingRatio, velocity: initialVelocity, omega: naturalFrequency, time: time
      ).displacement
  }

  /// Returns the rate of change of the progress at `time`, in distance units per
  /// second: `initialVelocity` at time 0, and 0 from `duration` on.
  package func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    if time <= 0 { return initialVelocity }
    return -Self.motion(
      ratio: dampingRatio, velocity: initialVelocity, omega: naturalFrequency, time: time
    ).rate
  }

  /// An upper bound of the distance to the target (a fraction of the whole distance) at
  /// `time` seconds and every later time, ignoring the landing at `duration`.
  package func distanceBound(at time: Double) -> Double {
    Self.envelope(
      ratio: dampingRatio, velocity: initialVelocity, omega: naturalFrequency, time: time)
  }

  // MARK: - Oscillator

  /// Damping ratios this close to 1 are treated as critically damped, avoiding the
  /// cancellation of the under- and overdamped formulas near 1.
  private static let criticalBand = 1e-6

  /// Displacement from the target (1 at time 0) and its time derivative.
  private static func motion(ratio: Double, velocity: Double, omega: Double, time t: Double)
    -> (displacement: Double, rate: Double)
  {
    if abs(ratio - 1) < criticalBand {
      let k = omega - velocity
      let decay = exp(-omega * t)
      return (decay * (1 + k * t), decay * (k - omega * (1 + k * t)))
    }
    if ratio < 1 {
      let omegaD = omega * (1 - ratio * ratio).squareRoot()
      let b = (ratio * omega - velocity) / omegaD
      let decay = exp(-ratio * omega * t)
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      let displacement = decay * (cosine + b * sine)
      let rate = decay * (-ratio * omega * (cosine + b * sine) + omegaD * (b * cosine - sine))
      return (displacement, rate)
    }
    let (r1, r2, c1, c2) = overdampedTerms(ratio: ratio, velocity: velocity, omega: omega)
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
  }

  /// Exponents and coefficients of `C₁e^(r₁t) + C₂e^(r₂t)` for an overdamped spring.
  private static func overdampedTerms(ratio: Double, velocity: Double, omega: Double)
    -> (Double, Double, Double, Double)
  {
    let root = (ratio * ratio - 1).squareRoot()
    let r1 = -omega * (ratio - root)
    let r2 = -omega * (ratio + root)
    let c2 = (-velocity - r1) / (r2 - r1)
    return (r1, r2, 1 - c2, c2)
  }

  /// An upper bound of the distance to the target at every time from `t` on.
  private static func envelope(ratio: Double, velocity: Double, omega: Double, time t: Double)
    -> Double
  {
    if abs(ratio - 1) < criticalBand {
      return exp(-omega * t) * (1 + abs(omega - velocity) * t)
    }
    if ratio < 1 {
      let omegaD = omega * (1 - ratio * ratio).squareRoot()
      let b = (ratio * omega - velocity) / omegaD
      return exp(-ratio * omega * t) * (1 + b * b).squareRoot()
    }
    let (r1, r2, c1, c2) = overdampedTerms(ratio: ratio, velocity: velocity, omega: omega)
    return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
  }

  /// The natural frequency at which the envelope reaches the threshold at `duration`.
  private static func solveFrequency(ratio: Double, velocity: Double, duration: Double)
    -> Double
  {
    func settled(_ omega: Double) -> Bool {
      envelope(ratio: ratio, velocity: velocity, omega: omega, time: duration)
        <= settlingThreshold
    }
    var low = 0.0
    var high = 1 / duration
    var doublings = 0
    while !settled(high) && doublings < 200 {
      low = high
      high *= 2
      doublings += 1
    }
    for _ in 0..<200 {
      if high - low <= high * 1e-12 { break }
      let middle = (low + high) / 2
      if settled(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
