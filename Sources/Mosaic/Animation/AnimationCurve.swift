import Foundation

/// The pacing of one animation: a cubic timing curve or a damped spring.
enum AnimationCurve: Sendable {
  case timing(TimingCurve)
  case spring(SpringCurve)

  /// Progress (usually 0…1; a spring may overshoot) at `fraction` of the duration.
  func progress(at fraction: Double, duration: TimeInterval) -> Double {
    switch self {
    case .timing(let curve): return curve.value(at: fraction)
    case .spring(let spring): return spring.value(at: fraction * duration)
    }
  }
}
