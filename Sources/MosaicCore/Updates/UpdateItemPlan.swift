import Foundation

/// The validated item-level changes of a batch, once its sections are known to be valid.
///
/// Everything is kept in sorted arrays (no hashing): duplicates show up as neighbours after
/// sorting and collisions are found by binary search, so validation is O(k log k).
struct UpdateItemPlan {
  /// Explicit deletes outside deleted/reloaded sections (old positions, ascending).
  var deletes: [UpdateItemKey] = []
  /// Explicit inserts outside inserted/reloaded sections (new positions, ascending).
  var inserts: [UpdateItemKey] = []
  /// Reloads outside deleted/reloaded sections, without repeats (old positions, ascending).
  var reloads: [UpdateItemKey] = []
  /// Moves without exact repeats, in request order.
  var moves: [(from: UpdateItemKey, to: UpdateItemKey)] = []

  init(_ requests: UpdateRequests, sections: UpdateSectionPlan, oldCounts: [Int], newCounts: [Int])
    throws(UpdateError)
  {
    let oldSections = oldCounts.count
    let newSections = newCounts.count
    // Deletes and reloads: old index paths. A reload deletes, so it is checked as a delete.
    for list in [requests.itemDeletes, requests.itemReloads] {
      for key in list where key.section < 0 || key.section >= oldSections {
        throw UpdateError(
          "attempt to delete item \(key.item) from section \(key.section), but there are only \(oldSections) sections before the update"
        )
      }
    }
    deletes = requests.itemDeletes.filter { sections.oldKeepsItems($0.section) }
    deletes.sort()
    for index in deletes.indices.dropFirst() where deletes[index] == deletes[index - 1] {
      let key = deletes[index]
      throw UpdateError(
        "attempt to delete item \(key.item) from section \(key.section) more than once")
    }
    reloads = requests.itemReloads.filter { sections.oldKeepsItems($0.section) }
    reloads.sort()
    Self.removeAdjacentRepeats(&reloads)
    if !deletes.isEmpty {
      for key in reloads where SortedIndexes.contains(deletes, key) {
        throw UpdateError(
          "attempt to delete and reload the same index path (\(UpdateError.describe(key)))")
      }
    }
    func beyondOld(_ key: UpdateItemKey) -> Bool {
      key.item < 0 || key.item >= oldCounts[key.section]
    }
    let badDelete = [deletes.filter(beyondOld).max(), reloads.filter(beyondOld).max()]
    if let key = badDelete.compactMap({ $0 }).max() {
      throw UpdateError(
        "attempt to delete item \(key.item) from section \(key.section) which only contains \(oldCounts[key.section]) items before the update"
      )
    }

    // Inserts: new index paths.
    for key in requests.itemInserts where key.section < 0 || key.section >= newSections {
      throw UpdateError(
        "attempt to insert item \(key.item) into section \(key.section), but there are only \(newSections) sections after the update"
      )
    }
    inserts = requests.itemInserts.filter { sections.newKeepsItems($0.section) }
    inserts.sort()
    for index in inserts.indices.dropFirst() where inserts[index] == inserts[index - 1] {
      let key = inserts[index]
      throw UpdateError(
        "attempt to insert item \(key.item) into section \(key.section) more than once")
    }
    if let key = inserts.first(where: { $0.item < 0 || $0.item >= newCounts[$0.section] }) {
      throw UpdateError(
        "attempt to insert item \(key.item) into section \(key.section), but there are only \(newCounts[key.section]) items in section \(key.section) after the update"
      )
    }

    moves = try Self.validateMoves(
      requests.itemMoves, sections: sections, oldCounts: oldCounts, newCounts: newCounts,
      deletes: deletes, reloads: reloads, inserts: inserts)
  }

  /// Checks every move against the counts, the section changes and the other item changes,
  /// and returns the moves without exact repeats, in request order.
  static func validateMoves(
    _ requested: [(from: UpdateItemKey, to: UpdateItemKey)], sections: UpdateSectionPlan,
    oldCounts: [Int],
    newCounts: [Int], deletes: [UpdateItemKey], reloads: [UpdateItemKey], inserts: [UpdateItemKey]
  ) throws(UpdateError) -> [(from: UpdateItemKey, to: UpdateItemKey)] {
    let oldSections = oldCounts.count
    let newSections = newCounts.count
    for (from, to) in requested {
      func fromText() -> String { UpdateError.describe(from) }
      func toText() -> String { UpdateError.describe(to) }
      guard from.section >= 0, from.section < oldSections else {
        throw UpdateError(
          "attempt to move index path (\(fromText())) from a section that does not exist - there are only \(oldSections) sections before the update"
        )
      }
      guard from.item >= 0, from.item < oldCounts[from.section] else {
        throw UpdateError(
          "attempt to move index path (\(fromText())) that does not exist - there are only \(oldCounts[from.section]) items in section \(from.section) before the update"
        )
      }
      guard to.section >= 0, to.section < newSections else {
        throw UpdateError(
          "attempt to move index path (\(fromText())) to index path (\(toText())) in section that does not exist - there are only \(newSections) sections after the update"
        )
      }
      guard to.item >= 0, to.item < newCounts[to.section] else {
        throw UpdateError(
          "attempt to move index path (\(fromText())) to index path (\(toText())) that does not exist - there are only \(newCounts[to.section]) items in section \(to.section) after the update"
        )
      }
      guard sections.oldKeepsItems(from.section) else {
        throw UpdateError("cannot move an item from a deleted section (\(from.section))")
      }
      guard sections.newKeepsItems(to.section) else {
        throw UpdateError("cannot move an item into a newly inserted section (\(to.section))")
      }
      if SortedIndexes.contains(deletes, from) {
        throw UpdateError(
          "attempt to perform a delete and a move from the same index path (\(fromText()))")
      }
      if SortedIndexes.contains(reloads, from) {
        throw UpdateError("attempt to delete and reload the same index path (\(fromText()))")
      }
      if SortedIndexes.contains(inserts, to) {
        throw UpdateError(
          "attempt to perform an insert and a move to the same index path (\(toText()))")
      }
    }
    // Repeats: the same source twice (identical moves collapse), then the same target twice.
    var order = Array(requested.indices)
    order.sort { a, b in
      requested[a].from != requested[b].from ? requested[a].from < requested[b].from : a < b
    }
    var kept: [Int] = []
    kept.reserveCapacity(order.count)
    for index in order {
      if let last = kept.last, requested[last].from == requested[index].from {
        if requested[last].to == requested[index].to { continue }
        throw UpdateError(
          "attempt to move item at index path \(UpdateError.describe(requested[index].from)) to both \(UpdateError.describe(requested[last].to)) and \(UpdateError.describe(requested[index].to))"
        )
      }
      kept.append(index)
    }
    kept.sort { a, b in
      requested[a].to != requested[b].to ? requested[a].to < requested[b].to : a < b
    }
    for position in kept.indices.dropFirst() {
      let first = requested[kept[position - 1]]
      let second = requested[kept[position]]
      if first.to == second.to {
        throw UpdateError(
          "attempt to move both item at index path \(UpdateError.describe(first.from)) and \(UpdateError.describe(second.from)) to \(UpdateError.describe(second.to))"
        )
      }
    }
    kept.sort()
    return kept.map { requested[$0] }
  }

  static func removeAdjacentRepeats(_ sorted: inout [UpdateItemKey]) {
    guard sorted.count > 1 else { return }
    var write = 1
    for read in 1..<sorted.count where sorted[read] != sorted[write - 1] {
      sorted[write] = sorted[read]
      write += 1
    }
    sorted.removeLast(sorted.count - write)
  }

  /// Checks that every section that exists before and after the update ends with the number of
  /// items the operations imply. Reloads count as one insert and one delete; only moves that
  /// change section count as moved in or out.
  func checkCounts(sections: UpdateSectionPlan, oldCounts: [Int], newCounts: [Int])
    throws(UpdateError)
  {
    var inserted = Array(repeating: 0, count: newCounts.count)
    var deleted = Array(repeating: 0, count: oldCounts.count)
    var movedIn = Array(repeating: 0, count: newCounts.count)
    var movedOut = Array(repeating: 0, count: oldCounts.count)
    for key in inserts { inserted[key.section] += 1 }
    for key in deletes { deleted[key.section] += 1 }
    for key in reloads {
      deleted[key.section] += 1
      inserted[sections.oldToNew[key.section]] += 1
    }
    for (from, to) in moves where sections.oldToNew[from.section] != to.section {
      movedOut[from.section] += 1
      movedIn[to.section] += 1
    }
    for newSection in newCounts.indices where sections.newKeepsItems(newSection) {
      let oldSection = sections.newToOld[newSection]
      let expected =
        oldCounts[oldSection] + inserted[newSection] - deleted[oldSection] + movedIn[newSection]
        - movedOut[oldSection]
      guard newCounts[newSection] == expected else {
        throw .invalidItemCount(
          section: newSection, new: newCounts[newSection], old: oldCounts[oldSection],
          inserted: inserted[newSection], deleted: deleted[oldSection],
          movedIn: movedIn[newSection], movedOut: movedOut[oldSection])
      }
    }
  }

  /// Builds the mapping and the validated update.
  func makeUpdate(sections: UpdateSectionPlan, oldCounts: [Int], newCounts: [Int])
    -> ValidatedUpdate
  {
    let empty = Array(repeating: [Int](), count: oldCounts.count)
    let emptyNew = Array(repeating: [Int](), count: newCounts.count)
    var removedOld = empty
    var addedNew = emptyNew
    var moveSourcesOld = empty
    var moveTargetsOld = Array(repeating: [UpdateItemKey](), count: oldCounts.count)
    var moveTargetsNew = emptyNew
    var moveSourcesNew = Array(repeating: [UpdateItemKey](), count: newCounts.count)
    var reloadedOld = empty
    for key in deletes { removedOld[key.section].append(key.item) }
    for key in inserts { addedNew[key.section].append(key.item) }
    for key in reloads { reloadedOld[key.section].append(key.item) }
    for (from, to) in moves.sorted(by: { $0.from < $1.from }) {
      removedOld[from.section].append(from.item)
      moveSourcesOld[from.section].append(from.item)
      moveTargetsOld[from.section].append(to)
    }
    for (from, to) in moves.sorted(by: { $0.to < $1.to }) {
      addedNew[to.section].append(to.item)
      moveTargetsNew[to.section].append(to.item)
      moveSourcesNew[to.section].append(from)
    }
    for section in removedOld.indices where !moveSourcesOld[section].isEmpty {
      removedOld[section].sort()
    }
    for section in addedNew.indices where !moveTargetsNew[section].isEmpty {
      addedNew[section].sort()
    }
    var mapping = IndexMapping(
      oldCounts: oldCounts, newCounts: newCounts, oldToNewSection: sections.oldToNew,
      newToOldSection: sections.newToOld, oldSectionReloaded: sections.reloadedOld,
      newSectionReloaded: sections.reloadedNew, removedOld: removedOld, addedNew: addedNew,
      moveSourcesOld: moveSourcesOld, moveTargetsOld: moveTargetsOld,
      moveTargetsNew: moveTargetsNew, moveSourcesNew: moveSourcesNew, reloadedOld: reloadedOld,
      reloadedNew: emptyNew)
    var reloadedNew = emptyNew
    var reloadPairs: [(from: UpdateItemKey, to: UpdateItemKey)] = []
    reloadPairs.reserveCapacity(reloads.count)
    for key in reloads {
      // Validation guarantees a reloaded item has a position after the update; the reloads of
      // one old section land in one new section, in the same order.
      let new = mapping.survivingNew(forOld: key)!
      reloadedNew[new.section].append(new.item)
      reloadPairs.append((key, new))
    }
    mapping.reloadedNew = reloadedNew
    return ValidatedUpdate(
      oldCounts: oldCounts, newCounts: newCounts, mapping: mapping, sections: sections,
      deleteKeys: deletes, insertKeys: inserts, reloadPairs: reloadPairs, movePairs: moves)
  }
}
