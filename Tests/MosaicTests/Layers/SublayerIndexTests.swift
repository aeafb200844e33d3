import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// The spatial index of many sublayers must draw exactly what visiting every sublayer draws.
@MainActor
@Suite(.serialized)
struct SublayerIndexTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func value(_ range: ClosedRange<Int>) -> CGFloat {
      CGFloat(range.lowerBound + Int(next() % UInt64(range.count)))
    }
  }

  func render(_ root: UIView, indexed: Bool) -> [UInt32] {
    let saved = SublayerIndex.threshold
    SublayerIndex.threshold = indexed ? 16 : Int.max
    defer { SublayerIndex.threshold = saved }
    let frame = OffscreenFrame(size: root.bounds.size)
    frame.render(root, force: true)
    return frame.image()!.cgImage!.premultipliedARGBPixels()
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func indexedDrawingMatchesVisitingEverySublayer(seed: UInt64) {
    var g = Generator(state: seed)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
    root.backgroundColor = .white
    let content = UIView(frame: root.bounds)
    content.clipsToBounds = true
    root.addSubview(content)
    var tiles: [UIView] = []
    for i in 0..<400 {
      let v = UIView(
        frame: CGRect(
          x: g.value(-10...110), y: g.value(-10...1500), width: g.value(2...30),
          height: g.value(2...30)))
      v.backgroundColor = UIColor(hue: CGFloat(i % 17) / 17, saturation: 1, brightness: 1, alpha: 1)
      if i % 9 == 0 {
        // A child reaching outside its non-clipping parent.
        let child = UIView(frame: CGRect(x: -12, y: 20, width: 8, height: 40))
        child.backgroundColor = .black
        v.addSubview(child)
      }
      if i % 13 == 0 { v.isHidden = true }
      content.addSubview(v)
      tiles.append(v)
    }
    for step in 0..<6 {
      content.bounds.origin.y = CGFloat(step) * 230
      let indexed = render(root, indexed: true)
      let all = render(root, indexed: false)
      #expect(indexed == all, "seed \(seed), step \(step)")
      // Move, hide and re-show some tiles: the index must follow.
      for _ in 0..<20 {
        let t = tiles[Int(g.next() % UInt64(tiles.count))]
        switch g.next() % 3 {
        case 0: t.center.y = content.bounds.minY + g.value(0...200)
        case 1: t.isHidden.toggle()
        default: t.bounds.size.height = g.value(2...120)
        }
      }
    }
  }
}
