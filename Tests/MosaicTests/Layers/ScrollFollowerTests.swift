import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A layer kept over its superlayer's visible area whose bounds origin follows the scroll (as a
/// table keeps its rows view) scrolls with it as one: the frame buffer moves the pixels once, and
/// they are the pixels of drawing everything again.
@MainActor
struct ScrollFollowerTests {
  /// An opaque clipping scroller holding a follower (transparent, clipping) with rows in it,
  /// and a row placed directly in the scroller's content.
  private func scene() -> (root: CALayer, scroller: CALayer, follower: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
    root.backgroundColor = UIColor.white.cgColor
    let scroller = CALayer()
    scroller.frame = CGRect(x: 10, y: 20, width: 150, height: 120)
    scroller.masksToBounds = true
    scroller.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
    let follower = CALayer()
    follower.followsSuperlayerScroll = true
    follower.masksToBounds = true
    follower.frame = scroller.bounds
    for i in 0..<30 {
      let row = CALayer()
      row.frame = CGRect(x: 4, y: CGFloat(i) * 22, width: 142, height: 18)
      row.backgroundColor =
        UIColor(hue: CGFloat(i) / 30, saturation: 0.5, brightness: 0.9, alpha: 1).cgColor
      if i % 3 == 0 { row.cornerRadius = 6 }
      follower.addSublayer(row)
    }
    scroller.addSublayer(follower)
    let header = CALayer()
    header.frame = CGRect(x: 0, y: -30, width: 150, height: 26)
    header.backgroundColor = UIColor.systemBlue.cgColor
    scroller.addSublayer(header)
    root.addSublayer(scroller)
    return (root, scroller, follower)
  }

  /// Scrolls the pair to `y`, as a table places its rows view.
  private func scroll(_ scroller: CALayer, _ follower: CALayer, to y: CGFloat) {
    scroller.bounds.origin.y = y
    follower.frame = scroller.bounds
    follower.bounds.origin.y = y
  }

  @Test func movedPixelsMatchRedrawnOnes() {
    defer { FrameBuffer.movesScrolledPixels = true }
    for seed in UInt64(1)...6 {
      let scale: CGFloat = seed % 2 == 0 ? 2 : 1
      let (root, scroller, follower) = scene()
      let (twin, twinScroller, twinFollower) = scene()
      let moving = OffscreenFrame(size: root.bounds.size, scale: scale)
      let drawing = OffscreenFrame(size: root.bounds.size, scale: scale)
      var g = SeededGenerator(seed: seed)
      var y: CGFloat = -30
      var moved = 0
      for index in 0..<24 {
        y = min(
          max(-30, y + [CGFloat(7), 20, -13, 3, -1, 11][Int.random(in: 0..<6, using: &g)]), 520)
        scroll(scroller, follower, to: y)
        scroll(twinScroller, twinFollower, to: y)
        if index % 5 == 4 {
          // Something inside changes too.
          let i = Int.random(in: 0..<30, using: &g)
          follower.sublayers![i].backgroundColor = UIColor.systemTeal.cgColor
          twinFollower.sublayers![i].backgroundColor = UIColor.systemTeal.cgColor
        }
        FrameBuffer.movesScrolledPixels = true
        moving.render(layer: root)
        moved += moving.lastReport.work.scrollsMoved
        if index > 1 && index % 5 != 4 {
          // Only the strip that came into view was drawn (rounded rows are made rasters
          // after their first frame, and a changed row is drawn again).
          let drawn = CGFloat(moving.lastReport.work.pixelsDrawn)
          #expect(drawn < 150 * 120 * scale * scale / 2, "seed \(seed), step \(index)")
        }
        FrameBuffer.movesScrolledPixels = false
        drawing.render(layer: twin)
        let a = moving.pixels()
        let b = drawing.pixels()
        if a != b {
          let differing = zip(a, b).filter { $0 != $1 }.count
          Issue.record("seed \(seed), step \(index), scale \(scale): \(differing) pixels differ")
          return
        }
      }
      #expect(moved >= 20, "seed \(seed): \(moved) of 24 scrolls moved pixels")
    }
  }

  /// A follower that moved without its superlayer scrolling as far is drawn again whole.
  @Test func aFollowerOutOfStepIsDrawnAgain() {
    let (root, scroller, follower) = scene()
    let (twin, _, twinFollower) = scene()
    let moving = OffscreenFrame(size: root.bounds.size)
    let drawing = OffscreenFrame(size: root.bounds.size)
    moving.render(layer: root)
    scroller.bounds.origin.y = 20
    follower.frame = scroller.bounds.offsetBy(dx: 0, dy: -5)
    follower.bounds.origin.y = 20
    twin.sublayers![0].bounds.origin.y = 20
    twinFollower.frame = twin.sublayers![0].bounds.offsetBy(dx: 0, dy: -5)
    twinFollower.bounds.origin.y = 20
    moving.render(layer: root)
    #expect(moving.lastReport.work.scrollsMoved == 0)
    FrameBuffer.movesScrolledPixels = false
    defer { FrameBuffer.movesScrolledPixels = true }
    drawing.render(layer: twin)
    #expect(moving.pixels() == drawing.pixels())
  }
}
