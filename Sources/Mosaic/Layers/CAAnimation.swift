import Foundation

/// Receives the start and the end of an animation added to a layer.
@MainActor @preconcurrency
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began (its begin time was reached).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran to its end, false when it was removed
  /// first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Where an animation stands at one instant of its parent's time.
struct AnimationSample {
  /// The fraction of the current cycle, 0…1 (running back to 0 in an autoreversing cycle).
  var fraction: Double
  /// The index of the current repetition.
  var iteration: Int
  /// The time inside the current cycle, in local time (for the animations of a group).
  var cycleTime: Double
}

/// The abstract base of Core Animation's explicit animations: timing, delegate and removal.
/// Add one to a layer with `CALayer.add(_:forKey:)`; the layer keeps a copy.
@MainActor @preconcurrency
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
  /// Creates an animation with default timing.
  public required override init() { super.init() }

  /// Creates an animation (as Core Animation's `animation()` class method).
  open class func animation() -> Self { Self.init() }

  /// The pacing over each cycle; nil paces evenly.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops. Held strongly, as Core Animation does.
  open var delegate: CAAnimationDelegate?
  /// Whether the layer drops the animation when it ends (true by default); false with
  /// `fillMode = .forwards` keeps its end value on screen.
  open var isRemovedOnCompletion = true

  /// When the animation begins in the layer's time; 0 means when it is added.
  open var beginTime: CFTimeInterval = 0
  /// The length of one cycle; 0 means the transaction's duration (0.25 s by default).
  open var duration: CFTimeInterval = 0
  /// How fast the animation's time runs relative to the layer's.
  open var speed: Float = 1
  /// An offset added to the animation's local time.
  open var timeOffset: CFTimeInterval = 0
  /// How many cycles run (fractions allowed, `.infinity` forever); 0 means one.
  open var repeatCount: Float = 0
  /// How long the cycles repeat; 0 means `repeatCount` decides.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each cycle runs forward and then backward.
  open var autoreverses = false
  /// What the animation shows before it begins and after it ends.
  open var fillMode: CAMediaTimingFillMode = .removed

  /// A copy of the animation with the same settings (a layer keeps such a copy).
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    let c: CAAnimation = MainActor.assumeIsolated {
      let c = type(of: self).init()
      c.copySettings(from: self)
      return c
    }
    return c
  }

  /// Copies every setting of `other` into this animation; subclasses add their own.
  func copySettings(from other: CAAnimation) {
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
  }

  /// Replaces a duration that is zero, negative, NaN or infinite by `fallback` (logging the
  /// bad ones), here and in any animations inside.
  func resolveDurations(fallback: CFTimeInterval) {
    if !duration.isFinite || duration < 0 {
      Self.log("duration \(duration) is not a finite, positive time; using \(fallback) s")
      duration = fallback
    } else if duration == 0 {
      duration = fallback
    }
    if !speed.isFinite {
      Self.log("speed \(speed) is not finite; using 1")
      speed = 1
    }
    if !beginTime.isFinite { beginTime = 0 }
    if !timeOffset.isFinite { timeOffset = 0 }
    if repeatCount.isNaN { repeatCount = 0 }
    if !repeatDuration.isFinite && !repeatDuration.isInfinite { repeatDuration = 0 }
  }

  static func log(_ message: String) {
    FileHandle.standardError.write(Data("CAAnimation: \(message)\n".utf8))
  }

  // MARK: Timing

  private var cycle: Double { autoreverses ? 2 * duration : duration }

  /// The length of the active period in local time (infinite when repeating forever).
  var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return Double(repeatCount) * cycle }
    return cycle
  }

  /// The animation's local time at `parentTime`.
  func localTime(_ parentTime: Double) -> Double {
    (parentTime - beginTime) * Double(speed) + timeOffset
  }

  /// Whether the animation has begun at `parentTime`.
  func hasStarted(at parentTime: Double) -> Bool { localTime(parentTime) >= -1e-9 }

  /// Whether the active period is over at `parentTime`.
  func isFinished(at parentTime: Double) -> Bool {
    localTime(parentTime) >= activeDuration - 1e-9
  }

  /// Where the animation stands at `parentTime`, or nil when it has no effect then (outside
  /// its active period without a fill mode that covers the time).
  func sample(at parentTime: Double) -> AnimationSample? {
    guard duration > 0 else { return nil }
    // To the microsecond, so the same moment gives the same value wherever the clock stands.
    var t = (localTime(parentTime) * 1e6).rounded() / 1e6
    let active = activeDuration
    if t < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      t = 0
    }
    var iteration: Int
    var within: Double
    if t >= active {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      guard active.isFinite else { return nil }
      let cycles = active / cycle
      iteration = Int(cycles.rounded(.down))
      within = active - Double(iteration) * cycle
      if within < 1e-9 && iteration > 0 {
        iteration -= 1
        within = cycle
      }
    } else {
      iteration = Int((t / cycle).rounded(.down))
      within = t - Double(iteration) * cycle
    }
    let forward = within > duration ? cycle - within : within
    return AnimationSample(
      fraction: min(1, max(0, forward / duration)), iteration: iteration, cycleTime: forward)
  }

  /// The fraction of the change at `fraction` of a cycle, through the timing function.
  func progress(_ sample: AnimationSample) -> Double {
    timingFunction?.progress(at: sample.fraction) ?? sample.fraction
  }

  /// Applies the animation to `state` at `parentTime` (the layer's local time).
  func apply(to state: inout LayerPresentationState, layer: CALayer, at parentTime: Double) {
    guard let sample = sample(at: parentTime) else { return }
    apply(sample, to: &state, layer: layer)
  }

  /// Writes the animated values for `sample` into `state`; subclasses implement it.
  func apply(_ sample: AnimationSample, to state: inout LayerPresentationState, layer: CALayer) {}

  /// Whether the animation changes a key path the layer draws itself (it must redraw its
  /// content on every frame).
  var redrawsContent: Bool { false }

  /// Whether the animation (or one in it) animates `keyPath`.
  func animates(_ keyPath: String) -> Bool { false }
}

/// An animation of one property of a layer, named by key path.
@MainActor @preconcurrency
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property (`"position"`, `"transform.rotation.z"`…).
  open var keyPath: String? { didSet { targetResolved = false } }
  /// Whether the animated value is added to the property's current value rather than
  /// replacing it.
  open var isAdditive = false
  /// Whether each repetition starts where the previous ended rather than from the start.
  open var isCumulative = false

  /// Creates an animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  /// The registered key path this animation changes, if there is one.
  var target: AnimatableKeyPath? {
    if !targetResolved {
      cachedTarget = keyPath.flatMap { AnimatableKeyPath.registry[$0] }
      targetResolved = true
    }
    return cachedTarget
  }
  private var targetResolved = false
  private var cachedTarget: AnimatableKeyPath?

  override var redrawsContent: Bool { target?.redrawsContent ?? false }

  override func animates(_ path: String) -> Bool { keyPath == path }

  override func apply(
    _ sample: AnimationSample, to state: inout LayerPresentationState, layer: CALayer
  ) {
    guard let target, let base = target.get(state, layer) else { return }
    guard var value = value(for: sample, base: base) else { return }
    if isCumulative && sample.iteration > 0, let (start, end) = span(base: base) {
      value = value.adding(end.subtracting(start).scaled(by: CGFloat(sample.iteration)))
    }
    if isAdditive { value = base.adding(value) }
    target.set(&state, value)
  }

  /// The animated value at `sample`, with `base` the property's value without this animation.
  func value(for sample: AnimationSample, base: AnimationValue) -> AnimationValue? { nil }

  /// The values at the start and the end of a cycle, for cumulative repetition.
  func span(base: AnimationValue) -> (AnimationValue, AnimationValue)? { nil }
}

/// Animates one property from one value to another: give two of `fromValue`, `toValue` and
/// `byValue`, or one of them to start or end at the property's current value.
@MainActor @preconcurrency
open class CABasicAnimation: CAPropertyAnimation {
  /// The value at the start (a number, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`,
  /// `CGColor`…).
  open var fromValue: Any? { didSet { converted = nil } }
  /// The value at the end.
  open var toValue: Any? { didSet { converted = nil } }
  /// The change relative to the start (or, with only `toValue`, to the end).
  open var byValue: Any? { didSet { converted = nil } }

  /// `fromValue`, `toValue` and `byValue` converted once, for every frame.
  private var converted: (from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  /// The start and end values by Core Animation's rules, `base` standing for the property's
  /// current value (zero for an additive animation).
  override func span(base: AnimationValue) -> (AnimationValue, AnimationValue)? {
    let values =
      converted ?? (
        AnimationValue(any: fromValue), AnimationValue(any: toValue), AnimationValue(any: byValue)
      )
    converted = values
    let (from, to, by) = values
    let current = isAdditive ? base.subtracting(base) : base
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b))
    case (nil, let t?, let b?): return (t.subtracting(b), t)
    case (let f?, nil, nil): return (f, current)
    case (nil, let t?, nil): return (current, t)
    case (nil, nil, let b?): return (current, current.adding(b))
    default: return (current, current)
    }
  }

  override func value(for sample: AnimationSample, base: AnimationValue) -> AnimationValue? {
    guard let (from, to) = span(base: base) else { return nil }
    return from.interpolated(to: to, fraction: progress(sample))
  }
}
