import Foundation

/// What a change of a diffable data source's data made by the user (an interactive reorder)
/// did: the snapshots before and after it and the difference between their items.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The snapshot before the change.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<
      SectionIdentifierType, ItemIdentifierType
    >
  /// The snapshot after the change.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of the items, section after section (the snapshots' `itemIdentifiers`):
  /// applying it to the initial snapshot's items gives the final snapshot's. A moved item is a
  /// removal and an insertion associated with each other.
  public let difference: CollectionDifference<ItemIdentifierType>

  /// A transaction from `initialSnapshot` to `finalSnapshot` through `difference`.
  init(
    initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    difference: CollectionDifference<ItemIdentifierType>
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
  }
}
