import Foundation

/// The kind of timing a timing curve provider describes.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's standard curves (`UIView.AnimationCurve`).
  case builtin = 0
  /// A cubic Bézier curve with custom control points.
  case cubic = 1
  /// A damped spring.
  case spring = 2
  /// A cubic curve and a spring together; Mosaic paces such a provider by its spring.
  case composed = 3
}
