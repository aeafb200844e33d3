import Foundation
import Testing

@testable import MosaicCore

typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

/// Fruits (Apple (Gala, Fuji), Pear), Vegetables (Carrot), Nuts — all collapsed.
private func groceries() -> SectionSnapshot {
  var snapshot = SectionSnapshot()
  snapshot.append(["Fruits", "Vegetables", "Nuts"])
  snapshot.append(["Apple", "Pear"], to: "Fruits")
  snapshot.append(["Gala", "Fuji"], to: "Apple")
  snapshot.append(["Carrot"], to: "Vegetables")
  return snapshot
}

/// The reason inside a message the failure policy logged.
private func reason(_ message: String) -> String {
  guard let start = message.range(of: "reason: '"),
    let end = message.range(of: "'); ", options: .backwards)
  else { return message }
  return String(message[start.upperBound..<end.lowerBound])
}

@Suite("NSDiffableDataSourceSectionSnapshot", .serialized)
struct SectionSnapshotTests {
  @Test func emptySnapshot() {
    let snapshot = SectionSnapshot()
    #expect(snapshot.items.isEmpty)
    #expect(snapshot.rootItems.isEmpty)
    #expect(snapshot.visibleItems.isEmpty)
    #expect(!snapshot.contains("a"))
    #expect(snapshot.index(of: "a") == nil)
    #expect(snapshot.parent(of: "a") == nil)
    #expect(!snapshot.isExpanded("a"))
    #expect(!snapshot.isVisible("a"))
    #expect(snapshot.visualDescription() == "")
  }

  @Test func treeOrderLevelsAndParents() {
    let snapshot = groceries()
    #expect(snapshot.rootItems == ["Fruits", "Vegetables", "Nuts"])
    #expect(
      snapshot.items == ["Fruits", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Carrot", "Nuts"])
    #expect(snapshot.items.map { snapshot.index(of: $0)! } == Array(0..<8))
    #expect(snapshot.items.map { snapshot.level(of: $0) } == [0, 1, 2, 2, 1, 0, 1, 0])
    #expect(snapshot.parent(of: "Gala") == "Apple")
    #expect(snapshot.parent(of: "Apple") == "Fruits")
    #expect(snapshot.parent(of: "Fruits") == nil)
    #expect(snapshot.contains("Fuji"))
    #expect(!snapshot.contains("Kiwi"))
  }

  @Test func newItemsAreCollapsedAndOnlyRootsShow() {
    let snapshot = groceries()
    #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Nuts"])
    #expect(!snapshot.isExpanded("Fruits"))
    #expect(snapshot.isVisible("Nuts"))
    #expect(!snapshot.isVisible("Apple"))
  }

  @Test func visibleItemsFollowNestedExpansion() {
    var snapshot = groceries()
    snapshot.expand(["Fruits"])
    #expect(snapshot.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables", "Nuts"])
    snapshot.expand(["Apple", "Vegetables"])
    #expect(
      snapshot.visibleItems == [
        "Fruits", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Carrot", "Nuts",
      ])
    // Collapsing a grandparent hides the grandchildren too, but Apple stays expanded.
    snapshot.collapse(["Fruits"])
    #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Carrot", "Nuts"])
    #expect(snapshot.isExpanded("Apple"))
    #expect(!snapshot.isVisible("Gala"))
    #expect(!snapshot.isVisible("Apple"))
    snapshot.expand(["Fruits"])
    #expect(snapshot.isVisible("Gala"))
    // A collapsed middle level hides only its own descendants.
    snapshot.collapse(["Apple"])
    #expect(
      snapshot.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables", "Carrot", "Nuts"])
    // Expanding a leaf is remembered for children added later.
    snapshot.expand(["Nuts"])
    snapshot.append(["Pecan"], to: "Nuts")
    #expect(snapshot.visibleItems.suffix(2) == ["Nuts", "Pecan"])
  }

  @Test func insertBeforeAndAfterSiblings() {
    var snapshot = groceries()
    snapshot.insert(["Cherry"], before: "Pear")
    snapshot.insert(["Plum", "Quince"], after: "Pear")
    snapshot.insert(["Braeburn"], after: "Fuji")
    snapshot.insert(["Bread"], before: "Fruits")
    snapshot.insert(["Spices"], after: "Nuts")
    #expect(snapshot.rootItems == ["Bread", "Fruits", "Vegetables", "Nuts", "Spices"])
    #expect(
      snapshot.items == [
        "Bread", "Fruits", "Apple", "Gala", "Fuji", "Braeburn", "Cherry", "Pear", "Plum",
        "Quince", "Vegetables", "Carrot", "Nuts", "Spices",
      ])
    #expect(snapshot.parent(of: "Quince") == "Fruits")
    #expect(snapshot.level(of: "Braeburn") == 2)
    #expect(snapshot.index(of: "Carrot") == 11)
  }

  @Test func deleteTakesDescendantsAlong() {
    var snapshot = groceries()
    snapshot.expand(["Fruits", "Apple"])
    snapshot.delete(["Apple", "Missing"])
    #expect(snapshot.items == ["Fruits", "Pear", "Vegetables", "Carrot", "Nuts"])
    #expect(!snapshot.contains("Gala"))
    #expect(snapshot.index(of: "Nuts") == 4)
    #expect(snapshot.visibleItems == ["Fruits", "Pear", "Vegetables", "Nuts"])
    // Deleting a parent and one of its children together.
    snapshot.delete(["Carrot", "Vegetables", "Fruits"])
    #expect(snapshot.items == ["Nuts"])
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
  }

  @Test func subtreeSnapshots() {
    var snapshot = groceries()
    snapshot.expand(["Apple"])
    let children = snapshot.snapshot(of: "Fruits")
    #expect(children.rootItems == ["Apple", "Pear"])
    #expect(children.items == ["Apple", "Gala", "Fuji", "Pear"])
    #expect(children.level(of: "Gala") == 1)
    #expect(children.parent(of: "Apple") == nil)
    #expect(children.parent(of: "Gala") == "Apple")
    #expect(children.visibleItems == ["Apple", "Gala", "Fuji", "Pear"])
    #expect(!children.contains("Fruits"))
    let whole = snapshot.snapshot(of: "Fruits", includingParent: true)
    #expect(whole.rootItems == ["Fruits"])
    #expect(whole.items == ["Fruits", "Apple", "Gala", "Fuji", "Pear"])
    #expect(whole.level(of: "Gala") == 2)
    #expect(whole.visibleItems == ["Fruits"])
    let leaf = snapshot.snapshot(of: "Gala")
    #expect(leaf.items.isEmpty)
  }

  @Test func appendingAndInsertingSnapshots() {
    var berries = SectionSnapshot()
    berries.append(["Berries"])
    berries.append(["Strawberry", "Raspberry"], to: "Berries")
    berries.expand(["Berries"])
    var snapshot = groceries()
    snapshot.append(berries, to: "Fruits")
    #expect(snapshot.parent(of: "Berries") == "Fruits")
    #expect(snapshot.level(of: "Raspberry") == 2)
    #expect(snapshot.isExpanded("Berries"))
    #expect(snapshot.snapshot(of: "Fruits").rootItems == ["Apple", "Pear", "Berries"])
    var dairy = SectionSnapshot()
    dairy.append(["Milk", "Cheese"])
    snapshot.insert(dairy, before: "Nuts")
    var grains = SectionSnapshot()
    grains.append(["Rice"])
    snapshot.insert(grains, after: "Carrot")
    #expect(snapshot.rootItems == ["Fruits", "Vegetables", "Milk", "Cheese", "Nuts"])
    #expect(snapshot.parent(of: "Rice") == "Vegetables")
    var roots = SectionSnapshot()
    roots.append(["Tea"])
    snapshot.append(roots)
    #expect(snapshot.rootItems.last == "Tea")
  }

  @Test func replacingChildren() {
    var snapshot = groceries()
    var replacement = SectionSnapshot()
    replacement.append(["Pear", "Mango"])
    replacement.append(["Alphonso"], to: "Mango")
    snapshot.replace(childrenOf: "Fruits", using: replacement)
    #expect(
      snapshot.items == ["Fruits", "Pear", "Mango", "Alphonso", "Vegetables", "Carrot", "Nuts"])
    #expect(!snapshot.contains("Gala"))
    #expect(snapshot.parent(of: "Mango") == "Fruits")
    #expect(snapshot.level(of: "Alphonso") == 2)
  }

  @Test func visualDescriptionShowsTheOutline() {
    var snapshot = groceries()
    snapshot.expand(["Fruits"])
    #expect(
      snapshot.visualDescription() == """
        + Fruits
          + Apple (collapsed)
            - Gala
            - Fuji
          - Pear
        + Vegetables (collapsed)
          - Carrot
        - Nuts
        """)
  }

  @Test func copiesAreIndependent() {
    var snapshot = groceries()
    _ = snapshot.visibleItems  // tables built and shared with the copy
    let copy = snapshot
    snapshot.expand(["Fruits"])
    snapshot.delete(["Nuts"])
    #expect(copy.visibleItems == ["Fruits", "Vegetables", "Nuts"])
    #expect(copy.index(of: "Nuts") == 7)
    #expect(snapshot.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables"])
  }

  @Test func badInputIsRefusedWithUIKitsMessages() {
    var snapshot = groceries()
    let before = snapshot.visualDescription()
    var level = -1
    var subtree = SectionSnapshot()
    subtree.append(["x"])
    let messages = snapshotFailures {
      snapshot.append(["Kiwi", "Kiwi"])
      snapshot.append(["Pear"], to: "Vegetables")
      snapshot.append(["Kiwi"], to: "Missing")
      snapshot.insert(["Kiwi"], before: "Missing")
      snapshot.insert(["Kiwi"], after: "Missing")
      snapshot.expand(["Fruits", "Missing"])
      snapshot.collapse(["Gone"])
      level = snapshot.level(of: "Missing")
      _ = snapshot.snapshot(of: "Missing")
      snapshot.append(groceries(), to: "Nuts")
      snapshot.replace(childrenOf: "Missing", using: subtree)
      snapshot.replace(childrenOf: "Nuts", using: groceries().snapshot(of: "Apple"))
    }
    #expect(
      messages.map(reason) == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Kiwi)}",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Pear)}",
        "Invalid parameter not satisfying: parentIndex != NSNotFound",
        "Invalid parameter not satisfying: insertIndex != NSNotFound",
        "Invalid parameter not satisfying: insertIndex != NSNotFound",
        "Attempted to expand item identifier that does not exist in the snapshot: Missing",
        "Attempted to collapse item identifier that does not exist in the snapshot: Gone",
        "Invalid parameter not satisfying: index != NSNotFound",
        "Invalid parameter not satisfying: parentIndex != NSNotFound",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Fruits, Apple, Gala, Fuji, Pear, Vegetables, Carrot, Nuts)}",
        "Invalid parameter not satisfying: parentIndex != NSNotFound",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Gala, Fuji)}",
      ])
    #expect(level == 0)
    #expect(snapshot.visualDescription() == before)
    #expect(!snapshot.isExpanded("Fruits"))
  }

  @Test func largeOutlines() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
    let parents = Array(0..<100)
    snapshot.append(parents)
    for parent in parents {
      snapshot.append(Array((1000 + parent * 100)..<(1000 + parent * 100 + 100)), to: parent)
    }
    snapshot.expand(parents.filter { $0 % 2 == 0 })
    let visible = snapshot.visibleItems
    #expect(visible.count == 100 + 50 * 100)
    #expect(snapshot.items.count == 10_100)
    // Index of every item agrees with `items`, and visibility with `visibleItems`.
    let items = snapshot.items
    let visibleSet = Set(visible)
    var mismatches = 0
    for (index, item) in items.enumerated() {
      if snapshot.index(of: item) != index { mismatches += 1 }
      if snapshot.isVisible(item) != visibleSet.contains(item) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(snapshot.index(of: 1000 + 3 * 100) == 3 * 101 + 1)
    #expect(snapshot.level(of: 5_099) == 1)
  }
}
