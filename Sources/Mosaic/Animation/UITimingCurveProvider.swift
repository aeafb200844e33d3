import Foundation

/// Describes the pacing of an animator's animations: a cubic curve, a spring, or both. An
/// animator reads the provider's cubic and spring parameters when it starts or continues.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
  /// Which kind of timing the provider describes.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve's parameters, when the provider has one.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring's parameters, when the provider has one.
  var springTimingParameters: UISpringTimingParameters? { get }
}
