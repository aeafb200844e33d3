import Foundation

/// One explicit animation attached to a layer.
@MainActor
final class ExplicitAnimationEntry {
  /// The key it was added under; nil when added without one (then it is not listed).
  let key: String?
  let animation: CAAnimation
  let tracker: TransactionTracker
  var started = false
  var stopped = false

  init(key: String?, animation: CAAnimation, tracker: TransactionTracker) {
    self.key = key
    self.animation = animation
    self.tracker = tracker
  }
}

/// A layer's own timing: how its local time, which its animations run on, follows its
/// superlayer's.
struct LayerMediaTiming {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed

  /// Whether local time equals the parent's.
  var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }
}

extension CALayer: CAMediaTiming {
  // MARK: Layer timing

  /// When the layer's time begins, in its superlayer's time.
  public var beginTime: CFTimeInterval {
    get { mediaTiming.beginTime }
    set { setTiming { $0.beginTime = newValue.isFinite ? newValue : 0 } }
  }

  /// Stored for `CAMediaTiming`; a layer's own duration does not limit its animations.
  public var duration: CFTimeInterval {
    get { mediaTiming.duration }
    set { mediaTiming.duration = newValue }
  }

  /// How fast the layer's time (and its sublayers') runs: 0 stops its animations, which then
  /// show the moment `timeOffset` (scrubbing).
  public var speed: Float {
    get { mediaTiming.speed }
    set { setTiming { $0.speed = newValue.isFinite ? newValue : 1 } }
  }

  /// An offset added to the layer's local time.
  public var timeOffset: CFTimeInterval {
    get { mediaTiming.timeOffset }
    set { setTiming { $0.timeOffset = newValue.isFinite ? newValue : 0 } }
  }

  /// Stored for `CAMediaTiming`.
  public var repeatCount: Float {
    get { mediaTiming.repeatCount }
    set { mediaTiming.repeatCount = newValue }
  }

  /// Stored for `CAMediaTiming`.
  public var repeatDuration: CFTimeInterval {
    get { mediaTiming.repeatDuration }
    set { mediaTiming.repeatDuration = newValue }
  }

  /// Stored for `CAMediaTiming`.
  public var autoreverses: Bool {
    get { mediaTiming.autoreverses }
    set { mediaTiming.autoreverses = newValue }
  }

  /// Stored for `CAMediaTiming`.
  public var fillMode: CAMediaTimingFillMode {
    get { mediaTiming.fillMode }
    set { mediaTiming.fillMode = newValue }
  }

  private func setTiming(_ change: (inout LayerMediaTiming) -> Void) {
    change(&mediaTiming)
    setNeedsComposite()
  }

  /// The layer's local time at `time` on the media clock (`CACurrentMediaTime()`).
  func localTime(at time: CFTimeInterval) -> CFTimeInterval {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let l = layer {
      if !l.mediaTiming.isIdentity { chain.append(l) }
      layer = l.superlayer
    }
    var t = time
    for l in chain.reversed() {
      t = (t - l.mediaTiming.beginTime) * Double(l.mediaTiming.speed) + l.mediaTiming.timeOffset
    }
    return t
  }

  /// The media-clock time at which this layer's local time is `local` (the inverse of
  /// `localTime(at:)`; a stopped layer maps to where its time stopped).
  func mediaTime(fromLocal local: CFTimeInterval) -> CFTimeInterval {
    var t = local
    var layer: CALayer? = self
    while let l = layer {
      let m = l.mediaTiming
      if !m.isIdentity {
        t = m.speed == 0 ? m.beginTime : (t - m.timeOffset) / Double(m.speed) + m.beginTime
      }
      layer = l.superlayer
    }
    return t
  }

  /// Converts `t` from `l`'s local time (the media clock when nil) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(at: l?.mediaTime(fromLocal: t) ?? t)
  }

  /// Converts `t` from this layer's local time to `l`'s (the media clock when nil).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocal: t)
    return l?.localTime(at: media) ?? media
  }

  // MARK: Explicit animations

  /// Adds a copy of `anim` to the layer under `key` (replacing the animation there, which
  /// stops unfinished). The model value does not change: the animation shows on the
  /// presentation only. A `beginTime` of 0 means now; a duration of 0 the transaction's.
  /// A property animation whose key path the layer cannot animate is kept but has no effect.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    if let property = copy as? CAPropertyAnimation, property.target == nil {
      CAAnimation.log(
        "\(type(of: self)) has no animatable property at key path \"\(property.keyPath ?? "nil")\"; "
          + "the animation has no effect")
    }
    copy.resolveDurations(fallback: CATransaction.animationDuration())
    let now = localTime(at: AnimationClock.now)
    if copy.beginTime == 0 { copy.beginTime = now }
    if let key { removeAnimation(forKey: key) }
    let tracker = CATransaction.currentTracker()
    tracker.retain()
    explicitAnimations.append(
      ExplicitAnimationEntry(key: key, animation: copy, tracker: tracker))
    if copy.redrawsContent { setNeedsDisplay() }
    // The layer may be drawn away from its model place: the superlayer's spatial index must
    // not skip it, and must sort it by z position if that animates.
    geometryChanged()
    if copy.animates("zPosition") { superlayer?.sublayersChanged() }
    setNeedsComposite()
    AnimationEngine.shared.register(self)
  }

  /// Whether an explicit animation of the layer animates its z position.
  var animatesZPosition: Bool {
    !explicitAnimations.isEmpty
      && explicitAnimations.contains { $0.animation.animates("zPosition") }
  }

  /// The animation added under `key`, if it is still attached (the layer's copy).
  public func animation(forKey key: String) -> CAAnimation? {
    explicitAnimations.last { $0.key == key }?.animation
  }

  /// Removes the animation added under `key`; its delegate is told it did not finish.
  public func removeAnimation(forKey key: String) {
    guard let index = explicitAnimations.firstIndex(where: { $0.key == key }) else { return }
    let entry = explicitAnimations.remove(at: index)
    stop(entry, finished: false)
    setNeedsComposite()
  }

  /// Removes every explicit animation (their delegates told they did not finish).
  func removeAllExplicitAnimations() {
    let entries = explicitAnimations
    explicitAnimations.removeAll()
    if !entries.isEmpty { setNeedsComposite() }
    for entry in entries { stop(entry, finished: false) }
  }

  private func stop(_ entry: ExplicitAnimationEntry, finished: Bool) {
    guard !entry.stopped else { return }
    entry.stopped = true
    if entry.animation.redrawsContent { setNeedsDisplay() }
    entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
    entry.tracker.release()
  }

  /// Whether some explicit animation has not ended yet.
  var hasActiveExplicitAnimations: Bool { explicitAnimations.contains { !$0.stopped } }

  /// Tells delegates of animations that began or ended by `time`, removes ended animations
  /// that are removed on completion, and asks for a frame while any is running.
  func advanceExplicitAnimations(at time: CFTimeInterval) {
    guard !explicitAnimations.isEmpty else { return }
    let t = localTime(at: time)
    var started: [CAAnimation] = []
    var ended: [ExplicitAnimationEntry] = []
    var redraw = false
    for entry in explicitAnimations where !entry.stopped {
      let anim = entry.animation
      if !entry.started && anim.hasStarted(at: t) {
        entry.started = true
        started.append(anim)
      }
      if anim.isFinished(at: t) { ended.append(entry) }
      if anim.redrawsContent { redraw = true }
    }
    if !ended.isEmpty {
      explicitAnimations.removeAll { e in
        e.animation.isRemovedOnCompletion && ended.contains { $0 === e }
      }
    }
    if redraw { setNeedsDisplay() }
    setNeedsComposite()
    for anim in started { anim.delegate?.animationDidStart(anim) }
    for entry in ended { stop(entry, finished: true) }
  }

  /// Applies the explicit animations to `state` at `time` on the media clock, in the order
  /// they were added.
  func applyExplicitAnimations(to state: inout LayerPresentationState, at time: CFTimeInterval) {
    let t = localTime(at: time)
    for entry in explicitAnimations {
      entry.animation.apply(to: &state, layer: self, at: t)
    }
  }

  /// Whether the layer has no animation of any kind attached.
  var hasNoAnimations: Bool { animations.isEmpty && explicitAnimations.isEmpty }
}
