import Foundation

/// A representation of the state of the data in a view at a specific point in time: the
/// ordered sections and the ordered items of each section, named by identifiers.
///
/// A diffable data source applies a snapshot to its view, which then shows those sections and
/// items, animating the differences from the snapshot it showed before. Section identifiers are
/// unique in a snapshot, and so are item identifiers (across all sections).
///
/// A snapshot is a value: copying it is O(1) and a copy is independent. The storage is shared
/// until one copy changes, which first duplicates it (O(n)). Lookups of a section or an item
/// (`indexOfItem(_:)`, `indexOfSection(_:)`, `sectionIdentifier(containingItem:)`,
/// `numberOfItems(inSection:)`) are O(1) through hash indexes; after a change in the middle of
/// a section, the first lookup of an item of that section renumbers the section from the
/// change onward (amortized O(1) per changed position). `itemIdentifiers` is built once after
/// a change and then returned without copying. Appending is O(1) per identifier; inserting,
/// deleting or moving in the middle of a section is O(m) for a section of m items (an array
/// insert); inserting or moving sections is O(s) for s sections.
///
/// Invalid requests (duplicate identifiers, items without sections, identifiers that are not
/// in the snapshot) stop the program with UIKit's message in debug builds, as UIKit's
/// exception does; in release builds the message goes to standard error and the snapshot is
/// left unchanged.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  typealias Storage = SnapshotStorage<SectionIdentifierType, ItemIdentifierType>
  typealias Entry = Storage.Entry

  var storage: Storage

  /// Creates an empty snapshot, with no sections and no items.
  public init() {
    storage = Self.makeStorage()
  }

  /// An empty storage whose difference function is that of this code's specialization.
  static func makeStorage() -> Storage {
    Storage(differ: { SnapshotDifference(computingFrom: $0, to: $1) })
  }

  /// Makes `storage` uniquely referenced before a change.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Runs a throwing change; reports its error under the failure policy.
  static func attempt(_ change: () throws(UpdateError) -> Void) {
    do {
      try change()
    } catch {
      error.raiseSnapshotFailure()
    }
  }

  // MARK: Counts and identifiers

  /// The number of items in the snapshot, in all sections.
  public var numberOfItems: Int { storage.itemCount }

  /// The number of sections in the snapshot.
  public var numberOfSections: Int { storage.sections.count }

  /// The identifiers of the sections in the snapshot, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { storage.sections }

  /// The identifiers of all the items in the snapshot, section after section, in order.
  public var itemIdentifiers: [ItemIdentifierType] {
    storage.withLock { storage.flattened() }
  }

  /// The number of items in the section with the given identifier. The section must be in
  /// the snapshot.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let slot = storage.sectionSlot[identifier] else {
      UpdateError.notFound("section").raiseSnapshotFailure()
      return 0
    }
    return storage.slotItems[slot].count
  }

  /// The identifiers of the items in the section with the given identifier, in order. The
  /// section must be in the snapshot.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let slot = storage.sectionSlot[identifier] else {
      UpdateError.notFound("section").raiseSnapshotFailure()
      return []
    }
    return storage.slotItems[slot]
  }

  /// The identifier of the section that contains the item with the given identifier, or nil
  /// if the item is not in the snapshot.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    guard let entry = storage.withLock({ storage.locate(identifier) }) else { return nil }
    return storage.slotSection[entry.slot]
  }

  /// The index of the item with the given identifier among all the items of the snapshot
  /// (its position in `itemIdentifiers`), or nil if it is not in the snapshot.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    storage.withLock {
      guard let entry = storage.locate(identifier) else { return nil }
      return storage.offsets()[storage.slotPositions()[entry.slot]] + entry.position
    }
  }

  /// The index of the section with the given identifier, or nil if it is not in the snapshot.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    guard let slot = storage.sectionSlot[identifier] else { return nil }
    return storage.withLock { storage.slotPositions()[slot] }
  }

  /// The identifiers of the items marked for reloading with `reloadItems(_:)`.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { storage.reloadedItems }

  /// The identifiers of the sections marked for reloading with `reloadSections(_:)`.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { storage.reloadedSections }

  /// The identifiers of the items marked for reconfiguring with `reconfigureItems(_:)`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { storage.reconfiguredItems }

  // MARK: Sections

  /// Adds sections with the given identifiers at the end of the snapshot. The identifiers
  /// must be unique and not already in the snapshot.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.tryInsertSections(identifiers, at: nil)
    }
  }

  /// Inserts sections with the given identifiers just before the section with the identifier
  /// `toIdentifier`, which must be in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryInsertSections(identifiers, relativeTo: toIdentifier, after: false)
    }
  }

  /// Inserts sections with the given identifiers just after the section with the identifier
  /// `toIdentifier`, which must be in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryInsertSections(identifiers, relativeTo: toIdentifier, after: true)
    }
  }

  /// Deletes the sections with the given identifiers, and all their items, from the snapshot.
  /// Identifiers that are not in the snapshot are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    makeUnique()
    let storage = storage
    var removed = Set<SectionIdentifierType>()
    for identifier in identifiers {
      guard let slot = storage.sectionSlot.removeValue(forKey: identifier) else { continue }
      removed.insert(identifier)
      for handle in storage.slotHandles[slot] {
        storage.index.remove(handle)
        storage.index.release(handle)
      }
      storage.itemCount -= storage.slotItems[slot].count
      storage.flatCache = nil
      storage.slotItems[slot] = []
      storage.slotHandles[slot] = []
      storage.dirtyFrom[slot] = Int.max
    }
    guard !removed.isEmpty else { return }
    var keptSections: [SectionIdentifierType] = []
    var keptSlots: [Int] = []
    for (section, slot) in zip(storage.sections, storage.sectionSlots)
    where !removed.contains(section) {
      keptSections.append(section)
      keptSlots.append(slot)
    }
    storage.sections = keptSections
    storage.sectionSlots = keptSlots
    storage.sectionsChanged()
    forgetMarks(sections: removed)
  }

  /// Moves the section with the identifier `identifier` to just before the section with the
  /// identifier `toIdentifier`. Both must be in the snapshot.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMoveSection(identifier, relativeTo: toIdentifier, after: false)
    }
  }

  /// Moves the section with the identifier `identifier` to just after the section with the
  /// identifier `toIdentifier`. Both must be in the snapshot.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMoveSection(identifier, relativeTo: toIdentifier, after: true)
    }
  }

  /// Marks the sections with the given identifiers for reloading: applying the snapshot
  /// replaces their views (cells and supplementary views). The sections must be in the
  /// snapshot.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.tryReloadSections(identifiers)
    }
  }

  // MARK: Items

  /// Adds items with the given identifiers at the end of the section with the identifier
  /// `sectionIdentifier`, or of the last section when it is nil. The snapshot must have a
  /// section, and the item identifiers must be unique and not already in the snapshot.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAppendItems(identifiers, toSection: sectionIdentifier)
    }
  }

  /// Inserts items with the given identifiers just before the item with the identifier
  /// `beforeIdentifier`, in its section. That item must be in the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryInsertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }
  }

  /// Inserts items with the given identifiers just after the item with the identifier
  /// `afterIdentifier`, in its section. That item must be in the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryInsertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }
  }

  /// Deletes the items with the given identifiers from the snapshot. Identifiers that are not
  /// in the snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    guard containsAny(identifiers) else { return }
    makeUnique()
    let storage = storage
    // The handles found are marked (their slot made negative) so that a repeated identifier
    // is not found twice; each slot touched is then compacted in one pass.
    var removed: [Int32] = []
    var firstRemoved: [Int: Int] = [:]  // slot → smallest removed position
    for identifier in identifiers {
      guard let handle = storage.handle(of: identifier) else { continue }
      let slot = Int(storage.index.slots[Int(handle)])
      let position = Int(storage.index.positions[Int(handle)])
      storage.index.slots[Int(handle)] = -1 - Int32(truncatingIfNeeded: slot)
      removed.append(handle)
      firstRemoved[slot] = min(firstRemoved[slot] ?? Int.max, position)
    }
    storage.flatCache = nil
    for (slot, first) in firstRemoved {
      storage.compact(slot: slot, from: first)
      storage.touch(slot: slot, from: first)
    }
    for handle in removed {
      storage.index.remove(handle)
      storage.index.release(handle)
    }
    storage.itemCount -= removed.count
    // Marks are only on items of the snapshot, so those of the identifiers given go.
    if !storage.reloadedItems.isEmpty || !storage.reconfiguredItems.isEmpty {
      forgetMarks(items: Set(identifiers))
    }
  }

  /// Deletes every item and every section from the snapshot.
  public mutating func deleteAllItems() {
    storage = Self.makeStorage()
  }

  /// Moves the item with the identifier `identifier` to just before the item with the
  /// identifier `toIdentifier`, which may be in another section. Both must be in the snapshot.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMoveItem(identifier, relativeTo: toIdentifier, after: false)
    }
  }

  /// Moves the item with the identifier `identifier` to just after the item with the
  /// identifier `toIdentifier`, which may be in another section. Both must be in the snapshot.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMoveItem(identifier, relativeTo: toIdentifier, after: true)
    }
  }

  /// Marks the items with the given identifiers for reloading: applying the snapshot replaces
  /// their cells with newly configured ones. The items must be in the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMarkItems(identifiers, reconfigure: false)
    }
  }

  /// Marks the items with the given identifiers for reconfiguring: applying the snapshot
  /// updates their existing cells in place (the cell provider runs again on the same cell)
  /// instead of replacing them. The items must be in the snapshot.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.tryMarkItems(identifiers, reconfigure: true)
    }
  }
}

extension NSDiffableDataSourceSnapshot: Equatable {
  /// Whether two snapshots hold the same sections and items in the same order, with the same
  /// reload and reconfigure marks.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard lhs.sectionIdentifiers == rhs.sectionIdentifiers,
      lhs.numberOfItems == rhs.numberOfItems,
      Set(lhs.reloadedItemIdentifiers) == Set(rhs.reloadedItemIdentifiers),
      Set(lhs.reloadedSectionIdentifiers) == Set(rhs.reloadedSectionIdentifiers),
      Set(lhs.reconfiguredItemIdentifiers) == Set(rhs.reconfiguredItemIdentifiers)
    else { return false }
    return lhs.sectionIdentifiers.allSatisfy {
      lhs.itemIdentifiers(inSection: $0) == rhs.itemIdentifiers(inSection: $0)
    }
  }
}
