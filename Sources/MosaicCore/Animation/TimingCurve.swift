/// A cubic Bézier timing function, like `CAMediaTimingFunction`: it maps the fraction
/// of an animation's duration that has elapsed to the fraction of the change that has
/// been applied.
///
/// The curve runs from (0, 0) to (1, 1) with the two control points
/// `(c1x, c1y)` and `(c2x, c2y)`. The x coordinates are clamped to [0, 1] so the curve
/// is a function of time; the y coordinates may leave [0, 1] to overshoot.
package struct TimingCurve: Equatable, Hashable, Sendable {
  /// The first control point's x coordinate, in [0, 1].
  package let c1x: Double
  /// The first control point's y coordinate.
  package let c1y: Double
  /// The second control point's x coordinate, in [0, 1].
  package let c2x: Double
  /// The second control point's y coordinate.
  package let c2y: Double

  /// Creates a curve from the coordinates of its two control points, in the order
  /// `c1x, c1y, c2x, c2y`, as `CAMediaTimingFunction(controlPoints:_:_:_:)` does.
  package init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = Swift.min(Swift.max(c1x, 0), 1)
    self.c1y = c1y
    self.c2x = Swift.min(Swift.max(c2x, 0), 1)
    self.c2y = c2y
  }

  /// Constant speed: (0, 0, 1, 1).
  package static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
  /// Starts slowly and speeds up: (0.42, 0, 1, 1).
  package static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
  /// Starts quickly and slows down: (0, 0, 0.58, 1).
  package static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
  /// Slow at both ends: (0.42, 0, 0.58, 1). UIKit's default view animation curve.
  package static let easeInOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
  /// Core Animation's default curve for implicit layer animations: (0.25, 0.1, 0.25, 1).
  package static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

  /// Returns the control point at `index` as `(x, y)`: 0 is the start (0, 0), 1 and 2
  /// the two control points, 3 the end (1, 1), as
  /// `CAMediaTimingFunction.getControlPoint(at:values:)` does.
  package func controlPoint(at index: Int) -> (x: Double, y: Double) {
    switch index {
    case 0: return (0, 0)
    case 1: return (c1x, c1y)
    case 2: return (c2x, c2y)
    default:
      precondition(index == 3, "control point index must be in 0...3")
      return (1, 1)
    }
  }

  /// Returns the eased progress for the elapsed `fraction` of the duration.
  ///
  /// The input is clamped to [0, 1]; 0 gives exactly 0 and 1 exactly 1. In between,
  /// the curve's parameter is found by solving x(s) = fraction with Newton's method
  /// (falling back to bisection where the slope is flat) to within 1e-9, and y(s) is
  /// returned.
  package func value(at fraction: Double) -> Double {
    if fraction.isNaN || fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    return sampleY(solveParameter(forX: fraction))
  }

  // Polynomial coefficients: p(s) = ((a·s + b)·s + c)·s for each axis.
  private var ax: Double { 1 - cx - bx }
  private var bx: Double { 3 * (c2x - c1x) - cx }
  private var cx: Double { 3 * c1x }
  private var ay: Double { 1 - cy - by }
  private var by: Double { 3 * (c2y - c1y) - cy }
  private var cy: Double { 3 * c1y }

  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The curve parameter s in [0, 1] whose x coordinate is `x`.
  private func solveParameter(forX x: Double) -> Double {
    let tolerance = 1e-9
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < tolerance, s >= 0, s <= 1 { return s }
      let slope = slopeX(s)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    // x(s) is non-decreasing on [0, 1] because both control x values are in [0, 1].
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<100 {
      let value = sampleX(s)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
