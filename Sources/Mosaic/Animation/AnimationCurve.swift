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

  /// Whether anything needs another frame: running animations, completions or frame callbacks.
  var hasWork: Bool {
    !animatingLayers.isEmpty || !pendingCompletions.isEmpty || !frameCallbacks.isEmpty
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
  }

  /// Ends animations whose time is over and runs due completions, at the clock's current time.
  func tick() {
    let now = AnimationClock.now
    for (_, callback) in frameCallbacks { callback(now) }
    for (key, layer) in animatingLayers {
      layer.removeFinishedAnimations(at: now)
      if !layer.hasRunningAnimations { animatingLayers[key] = nil }
    }
    let due = pendingCompletions
    pendingCompletions.removeAll()
    for body in due { body() }
  }
}
