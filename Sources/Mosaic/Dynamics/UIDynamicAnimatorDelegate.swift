import Foundation

/// The methods a dynamic animator calls when it stops moving its items (everything came to
/// rest) and when it is about to move them again. Both are optional.
@MainActor @preconcurrency
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  /// The animator is about to resume animating its items.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// The animator paused: its items are at rest and it asks for no more frames.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
