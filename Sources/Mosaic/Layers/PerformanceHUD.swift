import CCairo
import Foundation

/// The frame-time overlay `MOSAIC_PERF_HUD=1` shows in the bottom-right corner of a window
/// (where it covers no navigation bar buttons): one
/// bar per recent frame, stacking the time spent drawing it (orange), presenting it (blue)
/// and idle before it (grey), against lines at one and two refresh intervals, under the frame
/// rate and the last frame's times as text.
///
/// It is drawn over the frame after the layer tree, and its rectangle joins the frame's damage
/// whenever a frame is drawn, so the content below it is redrawn first. It never asks for a
/// frame itself: an idle window stays idle, its overlay showing the last frames drawn.
@MainActor
final class PerformanceHUD {
  /// One frame's times, in seconds.
  struct Sample {
    var draw: Double
    var present: Double
    var idle: Double
    /// When the frame ended, in seconds of the monotonic clock.
    var end: Double
  }

  /// Whether `MOSAIC_PERF_HUD` asks for the overlay (`1`, `on`, `true`, `yes`).
  nonisolated static func isEnabled(in environment: [String: String]) -> Bool {
    guard let value = environment["MOSAIC_PERF_HUD"]?.lowercased() else { return false }
    return ["1", "on", "true", "yes"].contains(value)
  }

  /// The overlay's size in points and its distance from the window's bottom-right corner.
  static let size = CGSize(width: 200, height: 72)
  static let margin: CGFloat = 8
  /// Frames kept: one bar of two points each.
  static let capacity = 90

  /// The display's refresh interval, in seconds (the lines of the graph).
  let refreshInterval: Double
  private(set) var samples: [Sample] = []

  init(refreshInterval: Double) {
    self.refreshInterval = refreshInterval > 0 ? refreshInterval : 1.0 / 60
  }

  /// Adds a frame's times.
  func record(_ sample: Sample) {
    samples.append(sample)
    if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
  }

  /// The device rectangle the overlay covers in a frame of `pixelWidth`×`pixelHeight` pixels
  /// at `scale`.
  func deviceRect(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> CGRect {
    let w = (Self.size.width * scale).rounded(.up)
    let h = (Self.size.height * scale).rounded(.up)
    let m = (Self.margin * scale).rounded()
    return CGRect(
      x: max(0, CGFloat(pixelWidth) - w - m), y: max(0, CGFloat(pixelHeight) - h - m), width: w,
      height: h)
  }

  /// Frames a second over the last second of samples.
  var framesPerSecond: Double {
    guard let last = samples.last else { return 0 }
    let recent = samples.filter { $0.end > last.end - 1 }
    guard let first = recent.first, recent.count > 1 else { return Double(recent.count) }
    let span = last.end - first.end
    return span > 0 ? Double(recent.count - 1) / span : 0
  }

  /// Draws the overlay onto `surface` (device pixels, `scale` pixels per point) in `rect`.
  func draw(on surface: OpaquePointer, in rect: CGRect, scale: CGFloat) {
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, scale, scale)
    let w = Double(Self.size.width)
    let h = Double(Self.size.height)
    // Panel.
    cairo_set_source_rgba(cr, 0.08, 0.08, 0.1, 0.82)
    cairo_rectangle(cr, 0, 0, w, h)
    cairo_fill(cr)

    // Text: frame rate and the last frame's times.
    let last = samples.last
    let text = String(
      format: "%.0f fps  draw %.1f  present %.1f ms", framesPerSecond,
      (last?.draw ?? 0) * 1000, (last?.present ?? 0) * 1000)
    cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, 9)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
    cairo_move_to(cr, 5, 12)
    cairo_show_text(cr, text)

    // Graph: two refresh intervals high, newest bar on the right.
    let top = 17.0
    let bottom = h - 4
    let graphHeight = bottom - top
    let limit = 2 * refreshInterval
    let barWidth = (w - 8) / Double(Self.capacity)
    func y(_ seconds: Double) -> Double { bottom - min(seconds, limit) / limit * graphHeight }
    for (i, sample) in samples.enumerated() {
      let x = 4 + Double(Self.capacity - samples.count + i) * barWidth
      var base = 0.0
      for (value, color) in [
        (sample.draw, (1.0, 0.62, 0.1)), (sample.present, (0.25, 0.6, 1.0)),
        (sample.idle, (0.55, 0.55, 0.6)),
      ] {
        let y0 = y(base)
        let y1 = y(base + value)
        base += value
        guard y0 - y1 > 0.01 else { continue }
        cairo_set_source_rgba(cr, color.0, color.1, color.2, 1)
        cairo_rectangle(cr, x, y1, max(1, barWidth - 0.5), y0 - y1)
        cairo_fill(cr)
      }
    }
    // One and two refresh intervals.
    cairo_set_line_width(cr, 1 / Double(scale))
    for (interval, alpha) in [(refreshInterval, 0.8), (2 * refreshInterval, 0.4)] {
      let ly = (y(interval) * Double(scale)).rounded() / Double(scale) + 0.5 / Double(scale)
      cairo_set_source_rgba(cr, 1, 0.3, 0.3, alpha)
      cairo_move_to(cr, 4, ly)
      cairo_line_to(cr, w - 4, ly)
      cairo_stroke(cr)
    }
    cairo_surface_flush(surface)
  }
}
