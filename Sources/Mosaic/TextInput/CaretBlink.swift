import Foundation

/// The blinking of a caret: shown for half a second, hidden for half a second, for as long as
/// its owner is active (editing, in a window), restarting shown after each edit or move.
///
/// Time comes from the animation engine's clock, so tests drive the blink with virtual time.
@MainActor
final class CaretBlink {
  /// Seconds the caret stays shown, then hidden.
  static let interval: TimeInterval = 0.5

  /// Whether the blink is in its visible half.
  private(set) var isOn = true
  /// Whether blinking goes on; asked before each blink is scheduled.
  private let isActive: @MainActor () -> Bool
  /// Called after each blink turns the caret on or off.
  private let didToggle: @MainActor () -> Void

  /// A blink that runs while `isActive` says so, calling `didToggle` at each change.
  init(isActive: @escaping @MainActor () -> Bool, didToggle: @escaping @MainActor () -> Void) {
    self.isActive = isActive
    self.didToggle = didToggle
  }

  /// Shows the caret and starts the blink again from its visible half.
  func restart() {
    isOn = true
    schedule()
  }

  /// Schedules the next blink while active; otherwise drops the scheduled one.
  func schedule() {
    guard isActive() else {
      AnimationEngine.shared.cancelScheduled(for: self)
      return
    }
    AnimationEngine.shared.schedule(for: self, at: AnimationClock.now + Self.interval) {
      [weak self] _ in
      guard let self else { return }
      self.isOn.toggle()
      self.didToggle()
      self.schedule()
    }
  }
}
