import Foundation

extension SpringCurve {
  /// The longest settling time a physical spring is given, in seconds: a spring with almost no
  /// damping lands on its target at this time.
  package static let longestSettlingTime = 60.0

  /// Creates the curve of a spring described physically — a `mass` on a spring of `stiffness`,
  /// slowed by `damping` per unit of velocity — leaving the start with `initialVelocity`
  /// (distance units per second). Its duration is not chosen but follows from the physics: the
  /// first time after which the motion stays within ``settlingThreshold`` of the target (at most
  /// ``longestSettlingTime``).
  ///
  /// Unusable numbers fall back to Core Animation's defaults: a mass or stiffness that is not
  /// positive and finite becomes 1 or 100, a negative or non-finite damping 10.
  package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    let c = damping >= 0 && damping.isFinite ? damping : 10
    let omega = (k / m).squareRoot()
    let ratio = Swift.max(c / (2 * (k * m).squareRoot()), 0.001)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    self.naturalFrequency = omega
    self.duration = Self.settlingTime(ratio: ratio, velocity: velocity, omega: omega)
  }

  /// Creates the spring iOS 17 describes by a perceived `duration` (the period of the undamped
  /// spring, mass 1) and a `bounce`: 0 is critically damped, towards 1 bouncier, below 0
  /// overdamped. The bounce is clamped to −0.999…0.999 and a duration that is not positive
  /// and finite becomes 0.5 s.
  package init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
    let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
    let b = bounce.isFinite ? Swift.min(Swift.max(bounce, -0.999), 0.999) : 0
    let stiffness = pow(2 * Double.pi / d, 2)
    let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(
      mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot(),
      initialVelocity: initialVelocity)
  }

  /// The first time at which the curve's envelope (see the type's documentation) is within the
  /// settling threshold, found by doubling and then bisection to a microsecond.
  private static func settlingTime(ratio: Double, velocity: Double, omega: Double) -> Double {
    let probe = SpringCurve(
      ratio: ratio, velocity: velocity, omega: omega, duration: .infinity)
    func settled(_ t: Double) -> Bool { probe.distanceBound(at: t) <= settlingThreshold }
    var low = 0.0
    var high = 1 / omega
    while !settled(high) && high < longestSettlingTime {
      low = high
      high *= 2
    }
    if high >= longestSettlingTime && !settled(longestSettlingTime) { return longestSettlingTime }
    high = Swift.min(high, longestSettlingTime)
    while high - low > 1e-6 {
      let middle = (low + high) / 2
      if settled(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// A curve with every parameter given.
  private init(ratio: Double, velocity: Double, omega: Double, duration: Double) {
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    self.naturalFrequency = omega
    self.duration = duration
  }
}
