import Foundation
import MosaicCore

/// `updates.*`: batch-update validation and index mapping on a large collection.
@MainActor
enum UpdatesBench {
  /// 100 sections of 1,000 items: 100,000 items.
  static let sections = 100
  static let itemsPerSection = 1000

  static func register(in registry: BenchRegistry) {
    registry.register("updates.validate", "validate + map 10,000 mixed operations, 100,000 items") {
      let (batch, counts) = makeWorkload()
      var accepted = 0
      let stats = measure(warmup: 3, iterations: 50) {
        if (try? UpdateValidator.validate(batch, oldCounts: counts, newCounts: counts)) != nil {
          accepted += 1
        }
      }
      report(
        "updates.validate", stats,
        extra:
          "(10,000 ops: 3k delete, 2k reload, 2k move, 3k insert; 100x1000 items; ok \(accepted))"
      )
    }
    registry.register("updates.map", "old→new index path of all 100,000 items") {
      let (batch, counts) = makeWorkload()
      guard let update = try? UpdateValidator.validate(batch, oldCounts: counts, newCounts: counts)
      else { return print("updates.map: workload rejected") }
      var found = 0
      let stats = measure(warmup: 2, iterations: 20) {
        for section in 0..<sections {
          for item in 0..<itemsPerSection
          where update.mapping.newIndexPath(forOld: IndexPath(item: item, section: section)) != nil
          {
            found += 1
          }
        }
      }
      report("updates.map", stats, extra: "(100,000 lookups per run)")
    }
    registry.register("updates.apply", "build the new 100,000-item model from the mapping") {
      let (batch, counts) = makeWorkload()
      guard let update = try? UpdateValidator.validate(batch, oldCounts: counts, newCounts: counts)
      else { return print("updates.apply: workload rejected") }
      let model = (0..<sections).map { section in
        Array((section * itemsPerSection)..<((section + 1) * itemsPerSection))
      }
      var total = 0
      let stats = measure(warmup: 2, iterations: 20) {
        total += update.apply(to: model) { -$0.item }.count
      }
      report("updates.apply", stats, extra: "(100x1000 items)")
    }
  }

  /// A valid batch of 10,000 single-index-path operations whose counts are unchanged: in each
  /// section 30 deletes, 20 reloads, 20 moves out to the next section and 30 inserts.
  static func makeWorkload() -> (CollectionUpdate, [Int]) {
    var batch = CollectionUpdate()
    for section in 0..<sections {
      let next = (section + 1) % sections
      for k in 0..<30 {
        batch.deleteItems(at: [IndexPath(item: k * 33, section: section)])
        batch.insertItems(at: [IndexPath(item: k * 33, section: section)])
      }
      for k in 0..<20 {
        batch.reloadItems(at: [IndexPath(item: k * 33 + 1, section: section)])
        batch.moveItem(
          at: IndexPath(item: k * 33 + 2, section: section),
          to: IndexPath(item: k * 33 + 5, section: next))
      }
    }
    return (batch, Array(repeating: itemsPerSection, count: sections))
  }
}
