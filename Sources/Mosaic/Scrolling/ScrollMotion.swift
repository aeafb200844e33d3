import Foundation

/// One axis of a scroll view's motion, sampled at animation-clock times. Positions are content
/// offsets along the axis, in points.
struct ScrollAxisMotion {
  enum Kind {
    /// Coasting after a flick (`Deceleration`), starting at `start`. If it would come to rest
    /// beyond `lower...upper`, it meets the edge at `crossing` (seconds after the start, with
    /// the speed it has there) and either bounces back with a spring (`bounces`) or stops.
    case decay(
      start: Double, deceleration: Deceleration,
      crossing: (
        time: Double, edge: Double,
        velocity: Double
      )?, bounces: Bool)
    /// An exponential glide from `start` that ends exactly at `target`: the remaining
    /// distance keeps `rate` of itself every millisecond.
    case approach(start: Double, target: Double, rate: Double)
    /// A spring that brings the content back to `edge` (its rest position).
    case spring(edge: Double, spring: SpringBack)
    /// A timing-curve animation from `start` to `target` over `duration` seconds.
    case ease(start: Double, target: Double, duration: Double, curve: TimingCurve)
  }

  /// The distance left (in points) at which a glide snaps to its end.
  static let snapDistance = 0.25
  /// The speed (points per second) below which coasting stops.
  static let restingSpeed = 0.5

  var kind: Kind
  /// The animation-clock time the motion started at.
  var beginTime: TimeInterval

  /// Coasting from `start` at `velocity` points per second with `rate` per millisecond,
  /// confined to `lower...upper` (spring back there when `bounces`, else a hard stop).
  static func decay(
    from start: Double, velocity: Double, rate: Double, lower: Double, upper: Double,
    bounces: Bool, at time: TimeInterval
  ) -> ScrollAxisMotion {
    let deceleration = Deceleration(initialVelocity: velocity, rate: rate)
    let distance = deceleration.totalDistance
    var crossing: (time: Double, edge: Double, velocity: Double)? = nil
    let end = start + distance
    let edge: Double? =
      distance > 0 && end > upper ? upper : distance < 0 && end < lower ? lower : nil
    if let edge {
      // offset(t) = D·(1 − rate^(1000t)) reaches edge − start at this time.
      let fraction = max(0, min(1, (edge - start) / distance))
      let t = log(1 - fraction) / (1000 * log(rate))
      let speed = -distance * 1000 * log(rate) * pow(rate, 1000 * t)
      crossing = (t.isFinite ? t : 0, edge, speed)
    }
    return ScrollAxisMotion(
      kind: .decay(start: start, deceleration: deceleration, crossing: crossing, bounces: bounces),
      beginTime: time)
  }

  /// The position at `time` and whether the motion is over (the position is then final).
  mutating func sample(at time: TimeInterval) -> (value: Double, finished: Bool) {
    let t = time - beginTime
    switch kind {
    case .decay(let start, let deceleration, let crossing, let bounces):
      if let crossing, t >= crossing.time {
        guard bounces else { return (crossing.edge, true) }
        kind = .spring(
          edge: crossing.edge, spring: SpringBack(displacement: 0, velocity: crossing.velocity))
        beginTime += crossing.time
        return sample(at: time)
      }
      if t >= deceleration.duration(untilSpeedBelow: Self.restingSpeed) {
        return (start + deceleration.totalDistance, true)
      }
      return (start + deceleration.offset(at: t), false)
    case .approach(let start, let target, let rate):
      let remaining = (target - start) * pow(rate, 1000 * max(0, t))
      if abs(remaining) <= Self.snapDistance { return (target, true) }
      return (target - remaining, false)
    case .spring(let edge, let spring):
      if spring.isSettled(at: t) { return (edge, true) }
      return (edge + spring.position(at: t), false)
    case .ease(let start, let target, let duration, let curve):
      if t >= duration { return (target, true) }
      let fraction = max(0, t / duration)
      return (start + (target - start) * curve.value(at: fraction), false)
    }
  }

  /// Where the motion comes to rest.
  var restingPosition: Double {
    switch kind {
    case .decay(let start, let deceleration, let crossing, _):
      return crossing?.edge ?? start + deceleration.totalDistance
    case .approach(_, let target, _): return target
    case .spring(let edge, _): return edge
    case .ease(_, let target, _, _): return target
    }
  }
}

/// What a scroll view's running motion is for; it decides which delegate method ends it.
enum ScrollMotionPurpose: Equatable {
  /// The motion after a drag: ends with `scrollViewDidEndDecelerating(_:)`.
  case deceleration
  /// `setContentOffset(_:animated:)` and friends: ends with
  /// `scrollViewDidEndScrollingAnimation(_:)` (and `scrollViewDidScrollToTop(_:)`).
  case animation(scrollToTop: Bool)
  /// A mouse-wheel glide: ends silently.
  case wheel
}

/// The two axes of a scroll view's running motion; an axis that does not move is nil.
struct ScrollMotion {
  var purpose: ScrollMotionPurpose
  var x: ScrollAxisMotion?
  var y: ScrollAxisMotion?

  /// Where the motion comes to rest, starting from `offset` for the axes that do not move.
  func restingOffset(from offset: CGPoint) -> CGPoint {
    CGPoint(
      x: x.map { CGFloat($0.restingPosition) } ?? offset.x,
      y: y.map { CGFloat($0.restingPosition) } ?? offset.y)
  }
}

/// The owner of one frame callback in the animation engine. The callback holds its ticker
/// strongly and its client weakly, so it can unregister itself once the client is gone.
@MainActor
final class FrameTicker {
  private(set) var isRunning = false

  /// Registers `body`, run at every animation tick with the clock's time, replacing any
  /// earlier one; `body` returns false to stop.
  func start(_ body: @escaping @MainActor (TimeInterval) -> Bool) {
    isRunning = true
    AnimationEngine.shared.addFrameCallback(for: self) { [self] time in
      if !body(time) { stop() }
    }
  }

  /// Unregisters the callback.
  func stop() {
    guard isRunning else { return }
    isRunning = false
    AnimationEngine.shared.removeFrameCallback(for: self)
  }
}

extension UIScrollView {
  /// Starts `newMotion`, replacing any running motion (which ends without delegate calls).
  func startMotion(_ newMotion: ScrollMotion) {
    motion = newMotion
    motionGeneration += 1
    if newMotion.purpose == .deceleration { deceleratingFlag = true }
    motionTicker.start { [weak self] time in
      guard let self else { return false }
      return self.stepMotion(at: time)
    }
  }

  /// Stops the running motion where it is, without delegate calls. A stopped deceleration
  /// clears `isDecelerating`.
  func stopMotion() {
    guard motion != nil else { return }
    motion = nil
    motionGeneration += 1
    deceleratingFlag = false
    motionTicker.stop()
  }

  /// Advances the running motion to `time`; returns whether it keeps running.
  func stepMotion(at time: TimeInterval) -> Bool {
    guard var current = motion else { return false }
    var offset = contentOffset
    var finished = true
    if var axis = current.x {
      let sample = axis.sample(at: time)
      offset.x = CGFloat(sample.value)
      current.x = sample.finished ? nil : axis
      finished = finished && sample.finished
    }
    if var axis = current.y {
      let sample = axis.sample(at: time)
      offset.y = CGFloat(sample.value)
      current.y = sample.finished ? nil : axis
      finished = finished && sample.finished
    }
    motion = current
    let generation = motionGeneration
    if offset != contentOffset {
      contentOffset = offset
      indicators.show(in: self)
    }
    // The delegate may have started or stopped a motion from scrollViewDidScroll.
    guard generation == motionGeneration else { return motionTicker.isRunning }
    if finished { finishMotion(current.purpose, at: time) }
    return motion != nil
  }

  /// The running motion came to rest: spring back if it stopped beyond an edge, else tell
  /// the delegate.
  private func finishMotion(_ purpose: ScrollMotionPurpose, at time: TimeInterval) {
    motion = nil
    motionGeneration += 1
    if purpose == .deceleration, let bounce = springBackMotion(at: time) {
      startMotion(bounce)
      return
    }
    motionTicker.stop()
    switch purpose {
    case .deceleration:
      deceleratingFlag = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation(let scrollToTop):
      delegate?.scrollViewDidEndScrollingAnimation(self)
      if scrollToTop { delegate?.scrollViewDidScrollToTop(self) }
    case .wheel:
      break
    }
  }

  /// A deceleration that springs the content back to the nearest edge along each axis in
  /// which it is overscrolled, or nil when it is within the content bounds.
  func springBackMotion(at time: TimeInterval) -> ScrollMotion? {
    let offset = contentOffset
    let edge = clampedContentOffset(offset)
    var result = ScrollMotion(purpose: .deceleration)
    if abs(edge.x - offset.x) > 1e-9 {
      result.x = ScrollAxisMotion(
        kind: .spring(
          edge: Double(edge.x), spring: SpringBack(displacement: Double(offset.x - edge.x))),
        beginTime: time)
    }
    if abs(edge.y - offset.y) > 1e-9 {
      result.y = ScrollAxisMotion(
        kind: .spring(
          edge: Double(edge.y), spring: SpringBack(displacement: Double(offset.y - edge.y))),
        beginTime: time)
    }
    return result.x == nil && result.y == nil ? nil : result
  }
}
