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
/// `sectionSlots`, so item entries (`item → (slot, position)`) stay valid across section moves.
///
/// Positions are kept lazily. A change at index `k` of a slot (insert, delete, move) sets the
/// slot's `dirtyFrom` to at most `k`: entries whose stored position is below `dirtyFrom` are
/// still exact, the others are renumbered (from `dirtyFrom` to the end of that slot) on the
/// first lookup that needs them. A run of mid-section inserts therefore costs one renumbering,
/// not one per insert. Section positions, the start offset of every section in the flattened
/// item list and the flattened list itself are caches rebuilt on first use after a change.
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
  /// Items of each slot, in order (empty for the slots of deleted sections).
  @exclusivity(unchecked) var slotItems: [[Item]] = []
  /// The section identifier of each slot.
  var slotSection: [Section] = []
  /// Per slot, the first position whose entries may be stale (`Int.max` when all are exact).
  var dirtyFrom: [Int] = []
  /// Item → where it is. (Accesses are not checked for exclusivity at run time: the check
  /// would cost more than the hashing in the loops that fill and read the table, and the
  /// storage is only mutated through a unique reference.)
  @exclusivity(unchecked) var entries: [Item: Entry] = [:]
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

  init() {}

  /// A copy holding the same content and caches.
  func copy() -> SnapshotStorage {
    lock.lock()
    defer { lock.unlock() }
    let result = SnapshotStorage()
    result.sections = sections
    result.sectionSlots = sectionSlots
    result.sectionSlot = sectionSlot
    result.slotItems = slotItems
    result.slotSection = slotSection
    result.dirtyFrom = dirtyFrom
    result.entries = entries
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

  // MARK: Lazy lookups (call with `lock` held, or on a unique reference)

  /// Renumbers the stale entries of `slot`.
  func refresh(slot: Int) {
    let from = dirtyFrom[slot]
    guard from != Int.max else { return }
    let items = slotItems[slot]
    var position = from
    while position < items.count {
      entries[items[position]] = Entry(slot: slot, position: position)
      position += 1
    }
    dirtyFrom[slot] = Int.max
  }

  /// Renumbers every stale entry.
  func refreshAll() {
    for slot in dirtyFrom.indices where dirtyFrom[slot] != Int.max { refresh(slot: slot) }
  }

  /// Where `item` is, with an exact position, or nil if it is not in the snapshot.
  func locate(_ item: Item) -> Entry? {
    guard let entry = entries[item] else { return nil }
    if entry.position < dirtyFrom[entry.slot] { return entry }
    refresh(slot: entry.slot)
    return entries[item]
  }

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
