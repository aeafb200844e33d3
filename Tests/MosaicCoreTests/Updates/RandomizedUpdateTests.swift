import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// Seeded randomized batches. Set `MOSAIC_UPDATES_SEED` to start from another seed; a failure
/// prints `seed …` with the counts and operations, and `RandomBatch(seed:)` rebuilds it.
@Suite("Randomized batch updates")
struct RandomizedUpdateTests {
  static var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["MOSAIC_UPDATES_SEED"].flatMap { UInt64($0) } ?? 20_261_130
  }

  /// What differs between the validator's result and the direct simulation of `scenario`.
  func problems(_ scenario: RandomBatch) -> [String] {
    let update: ValidatedUpdate
    do {
      update = try UpdateValidator.validate(
        scenario.batch, oldCounts: scenario.oldCounts, newCounts: scenario.newCounts)
    } catch {
      return ["rejected: \(error.message)"]
    }
    var found: [String] = []
    let newModel = scenario.newModel
    var asked: [IndexPath] = []
    let result = update.apply(to: scenario.oldModel) { path in
      asked.append(path)
      return newModel[path.section][path.item]
    }
    if result != newModel { found.append("apply gave \(result), expected \(newModel)") }
    if asked != scenario.freshPositions {
      found.append("apply asked for \(asked), expected \(scenario.freshPositions)")
    }
    let mapping = update.mapping
    let newPaths = scenario.newPathByID
    var reached = Set<IndexPath>()
    for (section, ids) in scenario.oldModel.enumerated() {
      for (item, id) in ids.enumerated() {
        let old = ip(section, item)
        let new = mapping.newIndexPath(forOld: old)
        if new != newPaths[id] { found.append("\(old) maps to \(String(describing: new))") }
        let reloaded = mapping.newReloadedIndexPath(forOld: old)
        if reloaded != newPaths[-id] {
          found.append("reloaded \(old) maps to \(String(describing: reloaded))")
        }
        if let new, mapping.oldIndexPath(forNew: new) != old {
          found.append(
            "\(new) maps back to \(String(describing: mapping.oldIndexPath(forNew: new)))")
        }
        if let reloaded, mapping.oldReloadedIndexPath(forNew: reloaded) != old {
          found.append("reloaded \(reloaded) does not map back to \(old)")
        }
        if let new { reached.insert(new) }
      }
    }
    for (section, count) in scenario.newCounts.enumerated() {
      for item in 0..<count where !reached.contains(ip(section, item)) {
        if let old = mapping.oldIndexPath(forNew: ip(section, item)) {
          found.append("new \(ip(section, item)) claims old \(old)")
        }
      }
    }
    for section in scenario.oldModel.indices
    where mapping.newSection(forOld: section) != scenario.expectedNewSection[section] {
      found.append(
        "old section \(section) maps to \(String(describing: mapping.newSection(forOld: section)))")
    }
    for section in scenario.newCounts.indices
    where mapping.oldSection(forNew: section) != scenario.expectedOldSection[section] {
      found.append(
        "new section \(section) maps to \(String(describing: mapping.oldSection(forNew: section)))")
    }
    return found
  }

  @Test func randomValidBatchesMatchADirectSimulation() {
    var failures = 0
    var nonTrivial = 0
    for offset in 0..<2500 {
      let scenario = RandomBatch(seed: Self.baseSeed &+ UInt64(offset))
      if scenario.batch.operations.count > 3 { nonTrivial += 1 }
      let found = problems(scenario)
      guard found.isEmpty else {
        failures += 1
        print("FAILED \(scenario.replay)\n  " + found.prefix(5).joined(separator: "\n  "))
        if failures >= 5 { break }
        continue
      }
    }
    #expect(failures == 0)
    #expect(nonTrivial > 1000)
  }

  @Test func randomInvalidBatchesAreAlwaysRejected() {
    var failures = 0
    for offset in 0..<2500 {
      let scenario = RandomBatch(seed: Self.baseSeed &+ UInt64(offset))
      var rng = SeededGenerator(seed: scenario.seed ^ 0xBAD_BA7C4)
      var batch = scenario.batch
      var newCounts = scenario.newCounts
      var kinds = ["count"]
      if !scenario.deletes.isEmpty { kinds.append("repeated delete") }
      if !scenario.moves.isEmpty { kinds += ["insert at move target", "delete move source"] }
      if !scenario.receivingSections.isEmpty { kinds.append("delete past the end") }
      let kind = kinds.randomElement(using: &rng)!
      switch kind {
      case "repeated delete":
        batch.deleteItems(at: [scenario.deletes.randomElement(using: &rng)!])
      case "insert at move target":
        batch.insertItems(at: [scenario.moves.randomElement(using: &rng)!.1])
      case "delete move source":
        batch.deleteItems(at: [scenario.moves.randomElement(using: &rng)!.0])
      case "delete past the end":
        let new = scenario.receivingSections.randomElement(using: &rng)!
        let old = scenario.expectedOldSection[new]!
        batch.deleteItems(at: [ip(old, scenario.oldCounts[old])])
      default:
        if let section = scenario.receivingSections.randomElement(using: &rng) {
          newCounts[section] += newCounts[section] == 0 || Bool.random(using: &rng) ? 1 : -1
        } else {
          newCounts.append(0)
        }
      }
      if rejection(batch, old: scenario.oldCounts, new: newCounts) == nil {
        failures += 1
        print("ACCEPTED invalid (\(kind), newCounts \(newCounts)) \(scenario.replay)")
        if failures >= 5 { break }
      }
    }
    #expect(failures == 0)
  }

  @Test func aLargeBatchValidatesAndMaps() throws {
    // 10,000 single-index-path operations on 100 sections of 1,000 items (the benchmark's
    // workload), checked against the direct construction of the new model.
    var batch = CollectionUpdate()
    var newModel: [[Int]] = []
    let model = (0..<100).map { section in Array((section * 1000)..<((section + 1) * 1000)) }
    for section in 0..<100 {
      let next = (section + 1) % 100
      for k in 0..<30 {
        batch.deleteItems(at: [ip(section, k * 33)])
        batch.insertItems(at: [ip(section, k * 33)])
      }
      for k in 0..<20 {
        batch.reloadItems(at: [ip(section, k * 33 + 1)])
        batch.moveItem(at: ip(section, k * 33 + 2), to: ip(next, k * 33 + 5))
      }
    }
    #expect(batch.operations.count == 10_000)
    for section in 0..<100 {
      let previous = (section + 99) % 100
      var kept: [Int] = []
      for (item, id) in model[section].enumerated() {
        let k = item / 33
        let r = item % 33
        if k < 30 && r == 0 { continue }
        if k < 20 && r == 2 { continue }
        kept.append(k < 20 && r == 1 ? -id : id)
      }
      var slots: [Int?] = Array(repeating: nil, count: 1000)
      for k in 0..<30 { slots[k * 33] = -1 }
      for k in 0..<20 { slots[k * 33 + 5] = model[previous][k * 33 + 2] }
      var next = kept.makeIterator()
      newModel.append(slots.map { $0 ?? next.next()! })
    }
    let counts = Array(repeating: 1000, count: 100)
    let update = try UpdateValidator.validate(batch, oldCounts: counts, newCounts: counts)
    let result = update.apply(to: model) { path in
      let old = update.mapping.oldReloadedIndexPath(forNew: path)
      return old.map { -model[$0.section][$0.item] } ?? -1
    }
    #expect(result == newModel)
  }
}
