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
/// Cost: O(n) hash lookups for n items and sections, plus O(k log k) for the k kept items of a
/// section whose order changed (O(k) when their order is unchanged).
public struct SnapshotDifference: Sendable {
  /// The batch update: deletes, reloads and move sources use the old snapshot's index paths;
  /// inserts and move destinations the new snapshot's.
  public let update: CollectionUpdate
  /// Old index paths of the items marked with `reconfigureItems(_:)` in the new snapshot that
  /// keep their cell (not deleted, not reloaded, their section neither deleted nor reloaded).
  public let reconfiguredItems: [IndexPath]
  /// Items per section of the old snapshot.
  public let oldCounts: [Int]
  /// Items per section of the new snapshot.
  public let newCounts: [Int]

  /// Computes the update from the snapshot `old` to the snapshot `new`, taking reloads and
  /// reconfigures from `new`'s marks.
  public init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let before = SnapshotState(old.storage)
    let after = SnapshotState(new.storage)
    var builder = DifferenceBuilder(before: before, after: after)
    builder.matchSections(reloaded: new.reloadedSectionIdentifiers)
    builder.matchItems()
    builder.applyReloads(new.reloadedItemIdentifiers)
    update = builder.makeUpdate()
    reconfiguredItems = builder.reconfigured(new.reconfiguredItemIdentifiers)
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
  let entries: [Item: SnapshotStorage<Section, Item>.Entry]
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
    entries = storage.entries
    slotPositions = storage.slotPositions()
    offsets = storage.offsets()
  }
}

/// The working state of one difference computation: flat arrays indexed by section or by
/// flattened item position.
struct DifferenceBuilder<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  let before: SnapshotState<Section, Item>
  let after: SnapshotState<Section, Item>
  /// New index of each old section, -1 when it is deleted (or replaced).
  var oldToNew: [Int]
  /// Old index of each new section, -1 when it is inserted (or a replacement).
  var newToOld: [Int]
  var sectionMoved: [Bool]
  var sectionReloaded: [Bool]
  /// Per old item (flattened), its flattened new position, -1 when it is deleted.
  var target: [Int]
  /// Per old item (flattened): whether it moves.
  var moved: [Bool]
  /// Per old item (flattened): whether it is reloaded in place.
  var reloaded: [Bool]
  /// Per new item (flattened): whether an old item arrives there.
  var claimed: [Bool]

  init(before: SnapshotState<Section, Item>, after: SnapshotState<Section, Item>) {
    self.before = before
    self.after = after
    oldToNew = Array(repeating: -1, count: before.sections.count)
    newToOld = Array(repeating: -1, count: after.sections.count)
    sectionMoved = Array(repeating: false, count: before.sections.count)
    sectionReloaded = Array(repeating: false, count: before.sections.count)
    let oldTotal = before.offsets.last ?? 0
    target = Array(repeating: -1, count: oldTotal)
    moved = Array(repeating: false, count: oldTotal)
    reloaded = Array(repeating: false, count: oldTotal)
    claimed = Array(repeating: false, count: after.offsets.last ?? 0)
  }

  /// Whether old section `section` keeps individually addressed items.
  func oldLive(_ section: Int) -> Bool { oldToNew[section] >= 0 && !sectionReloaded[section] }

  /// Whether new section `section` receives individually addressed items.
  func newLive(_ section: Int) -> Bool {
    let old = newToOld[section]
    return old >= 0 && !sectionReloaded[old]
  }

  mutating func matchSections(reloaded: [Section]) {
    var order: [Int] = []  // new indexes of the matched old sections, in old order
    var matched: [Int] = []  // their old indexes
    for (index, section) in before.sections.enumerated() {
      guard let slot = after.sectionSlot[section] else { continue }
      let new = after.slotPositions[slot]
      oldToNew[index] = new
      newToOld[new] = index
      order.append(new)
      matched.append(index)
    }
    var stays = Array(repeating: false, count: order.count)
    markIncreasingRun(order, into: &stays)
    for (position, index) in matched.enumerated() where !stays[position] {
      sectionMoved[index] = true
    }
    for section in reloaded {
      guard let slot = before.sectionSlot[section] else { continue }
      let index = before.slotPositions[slot]
      guard oldToNew[index] >= 0 else { continue }
      if sectionMoved[index] {
        // Reloaded and moved: deleted and inserted afresh.
        newToOld[oldToNew[index]] = -1
        oldToNew[index] = -1
        sectionMoved[index] = false
      } else {
        sectionReloaded[index] = true
      }
    }
  }

  mutating func matchItems() {
    var pairs: [Int] = []  // new positions of the items staying in their section pair
    var flat: [Int] = []  // their old flattened indexes
    var stays: [Bool] = []
    for section in before.sections.indices where oldLive(section) {
      let newSection = oldToNew[section]
      let base = before.offsets[section]
      pairs.removeAll(keepingCapacity: true)
      flat.removeAll(keepingCapacity: true)
      for (position, item) in before.items[section].enumerated() {
        guard let entry = after.entries[item] else { continue }
        let destination = after.slotPositions[entry.slot]
        guard newLive(destination) else { continue }
        let newFlat = after.offsets[destination] + entry.position
        target[base + position] = newFlat
        claimed[newFlat] = true
        if destination == newSection {
          pairs.append(entry.position)
          flat.append(base + position)
        } else {
          moved[base + position] = true
        }
      }
      stays.removeAll(keepingCapacity: true)
      stays.append(contentsOf: repeatElement(false, count: pairs.count))
      markIncreasingRun(pairs, into: &stays)
      for index in flat.indices where !stays[index] { moved[flat[index]] = true }
    }
  }

  mutating func applyReloads(_ identifiers: [Item]) {
    for item in identifiers {
      guard let entry = before.entries[item] else { continue }
      let section = before.slotPositions[entry.slot]
      guard oldLive(section) else { continue }
      let index = before.offsets[section] + entry.position
      let newFlat = target[index]
      guard newFlat >= 0 else { continue }
      if moved[index] {
        moved[index] = false
        target[index] = -1
        claimed[newFlat] = false
      } else {
        reloaded[index] = true
      }
    }
  }

  func makeUpdate() -> CollectionUpdate {
    var update = CollectionUpdate()
    let deletedSections = IndexSet(before.sections.indices.filter { oldToNew[$0] < 0 })
    if !deletedSections.isEmpty { update.deleteSections(deletedSections) }
    let insertedSections = IndexSet(after.sections.indices.filter { newToOld[$0] < 0 })
    if !insertedSections.isEmpty { update.insertSections(insertedSections) }
    let reloadedSections = IndexSet(before.sections.indices.filter { sectionReloaded[$0] })
    if !reloadedSections.isEmpty { update.reloadSections(reloadedSections) }
    for section in before.sections.indices where sectionMoved[section] {
      update.moveSection(section, toSection: oldToNew[section])
    }

    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: Int)] = []
    for section in before.sections.indices where oldLive(section) {
      let base = before.offsets[section]
      for item in 0..<before.items[section].count {
        let index = base + item
        if target[index] < 0 {
          deletes.append(IndexPath(item: item, section: section))
        } else if moved[index] {
          moves.append((IndexPath(item: item, section: section), target[index]))
        } else if reloaded[index] {
          reloads.append(IndexPath(item: item, section: section))
        }
      }
    }
    var inserts: [IndexPath] = []
    for section in after.sections.indices where newLive(section) {
      let base = after.offsets[section]
      for item in 0..<after.items[section].count where !claimed[base + item] {
        inserts.append(IndexPath(item: item, section: section))
      }
    }
    if !deletes.isEmpty { update.deleteItems(at: deletes) }
    if !inserts.isEmpty { update.insertItems(at: inserts) }
    if !reloads.isEmpty { update.reloadItems(at: reloads) }
    for (from, to) in moves { update.moveItem(at: from, to: newIndexPath(flat: to)) }
    return update
  }

  /// The new index path of a flattened new position.
  func newIndexPath(flat: Int) -> IndexPath {
    // The last section starting at or before `flat` (sections may be empty).
    var low = 0
    var high = after.sections.count - 1
    while low < high {
      let mid = (low + high + 1) >> 1
      if after.offsets[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    return IndexPath(item: flat - after.offsets[low], section: low)
  }

  func reconfigured(_ identifiers: [Item]) -> [IndexPath] {
    var result: [IndexPath] = []
    for item in identifiers {
      guard let entry = before.entries[item] else { continue }
      let section = before.slotPositions[entry.slot]
      guard oldLive(section) else { continue }
      let index = before.offsets[section] + entry.position
      guard target[index] >= 0, !reloaded[index] else { continue }
      result.append(IndexPath(item: entry.position, section: section))
    }
    return result
  }
}

/// Marks in `stays` (as long as `values`) one longest strictly increasing subsequence of
/// `values` (distinct integers). O(n) when `values` is already increasing, O(n log n) otherwise.
func markIncreasingRun(_ values: [Int], into stays: inout [Bool]) {
  var increasing = true
  for index in values.indices.dropFirst() where values[index] < values[index - 1] {
    increasing = false
    break
  }
  if increasing {
    for index in values.indices { stays[index] = true }
    return
  }
  var tails: [Int] = []  // index into `values` ending a run of each length
  var previous = Array(repeating: -1, count: values.count)
  tails.reserveCapacity(values.count)
  for index in values.indices {
    let value = values[index]
    if let last = tails.last, values[last] < value {
      previous[index] = last
      tails.append(index)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) >> 1
      if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var index = tails.last ?? -1
  while index >= 0 {
    stays[index] = true
    index = previous[index]
  }
}
