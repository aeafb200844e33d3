import Foundation
import MosaicCore

/// `diffable.*`: the snapshot difference behind `apply(_:animatingDifferences:)`.
@MainActor
enum DiffableBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "diffable.diff", "snapshot difference: 10% deleted, 10% inserted, 2% moved (100k and 10k)"
    ) {
      for count in [100_000, 10_000] {
        let (old, new) = makeWorkload(count: count)
        let before = snapshot(old)
        let after = snapshot(new)
        var operations = 0
        let stats = measure(warmup: 3, iterations: count > 50_000 ? 30 : 100) {
          operations += SnapshotDifference(from: before, to: after).update.operations.count
        }
        let moves = SnapshotDifference(from: before, to: after).update.operations.count - 2
        report(
          "diffable.diff.\(count / 1000)k", stats,
          extra: "(\(count) items, 1 section; \(moves) moves found)")
        if count == 10_000 {
          var changes = 0
          let library = measure(warmup: 1, iterations: 10) {
            changes += new.difference(from: old).inferringMoves().count
          }
          report("diffable.diff.10k.stdlib", library, extra: "(difference(from:).inferringMoves())")
        }
      }
    }
  }

  /// Old and new identifiers: `count` items, then every tenth deleted, `count / 10` new ones
  /// inserted at pseudo-random places and `count / 50` kept ones moved elsewhere.
  static func makeWorkload(count: Int) -> (old: [Int], new: [Int]) {
    var state: UInt64 = 0x5EED
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let old = Array(0..<count)
    var new = old.filter { $0 % 10 != 5 }
    for value in count..<(count + count / 10) { new.insert(value, at: random(new.count + 1)) }
    var moved = Set<Int>()
    while moved.count < count / 50 {
      let index = random(new.count)
      let value = new[index]
      guard value < count, value % 10 != 5, !moved.contains(value) else { continue }
      moved.insert(value)
      new.remove(at: index)
      new.insert(value, at: random(new.count + 1))
    }
    return (old, new)
  }

  static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    _ = snapshot.indexOfItem(0)
    return snapshot
  }
}
