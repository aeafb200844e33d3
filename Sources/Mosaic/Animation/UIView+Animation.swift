import Foundation

/// The parameters of the `UIView.animate` block being run.
@MainActor
struct AnimationContext {
  var duration: TimeInterval
  var delay: TimeInterval
  var curve: AnimationCurve
  var group: AnimationGroup?
  /// A `performWithoutAnimation` block: changes apply at once.
  var disabled = false
  var repeats = false
  var autoreverses = false
  /// The property animator running the block: animations it creates follow the driver's
  /// progress instead of the clock.
  var driver: AnimationDriver?
  /// Where on the driver's time line (0…1) the block's animations start moving.
  var driverWindowStart: Double = 0
}

// Read by every geometry change of every layer: not checked for exclusive access at run time
// (each access is a whole read, or an append or removal that calls out to nothing).
@MainActor
@exclusivity(unchecked) private var animationContextStack: [AnimationContext] = []
@MainActor
@exclusivity(unchecked) private var animationsEnabled = true

extension AnimationContext {
  /// Whether any animation block is running (a layer's owner can only answer an animation
  /// then): layers check this before asking their owner.
  @MainActor static var isAnyBlockOpen: Bool { !animationContextStack.isEmpty }
}

extension UIView {
  /// Options for animating views.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews at commit time so they animate with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation values (Mosaic always does).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backward after it runs forward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Use this block's duration rather than an enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Use this block's curve rather than an enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw view content as it animates.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views instead of removing them in transitions.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore the options of an enclosing block.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Slow at the start and the end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition: a transition block's changes simply animate.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// A flip around the vertical axis from the left (Mosaic draws it as a cross-dissolve).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip around the vertical axis from the right (Mosaic draws it as a cross-dissolve).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curling up from the bottom (Mosaic draws it as a cross-dissolve).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curling down from the top (Mosaic draws it as a cross-dissolve).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The old appearance fades out while the new one fades in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip around the horizontal axis from the top (Mosaic draws it as a cross-dissolve).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip around the horizontal axis from the bottom (Mosaic draws it as a
    /// cross-dissolve).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 3 {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }
  }

  /// The context that a property change of `view` made now should animate with, if any.
  static func currentAnimationContext(for view: UIView) -> AnimationContext? {
    guard animationsEnabled, let top = animationContextStack.last, !top.disabled else {
      return nil
    }
    return top
  }

  /// Whether animations are enabled; when false, animation blocks apply their changes at once.
  public static var areAnimationsEnabled: Bool { animationsEnabled }

  /// Turns animations on or off.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  /// The duration of the animation block being run, or 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval {
    guard animationsEnabled else { return 0 }
    return animationContextStack.last.map { $0.disabled ? 0 : $0.duration } ?? 0
  }

  private static func run(
    _ context: AnimationContext, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animationContextStack.append(context)
    animations()
    animationContextStack.removeLast()
    context.group?.finishIfEmpty()
  }

  /// Runs `animations` with `context` as the animation block being run (a property animator's
  /// blocks).
  static func runAnimations(in context: AnimationContext, _ animations: () -> Void) {
    animationContextStack.append(context)
    animations()
    animationContextStack.removeLast()
  }

  /// Animates the changes made in `animations` over `duration` seconds, after `delay`, with the
  /// curve in `options`, then calls `completion` with whether the animations ran to the end.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let group = AnimationGroup(completion: completion)
    var context = AnimationContext(
      duration: max(0, duration.isFinite ? duration : 0), delay: max(0, delay.isFinite ? delay : 0),
      curve: .timing(options.timingCurve), group: group)
    context.repeats = options.contains(.repeat)
    context.autoreverses = options.contains(.autoreverse)
    run(context, animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations` over `duration` seconds, ease-in-out, then
  /// calls `completion`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes made in `animations` over `duration` seconds, ease-in-out.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes made in `animations` with a damped spring: `dampingRatio` 1 settles
  /// without overshoot, smaller values oscillate; `velocity` is the initial speed in units of
  /// the total distance per second.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let group = AnimationGroup(completion: completion)
    let d = max(0, duration.isFinite ? duration : 0)
    let spring = SpringCurve(
      dampingRatio: Double(dampingRatio > 0 ? dampingRatio : 1),
      initialVelocity: Double(velocity.isFinite ? velocity : 0), duration: d)
    var context = AnimationContext(
      duration: d, delay: max(0, delay.isFinite ? delay : 0), curve: .spring(spring), group: group)
    context.repeats = options.contains(.repeat)
    context.autoreverses = options.contains(.autoreverse)
    run(context, animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block and
  /// for animation blocks it runs.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    // As in UIKit, animation blocks nested inside do not animate either.
    let wereEnabled = animationsEnabled
    animationsEnabled = false
    animationContextStack.append(
      AnimationContext(duration: 0, delay: 0, curve: .timing(.linear), group: nil, disabled: true))
    actionsWithoutAnimation()
    animationContextStack.removeLast()
    animationsEnabled = wereEnabled
  }
}

extension UIView: LayerOwner {
  /// The animation block being run, when animations are enabled and not disabled inside it.
  var animationContextForOwnedLayer: AnimationContext? { UIView.currentAnimationContext(for: self) }
}
