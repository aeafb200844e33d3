import Foundation

/// The actions a row shows when it is swiped from one edge: their buttons are revealed as the
/// row's content slides away, the first action nearest the edge (the rightmost when the row is
/// swiped to the left), and the first action is the one a full swipe performs.
///
/// A list section's configuration providers return one per row and edge; nil, or a
/// configuration without actions, means the row does not swipe from that edge.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first one outermost (nearest the edge the row is swiped from) and the
  /// one a full swipe performs.
  public let actions: [UIContextualAction]

  /// Whether swiping the row all the way performs the first action; true by default. When
  /// false, the row stops at its buttons and the user taps one.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration showing `actions`, the first one outermost and the default
  /// (full-swipe) action.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
