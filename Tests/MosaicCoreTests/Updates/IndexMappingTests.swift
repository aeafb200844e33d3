import Foundation
import MosaicCore
import Testing

@Suite("IndexMapping and apply")
struct IndexMappingTests {
  /// Every old item's new index path (nil where it leaves), section by section.
  func newPaths(_ update: ValidatedUpdate) -> [[IndexPath?]] {
    update.oldCounts.indices.map { section in
      (0..<update.oldCounts[section]).map {
        update.mapping.newIndexPath(forOld: ip(section, $0))
      }
    }
  }

  /// Every new item's old index path (nil where it arrives), section by section.
  func oldPaths(_ update: ValidatedUpdate) -> [[IndexPath?]] {
    update.newCounts.indices.map { section in
      (0..<update.newCounts[section]).map {
        update.mapping.oldIndexPath(forNew: ip(section, $0))
      }
    }
  }

  @Test func deletesAndInsertsInOneSection() throws {
    let batch = makeBatch {
      $0.deleteItems(at: [ip(0, 3), ip(0, 1)])
      $0.insertItems(at: [ip(0, 0)])
    }
    let update = try #require(accepted(batch, old: [5], new: [4]))
    #expect(newPaths(update) == [[ip(0, 1), nil, ip(0, 2), nil, ip(0, 3)]])
    #expect(oldPaths(update) == [[nil, ip(0, 0), ip(0, 2), ip(0, 4)]])
    let model = [["a", "b", "c", "d", "e"]]
    #expect(update.apply(to: model) { "new\($0.item)" } == [["new0", "a", "c", "e"]])
  }

  @Test func movesAcrossSections() throws {
    let batch = makeBatch {
      $0.moveItem(at: ip(0, 0), to: ip(1, 1))
      $0.moveItem(at: ip(1, 0), to: ip(0, 2))
      $0.moveItem(at: ip(1, 1), to: ip(0, 0))
    }
    let update = try #require(accepted(batch, old: [3, 3], new: [4, 2]))
    let model = [["a", "b", "c"], ["x", "y", "z"]]
    #expect(update.apply(to: model) { _ in "?" } == [["y", "b", "x", "c"], ["z", "a"]])
    #expect(update.mapping.newIndexPath(forOld: ip(0, 0)) == ip(1, 1))
    #expect(update.mapping.oldIndexPath(forNew: ip(1, 1)) == ip(0, 0))
    #expect(update.mapping.newIndexPath(forOld: ip(1, 2)) == ip(1, 0))
  }

  @Test func sectionMovesWithItemMoves() throws {
    // Sections [A B C] become [C A B]; an item of A goes to the front of C, an item of C
    // joins B, and B loses its first item.
    let batch = makeBatch {
      $0.moveSection(2, toSection: 0)
      $0.moveItem(at: ip(0, 1), to: ip(0, 0))
      $0.moveItem(at: ip(2, 0), to: ip(2, 1))
      $0.deleteItems(at: [ip(1, 0)])
    }
    let model = [["a0", "a1", "a2"], ["b0", "b1"], ["c0", "c1"]]
    let update = try #require(accepted(batch, old: itemCounts(model), new: [2, 2, 2]))
    #expect(update.mapping.newSection(forOld: 2) == 0)
    #expect(update.mapping.newSection(forOld: 0) == 1)
    #expect(update.mapping.oldSection(forNew: 2) == 1)
    #expect(
      update.apply(to: model) { _ in "?" } == [["a1", "c1"], ["a0", "a2"], ["b1", "c0"]])
    #expect(
      newPaths(update) == [
        [ip(1, 0), ip(0, 0), ip(1, 1)], [nil, ip(2, 0)], [ip(2, 1), ip(0, 1)],
      ])
  }

  @Test func reloadsKeepTheirPlaceAsNewElements() throws {
    let batch = makeBatch {
      $0.reloadItems(at: [ip(0, 2)])
      $0.deleteItems(at: [ip(0, 0)])
      $0.insertItems(at: [ip(0, 3)])
    }
    let update = try #require(accepted(batch, old: [4], new: [4]))
    #expect(update.reloadedItems == [ItemRelocation(from: ip(0, 2), to: ip(0, 1))])
    #expect(update.mapping.newIndexPath(forOld: ip(0, 2)) == nil)
    #expect(update.mapping.newReloadedIndexPath(forOld: ip(0, 2)) == ip(0, 1))
    #expect(update.mapping.oldIndexPath(forNew: ip(0, 1)) == nil)
    #expect(update.mapping.oldReloadedIndexPath(forNew: ip(0, 1)) == ip(0, 2))
    var asked: [IndexPath] = []
    let result = update.apply(to: [["a", "b", "c", "d"]]) { path in
      asked.append(path)
      return "new\(path.item)"
    }
    #expect(result == [["b", "new1", "d", "new3"]])
    #expect(asked == [ip(0, 1), ip(0, 3)])
  }

  @Test func sectionReloadsDeletesAndInserts() throws {
    let batch = makeBatch {
      $0.reloadSections([2])
      $0.deleteSections([0])
      $0.insertSections([0, 3])
      $0.insertItems(at: [ip(1, 0)])
    }
    let model = [["a"], ["b"], ["c", "c"]]
    let update = try #require(accepted(batch, old: itemCounts(model), new: [1, 2, 3, 0]))
    #expect(update.mapping.newSection(forOld: 0) == nil)
    #expect(update.mapping.newSection(forOld: 1) == 1)
    #expect(update.mapping.newSection(forOld: 2) == nil)
    #expect(update.mapping.newReloadedSection(forOld: 2) == 2)
    #expect(update.mapping.oldReloadedSection(forNew: 2) == 2)
    #expect(update.mapping.oldSection(forNew: 0) == nil)
    #expect(update.mapping.oldSection(forNew: 3) == nil)
    #expect(update.reloadedSections == [SectionRelocation(from: 2, to: 2)])
    #expect(
      update.apply(to: model) { "n\($0.section).\($0.item)" }
        == [["n0.0"], ["n1.0", "b"], ["n2.0", "n2.1", "n2.2"], []])
  }

  @Test func updateItemsFollowUIKitsOrder() throws {
    let batch = makeBatch {
      $0.insertItems(at: [ip(1, 0), ip(0, 0)])
      $0.moveItem(at: ip(1, 2), to: ip(0, 1))
      $0.deleteItems(at: [ip(0, 0), ip(1, 1)])
      $0.reloadItems(at: [ip(1, 0)])
      $0.deleteSections([2])
      $0.moveItem(at: ip(0, 2), to: ip(1, 2))
    }
    let update = try #require(accepted(batch, old: [3, 3, 1], new: [3, 3]))
    let section2 = UpdateItem.sectionIndexPath(2)
    #expect(
      update.updateItems == [
        UpdateItem(
          indexPathBeforeUpdate: section2, indexPathAfterUpdate: nil, updateAction: .delete),
        UpdateItem(
          indexPathBeforeUpdate: ip(1, 1), indexPathAfterUpdate: nil, updateAction: .delete),
        UpdateItem(
          indexPathBeforeUpdate: ip(0, 0), indexPathAfterUpdate: nil, updateAction: .delete),
        UpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0, 0), updateAction: .insert),
        UpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(1, 0), updateAction: .insert),
        UpdateItem(
          indexPathBeforeUpdate: ip(1, 0), indexPathAfterUpdate: ip(1, 1), updateAction: .reload),
        UpdateItem(
          indexPathBeforeUpdate: ip(0, 2), indexPathAfterUpdate: ip(1, 2), updateAction: .move),
        UpdateItem(
          indexPathBeforeUpdate: ip(1, 2), indexPathAfterUpdate: ip(0, 1), updateAction: .move),
      ])
    #expect(update.updateItems[0].isSectionOperation)
    #expect(!update.updateItems[1].isSectionOperation)
    #expect(section2 == IndexPath(indexes: [2, NSNotFound]))
    #expect(UpdateItem.describe(ip(0, 3)) == "{length = 2, path = 0 - 3}")
  }

  @Test func outOfRangeQueriesAnswerNil() throws {
    let update = try #require(accepted(CollectionUpdate(), old: [2], new: [2]))
    #expect(update.mapping.newIndexPath(forOld: ip(0, 2)) == nil)
    #expect(update.mapping.newIndexPath(forOld: ip(1, 0)) == nil)
    #expect(update.mapping.oldIndexPath(forNew: ip(0, -1)) == nil)
    #expect(update.mapping.newSection(forOld: 5) == nil)
    #expect(update.mapping.newIndexPath(forOld: ip(0, 1)) == ip(0, 1))
  }
}
