import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `scroll.*`: a 1280×800 scroll view over 10,000 labelled tiles, flicked at 3,000 pt/s and
/// rendered frame by frame on a manual 60 Hz clock.
///
/// The flat scene adds the tiles as direct subviews of the scroll view (as a collection view
/// adds its cells); it is built once and shared. The grouped scene puts them in 100 clipped
/// bands of 100 tiles, so the compositor can skip whole bands that are off screen.
@MainActor
enum ScrollBench {
  private static var flatScene: UIScrollView?
  static let size = CGSize(width: 1280, height: 800)
  static let tileCount = 10_000
  static let columns = 10
  static let tileSize = CGSize(width: 120, height: 60)
  static let spacing: CGFloat = 8

  static func register(in registry: BenchRegistry) {
    registry.register("scroll.build", "adding 10,000 tiles as direct subviews (one sample)") {
      _ = flat()
    }
    registry.register("scroll.flick", "flick at 3000 pt/s over 10,000 tiles; per-frame time") {
      flick(flat(), velocity: 3000, rate: .normal, name: "scroll.flick")
    }
    registry.register("scroll.flick.fast", "the same flick with the .fast deceleration rate") {
      flick(flat(), velocity: 3000, rate: .fast, name: "scroll.flick.fast")
    }
    registry.register("scroll.flick.grouped", "the flick over 100 clipped bands of 100 tiles") {
      flick(makeScene(grouped: true), velocity: 3000, rate: .normal, name: "scroll.flick.grouped")
    }
  }

  /// The shared flat scene, built (and its build time reported) on first use.
  static func flat() -> UIScrollView {
    if let flatScene { return flatScene }
    let begin = monotonicNanoseconds()
    let scene = makeScene(grouped: false)
    let seconds = Double(monotonicNanoseconds() - begin) / 1e9
    report(
      "scroll.build", BenchStats(samples: [seconds]),
      extra: "10,000 tiles with labels as direct subviews, one sample")
    flatScene = scene
    return scene
  }

  /// Flicks the scroll view and renders every 1/60 s frame until it comes to rest; reports the
  /// per-frame time (tick, layout and compositing) and the distance against the formula.
  static func flick(
    _ scrollView: UIScrollView, velocity: CGFloat, rate: UIScrollView.DecelerationRate,
    name: String
  ) {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    scrollView.decelerationRate = rate
    let frame = OffscreenFrame(size: size)
    let start = CGPoint(x: 0, y: 2000)
    scrollView.setContentOffset(start, animated: false)
    frame.render(scrollView, force: true)
    scrollView.simulateFlick(velocity: CGPoint(x: 0, y: velocity))
    var samples: [Double] = []
    var drawn = 0
    while scrollView.isDecelerating && samples.count < 2000 {
      let begin = monotonicNanoseconds()
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      if frame.render(scrollView) { drawn += 1 }
      samples.append(Double(monotonicNanoseconds() - begin) / 1e9)
    }
    let travelled = Double(scrollView.contentOffset.y - start.y)
    let r = Double(rate.rawValue)
    let formula = Double(velocity) / 1000 * r / (1 - r)
    let stats = BenchStats(samples: samples)
    report(
      name, stats,
      extra: String(
        format:
          "1280x800, %d tiles, %d frames (%d drawn), travelled %.2f pt, formula %.2f pt, diff %+.3f pt",
        tileCount, samples.count, drawn, travelled, formula, travelled - formula))
  }

  /// The scroll view: 10 columns of 120×60 tiles, each a colored view with a label; directly
  /// in the scroll view, or `grouped` in clipped bands of 10 rows.
  static func makeScene(grouped: Bool) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
    scrollView.backgroundColor = UIColor(white: 0.96, alpha: 1)
    let rows = (tileCount + columns - 1) / columns
    let step = CGSize(width: tileSize.width + spacing, height: tileSize.height + spacing)
    scrollView.contentSize = CGSize(
      width: size.width, height: spacing + CGFloat(rows) * step.height)
    let colors = (0..<12).map {
      UIColor(hue: CGFloat($0) / 12, saturation: 0.45, brightness: 0.92, alpha: 1)
    }
    let bandRows = 10
    var band: UIView?
    for i in 0..<tileCount {
      let row = i / columns
      var origin = CGPoint(
        x: spacing + CGFloat(i % columns) * step.width, y: spacing + CGFloat(row) * step.height)
      if grouped {
        if i % (bandRows * columns) == 0 {
          let next = UIView(
            frame: CGRect(
              x: 0, y: origin.y, width: size.width, height: CGFloat(bandRows) * step.height))
          next.clipsToBounds = true
          scrollView.addSubview(next)
          band = next
        }
        origin.y -= band!.frame.minY
      }
      let tile = UIView(frame: CGRect(origin: origin, size: tileSize))
      tile.backgroundColor = colors[i % colors.count]
      tile.layer.cornerRadius = 6
      let label = UILabel(frame: CGRect(x: 8, y: 20, width: tileSize.width - 16, height: 20))
      label.text = "Tile \(i + 1)"
      label.font = .systemFont(ofSize: 13)
      tile.addSubview(label)
      (band ?? scrollView).addSubview(tile)
    }
    return scrollView
  }
}
