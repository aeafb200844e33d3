import Foundation
import Mosaic

/// `layout.flowlayout.*`: `UICollectionViewFlowLayout` used from outside through UIKit's API,
/// as an app uses it: a 1280×800 `UICollectionView` over 1,000,000 items whose sizes come
/// from a `UICollectionViewDelegateFlowLayout`, asked `layoutAttributesForElements(in:)` for
/// the visible rectangle at offsets spread over the whole content.
@MainActor
enum FlowLayoutBench {
  static let itemCount = 1_000_000
  static let viewSize = CGSize(width: 1280, height: 800)
  static let queryCount = 10_000

  static func register(in registry: BenchRegistry) {
    registry.register(
      "layout.flowlayout.delegate",
      "1M items, delegate sizes, 1280x800 view: visible-rect queries; mean and worst"
    ) {
      delegateSizes()
    }
  }

  /// Data source and flow delegate: a million items, sizes varying per item (90–130 wide,
  /// 60–90 tall) so the layout keeps per-item geometry.
  final class Model: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { itemCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      var z = UInt64(indexPath.item) &* 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 29)) &* 0xBF58_476D_1CE4_E5B9
      return CGSize(width: 90 + CGFloat(z % 5) * 10, height: 60 + CGFloat((z >> 8) % 4) * 10)
    }
  }

  static func delegateSizes() {
    let model = Model()
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    let prepareBegin = monotonicNanoseconds()
    view.layoutIfNeeded()
    let prepare = Double(monotonicNanoseconds() - prepareBegin) / 1e9
    let height = layout.collectionViewContentSize.height
    let offsets = LayoutBench.pseudoRandom(queryCount).map {
      CGFloat($0 % UInt64(max(1, height - viewSize.height)))
    }
    var index = 0
    var found = 0
    let stats = measure(warmup: 1, iterations: offsets.count) {
      let rect = CGRect(origin: CGPoint(x: 0, y: offsets[index]), size: viewSize)
      found += layout.layoutAttributesForElements(in: rect)?.count ?? 0
      index = (index + 1) % offsets.count
    }
    let average = Double(found) / Double(offsets.count + 1)
    let slow = stats.samples.filter { $0 > 20e-6 }.count
    // The same offsets again, each queried three times in a row keeping the fastest: a
    // periodic interruption of the process (a timer tick, every few milliseconds) lands in at
    // most one of the three, so the worst of these is the worst cost of a query itself.
    var worstOfBest: Double = 0
    for offset in offsets {
      let rect = CGRect(origin: CGPoint(x: 0, y: offset), size: viewSize)
      var best = Double.infinity
      for _ in 0..<3 {
        let start = monotonicNanoseconds()
        found += layout.layoutAttributesForElements(in: rect)?.count ?? 0
        best = min(best, Double(monotonicNanoseconds() - start) / 1e9)
      }
      worstOfBest = max(worstOfBest, best)
    }
    print(
      resultLine(
        "layout.flowlayout.delegate", stats,
        extra: String(
          format:
            "%d queries of 1280x800 at offsets over %.0f pt of content, %.1f attributes, "
            + "%d over 20 µs, first layout %.0f ms", queryCount, height, average, slow,
          prepare * 1000)
          + "; worst of the best of 3 per offset \(BenchStats.format(worstOfBest))"))
    fflush(nil)
  }

  /// The report line of a query benchmark: name, mean and worst, then median and p99 with
  /// `extra` in parentheses.
  static func resultLine(_ name: String, _ stats: BenchStats, extra: String) -> String {
    let padded = name.count < 28 ? name + String(repeating: " ", count: 28 - name.count) : name
    return
      "\(padded)  mean \(BenchStats.format(stats.mean))  worst \(BenchStats.format(stats.max))"
      + "  (median \(BenchStats.format(stats.median)), p99 \(BenchStats.format(stats.p99)), "
      + "\(extra))"
  }
}
