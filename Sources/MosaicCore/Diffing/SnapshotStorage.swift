import Foundation

/// Where an item of a snapshot is: its section's slot and its position there (exact when below
/// the slot's `dirtyFrom`).
struct SnapshotEntry {
  var slot: Int
  var position: Int
}

/// The shared, copy-on-write storage of an `NSDiffableDataSourceSnapshot`.
///
/// Sections live in *slots* that never move: `slotItems[slot]` holds a section's items in
/// order and `sectionSlot` finds a section's slot. Reordering sections only reorders
/// `sectionSlots`, so item locations (slot, position) stay valid across section moves.
///
/// Items are found through `index`, a non-generic hash index of *handles*: each item has a
/// handle (`slotHandles` runs alongside `slotItems`), and the index keeps per handle the
/// item's hash value, computed once when the item is added, and where the item is. Code that
/// compares snapshots (the difference) works on those hash values and handles and calls the
/// identifiers' `==` only to confirm a match, never their `hash(into:)`.
///
/// Positions are kept lazily. A change at index `k` of a slot (insert, delete, move) sets the
/// slot's `dirtyFrom` to at most `k`: handles whose stored position is below `dirtyFrom` are
/// still exact, the others are renumbered (from `dirtyFrom` to the end of that slot, by
/// walking `slotHandles`, without hashing) on the first lookup that needs them. A run of
/// mid-section inserts therefore costs one renumbering, not one per insert. Section
/// positions, the start offset of every section in the flattened item list and the flattened
/// list itself are caches rebuilt on first use after a change.
///
/// Mutation happens only through a uniquely referenced storage (the snapshot copies it first
/// otherwise). Lazy refreshes may happen while several copies share the storage, possibly on
/// several threads, so every refresh and every read of a cache holds `lock`.
final class SnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>:
  @unchecked Sendable
{
  /// Where an item is (a non-generic type, so lookups need no generic metadata).
  typealias Entry = SnapshotEntry

  /// Section identifiers in order.
  var sections: [Section] = []
  /// The slot of each section, in section order.
  var sectionSlots: [Int] = []
  /// Section → slot.
  var sectionSlot: [Section: Int] = [:]
  /// Items of each slot, in order (empty for the slots of deleted sections). (Accesses are
  /// not checked for exclusivity at run time: the check would cost more than the work in the
  /// loops that fill and read these arrays, and the storage is only mutated through a unique
  /// reference.)
  @exclusivity(unchecked) var slotItems: [[Item]] = []
  /// The handle of each item of each slot, alongside `slotItems`.
  @exclusivity(unchecked) var slotHandles: [[Int32]] = []
  /// The section identifier of each slot.
  var slotSection: [Section] = []
  /// Per slot, the first position whose handles may have stale positions (`Int.max` when all
  /// are exact).
  var dirtyFrom: [Int] = []
  /// Handle → hash value, slot and position; hash value → handle.
  @exclusivity(unchecked) var index = ItemHashIndex()
  /// The number of items in all sections.
  var itemCount = 0

  var reloadedItems: [Item] = []
  var reloadedItemSet: Set<Item> = []
  var reloadedSections: [Section] = []
  var reloadedSectionSet: Set<Section> = []
  var reconfiguredItems: [Item] = []
  var reconfiguredItemSet: Set<Item> = []

  // Caches, rebuilt on first use after a change (guarded by `lock`).
  /// Section position of each slot (`-1` for deleted slots).
  var slotPositionCache: [Int]?
  /// Start of each section (in section order) in the flattened item list, plus the total.
  var offsetCache: [Int]?
  /// All items, section after section.
  var flatCache: [Item]?

  let lock = NSLock()

  /// Computes the difference from a snapshot of these identifier types to another. It is
  /// made where the snapshot is created (`NSDiffableDataSourceSnapshot.makeStorage()`): when
  /// that code knows the identifier types and can specialize MosaicCore's generic code for
  /// them (a client compiled with cross-module optimization), generic code that cannot (the
  /// diffable data source) still runs the specialized difference.
  let differ:
    @Sendable (
      NSDiffableDataSourceSnapshot<Section, Item>, NSDiffableDataSourceSnapshot<Section, Item>
    ) -> SnapshotDifference

  init(
    differ: @escaping @Sendable (
      NSDiffableDataSourceSnapshot<Section, Item>, NSDiffableDataSourceSnapshot<Section, Item>
    ) -> SnapshotDifference
  ) {
    self.differ = differ
  }

  /// A copy holding the same content and caches.
  func copy() -> SnapshotStorage {
    lock.lock()
    defer { lock.unlock() }
    let result = SnapshotStorage(differ: differ)
    result.sections = sections
    result.sectionSlots = sectionSlots
    result.sectionSlot = sectionSlot
    result.slotItems = slotItems
    result.slotHandles = slotHandles
    result.slotSection = slotSection
    result.dirtyFrom = dirtyFrom
    result.index = index
    result.itemCount = itemCount
    result.reloadedItems = reloadedItems
    result.reloadedItemSet = reloadedItemSet
    result.reloadedSections = reloadedSections
    result.reloadedSectionSet = reloadedSectionSet
    result.reconfiguredItems = reconfiguredItems
    result.reconfiguredItemSet = reconfiguredItemSet
    result.slotPositionCache = slotPositionCache
    result.offsetCache = offsetCache
    result.flatCache = flatCache
    return result
  }

  /// The hash value the index keeps for `item`.
  @inline(__always)
  static func hash(_ item: Item) -> Int { item._rawHashValue(seed: 0) }

  // MARK: Change tracking (callers hold a unique reference)

  /// Records that positions of `slot` from `position` on may have changed.
  func touch(slot: Int, from position: Int) {
    if position < dirtyFrom[slot] { dirtyFrom[slot] = position }
    offsetCache = nil
    flatCache = nil
  }

  /// Records a change in the order or the set of sections.
  func sectionsChanged() {
    slotPositionCache = nil
    offsetCache = nil
    flatCache = nil
  }

  /// Removes from `slot`, from `position` on, the items whose handles are marked for
  /// removal (a negative slot in the index), keeping the others in order.
  func compact(slot: Int, from position: Int) {
    var items = slotItems[slot]
    var handles = slotHandles[slot]
    slotItems[slot] = []
    slotHandles[slot] = []
    var kept = position
    for index in position..<handles.count {
      let handle = handles[index]
      guard self.index.slots[Int(handle)] >= 0 else { continue }
      if kept != index {
        handles[kept] = handle
        items.swapAt(kept, index)
      }
      kept += 1
    }
    handles.removeSubrange(kept...)
    items.removeSubrange(kept...)
    slotItems[slot] = items
    slotHandles[slot] = handles
  }

  // MARK: Lazy lookups (call with `lock` held, or on a unique reference)

  /// Renumbers the stale handles of `slot`.
  func refresh(slot: Int) {
    let from = dirtyFrom[slot]
    guard from != Int.max else { return }
    slotHandles[slot].withUnsafeBufferPointer { handles in
      index.positions.withUnsafeMutableBufferPointer { positions in
        var position = from
        while position < handles.count {
          positions[Int(handles[position])] = Int32(truncatingIfNeeded: position)
          position += 1
        }
      }
    }
    dirtyFrom[slot] = Int.max
  }

  /// Renumbers every stale handle.
  func refreshAll() {
    for slot in dirtyFrom.indices where dirtyFrom[slot] != Int.max { refresh(slot: slot) }
  }

  /// The handle of `item` (with an exact position), or nil if it is not in the snapshot.
  func handle(of item: Item) -> Int32? {
    handle(of: item, hash: Self.hash(item))
  }

  /// The handle of `item`, whose hash value is `hash`, or nil if it is not in the snapshot.
  /// (The probe is written out here rather than through `ItemHashIndex.find`: confirming a
  /// candidate may renumber a slot, which writes to the index.)
  func handle(of item: Item, hash: Int) -> Int32? {
    let mask = index.mask
    guard mask >= 0 else { return nil }
    let tag = UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000
    var b = hash & mask
    while true {
      let value = index.table[b]
      if value == 0 { return nil }
      if value & 0xFFFF_FFFF_0000_0000 == tag {
        let handle = Int(UInt32(truncatingIfNeeded: value) &- 1)
        if index.hashes[handle] == hash && index.slots[handle] >= 0 {
          let slot = Int(index.slots[handle])
          if Int(index.positions[handle]) >= dirtyFrom[slot] { refresh(slot: slot) }
          if slotItems[slot][Int(index.positions[handle])] == item {
            return Int32(truncatingIfNeeded: handle)
          }
        }
      }
      b = (b + 1) & mask
    }
  }

  /// The item of `handle` (a live one), renumbering its slot first if needed.
  func item(of handle: Int32) -> Item {
    let slot = Int(index.slots[Int(handle)])
    if Int(index.positions[Int(handle)]) >= dirtyFrom[slot] { refresh(slot: slot) }
    return slotItems[slot][Int(index.positions[Int(handle)])]
  }

  /// Whether another handle in the index has an item equal to that of `handle`.
  func hasEqual(to handle: Int32) -> Bool {
    let hash = index.hashes[Int(handle)]
    let item = item(of: handle)
    var b = hash & index.mask
    while true {
      let value = index.table[b]
      if value == 0 { return false }
      let other = Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: value) &- 1)
      if other != handle && index.hashes[Int(other)] == hash && index.slots[Int(other)] >= 0
        && self.item(of: other) == item
      {
        return true
      }
      b = (b + 1) & index.mask
    }
  }

  /// Where `item` is, with an exact position, or nil if it is not in the snapshot.
  func locate(_ item: Item) -> Entry? {
    guard let handle = handle(of: item) else { return nil }
    return Entry(slot: Int(index.slots[Int(handle)]), position: Int(index.positions[Int(handle)]))
  }

  /// Whether `item` is in the snapshot.
  func contains(_ item: Item) -> Bool { handle(of: item) != nil }

  /// The section position of each slot.
  func slotPositions() -> [Int] {
    if let cached = slotPositionCache { return cached }
    var positions = Array(repeating: -1, count: slotItems.count)
    for (position, slot) in sectionSlots.enumerated() { positions[slot] = position }
    slotPositionCache = positions
    return positions
  }

  /// The start of each section in the flattened list, and the total last.
  func offsets() -> [Int] {
    if let cached = offsetCache { return cached }
    var result: [Int] = []
    result.reserveCapacity(sectionSlots.count + 1)
    var total = 0
    for slot in sectionSlots {
      result.append(total)
      total += slotItems[slot].count
    }
    result.append(total)
    offsetCache = result
    return result
  }

  /// Every item, section after section.
  func flattened() -> [Item] {
    if let cached = flatCache { return cached }
    if sectionSlots.count == 1 {
      // One section: its array, shared.
      let result = slotItems[sectionSlots[0]]
      flatCache = result
      return result
    }
    var result: [Item] = []
    result.reserveCapacity(itemCount)
    for slot in sectionSlots { result.append(contentsOf: slotItems[slot]) }
    flatCache = result
    return result
  }

  /// Runs `body` with `lock` held.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
