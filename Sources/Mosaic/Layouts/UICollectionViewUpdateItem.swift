import Foundation

/// One change of a batch update, as a layout sees it in
/// `prepare(forCollectionViewUpdates:)`: the index path before and after, and the action.
///
/// For a change to a whole section the index paths have `NSNotFound` as their item.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
  /// The kind of change.
  public typealias Action = UpdateItem.Action

  /// The change this item wraps.
  public let item: UpdateItem

  /// Wraps a validated change from the batch-update engine.
  public init(_ item: UpdateItem) {
    self.item = item
  }

  /// The element's index path before the update; nil for an insertion.
  open var indexPathBeforeUpdate: IndexPath? { item.indexPathBeforeUpdate }

  /// The element's index path after the update; nil for a deletion.
  open var indexPathAfterUpdate: IndexPath? { item.indexPathAfterUpdate }

  /// Whether the element is inserted, deleted, reloaded or moved.
  open var updateAction: Action { item.updateAction }
}
