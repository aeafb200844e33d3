import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `compositional.measure`: rows of a 100,000-row estimated list
/// (`UICollectionViewCompositionalLayout.list`) measured one by one the way a collection view
/// takes in a cell's preferred size — the item's attributes, a preferred copy taller or shorter,
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, its
/// invalidation context and `prepare()` — in the orders scrolling produces: 50,000 rows top-down,
/// then back to the middle and 1,000 rows bottom-up above them, then 1,000 rows inside the
/// measured run measured again bottom-up with new heights. Each figure is one measurement.
@MainActor
enum CompositionalMeasureBench {
  static let size = CGSize(width: 1280, height: 800)
  static let rows = 100_000

  static func register(in registry: BenchRegistry) {
    registry.register(
      "compositional.measure",
      "100,000-row estimated list: per measured row, top-down, bottom-up above a measured run, "
        + "re-measured inside it"
    ) { run() }
  }

  static func run() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let model = CompositionalBench.Model(sections: 1, items: rows)
    let view = CompositionalBench.makeView(layout, model: model)
    layout.invalidateLayout()
    layout.prepare()
    var samples: [Double] = []
    // A row's height from its text: 44 to 104 points.
    func height(_ item: Int, _ round: Int) -> CGFloat {
      44 + CGFloat((item &* 37 &+ round &* 11) % 61)
    }
    func measure(_ item: Int, round: Int = 0) {
      let start = monotonicNanoseconds()
      let path = IndexPath(item: item, section: 0)
      guard let original = layout.layoutAttributesForItem(at: path) else { return }
      let preferred = original.copy() as! UICollectionViewLayoutAttributes
      preferred.size = CGSize(width: original.size.width, height: height(item, round))
      if layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      {
        layout.invalidateLayout(
          with: layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.prepare()
      }
      samples.append(Double(monotonicNanoseconds() - start) / 1e9)
    }
    /// Scrolls so that `item` is at the top of the screen (once a screenful of rows).
    func scroll(to item: Int) {
      guard let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
      else { return }
      view.contentOffset = CGPoint(x: 0, y: frame.minY)
    }
    func phase(_ name: String, _ items: [Int], round: Int, _ what: String) {
      samples = []
      samples.reserveCapacity(items.count)
      let start = monotonicNanoseconds()
      for (n, item) in items.enumerated() {
        if n % 16 == 0 { scroll(to: item) }
        measure(item, round: round)
      }
      let total = Double(monotonicNanoseconds() - start) / 1e9
      report(
        name, BenchStats(samples: samples),
        extra: "\(what); \(items.count) rows in \(BenchStats.format(total)), mean "
          + "\(BenchStats.format(BenchStats(samples: samples).mean)) a row")
    }
    phase(
      "compositional.measure.down", Array(50_000..<100_000), round: 0,
      "rows 50,000-99,999 top-down (after a jump to the middle)")
    phase(
      "compositional.measure.up", Array((49_000..<50_000).reversed()), round: 0,
      "rows 49,999-49,000 bottom-up, above 50,000 measured rows")
    phase(
      "compositional.measure.again", Array((60_000..<61_000).reversed()), round: 1,
      "rows 60,999-60,000 of the measured run measured again with new heights, bottom-up")
    withExtendedLifetime(view) {}
  }
}
