import Foundation
import MosaicCore
import MosaicTestSupport

/// `layout.*`: the pure flow and waterfall layout engines with a million items.
@MainActor
enum LayoutBench {
  static let itemCount = 1_000_000
  static let viewSize = CGSize(width: 390, height: 844)

  static func register(in registry: BenchRegistry) {
    registry.register("layout.flow.uniform", "1M equal items: prepare + first query, then queries")
    {
      let section = FlowLayoutEngine.Section(
        numberOfItems: itemCount, itemSizes: .uniform(CGSize(width: 100, height: 100)),
        sectionInset: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
        minimumLineSpacing: 10, minimumInteritemSpacing: 8)
      var found = 0
      let prepare = measure(warmup: 3, iterations: 50) {
        let engine = FlowLayoutEngine(containerSize: viewSize, sections: [section])
        found += engine.elements(in: CGRect(origin: .zero, size: viewSize)).count
      }
      report("layout.flow.uniform", prepare, extra: "(1M items, prepare + first visible query)")
      let engine = FlowLayoutEngine(containerSize: viewSize, sections: [section])
      queries("layout.flow.uniform.query", height: engine.contentSize.height) {
        engine.elements(in: $0).count
      }
    }
    registry.register("layout.flow.sized", "1M items with per-item sizes: prepare, then queries") {
      let sizes = pseudoRandom(itemCount).map {
        CGSize(width: 60 + CGFloat($0 % 100), height: 40 + CGFloat(($0 >> 8) % 80))
      }
      let section = FlowLayoutEngine.Section(
        numberOfItems: itemCount, itemSizes: .perItem,
        sectionInset: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
        minimumLineSpacing: 10, minimumInteritemSpacing: 8)
      var engine: FlowLayoutEngine?
      let prepare = measure(warmup: 1, iterations: 10) {
        engine = FlowLayoutEngine(containerSize: viewSize, sections: [section]) {
          sizes[$0.item]
        }
      }
      report("layout.flow.sized", prepare, extra: "(1M provider sizes, prepare)")
      guard let engine else { return }
      queries("layout.flow.sized.query", height: engine.contentSize.height) {
        engine.elements(in: $0).count
      }
    }
    registry.register("layout.waterfall", "1M items in 2 columns: prepare, then queries") {
      let heights = pseudoRandom(itemCount).map { 80 + CGFloat($0 % 200) }
      let section = ColumnLayoutEngine.Section(
        numberOfItems: itemCount, columnCount: 2, columnSpacing: 8, itemSpacing: 8,
        sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      var engine: ColumnLayoutEngine?
      let prepare = measure(warmup: 1, iterations: 10) {
        engine = ColumnLayoutEngine(containerWidth: viewSize.width, sections: [section]) {
          heights[$0.item]
        }
      }
      report("layout.waterfall", prepare, extra: "(1M items, 2 columns, prepare)")
      guard let engine else { return }
      queries("layout.waterfall.query", height: engine.contentSize.height) {
        engine.elements(in: $0).count
      }
    }
  }

  /// Measures `query` on a view-sized rectangle at 10,000 pseudo-random offsets in
  /// content `height` and reports it as `name`.
  static func queries(_ name: String, height: CGFloat, _ query: (CGRect) -> Int) {
    let offsets = pseudoRandom(10_000).map {
      CGFloat($0 % UInt64(max(1, height - viewSize.height)))
    }
    var index = 0
    var found = 0
    let stats = measure(warmup: 100, iterations: offsets.count) {
      found += query(CGRect(origin: CGPoint(x: 0, y: offsets[index]), size: viewSize))
      index = (index + 1) % offsets.count
    }
    let average = Double(found) / Double(offsets.count + 100)
    report(
      name, stats, extra: String(format: "(390x844 at random offsets, %.1f elements)", average))
  }

  /// `count` deterministic pseudo-random numbers (the tests' seeded generator, a fixed seed).
  static func pseudoRandom(_ count: Int) -> [UInt64] {
    var generator = SeededGenerator(seed: 0x5EED)
    return (0..<count).map { _ in generator.next() }
  }
}
