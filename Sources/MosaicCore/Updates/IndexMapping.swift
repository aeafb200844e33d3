import Foundation

/// Where every section and item of a validated batch update goes: old positions to new ones and
/// back.
///
/// The semantics are UIKit's: deleted sections and items (old coordinates) leave, inserted ones
/// (new coordinates) arrive, moves keep identity from their old position to their new one, and
/// everything else keeps its relative order, filling the new positions nobody claimed, in
/// order. A reload is a delete plus an insert at the position the element would otherwise have
/// kept, so the plain queries answer nil for reloaded elements and the `…Reloaded…` queries pair
/// the two positions.
///
/// Nothing per item is materialized: each section keeps the sorted positions that leave (old)
/// and that arrive (new); a query is a dictionary lookup for moves plus two binary searches,
/// O(log k) for k changes in the section.
package struct IndexMapping: Sendable {
  /// Items per section before the update.
  package let oldCounts: [Int]
  /// Items per section after the update.
  package let newCounts: [Int]
  /// For each old section its new index (reloaded sections included); NSNotFound if deleted.
  let oldToNewSection: [Int]
  /// For each new section its old index (reloaded sections included); NSNotFound if inserted.
  let newToOldSection: [Int]
  let oldSectionReloaded: [Bool]
  let newSectionReloaded: [Bool]
  /// Per old section, the sorted item positions that leave it: deletes and move sources.
  let removedOld: [[Int]]
  /// Per new section, the sorted item positions claimed explicitly: inserts and move targets.
  let addedNew: [[Int]]
  /// Per old section, the sorted items moved away, with their destinations alongside.
  let moveSourcesOld: [[Int]]
  let moveTargetsOld: [[UpdateItemKey]]
  /// Per new section, the sorted items moved in, with their sources alongside.
  let moveTargetsNew: [[Int]]
  let moveSourcesNew: [[UpdateItemKey]]
  /// Per old section, the sorted reloaded items.
  let reloadedOld: [[Int]]
  /// Per new section, the sorted positions of reloaded items' replacements.
  var reloadedNew: [[Int]]

  // MARK: Sections

  /// The index after the update of the old section `section`, or nil if it was deleted or
  /// reloaded (or does not exist).
  package func newSection(forOld section: Int) -> Int? {
    guard oldToNewSection.indices.contains(section), !oldSectionReloaded[section] else {
      return nil
    }
    let new = oldToNewSection[section]
    return new == NSNotFound ? nil : new
  }

  /// The index before the update of the new section `section`, or nil if it was inserted or is
  /// the new copy of a reloaded section (or does not exist).
  package func oldSection(forNew section: Int) -> Int? {
    guard newToOldSection.indices.contains(section), !newSectionReloaded[section] else {
      return nil
    }
    let old = newToOldSection[section]
    return old == NSNotFound ? nil : old
  }

  /// For an old section that was reloaded, the index its replacement has after the update.
  package func newReloadedSection(forOld section: Int) -> Int? {
    guard oldToNewSection.indices.contains(section), oldSectionReloaded[section] else {
      return nil
    }
    return oldToNewSection[section]
  }

  /// For a new section that replaces a reloaded one, the index the reloaded section had before.
  package func oldReloadedSection(forNew section: Int) -> Int? {
    guard newToOldSection.indices.contains(section), newSectionReloaded[section] else {
      return nil
    }
    return newToOldSection[section]
  }

  // MARK: Items

  /// The index path after the update of the item at `indexPath` before it, or nil if the item
  /// was deleted or reloaded, its section was deleted or reloaded, or it does not exist.
  package func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    let key = UpdateItemKey(indexPath.section, indexPath.item)
    guard !isReloaded(old: key), let new = survivingNew(forOld: key) else { return nil }
    return IndexPath(item: new.item, section: new.section)
  }

  /// The index path before the update of the item at `indexPath` after it, or nil if the item
  /// was inserted or is the new copy of a reloaded item, its section is new or reloaded, or it
  /// does not exist.
  package func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    let key = UpdateItemKey(indexPath.section, indexPath.item)
    guard !isReloaded(new: key), let old = survivingOld(forNew: key) else { return nil }
    return IndexPath(item: old.item, section: old.section)
  }

  /// For an item reloaded by `reloadItems(at:)` (old index path), where its replacement is after
  /// the update; nil for any other item.
  package func newReloadedIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    let key = UpdateItemKey(indexPath.section, indexPath.item)
    guard isReloaded(old: key), let new = survivingNew(forOld: key) else { return nil }
    return IndexPath(item: new.item, section: new.section)
  }

  /// For the replacement of a reloaded item (new index path), where the reloaded item was
  /// before the update; nil for any other item.
  package func oldReloadedIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    let key = UpdateItemKey(indexPath.section, indexPath.item)
    guard isReloaded(new: key), let old = survivingOld(forNew: key) else { return nil }
    return IndexPath(item: old.item, section: old.section)
  }

  /// The new position of an old item that is kept (reloaded items count as kept), or nil.
  func survivingNew(forOld key: UpdateItemKey) -> UpdateItemKey? {
    let section = key.section
    guard oldToNewSection.indices.contains(section), !oldSectionReloaded[section],
      key.item >= 0, key.item < oldCounts[section]
    else { return nil }
    let newSection = oldToNewSection[section]
    guard newSection != NSNotFound else { return nil }
    let sources = moveSourcesOld[section]
    if !sources.isEmpty {
      let index = SortedIndexes.lowerBound(sources, key.item)
      if index < sources.count && sources[index] == key.item {
        return moveTargetsOld[section][index]
      }
    }
    let removed = removedOld[section]
    if SortedIndexes.contains(removed, key.item) { return nil }
    let rank = SortedIndexes.rank(key.item, excluding: removed)
    return UpdateItemKey(newSection, SortedIndexes.select(rank, excluding: addedNew[newSection]))
  }

  /// The old position of a new item that was kept (reloaded items count as kept), or nil.
  func survivingOld(forNew key: UpdateItemKey) -> UpdateItemKey? {
    let section = key.section
    guard newToOldSection.indices.contains(section), !newSectionReloaded[section],
      key.item >= 0, key.item < newCounts[section]
    else { return nil }
    let oldSection = newToOldSection[section]
    guard oldSection != NSNotFound else { return nil }
    let targets = moveTargetsNew[section]
    if !targets.isEmpty {
      let index = SortedIndexes.lowerBound(targets, key.item)
      if index < targets.count && targets[index] == key.item {
        return moveSourcesNew[section][index]
      }
    }
    let added = addedNew[section]
    if SortedIndexes.contains(added, key.item) { return nil }
    let rank = SortedIndexes.rank(key.item, excluding: added)
    return UpdateItemKey(oldSection, SortedIndexes.select(rank, excluding: removedOld[oldSection]))
  }

  /// Whether the old item at `key` was reloaded (false for positions that do not exist).
  func isReloaded(old key: UpdateItemKey) -> Bool {
    reloadedOld.indices.contains(key.section)
      && SortedIndexes.contains(reloadedOld[key.section], key.item)
  }

  /// Whether the new item at `key` replaces a reloaded one (false for positions that do not
  /// exist).
  func isReloaded(new key: UpdateItemKey) -> Bool {
    reloadedNew.indices.contains(key.section)
      && SortedIndexes.contains(reloadedNew[key.section], key.item)
  }
}
