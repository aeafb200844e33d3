import Foundation
import MosaicTestSupport
import MosaicTesting
import Testing

@testable import Mosaic
@testable import MosaicCore

/// A random snapshot derived from `old` the way apps change their data: sections deleted,
/// inserted, moved and reloaded; items deleted, inserted, moved (within and across sections),
/// reloaded and reconfigured; sometimes an unrelated snapshot altogether.
func randomSnapshot(
  from old: TestSnapshot, using rng: inout SeededGenerator, fresh: () -> Int
) -> TestSnapshot {
  if Int.random(in: 0..<25, using: &rng) == 0 {
    // A fresh snapshot sharing some identifiers with the old one.
    var snapshot = TestSnapshot()
    let pool = old.itemIdentifiers.shuffled(using: &rng)
    var used = 0
    for s in 0..<Int.random(in: 0...4, using: &rng) {
      snapshot.appendSections(["n\(s)"])
      let count = Int.random(in: 0..<12, using: &rng)
      var items: [Int] = []
      for _ in 0..<count {
        if used < pool.count && Bool.random(using: &rng) {
          items.append(pool[used])
          used += 1
        } else {
          items.append(fresh())
        }
      }
      snapshot.appendItems(items, toSection: "n\(s)")
    }
    return snapshot
  }
  var snapshot = old
  var sections = snapshot.sectionIdentifiers
  // Sections.
  for section in sections where Int.random(in: 0..<14, using: &rng) == 0 {
    snapshot.deleteSections([section])
  }
  sections = snapshot.sectionIdentifiers
  if sections.count > 1 && Int.random(in: 0..<6, using: &rng) == 0 {
    let moving = sections.randomElement(using: &rng)!
    let target = sections.randomElement(using: &rng)!
    if moving != target {
      if Bool.random(using: &rng) {
        snapshot.moveSection(moving, beforeSection: target)
      } else {
        snapshot.moveSection(moving, afterSection: target)
      }
    }
  }
  if sections.count < 5 && Int.random(in: 0..<6, using: &rng) == 0 {
    let name = "s\(fresh())"
    let items = (0..<Int.random(in: 0..<10, using: &rng)).map { _ in fresh() }
    if let target = snapshot.sectionIdentifiers.randomElement(using: &rng), Bool.random(using: &rng)
    {
      snapshot.insertSections([name], beforeSection: target)
    } else {
      snapshot.appendSections([name])
    }
    snapshot.appendItems(items, toSection: name)
  }
  sections = snapshot.sectionIdentifiers
  if sections.isEmpty {
    snapshot.appendSections(["s\(fresh())"])
    sections = snapshot.sectionIdentifiers
  }
  // Items.
  var items = snapshot.itemIdentifiers
  let deletions = items.filter { _ in Int.random(in: 0..<10, using: &rng) == 0 }
  snapshot.deleteItems(deletions)
  items = snapshot.itemIdentifiers
  for _ in 0..<Int.random(in: 0...3, using: &rng) where items.count > 1 {
    let moving = items.randomElement(using: &rng)!
    let target = items.randomElement(using: &rng)!
    guard moving != target else { continue }
    if Bool.random(using: &rng) {
      snapshot.moveItem(moving, beforeItem: target)
    } else {
      snapshot.moveItem(moving, afterItem: target)
    }
  }
  for _ in 0..<Int.random(in: 0...4, using: &rng) {
    let new = fresh()
    items = snapshot.itemIdentifiers
    if let target = items.randomElement(using: &rng), Bool.random(using: &rng) {
      snapshot.insertItems([new], afterItem: target)
    } else {
      snapshot.appendItems([new], toSection: sections.randomElement(using: &rng)!)
    }
  }
  items = snapshot.itemIdentifiers
  snapshot.reloadItems(items.filter { _ in Int.random(in: 0..<20, using: &rng) == 0 })
  snapshot.reconfigureItems(
    items.filter { _ in Int.random(in: 0..<15, using: &rng) == 0 }
      .filter { !snapshot.reloadedItemIdentifiers.contains($0) })
  if Int.random(in: 0..<12, using: &rng) == 0,
    let section = snapshot.sectionIdentifiers.randomElement(using: &rng)
  {
    snapshot.reloadSections([section])
  }
  return snapshot
}

@MainActor
@Suite(.serialized)
struct DiffableThrashTests {
  /// Applies `steps` random snapshots (animated or not, from the main queue), letting a random
  /// time pass between them (often none, so animations interrupt each other) and scrolling now
  /// and then; after each step every visible cell and header shows what the snapshot has at
  /// its index path. Returns the problems found, described as a replayable case.
  func thrash(seed: UInt64, steps: Int) -> [String] {
    VirtualTime.start()
    var rng = SeededGenerator(seed: seed)
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 300), headers: true)
    var next = 0
    let fresh = { () -> Int in
      next += 1
      return next
    }
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems((0..<15).map { _ in fresh() }, toSection: "a")
    snapshot.appendItems((0..<25).map { _ in fresh() }, toSection: "c")
    fixture.dataSource.apply(snapshot, animatingDifferences: false)
    for step in 0..<steps {
      let before = fixture.dataSource.snapshot()
      let new = randomSnapshot(from: before, using: &rng, fresh: fresh)
      fixture.dataSource.apply(new, animatingDifferences: Int.random(in: 0..<4, using: &rng) != 0)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4: break
      case 4..<7: VirtualTime.advance(by: Double.random(in: 0..<0.3, using: &rng))
      case 7..<9:
        let maxY = max(0, fixture.view.contentSize.height - fixture.view.bounds.height)
        fixture.view.contentOffset.y = CGFloat.random(in: 0...maxY, using: &rng).rounded()
      default: VirtualTime.advance(by: 0.4)
      }
      fixture.view.layoutIfNeeded()
      var problems = fixture.mismatches(against: new)
      if fixture.dataSource.snapshot() != new.removingMarks() {
        problems.append("snapshot() is not the snapshot applied")
      }
      if !problems.isEmpty {
        return [
          "seed \(seed), step \(step): \(problems.joined(separator: "; "))",
          "before: \(before.sectionIdentifiers.map { ($0, before.itemIdentifiers(inSection: $0)) })",
          "after: \(new.sectionIdentifiers.map { ($0, new.itemIdentifiers(inSection: $0)) })",
          "reloaded \(new.reloadedItemIdentifiers) \(new.reloadedSectionIdentifiers), "
            + "reconfigured \(new.reconfiguredItemIdentifiers)",
          "replay: thrash(seed: \(seed), steps: \(step + 1))",
        ]
      }
    }
    VirtualTime.advance(by: 0.4)
    let cells = fixture.view.subviews.filter { $0 is IdentifierCell }.count
    if cells != fixture.view.visibleCells.count {
      return [
        "seed \(seed): \(cells) cell views remain for \(fixture.view.visibleCells.count) visible"
      ]
    }
    return fixture.mismatches(against: fixture.dataSource.snapshot()).map {
      "seed \(seed) after settling: \($0)"
    }
  }

  @Test func randomSnapshotsKeepEveryVisibleCellOnItsIdentifier() {
    // 5 seeds × 500 applies: 2,500 random snapshots.
    for seed in UInt64(1)...5 {
      let problems = thrash(seed: seed, steps: 500)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
      if !problems.isEmpty { break }
    }
  }
}
