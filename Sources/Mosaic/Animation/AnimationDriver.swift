import Foundation

/// An object that sets the pace of property animations in place of the clock: a property
/// animator, whose animations can pause, be scrubbed, reverse and change their timing while
/// they run. An animation block run with a driver in its `AnimationContext` creates animations
/// that ask the driver for their progress.
@MainActor
protocol AnimationDriver: AnyObject {
  /// The progress (0 at the animation's start value, 1 at its end value; a spring may
  /// overshoot) of `animation` at `time` on the animation clock.
  func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double
  /// Whether the driven animations change as time passes (false while the driver is paused):
  /// only then do their layers ask for frames.
  var advancesWithTime: Bool { get }
  /// Whether the views the driven animations move ignore touches now (a property animator
  /// whose `isUserInteractionEnabled` is false, while it is active).
  var ignoresTouches: Bool { get }
  /// Takes charge of `animation`, just created on `layer` for `property` by a block the driver
  /// ran.
  func adopt(_ animation: PropertyAnimation, on layer: CALayer, for property: AnimatableProperty)
}

/// Where a driven animation stands on its driver's time line.
struct DrivenProgress: Sendable {
  /// The fraction of the driver's time line (0…1) at which the animation starts moving: the
  /// fraction complete when it was added, moved on by its delay factor.
  var windowStart: Double = 0
  /// The animation's progress when the driver's current stretch of running began (or where it
  /// stands while the driver is paused).
  var anchorProgress: Double = 0
}
