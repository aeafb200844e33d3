import Foundation

// The entry point a diffable data source uses to show a new snapshot: the difference it
// computed becomes one batch of the batch-update path (UICollectionView+Updates.swift), so
// validation, index mapping and animation are those of `performBatchUpdates`.

extension UICollectionView {
  /// Applies `update` (and reconfigures the items at the old index paths `reconfigured`) as
  /// one batch; `commit` switches the data source to the new data and runs once the old
  /// counts are read, before validation. Animated unless animations are disabled (call it
  /// inside `UIView.performWithoutAnimation` for a change without animation). Inside another
  /// batch, the operations join it.
  func performDiffableUpdate(
    _ update: CollectionUpdate, reconfigured: [IndexPath], commit: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    basePerformBatchUpdates(
      {
        if pendingBatch?.update.isEmpty == true {
          pendingBatch?.update = update
        } else {
          pendingBatch?.update.append(contentsOf: update)
        }
        pendingBatch?.reconfigured += reconfigured
        commit()
      }, completion: completion)
  }

  // MARK: Requests to the data source

  /// The collection views asking their data source for a view (`cellForItemAt`,
  /// `viewForSupplementaryElementOfKind`) right now, innermost last: a registration made
  /// during such a request is refused when used with that collection view.
  static var viewRequests: [ObjectIdentifier] = []

  /// Runs `body`, a request to the data source for a view.
  func askingDataSourceForView<T>(_ body: () -> T) -> T {
    Self.viewRequests.append(ObjectIdentifier(self))
    defer { Self.viewRequests.removeLast() }
    return body()
  }
}
