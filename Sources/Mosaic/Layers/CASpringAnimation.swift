import Foundation

/// Animates a property with a damped spring: a mass on a spring of some stiffness, slowed by
/// damping, leaving the start value with `initialVelocity`. The timing function is not used.
@MainActor @preconcurrency
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object on the spring; 1 by default.
  open var mass: CGFloat = 1
  /// The spring's stiffness; 100 by default.
  open var stiffness: CGFloat = 100
  /// The damping force per unit of velocity; 10 by default.
  open var damping: CGFloat = 10
  /// The speed at the start, in units of the whole change per second; 0 by default.
  open var initialVelocity: CGFloat = 0
  /// Whether the animation may end by overshooting no further than its target (accepted,
  /// not used).
  open var allowsOverdamping = false

  /// Creates a spring animation with default parameters.
  public required init() { super.init() }

  /// Creates a spring that settles in about `perceptualDuration` seconds and overshoots by
  /// `bounce` (0 none, up to 1; negative values make it sluggish), as iOS 17 does; the
  /// animation's `duration` is set to the spring's settling duration.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
    let b = bounce.isFinite ? min(max(bounce, -1), 1) : 0
    mass = 1
    stiffness = pow(2 * .pi / CGFloat(d), 2)
    damping = b >= 0 ? 4 * .pi * (1 - b) / CGFloat(d) : 4 * .pi / (CGFloat(d) * (1 + b))
    duration = settlingDuration
  }

  /// The perceptual duration the spring was described with (2π / √(stiffness / mass)).
  open var perceptualDuration: CFTimeInterval {
    let k = Double(stiffness)
    let m = Double(mass)
    return k > 0 && m > 0 ? 2 * .pi / (k / m).squareRoot() : 0
  }

  /// How much the spring overshoots: 0 critically damped, towards 1 bouncier.
  open var bounce: CGFloat {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 - 1 / zeta
  }

  private var dampingRatio: CGFloat {
    let k = Swift.max(stiffness, 1e-9)
    let m = Swift.max(mass, 1e-9)
    return damping / (2 * (k * m).squareRoot())
  }

  /// How long the spring takes to come to rest (within 0.1 % of the change, for good) from
  /// its current parameters.
  open var settlingDuration: CFTimeInterval {
    var lastMoving = 0.0
    var t = 0.0
    let step = 1.0 / 240
    while t < 60 {
      if abs(1 - position(at: t)) > 0.001 { lastMoving = t }
      t += step
      if t - lastMoving > 2 { break }
    }
    return lastMoving + step
  }

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  /// The spring's progress from 0 to 1 at `t` seconds.
  func position(at t: Double) -> Double {
    let m = Double(mass > 0 && mass.isFinite ? mass : 1)
    let k = Double(stiffness > 0 && stiffness.isFinite ? stiffness : 100)
    let c = Double(damping >= 0 && damping.isFinite ? damping : 10)
    let v0 = Double(initialVelocity.isFinite ? initialVelocity : 0)
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if t <= 0 { return 0 }
    if zeta < 1 - 1e-9 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - v0) / wd
      return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    } else if zeta <= 1 + 1e-9 {
      return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
  }

  /// The spring's progress replaces the timing function; the last instant lands on the end.
  override func progress(_ sample: AnimationSample) -> Double {
    sample.fraction >= 1 ? 1 : position(at: sample.fraction * duration)
  }
}
