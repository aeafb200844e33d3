import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Scrolling by moving the pixels already drawn must give the pixels of drawing the scrolled
/// layer again.
@MainActor
struct ScrollMoveTests {
  /// A white root with an opaque scrolling layer of rows, a fixed bar inside it that
  /// follows the scroll (like a scroll indicator), and optionally a badge over it.
  private func scene(overlay: Bool) -> (root: CALayer, scroller: CALayer, bar: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
    root.backgroundColor = UIColor.white.cgColor
    let scroller = CALayer()
    scroller.frame = CGRect(x: 10, y: 20, width: 150, height: 120)
    scroller.masksToBounds = true
    scroller.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
    for i in 0..<30 {
      let row = CALayer()
      row.frame = CGRect(x: 4, y: CGFloat(i) * 22, width: 142, height: 18)
      row.backgroundColor =
        UIColor(hue: CGFloat(i) / 30, saturation: 0.5, brightness: 0.9, alpha: 1).cgColor
      if i % 3 == 0 { row.cornerRadius = 6 }
      if i % 4 == 1 {
        let dot = CALayer()
        dot.frame = CGRect(x: 5.5, y: 3.25, width: 11, height: 11)
        dot.cornerRadius = 5.5
        dot.backgroundColor = UIColor.white.cgColor
        row.addSublayer(dot)
      }
      scroller.addSublayer(row)
    }
    let bar = CALayer()
    bar.frame = CGRect(x: 144, y: 2, width: 3, height: 30)
    bar.cornerRadius = 1.5
    bar.backgroundColor = UIColor(white: 0, alpha: 0.4).cgColor
    scroller.addSublayer(bar)
    root.addSublayer(scroller)
    if overlay {
      let badge = CALayer()
      badge.frame = CGRect(x: 120, y: 10, width: 40, height: 30)
      badge.backgroundColor = UIColor.systemRed.cgColor
      root.addSublayer(badge)
    }
    return (root, scroller, bar)
  }

  private func step(
    _ g: inout SeededGenerator, scroller: CALayer, bar: CALayer, removed: inout Int
  ) -> (dy: CGFloat, dx: CGFloat, change: Int, row: Int) {
    let change = Int.random(in: 0..<6, using: &g)
    let dy = [CGFloat(7), 20, -13, 0.5, 3, -1][Int.random(in: 0..<6, using: &g)]
    let dx: CGFloat = Int.random(in: 0..<5, using: &g) == 0 ? 2 : 0
    let row = Int.random(in: 0..<25, using: &g)
    return (dy, dx, change, row)
  }

  private func apply(
    _ s: (dy: CGFloat, dx: CGFloat, change: Int, row: Int), scroller: CALayer, bar: CALayer
  ) {
    var origin = scroller.bounds.origin
    origin.y = min(max(0, origin.y + s.dy), 500)
    origin.x = min(max(0, origin.x + s.dx), 6)
    scroller.bounds.origin = origin
    // The bar stays put on screen.
    bar.position = CGPoint(x: 145.5 + origin.x, y: 17 + origin.y)
    let rows = scroller.sublayers!.filter { $0 !== bar }
    switch s.change {
    case 0:
      rows[s.row % rows.count].backgroundColor = UIColor.systemTeal.cgColor
    case 1:
      rows[s.row % rows.count].removeFromSuperlayer()
    case 2:
      let row = CALayer()
      row.frame = CGRect(x: 20, y: CGFloat(s.row) * 22 + 9, width: 60, height: 8)
      row.backgroundColor = UIColor.black.cgColor
      scroller.insertSublayer(row, below: bar)
    default:
      break
    }
  }

  @Test(arguments: [false, true])
  func movedPixelsMatchRedrawnOnes(overlay: Bool) {
    defer { FrameBuffer.movesScrolledPixels = true }
    var scrollsMoved = 0
    for seed in UInt64(1)...8 {
      let scale: CGFloat = seed % 2 == 0 ? 2 : 1
      let (root, scroller, bar) = scene(overlay: overlay)
      let (twin, twinScroller, twinBar) = scene(overlay: overlay)
      let moving = OffscreenFrame(size: root.bounds.size, scale: scale)
      let drawing = OffscreenFrame(size: root.bounds.size, scale: scale)
      var g = SeededGenerator(seed: seed)
      var removed = 0
      for index in 0..<24 {
        let s = step(&g, scroller: scroller, bar: bar, removed: &removed)
        apply(s, scroller: scroller, bar: bar)
        apply(s, scroller: twinScroller, bar: twinBar)
        FrameBuffer.movesScrolledPixels = true
        moving.render(layer: root)
        scrollsMoved += moving.lastReport.work.scrollsMoved
        FrameBuffer.movesScrolledPixels = false
        drawing.render(layer: twin)
        let a = moving.pixels()
        let b = drawing.pixels()
        if a == b { continue }
        let differing = zip(a, b).filter { $0 != $1 }.count
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        Issue.record(
          "seed \(seed), step \(index), scale \(scale): \(differing) pixels differ, first at \(String(describing: first))"
        )
        return
      }
    }
    if overlay {
      // The badge was drawn over the scrolling layer: its pixels are never moved.
      #expect(scrollsMoved == 0)
    } else {
      #expect(scrollsMoved > 40)
    }
  }

  /// The pixels of a frame buffer, row by row.
  private func pixels(of buffer: FrameBuffer) -> [UInt32] {
    guard let data = buffer.pixels else { return [] }
    var result: [UInt32] = []
    result.reserveCapacity(buffer.pixelWidth * buffer.pixelHeight)
    for y in 0..<buffer.pixelHeight {
      let row = (data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<buffer.pixelWidth { result.append(row[x]) }
    }
    return result
  }

  /// A scroller as wide as the frame, under a fixed header drawn over it (as a navigation bar
  /// is): a vertical scroll moves where the
  /// frame starts in memory with spare rows (the rows of the header are drawn again), and
  /// when the frame reaches the end of that memory its rows move back to the middle. Every
  /// frame equals one drawn without moving pixels.
  @Test func startingTheFrameElsewhereMatchesRedrawing() {
    defer { FrameBuffer.movesScrolledPixels = true }
    var shifted = 0
    var recentred = 0
    func scene() -> (root: CALayer, scroller: CALayer, bar: CALayer) {
      let (root, scroller, bar) = self.scene(overlay: false)
      scroller.frame = CGRect(x: 0, y: 20, width: 200, height: 140)
      let header = CALayer()
      header.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
      header.backgroundColor = UIColor.systemBlue.cgColor
      let title = CALayer()
      title.frame = CGRect(x: 80, y: 5, width: 40, height: 10)
      title.cornerRadius = 5
      title.backgroundColor = UIColor.white.cgColor
      header.addSublayer(title)
      root.addSublayer(header)
      return (root, scroller, bar)
    }
    for seed in UInt64(1)...6 {
      let scale: CGFloat = seed % 2 == 0 ? 2 : 1
      let (root, scroller, bar) = scene()
      let (twin, twinScroller, twinBar) = scene()
      let width = Int(200 * scale)
      let height = Int(160 * scale)
      let bytesPerRow = width * 4
      let memory = UnsafeMutableRawPointer.allocate(
        byteCount: bytesPerRow * height * 2, alignment: 16)
      defer { memory.deallocate() }
      let moving = FrameBuffer()
      moving.wrap(
        pixels: memory, width: width, height: height, bytesPerRow: bytesPerRow,
        spareRows: height)
      let drawing = FrameBuffer()
      drawing.resize(width: width, height: height)
      var g = SeededGenerator(seed: seed)
      var removed = 0
      for index in 0..<40 {
        var s = step(&g, scroller: scroller, bar: bar, removed: &removed)
        // Long runs one way reach the end of the spare rows.
        if index % 10 < 6 { s.dy = index < 20 ? 20 : -20 }
        apply(s, scroller: scroller, bar: bar)
        apply(s, scroller: twinScroller, bar: twinBar)
        FrameBuffer.movesScrolledPixels = true
        moving.render(root, scale: scale)
        shifted += moving.work.framesStartedElsewhere
        recentred += moving.work.framesMovedInPixels
        FrameBuffer.movesScrolledPixels = false
        drawing.render(twin, scale: scale)
        #expect(moving.firstRow >= 0 && moving.firstRow <= height)
        let a = pixels(of: moving)
        let b = pixels(of: drawing)
        if a == b { continue }
        let differing = zip(a, b).filter { $0 != $1 }.count
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        Issue.record(
          "seed \(seed), step \(index), scale \(scale): \(differing) pixels differ, first at \(String(describing: first))"
        )
        return
      }
    }
    #expect(shifted > 60)
    #expect(recentred >= 6)
  }
}
