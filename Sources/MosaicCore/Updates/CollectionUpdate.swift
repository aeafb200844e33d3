import Foundation

/// The operations requested during one `performBatchUpdates` call (nested calls included), kept
/// in the order they were made.
///
/// Index paths follow UIKit's rules: deletes, reloads and move sources name positions *before*
/// the update; inserts and move destinations name positions *after* it. Nothing is checked here;
/// `UpdateValidator.validate(_:oldCounts:newCounts:)` checks the whole batch at once.
package struct CollectionUpdate: Sendable, Equatable {
  /// One requested change, as made by the matching `UICollectionView` method.
  package enum Operation: Sendable, Equatable {
    /// `insertItems(at:)`: new items at these index paths after the update.
    case insertItems([IndexPath])
    /// `deleteItems(at:)`: the items at these index paths before the update go away.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)`: the items at these index paths before the update are replaced.
    case reloadItems([IndexPath])
    /// `moveItem(at:to:)`: the item at `from` (before) ends up at `to` (after).
    case moveItem(from: IndexPath, to: IndexPath)
    /// `insertSections(_:)`: new sections at these indexes after the update.
    case insertSections(IndexSet)
    /// `deleteSections(_:)`: the sections at these indexes before the update go away.
    case deleteSections(IndexSet)
    /// `reloadSections(_:)`: the sections at these indexes before the update are replaced.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`: the section at `from` (before) ends up at `to` (after).
    case moveSection(from: Int, to: Int)
  }

  /// The operations in the order they were requested.
  package private(set) var operations: [Operation]

  /// Creates an empty batch.
  package init() {
    operations = []
  }

  /// Creates a batch holding `operations` in the given order.
  package init(_ operations: [Operation]) {
    self.operations = operations
  }

  /// Whether no operation has been requested.
  package var isEmpty: Bool { operations.isEmpty }

  /// Records the insertion of items at `indexPaths` (positions after the update).
  package mutating func insertItems(at indexPaths: [IndexPath]) {
    operations.append(.insertItems(indexPaths))
  }

  /// Records the deletion of the items at `indexPaths` (positions before the update).
  package mutating func deleteItems(at indexPaths: [IndexPath]) {
    operations.append(.deleteItems(indexPaths))
  }

  /// Records the reload of the items at `indexPaths` (positions before the update).
  package mutating func reloadItems(at indexPaths: [IndexPath]) {
    operations.append(.reloadItems(indexPaths))
  }

  /// Records moving the item at `indexPath` (before) to `newIndexPath` (after).
  package mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations.append(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// Records the insertion of the sections at `sections` (indexes after the update).
  package mutating func insertSections(_ sections: IndexSet) {
    operations.append(.insertSections(sections))
  }

  /// Records the deletion of the sections at `sections` (indexes before the update).
  package mutating func deleteSections(_ sections: IndexSet) {
    operations.append(.deleteSections(sections))
  }

  /// Records the reload of the sections at `sections` (indexes before the update).
  package mutating func reloadSections(_ sections: IndexSet) {
    operations.append(.reloadSections(sections))
  }

  /// Records moving the section at `section` (before) to `newSection` (after).
  package mutating func moveSection(_ section: Int, toSection newSection: Int) {
    operations.append(.moveSection(from: section, to: newSection))
  }

  /// Appends `operation` after the batch's operations.
  package mutating func append(_ operation: Operation) {
    operations.append(operation)
  }

  /// Appends the operations of `other` after this batch's own, as a nested
  /// `performBatchUpdates` call coalesces into the enclosing one.
  package mutating func append(contentsOf other: CollectionUpdate) {
    operations.append(contentsOf: other.operations)
  }
}

extension CollectionUpdate.Operation: CustomStringConvertible {
  /// A compact description with index paths as `section-item`, e.g. `moveItem 0-1 -> 2-0`.
  package var description: String {
    func paths(_ list: [IndexPath]) -> String {
      "[" + list.map { $0.map(String.init).joined(separator: "-") }.joined(separator: ", ") + "]"
    }
    func path(_ indexPath: IndexPath) -> String {
      indexPath.map(String.init).joined(separator: "-")
    }
    func sections(_ set: IndexSet) -> String {
      "[" + set.map(String.init).joined(separator: ", ") + "]"
    }
    switch self {
    case .insertItems(let list): return "insertItems \(paths(list))"
    case .deleteItems(let list): return "deleteItems \(paths(list))"
    case .reloadItems(let list): return "reloadItems \(paths(list))"
    case .moveItem(let from, let to): return "moveItem \(path(from)) -> \(path(to))"
    case .insertSections(let set): return "insertSections \(sections(set))"
    case .deleteSections(let set): return "deleteSections \(sections(set))"
    case .reloadSections(let set): return "reloadSections \(sections(set))"
    case .moveSection(let from, let to): return "moveSection \(from) -> \(to)"
    }
  }
}
