import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `list.scroll.N`: a plain list of N rows built the way apps build one — a compositional
/// list layout, `UICollectionViewListCell`s from a cell registration showing a default content
/// configuration (a symbol image, text, secondary text), a diffable data source — in a 1280×800
/// window scrolled 20 pt a frame for 600 frames. Rows have estimated heights and measure
/// themselves as they arrive, so the cost of a frame shows whether measuring a row costs what
/// is on screen or what is in the section.
@MainActor
enum ListScrollBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "list.reconfigure.10000",
      "10,000-row self-sizing list: every row reconfigured with new text in one apply; first frame"
    ) {
      reconfigureAll()
    }
    registry.register(
      "table.swipe.delete.100000",
      "100,000-row UITableView: open a row's swipe actions, then delete it; first animation frame of each"
    ) {
      swipeAndDelete(count: 100_000)
    }
    for count in [1_000, 10_000, 100_000, 1_000_000] {
      registry.register(
        "list.scroll.\(count)",
        "\(count)-row plain list (list cells, diffable), 1280x800, 600 frames at 20 pt: per frame"
      ) {
        run(count: count)
      }
      registry.register(
        "table.scroll.\(count)",
        "\(count)-row plain UITableView (self-sizing cells, diffable), 1280x800, 600 frames at 20 pt: per frame"
      ) {
        runTable(count: count)
      }
    }
  }

  /// `table.swipe.delete.N`: a row of an N-row table (scrolled to the middle) has its trailing
  /// swipe actions opened (animated), then is deleted through the data source's snapshot
  /// (animated): the first frame of each animation, as an app sees them.
  static func swipeAndDelete(count: Int) {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let size = CGSize(width: 1280, height: 800)
    let table = BenchTable(rows: count, frame: CGRect(origin: .zero, size: size))
    let view = table.view
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let frame = OffscreenFrame(size: size)
    frame.render(window, force: true)
    var opening: [Double] = []
    var deleting: [Double] = []
    for round in 0..<20 {
      _ = scrolledFrameSeconds(
        view, toY: CGFloat(count / 2 + round * 7) * 44, in: window, frame: frame)
      for _ in 0..<30 {
        _ = scrolledFrameSeconds(view, toY: view.contentOffset.y, in: window, frame: frame)
      }
      guard let path = view.indexPathsForVisibleRows?.dropFirst(3).first,
        let item = table.dataSource.itemIdentifier(for: path)
      else { continue }
      var begin = monotonicNanoseconds()
      view.openTrailingSwipeActions(forRowAt: path)
      _ = scrolledFrameSeconds(view, toY: view.contentOffset.y, in: window, frame: frame)
      opening.append(Double(monotonicNanoseconds() - begin) / 1e9)
      for _ in 0..<30 {
        _ = scrolledFrameSeconds(view, toY: view.contentOffset.y, in: window, frame: frame)
      }
      begin = monotonicNanoseconds()
      var snapshot = table.dataSource.snapshot()
      snapshot.deleteItems([item])
      table.dataSource.apply(snapshot, animatingDifferences: true)
      _ = scrolledFrameSeconds(view, toY: view.contentOffset.y, in: window, frame: frame)
      deleting.append(Double(monotonicNanoseconds() - begin) / 1e9)
    }
    report(
      "table.swipe.open.\(count)", BenchStats(samples: opening),
      extra: "(first frame of the swipe opening)")
    report(
      "table.swipe.delete.\(count)", BenchStats(samples: deleting),
      extra: "(apply of a snapshot without the row, and the first frame of its animation)")
  }

  /// `table.scroll.N`: the same rows as a `UITableView` (`BenchTable`), scrolled the same way.
  static func runTable(count: Int) {
    scroll(named: "table.scroll.\(count)") { frame in
      let table = BenchTable(rows: count, frame: frame)
      return (table.view, { (table.view.indexPathsForVisibleRows ?? []).map(\.row) })
    }
  }

  static func run(count: Int) {
    scroll(named: "list.scroll.\(count)") { frame in
      let list = BenchList(rows: count, frame: frame)
      return (list.view, { list.view.indexPathsForVisibleItems.map(\.item).sorted() })
    }
  }

  /// Builds a scroll view with `make` (which also says which rows are visible), shows it in a
  /// 1280×800 offscreen window and scrolls it 20 pt a frame for 600 frames.
  private static func scroll(
    named name: String, _ make: (CGRect) -> (UIScrollView, () -> [Int])
  ) {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let size = CGSize(width: 1280, height: 800)
    let buildStart = monotonicNanoseconds()
    let (view, visibleRows) = make(CGRect(origin: .zero, size: size))
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let frame = OffscreenFrame(size: size)
    frame.render(window, force: true)
    let firstFrame = Double(monotonicNanoseconds() - buildStart) / 1e9
    var samples: [Double] = []
    var y: CGFloat = 0
    for _ in 0..<600 {
      y += 20
      samples.append(scrolledFrameSeconds(view, toY: y, in: window, frame: frame))
    }
    let rows = visibleRows()
    report(
      name, BenchStats(samples: samples),
      extra: "(600 frames at 20 pt; rows \(rows.first ?? -1)–\(rows.last ?? -1) at the end; "
        + "snapshot + first frame \(BenchStats.format(firstFrame)))")
  }

  /// A list of 10,000 rows whose texts all change in one apply (`reconfigureItems` of every
  /// row): the apply and the first frame after it, as an app that renames everything does.
  static func reconfigureAll() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let size = CGSize(width: 1280, height: 800)
    var generation = 0
    let list = BenchList(rows: 10_000, frame: CGRect(origin: .zero, size: size)) { cell, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item), version \(generation)"
      content.secondaryText =
        generation % 2 == 0 ? nil : "A longer detail that wraps onto a second line when shown"
      cell.contentConfiguration = content
    }
    let view = list.view
    let dataSource = list.dataSource
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let frame = OffscreenFrame(size: size)
    frame.render(window, force: true)
    let stats = measure(warmup: 2, iterations: 20) {
      generation += 1
      var next = dataSource.snapshot()
      next.reconfigureItems(next.itemIdentifiers)
      dataSource.apply(next, animatingDifferences: false)
      window.layoutIfNeeded()
      frame.render(window)
    }
    let height = view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0
    report(
      "list.reconfigure.10000", stats,
      extra: "(apply reconfiguring 10,000 rows + layout + first frame; row 0 now \(Int(height)) pt)"
    )
  }
}
