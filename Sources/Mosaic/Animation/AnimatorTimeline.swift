import Foundation

/// The time line of a property animator: how far along its animations are (the fraction
/// complete, 0 at the start and 1 at the end) and how that moves while the animator runs.
///
/// Running is a sequence of stretches. Each stretch moves the fraction linearly in time from
/// where it stood towards one end (1 forward, 0 reversed), and each animation's progress from
/// where *it* stood (its anchor) towards the same end, paced by the stretch's curve. Pausing,
/// reversing and continuing with new timing end one stretch and begin another from the values
/// on screen, so an animation never jumps. An animation added after the start, or with a delay
/// factor, moves only in the part of the time line after its window start.
struct AnimatorTimeline {
  /// One stretch of running.
  struct Stretch {
    /// When the stretch begins on the animation clock (later than now during a start delay).
    var startTime: TimeInterval
    /// How long the stretch takes to reach its end, in seconds.
    var duration: TimeInterval
    /// The fraction complete at the start of the stretch.
    var startFraction: Double
    /// The fraction complete the stretch runs to: 1, or 0 when reversed.
    var endFraction: Double
    /// The pacing of each animation's progress over its part of the stretch.
    var curve: AnimationCurve
  }

  /// The fraction complete while no stretch runs (paused or not started).
  var pausedFraction: Double = 0
  /// The stretch being run, nil while paused.
  var stretch: Stretch?

  /// Whether a stretch is running.
  var isRunning: Bool { stretch != nil }

  /// The share (0…1) of `stretch` elapsed at `time`, the elapsed time taken to the microsecond
  /// so that the same moment gives the same value wherever the clock stands.
  static func elapsedShare(of stretch: Stretch, at time: TimeInterval) -> Double {
    let elapsed = ((time - stretch.startTime) * 1e6).rounded() / 1e6
    if elapsed <= 0 { return 0 }
    if stretch.duration <= 0 || elapsed >= stretch.duration { return 1 }
    return elapsed / stretch.duration
  }

  /// The fraction complete at `time`.
  func fraction(at time: TimeInterval) -> Double {
    guard let stretch else { return pausedFraction }
    let share = Self.elapsedShare(of: stretch, at: time)
    return stretch.startFraction + (stretch.endFraction - stretch.startFraction) * share
  }

  /// Whether the running stretch has reached its end at `time`.
  func hasReachedEnd(at time: TimeInterval) -> Bool {
    guard let stretch else { return false }
    return Self.elapsedShare(of: stretch, at: time) >= 1
  }

  /// The progress of an animation standing at `driven` at `time`: its anchor while paused; while
  /// running, its anchor moved towards the stretch's end by the curve over the animation's part
  /// of the stretch.
  func progress(of driven: DrivenProgress, at time: TimeInterval) -> Double {
    guard let stretch else { return driven.anchorProgress }
    let u = fraction(at: time)
    let anchor = driven.anchorProgress
    let local: Double
    if stretch.endFraction >= stretch.startFraction {
      // Forward: the animation moves once the fraction passes both the stretch's start and
      // its own window start, arriving with the stretch.
      let low = max(stretch.startFraction, driven.windowStart)
      if low >= 1 {
        local = u >= 1 ? 1 : 0
      } else {
        local = min(max((u - low) / (1 - low), 0), 1)
      }
      return anchor + (1 - anchor) * stretch.curve.normalizedProgress(at: local)
    }
    // Reversed: the animation is back at its start when the fraction is back at its window
    // start.
    let span = stretch.startFraction - driven.windowStart
    if span <= 0 {
      local = 1
    } else {
      local = min(max((stretch.startFraction - u) / span, 0), 1)
    }
    return anchor - anchor * stretch.curve.normalizedProgress(at: local)
  }

  /// The progress an animation whose window starts at `windowStart` shows when the paused
  /// time line is set to `fraction`: the fraction of its window that lies behind, as is
  /// (`linearly`) or paced by `curve`.
  static func scrubbedProgress(
    windowStart: Double, fraction: Double, linearly: Bool, curve: AnimationCurve
  ) -> Double {
    let local: Double
    if windowStart >= 1 {
      local = fraction >= 1 ? 1 : 0
    } else {
      local = min(max((fraction - windowStart) / (1 - windowStart), 0), 1)
    }
    return linearly ? local : curve.normalizedProgress(at: local)
  }
}

extension AnimationCurve {
  /// The progress at `fraction` (0…1) of the curve's whole length: a cubic curve's value, or a
  /// spring's position at that share of its own duration (exactly 1 at the end).
  func normalizedProgress(at fraction: Double) -> Double {
    switch self {
    case .timing(let curve): return curve.value(at: fraction)
    case .spring(let spring):
      if fraction >= 1 { return 1 }
      return spring.value(at: fraction * spring.duration)
    }
  }
}
