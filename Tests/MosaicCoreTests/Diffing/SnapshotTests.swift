import Foundation
import Testing

@testable import MosaicCore

typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

/// A snapshot with the given sections and items.
func makeSnapshot(_ content: KeyValuePairs<String, [Int]>) -> Snapshot {
  var snapshot = Snapshot()
  for (section, items) in content {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// The sections with their items, for comparisons.
func contents(_ snapshot: Snapshot) -> [String: [Int]] {
  Dictionary(
    uniqueKeysWithValues: snapshot.sectionIdentifiers.map {
      ($0, snapshot.itemIdentifiers(inSection: $0))
    })
}

/// Runs `body` with snapshot failures captured instead of trapping, and returns the lines a
/// release build would log for them.
func snapshotFailures(_ body: () -> Void) -> [String] {
  FailureReport.capturing([.diffableDataSource], body).map(\.line)
}

@Suite("NSDiffableDataSourceSnapshot", .serialized)
struct SnapshotTests {
  @Test func emptySnapshot() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("a") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
  }

  @Test func appendSectionsAndItems() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3])  // the last section
    snapshot.appendItems([4, 5], toSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4, 5])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "a") == 2)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfSection("b") == 1)
  }

  @Test func insertSectionsBeforeAndAfter() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "d"])
    snapshot.insertSections(["b", "c"], beforeSection: "d")
    snapshot.insertSections(["e"], afterSection: "d")
    snapshot.insertSections(["z"], beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "b", "c", "d", "e"])
    #expect(snapshot.indexOfSection("d") == 4)
    #expect(snapshot.indexOfSection("z") == 0)
  }

  @Test func deleteSectionsDeletesTheirItems() {
    var snapshot = makeSnapshot(["a": [1, 2], "b": [3], "c": [4, 5]])
    snapshot.reloadItems([3])
    snapshot.reloadSections(["b"])
    snapshot.deleteSections(["b", "missing"])
    #expect(snapshot.sectionIdentifiers == ["a", "c"])
    #expect(snapshot.itemIdentifiers == [1, 2, 4, 5])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
    #expect(snapshot.indexOfItem(3) == nil)
    #expect(snapshot.indexOfItem(4) == 2)
    #expect(snapshot.indexOfSection("c") == 1)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    // The identifiers can be used again.
    snapshot.appendSections(["b"])
    snapshot.appendItems([3])
    #expect(snapshot.itemIdentifiers == [1, 2, 4, 5, 3])
  }

  @Test func moveSections() {
    var snapshot = makeSnapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
    snapshot.moveSection("a", afterSection: "c")
    #expect(snapshot.sectionIdentifiers == ["b", "c", "a", "d"])
    snapshot.moveSection("d", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
    snapshot.moveSection("c", beforeSection: "c")
    #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
    #expect(snapshot.itemIdentifiers == [4, 2, 3, 1])
    #expect(snapshot.indexOfItem(1) == 3)
    #expect(snapshot.indexOfSection("a") == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "a")
  }

  @Test func insertItemsBeforeAndAfter() {
    var snapshot = makeSnapshot(["a": [1, 5], "b": [9]])
    snapshot.insertItems([2, 3], afterItem: 1)
    snapshot.insertItems([4], beforeItem: 5)
    snapshot.insertItems([8], beforeItem: 9)
    snapshot.insertItems([10], afterItem: 9)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [8, 9, 10])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 8, 9, 10])
    #expect(snapshot.sectionIdentifier(containingItem: 8) == "b")
  }

  @Test func indexOfItemAfterMidInserts() {
    var snapshot = makeSnapshot(["a": Array(0..<100), "b": Array(100..<200)])
    #expect(snapshot.indexOfItem(50) == 50)
    for value in 1000..<1020 { snapshot.insertItems([value], beforeItem: 10) }
    snapshot.insertItems([2000], afterItem: 150)
    #expect(snapshot.indexOfItem(10) == 30)
    #expect(snapshot.indexOfItem(9) == 9)
    #expect(snapshot.indexOfItem(1000) == 10)
    #expect(snapshot.indexOfItem(1019) == 29)
    #expect(snapshot.indexOfItem(99) == 119)
    #expect(snapshot.indexOfItem(100) == 120)
    #expect(snapshot.indexOfItem(2000) == 120 + 51)
    #expect(snapshot.indexOfItem(151) == 120 + 52)
    snapshot.deleteItems([0, 1])
    #expect(snapshot.indexOfItem(2) == 0)
    #expect(snapshot.indexOfItem(100) == 118)
    let flat = snapshot.itemIdentifiers
    for (index, item) in flat.enumerated() where index % 7 == 0 {
      #expect(snapshot.indexOfItem(item) == index)
    }
  }

  @Test func moveItemsKeepOrderAroundTheMovedItem() {
    var snapshot = makeSnapshot(["a": [1, 2, 3, 4], "b": [5, 6]])
    snapshot.moveItem(1, afterItem: 3)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1, 4])
    snapshot.moveItem(4, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 2, 3, 1])
    snapshot.moveItem(3, afterItem: 6)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [4, 2, 1])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 6, 3])
    snapshot.moveItem(5, beforeItem: 4)
    #expect(snapshot.itemIdentifiers == [5, 4, 2, 1, 6, 3])
    snapshot.moveItem(2, afterItem: 2)
    #expect(snapshot.itemIdentifiers == [5, 4, 2, 1, 6, 3])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
    #expect(snapshot.indexOfItem(3) == 5)
    #expect(snapshot.indexOfItem(1) == 3)
    #expect(snapshot.numberOfItems(inSection: "a") == 4)
  }

  @Test func deleteItemsAndDeleteAll() {
    var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
    snapshot.reconfigureItems([2, 4])
    snapshot.deleteItems([2, 5, 42])
    #expect(snapshot.itemIdentifiers == [1, 3, 4])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.reconfiguredItemIdentifiers == [4])
    #expect(snapshot.indexOfItem(4) == 2)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func reloadAndReconfigureMarks() {
    var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4]])
    snapshot.reloadItems([3, 1, 3])
    snapshot.reconfigureItems([2])
    snapshot.reloadSections(["b", "b"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [2])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
  }

  @Test func copyOnWrite() {
    let original = makeSnapshot(["a": [1, 2, 3]])
    _ = original.indexOfItem(3)
    var copy = original
    copy.insertItems([9], beforeItem: 1)
    copy.appendSections(["b"])
    copy.moveItem(2, afterItem: 9)
    copy.reloadItems([1])
    #expect(original.itemIdentifiers == [1, 2, 3])
    #expect(original.sectionIdentifiers == ["a"])
    #expect(original.indexOfItem(1) == 0)
    #expect(original.reloadedItemIdentifiers.isEmpty)
    #expect(copy.itemIdentifiers == [9, 2, 1, 3])
    #expect(copy.indexOfItem(1) == 2)
    var third = copy
    third.deleteSections(["a"])
    #expect(copy.numberOfItems == 4)
    #expect(third.numberOfItems == 0)
    #expect(third.sectionIdentifiers == ["b"])
  }

  @Test func aUniqueSnapshotChangesItsStorageInPlace() {
    var snapshot = makeSnapshot(["a": [1]])
    let storage = ObjectIdentifier(snapshot.storage)
    snapshot.appendItems([2])
    snapshot.insertItems([3], beforeItem: 1)
    snapshot.moveItem(1, afterItem: 2)
    snapshot.deleteItems([3])
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    snapshot.appendSections(["b"])
    snapshot.moveSection("b", beforeSection: "a")
    snapshot.deleteSections(["b"])
    #expect(ObjectIdentifier(snapshot.storage) == storage)
    #expect(snapshot.itemIdentifiers == [2, 1])
  }

  @Test func itemIdentifiersIsCachedUntilAChange() {
    var snapshot = makeSnapshot(["a": [1, 2], "b": [3]])
    let first = snapshot.itemIdentifiers
    let second = snapshot.itemIdentifiers
    first.withUnsafeBufferPointer { a in
      second.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
    }
    snapshot.appendItems([4])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(first == [1, 2, 3])
  }

  @Test func duplicateIdentifiersAreRejected() {
    var snapshot = makeSnapshot(["a": [1, 2]])
    let before = snapshot
    let messages = snapshotFailures {
      snapshot.appendItems([3, 2])
      snapshot.appendItems([4, 4])
      snapshot.insertItems([1], beforeItem: 2)
      snapshot.appendSections(["a"])
      snapshot.insertSections(["b", "b"], afterSection: "a")
      snapshot.appendItems([5, 6, 7, 6, 1, 8])
    }
    #expect(
      messages.map(reason) == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(4)}",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1)}",
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a)}",
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(b)}",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(6, 1)}",
      ])
    #expect(snapshot == before)
    // The refused identifiers left no trace; the items that were there are where they were.
    for refused in [3, 4, 5, 6, 7, 8] { #expect(snapshot.indexOfItem(refused) == nil) }
    #expect(snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(2) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    snapshot.appendItems([3, 4])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
  }

  @Test func itemsNeedASection() {
    var snapshot = Snapshot()
    let messages = snapshotFailures { snapshot.appendItems([1]) }
    #expect(
      messages.map(reason) == [
        "There are currently no sections in the data source. Please add a section first."
      ])
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func missingIdentifiersAreRejected() {
    var snapshot = makeSnapshot(["a": [1, 2]])
    let before = snapshot
    var count = -1
    let messages = snapshotFailures {
      snapshot.appendItems([3], toSection: "x")
      count = snapshot.numberOfItems(inSection: "x")
      _ = snapshot.itemIdentifiers(inSection: "x")
      snapshot.insertItems([3], beforeItem: 9)
      snapshot.insertItems([3], afterItem: 9)
      snapshot.insertSections(["b"], beforeSection: "x")
      snapshot.insertSections(["b"], afterSection: "x")
      snapshot.moveItem(9, beforeItem: 1)
      snapshot.moveItem(1, afterItem: 9)
      snapshot.moveSection("x", beforeSection: "a")
      snapshot.moveSection("a", afterSection: "x")
      snapshot.reloadSections(["x"])
    }
    let section = "Invalid parameter not satisfying: section != NSNotFound"
    let insert = "Invalid parameter not satisfying: insertIndex != NSNotFound"
    let from = "Invalid parameter not satisfying: fromIndex != NSNotFound"
    let to = "Invalid parameter not satisfying: toIndex != NSNotFound"
    #expect(
      messages.map(reason) == [
        section, section, section, insert, insert, insert, insert, from, to, from, to, section,
      ])
    #expect(count == 0)
    #expect(snapshot == before)
    let marks = snapshotFailures {
      snapshot.reloadItems([1, 7])
      snapshot.reconfigureItems([8])
    }
    #expect(
      marks.map(reason) == [
        "Attempted to reload item identifier that does not exist in the snapshot: 7",
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 8",
      ])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func throwingPrimitivesCarryTheMessage() {
    var snapshot = Snapshot()
    #expect(throws: UpdateError.noSections) {
      try snapshot.tryAppendItems([1], toSection: nil)
    }
  }

  /// The reason inside a logged message.
  func reason(_ message: String) -> String {
    guard let start = message.range(of: "reason: '"),
      let end = message.range(of: "'); ", options: .backwards)
    else { return message }
    return String(message[start.upperBound..<end.lowerBound])
  }
}
