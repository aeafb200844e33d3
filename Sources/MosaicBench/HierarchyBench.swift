import Foundation
@_spi(MosaicTesting) import Mosaic

/// `hierarchy.*`: adding and removing many subviews of one scroll view.
@MainActor
enum HierarchyBench {
  static let count = 100_000

  static func register(in registry: BenchRegistry) {
    registry.register(
      "hierarchy.subviews", "100,000 subviews added to a scroll view, then removed first to last"
    ) {
      run("hierarchy.subviews", order: .firstToLast, frame: false)
    }
    registry.register(
      "hierarchy.subviews.reverse", "the same, removed last to first"
    ) {
      run("hierarchy.subviews.reverse", order: .lastToFirst, frame: false)
    }
    registry.register(
      "hierarchy.subviews.framed", "the same with a frame drawn after the adds"
    ) {
      run("hierarchy.subviews.framed", order: .firstToLast, frame: true)
    }
  }

  enum Order { case firstToLast, lastToFirst }

  static func run(_ name: String, order: Order, frame drawsFrame: Bool) {
    let size = CGSize(width: 390, height: 844)
    let frame = OffscreenFrame(size: size)
    let window = UIView(frame: CGRect(origin: .zero, size: size))
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    var adds: [Double] = []
    var totals: [Double] = []
    for run in 0..<4 {
      let views = (0..<count).map { i in
        UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 390, height: 10))
      }
      let start = monotonicNanoseconds()
      for view in views { scrollView.addSubview(view) }
      let added = monotonicNanoseconds()
      if drawsFrame { frame.render(window) }
      let removing = monotonicNanoseconds()
      switch order {
      case .firstToLast: for view in views { view.removeFromSuperview() }
      case .lastToFirst: for view in views.reversed() { view.removeFromSuperview() }
      }
      let end = monotonicNanoseconds()
      precondition(scrollView.subviews.count <= 2)
      // The first run warms up.
      guard run > 0 else { continue }
      adds.append(Double(added - start) / 1e9)
      totals.append(Double((added - start) + (end - removing)) / 1e9)
    }
    let addMedian = BenchStats(samples: adds).median
    report(
      name, BenchStats(samples: totals),
      extra: "\(count) views added and removed, frame time excluded; adds alone median "
        + BenchStats.format(addMedian))
  }
}
