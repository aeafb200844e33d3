import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `ca.explicit.200`: 200 views (rounded, bordered squares) in a 1024×768 window move and fade
/// at once, for 120 frames, animated first by `UIView.animate` and then by explicit
/// `CABasicAnimation`s on their layers (`position` and `opacity`, the same values and curve).
/// Each frame advances the clock by 1/60 s, ticks the animations and composites offscreen;
/// both frame times are printed, with the ratio explicit / `UIView.animate`.
@MainActor
enum ExplicitAnimationBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "ca.explicit.200",
      "200 layers moving and fading: explicit CABasicAnimations vs UIView.animate, per frame"
    ) {
      run()
    }
  }

  static let size = CGSize(width: 1024, height: 768)

  static func makeScene() -> (UIView, [UIView]) {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    var views: [UIView] = []
    for i in 0..<200 {
      let v = UIView(
        frame: CGRect(
          x: CGFloat(i % 20) * 50 + 4, y: CGFloat(i / 20) * 60 + 4, width: 40, height: 40)
      )
      v.backgroundColor = UIColor(
        hue: CGFloat(i % 20) / 20, saturation: 0.6, brightness: 0.9, alpha: 1)
      v.layer.cornerRadius = 8
      v.layer.borderWidth = 1
      root.addSubview(v)
      views.append(v)
    }
    return (root, views)
  }

  static func frames(_ root: UIView, _ frame: OffscreenFrame) -> BenchStats {
    var samples: [Double] = []
    for i in 0..<125 {
      let begin = monotonicNanoseconds()
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      root.layoutIfNeeded()
      _ = frame.render(root)
      if i >= 5 { samples.append(Double(monotonicNanoseconds() - begin) / 1e9) }
    }
    return BenchStats(samples: samples)
  }

  static func run() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    // UIView.animate
    let (rootA, viewsA) = makeScene()
    let frameA = OffscreenFrame(size: size)
    _ = frameA.render(rootA, force: true)
    UIView.animate(withDuration: 4, delay: 0, options: .curveLinear) {
      for v in viewsA {
        v.center.x += 24
        v.alpha = 0.4
      }
    }
    let implicit = frames(rootA, frameA)
    FrameDriver.reset()
    // Explicit animations: the same motion on the layers, the model left alone.
    let (rootB, viewsB) = makeScene()
    let frameB = OffscreenFrame(size: size)
    _ = frameB.render(rootB, force: true)
    for v in viewsB {
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = v.layer.position.x
      move.toValue = v.layer.position.x + 24
      move.duration = 4
      move.timingFunction = CAMediaTimingFunction(name: .linear)
      v.layer.add(move, forKey: "move")
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.4
      fade.duration = 4
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      v.layer.add(fade, forKey: "fade")
    }
    let explicit = frames(rootB, frameB)
    FrameDriver.reset()
    report("ca.explicit.200.uiview", implicit, extra: "(UIView.animate, 1024x768, 120 frames)")
    report(
      "ca.explicit.200", explicit,
      extra: String(
        format: "(CABasicAnimation, 1024x768, 120 frames; median %.2f× UIView.animate's)",
        explicit.median / implicit.median))
  }
}
