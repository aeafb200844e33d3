import Foundation

// What a diffable data source needs from a snapshot beyond the public members: index-path
// lookups without flattening, and the snapshot it keeps after an apply (the reload and
// reconfigure marks are consumed by the apply, as in UIKit).

extension NSDiffableDataSourceSnapshot {
  /// The index path (section position, position in the section) of `identifier`, or nil when
  /// it is not in the snapshot. O(1) amortized.
  package func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
    storage.withLock {
      guard let entry = storage.locate(identifier) else { return nil }
      return IndexPath(item: entry.position, section: storage.slotPositions()[entry.slot])
    }
  }

  /// The identifier of the item at `indexPath`, or nil when there is none. O(1).
  package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, storage.sectionSlots.indices.contains(indexPath.section)
    else { return nil }
    let items = storage.slotItems[storage.sectionSlots[indexPath.section]]
    guard items.indices.contains(indexPath.item) else { return nil }
    return items[indexPath.item]
  }

  /// The identifier of the section at `index`, or nil when there is none. O(1).
  package func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    storage.sections.indices.contains(index) ? storage.sections[index] : nil
  }

  /// The item counts of the sections, in order. O(sections).
  package var sectionCounts: [Int] {
    storage.sectionSlots.map { storage.slotItems[$0].count }
  }

  /// Whether the snapshot has reload or reconfigure marks.
  package var hasMarks: Bool {
    !storage.reloadedItems.isEmpty || !storage.reloadedSections.isEmpty
      || !storage.reconfiguredItems.isEmpty
  }

  /// The same snapshot without reload and reconfigure marks. O(1) without marks; with marks
  /// the storage is copied first when it is shared.
  package func removingMarks() -> Self {
    guard hasMarks else { return self }
    var copy = self
    copy.makeUnique()
    let storage = copy.storage
    storage.reloadedItems = []
    storage.reloadedItemSet = []
    storage.reloadedSections = []
    storage.reloadedSectionSet = []
    storage.reconfiguredItems = []
    storage.reconfiguredItemSet = []
    return copy
  }
}
