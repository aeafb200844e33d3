import Foundation

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
  /// The property animator whose progress this animation follows in place of the clock, if
  /// any; the driver ends the animation itself.
  var driver: AnimationDriver?
  /// Where the animation stands on its driver's time line.
  var driven = DrivenProgress()

  /// Whether the animation's value changes as time passes: false while its driver is paused.
  var advancesWithTime: Bool { driver?.advancesWithTime ?? true }

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
    if let driver {
      return from.interpolated(to: to, fraction: driver.progress(of: self, at: time))
    }
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

  /// Whether the animation has run its course (a repeating one never has, nor has a driven
  /// one: its driver ends it). An autoreversing
  /// one ends back at its start and then shows the model value, as in UIKit.
  func isFinished(at time: TimeInterval) -> Bool {
    driver == nil && !repeats && (duration <= 0 || time >= beginTime + cycle - 1e-9)
  }
}
