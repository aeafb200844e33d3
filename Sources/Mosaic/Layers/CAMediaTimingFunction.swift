import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a name from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even pace from start to end.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Starts slowly, then speeds up.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Starts quickly, then slows down.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve implicit layer animations use: (0.25, 0.1, 0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Maps the elapsed fraction of an animation's duration to the fraction of its change: a cubic
/// Bézier curve from (0, 0) to (1, 1) shaped by two control points.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  let curve: TimingCurve

  /// Creates one of the predefined curves.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: curve = .linear
    case .easeIn: curve = .easeIn
    case .easeOut: curve = .easeOut
    case .easeInEaseOut: curve = .easeInOut
    default: curve = .default
    }
    super.init()
  }

  /// Creates a curve from its two control points `(c1x, c1y)` and `(c2x, c2y)`; the x
  /// coordinates are clamped to 0…1.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = TimingCurve(
      controlPoints: Double(c1x.isFinite ? c1x : 0), Double(c1y.isFinite ? c1y : 0),
      Double(c2x.isFinite ? c2x : 1), Double(c2y.isFinite ? c2y : 1))
    super.init()
  }

  init(curve: TimingCurve) {
    self.curve = curve
    super.init()
  }

  /// Writes the control point at `idx` (0 the start, 1 and 2 the control points, 3 the end)
  /// into `ptr` as two floats, x then y.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let p: (x: Double, y: Double)
    switch idx {
    case 1: p = (curve.c1x, curve.c1y)
    case 2: p = (curve.c2x, curve.c2y)
    case 3: p = (1, 1)
    default: p = (0, 0)
    }
    ptr[0] = Float(p.x)
    ptr[1] = Float(p.y)
  }

  /// The fraction of the change at `fraction` of the duration.
  func progress(at fraction: Double) -> Double { curve.value(at: fraction) }

  /// Whether two functions have the same control points.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = (object as? CAMediaTimingFunction)?.curve else { return false }
    // Control points are given as floats: compare at that precision.
    return [other.c1x, other.c1y, other.c2x, other.c2y].map { Float($0) }
      == [curve.c1x, curve.c1y, curve.c2x, curve.c2y].map { Float($0) }
  }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a fill mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing: the animation has no effect before it starts or after it ends (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The end value stays after the animation ends (while the animation stays attached).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The start value shows before the animation starts.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both forwards and backwards.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of a layer or an animation: when it begins, how fast its time runs, how often
/// it repeats, and what it shows outside its active time.
@MainActor @preconcurrency
public protocol CAMediaTiming: AnyObject {
  /// When the object begins, in its parent's time (for an animation, the layer's time).
  var beginTime: CFTimeInterval { get set }
  /// The length of one cycle in local time.
  var duration: CFTimeInterval { get set }
  /// How fast local time runs relative to the parent's: 2 is twice as fast, 0 stops it.
  var speed: Float { get set }
  /// An offset added to local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles run (may be fractional; `.infinity` forever).
  var repeatCount: Float { get set }
  /// How long the cycles repeat, in local time.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle runs forward then backward.
  var autoreverses: Bool { get set }
  /// What the object shows outside its active time.
  var fillMode: CAMediaTimingFillMode { get set }
}
