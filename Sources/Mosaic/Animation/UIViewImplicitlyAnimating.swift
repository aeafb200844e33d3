import Foundation

/// An animator whose animations come from blocks of view changes, which can be added while it
/// runs, and whose timing can change when it continues. UIKit's optional requirements are
/// requirements with defaults that do nothing.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds a block of view changes whose animations start after `delayFactor` of the remaining
  /// time.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block of view changes to animate.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block to run when the animations finish, told where they ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing and a duration scaled by `durationFactor`.
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Does nothing: an animator that does not take added animations.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  /// Does nothing: an animator that does not take added animations.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Does nothing: an animator that calls no completions.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// Does nothing: an animator whose timing does not change.
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {}
}
