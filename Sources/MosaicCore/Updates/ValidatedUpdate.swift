import Foundation

/// An item that keeps its identity across an update (a move) or is replaced in place (a
/// reload): its index path before and after.
package struct ItemRelocation: Hashable, Sendable {
  /// The index path before the update.
  package let from: IndexPath
  /// The index path after the update.
  package let to: IndexPath

  /// Creates a relocation from `from` (before) to `to` (after).
  package init(from: IndexPath, to: IndexPath) {
    self.from = from
    self.to = to
  }
}

/// A section that keeps its identity across an update (a move) or is replaced in place (a
/// reload): its index before and after.
package struct SectionRelocation: Hashable, Sendable {
  /// The section index before the update.
  package let from: Int
  /// The section index after the update.
  package let to: Int

  /// Creates a relocation from `from` (before) to `to` (after).
  package init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// A batch update that `UpdateValidator` accepted: the normalized changes, the update items for
/// the layout and the index mapping. Creating one changes nothing; callers apply it afterwards.
package struct ValidatedUpdate: Sendable {
  /// Items per section before the update.
  package let oldCounts: [Int]
  /// Items per section after the update.
  package let newCounts: [Int]
  /// Where every section and item goes.
  package let mapping: IndexMapping
  let sectionPlan: UpdateSectionPlan
  let deleteKeys: [UpdateItemKey]
  let insertKeys: [UpdateItemKey]
  let reloadPairs: [(from: UpdateItemKey, to: UpdateItemKey)]
  let movePairs: [(from: UpdateItemKey, to: UpdateItemKey)]

  init(
    oldCounts: [Int], newCounts: [Int], mapping: IndexMapping, sections: UpdateSectionPlan,
    deleteKeys: [UpdateItemKey], insertKeys: [UpdateItemKey],
    reloadPairs: [(from: UpdateItemKey, to: UpdateItemKey)],
    movePairs: [(from: UpdateItemKey, to: UpdateItemKey)]
  ) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    self.mapping = mapping
    sectionPlan = sections
    self.deleteKeys = deleteKeys
    self.insertKeys = insertKeys
    self.reloadPairs = reloadPairs
    self.movePairs = movePairs
  }

  /// Sections deleted explicitly (old indexes; reloads not included).
  package var deletedSections: IndexSet { IndexSet(sectionPlan.deletedSorted) }
  /// Sections inserted explicitly (new indexes; reloads not included).
  package var insertedSections: IndexSet { IndexSet(sectionPlan.insertedSorted) }
  /// Reloaded sections: old index and the index of the replacement, ascending.
  package var reloadedSections: [SectionRelocation] {
    sectionPlan.reloadedSorted.map { SectionRelocation(from: $0, to: sectionPlan.oldToNew[$0]) }
  }
  /// Moved sections, in request order (exact repeats removed).
  package var movedSections: [SectionRelocation] {
    sectionPlan.moves.map { SectionRelocation(from: $0.from, to: $0.to) }
  }
  /// Items deleted explicitly (old index paths, ascending), without those inside deleted or
  /// reloaded sections.
  package var deletedItems: [IndexPath] { deleteKeys.map(Self.path) }
  /// Items inserted explicitly (new index paths, ascending), without those inside inserted or
  /// reloaded sections.
  package var insertedItems: [IndexPath] { insertKeys.map(Self.path) }
  /// Reloaded items: old index path and the index path of the replacement, ascending.
  package var reloadedItems: [ItemRelocation] {
    reloadPairs.map { ItemRelocation(from: Self.path($0.from), to: Self.path($0.to)) }
  }
  /// Moved items, in request order (exact repeats removed).
  package var movedItems: [ItemRelocation] {
    movePairs.map { ItemRelocation(from: Self.path($0.from), to: Self.path($0.to)) }
  }

  /// The update items in the order UIKit hands them to `prepare(forCollectionViewUpdates:)`:
  /// deletes (descending by index path), inserts (ascending), reloads (ascending by old index
  /// path), moves (ascending by old index path). Section-level items use `[section,
  /// NSNotFound]`, so in each ordering they sort after the items of the same section. Computed
  /// on each access.
  package var updateItems: [UpdateItem] {
    let sections = sectionPlan
    var items: [UpdateItem] = []
    items.reserveCapacity(
      deleteKeys.count + insertKeys.count + reloadPairs.count + movePairs.count
        + sections.deletedSorted.count + sections.insertedSorted.count
        + sections.reloadedSorted.count + sections.moves.count)
    func sectionKey(_ section: Int) -> UpdateItemKey { UpdateItemKey(section, NSNotFound) }
    var deletes = deleteKeys + sections.deletedSorted.map(sectionKey)
    deletes.sort(by: >)
    for key in deletes {
      items.append(
        UpdateItem(
          indexPathBeforeUpdate: Self.path(key), indexPathAfterUpdate: nil, updateAction: .delete))
    }
    var inserts = insertKeys + sections.insertedSorted.map(sectionKey)
    inserts.sort()
    for key in inserts {
      items.append(
        UpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: Self.path(key), updateAction: .insert))
    }
    var reloads = reloadPairs
    reloads += sections.reloadedSorted.map { (sectionKey($0), sectionKey(sections.oldToNew[$0])) }
    reloads.sort { $0.from < $1.from }
    var moves = movePairs
    moves += sections.moves.map { (sectionKey($0.from), sectionKey($0.to)) }
    moves.sort { $0.from < $1.from }
    for (action, pairs) in [(UpdateItem.Action.reload, reloads), (.move, moves)] {
      for (from, to) in pairs {
        items.append(
          UpdateItem(
            indexPathBeforeUpdate: Self.path(from), indexPathAfterUpdate: Self.path(to),
            updateAction: action))
      }
    }
    return items
  }

  static func path(_ key: UpdateItemKey) -> IndexPath {
    IndexPath(item: key.item, section: key.section)
  }

  /// The model a correct data source holds after the update, built from the old `model` (which
  /// must have `oldCounts` items per section): kept and moved elements are carried over, and
  /// `newElement` supplies the element of each inserted or reloaded position (including every
  /// item of an inserted or reloaded section), called in ascending index path order.
  package func apply<T>(to model: [[T]], newElement: (IndexPath) throws -> T) rethrows -> [[T]] {
    precondition(
      model.map(\.count) == oldCounts, "the model does not have the counts before the update")
    var result: [[T]] = []
    result.reserveCapacity(newCounts.count)
    for newSection in newCounts.indices {
      let count = newCounts[newSection]
      var items: [T] = []
      items.reserveCapacity(count)
      let oldSection = mapping.newToOldSection[newSection]
      if oldSection == NSNotFound || mapping.newSectionReloaded[newSection] {
        for item in 0..<count {
          items.append(try newElement(IndexPath(item: item, section: newSection)))
        }
        result.append(items)
        continue
      }
      let added = mapping.addedNew[newSection]
      let movedIn = mapping.moveTargetsNew[newSection]
      let movedInSources = mapping.moveSourcesNew[newSection]
      let removed = mapping.removedOld[oldSection]
      let reloaded = mapping.reloadedOld[oldSection]
      let old = model[oldSection]
      var nextAdded = 0
      var nextMovedIn = 0
      var nextRemoved = 0
      var nextReloaded = 0
      var oldItem = 0
      for item in 0..<count {
        if nextAdded < added.count && added[nextAdded] == item {
          nextAdded += 1
          if nextMovedIn < movedIn.count && movedIn[nextMovedIn] == item {
            let source = movedInSources[nextMovedIn]
            nextMovedIn += 1
            items.append(model[source.section][source.item])
          } else {
            items.append(try newElement(IndexPath(item: item, section: newSection)))
          }
          continue
        }
        while nextRemoved < removed.count && removed[nextRemoved] == oldItem {
          nextRemoved += 1
          oldItem += 1
        }
        if nextReloaded < reloaded.count && reloaded[nextReloaded] == oldItem {
          nextReloaded += 1
          items.append(try newElement(IndexPath(item: item, section: newSection)))
        } else {
          items.append(old[oldItem])
        }
        oldItem += 1
      }
      result.append(items)
    }
    return result
  }
}
