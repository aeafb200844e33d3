import Foundation
@_spi(MosaicTesting) import Mosaic

/// `render.*`: compositing a 1280×800 frame of 100 rounded image views with labels.
@MainActor
enum RenderBench {
  static let size = CGSize(width: 1280, height: 800)

  static func register(in registry: BenchRegistry) {
    registry.register("render.frame", "full redraw of 100 rounded image views with labels") {
      let root = makeScene()
      let frame = OffscreenFrame(size: size)
      let stats = measure(warmup: 10, iterations: 300) { frame.render(root, force: true) }
      report("render.frame", stats, extra: "(1280x800, 100 views, scale 1)")
    }
    registry.register("render.frame.flat", "the same 100 views without any transform") {
      let root = makeScene(transforms: false)
      let frame = OffscreenFrame(size: size)
      let stats = measure(warmup: 10, iterations: 300) { frame.render(root, force: true) }
      report("render.frame.flat", stats, extra: "(1280x800, 100 views, none transformed)")
    }
    registry.register("render.frame.uncached", "every card changes each frame (no raster reuse)") {
      let root = makeScene()
      let frame = OffscreenFrame(size: size)
      let cards = root.subviews
      var flip = false
      let stats = measure(warmup: 10, iterations: 300) {
        flip.toggle()
        for card in cards { card.backgroundColor = flip ? .black : .darkGray }
        frame.render(root)
      }
      report("render.frame.uncached", stats, extra: "(1280x800, 100 views redrawn without caches)")
    }
    registry.register("render.idle", "a frame in which nothing changed") {
      let root = makeScene()
      let frame = OffscreenFrame(size: size)
      frame.render(root, force: true)
      var drawn = 0
      let stats = measure(warmup: 10, iterations: 1000) { if frame.render(root) { drawn += 1 } }
      report("render.idle", stats, extra: "(1280x800, 100 views; frames drawn: \(drawn))")
    }
    registry.register("render.animated", "every view moves each frame") {
      let root = makeScene()
      let frame = OffscreenFrame(size: size)
      var step = 0
      let views = root.subviews
      let stats = measure(warmup: 10, iterations: 300) {
        step += 1
        for (i, v) in views.enumerated() {
          v.center.x += (step + i) % 2 == 0 ? 1 : -1
        }
        frame.render(root)
      }
      report("render.animated", stats, extra: "(1280x800, 100 views moved per frame)")
    }
  }

  /// 100 cards in a 10×10 grid: a rounded, clipped image view with a label; every seventh
  /// is rotated and every eleventh scaled.
  static func makeScene(transforms: Bool = true) -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let images = (0..<8).map { makeImage(hue: CGFloat($0) / 8) }
    let cellW: CGFloat = 124
    let cellH: CGFloat = 76
    for i in 0..<100 {
      let col = i % 10
      let row = i / 10
      let card = UIImageView(image: images[i % images.count])
      card.frame = CGRect(
        x: 8 + CGFloat(col) * (cellW + 3), y: 6 + CGFloat(row) * (cellH + 3), width: cellW,
        height: cellH)
      card.contentMode = .scaleAspectFill
      card.layer.cornerRadius = 10
      card.clipsToBounds = true
      let label = UILabel(frame: CGRect(x: 6, y: cellH - 22, width: cellW - 12, height: 18))
      label.text = "Photo \(i + 1) 照片"
      label.font = .systemFont(ofSize: 13)
      label.textColor = .white
      card.addSubview(label)
      if transforms, i % 7 == 3 { card.transform = CGAffineTransform(rotationAngle: 0.08) }
      if transforms, i % 11 == 5 { card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
      root.addSubview(card)
    }
    return root
  }

  static func makeImage(hue: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200))
    return renderer.image { context in
      UIColor(hue: hue, saturation: 0.5, brightness: 0.9, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
      UIColor(hue: hue, saturation: 0.8, brightness: 0.5, alpha: 1).setFill()
      UIBezierPath(ovalIn: CGRect(x: 60, y: 40, width: 180, height: 120)).fill()
    }
  }
}
