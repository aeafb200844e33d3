import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `animator.200`: the scene of `ca.explicit.200` (200 rounded, bordered squares in a 1024×768
/// window moving and fading at once, 120 frames), animated first by `UIView.animate` and then
/// by one `UIViewPropertyAnimator` with the same curve; a third run scrubs a paused animator's
/// `fractionComplete` once a frame, as a pan gesture does. Each frame advances the clock by
/// 1/60 s, ticks the animations and composites offscreen; the frame times are printed, with
/// the ratios to `UIView.animate`.
@MainActor
enum PropertyAnimatorBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "animator.200",
      "200 views moving and fading: one UIViewPropertyAnimator (running, scrubbed) vs UIView.animate"
    ) {
      run()
    }
  }

  static let size = ExplicitAnimationBench.size

  static func changes(_ views: [UIView]) {
    for v in views {
      v.center.x += 24
      v.alpha = 0.4
    }
  }

  static func run() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let (rootA, viewsA) = ExplicitAnimationBench.makeScene()
    let frameA = OffscreenFrame(size: size)
    _ = frameA.render(rootA, force: true)
    UIView.animate(withDuration: 4, delay: 0, options: .curveLinear) { changes(viewsA) }
    let implicit = ExplicitAnimationBench.frames(rootA, frameA)
    FrameDriver.reset()

    let (rootB, viewsB) = ExplicitAnimationBench.makeScene()
    let frameB = OffscreenFrame(size: size)
    _ = frameB.render(rootB, force: true)
    let animator = UIViewPropertyAnimator(duration: 4, curve: .linear) { changes(viewsB) }
    animator.startAnimation()
    let running = ExplicitAnimationBench.frames(rootB, frameB)
    animator.stopAnimation(true)
    FrameDriver.reset()

    let (rootC, viewsC) = ExplicitAnimationBench.makeScene()
    let frameC = OffscreenFrame(size: size)
    _ = frameC.render(rootC, force: true)
    let scrubbed = UIViewPropertyAnimator(duration: 4, curve: .linear) { changes(viewsC) }
    scrubbed.pauseAnimation()
    var samples: [Double] = []
    for i in 0..<125 {
      let begin = monotonicNanoseconds()
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      scrubbed.fractionComplete = CGFloat(i) / 125
      FrameDriver.tick()
      rootC.layoutIfNeeded()
      _ = frameC.render(rootC)
      if i >= 5 { samples.append(Double(monotonicNanoseconds() - begin) / 1e9) }
    }
    let scrubbing = BenchStats(samples: samples)
    scrubbed.stopAnimation(true)
    FrameDriver.reset()

    report("animator.200.uiview", implicit, extra: "(UIView.animate, 1024x768, 120 frames)")
    report(
      "animator.200", running,
      extra: String(
        format: "(one UIViewPropertyAnimator, 1024x768, 120 frames; median %.2f× UIView.animate's)",
        running.median / implicit.median))
    report(
      "animator.200.scrub", scrubbing,
      extra: String(
        format: "(fractionComplete set each frame, paused; median %.2f× UIView.animate's)",
        scrubbing.median / implicit.median))
  }
}
