import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicCore
import MosaicTesting

/// `diffable.*`: the snapshot difference behind `apply(_:animatingDifferences:)`, building
/// snapshots, and whole animated applies on a live collection view.
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
    registry.register(
      "diffable.build", "a 100,000-item snapshot from one appendItems; 100 reads of itemIdentifiers"
    ) {
      buildAndRead()
    }
    registry.register(
      "diffable.apply",
      "animated apply on a 1280x800 grid: diff, validation, layout, first frame (100k and 10k)"
    ) {
      for count in [100_000, 10_000] { apply(count: count) }
    }
  }

  static func buildAndRead() {
    let items = Array(0..<100_000)
    var total = 0
    let build = measure(warmup: 3, iterations: 50) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(items)
      total += snapshot.numberOfItems
    }
    report("diffable.build.100k", build, extra: "(appendSections + one appendItems of 100,000)")
    let built = snapshot(items)
    let reads = measure(warmup: 3, iterations: 50) {
      for _ in 0..<100 { total &+= built.itemIdentifiers.count }
    }
    report("diffable.build.read100", reads, extra: "(100 calls of itemIdentifiers, 100,000 items)")
  }

  /// Animated applies alternating between the two snapshots of the workload, on the
  /// `collection.*` grid: each sample is the apply, the layout pass and the first frame of its
  /// animation drawn offscreen; the animation then runs out unmeasured.
  static func apply(count: Int) {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CollectionBench.itemSize
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: CollectionBench.size), collectionViewLayout: layout)
    view.backgroundColor = .white
    let model = CollectionBench.Model()
    var configured = 0
    let registration = UICollectionView.CellRegistration<CollectionBench.Cell, Int> {
      cell, _, item in
      configured += 1
      cell.imageView.image = model.images[item % model.images.count]
      cell.label.text = "Item \(item)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    let (old, new) = makeWorkload(count: count)
    let snapshots = [snapshot(old), snapshot(new)]
    dataSource.apply(snapshots[0], animatingDifferences: false)
    let frame = OffscreenFrame(size: CollectionBench.size)
    frame.render(view, force: true)
    var samples: [Double] = []
    // Where each sample's time goes: the apply itself (difference, validation, the batch
    // update), the layout pass, the animation tick and the frame drawn.
    var phases: [[Double]] = Array(repeating: [], count: 4)
    configured = 0
    for i in 0..<(count > 50_000 ? 20 : 60) {
      let begin = monotonicNanoseconds()
      dataSource.apply(snapshots[(i + 1) % 2], animatingDifferences: true)
      let applied = monotonicNanoseconds()
      view.layoutIfNeeded()
      let laidOut = monotonicNanoseconds()
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      let ticked = monotonicNanoseconds()
      frame.render(view)
      let end = monotonicNanoseconds()
      samples.append(Double(end - begin) / 1e9)
      for (phase, (from, to)) in [(begin, applied), (applied, laidOut), (laidOut, ticked), (ticked, end)]
        .enumerated()
      {
        phases[phase].append(Double(to - from) / 1e9)
      }
      VirtualTime.advance(by: 0.5)
      frame.render(view)
    }
    report(
      "diffable.apply.\(count / 1000)k", BenchStats(samples: samples),
      extra: "(\(count) items, \(view.visibleCells.count) visible cells; \(samples.count) applies)")
    let names = ["apply", "layout", "tick", "render"]
    print(
      "  medians: "
        + zip(names, phases).map { "\($0) \(BenchStats.format(BenchStats(samples: $1).median))" }
        .joined(separator: ", ") + "; cells configured per apply \(configured / samples.count)")
    // The same difference computed outside the data source, for comparison.
    let difference = measure(warmup: 2, iterations: count > 50_000 ? 10 : 30) {
      _ = SnapshotDifference(from: snapshots[0], to: snapshots[1])
    }
    print("  SnapshotDifference alone: median \(BenchStats.format(difference.median))")
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
