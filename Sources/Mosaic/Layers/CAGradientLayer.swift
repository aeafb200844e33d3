import CCairo
import Foundation

/// The geometry of a gradient layer's color ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a gradient type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Colors change along the line from `startPoint` to `endPoint`.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colors change along ellipses centred on `startPoint`; `endPoint` gives the ellipse's
  /// half width and half height (as offsets from the centre) where the last color lies.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colors change with the angle around `startPoint`, starting in the direction of
  /// `endPoint` and going clockwise (on screen) once around.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of colors: axial, radial or conic.
///
/// `startPoint` and `endPoint` are in unit coordinates of the bounds ((0, 0) the top left of
/// a view's layer, (1, 1) the bottom right). The gradient is drawn above the background and
/// contents and below the sublayers; the area past the ends keeps the end colors.
/// `startPoint` and `endPoint` animate inside a view's animation block; explicit animations
/// animate them and `colors` and `locations` too (lists of the same length element by element,
/// lists of different lengths changing at the end of the animation).
open class CAGradientLayer: CALayer {
  var _startPoint = CGPoint(x: 0.5, y: 0)
  var _endPoint = CGPoint(x: 0.5, y: 1)

  /// Creates a gradient layer with no colors.
  public required init() {
    _ = Self.keyPathsRegistered
    super.init()
  }

  /// Registers the key paths explicit animations of a gradient layer animate, once. Colors
  /// travel as a list of colors and locations as a list of numbers (evenly spread when the
  /// layer has none), so lists of the same length interpolate element by element and lists
  /// of different lengths change at the end.
  private static let keyPathsRegistered: Bool = {
    let keyPaths: [(String, @MainActor (CAGradientLayer) -> AnimationValue)] = [
      ("colors", { .array($0.modelColors().map { .color($0) }) }),
      ("locations", { .array($0.modelLocations().map { .scalar($0) }) }),
      ("startPoint", { .point($0._startPoint) }), ("endPoint", { .point($0._endPoint) }),
    ]
    for (name, read) in keyPaths {
      CALayer.registerAnimatableKeyPath(name, redrawsContent: false) { layer in
        (layer as? CAGradientLayer).map(read)
      }
    }
    return true
  }()

  /// Creates a gradient layer with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    _startPoint = other._startPoint
    _endPoint = other._endPoint
    type = other.type
  }

  /// The gradient's colors, as `CGColor`s (a `UIColor` is accepted too); nil draws nothing.
  public var colors: [Any]? {
    didSet { setNeedsComposite() }
  }

  /// Where each color lies, 0…1 along the gradient, increasing; nil spreads the colors
  /// evenly. Ignored when its count differs from the colors'.
  public var locations: [NSNumber]? {
    didSet { setNeedsComposite() }
  }

  /// Where the gradient starts, in unit coordinates; (0.5, 0) by default.
  public var startPoint: CGPoint {
    get { _startPoint }
    set {
      let old = _startPoint
      guard old != newValue else { return }
      _startPoint = newValue
      propertyChanged(.startPoint, from: .point(old), to: .point(newValue))
    }
  }

  /// Where the gradient ends, in unit coordinates; (0.5, 1) by default.
  public var endPoint: CGPoint {
    get { _endPoint }
    set {
      let old = _endPoint
      guard old != newValue else { return }
      _endPoint = newValue
      propertyChanged(.endPoint, from: .point(old), to: .point(newValue))
    }
  }

  /// The kind of gradient; `.axial` by default.
  public var type: CAGradientLayerType = .axial {
    didSet { if oldValue != type { setNeedsComposite() } }
  }

  override func presentationCopy(at time: TimeInterval) -> CALayer {
    let copy = CAGradientLayer(layer: self)
    guard !hasNoAnimations else { return copy }
    let p = presented(in: presentationState(at: time))
    copy._startPoint = p.startPoint
    copy._endPoint = p.endPoint
    copy.colors = p.colors.map { c in CGColor(red: c.r, green: c.g, blue: c.b, alpha: c.a) }
    if let locations = p.locations {
      copy.locations = locations.map { NSNumber(value: Double($0)) }
    }
    return copy
  }

  // MARK: Drawing

  /// The model colors as RGBA (entries that are not colors left out).
  func modelColors() -> [RGBA] {
    (colors ?? []).compactMap { item in
      if let ui = item as? UIColor { return ui.rgbaValue }
      let object = item as AnyObject
      if let cg = object as? CGColor { return UIColor(cgColor: cg).rgbaValue }
      return nil
    }
  }

  /// The model locations, or the colors evenly spread when there are none (or their count
  /// differs from the colors').
  func modelLocations() -> [CGFloat] {
    let count = modelColors().count
    if let locations, locations.count == count { return locations.map { CGFloat($0.doubleValue) } }
    return Self.evenLocations(count)
  }

  static func evenLocations(_ count: Int) -> [CGFloat] {
    count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }

  /// The gradient's values as one drawing presents them.
  struct Presented {
    var colors: [RGBA]
    /// Nil spreads the colors evenly.
    var locations: [CGFloat]?
    var startPoint: CGPoint
    var endPoint: CGPoint
  }

  /// The values to draw with, read once from `state` (sampled once per drawing).
  func presented(in state: LayerPresentationState) -> Presented {
    var p = Presented(
      colors: modelColors(),
      locations: locations.map { $0.map { CGFloat($0.doubleValue) } },
      startPoint: _startPoint, endPoint: _endPoint)
    let custom = state.custom
    guard !custom.isEmpty else { return p }
    if let v = custom["startPoint"]?.point { p.startPoint = v }
    if let v = custom["endPoint"]?.point { p.endPoint = v }
    if let list = custom["colors"]?.array {
      p.colors = list.compactMap { $0.color ?? nil }
    }
    if let list = custom["locations"]?.array {
      p.locations = list.compactMap(\.scalar)
    }
    return p
  }

  /// The color stops to draw: (location, color), sorted, or nil when there is nothing.
  func stops(_ p: Presented) -> [(CGFloat, RGBA)]? {
    let rgba = p.colors
    guard !rgba.isEmpty else { return nil }
    if rgba.count == 1 { return [(0, rgba[0]), (1, rgba[0])] }
    var where_: [CGFloat]
    if let locations = p.locations, locations.count == rgba.count {
      where_ = locations
    } else {
      where_ = Self.evenLocations(rgba.count)
    }
    return zip(where_, rgba).filter { $0.0.isFinite }.sorted { $0.0 < $1.0 }
  }

  override var drawsVectorContent: Bool { colors?.isEmpty == false || !explicitAnimations.isEmpty }

  override func drawVectorContent(
    _ cr: OpaquePointer, state: LayerPresentationState, alpha: CGFloat
  ) {
    let p = presented(in: state)
    let bounds = state.bounds
    guard let stops = stops(p), bounds.width > 0, bounds.height > 0 else { return }
    let u0 = p.startPoint
    let u1 = p.endPoint
    guard u0.x.isFinite, u0.y.isFinite, u1.x.isFinite, u1.y.isFinite else { return }
    let p0 = CGPoint(x: bounds.minX + u0.x * bounds.width, y: bounds.minY + u0.y * bounds.height)
    let p1 = CGPoint(x: bounds.minX + u1.x * bounds.width, y: bounds.minY + u1.y * bounds.height)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(cr)
    switch type {
    case .radial:
      drawRadial(cr, stops: stops, center: p0, edge: p1, alpha: alpha)
    case .conic:
      drawConic(cr, stops: stops, center: p0, toward: p1, bounds: bounds, alpha: alpha)
    default:
      guard let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y) else { return }
      defer { cairo_pattern_destroy(pattern) }
      Self.addStops(pattern, stops, alpha: alpha)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
  }

  static func addStops(_ pattern: OpaquePointer, _ stops: [(CGFloat, RGBA)], alpha: CGFloat) {
    for (offset, c) in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(offset, 0), 1), c.r, c.g, c.b, c.a * alpha)
    }
  }

  /// An elliptical radial gradient: a circle of radius 1 scaled to the ellipse.
  private func drawRadial(
    _ cr: OpaquePointer, stops: [(CGFloat, RGBA)], center: CGPoint, edge: CGPoint, alpha: CGFloat
  ) {
    let rx = abs(edge.x - center.x)
    let ry = abs(edge.y - center.y)
    guard let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else { return }
    defer { cairo_pattern_destroy(pattern) }
    Self.addStops(pattern, stops, alpha: alpha)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    // The pattern matrix maps user space to pattern space.
    let sx = rx > 0 ? rx : (ry > 0 ? ry : 1e-6)
    let sy = ry > 0 ? ry : sx
    var m = cairo_matrix_t()
    cairo_matrix_init(&m, 1 / sx, 0, 0, 1 / sy, -center.x / sx, -center.y / sy)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }

  /// A conic gradient drawn as a mesh of wedges around the centre: each wedge is a Coons
  /// patch whose colors vary only with the angle, so neighbouring wedges meet without seams.
  private func drawConic(
    _ cr: OpaquePointer, stops: [(CGFloat, RGBA)], center: CGPoint, toward: CGPoint,
    bounds: CGRect, alpha: CGFloat
  ) {
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    let radius = corners.map { FlattenedPath.distance($0, center) }.max()! * 1.5 + 2
    let a0 = toward == center ? 0 : atan2(toward.y - center.y, toward.x - center.x)
    let wedges = 256
    guard let mesh = cairo_pattern_create_mesh() else { return }
    defer { cairo_pattern_destroy(mesh) }
    for w in 0..<wedges {
      let f0 = CGFloat(w) / CGFloat(wedges)
      let f1 = CGFloat(w + 1) / CGFloat(wedges)
      let c0 = Self.color(at: f0, stops)
      let c1 = Self.color(at: f1, stops)
      let t0 = a0 + f0 * 2 * .pi
      let t1 = a0 + f1 * 2 * .pi
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(t0), center.y + radius * sin(t0))
      cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(t1), center.y + radius * sin(t1))
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.r, c0.g, c0.b, c0.a * alpha)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.r, c0.g, c0.b, c0.a * alpha)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.r, c1.g, c1.b, c1.a * alpha)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.r, c1.g, c1.b, c1.a * alpha)
      cairo_mesh_pattern_end_patch(mesh)
    }
    cairo_set_source(cr, mesh)
    cairo_paint(cr)
  }

  /// The color at `f` (0…1) along the stops, the end colors beyond them.
  static func color(at f: CGFloat, _ stops: [(CGFloat, RGBA)]) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if f <= first.0 { return first.1 }
    if f >= last.0 { return last.1 }
    for k in 1..<stops.count where f <= stops[k].0 {
      let (l0, c0) = stops[k - 1]
      let (l1, c1) = stops[k]
      let t = l1 > l0 ? (f - l0) / (l1 - l0) : 1
      return RGBA(
        r: c0.r + (c1.r - c0.r) * t, g: c0.g + (c1.g - c0.g) * t, b: c0.b + (c1.b - c0.b) * t,
        a: c0.a + (c1.a - c0.a) * t)
    }
    return last.1
  }
}
