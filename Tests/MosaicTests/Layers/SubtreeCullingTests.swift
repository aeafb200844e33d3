import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Layers outside the drawn area are skipped with their subtrees, judged from each subtree's
/// extent, which is remembered between frames: every change below a layer must be seen.
@MainActor
@Suite(.serialized)
struct SubtreeCullingTests {
  /// A whole number of points from `range`.
  func value(_ range: ClosedRange<Int>, _ g: inout SeededGenerator) -> CGFloat {
    CGFloat(Int.random(in: range, using: &g))
  }

  func pixels(_ frame: OffscreenFrame) -> [UInt32] {
    frame.image()!.cgImage!.premultipliedARGBPixels()
  }

  /// With opaque content, scrolls move the pixels already drawn (and the boxes where each
  /// layer painted move with them); without, they are drawn again.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64], [false, true])
  func frameAfterFrameMatchesAFreshDrawing(seed: UInt64, opaque: Bool) {
    var g = SeededGenerator(seed: seed)
    let size = CGSize(width: 120, height: 140)
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    let content = UIView(frame: root.bounds)
    content.clipsToBounds = true
    if opaque { content.backgroundColor = .white }
    root.addSubview(content)
    // Rows that do not clip, each with a child reaching outside it and a grandchild reaching
    // further: a row far from the drawn strip may still paint into it.
    var rows: [UIView] = []
    var reaching: [UIView] = []
    for i in 0..<24 {
      let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 120, height: 28))
      row.backgroundColor = UIColor(
        hue: CGFloat(i % 7) / 7, saturation: 0.5, brightness: 1, alpha: 1)
      let child = UIView(frame: CGRect(x: 10, y: 8, width: 30, height: 12))
      child.backgroundColor = .blue
      let grandchild = UIView(frame: CGRect(x: 20, y: 4, width: 6, height: 6))
      grandchild.backgroundColor = .red
      child.addSubview(grandchild)
      row.addSubview(child)
      content.addSubview(row)
      rows.append(row)
      reaching.append(child)
      reaching.append(grandchild)
    }
    let kept = OffscreenFrame(size: size)
    _ = kept.render(root, force: true)
    var moved = 0
    for step in 0..<40 {
      switch Int.random(in: 0..<5, using: &g) {
      case 0, 1:
        // Scroll a little: only a strip is drawn anew.
        content.bounds.origin.y = max(0, min(600, content.bounds.origin.y + value(-25...25, &g)))
      case 2:
        let v = reaching[Int.random(in: 0..<reaching.count, using: &g)]
        v.frame.origin = CGPoint(x: value(-20...100, &g), y: value(-90...90, &g))
      case 3:
        let v = reaching[Int.random(in: 0..<reaching.count, using: &g)]
        v.isHidden.toggle()
      default:
        let row = rows[Int.random(in: 0..<rows.count, using: &g)]
        if let extra = row.subviews.last, extra.tag == 7 {
          extra.removeFromSuperview()
        } else {
          let extra = UIView(frame: CGRect(x: 60, y: value(-80...80, &g), width: 10, height: 10))
          extra.tag = 7
          extra.backgroundColor = .black
          row.addSubview(extra)
        }
      }
      _ = kept.render(root)
      moved += kept.lastReport.work.scrollsMoved
      let fresh = OffscreenFrame(size: size)
      _ = fresh.render(root, force: true)
      let same = pixels(kept) == pixels(fresh)
      #expect(same, "seed \(seed), opaque \(opaque), step \(step)")
      if !same { return }
    }
    // The opaque content's scrolls moved pixels; the other's could not.
    #expect(opaque ? moved > 0 : moved == 0, "seed \(seed): \(moved) scrolls moved pixels")
  }
}
