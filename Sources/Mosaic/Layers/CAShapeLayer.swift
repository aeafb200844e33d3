import CCairo
import Foundation

/// How the inside of a shape layer's path is decided when it is filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The rule's name.
  public let rawValue: String
  /// Creates a fill rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A point is inside when the path winds around it a non-zero number of times.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// A point is inside when a ray from it crosses the path an odd number of times.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the ends of a shape layer's open subpaths are stroked.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The cap's name.
  public let rawValue: String
  /// Creates a line cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The stroke stops at the end point.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle finishes each end.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half square finishes each end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cairo: cairo_line_cap_t {
    switch self {
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    default: return CAIRO_LINE_CAP_BUTT
    }
  }
}

/// How the corners between a shape layer's stroked segments are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The join's name.
  public let rawValue: String
  /// Creates a line join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners, cut flat past the miter limit.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Corners cut off flat.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var cairo: cairo_line_join_t {
    switch self {
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    default: return CAIRO_LINE_JOIN_MITER
    }
  }
}

/// A layer that draws a vector path: filled, stroked, dashed, and with only a fraction of
/// its length stroked (`strokeStart`…`strokeEnd`, the usual progress ring).
///
/// The path is in the layer's coordinates and may reach outside its bounds (a shape layer
/// often has zero bounds). It is drawn above the layer's background and contents, below its
/// sublayers. `strokeStart`, `strokeEnd`, `lineWidth`, `lineDashPhase`, `fillColor` and
/// `strokeColor` animate inside a view's animation block like the layer's other properties,
/// and by explicit animations of those key paths (`CABasicAnimation(keyPath: "strokeEnd")`),
/// as do `miterLimit` and `path` (two paths with the same elements interpolate point by point;
/// paths that differ change at the end of the animation).
open class CAShapeLayer: CALayer {
  var _path: CGPath?
  var _fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  var _strokeColor: CGColor?
  var _lineWidth: CGFloat = 1
  var _strokeStart: CGFloat = 0
  var _strokeEnd: CGFloat = 1
  var _lineDashPhase: CGFloat = 0
  /// The measured, flattened path, kept until the path changes.
  private var flattened: FlattenedPath?

  /// Creates a shape layer with no path.
  public required init() {
    _ = Self.keyPathsRegistered
    super.init()
  }

  /// Registers the key paths explicit animations of a shape layer animate, once.
  private static let keyPathsRegistered: Bool = {
    let keyPaths: [(String, @MainActor (CAShapeLayer) -> AnimationValue)] = [
      ("strokeStart", { .scalar($0._strokeStart) }), ("strokeEnd", { .scalar($0._strokeEnd) }),
      ("lineWidth", { .scalar($0._lineWidth) }), ("lineDashPhase", { .scalar($0._lineDashPhase) }),
      ("fillColor", { rgba($0._fillColor) }), ("strokeColor", { rgba($0._strokeColor) }),
      ("miterLimit", { .scalar($0.miterLimit) }), ("path", { .path($0._path?.elements ?? []) }),
    ]
    for (name, read) in keyPaths {
      CALayer.registerAnimatableKeyPath(name, redrawsContent: false) { layer in
        (layer as? CAShapeLayer).map(read)
      }
    }
    return true
  }()

  /// The shape's values as one drawing presents them: the model's, with what animations
  /// (in a view's animation block, or explicit) make of them in `state`.
  struct Presented {
    var path: CGPath?
    var fillColor: RGBA?
    var strokeColor: RGBA?
    var lineWidth: CGFloat
    var strokeStart: CGFloat
    var strokeEnd: CGFloat
    var lineDashPhase: CGFloat
    var miterLimit: CGFloat
  }

  /// The values to draw with, read once from `state` (sampled once per drawing).
  func presented(in state: LayerPresentationState) -> Presented {
    var p = Presented(
      path: _path, fillColor: _fillColor.map { UIColor(cgColor: $0).rgbaValue },
      strokeColor: _strokeColor.map { UIColor(cgColor: $0).rgbaValue }, lineWidth: _lineWidth,
      strokeStart: _strokeStart, strokeEnd: _strokeEnd, lineDashPhase: _lineDashPhase,
      miterLimit: miterLimit)
    let custom = state.custom
    guard !custom.isEmpty else { return p }
    if let v = custom["strokeStart"]?.scalar { p.strokeStart = v }
    if let v = custom["strokeEnd"]?.scalar { p.strokeEnd = v }
    if let v = custom["lineWidth"]?.scalar { p.lineWidth = v }
    if let v = custom["lineDashPhase"]?.scalar { p.lineDashPhase = v }
    if let v = custom["miterLimit"]?.scalar { p.miterLimit = v }
    if let c = custom["fillColor"]?.color { p.fillColor = c }
    if let c = custom["strokeColor"]?.color { p.strokeColor = c }
    if case .path(let elements)? = custom["path"] {
      p.path = elements.isEmpty ? nil : CGPath(elements: elements)
    }
    return p
  }

  /// Creates a shape layer with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    _path = other._path
    _fillColor = other._fillColor
    _strokeColor = other._strokeColor
    _lineWidth = other._lineWidth
    _strokeStart = other._strokeStart
    _strokeEnd = other._strokeEnd
    _lineDashPhase = other._lineDashPhase
    fillRule = other.fillRule
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    miterLimit = other.miterLimit
    lineDashPattern = other.lineDashPattern
  }

  /// The path to draw, in the layer's coordinates; nil draws nothing.
  public var path: CGPath? {
    get { _path }
    set {
      guard newValue != _path else { return }
      geometryChanged()
      _path = newValue.map { CGPath(elements: $0.elements) }
      flattened = nil
      setNeedsComposite()
    }
  }

  /// The color the path is filled with; opaque black by default, nil for no fill.
  public var fillColor: CGColor? {
    get { _fillColor }
    set {
      let old = _fillColor
      guard old != newValue else { return }
      _fillColor = newValue
      propertyChanged(.fillColor, from: Self.rgba(old), to: Self.rgba(newValue))
    }
  }

  /// Which regions of a self-intersecting path are filled; `.nonZero` by default.
  public var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { if oldValue != fillRule { setNeedsComposite() } }
  }

  /// The color the path is stroked with; nil (no stroke) by default.
  public var strokeColor: CGColor? {
    get { _strokeColor }
    set {
      let old = _strokeColor
      guard old != newValue else { return }
      geometryChanged()
      _strokeColor = newValue
      propertyChanged(.strokeColor, from: Self.rgba(old), to: Self.rgba(newValue))
    }
  }

  /// The width of the stroke, in points; 1 by default.
  public var lineWidth: CGFloat {
    get { _lineWidth }
    set {
      let old = _lineWidth
      guard old != newValue, newValue.isFinite else { return }
      geometryChanged()
      _lineWidth = newValue
      propertyChanged(.lineWidth, from: .scalar(old), to: .scalar(newValue))
    }
  }

  /// How the ends of open subpaths are stroked; `.butt` by default.
  public var lineCap: CAShapeLayerLineCap = .butt {
    didSet { if oldValue != lineCap { setNeedsComposite() } }
  }

  /// How corners are stroked; `.miter` by default.
  public var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { if oldValue != lineJoin { setNeedsComposite() } }
  }

  /// The ratio of miter length to line width past which a miter join is beveled; 10.
  public var miterLimit: CGFloat = 10 {
    didSet { if oldValue != miterLimit { setNeedsComposite() } }
  }

  /// Alternating lengths of painted and unpainted dashes; nil for a solid stroke.
  public var lineDashPattern: [NSNumber]? {
    didSet { if oldValue != lineDashPattern { setNeedsComposite() } }
  }

  /// How far into the dash pattern the stroke starts; 0 by default.
  public var lineDashPhase: CGFloat {
    get { _lineDashPhase }
    set {
      let old = _lineDashPhase
      guard old != newValue, newValue.isFinite else { return }
      _lineDashPhase = newValue
      propertyChanged(.lineDashPhase, from: .scalar(old), to: .scalar(newValue))
    }
  }

  /// Where along the path's length, 0…1, the stroke begins; 0 by default.
  public var strokeStart: CGFloat {
    get { _strokeStart }
    set {
      let old = _strokeStart
      guard old != newValue, newValue.isFinite else { return }
      _strokeStart = newValue
      propertyChanged(.strokeStart, from: .scalar(old), to: .scalar(newValue))
    }
  }

  /// Where along the path's length, 0…1, the stroke ends; 1 by default.
  public var strokeEnd: CGFloat {
    get { _strokeEnd }
    set {
      let old = _strokeEnd
      guard old != newValue, newValue.isFinite else { return }
      _strokeEnd = newValue
      propertyChanged(.strokeEnd, from: .scalar(old), to: .scalar(newValue))
    }
  }

  static func rgba(_ color: CGColor?) -> AnimationValue {
    .color(color.map { UIColor(cgColor: $0).rgbaValue })
  }

  override func presentationCopy(at time: TimeInterval) -> CALayer {
    let copy = CAShapeLayer(layer: self)
    guard !hasNoAnimations else { return copy }
    let p = presented(in: presentationState(at: time))
    copy._path = p.path
    copy._strokeStart = p.strokeStart
    copy._strokeEnd = p.strokeEnd
    copy._lineWidth = p.lineWidth
    copy._lineDashPhase = p.lineDashPhase
    copy.miterLimit = p.miterLimit
    copy._fillColor = p.fillColor.map { CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    copy._strokeColor = p.strokeColor.map {
      CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a)
    }
    return copy
  }

  // MARK: Drawing

  override var drawsVectorContent: Bool { _path != nil || !explicitAnimations.isEmpty }

  override func vectorContentExtent(state: LayerPresentationState, at time: TimeInterval)
    -> CGRect?
  {
    let p = presented(in: state)
    guard let path = p.path else { return nil }
    var box = path.boundingBox
    guard !box.isNull, box.origin.x.isFinite, box.origin.y.isFinite else { return nil }
    if p.strokeColor != nil {
      // Miter joins reach up to miterLimit half-widths out; square caps √2 half-widths.
      let miter = p.miterLimit.isFinite ? p.miterLimit : 10
      let width = p.lineWidth.isFinite ? p.lineWidth : 0
      let reach = width / 2 * max(lineJoin == .miter ? max(miter, 1) : 1, 1.5) + 1
      box = box.insetBy(dx: -reach, dy: -reach)
    }
    return box
  }

  override func drawVectorContent(
    _ cr: OpaquePointer, state: LayerPresentationState, alpha: CGFloat
  ) {
    let p = presented(in: state)
    guard let path = p.path else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    if let fill = p.fillColor, fill.a > 0 {
      path.addToCairo(cr)
      cairo_set_fill_rule(
        cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(cr, fill.r, fill.g, fill.b, fill.a * alpha)
      cairo_fill(cr)
    }
    let width = p.lineWidth
    guard let stroke = p.strokeColor, stroke.a > 0, width > 0 else { return }
    let start = min(max(p.strokeStart, 0), 1)
    let end = min(max(p.strokeEnd, 0), 1)
    guard end > start else { return }
    if start <= 0 && end >= 1 {
      path.addToCairo(cr)
    } else if path === _path {
      if flattened == nil { flattened = FlattenedPath(path) }
      flattened?.addPortion(from: start, to: end, to: cr)
    } else {
      // An animated path is measured for this frame only.
      FlattenedPath(path).addPortion(from: start, to: end, to: cr)
    }
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, lineCap.cairo)
    cairo_set_line_join(cr, lineJoin.cairo)
    cairo_set_miter_limit(cr, p.miterLimit.isFinite ? p.miterLimit : 10)
    if let pattern = lineDashPattern, !pattern.isEmpty {
      let dashes = pattern.map { max(0, $0.doubleValue) }
      if dashes.contains(where: { $0 > 0 }) {
        cairo_set_dash(
          cr, dashes, Int32(dashes.count), p.lineDashPhase)
      }
    }
    cairo_set_source_rgba(cr, stroke.r, stroke.g, stroke.b, stroke.a * alpha)
    cairo_stroke(cr)
  }
}

/// A path flattened into polylines by Cairo, with the length of each segment, for stroking a
/// fraction of the path's length.
struct FlattenedPath {
  /// One subpath: its points and whether it is closed.
  struct Subpath {
    var points: [CGPoint] = []
    var closed = false
  }
  private(set) var subpaths: [Subpath] = []
  /// The total length of all subpaths (closing segments included).
  private(set) var length: CGFloat = 0

  init(_ path: CGPath) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
    let cr = cairo_create(surface)!
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    path.addToCairo(cr)
    guard let flat = cairo_copy_path_flat(cr) else { return }
    defer { cairo_path_destroy(flat) }
    var current = Subpath()
    var start = CGPoint.zero
    var i = 0
    let count = Int(flat.pointee.num_data)
    while i < count {
      let header = flat.pointee.data[i].header
      let n = Int(header.length)
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        if current.points.count > 1 { subpaths.append(current) }
        let p = flat.pointee.data[i + 1].point
        start = CGPoint(x: p.x, y: p.y)
        current = Subpath(points: [start])
      case CAIRO_PATH_LINE_TO:
        let p = flat.pointee.data[i + 1].point
        current.points.append(CGPoint(x: p.x, y: p.y))
      case CAIRO_PATH_CLOSE_PATH:
        current.points.append(start)
        current.closed = true
        if current.points.count > 1 { subpaths.append(current) }
        current = Subpath(points: [start])
      default: break
      }
      i += max(n, 1)
    }
    if current.points.count > 1 { subpaths.append(current) }
    for sub in subpaths {
      for k in 1..<sub.points.count { length += Self.distance(sub.points[k - 1], sub.points[k]) }
    }
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// Appends to `cr`'s path the part of the path between the fractions `start` and `end` of
  /// its length. A closed subpath that lies wholly inside stays closed (its corner is joined).
  func addPortion(from start: CGFloat, to end: CGFloat, to cr: OpaquePointer) {
    guard length > 0 else { return }
    let from = start * length
    let to = end * length
    var walked: CGFloat = 0
    for sub in subpaths {
      var subLength: CGFloat = 0
      for k in 1..<sub.points.count {
        subLength += Self.distance(sub.points[k - 1], sub.points[k])
      }
      defer { walked += subLength }
      if walked + subLength <= from || walked >= to { continue }
      if sub.closed && walked >= from && walked + subLength <= to {
        cairo_move_to(cr, sub.points[0].x, sub.points[0].y)
        for p in sub.points.dropFirst().dropLast() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        continue
      }
      var position = walked
      var started = false
      for k in 1..<sub.points.count {
        let a = sub.points[k - 1]
        let b = sub.points[k]
        let d = Self.distance(a, b)
        let segStart = position
        let segEnd = position + d
        position = segEnd
        if segEnd < from || segStart > to || d == 0 { continue }
        let t0 = max(0, (from - segStart) / d)
        let t1 = min(1, (to - segStart) / d)
        if !started {
          cairo_move_to(cr, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
          started = true
        }
        cairo_line_to(cr, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
        if segEnd >= to { break }
      }
    }
  }
}
