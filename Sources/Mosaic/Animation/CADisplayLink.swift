import Foundation

/// A timer synchronised with the display: once it is added to a run loop it calls its target
/// once for every frame the display refreshes (or every few frames, as its preferred rate asks),
/// just before the frame is drawn, so the work it does shows up in that frame.
///
/// Without the Objective-C runtime the action is a method reference rather than a selector:
/// `CADisplayLink(target: self, selector: ViewController.step)`, where `step` takes the display
/// link or nothing. A closure form is available too: `CADisplayLink { link in … }`.
///
/// The target is held weakly (unlike iOS, which retains it): a display link whose target has
/// been deallocated invalidates itself at its next frame. The run loop holds the display link
/// while it is added to one, until it is removed from every mode or invalidated.
@MainActor @preconcurrency
open class CADisplayLink: NSObject {
  private weak var target: AnyObject?
  private let hasTarget: Bool
  private let action: @MainActor (AnyObject?, CADisplayLink) -> Void
  /// The run loops and modes the display link was added to.
  private var modes: Set<String> = []
  private var isInvalidated = false
  private var isTicking = false
  /// The time of the last call to the target.
  private var lastFire: CFTimeInterval?

  /// Display links added to a run loop and not invalidated: the run loop keeps them alive.
  private static var scheduled: [ObjectIdentifier: CADisplayLink] = [:]

  private init(
    target: AnyObject?, action: @escaping @MainActor (AnyObject?, CADisplayLink) -> Void
  ) {
    self.target = target
    hasTarget = target != nil
    self.action = action
    super.init()
  }

  /// Creates a display link that calls `selector`, an unapplied method taking the display
  /// link such as `ViewController.step`, on `target` at each frame once the link is added to a
  /// run loop.
  public convenience init<T: AnyObject>(
    target: AnyObject, selector: @escaping (T) -> (CADisplayLink) -> Void
  ) {
    requireActionTarget(target, of: T.self, in: "CADisplayLink(target:selector:)")
    self.init(target: target) { target, link in
      guard let target = target as? T else { return }
      selector(target)(link)
    }
  }

  /// Creates a display link that calls `selector`, an unapplied method taking no argument such
  /// as `ViewController.step`, on `target` at each frame once the link is added to a run loop.
  public convenience init<T: AnyObject>(target: AnyObject, selector: @escaping (T) -> () -> Void) {
    requireActionTarget(target, of: T.self, in: "CADisplayLink(target:selector:)")
    self.init(target: target) { target, _ in
      guard let target = target as? T else { return }
      selector(target)()
    }
  }

  /// Creates a display link that calls `handler` with itself at each frame once it is added to
  /// a run loop.
  public convenience init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
    self.init(target: nil) { _, link in handler(link) }
  }

  // MARK: Timing

  /// When the frame the target was last called for began, in `CACurrentMediaTime()` seconds;
  /// 0 before the first call.
  open private(set) var timestamp: CFTimeInterval = 0

  /// When the next frame the target will be called for is due, in `CACurrentMediaTime()`
  /// seconds: the time by which the work done in the call should be ready. 0 before the first
  /// call.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  /// The time between two refreshes of the display, in seconds; 0 before the first call.
  open private(set) var duration: CFTimeInterval = 0

  /// Whether calls to the target are suspended. A paused display link stays in its run loop
  /// and does not keep the application awake.
  open var isPaused = false {
    didSet { updateRegistration() }
  }

  /// The frame rate the target is called at, in frames per second; 0 (the default) means the
  /// display's refresh rate. Superseded by `preferredFrameRateRange`.
  open var preferredFramesPerSecond = 0

  /// The range of frame rates the display link asks for; `.default` (the default) leaves it to
  /// the display's refresh rate. Takes precedence over `preferredFramesPerSecond`.
  open var preferredFrameRateRange = CAFrameRateRange.default

  /// Frames of the display per call to the target: 1 at the display's own rate, 2 for half of
  /// it, and so on (the whole number nearest the ratio, at least 1).
  var framesPerCall: Int {
    let refresh = Float(UIScreen.main.maximumFramesPerSecond)
    var rate = preferredFrameRateRange.targetRate
    if rate == nil, preferredFramesPerSecond > 0 { rate = Float(preferredFramesPerSecond) }
    guard let rate, rate > 0, rate < refresh else { return 1 }
    return max(1, Int((refresh / rate).rounded()))
  }

  // MARK: Scheduling

  /// Adds the display link to `runloop` in `mode`: from the next frame the target is called at
  /// each frame while the run loop runs in that mode.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated else { return }
    modes.insert(Self.key(runloop, mode))
    updateRegistration()
  }

  /// Removes the display link from `runloop` in `mode`; once it is in no mode its target is no
  /// longer called.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(Self.key(runloop, mode))
    updateRegistration()
  }

  /// Removes the display link from every run loop and mode and releases its target; it cannot
  /// be added again.
  open func invalidate() {
    guard !isInvalidated else { return }
    isInvalidated = true
    modes.removeAll()
    target = nil
    updateRegistration()
  }

  private static func key(_ runloop: RunLoop, _ mode: RunLoop.Mode) -> String {
    "\(ObjectIdentifier(runloop).hashValue) \(mode.rawValue)"
  }

  /// Keeps the display link alive while it is in a run loop, and asks for frames only while it
  /// is also running.
  private func updateRegistration() {
    let id = ObjectIdentifier(self)
    Self.scheduled[id] = !isInvalidated && !modes.isEmpty ? self : nil
    let shouldTick = !isInvalidated && !modes.isEmpty && !isPaused
    guard shouldTick != isTicking else { return }
    isTicking = shouldTick
    if shouldTick {
      AnimationEngine.shared.addFrameCallback(for: self) { [unowned self] now in frame(at: now) }
    } else {
      AnimationEngine.shared.removeFrameCallback(for: self)
    }
  }

  /// Called by the animation engine at each frame, at `now`.
  private func frame(at now: CFTimeInterval) {
    guard isTicking else { return }
    if hasTarget && target == nil {
      invalidate()
      return
    }
    let refresh = 1 / Double(UIScreen.main.maximumFramesPerSecond)
    let interval = refresh * Double(framesPerCall)
    // Once per frame (the engine may tick twice at one time), every `framesPerCall` frames.
    if let lastFire, now < lastFire + interval - refresh / 2 { return }
    lastFire = now
    duration = refresh
    timestamp = now
    targetTimestamp = now + interval
    action(target, self)
  }
}
