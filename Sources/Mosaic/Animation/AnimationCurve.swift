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

/// The animations created by one `UIView.animate` call; its completion runs once all of them
/// have ended.
@MainActor
final class AnimationGroup {
  private var pending = 0
  private var interrupted = false
  private var completion: ((Bool) -> Void)?

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func retain() { pending += 1 }

  /// One animation of the group ended; `finished` is false when it was removed early.
  func release(finished: Bool) {
    if !finished { interrupted = true }
    pending -= 1
    if pending == 0 { fire() }
  }

  /// Called when the animation block created no animation at all.
  func finishIfEmpty() {
    if pending == 0 { AnimationEngine.shared.scheduleCompletion { [self] in fire() } }
  }

  private func fire() {
    guard let c = completion else { return }
    completion = nil
    let finished = !interrupted
    c(finished)
  }
}

/// One running property animation on a layer.
@MainActor
final class PropertyAnimation {
  let from: AnimationValue
  let to: AnimationValue
  let beginTime: TimeInterval
  let duration: TimeInterval
  let curve: AnimationCurve
  let group: AnimationGroup?
  /// Runs forever (`.repeat`).
  let repeats: Bool
  /// Runs forward then backward in each cycle (`.autoreverse`).
  let autoreverses: Bool

  init(
    from: AnimationValue, to: AnimationValue, beginTime: TimeInterval, duration: TimeInterval,
    curve: AnimationCurve, group: AnimationGroup?, repeats: Bool = false,
    autoreverses: Bool = false
  ) {
    self.from = from
    self.to = to
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.group = group
    self.repeats = repeats && duration > 0
    self.autoreverses = autoreverses && duration > 0
    group?.retain()
  }

  /// The length of one cycle: forward, plus backward when autoreversing.
  private var cycle: TimeInterval { autoreverses ? 2 * duration : duration }

  func value(at time: TimeInterval) -> AnimationValue {
    if time <= beginTime { return from }
    if isFinished(at: time) { return to }
    // Elapsed time to the microsecond: the same moment of an animation gives the same value
    // wherever the clock stands (its rounding errors grow with the clock's value).
    var t = ((time - beginTime) * 1e6).rounded() / 1e6
    if repeats { t = t.truncatingRemainder(dividingBy: cycle) }
    if t > duration { t = cycle - t }  // the backward half of an autoreversing cycle
    let fraction = t / duration
    return from.interpolated(to: to, fraction: curve.progress(at: fraction, duration: duration))
  }

  /// Whether the animation has run its course (a repeating one never has). An autoreversing
  /// one ends back at its start and then shows the model value, as in UIKit.
  func isFinished(at time: TimeInterval) -> Bool {
    !repeats && (duration <= 0 || time >= beginTime + cycle - 1e-9)
  }
}

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
    for (_, layer) in animatingLayers { layer.animations.removeAll() }
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
