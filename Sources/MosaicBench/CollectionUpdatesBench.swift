import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `updates.insert.*` and `updates.animated`: batch updates applied to a live
/// `UICollectionView` (the 1280×800 image-and-label grid of `collection.*`).
@MainActor
enum CollectionUpdatesBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "updates.insert", "one insert into a 1,000,000-item flow section: validation + re-layout"
    ) {
      insertIntoMillion()
    }
    registry.register(
      "updates.batch", "10,000 mixed operations through performBatchUpdates, 100,000 items"
    ) {
      batchOnHundredThousand()
    }
    registry.register(
      "updates.animated", "animated deletes/inserts/moves on a 1280x800 grid; per-frame time"
    ) {
      animatedGrid()
    }
  }

  /// A data source whose item count can change.
  final class CountingModel: UICollectionViewDataSource {
    let cells = CollectionBench.Model()
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { cells.collectionView(collectionView, cellForItemAt: indexPath) }
  }

  static func makeGrid(count: Int) -> (UICollectionView, CountingModel) {
    let model = CountingModel(count: count)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CollectionBench.itemSize
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: CollectionBench.size), collectionViewLayout: layout)
    view.backgroundColor = .white
    view.register(CollectionBench.Cell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    return (view, model)
  }

  static func insertIntoMillion() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let (view, model) = makeGrid(count: 1_000_000)
    view.contentOffset = CGPoint(x: 0, y: 40_000)
    view.layoutIfNeeded()
    var animated: [Double] = []
    var still: [Double] = []
    for i in 0..<60 {
      let path = IndexPath(item: 300 + i, section: 0)
      model.count += 1
      let begin = monotonicNanoseconds()
      if i % 2 == 0 {
        view.insertItems(at: [path])
      } else {
        UIView.performWithoutAnimation { view.insertItems(at: [path]) }
      }
      view.layoutIfNeeded()
      let seconds = Double(monotonicNanoseconds() - begin) / 1e9
      if i % 2 == 0 { animated.append(seconds) } else { still.append(seconds) }
      VirtualTime.advance(by: 0.4)
    }
    report(
      "updates.insert", BenchStats(samples: animated),
      extra: "animated insertItems + layout pass, 1,000,000 items, 1280x800 (30 runs)")
    report(
      "updates.insert.still", BenchStats(samples: still),
      extra: "the same inside performWithoutAnimation (30 runs)")
  }

  /// A data source of 100 sections of 1,000 items whose counts stay the same.
  final class SectionsModel: UICollectionViewDataSource {
    let cells = CollectionBench.Model()
    func numberOfSections(in collectionView: UICollectionView) -> Int {
      UpdatesBench.sections
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { UpdatesBench.itemsPerSection }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { cells.collectionView(collectionView, cellForItemAt: indexPath) }
  }

  /// The `updates.validate` workload applied to a live collection view: validation, mapping,
  /// the layout's update items, re-layout and the animation set-up of the visible cells.
  static func batchOnHundredThousand() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let model = SectionsModel()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CollectionBench.itemSize
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: CollectionBench.size), collectionViewLayout: layout)
    view.register(CollectionBench.Cell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.contentOffset = CGPoint(x: 0, y: 200_000)
    view.layoutIfNeeded()
    let (batch, _) = UpdatesBench.makeWorkload()
    var samples: [Double] = []
    for _ in 0..<20 {
      let begin = monotonicNanoseconds()
      view.performBatchUpdates {
        for operation in batch.operations {
          switch operation {
          case .insertItems(let paths): view.insertItems(at: paths)
          case .deleteItems(let paths): view.deleteItems(at: paths)
          case .reloadItems(let paths): view.reloadItems(at: paths)
          case .moveItem(let from, let to): view.moveItem(at: from, to: to)
          default: break
          }
        }
      }
      view.layoutIfNeeded()
      samples.append(Double(monotonicNanoseconds() - begin) / 1e9)
      VirtualTime.advance(by: 0.4)
    }
    report(
      "updates.batch", BenchStats(samples: samples),
      extra: "performBatchUpdates of the updates.validate workload + layout pass, 1280x800, "
        + "\(view.visibleCells.count) visible cells (20 runs)")
  }

  static func animatedGrid() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let (view, model) = makeGrid(count: 10_000)
    let frame = OffscreenFrame(size: CollectionBench.size)
    frame.render(view, force: true)
    var samples: [Double] = []
    var updates = 0
    for i in 0..<600 {
      let begin = monotonicNanoseconds()
      if i % 12 == 0 {
        // Every 0.2 s (interrupting the previous 0.3 s animation): delete two visible
        // items, insert two and move one across the screen.
        let base = (i / 12) % 8
        view.performBatchUpdates {
          view.deleteItems(at: [
            IndexPath(item: base, section: 0), IndexPath(item: base + 9, section: 0),
          ])
          view.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 20, section: 0)])
          view.moveItem(at: IndexPath(item: 30, section: 0), to: IndexPath(item: 1, section: 0))
        }
        updates += 1
      }
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      view.layoutIfNeeded()
      frame.render(view)
      samples.append(Double(monotonicNanoseconds() - begin) / 1e9)
    }
    _ = model
    report(
      "updates.animated", BenchStats(samples: samples),
      extra: "600 frames at 60 Hz, \(updates) batches (2 deletes, 2 inserts, 1 move each) "
        + "interrupting each other, 1280x800 image + label cells, \(view.visibleCells.count) visible"
    )
  }
}
