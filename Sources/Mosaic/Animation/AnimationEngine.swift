import Foundation

/// Drives every running animation: the host calls `tick()` once per frame.
@MainActor
final class AnimationEngine {
  static let shared = AnimationEngine()

  private var animatingLayers: [ObjectIdentifier: CALayer] = [:]
  private var pendingCompletions: [() -> Void] = []
  private var frameCallbacks: [ObjectIdentifier: (TimeInterval) -> Void] = [:]
  /// One-shot callbacks waiting for a time, by owner: they ask for no frame before it.
  private var timedCallbacks:
    [ObjectIdentifier: (due: TimeInterval, body: (TimeInterval) -> Void)] =
      [:]
  /// A timed callback counts as due this close before its time, so that a sleep rounded to
  /// whole milliseconds does not cost a second wake-up.
  static let timedCallbackSlack: TimeInterval = 0.002

  /// Whether the owner with identifier `owner` (a display link, a scroll view decelerating)
  /// has a per-frame callback registered.
  func hasFrameCallback(for owner: ObjectIdentifier) -> Bool { frameCallbacks[owner] != nil }

  /// Whether anything needs another frame: running animations, completions, frame callbacks,
  /// or a timed callback whose time has come.
  var hasWork: Bool {
    !animatingLayers.isEmpty || !pendingCompletions.isEmpty || !frameCallbacks.isEmpty
      || hasDueTimedCallback(at: AnimationClock.now)
  }

  /// When the earliest timed callback is due, or nil when none waits: the run loop sleeps until
  /// then when nothing else asks for a frame.
  var nextTimedCallback: TimeInterval? {
    var earliest: TimeInterval?
    for (_, entry) in timedCallbacks where earliest == nil || entry.due < earliest! {
      earliest = entry.due
    }
    return earliest
  }

  private func hasDueTimedCallback(at now: TimeInterval) -> Bool {
    guard let next = nextTimedCallback else { return false }
    return next <= now + Self.timedCallbackSlack
  }

  /// Runs `body` once, at the first tick at or after `due` (on `AnimationClock`'s time line),
  /// replacing any callback `owner` scheduled before. Until then it asks for no frame, so the
  /// run loop sleeps: the way to animate in discrete steps (an activity indicator's spokes).
  func schedule(
    for owner: AnyObject, at due: TimeInterval, _ body: @escaping (TimeInterval) -> Void
  ) {
    timedCallbacks[ObjectIdentifier(owner)] = (due, body)
  }

  /// Drops the timed callback `owner` scheduled, if any.
  func cancelScheduled(for owner: AnyObject) {
    timedCallbacks[ObjectIdentifier(owner)] = nil
  }

  func register(_ layer: CALayer) {
    animatingLayers[ObjectIdentifier(layer)] = layer
  }

  func scheduleCompletion(_ body: @escaping () -> Void) {
    pendingCompletions.append(body)
  }

  /// Registers a callback run at each tick until removed (scroll deceleration, display links).
  func addFrameCallback(for owner: AnyObject, _ body: @escaping (TimeInterval) -> Void) {
    frameCallbacks[ObjectIdentifier(owner)] = body
  }

  func removeFrameCallback(for owner: AnyObject) {
    frameCallbacks[ObjectIdentifier(owner)] = nil
  }

  /// Ends every running animation where it stands (layers show their model values) and runs
  /// the completions waiting on them, told the animations did not finish, then forgets the
  /// frame callbacks. For tests, so that one test's leftovers cannot leak into the next, while
  /// code awaiting a completion (an async `apply`, a batch update's completion) is never left
  /// waiting forever. Completions that start new animations are ended the same way, a few
  /// rounds deep.
  func reset() {
    frameCallbacks.removeAll()
    timedCallbacks.removeAll()
    for _ in 0..<4 {
      let layers = Array(animatingLayers.values)
      animatingLayers.removeAll()
      for layer in layers { layer.removeAllAnimations() }
      let due = pendingCompletions
      pendingCompletions.removeAll()
      for body in due { body() }
      if animatingLayers.isEmpty && pendingCompletions.isEmpty { break }
    }
    for (_, layer) in animatingLayers {
      layer.animations.removeAll()
      layer.explicitAnimations.removeAll()
    }
    CATransaction.reset()
    animatingLayers.removeAll()
    pendingCompletions.removeAll()
    frameCallbacks.removeAll()
    timedCallbacks.removeAll()
  }

  /// Ends animations whose time is over and runs due completions, at the clock's current time.
  func tick() {
    let now = AnimationClock.now
    for (_, callback) in frameCallbacks { callback(now) }
    if hasDueTimedCallback(at: now) {
      let due = timedCallbacks.filter { $0.value.due <= now + Self.timedCallbackSlack }
      for (key, _) in due { timedCallbacks[key] = nil }
      for (_, entry) in due { entry.body(now) }
    }
    for (key, layer) in animatingLayers {
      layer.removeFinishedAnimations(at: now)
      if !layer.hasRunningAnimations { animatingLayers[key] = nil }
    }
    let due = pendingCompletions
    pendingCompletions.removeAll()
    for body in due { body() }
  }
}
