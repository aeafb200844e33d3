import Foundation

/// Where an animator stands in its life: not yet started (or done), started, or stopped and
/// waiting to be finished.
public enum UIViewAnimatingState: Int, Sendable {
  /// The animations have not started, or have ended: the animator can be configured and
  /// started again.
  case inactive = 0
  /// The animations have started (they may be running or paused).
  case active = 1
  /// The animations were stopped without finishing; the animator waits for
  /// `finishAnimation(at:)`.
  case stopped = 2
}
