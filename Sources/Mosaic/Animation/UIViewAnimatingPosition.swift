import Foundation

/// Where the animated values end up when an animator finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the values the animation blocks set (the animations ran to their end).
  case end = 0
  /// Back at the values from before the animations (a reversed animator, or one finished at
  /// its start).
  case start = 1
  /// Wherever the animations stood when they were stopped.
  case current = 2
}
