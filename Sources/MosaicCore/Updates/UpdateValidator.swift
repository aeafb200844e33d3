import Foundation

/// Checks a whole batch update against the item counts before and after it, the way
/// `UICollectionView` does at the end of `performBatchUpdates`, and computes its index mapping.
///
/// Validation is pure and complete: it either throws UIKit's `NSInternalInconsistencyException`
/// reason for the first problem found or returns a `ValidatedUpdate`; nothing is applied in
/// between. It runs in O(k log k + s) for k operations and s sections, independent of the
/// number of items.
///
/// Rules (UIKit's): deletes, reloads and move sources use index paths before the update;
/// inserts and move destinations use index paths after it; a reload is a delete plus an insert
/// at the position the element keeps. Item deletes and reloads inside a deleted or reloaded
/// section, and item inserts inside an inserted or reloaded section, are ignored (the section
/// operation covers them). Repeating a delete or an insert is rejected; repeating a reload or
/// an identical move is harmless.
///
/// Checks run in this order, so the first failing one names the problem: section repeats,
/// section reload/delete conflicts, section ranges (deletes descending, inserts ascending),
/// section moves (request order), the number of sections, item deletes and reloads (repeats,
/// conflicts, then the largest out-of-range one), item inserts (the smallest out-of-range one),
/// item moves (request order, then repeated sources and targets), and last the number of items
/// of every section that exists before and after the update (ascending new section).
package enum UpdateValidator {
  /// Validates `batch` against the item counts of every section before (`oldCounts`) and
  /// after (`newCounts`) the update, throwing UIKit's message for the first violation.
  package static func validate(_ batch: CollectionUpdate, oldCounts: [Int], newCounts: [Int])
    throws(UpdateError) -> ValidatedUpdate
  {
    precondition(
      oldCounts.allSatisfy { $0 >= 0 } && newCounts.allSatisfy { $0 >= 0 },
      "item counts cannot be negative")
    let requests = UpdateRequests(batch)
    let sections = try UpdateSectionPlan(
      requests, oldCount: oldCounts.count, newCount: newCounts.count)
    let items = try UpdateItemPlan(
      requests, sections: sections, oldCounts: oldCounts, newCounts: newCounts)
    try items.checkCounts(sections: sections, oldCounts: oldCounts, newCounts: newCounts)
    return items.makeUpdate(sections: sections, oldCounts: oldCounts, newCounts: newCounts)
  }
}

/// The operations of a batch, sorted by kind, in request order.
struct UpdateRequests {
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var itemDeletes: [UpdateItemKey] = []
  var itemInserts: [UpdateItemKey] = []
  var itemReloads: [UpdateItemKey] = []
  var itemMoves: [(from: UpdateItemKey, to: UpdateItemKey)] = []

  init(_ batch: CollectionUpdate) {
    func keys(_ paths: [IndexPath]) -> [UpdateItemKey] {
      paths.map { UpdateItemKey($0.section, $0.item) }
    }
    for operation in batch.operations {
      switch operation {
      case .insertItems(let paths): itemInserts += keys(paths)
      case .deleteItems(let paths): itemDeletes += keys(paths)
      case .reloadItems(let paths): itemReloads += keys(paths)
      case .moveItem(let from, let to):
        itemMoves.append(
          (UpdateItemKey(from.section, from.item), UpdateItemKey(to.section, to.item)))
      case .insertSections(let set): sectionInserts += Array(set)
      case .deleteSections(let set): sectionDeletes += Array(set)
      case .reloadSections(let set): sectionReloads += Array(set)
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      }
    }
  }
}

/// The validated section-level changes and the section mapping.
struct UpdateSectionPlan {
  let oldCount: Int
  let newCount: Int
  var deleted: [Bool]
  var inserted: [Bool]
  var reloadedOld: [Bool]
  var reloadedNew: [Bool]
  var oldToNew: [Int]
  var newToOld: [Int]
  var moves: [(from: Int, to: Int)] = []
  var deletedSorted: [Int]
  var insertedSorted: [Int]
  var reloadedSorted: [Int]

  /// Whether the items of old section `section` are addressed individually (it is neither
  /// deleted nor reloaded). `section` must exist.
  func oldKeepsItems(_ section: Int) -> Bool { !deleted[section] && !reloadedOld[section] }

  /// Whether new section `section` receives individually addressed items (it is neither
  /// inserted nor a reloaded replacement). `section` must exist.
  func newKeepsItems(_ section: Int) -> Bool { !inserted[section] && !reloadedNew[section] }

  init(_ requests: UpdateRequests, oldCount: Int, newCount: Int) throws(UpdateError) {
    self.oldCount = oldCount
    self.newCount = newCount
    var deleteSet = Set<Int>()
    for section in requests.sectionDeletes where !deleteSet.insert(section).inserted {
      throw UpdateError("attempt to delete section \(section) more than once")
    }
    var insertSet = Set<Int>()
    for section in requests.sectionInserts where !insertSet.insert(section).inserted {
      throw UpdateError("attempt to insert section \(section) more than once")
    }
    let reloadSet = Set(requests.sectionReloads)
    for section in reloadSet.sorted() where deleteSet.contains(section) {
      let path = UpdateItem.describe(section: section, item: NSNotFound)
      throw UpdateError("attempt to delete and reload the same index path (\(path))")
    }
    for section in deleteSet.union(reloadSet).sorted(by: >) where section < 0 || section >= oldCount
    {
      throw UpdateError(
        "attempt to delete section \(section), but there are only \(oldCount) sections before the update"
      )
    }
    for section in insertSet.sorted() where section < 0 || section >= newCount {
      throw UpdateError(
        "attempt to insert section \(section) but there are only \(newCount) sections after the update"
      )
    }
    var targetOf: [Int: Int] = [:]
    var sourceOf: [Int: Int] = [:]
    for (from, to) in requests.sectionMoves {
      guard from >= 0, from < oldCount else {
        throw UpdateError(
          "attempt to move section \(from), but there are only \(oldCount) sections before the update"
        )
      }
      guard to >= 0, to < newCount else {
        throw UpdateError(
          "attempt to move section \(from) to section \(to), but there are only \(newCount) sections after the update"
        )
      }
      if deleteSet.contains(from) || reloadSet.contains(from) {
        throw UpdateError("attempt to perform a delete and a move from the same section (\(from))")
      }
      if insertSet.contains(to) {
        throw UpdateError("attempt to perform an insert and a move to the same section (\(to))")
      }
      if let previous = targetOf[from] {
        if previous == to { continue }
        throw UpdateError(
          "attempt to move section \(from) to both section \(previous) and section \(to)")
      }
      if let previous = sourceOf[to] {
        throw UpdateError(
          "attempt to move both section \(previous) and section \(from) to section \(to)")
      }
      targetOf[from] = to
      sourceOf[to] = from
      moves.append((from, to))
    }
    let insertedCount = insertSet.count + reloadSet.count
    let deletedCount = deleteSet.count + reloadSet.count
    guard newCount == oldCount + insertedCount - deletedCount else {
      throw .invalidSectionCount(
        new: newCount, old: oldCount, inserted: insertedCount, deleted: deletedCount)
    }

    deleted = Array(repeating: false, count: oldCount)
    inserted = Array(repeating: false, count: newCount)
    reloadedOld = Array(repeating: false, count: oldCount)
    reloadedNew = Array(repeating: false, count: newCount)
    oldToNew = Array(repeating: NSNotFound, count: oldCount)
    newToOld = Array(repeating: NSNotFound, count: newCount)
    var oldTaken = Array(repeating: false, count: oldCount)
    var newTaken = Array(repeating: false, count: newCount)
    for section in deleteSet {
      deleted[section] = true
      oldTaken[section] = true
    }
    for section in insertSet {
      inserted[section] = true
      newTaken[section] = true
    }
    for (from, to) in moves {
      oldToNew[from] = to
      newToOld[to] = from
      oldTaken[from] = true
      newTaken[to] = true
    }
    // The remaining sections (reloaded ones included) keep their order.
    var next = 0
    for section in 0..<oldCount where !oldTaken[section] {
      while newTaken[next] { next += 1 }
      oldToNew[section] = next
      newToOld[next] = section
      next += 1
    }
    for section in reloadSet {
      reloadedOld[section] = true
      reloadedNew[oldToNew[section]] = true
    }
    deletedSorted = deleteSet.sorted()
    insertedSorted = insertSet.sorted()
    reloadedSorted = reloadSet.sorted()
  }
}
