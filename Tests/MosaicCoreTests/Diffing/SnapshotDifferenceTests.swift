import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// The item and section operations of a difference, counted by kind.
struct OperationCounts: Equatable {
  var itemMoves = 0
  var itemDeletes = 0
  var itemInserts = 0
  var itemReloads = 0
  var sectionMoves = 0
  var sectionDeletes = 0
  var sectionInserts = 0
  var sectionReloads = 0

  init(_ update: CollectionUpdate) {
    for operation in update.operations {
      switch operation {
      case .moveItem: itemMoves += 1
      case .deleteItems(let paths): itemDeletes += paths.count
      case .insertItems(let paths): itemInserts += paths.count
      case .reloadItems(let paths): itemReloads += paths.count
      case .moveSection: sectionMoves += 1
      case .deleteSections(let set): sectionDeletes += set.count
      case .insertSections(let set): sectionInserts += set.count
      case .reloadSections(let set): sectionReloads += set.count
      }
    }
  }

  init(
    itemMoves: Int = 0, itemDeletes: Int = 0, itemInserts: Int = 0, itemReloads: Int = 0,
    sectionMoves: Int = 0, sectionDeletes: Int = 0, sectionInserts: Int = 0,
    sectionReloads: Int = 0
  ) {
    self.itemMoves = itemMoves
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemReloads = itemReloads
    self.sectionMoves = sectionMoves
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
  }
}

/// What is wrong with the difference from `old` to `new`: it must pass the validator, carry
/// every item that can keep its cell, and re-create only those that cannot.
func differenceProblems(_ old: Snapshot, _ new: Snapshot) -> [String] {
  let difference = SnapshotDifference(from: old, to: new)
  let oldModel = SnapshotModel(old)
  let newModel = SnapshotModel(new)
  guard difference.oldCounts == oldModel.rows.map(\.count),
    difference.newCounts == newModel.rows.map(\.count)
  else { return ["wrong counts"] }
  let validated: ValidatedUpdate
  do {
    validated = try UpdateValidator.validate(
      difference.update, oldCounts: difference.oldCounts, newCounts: difference.newCounts)
  } catch {
    return ["rejected: \(error.message); operations \(difference.update.operations)"]
  }
  var fresh = Set<IndexPath>()
  let result = validated.apply(to: oldModel.rows) { path in
    fresh.insert(path)
    return newModel.rows[path.section][path.item]
  }
  var problems: [String] = []
  if result != newModel.rows {
    problems.append("applying gave \(result); operations \(difference.update.operations)")
  }
  let reloadedSections = Set(new.reloadedSectionIdentifiers)
  let reloadedItems = Set(new.reloadedItemIdentifiers)
  let oldSections = Set(old.sectionIdentifiers)
  let newSections = Set(new.sectionIdentifiers)
  func carried(_ item: Int) -> Bool {
    guard let from = old.sectionIdentifier(containingItem: item),
      let to = new.sectionIdentifier(containingItem: item)
    else { return false }
    return newSections.contains(from) && oldSections.contains(to)
      && !reloadedSections.contains(from) && !reloadedSections.contains(to)
      && !reloadedItems.contains(item)
  }
  for (section, items) in newModel.rows.enumerated() {
    for (index, item) in items.enumerated() {
      let isFresh = fresh.contains(IndexPath(item: index, section: section))
      if isFresh == carried(item) {
        problems.append("item \(item) is \(isFresh ? "re-created" : "carried") wrongly")
      }
    }
  }
  let expectedReconfigures = new.reconfiguredItemIdentifiers.filter(carried).map {
    item -> IndexPath in
    let section = old.indexOfSection(old.sectionIdentifier(containingItem: item)!)!
    let position = oldModel.rows[section].firstIndex(of: item)!
    return IndexPath(item: position, section: section)
  }
  if difference.reconfiguredItems != expectedReconfigures {
    problems.append(
      "reconfigured \(difference.reconfiguredItems), expected \(expectedReconfigures)")
  }
  if new.reloadedItemIdentifiers.isEmpty && new.reloadedSectionIdentifiers.isEmpty {
    let counts = OperationCounts(difference.update)
    let expected = fewestMoves(old, new)
    if counts.itemMoves != expected.items || counts.sectionMoves != expected.sections {
      problems.append(
        "\(counts.itemMoves) item and \(counts.sectionMoves) section moves, fewest \(expected)")
    }
  }
  return problems
}

/// The length of a longest increasing subsequence (quadratic, as a check).
func longestIncreasing(_ values: [Int]) -> Int {
  var best = Array(repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
  }
  return best.max() ?? 0
}

/// The fewest item and section moves between two snapshots without reload marks: every kept
/// item changing section moves, and within a section only those outside a longest run in
/// order; likewise for sections.
func fewestMoves(_ old: Snapshot, _ new: Snapshot) -> (items: Int, sections: Int) {
  let keptSections = old.sectionIdentifiers.filter { new.indexOfSection($0) != nil }
  let sections =
    keptSections.count - longestIncreasing(keptSections.map { new.indexOfSection($0)! })
  var items = 0
  for section in keptSections {
    let newItems = new.itemIdentifiers(inSection: section)
    var positions: [Int] = []
    for item in old.itemIdentifiers(inSection: section) {
      guard let to = new.sectionIdentifier(containingItem: item), old.indexOfSection(to) != nil
      else { continue }
      if to == section { positions.append(newItems.firstIndex(of: item)!) } else { items += 1 }
    }
    items += positions.count - longestIncreasing(positions)
  }
  return (items, sections)
}

@Suite("SnapshotDifference")
struct SnapshotDifferenceTests {
  static var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["MOSAIC_DIFF_SEED"].flatMap { UInt64($0) } ?? 20_261_202
  }

  @Test func equalSnapshotsHaveNoChanges() {
    let snapshot = makeSnapshot(["a": [1, 2], "b": [3]])
    #expect(SnapshotDifference(from: snapshot, to: snapshot).update.isEmpty)
    #expect(SnapshotDifference(from: Snapshot(), to: Snapshot()).update.isEmpty)
    #expect(
      SnapshotDifference(from: snapshot, to: makeSnapshot(["a": [1, 2], "b": [3]]))
        .update.isEmpty)
  }

  @Test func oneMovedItemIsOneMove() {
    let old = makeSnapshot(["a": Array(0..<10)])
    var new = old
    new.moveItem(0, afterItem: 9)
    let forward = SnapshotDifference(from: old, to: new)
    #expect(forward.update.operations == [.moveItem(from: ip(0, 0), to: ip(0, 9))])
    new = old
    new.moveItem(9, beforeItem: 0)
    #expect(
      SnapshotDifference(from: old, to: new).update.operations == [
        .moveItem(from: ip(0, 9), to: ip(0, 0))
      ])
    new = old
    new.moveItem(4, afterItem: 6)
    #expect(
      SnapshotDifference(from: old, to: new).update.operations == [
        .moveItem(from: ip(0, 4), to: ip(0, 6))
      ])
  }

  @Test func moveToAnotherSectionIsOneMove() {
    let old = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
    var new = old
    new.moveItem(2, beforeItem: 5)
    #expect(
      SnapshotDifference(from: old, to: new).update.operations == [
        .moveItem(from: ip(0, 1), to: ip(1, 1))
      ])
  }

  @Test func oneMovedSectionIsOneMove() {
    let old = makeSnapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
    var new = old
    new.moveSection("a", afterSection: "d")
    #expect(
      SnapshotDifference(from: old, to: new).update.operations == [.moveSection(from: 0, to: 3)])
  }

  @Test func insertsDeletesAndSections() {
    let old = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
    var new = old
    new.deleteItems([2])
    new.insertItems([9], afterItem: 3)
    new.deleteSections(["b"])
    new.appendSections(["c"])
    new.appendItems([4, 10])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.update.operations == [
        .deleteSections(IndexSet([1])), .insertSections(IndexSet([1])),
        .deleteItems([ip(0, 1)]), .insertItems([ip(0, 2)]),
      ])
    #expect(differenceProblems(old, new).isEmpty)
  }

  @Test func reloadsAndReconfigures() {
    let old = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
    var new = old
    new.reloadItems([2])
    new.reconfigureItems([3, 4])
    new.reloadSections(["b"])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.update.operations == [
        .reloadSections(IndexSet([1])), .reloadItems([ip(0, 1)]),
      ])
    #expect(difference.reconfiguredItems == [ip(0, 2)])
    #expect(differenceProblems(old, new).isEmpty)
  }

  @Test func aReloadedItemThatMovesIsDeletedAndInserted() {
    let old = makeSnapshot(["a": [1, 2, 3]])
    var new = old
    new.moveItem(1, afterItem: 3)
    new.reloadItems([1])
    #expect(
      OperationCounts(SnapshotDifference(from: old, to: new).update)
        == OperationCounts(itemDeletes: 1, itemInserts: 1))
    #expect(differenceProblems(old, new).isEmpty)
  }

  @Test func aReloadedSectionThatMovesIsDeletedAndInserted() {
    let old = makeSnapshot(["a": [1], "b": [2], "c": [3]])
    var new = old
    new.moveSection("a", afterSection: "c")
    new.reloadSections(["a"])
    #expect(
      OperationCounts(SnapshotDifference(from: old, to: new).update)
        == OperationCounts(sectionDeletes: 1, sectionInserts: 1))
    #expect(differenceProblems(old, new).isEmpty)
  }

  /// Random snapshots changed through the snapshot's own members (checked against a plain
  /// model), then diffed. `MOSAIC_DIFF_SEED` starts from another seed; a failure prints its
  /// seed and the changes.
  @Test func randomSnapshotPairs() {
    for round in 0..<2500 {
      let seed = Self.baseSeed &+ UInt64(round)
      var rng = SeededGenerator(seed: seed)
      var old = Snapshot()
      var model = SnapshotModel()
      var next = 0
      for _ in 0..<Int.random(in: 0...25, using: &rng) {
        randomChange(&old, &model, next: &next, using: &rng)
      }
      // The old snapshot's marks do not matter to the difference; start clean.
      let clean = model
      old = Snapshot()
      for section in clean.sections {
        old.appendSections([section])
        old.appendItems(clean.items[section]!, toSection: section)
      }
      var new = old
      var log: [String] = []
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        log.append(randomChange(&new, &model, next: &next, using: &rng))
      }
      let problems = snapshotProblems(new, model) + differenceProblems(old, new)
      #expect(
        problems.isEmpty,
        "seed \(seed): old \(clean), changes \(log): \(problems.prefix(3))")
      if !problems.isEmpty { return }
    }
  }

  /// Independent random snapshot pairs over a small shared pool of identifiers.
  @Test func randomIndependentPairs() {
    for round in 0..<2000 {
      let seed = Self.baseSeed &+ 1_000_000 &+ UInt64(round)
      var rng = SeededGenerator(seed: seed)
      func random() -> Snapshot {
        var snapshot = Snapshot()
        let sections = ["a", "b", "c", "d", "e"].shuffled(using: &rng)
          .prefix(Int.random(in: 0...5, using: &rng))
        snapshot.appendSections(Array(sections))
        guard !sections.isEmpty else { return snapshot }
        for item in (0..<30).shuffled(using: &rng).prefix(Int.random(in: 0...30, using: &rng)) {
          snapshot.appendItems([item], toSection: sections.randomElement(using: &rng)!)
        }
        let items = snapshot.itemIdentifiers
        snapshot.reloadItems(items.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
        snapshot.reconfigureItems(items.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
        if Int.random(in: 0..<4, using: &rng) == 0,
          let section = sections.randomElement(using: &rng)
        {
          snapshot.reloadSections([section])
        }
        return snapshot
      }
      let old = random()
      let new = random()
      let problems = differenceProblems(old, new)
      #expect(
        problems.isEmpty,
        "seed \(seed): \(SnapshotModel(old)) -> \(SnapshotModel(new)): \(problems.prefix(3))")
      if !problems.isEmpty { return }
    }
  }

  /// Every query of `snapshot` agrees with `model`.
  func snapshotProblems(_ snapshot: Snapshot, _ model: SnapshotModel) -> [String] {
    var problems: [String] = []
    if SnapshotModel(snapshot) != model { problems.append("snapshot \(SnapshotModel(snapshot))") }
    let flat = model.flat
    if snapshot.itemIdentifiers != flat { problems.append("itemIdentifiers") }
    if snapshot.numberOfItems != flat.count { problems.append("numberOfItems") }
    if snapshot.numberOfSections != model.sections.count { problems.append("numberOfSections") }
    for (index, item) in flat.enumerated() where snapshot.indexOfItem(item) != index {
      problems.append("indexOfItem(\(item)) = \(String(describing: snapshot.indexOfItem(item)))")
    }
    for (index, section) in model.sections.enumerated() {
      if snapshot.indexOfSection(section) != index { problems.append("indexOfSection") }
      if snapshot.numberOfItems(inSection: section) != model.items[section]!.count {
        problems.append("numberOfItems(inSection:)")
      }
      for item in model.items[section]!
      where snapshot.sectionIdentifier(containingItem: item) != section {
        problems.append("sectionIdentifier(containingItem: \(item))")
      }
    }
    return problems
  }
}
