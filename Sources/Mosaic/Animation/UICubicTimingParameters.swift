import Foundation

/// Timing that follows a cubic Bézier curve from (0, 0) to (1, 1): one of UIKit's standard
/// curves or one with custom control points.
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The standard curve the parameters were made from; `.easeInOut` for custom control points.
  public let animationCurve: UIView.AnimationCurve
  /// The curve's first control point.
  public let controlPoint1: CGPoint
  /// The curve's second control point.
  public let controlPoint2: CGPoint
  /// `.builtin` for a standard curve, `.cubic` for custom control points.
  public let timingCurveType: UITimingCurveType

  /// Creates ease-in-out timing, UIKit's default.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// Creates the timing of the standard curve `curve`.
  public init(animationCurve curve: UIView.AnimationCurve) {
    let points = curve.timingCurve
    animationCurve = curve
    controlPoint1 = CGPoint(x: points.c1x, y: points.c1y)
    controlPoint2 = CGPoint(x: points.c2x, y: points.c2y)
    timingCurveType = .builtin
    super.init()
  }

  /// Creates the timing of the cubic curve with control points `point1` and `point2`. Their x
  /// coordinates are clamped to 0…1; a point that is not finite is replaced by ease-in-out's
  /// (with a log line).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    let standard = TimingCurve.easeInOut
    func usable(_ p: CGPoint, _ fallback: CGPoint) -> CGPoint {
      guard p.x.isFinite, p.y.isFinite else {
        FailureReport.warn(
          .animation,
          "UICubicTimingParameters: control point \(p) is not finite; using \(fallback)")
        return fallback
      }
      return CGPoint(x: min(max(p.x, 0), 1), y: p.y)
    }
    animationCurve = .easeInOut
    controlPoint1 = usable(point1, CGPoint(x: standard.c1x, y: standard.c1y))
    controlPoint2 = usable(point2, CGPoint(x: standard.c2x, y: standard.c2y))
    timingCurveType = .cubic
    super.init()
  }

  /// The parameters themselves.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// nil: cubic timing has no spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve as Mosaic's timing curve.
  var timingCurve: TimingCurve {
    TimingCurve(
      controlPoints: Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
      Double(controlPoint2.y))
  }
}

extension UIView.AnimationCurve {
  /// The cubic curve of the standard curve.
  var timingCurve: TimingCurve {
    switch self {
    case .easeInOut: return .easeInOut
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .linear: return .linear
    }
  }
}
