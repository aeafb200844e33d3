import Foundation

extension UICollectionViewDiffableDataSource {
  /// The handlers that let the user reorder a diffable data source's items with the collection
  /// view's interactive movement (`beginInteractiveMovementForItem(at:)` and the standard
  /// reordering gesture), and follow what they do.
  @MainActor @preconcurrency
  public struct ReorderingHandlers {
    /// Whether the item may be moved; without it no item can be.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called when the user has moved an item, before the data source's snapshot changes.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after the data source's snapshot has taken the new order; update your own
    /// model from the transaction here.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering.
    public init() {}
  }

  /// Moves the item shown at `source` to `destination` (an index path of the order after the
  /// move) in the snapshot, telling the reordering handlers; the collection view already
  /// shows the new order.
  func reorder(from source: IndexPath, to destination: IndexPath) {
    guard source != destination, let item = displayed.itemIdentifier(at: source),
      let from = displayed.indexOfItem(item),
      let section = displayed.sectionIdentifier(at: destination.section)
    else { return }
    let initial = displayed
    var final = initial
    final.deleteItems([item])
    let items = final.itemIdentifiers(inSection: section)
    if destination.item < items.count {
      final.insertItems([item], beforeItem: items[destination.item])
    } else {
      final.appendItems([item], toSection: section)
    }
    guard let to = final.indexOfItem(item),
      let difference = CollectionDifference<ItemIdentifierType>([
        .remove(offset: from, element: item, associatedWith: to),
        .insert(offset: to, element: item, associatedWith: from),
      ])
    else { return }
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final, difference: difference)
    reorderingHandlers.willReorder?(transaction)
    let (_, generation) = applied.replace(with: final)
    displayed = final
    displayedGeneration = generation
    reorderingHandlers.didReorder?(transaction)
  }
}
