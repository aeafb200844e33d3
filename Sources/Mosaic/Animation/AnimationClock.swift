import Foundation
import Synchronization

/// The time source every animation, gesture timer and scroll deceleration in Mosaic reads.
///
/// In an application it follows the system's monotonic clock. Tests switch it to manual
/// time and step it exactly, so a 0.3 s animation or a 0.5 s long press takes no real time.
public enum AnimationClock {
  private struct State {
    var manualTime: TimeInterval?
  }
  private static let state = Mutex(State())

  /// The current media time in seconds, monotonic.
  public static var now: TimeInterval {
    if let manual = state.withLock({ $0.manualTime }) { return manual }
    return systemTime()
  }

  /// Whether the clock is under manual control (tests).
  public static var isManual: Bool { state.withLock { $0.manualTime != nil } }

  /// Puts the clock under manual control, starting at `time`.
  public static func useManualTime(startingAt time: TimeInterval = 1000) {
    state.withLock { $0.manualTime = time }
  }

  /// Moves manual time forward by `interval` seconds. Has no effect on the system clock.
  public static func advanceManualTime(by interval: TimeInterval) {
    state.withLock { s in
      if let t = s.manualTime { s.manualTime = t + max(0, interval) }
    }
  }

  /// Returns the clock to the system's monotonic time.
  public static func useSystemTime() {
    state.withLock { $0.manualTime = nil }
  }

  static func systemTime() -> TimeInterval {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
  }
}

/// A span of time in seconds, as Core Foundation and Core Animation measure it.
public typealias CFTimeInterval = Double

/// Returns the current absolute time, in seconds, as Core Animation measures it.
public func CACurrentMediaTime() -> CFTimeInterval {
  AnimationClock.now
}
