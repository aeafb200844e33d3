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
    // The identifiers are hashed here, once each; the rest works on integers only.
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
    // Each old item is first compared with the item after the last one matched in its new
    // section: in a run of unchanged items that comparison finds it without hashing. A
    // mismatch (an item deleted, inserted or moved) costs one lookup, which also moves the
    // cursor on to where the old item is found.
    var flat = 0
    let noItems: [Item] = []
    for section in 0..<before.items.count {
      let items = before.items[section]
      let newSection = plan.sectionTarget[section]
      let candidates = newSection >= 0 ? after.items[newSection] : noItems
      var cursor = 0
      var position = 0
      while position < items.count {
        let item = items[position]
        if cursor < candidates.count && candidates[cursor] == item {
          plan.targetSection[flat] = newSection
          plan.targetPosition[flat] = cursor
          cursor += 1
        } else if let entry = after.entries[item] {
          let found = after.slotPositions[entry.slot]
          plan.targetSection[flat] = found
          plan.targetPosition[flat] = entry.position
          if found == newSection { cursor = entry.position + 1 }
        }
        position += 1
        flat += 1
      }
    }
    func oldFlat(_ items: [Item]) -> [Int] {
      var result: [Int] = []
      for item in items {
        if let entry = before.entries[item] {
          result.append(before.offsets[before.slotPositions[entry.slot]] + entry.position)
        }
      }
      return result
    }
    plan.reloadedItems = oldFlat(new.reloadedItemIdentifiers)
    plan.reconfiguredItems = oldFlat(new.reconfiguredItemIdentifiers)
    plan.solve()
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
  /// Per old item (flattened): its new section and position, -1 when absent.
  var targetSection: [Int]
  var targetPosition: [Int]
  /// Old items (flattened) marked for reloading or reconfiguring.
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []

  /// Old index of each new section, -1 when it is inserted (or a replacement).
  var sectionSource: [Int]
  var sectionMoved: [Bool]
  var sectionReloaded: [Bool]
  /// Per old item (flattened): its flattened new position once kept, -1 when deleted.
  var target: [Int]
  var moved: [Bool]
  var reloaded: [Bool]
  /// Per new item (flattened): whether an old item arrives there.
  var claimed: [Bool]

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
    targetSection = Array(repeating: -1, count: oldTotal)
    targetPosition = Array(repeating: -1, count: oldTotal)
    target = Array(repeating: -1, count: oldTotal)
    moved = Array(repeating: false, count: oldTotal)
    reloaded = Array(repeating: false, count: oldTotal)
    claimed = Array(repeating: false, count: newOffsets[newOffsets.count - 1])
  }

  /// Whether old section `section` keeps individually addressed items.
  func oldLive(_ section: Int) -> Bool { sectionTarget[section] >= 0 && !sectionReloaded[section] }

  /// Whether new section `section` receives individually addressed items.
  func newLive(_ section: Int) -> Bool {
    let old = sectionSource[section]
    return old >= 0 && !sectionReloaded[old]
  }

  mutating func solve() {
    matchSections()
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
    var stays = Array(repeating: false, count: order.count)
    markIncreasingRun(order, into: &stays)
    for position in matched.indices where !stays[position] {
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

  mutating func matchItems() {
    var pairs: [Int] = []  // new positions of the items staying in their section pair
    var flat: [Int] = []  // their old flattened indexes
    var stays: [Bool] = []
    for section in oldCounts.indices where oldLive(section) {
      let newSection = sectionTarget[section]
      pairs.removeAll(keepingCapacity: true)
      flat.removeAll(keepingCapacity: true)
      pairs.reserveCapacity(oldCounts[section])
      flat.reserveCapacity(oldCounts[section])
      for index in oldOffsets[section]..<oldOffsets[section + 1] {
        let destination = targetSection[index]
        guard destination >= 0, newLive(destination) else { continue }
        let newFlat = newOffsets[destination] + targetPosition[index]
        target[index] = newFlat
        claimed[newFlat] = true
        if destination == newSection {
          pairs.append(targetPosition[index])
          flat.append(index)
        } else {
          moved[index] = true
        }
      }
      stays.removeAll(keepingCapacity: true)
      stays.append(contentsOf: repeatElement(false, count: pairs.count))
      markIncreasingRun(pairs, into: &stays)
      for index in flat.indices where !stays[index] { moved[flat[index]] = true }
    }
  }

  mutating func applyReloads() {
    for index in reloadedItems {
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
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: Int)] = []
    for section in oldCounts.indices where oldLive(section) {
      let base = oldOffsets[section]
      for item in 0..<oldCounts[section] {
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
    for section in newCounts.indices where newLive(section) {
      let base = newOffsets[section]
      for item in 0..<newCounts[section] where !claimed[base + item] {
        inserts.append(IndexPath(item: item, section: section))
      }
    }
    if !deletes.isEmpty { update.deleteItems(at: deletes) }
    if !inserts.isEmpty { update.insertItems(at: inserts) }
    if !reloads.isEmpty { update.reloadItems(at: reloads) }
    for (from, to) in moves { update.moveItem(at: from, to: newIndexPath(flat: to)) }
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
    for index in reconfiguredItems where target[index] >= 0 && !reloaded[index] {
      result.append(oldIndexPath(flat: index))
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
