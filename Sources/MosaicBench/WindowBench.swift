import Foundation
@_spi(MosaicTesting) import Mosaic

/// `mosaic-bench window`: the window of `window-timer` (a 1280×800 grid of 1,000,000 cells;
/// it needs a display, such as Xvfb), measured in three phases: the grid scrolled 20 pt a
/// frame by a `CADisplayLink` for 900 frames (CPU per frame of every thread by getrusage, wall
/// time per frame, dropped frames), a 20×20 spinner turned a little every frame alone in the
/// otherwise still window (share of a core), and the idle window (wake-ups and CPU).
enum WindowBench {
  static let argument = "window"
  /// Frames of the scrolling phase.
  static let scrollFrames = 900
}

/// A small spinner: twelve spokes of fading grey, turned by a display link (Mosaic has no
/// `UIActivityIndicatorView` yet; this stands in for one).
@MainActor
final class BenchSpinner: UIView {
  override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    let r = min(bounds.width, bounds.height) / 2
    ctx.setLineWidth(2)
    ctx.setLineCap(.round)
    for i in 0..<12 {
      let angle = CGFloat(i) / 12 * 2 * .pi
      ctx.setStrokeColor(UIColor(white: 0.3, alpha: 0.2 + 0.8 * CGFloat(i) / 11).cgColor)
      ctx.move(to: CGPoint(x: c.x + cos(angle) * r * 0.45, y: c.y + sin(angle) * r * 0.45))
      ctx.addLine(to: CGPoint(x: c.x + cos(angle) * r * 0.9, y: c.y + sin(angle) * r * 0.9))
      ctx.strokePath()
    }
  }
}

extension WindowTimerBench {
  /// Scrolls 20 pt on every display-link tick for `WindowBench.scrollFrames` ticks.
  func measureWindowScrolling() {
    let start = Reading()
    var last = monotonicNanoseconds()
    var intervals: [Double] = []
    let refresh = 1 / Double(UIScreen.main.maximumFramesPerSecond)
    let link = CADisplayLink { link in
      let now = monotonicNanoseconds()
      intervals.append(Double(now - last) / 1e9)
      last = now
      self.scrollOneStep()
      guard intervals.count >= WindowBench.scrollFrames else { return }
      link.invalidate()
      let end = Reading()
      end.report("scroll", since: start)
      let frames = Double(end.counts.frames - start.counts.frames)
      let cpu = end.cpu - start.cpu
      // The first interval spans the start of the phase.
      let stats = BenchStats(samples: Array(intervals.dropFirst()))
      let dropped = intervals.dropFirst().reduce(0) {
        $0 + max(0, Int(($1 / refresh).rounded()) - 1)
      }
      report(
        "window.scroll.frame", stats,
        extra: String(
          format: "wall per frame; %.3f ms CPU/frame, %d dropped of %d frames at %.0f Hz",
          1000 * cpu / max(1, frames), dropped, WindowBench.scrollFrames, 1 / refresh))
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { self.measureSpinner() }
      }
    }
    link.add(to: .main, forMode: .common)
  }

  /// A 20×20 spinner turning alone over the still grid.
  func measureSpinner() {
    guard let window else { return }
    let spinner = BenchSpinner(frame: CGRect(x: 630, y: 390, width: 20, height: 20))
    spinner.backgroundColor = .clear
    spinner.isOpaque = false
    window.addSubview(spinner)
    var ticks = 0
    var start: Reading?
    let link = CADisplayLink { link in
      ticks += 1
      // A turn a second, a new angle every frame.
      spinner.transform = CGAffineTransform(rotationAngle: CGFloat(ticks) * 2 * .pi / 60)
      if ticks == 30 { start = Reading() }
      guard let begin = start, AnimationClock.now - begin.time >= self.phaseSeconds else { return }
      link.invalidate()
      Reading().report("spinner", since: begin)
      spinner.removeFromSuperview()
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { self.measureIdle { exit(0) } }
      }
    }
    link.add(to: .main, forMode: .common)
  }
}
