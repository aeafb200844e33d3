import Foundation

// The throwing primitives behind the snapshot's changes. Each checks everything before it
// changes anything, so a thrown error leaves the snapshot as it was.

extension NSDiffableDataSourceSnapshot {
  /// The identifiers among `identifiers` that are repeated or for which `exists` holds, in
  /// order of first appearance.
  static func duplicates<T: Hashable>(_ identifiers: [T], exists: (T) -> Bool) -> [T] {
    var seen = Set<T>()
    var reported = Set<T>()
    var result: [T] = []
    seen.reserveCapacity(identifiers.count)
    for identifier in identifiers
    where (!seen.insert(identifier).inserted || exists(identifier))
      && reported.insert(identifier).inserted
    {
      result.append(identifier)
    }
    return result
  }

  // Checks that read the storage without changing it. They are methods, not local copies of
  // the storage's tables, so that no extra reference defeats copy-on-write afterwards.

  /// Whether any of `identifiers` is an item of the snapshot.
  func containsAny(_ identifiers: [ItemIdentifierType]) -> Bool {
    storage.withLock { identifiers.contains { storage.contains($0) } }
  }

  /// The first of `identifiers` that is not an item of the snapshot.
  func firstMissing(_ identifiers: [ItemIdentifierType]) -> ItemIdentifierType? {
    storage.withLock { identifiers.first { !storage.contains($0) } }
  }

  /// The item identifiers repeated in `identifiers` or already in the snapshot.
  func duplicateItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
    storage.withLock { Self.duplicates(identifiers) { storage.contains($0) } }
  }

  /// The section identifiers repeated in `identifiers` or already in the snapshot.
  func duplicateSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
    Self.duplicates(identifiers) { storage.sectionSlot[$0] != nil }
  }

  /// Inserts new sections at section position `position` (nil: at the end).
  mutating func tryInsertSections(_ identifiers: [SectionIdentifierType], at position: Int?)
    throws(UpdateError)
  {
    if let broken = IdentifierConsistency.firstInconsistent(identifiers) {
      throw IdentifierConsistency.error("section", broken)
    }
    let repeated = duplicateSections(identifiers)
    guard repeated.isEmpty else { throw .notUnique("section", repeated) }
    guard !identifiers.isEmpty else { return }
    makeUnique()
    let storage = storage
    var slots: [Int] = []
    slots.reserveCapacity(identifiers.count)
    for identifier in identifiers {
      let slot = storage.slotItems.count
      storage.slotItems.append([])
      storage.slotHandles.append([])
      storage.slotSection.append(identifier)
      storage.dirtyFrom.append(Int.max)
      storage.sectionSlot[identifier] = slot
      slots.append(slot)
    }
    let at = position ?? storage.sections.count
    storage.sections.insert(contentsOf: identifiers, at: at)
    storage.sectionSlots.insert(contentsOf: slots, at: at)
    storage.sectionsChanged()
  }

  /// Inserts new sections before or after the section `target`.
  mutating func tryInsertSections(
    _ identifiers: [SectionIdentifierType], relativeTo target: SectionIdentifierType, after: Bool
  ) throws(UpdateError) {
    guard let slot = storage.sectionSlot[target] else { throw .notFound("insertIndex") }
    let position = storage.withLock { storage.slotPositions()[slot] }
    try tryInsertSections(identifiers, at: after ? position + 1 : position)
  }

  /// Moves the section `identifier` before or after the section `target`.
  mutating func tryMoveSection(
    _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool
  ) throws(UpdateError) {
    guard let slot = storage.sectionSlot[identifier] else { throw .notFound("fromIndex") }
    guard let targetSlot = storage.sectionSlot[target] else { throw .notFound("toIndex") }
    guard slot != targetSlot else { return }
    makeUnique()
    let storage = storage
    let from = storage.slotPositions()[slot]
    storage.sections.remove(at: from)
    storage.sectionSlots.remove(at: from)
    guard let targetPosition = storage.sectionSlots.firstIndex(of: targetSlot) else { return }
    let to = after ? targetPosition + 1 : targetPosition
    storage.sections.insert(identifier, at: to)
    storage.sectionSlots.insert(slot, at: to)
    storage.sectionsChanged()
  }

  /// Marks sections for reloading.
  mutating func tryReloadSections(_ identifiers: [SectionIdentifierType]) throws(UpdateError) {
    guard identifiers.allSatisfy({ self.storage.sectionSlot[$0] != nil }) else {
      throw .notFound("section")
    }
    makeUnique()
    let storage = storage
    for identifier in identifiers where storage.reloadedSectionSet.insert(identifier).inserted {
      storage.reloadedSections.append(identifier)
    }
  }

  /// Appends items to the section `section` (nil: the last section).
  mutating func tryAppendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType?
  ) throws(UpdateError) {
    let slot: Int
    if let section {
      guard let found = storage.sectionSlot[section] else { throw .notFound("section") }
      slot = found
    } else {
      guard let last = storage.sectionSlots.last else { throw .noSections }
      slot = last
    }
    try tryInsertItems(identifiers, slot: slot, at: nil)
  }

  /// Inserts new items into `slot` at `position` (nil: at the end).
  mutating func tryInsertItems(_ identifiers: [ItemIdentifierType], slot: Int, at position: Int?)
    throws(UpdateError)
  {
    guard !identifiers.isEmpty else { return }
    if let broken = IdentifierConsistency.firstInconsistent(identifiers) {
      throw IdentifierConsistency.error("item", broken)
    }
    makeUnique()
    let storage = storage
    let count = storage.slotItems[slot].count
    let at = position ?? count
    // The new items go in first, each with a handle at its exact position, and every handle
    // joins the hash index in one pass, which also notes the handles whose hash value was
    // already there. Only those are compared (with `==`) to the identifiers of that hash value:
    // an equal one (one of the snapshot's, or an earlier one of the list) is a duplicate, and
    // then everything added is taken back, so the snapshot is as it was, and every duplicate
    // is listed in the error. (Plain loops: unspecialized generic code pays for each sequence
    // adaptor it steps through.)
    storage.offsetCache = nil
    storage.flatCache = nil
    let handles = storage.index.allocate(count: identifiers.count, slot: slot, from: at) {
      Storage.hash(identifiers[$0])
    }
    if count == 0 {
      // An empty section takes the arrays as they are (the items' storage is shared).
      storage.slotItems[slot] = identifiers
      storage.slotHandles[slot] = handles
    } else if at == count {
      storage.slotItems[slot].append(contentsOf: identifiers)
      storage.slotHandles[slot].append(contentsOf: handles)
    } else {
      storage.slotItems[slot].insert(contentsOf: identifiers, at: at)
      storage.slotHandles[slot].insert(contentsOf: handles, at: at)
      storage.touch(slot: slot, from: at)
    }
    let suspects = storage.index.insertAll(handles)
    if !suspects.isEmpty && suspects.contains(where: { storage.hasEqual(to: $0) }) {
      for handle in handles {
        storage.index.remove(handle)
        storage.index.release(handle)
      }
      storage.slotItems[slot].removeSubrange(at..<(at + identifiers.count))
      storage.slotHandles[slot].removeSubrange(at..<(at + identifiers.count))
      if at != count { storage.touch(slot: slot, from: at) }
      throw .notUnique("item", duplicateItems(identifiers))
    }
    storage.itemCount += identifiers.count
  }

  /// Inserts new items before or after the item `target`.
  mutating func tryInsertItems(
    _ identifiers: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool
  ) throws(UpdateError) {
    guard let entry = storage.withLock({ storage.locate(target) }) else {
      throw .notFound("insertIndex")
    }
    try tryInsertItems(
      identifiers, slot: entry.slot, at: after ? entry.position + 1 : entry.position)
  }

  /// Moves the item `identifier` before or after the item `target`.
  mutating func tryMoveItem(
    _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool
  ) throws(UpdateError) {
    guard containsAny([identifier]) else { throw .notFound("fromIndex") }
    guard containsAny([target]) else { throw .notFound("toIndex") }
    guard identifier != target else { return }
    makeUnique()
    let storage = storage
    guard let handle = storage.handle(of: identifier) else { return }
    let fromSlot = Int(storage.index.slots[Int(handle)])
    let fromPosition = Int(storage.index.positions[Int(handle)])
    storage.touch(slot: fromSlot, from: fromPosition)
    storage.slotItems[fromSlot].remove(at: fromPosition)
    storage.slotHandles[fromSlot].remove(at: fromPosition)
    // Out of the slot, the handle must not be confirmed against another item meanwhile.
    storage.index.slots[Int(handle)] = -1 - Int32(truncatingIfNeeded: fromSlot)
    guard let to = storage.locate(target) else { return }
    let position = after ? to.position + 1 : to.position
    storage.touch(slot: to.slot, from: position)
    storage.slotItems[to.slot].insert(identifier, at: position)
    storage.slotHandles[to.slot].insert(handle, at: position)
    storage.index.slots[Int(handle)] = Int32(truncatingIfNeeded: to.slot)
    storage.index.positions[Int(handle)] = Int32(truncatingIfNeeded: position)
  }

  /// Marks items for reloading or reconfiguring.
  mutating func tryMarkItems(_ identifiers: [ItemIdentifierType], reconfigure: Bool)
    throws(UpdateError)
  {
    if let missing = firstMissing(identifiers) {
      let verb = reconfigure ? "reconfigure" : "reload"
      throw UpdateError(
        "Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
    }
    makeUnique()
    let storage = storage
    for identifier in identifiers {
      if reconfigure {
        if storage.reconfiguredItemSet.insert(identifier).inserted {
          storage.reconfiguredItems.append(identifier)
        }
      } else if storage.reloadedItemSet.insert(identifier).inserted {
        storage.reloadedItems.append(identifier)
      }
    }
  }

  /// Drops the reload and reconfigure marks of deleted items.
  mutating func forgetMarks(items removed: Set<ItemIdentifierType>) {
    let storage = storage
    if !storage.reloadedItemSet.isDisjoint(with: removed) {
      storage.reloadedItemSet.subtract(removed)
      storage.reloadedItems.removeAll { removed.contains($0) }
    }
    if !storage.reconfiguredItemSet.isDisjoint(with: removed) {
      storage.reconfiguredItemSet.subtract(removed)
      storage.reconfiguredItems.removeAll { removed.contains($0) }
    }
  }

  /// Drops the reload marks of deleted sections, and those of their items.
  mutating func forgetMarks(sections removed: Set<SectionIdentifierType>) {
    let storage = storage
    if !storage.reloadedSectionSet.isDisjoint(with: removed) {
      storage.reloadedSectionSet.subtract(removed)
      storage.reloadedSections.removeAll { removed.contains($0) }
    }
    if storage.reloadedItems.contains(where: { !storage.contains($0) }) {
      storage.reloadedItems.removeAll { !storage.contains($0) }
      storage.reloadedItemSet = Set(storage.reloadedItems)
    }
    if storage.reconfiguredItems.contains(where: { !storage.contains($0) }) {
      storage.reconfiguredItems.removeAll { !storage.contains($0) }
      storage.reconfiguredItemSet = Set(storage.reconfiguredItems)
    }
  }
}
