import Foundation

/// Animates changes to views, like `UIView.animate`, and lets the app steer the animations
/// while they run: pause them, set how far along they are (following a gesture), reverse
/// them, continue them with new timing, stop them where they stand.
///
/// The animation blocks run when the animator starts (or at once when added to a started
/// animator): the views' model values change then, and their presentation values move from
/// what was on screen, paced by the animator's time line instead of the clock.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// One animation the animator's blocks created.
  @MainActor struct Entry {
    @Unretained var layer: CALayer?
    let property: AnimatableProperty
    let animation: PropertyAnimation
  }

  // MARK: Configuration

  /// The timing the animator was created with.
  public let timingParameters: UITimingCurveProvider?
  /// The duration the animator was created with, in seconds (0 for a duration that is not a
  /// usable number).
  public let duration: TimeInterval
  /// The delay given to `startAnimation(afterDelay:)`, in seconds; 0 until then.
  public private(set) var delay: TimeInterval = 0

  /// Whether the animations can be paused, scrubbed, reversed and stopped; true by default.
  /// It can only be changed while the animator is inactive.
  open var isInterruptible = true {
    didSet {
      guard state != .inactive, oldValue != isInterruptible else { return }
      report("Setting interruptible on an active animator is not allowed")
      isInterruptible = oldValue
    }
  }
  /// Whether the animated views take touches while the animator is active; true by default.
  /// When false, hit testing passes over the views its animations move (and their subviews).
  /// It can only be changed while the animator is inactive.
  open var isUserInteractionEnabled = true {
    didSet {
      guard state != .inactive, oldValue != isUserInteractionEnabled else { return }
      report("Setting userInteractionEnabled on an active animator is not allowed")
      isUserInteractionEnabled = oldValue
    }
  }
  /// Whether the app hit-tests the animating views itself; false by default. (Mosaic records
  /// it; hit testing uses the model values either way.)
  open var isManualHitTestingEnabled = false
  /// Whether setting `fractionComplete` on a paused animator moves the views linearly (true,
  /// the default) or along the animator's timing curve.
  open var scrubsLinearly = true
  /// Whether the animator stays active, paused at the end, when the animations complete,
  /// instead of finishing and calling its completions; false by default.
  open var pausesOnCompletion = false

  // MARK: State

  /// The animator's state: inactive, active (running or paused) or stopped.
  open internal(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations are running: the animator is active and not paused (a start delay
  /// counts as running).
  open var isRunning: Bool { state == .active && timeline.isRunning }

  /// Whether the animations run back to their start values; a running animator turns around
  /// at once. An animator that reaches its start finishes at `.start`.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if state == .active && timeline.isRunning {
        guard isInterruptible else {
          report("Reversing a non-interruptible animator is not allowed")
          return
        }
        reversed = newValue
        let now = AnimationClock.now
        freeze(at: now)
        run(timing: currentTiming, duration: nil, at: now)
      } else {
        reversed = newValue
      }
    }
  }

  /// How far along the animations are: 0 at the start, 1 at the end, moving linearly with
  /// time while the animator runs. Setting it scrubs a paused animator (an inactive one starts
  /// paused first); the value is clamped to 0…1. While the animator runs it only reports
  /// progress.
  open var fractionComplete: CGFloat {
    get { state == .inactive ? 0 : CGFloat(timeline.fraction(at: AnimationClock.now)) }
    set {
      guard !newValue.isNaN else {
        FailureReport.warn(
          .animation, "UIViewPropertyAnimator: fractionComplete \(newValue) ignored")
        return
      }
      let fraction = Double(min(max(newValue, 0), 1))
      guard isInterruptible else {
        report("Setting fractionComplete on a non-interruptible animator is not allowed")
        return
      }
      switch state {
      case .inactive:
        activate()
        scrub(to: fraction)
      case .active where !timeline.isRunning:
        scrub(to: fraction)
      case .active:
        FailureReport.warn(
          .animation,
          "UIViewPropertyAnimator: fractionComplete cannot be set while the animator is running; pause it first"
        )
      case .stopped:
        FailureReport.warn(
          .animation, "UIViewPropertyAnimator: fractionComplete cannot be set on a stopped animator"
        )
      }
    }
  }

  // MARK: Storage

  /// The blocks waiting for the start, with their delay factors.
  var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
  /// The completion blocks, in the order they were added.
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The animations the blocks created.
  var entries: [Entry] = []
  /// Where the animations stand.
  var timeline = AnimatorTimeline()
  /// The timing of the current or next stretch: the creation timing until
  /// `continueAnimation(withTimingParameters:durationFactor:)` gives another.
  var currentTiming: UITimingCurveProvider
  private var reversed = false

  // MARK: Creating

  /// Creates an inactive animator of `duration` seconds paced by `parameters` (a spring
  /// described by its physics, or by a perceived duration, paces by its own settling time
  /// instead). A duration that is negative or not a number is taken as 0 (with a log line).
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    if !(duration >= 0 && duration.isFinite) {
      FailureReport.warn(
        .animation, "UIViewPropertyAnimator: duration \(duration) is not usable; using 0")
    }
    self.duration = duration >= 0 && duration.isFinite ? duration : 0
    timingParameters = parameters
    currentTiming = parameters
    super.init()
  }

  /// Creates an inactive animator of `duration` seconds with the standard curve `curve`, and
  /// `animations` as its first block.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator of `duration` seconds with the cubic curve through
  /// `point1` and `point2`, and `animations` as its first block.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator of `duration` seconds with a spring of damping ratio
  /// `ratio`, and `animations` as its first block.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with the curve of `options`, gives it `animations` and `completion`,
  /// and starts it after `delay` seconds.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Blocks

  /// Adds a block of view changes. Before the start it waits for the start; on a started
  /// animator it runs at once and its animations take the time that remains.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block of view changes whose animations wait `delayFactor` (0…1) of the time that
  /// remains before they move, then arrive with the others.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? Double(min(max(delayFactor, 0), 1)) : 0
    switch state {
    case .inactive:
      pendingAnimations.append((animation, factor))
    case .active:
      let now = AnimationClock.now
      let u = timeline.fraction(at: now)
      runBlock(animation, windowStart: u + factor * (1 - u))
    case .stopped:
      report("Animations cannot be added to a stopped animator")
    }
  }

  /// Adds a block to run when the animations finish, told where they ended. Completions run
  /// in the order they were added.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Controls

  /// Starts the animations (running the waiting blocks), or resumes paused ones with the
  /// current timing.
  open func startAnimation() {
    start(after: 0)
  }

  /// Starts the animations after `delay` seconds (negative or unusable delays count as 0).
  /// The blocks run now, so the model values change now; the views stay where they are until
  /// the delay is over.
  open func startAnimation(afterDelay delay: TimeInterval) {
    let d = delay >= 0 && delay.isFinite ? delay : 0
    self.delay = d
    start(after: d)
  }

  private func start(after delay: TimeInterval) {
    switch state {
    case .inactive:
      activate()
      run(timing: currentTiming, duration: nil, at: AnimationClock.now + delay)
    case .active where !timeline.isRunning:
      run(timing: currentTiming, duration: nil, at: AnimationClock.now + delay)
    case .active:
      break
    case .stopped:
      report("startAnimation cannot be called on a stopped animator")
    }
  }

  /// Pauses the animations where they stand (an inactive animator becomes active, paused at
  /// its start).
  open func pauseAnimation() {
    guard isInterruptible else {
      report("Pausing a non-interruptible animator is not allowed")
      return
    }
    switch state {
    case .inactive: activate()
    case .active: if timeline.isRunning { freeze(at: AnimationClock.now) }
    case .stopped: report("pauseAnimation cannot be called on a stopped animator")
    }
  }

  /// Resumes paused (or running) animations paced by `parameters` (the creation timing when
  /// nil). The rest of the run takes `durationFactor` times the animator's duration; a factor
  /// of 0 (or unusable) keeps the time that remains of the original duration.
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active else {
      report("continueAnimationWithTimingParameters: can only be called on an active animator")
      return
    }
    let now = AnimationClock.now
    if timeline.isRunning { freeze(at: now) }
    currentTiming = parameters ?? timingParameters ?? currentTiming
    let factor = Double(durationFactor)
    let runDuration: TimeInterval? = factor > 0 && factor.isFinite ? factor * duration : nil
    run(timing: currentTiming, duration: runDuration, at: now)
  }

  /// Stops the animations where they stand: the views keep the values on screen as their
  /// model values. With `withoutFinishing` the animator becomes inactive and calls no
  /// completion; otherwise it is stopped until `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    guard isInterruptible else {
      report("Stopping a non-interruptible animator is not allowed")
      return
    }
    // The animations hold the values they show now.
    freeze(at: AnimationClock.now)
    let now = AnimationClock.now
    // Animations a later block replaced are no longer this animator's.
    entries.removeAll { entry in
      guard let layer = entry.layer else { return true }
      return layer.animations[entry.property] !== entry.animation
    }
    for entry in entries {
      guard let layer = entry.layer else { continue }
      let value = entry.animation.value(at: now)
      layer.removeAnimation(entry.property, finished: false)
      Self.commit(value, for: entry.property, on: layer)
    }
    if withoutFinishing {
      becomeInactive()
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: the views' model values become the end values, the start
  /// values, or stay where they were stopped, and the completions run with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      report("finishAnimationAtPosition: should only be called on a stopped animator!")
      return
    }
    finish(at: finalPosition)
  }

  /// Reports a programmer error UIKit raises on: UIKit's message, and the animator goes on as
  /// if the call had not been made.
  func report(_ message: String) {
    FailureReport.raise(
      .animation, message,
      line: "*** Mosaic: 'NSInternalInconsistencyException', reason: '\(message)'; ignored",
      trapMessage: FailureReport.uncaughtException(
        "NSInternalInconsistencyException", reason: message))
  }
}
