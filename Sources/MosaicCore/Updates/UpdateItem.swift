import Foundation

/// One change of a validated batch update, as UIKit's `UICollectionViewUpdateItem` describes it
/// to `prepare(forCollectionViewUpdates:)`.
///
/// A section-level change (insert, delete, reload or move of whole sections) uses a two-index
/// path whose item is `NSNotFound`, as UIKit does: `[section, NSNotFound]`.
package struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
  /// The kind of change, with UIKit's raw values (`UICollectionViewUpdateItem.Action`).
  package enum Action: Int, Sendable, Hashable {
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

  /// The position before the update; nil for an insert.
  package let indexPathBeforeUpdate: IndexPath?
  /// The position after the update; nil for a delete.
  package let indexPathAfterUpdate: IndexPath?
  /// What happens to the item or section.
  package let updateAction: Action

  /// Creates an update item from its positions and action.
  package init(
    indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action
  ) {
    self.indexPathBeforeUpdate = indexPathBeforeUpdate
    self.indexPathAfterUpdate = indexPathAfterUpdate
    self.updateAction = updateAction
  }

  /// Whether the change concerns a whole section (its index paths have item `NSNotFound`).
  package var isSectionOperation: Bool {
    let path = indexPathBeforeUpdate ?? indexPathAfterUpdate
    return path.map { $0.count == 2 && $0[1] == NSNotFound } ?? false
  }

  /// A short description: the action and both positions in UIKit's index path notation.
  package var description: String {
    let before = indexPathBeforeUpdate.map(UpdateItem.describe) ?? "(null)"
    let after = indexPathAfterUpdate.map(UpdateItem.describe) ?? "(null)"
    return "\(updateAction) \(before) -> \(after)"
  }

  /// The index path for a whole section in update items: `[section, NSNotFound]`.
  package static func sectionIndexPath(_ section: Int) -> IndexPath {
    IndexPath(indexes: [section, NSNotFound])
  }

  /// Describes an index path as `NSIndexPath` does in UIKit's exception messages, without the
  /// object address (meaningless here): `{length = 2, path = 0 - 3}`.
  package static func describe(_ indexPath: IndexPath) -> String {
    "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
  }

  /// Describes the index path `[section, item]` as `describe(_:)` does.
  static func describe(section: Int, item: Int) -> String {
    "{length = 2, path = \(section) - \(item)}"
  }
}
