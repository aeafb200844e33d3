import Foundation

/// The batch update that turns what a view shows for one snapshot into what it shows for
/// another: the section and item deletes, inserts, moves and reloads of a `CollectionUpdate`,
/// plus the items to reconfigure.
///
/// Identifiers are matched by hashing (each section and item identifier is unique in its
/// snapshot). Sections and items found in both snapshots keep their identity; among them, a
/// longest run that already keeps its relative order stays in place and only the others
/// become moves, so one item moved elsewhere gives one move. Items moving to another section
/// are always moves. Items of deleted, inserted or reloaded sections are not listed (the
/// section operation covers them). A reloaded item that also moves becomes a delete and an
/// insert (UIKit rejects a reload and a move of one index path); so does a reloaded section
/// that moves.
///
/// The result always passes `UpdateValidator.validate(_:oldCounts:newCounts:)` with the two
/// snapshots' counts, and applying it to the old snapshot's identifiers gives the new ones.
///
/// Cost: O(n) for n items and sections: an old item still right after the previous one's match
/// is found by one comparison, any other by one hash lookup; plus O(k log k) for the k kept
/// items of a section whose order changed (O(k) when their order is unchanged).
package struct SnapshotDifference: Sendable {
  /// The batch update: deletes, reloads and move sources use the old snapshot's index paths;
  /// inserts and move destinations the new snapshot's.
  package let update: CollectionUpdate
  /// Old index paths of the items marked with `reconfigureItems(_:)` in the new snapshot that
  /// keep their cell (not deleted, not reloaded, their section neither deleted nor reloaded).
  package let reconfiguredItems: [IndexPath]
  /// Items per section of the old snapshot.
  package let oldCounts: [Int]
  /// Items per section of the new snapshot.
  package let newCounts: [Int]

  /// Computes the update from the snapshot `old` to the snapshot `new`, taking reloads and
  /// reconfigures from `new`'s marks.
  package init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    // Through the function `new` was created with: specialized for the identifier types
    // wherever the snapshot's creator could specialize it.
    self = new.storage.differ(old, new)
  }

  /// The work of `init(from:to:)`.
  init<Section, Item>(
    computingFrom old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    // Identifiers are never hashed here: each snapshot's index holds their hash values, and
    // `==` only confirms a candidate. The rest works on integers.
    let before = SnapshotState(old.storage)
    let after = SnapshotState(new.storage)
    var plan = DifferencePlan(oldCounts: before.counts, newCounts: after.counts)
    for index in 0..<before.sections.count {
      if let slot = after.sectionSlot[before.sections[index]] {
        plan.sectionTarget[index] = after.slotPositions[slot]
      }
    }
    for section in new.reloadedSectionIdentifiers {
      if let slot = before.sectionSlot[section] {
        plan.reloadedSections.append(before.slotPositions[slot])
      }
    }
    plan.matchSections()
    // Each old item is first compared with the item after the last one matched in its new
    // section: in a run of unchanged items that comparison finds it without a lookup. A
    // mismatch (an item deleted, inserted or moved) costs one probe of the new snapshot's
    // index, which also moves the cursor on to where the old item is found.
    // (Identifiers are read through buffer pointers: in unspecialized code that compares
    // them in place instead of copying each one out of its array first.)
    let oldHashes = before.index.hashes
    let newSlots = after.index.slots
    let newPositions = after.index.positions
    for section in 0..<before.items.count where plan.oldLive(section) {
      let newSection = plan.sectionTarget[section]
      let base = plan.oldOffsets[section]
      before.items[section].withUnsafeBufferPointer { items in
        after.items[newSection].withUnsafeBufferPointer { candidates in
          let handles = before.handles[section]
          var cursor = 0
          var position = 0
          while position < items.count {
            if cursor < candidates.count && candidates[cursor] == items[position] {
              plan.keep(old: base + position, newSection: newSection, position: cursor)
              cursor += 1
            } else if let handle = after.index.find(
              oldHashes[Int(handles[position])],
              where: { handle in
                after.slotItems[Int(newSlots[Int(handle)])].withUnsafeBufferPointer {
                  $0[Int(newPositions[Int(handle)])] == items[position]
                }
              })
            {
              let found = after.slotPositions[Int(newSlots[Int(handle)])]
              let at = Int(newPositions[Int(handle)])
              plan.keep(old: base + position, newSection: found, position: at)
              if found == newSection { cursor = at + 1 }
            }
            position += 1
          }
        }
      }
    }
    func oldFlat(_ items: [Item]) -> [Int] {
      var result: [Int] = []
      for item in items {
        if let entry = old.storage.withLock({ old.storage.locate(item) }) {
          result.append(before.offsets[before.slotPositions[entry.slot]] + entry.position)
        }
      }
      return result
    }
    plan.reloadedItems = oldFlat(new.reloadedItemIdentifiers)
    plan.reconfiguredItems = oldFlat(new.reconfiguredItemIdentifiers)
    plan.solveItems()
    update = plan.makeUpdate()
    reconfiguredItems = plan.reconfiguredPaths()
    oldCounts = before.counts
    newCounts = after.counts
  }
}

/// The exact content of a snapshot, read out once (positions renumbered).
struct SnapshotState<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  let sections: [Section]
  let sectionSlot: [Section: Int]
  /// Items of each section, in section order.
  let items: [[Item]]
  /// Handles of the items of each section, in section order.
  let handles: [[Int32]]
  /// Items of each slot.
  let slotItems: [[Item]]
  let index: ItemHashIndex
  let slotPositions: [Int]
  /// Start of each section in the flattened list, and the total last.
  let offsets: [Int]

  var counts: [Int] { items.map(\.count) }

  init(_ storage: SnapshotStorage<Section, Item>) {
    storage.lock.lock()
    defer { storage.lock.unlock() }
    storage.refreshAll()
    sections = storage.sections
    sectionSlot = storage.sectionSlot
    items = storage.sectionSlots.map { storage.slotItems[$0] }
    handles = storage.sectionSlots.map { storage.slotHandles[$0] }
    slotItems = storage.slotItems
    index = storage.index
    slotPositions = storage.slotPositions()
    offsets = storage.offsets()
  }
}

/// The difference worked out on integers: sections by index, items by their position in the
/// flattened old or new list.
struct DifferencePlan {
  let oldCounts: [Int]
  let newCounts: [Int]
  let oldOffsets: [Int]
  let newOffsets: [Int]
  /// New index of each old section, -1 when it is deleted (inputs: -1 when absent).
  var sectionTarget: [Int]
  /// Old indexes of the sections marked for reloading (in both snapshots or not).
  var reloadedSections: [Int] = []
  /// Old items (flattened) marked for reloading or reconfiguring.
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []

  /// Old index of each new section, -1 when it is inserted (or a replacement).
  var sectionSource: [Int]
  var sectionMoved: [Bool]
  var sectionReloaded: [Bool]
  /// Per old item (flattened): its flattened new position once kept, -1 when deleted.
  var target: [Int32]
  /// Old items (flattened) that move, in old order once `solveItems` has run.
  var moved: [Int] = []
  /// Old items (flattened) that are reloaded in place, ascending.
  var reloaded: [Int] = []
  /// Per new item (flattened), a bit: whether an old item arrives there.
  var claimed: BitSet

  init(oldCounts: [Int], newCounts: [Int]) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    func offsets(_ counts: [Int]) -> [Int] {
      var result = [0]
      result.reserveCapacity(counts.count + 1)
      for count in counts { result.append(result[result.count - 1] + count) }
      return result
    }
    oldOffsets = offsets(oldCounts)
    newOffsets = offsets(newCounts)
    let oldTotal = oldOffsets[oldOffsets.count - 1]
    sectionTarget = Array(repeating: -1, count: oldCounts.count)
    sectionSource = Array(repeating: -1, count: newCounts.count)
    sectionMoved = Array(repeating: false, count: oldCounts.count)
    sectionReloaded = Array(repeating: false, count: oldCounts.count)
    target = Array(repeating: -1, count: oldTotal)
    claimed = BitSet(count: newOffsets[newOffsets.count - 1])
  }

  /// Whether old section `section` keeps individually addressed items.
  func oldLive(_ section: Int) -> Bool { sectionTarget[section] >= 0 && !sectionReloaded[section] }

  /// Whether new section `section` receives individually addressed items.
  func newLive(_ section: Int) -> Bool {
    let old = sectionSource[section]
    return old >= 0 && !sectionReloaded[old]
  }

  /// Records that old item `old` (flattened, in a live section) is at `position` of new
  /// section `newSection`; it is kept when that section is live (deleted otherwise).
  @inline(__always)
  mutating func keep(old: Int, newSection: Int, position: Int) {
    guard newLive(newSection) else { return }
    let newFlat = newOffsets[newSection] + position
    target[old] = Int32(truncatingIfNeeded: newFlat)
    claimed.insert(newFlat)
  }

  /// Once sections are matched and `target` filled: picks the moves, then the reloads.
  mutating func solveItems() {
    matchItems()
    applyReloads()
  }

  mutating func matchSections() {
    var order: [Int] = []  // new indexes of the matched old sections, in old order
    var matched: [Int] = []  // their old indexes
    for index in sectionTarget.indices where sectionTarget[index] >= 0 {
      sectionSource[sectionTarget[index]] = index
      order.append(sectionTarget[index])
      matched.append(index)
    }
    var stays = BitSet(count: order.count)
    markIncreasingRun(order.map { Int32(truncatingIfNeeded: $0) }, into: &stays)
    for position in matched.indices where !stays.contains(position) {
      sectionMoved[matched[position]] = true
    }
    for index in reloadedSections where sectionTarget[index] >= 0 {
      if sectionMoved[index] {
        // Reloaded and moved: deleted and inserted afresh.
        sectionSource[sectionTarget[index]] = -1
        sectionTarget[index] = -1
        sectionMoved[index] = false
      } else {
        sectionReloaded[index] = true
      }
    }
  }

  /// Per live old section, the items that stay in its new section keep their place when
  /// they form a longest increasing run of new positions; the others move (as do those that
  /// change sections).
  mutating func matchItems() {
    var values: [Int32] = []  // new positions of the items staying in their section pair
    var flat: [Int32] = []  // their old flattened indexes
    var stays = BitSet(count: 0)
    for section in oldCounts.indices where oldLive(section) {
      let newSection = sectionTarget[section]
      let low = Int32(truncatingIfNeeded: newOffsets[newSection])
      let high = Int32(truncatingIfNeeded: newOffsets[newSection + 1])
      values.removeAll(keepingCapacity: true)
      flat.removeAll(keepingCapacity: true)
      values.reserveCapacity(oldCounts[section])
      flat.reserveCapacity(oldCounts[section])
      var increasing = true
      var last: Int32 = -1
      target.withUnsafeBufferPointer { target in
        for index in oldOffsets[section]..<oldOffsets[section + 1] {
          let newFlat = target[index]
          guard newFlat >= 0 else { continue }
          if newFlat >= low && newFlat < high {
            if newFlat < last { increasing = false }
            last = newFlat
            values.append(newFlat)
            flat.append(Int32(truncatingIfNeeded: index))
          } else {
            moved.append(index)
          }
        }
      }
      guard !increasing else { continue }
      stays.reset(count: values.count)
      markIncreasingRun(values, into: &stays)
      for index in flat.indices where !stays.contains(index) { moved.append(Int(flat[index])) }
    }
    moved.sort()
  }

  mutating func applyReloads() {
    var movedSet = Set<Int>()
    if !reloadedItems.isEmpty && !moved.isEmpty { movedSet = Set(moved) }
    var unmoved: Set<Int> = []
    for index in reloadedItems {
      let newFlat = Int(target[index])
      guard newFlat >= 0 else { continue }
      if movedSet.contains(index) {
        // Reloaded and moved: deleted and inserted afresh.
        unmoved.insert(index)
        target[index] = -1
        claimed.remove(newFlat)
      } else {
        reloaded.append(index)
      }
    }
    if !unmoved.isEmpty { moved.removeAll { unmoved.contains($0) } }
    reloaded.sort()
  }

  func makeUpdate() -> CollectionUpdate {
    var update = CollectionUpdate()
    let deletedSections = IndexSet(oldCounts.indices.filter { sectionTarget[$0] < 0 })
    if !deletedSections.isEmpty { update.deleteSections(deletedSections) }
    let insertedSections = IndexSet(newCounts.indices.filter { sectionSource[$0] < 0 })
    if !insertedSections.isEmpty { update.insertSections(insertedSections) }
    let reloadedSections = IndexSet(oldCounts.indices.filter { sectionReloaded[$0] })
    if !reloadedSections.isEmpty { update.reloadSections(reloadedSections) }
    for section in oldCounts.indices where sectionMoved[section] {
      update.moveSection(section, toSection: sectionTarget[section])
    }

    var deletes: [IndexPath] = []
    target.withUnsafeBufferPointer { target in
      for section in oldCounts.indices where oldLive(section) {
        let base = oldOffsets[section]
        for item in 0..<oldCounts[section] where target[base + item] < 0 {
          deletes.append(IndexPath(item: item, section: section))
        }
      }
    }
    var inserts: [IndexPath] = []
    for section in newCounts.indices where newLive(section) {
      let base = newOffsets[section]
      claimed.forEachClear(in: base..<newOffsets[section + 1]) { flat in
        inserts.append(IndexPath(item: flat - base, section: section))
      }
    }
    if !deletes.isEmpty { update.deleteItems(at: deletes) }
    if !inserts.isEmpty { update.insertItems(at: inserts) }
    if !reloaded.isEmpty { update.reloadItems(at: reloaded.map { oldIndexPath(flat: $0) }) }
    for index in moved {
      update.moveItem(at: oldIndexPath(flat: index), to: newIndexPath(flat: Int(target[index])))
    }
    return update
  }

  /// The new index path of a flattened new position (in a non-empty section).
  func newIndexPath(flat: Int) -> IndexPath {
    // The last section starting at or before `flat`.
    var low = 0
    var high = newCounts.count - 1
    while low < high {
      let mid = (low + high + 1) >> 1
      if newOffsets[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    return IndexPath(item: flat - newOffsets[low], section: low)
  }

  /// The old index path of a flattened old position (in a non-empty section).
  func oldIndexPath(flat: Int) -> IndexPath {
    var low = 0
    var high = oldCounts.count - 1
    while low < high {
      let mid = (low + high + 1) >> 1
      if oldOffsets[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    return IndexPath(item: flat - oldOffsets[low], section: low)
  }

  func reconfiguredPaths() -> [IndexPath] {
    var result: [IndexPath] = []
    var reloadedSet = Set<Int>()
    if !reconfiguredItems.isEmpty && !reloaded.isEmpty { reloadedSet = Set(reloaded) }
    for index in reconfiguredItems where target[index] >= 0 && !reloadedSet.contains(index) {
      result.append(oldIndexPath(flat: index))
    }
    return result
  }
}

/// A fixed number of bits, all clear at first.
struct BitSet {
  var words: [UInt64]

  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) >> 6)
  }

  /// Clears every bit and makes room for `count` bits.
  mutating func reset(count: Int) {
    let needed = (count + 63) >> 6
    if words.count < needed {
      words = Array(repeating: 0, count: needed)
    } else {
      words.withUnsafeMutableBufferPointer { words in
        for index in 0..<needed { words[index] = 0 }
      }
    }
  }

  @inline(__always) func contains(_ bit: Int) -> Bool {
    words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  @inline(__always) mutating func insert(_ bit: Int) {
    words[bit >> 6] |= 1 << UInt64(bit & 63)
  }

  @inline(__always) mutating func remove(_ bit: Int) {
    words[bit >> 6] &= ~(1 << UInt64(bit & 63))
  }

  /// Calls `body` with every clear bit of `range`, ascending.
  func forEachClear(in range: Range<Int>, _ body: (Int) -> Void) {
    var bit = range.lowerBound
    while bit < range.upperBound {
      let word = words[bit >> 6]
      if word == ~0 && bit & 63 == 0 && bit + 64 <= range.upperBound {
        bit += 64
        continue
      }
      if word & (1 << UInt64(bit & 63)) == 0 { body(bit) }
      bit += 1
    }
  }
}

/// Marks in `stays` (with room for `values.count` bits, all clear) one longest strictly
/// increasing subsequence of `values` (distinct integers). O(n log n), O(n) while the values
/// keep increasing.
func markIncreasingRun(_ values: [Int32], into stays: inout BitSet) {
  let count = values.count
  guard count > 0 else { return }
  var tails: [Int32] = []  // index into `values` ending a run of each length
  tails.reserveCapacity(64)
  var previous = [Int32](repeating: -1, count: count)
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      for index in 0..<count {
        let value = values[index]
        if let last = tails.last, values[Int(last)] < value {
          previous[index] = last
          tails.append(Int32(truncatingIfNeeded: index))
          continue
        }
        var low = 0
        var high = tails.count
        while low < high {
          let mid = (low + high) >> 1
          if values[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count {
          tails.append(Int32(truncatingIfNeeded: index))
        } else {
          tails[low] = Int32(truncatingIfNeeded: index)
        }
      }
      var index = Int(tails.last ?? -1)
      while index >= 0 {
        stays.insert(index)
        index = Int(previous[index])
      }
    }
  }
}
