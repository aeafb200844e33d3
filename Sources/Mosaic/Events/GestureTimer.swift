import Foundation

/// A one-shot timer for gesture recognizers, run by the animation engine's frame callbacks and
/// reading `AnimationClock.now`, so virtual time in tests drives it exactly.
@MainActor
final class GestureTimer {
  private var deadline: TimeInterval?
  private var generation = 0

  /// Whether the timer is waiting to fire.
  var isRunning: Bool { deadline != nil }

  /// Calls `fire` at the first frame at or after `delay` seconds from now, replacing any
  /// pending firing.
  func start(after delay: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
    cancel()
    let due = AnimationClock.now + delay
    deadline = due
    generation += 1
    let mine = generation
    // The callback holds the timer strongly and unregisters itself once due (or is unregistered
    // by `cancel()`), so a recognizer that goes away never leaves a callback behind.
    AnimationEngine.shared.addFrameCallback(for: self) { now in
      // A stale run (cancelled or restarted during this tick) was already unregistered.
      guard self.generation == mine, let deadline = self.deadline else { return }
      guard now >= deadline - 1e-9 else { return }
      self.deadline = nil
      AnimationEngine.shared.removeFrameCallback(for: self)
      fire()
    }
  }

  /// Stops a pending firing.
  func cancel() {
    guard deadline != nil else { return }
    deadline = nil
    generation += 1
    AnimationEngine.shared.removeFrameCallback(for: self)
  }
}
