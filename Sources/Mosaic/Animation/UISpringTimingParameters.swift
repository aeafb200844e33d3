import Foundation

/// Timing that follows a damped spring, described by a damping ratio (the animator's duration
/// then sets the pace), by its physics (mass, stiffness, damping — the spring's settling time
/// then is the duration), or, as iOS 17 does, by a perceived duration and a bounce.
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How the spring was described.
  enum Shape: Equatable {
    /// A damping ratio; the animator's duration sets the pace.
    case dampingRatio(Double)
    /// A mass on a spring of some stiffness, slowed by damping.
    case physical(mass: Double, stiffness: Double, damping: Double)
    /// A perceived duration (the undamped period) and a bounce.
    case perceptual(duration: Double, bounce: Double)
  }

  /// The speed at the start, in units of the distance still to go per second (a 100 pt move
  /// that starts at 50 pt/s has 0.5). Mosaic animates every property with `dx`, as UIKit does
  /// for properties that are not two-dimensional.
  public let initialVelocity: CGVector
  /// How the spring was described.
  let shape: Shape

  /// Creates a spring with UIKit's defaults: damping ratio 4.56 (heavily damped) and no initial
  /// velocity.
  public override init() {
    initialVelocity = CGVector(dx: 0, dy: 0)
    shape = .dampingRatio(4.56)
    super.init()
  }

  /// Creates a spring with damping ratio `ratio` starting at rest: 1 settles without
  /// overshooting, values towards 0 oscillate more.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates a spring with damping ratio `ratio` leaving the start at `velocity`. A ratio that
  /// is not positive and finite becomes 1.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = Self.usable(velocity)
    shape = .dampingRatio(ratio > 0 && ratio.isFinite ? Double(ratio) : 1)
    super.init()
  }

  /// Creates a spring from its physics: `mass` (positive), `stiffness` and `damping`, leaving
  /// the start at `velocity`. An animator using it takes the spring's settling time as its
  /// duration. Unusable numbers fall back to Core Animation's defaults (mass 1, stiffness
  /// 100, damping 10).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = Self.usable(velocity)
    shape = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    super.init()
  }

  /// Creates a spring that takes about `duration` seconds and overshoots by `bounce` (0 none,
  /// towards 1 more, below 0 sluggish), starting at rest.
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates a spring that takes about `duration` seconds and overshoots by `bounce`, leaving
  /// the start at `velocity`. An animator using it takes the spring's settling time as its
  /// duration.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = Self.usable(velocity)
    shape = .perceptual(duration: duration, bounce: Double(bounce))
    super.init()
  }

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }
  /// nil: spring timing has no cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring's curve for a run of `duration` seconds. A spring described by its physics or
  /// by a perceived duration has a duration of its own (its settling time) and ignores
  /// `duration`.
  func springCurve(over duration: TimeInterval) -> SpringCurve {
    let v = Double(initialVelocity.dx)
    switch shape {
    case .dampingRatio(let ratio):
      return SpringCurve(dampingRatio: ratio, initialVelocity: v, duration: max(0, duration))
    case .physical(let m, let k, let c):
      return SpringCurve(mass: m, stiffness: k, damping: c, initialVelocity: v)
    case .perceptual(let d, let bounce):
      return SpringCurve(perceptualDuration: d, bounce: bounce, initialVelocity: v)
    }
  }

  /// Whether the spring has a duration of its own that replaces the animator's.
  var setsItsOwnDuration: Bool {
    if case .dampingRatio = shape { return false }
    return true
  }

  private static func usable(_ v: CGVector) -> CGVector {
    CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
  }
}
