import Foundation

/// The controls every animator offers: start, pause, stop and finish, the progress, the
/// direction and the state.
@MainActor @preconcurrency
public protocol UIViewAnimating: AnyObject {
  /// Whether the animator has not started, is started, or is stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are running (started and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run back towards their start values.
  var isReversed: Bool { get set }
  /// How far along the animations are, 0 at the start and 1 at the end; settable while the
  /// animator is paused.
  var fractionComplete: CGFloat { get set }
  /// Starts the animations, or resumes paused ones.
  func startAnimation()
  /// Starts the animations once `delay` seconds have passed.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they stand.
  func pauseAnimation()
  /// Stops the animations where they stand; `withoutFinishing` ends the animator at once,
  /// otherwise it waits for `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animator, leaving the values at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
