import Foundation
import MosaicCore
import Testing

@Suite("UpdateValidator messages")
struct UpdateValidatorTests {
  @Test func itemCountMismatchUsesUIKitsMessage() {
    #expect(
      rejection(CollectionUpdate(), old: [2], new: [3])
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func itemCountMessageCountsCrossSectionMovesOnly() {
    let batch = makeBatch {
      $0.moveItem(at: ip(0, 0), to: ip(1, 0))
      $0.moveItem(at: ip(0, 1), to: ip(0, 2))
    }
    #expect(
      rejection(batch, old: [3, 3], new: [4, 4])
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."
    )
  }

  @Test func itemCountMessageCountsAReloadAsInsertAndDelete() {
    let batch = makeBatch {
      $0.reloadItems(at: [ip(0, 1)])
      $0.insertItems(at: [ip(0, 0)])
      $0.deleteItems(at: [ip(0, 2), ip(0, 0)])
    }
    #expect(
      rejection(batch, old: [3], new: [3])
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (2 inserted, 3 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func itemCountMessageNamesTheNewSectionAfterSectionMoves() {
    let batch = makeBatch { $0.moveSection(0, toSection: 1) }
    #expect(rejection(batch, old: [2, 5], new: [5, 2]) == nil)
    #expect(
      rejection(batch, old: [2, 5], new: [5, 3])
        == "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func sectionCountMismatchUsesUIKitsMessage() {
    #expect(
      rejection(CollectionUpdate(), old: [4], new: [4, 0])
        == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
    let reload = makeBatch {
      $0.reloadSections([0])
      $0.insertSections([1])
    }
    #expect(
      rejection(reload, old: [1, 1], new: [1, 1])
        == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 1 deleted)."
    )
  }

  @Test func deletingAnItemBeyondTheSection() {
    let batch = makeBatch { $0.deleteItems(at: [ip(0, 10)]) }
    #expect(
      rejection(batch, old: [9], new: [8])
        == "attempt to delete item 10 from section 0 which only contains 9 items before the update")
  }

  @Test func reloadingAnItemBeyondTheSectionIsADeleteError() {
    let batch = makeBatch { $0.reloadItems(at: [ip(0, 9)]) }
    #expect(
      rejection(batch, old: [9], new: [9])
        == "attempt to delete item 9 from section 0 which only contains 9 items before the update")
  }

  @Test func insertingAnItemBeyondTheSection() {
    let batch = makeBatch { $0.insertItems(at: [ip(0, 1)]) }
    #expect(
      rejection(batch, old: [0], new: [1])
        == "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update"
    )
  }

  @Test func itemOperationsInMissingSections() {
    let delete = makeBatch { $0.deleteItems(at: [ip(3, 0)]) }
    #expect(
      rejection(delete, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to delete item 0 from section 3, but there are only 3 sections before the update"
    )
    let insert = makeBatch { $0.insertItems(at: [ip(2, 0)]) }
    #expect(
      rejection(insert, old: [1, 1], new: [1, 1])
        == "attempt to insert item 0 into section 2, but there are only 2 sections after the update"
    )
  }

  @Test func deletingAndReloadingTheSameIndexPath() {
    let batch = makeBatch {
      $0.deleteItems(at: [ip(0, 3)])
      $0.reloadItems(at: [ip(0, 3)])
    }
    #expect(
      rejection(batch, old: [5], new: [4])
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 3})")
  }

  @Test func reloadingAndMovingTheSameIndexPath() {
    let batch = makeBatch {
      $0.reloadItems(at: [ip(0, 1)])
      $0.moveItem(at: ip(0, 1), to: ip(0, 4))
    }
    #expect(
      rejection(batch, old: [5], new: [5])
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func deletingAndReloadingTheSameSection() {
    let batch = makeBatch {
      $0.deleteSections([1])
      $0.reloadSections([1])
    }
    #expect(
      rejection(batch, old: [1, 1], new: [1])
        == "attempt to delete and reload the same index path ({length = 2, path = 1 - 9223372036854775807})"
    )
  }

  @Test func insertingAndMovingToTheSameIndexPath() {
    let batch = makeBatch {
      $0.insertItems(at: [ip(0, 2)])
      $0.moveItem(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(
      rejection(batch, old: [5], new: [6])
        == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})"
    )
  }

  @Test func deletingAndMovingFromTheSameIndexPath() {
    let batch = makeBatch {
      $0.deleteItems(at: [ip(0, 1)])
      $0.moveItem(at: ip(0, 1), to: ip(0, 3))
    }
    #expect(
      rejection(batch, old: [5], new: [4])
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    )
  }

  @Test func insertingAndMovingToTheSameSection() {
    let batch = makeBatch {
      $0.insertSections([4])
      $0.moveSection(0, toSection: 4)
    }
    #expect(
      rejection(batch, old: [1, 1, 1, 1, 1], new: [1, 1, 1, 1, 1, 1])
        == "attempt to perform an insert and a move to the same section (4)")
  }

  @Test func deletingOrReloadingAndMovingFromTheSameSection() {
    let delete = makeBatch {
      $0.deleteSections([2])
      $0.moveSection(2, toSection: 0)
    }
    #expect(
      rejection(delete, old: [1, 1, 1], new: [1, 1])
        == "attempt to perform a delete and a move from the same section (2)")
    let reload = makeBatch {
      $0.reloadSections([0])
      $0.moveSection(0, toSection: 1)
    }
    #expect(
      rejection(reload, old: [1, 1], new: [1, 1])
        == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func deletingTheSameItemTwice() {
    let batch = makeBatch {
      $0.deleteItems(at: [ip(0, 3)])
      $0.deleteItems(at: [ip(0, 1), ip(0, 3)])
    }
    #expect(
      rejection(batch, old: [9], new: [7])
        == "attempt to delete item 3 from section 0 more than once")
  }

  @Test func insertingTheSameItemTwice() {
    let batch = makeBatch { $0.insertItems(at: [ip(1, 2), ip(1, 2)]) }
    #expect(
      rejection(batch, old: [0, 3], new: [0, 5])
        == "attempt to insert item 2 into section 1 more than once")
  }

  @Test func deletingOrInsertingTheSameSectionTwice() {
    let delete = makeBatch {
      $0.deleteSections([1])
      $0.deleteSections([1, 2])
    }
    #expect(
      rejection(delete, old: [1, 1, 1], new: [1])
        == "attempt to delete section 1 more than once")
    let insert = makeBatch {
      $0.insertSections([0])
      $0.insertSections([0])
    }
    #expect(
      rejection(insert, old: [], new: [0, 0]) == "attempt to insert section 0 more than once")
  }

  @Test func sectionsOutOfRange() {
    let delete = makeBatch { $0.deleteSections([3]) }
    #expect(
      rejection(delete, old: [1, 1, 1], new: [1, 1])
        == "attempt to delete section 3, but there are only 3 sections before the update")
    let insert = makeBatch { $0.insertSections([5]) }
    #expect(
      rejection(insert, old: [1, 1, 1], new: [1, 1, 1, 1])
        == "attempt to insert section 5 but there are only 4 sections after the update")
    let reload = makeBatch { $0.reloadSections([2]) }
    #expect(
      rejection(reload, old: [1, 1], new: [1, 1])
        == "attempt to delete section 2, but there are only 2 sections before the update")
  }

  @Test func sectionMovesOutOfRange() {
    let from = makeBatch { $0.moveSection(3, toSection: 0) }
    #expect(
      rejection(from, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move section 3, but there are only 3 sections before the update")
    let to = makeBatch { $0.moveSection(1, toSection: 3) }
    #expect(
      rejection(to, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move section 1 to section 3, but there are only 3 sections after the update")
  }

  @Test func conflictingSectionMoves() {
    let twoTargets = makeBatch {
      $0.moveSection(0, toSection: 1)
      $0.moveSection(0, toSection: 2)
    }
    #expect(
      rejection(twoTargets, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move section 0 to both section 1 and section 2")
    let twoSources = makeBatch {
      $0.moveSection(0, toSection: 2)
      $0.moveSection(1, toSection: 2)
    }
    #expect(
      rejection(twoSources, old: [1, 1, 1], new: [1, 1, 1])
        == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func itemMovesOutOfRange() {
    let old = [3, 2]
    let new = [3, 2]
    #expect(
      rejection(makeBatch { $0.moveItem(at: ip(2, 0), to: ip(0, 0)) }, old: old, new: new)
        == "attempt to move index path ({length = 2, path = 2 - 0}) from a section that does not exist - there are only 2 sections before the update"
    )
    #expect(
      rejection(makeBatch { $0.moveItem(at: ip(1, 2), to: ip(0, 0)) }, old: old, new: new)
        == "attempt to move index path ({length = 2, path = 1 - 2}) that does not exist - there are only 2 items in section 1 before the update"
    )
    #expect(
      rejection(makeBatch { $0.moveItem(at: ip(0, 0), to: ip(5, 0)) }, old: old, new: new)
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 5 - 0}) in section that does not exist - there are only 2 sections after the update"
    )
    #expect(
      rejection(makeBatch { $0.moveItem(at: ip(0, 0), to: ip(1, 2)) }, old: old, new: new)
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 2}) that does not exist - there are only 2 items in section 1 after the update"
    )
  }

  @Test func conflictingItemMoves() {
    let twoTargets = makeBatch {
      $0.moveItem(at: ip(0, 0), to: ip(0, 1))
      $0.moveItem(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(
      rejection(twoTargets, old: [3], new: [3])
        == "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    )
    let twoSources = makeBatch {
      $0.moveItem(at: ip(0, 0), to: ip(0, 2))
      $0.moveItem(at: ip(0, 1), to: ip(0, 2))
    }
    #expect(
      rejection(twoSources, old: [3], new: [3])
        == "attempt to move both item at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"
    )
  }

  @Test func movingItemsOutOfDeletedOrIntoInsertedSections() {
    let fromDeleted = makeBatch {
      $0.deleteSections([0])
      $0.moveItem(at: ip(0, 0), to: ip(0, 0))
    }
    #expect(
      rejection(fromDeleted, old: [1, 1], new: [2])
        == "cannot move an item from a deleted section (0)")
    let intoInserted = makeBatch {
      $0.insertSections([1])
      $0.moveItem(at: ip(0, 0), to: ip(1, 0))
    }
    #expect(
      rejection(intoInserted, old: [1], new: [0, 1])
        == "cannot move an item into a newly inserted section (1)")
  }

  @Test func itemOperationsInsideDeletedOrInsertedSectionsAreIgnored() throws {
    let batch = makeBatch {
      $0.deleteSections([0])
      $0.deleteItems(at: [ip(0, 0), ip(0, 99)])
      $0.reloadItems(at: [ip(0, 1)])
      $0.insertSections([1])
      $0.insertItems(at: [ip(1, 0), ip(1, 50)])
    }
    let update = try UpdateValidator.validate(batch, oldCounts: [2, 3], newCounts: [3, 4])
    #expect(update.deletedItems.isEmpty)
    #expect(update.insertedItems.isEmpty)
    #expect(update.reloadedItems.isEmpty)
    #expect(update.deletedSections == IndexSet([0]))
    #expect(update.insertedSections == IndexSet([1]))
    #expect(update.mapping.newSection(forOld: 1) == 0)
  }

  @Test func repeatedReloadsAndIdenticalMovesAreCoalesced() throws {
    let batch = makeBatch {
      $0.reloadItems(at: [ip(0, 1), ip(0, 1)])
      $0.moveItem(at: ip(0, 0), to: ip(1, 2))
      $0.moveItem(at: ip(0, 0), to: ip(1, 2))
      $0.moveSection(0, toSection: 1)
      $0.moveSection(0, toSection: 1)
    }
    let update = try UpdateValidator.validate(batch, oldCounts: [3, 0], newCounts: [0, 3])
    #expect(update.reloadedItems == [ItemRelocation(from: ip(0, 1), to: ip(1, 0))])
    #expect(update.movedItems == [ItemRelocation(from: ip(0, 0), to: ip(1, 2))])
    #expect(update.movedSections == [SectionRelocation(from: 0, to: 1)])
  }

  @Test func numberOfItemsInAMissingSection() throws {
    #expect(
      throws: UpdateError(
        "request for number of items in section 0 when there are only 0 sections in the collection view"
      )
    ) {
      try UpdateValidator.numberOfItems(inSection: 0, counts: [])
    }
    #expect(try UpdateValidator.numberOfItems(inSection: 1, counts: [4, 7]) == 7)
  }

  @Test func errorsAreInternalInconsistencyExceptions() {
    let error = UpdateError("x")
    #expect(error.name == "NSInternalInconsistencyException")
    #expect(error.description == "NSInternalInconsistencyException: x")
  }

  @Test func nestedBatchesCoalesceInCallOrder() {
    var outer = makeBatch { $0.deleteItems(at: [ip(0, 0)]) }
    let inner = makeBatch { $0.insertSections([1]) }
    outer.append(contentsOf: inner)
    outer.moveSection(0, toSection: 0)
    #expect(
      outer.operations == [
        .deleteItems([ip(0, 0)]), .insertSections([1]), .moveSection(from: 0, to: 0),
      ])
  }

  @Test func descriptionsUseSectionDashItemPaths() {
    #expect(
      CollectionUpdate.Operation.moveItem(from: ip(0, 1), to: ip(2, 0)).description
        == "moveItem 0-1 -> 2-0")
    #expect(
      CollectionUpdate.Operation.deleteSections([1, 3]).description == "deleteSections [1, 3]")
    let item = UpdateItem(
      indexPathBeforeUpdate: nil, indexPathAfterUpdate: UpdateItem.sectionIndexPath(2),
      updateAction: .insert)
    #expect(item.isSectionOperation)
    #expect(item.description == "insert (null) -> {length = 2, path = 2 - 9223372036854775807}")
  }
}
