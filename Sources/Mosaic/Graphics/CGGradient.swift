import CCairo

/// Whether a gradient also paints beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  /// The bit mask of options.
  public let rawValue: UInt32
  /// Creates options from a bit mask.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The start color also fills the area before the start point (or inside the start
  /// circle of a radial gradient).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The end color also fills the area after the end point (or outside the end circle of
  /// a radial gradient).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colors at locations from 0 to 1, drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
///
/// Colors are interpolated as sRGB components, whatever the gradient's color space.
public final class CGGradient: Sendable {
  /// One color stop: its location and red, green, blue and alpha components.
  struct Stop: Sendable, Equatable {
    let location: CGFloat
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
  }

  /// The stops, in increasing location order.
  let stops: [Stop]

  private init(stops: [Stop]) {
    self.stops = stops.enumerated().sorted {
      $0.element.location != $1.element.location
        ? $0.element.location < $1.element.location : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Creates a gradient from colors (`CGColor`s) and, optionally, their locations (one
  /// for each color, from 0 to 1); without locations the colors are spread evenly from 0
  /// to 1. Nil when there is no color, an element is not a `CGColor` (pattern colors
  /// included), or a location is not a number.
  public convenience init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    guard !colors.isEmpty else { return nil }
    var stops: [Stop] = []
    for (index, element) in colors.enumerated() {
      guard let color = element as? CGColor, color.pattern == nil else { return nil }
      let location: CGFloat
      if let locations {
        location = locations[index]
      } else {
        location = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
      }
      guard location.isFinite else { return nil }
      stops.append(
        Stop(
          location: min(max(location, 0), 1), red: color.red, green: color.green,
          blue: color.blue, alpha: color.alpha))
    }
    self.init(stops: stops)
  }

  /// Creates a gradient from `count` colors given as components in `space` (white and
  /// alpha for a gray space, red, green, blue and alpha for an RGB space, one color after
  /// another) and, optionally, their locations. Nil when `count` is not positive, the
  /// space is neither gray nor RGB, or a value is not a number.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0, space.model == .monochrome || space.model == .rgb else { return nil }
    let perColor = space.numberOfComponents + 1
    var stops: [Stop] = []
    func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
    for index in 0..<count {
      let c = components + index * perColor
      let location: CGFloat
      if let locations {
        location = locations[index]
      } else {
        location = count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
      }
      let values = (0..<perColor).map { c[$0] } + [location]
      guard values.allSatisfy(\.isFinite) else { return nil }
      if space.model == .monochrome {
        stops.append(
          Stop(
            location: clamp(location), red: clamp(c[0]), green: clamp(c[0]), blue: clamp(c[0]),
            alpha: clamp(c[1])))
      } else {
        stops.append(
          Stop(
            location: clamp(location), red: clamp(c[0]), green: clamp(c[1]), blue: clamp(c[2]),
            alpha: clamp(c[3])))
      }
    }
    self.init(stops: stops)
  }

  /// Adds the stops to a cairo gradient pattern, with locations mapped from the
  /// gradient's 0…1 into `lower…upper` of the pattern, and `extraAlpha` multiplied in.
  /// When the pattern extends beyond a side, the end color is repeated out to 0 or 1.
  func addStops(to pattern: OpaquePointer, lower: Double, upper: Double) {
    let span = upper - lower
    if lower > 0, let first = stops.first { add(first, at: 0, to: pattern) }
    for stop in stops { add(stop, at: lower + Double(stop.location) * span, to: pattern) }
    if upper < 1, let last = stops.last { add(last, at: 1, to: pattern) }
  }

  private func add(_ stop: Stop, at offset: Double, to pattern: OpaquePointer) {
    cairo_pattern_add_color_stop_rgba(
      pattern, offset, Double(stop.red), Double(stop.green), Double(stop.blue),
      Double(stop.alpha))
  }
}

extension CGContext {
  /// Paints a gradient along the line from `start` to `end`: each line perpendicular to it
  /// takes one color. Painting covers the current clip; before `start` and after `end`
  /// only when `options` says so. The current path is left alone.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
    options: CGGradientDrawingOptions
  ) {
    guard startPoint.x.isFinite, startPoint.y.isFinite, endPoint.x.isFinite,
      endPoint.y.isFinite
    else { return }
    let dx = Double(endPoint.x - startPoint.x)
    let dy = Double(endPoint.y - startPoint.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    // Extending only one side: stretch the geometry past the clip on that side, repeat the
    // end color there, and draw without extension.
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    let reach = clipReach(around: startPoint, endPoint) / length + 1
    let preTail = before && !after ? reach : 0
    let postTail = after && !before ? reach : 0
    let total = 1 + preTail + postTail
    let pattern = cairo_pattern_create_linear(
      Double(startPoint.x) - dx * preTail, Double(startPoint.y) - dy * preTail,
      Double(endPoint.x) + dx * postTail, Double(endPoint.y) + dy * postTail)!
    gradient.addStops(to: pattern, lower: preTail / total, upper: (preTail + 1) / total)
    cairo_pattern_set_extend(
      pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    paintGradient(pattern)
  }

  /// Paints a gradient between two circles: the start color on the start circle, the end
  /// color on the end circle and the circles in between interpolated. Painting covers the
  /// current clip; inside the start circle and outside the end circle only when `options`
  /// says so. The current path is left alone.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    guard startCenter.x.isFinite, startCenter.y.isFinite, endCenter.x.isFinite,
      endCenter.y.isFinite, startRadius.isFinite, endRadius.isFinite, startRadius >= 0,
      endRadius >= 0
    else { return }
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    var c0 = (x: Double(startCenter.x), y: Double(startCenter.y), r: Double(startRadius))
    var c1 = (x: Double(endCenter.x), y: Double(endCenter.y), r: Double(endRadius))
    let d = (x: c1.x - c0.x, y: c1.y - c0.y, r: c1.r - c0.r)
    var lower = 0.0
    var upper = 1.0
    if before != after {
      // Extend the cone of circles on one side only, as far as the radius stays
      // non-negative and the circles cover the clip.
      let reach = clipReach(around: startCenter, endCenter) + max(c0.r, c1.r)
      let step = max(abs(d.r), (d.x * d.x + d.y * d.y).squareRoot(), 1e-6)
      var tail = reach / step + 1
      if before {
        if d.r > 0 { tail = min(tail, c0.r / d.r) }
        c0 = (c0.x - d.x * tail, c0.y - d.y * tail, max(0, c0.r - d.r * tail))
        lower = tail / (1 + tail)
      } else {
        if d.r < 0 { tail = min(tail, c1.r / -d.r) }
        c1 = (c1.x + d.x * tail, c1.y + d.y * tail, max(0, c1.r + d.r * tail))
        upper = 1 / (1 + tail)
      }
    }
    let pattern = cairo_pattern_create_radial(c0.x, c0.y, c0.r, c1.x, c1.y, c1.r)!
    gradient.addStops(to: pattern, lower: lower, upper: upper)
    cairo_pattern_set_extend(
      pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    paintGradient(pattern)
  }

  /// The distance from the points to the far side of the clip, in user space.
  private func clipReach(around a: CGPoint, _ b: CGPoint) -> Double {
    let clip = boundingBoxOfClipPath
    let xs = [Double(clip.minX), Double(clip.maxX), Double(a.x), Double(b.x)]
    let ys = [Double(clip.minY), Double(clip.maxY), Double(a.y), Double(b.y)]
    let w = xs.max()! - xs.min()!
    let h = ys.max()! - ys.min()!
    return (w * w + h * h).squareRoot()
  }

  /// Paints `pattern` over the clip with the context's alpha and blend mode, then frees it.
  private func paintGradient(_ pattern: OpaquePointer) {
    cairo_save(cairo)
    cairo_set_source(cairo, pattern)
    if alpha >= 1 {
      cairo_paint(cairo)
    } else {
      cairo_paint_with_alpha(cairo, Double(alpha))
    }
    cairo_restore(cairo)
    cairo_pattern_destroy(pattern)
  }
}
