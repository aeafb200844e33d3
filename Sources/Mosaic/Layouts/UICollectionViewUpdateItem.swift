import Foundation

/// One change of a batch update, as a layout sees it in
/// `prepare(forCollectionViewUpdates:)`: the index path before and after, and the action.
///
/// For a change to a whole section the index paths have `NSNotFound` as their item.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
  /// The kind of change, with UIKit's raw values.
  public enum Action: Int, Sendable, Hashable {
    /// An item or section appears.
    case insert = 0
    /// An item or section goes away.
    case delete = 1
    /// An item or section is replaced in place.
    case reload = 2
    /// An item or section changes position, keeping its identity.
    case move = 3
    /// No change.
    case none = 4
  }

  /// The change this item wraps.
  package let item: UpdateItem

  /// Wraps a validated change from the batch-update engine.
  package init(_ item: UpdateItem) {
    self.item = item
  }

  /// The element's index path before the update; nil for an insertion.
  open var indexPathBeforeUpdate: IndexPath? { item.indexPathBeforeUpdate }

  /// The element's index path after the update; nil for a deletion.
  open var indexPathAfterUpdate: IndexPath? { item.indexPathAfterUpdate }

  /// Whether the element is inserted, deleted, reloaded or moved.
  open var updateAction: Action { Action(rawValue: item.updateAction.rawValue) ?? .none }
}
