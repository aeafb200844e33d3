import CCairo

/// An immutable vector path: subpaths of straight lines and Bézier curves.
///
/// Create paths with `CGMutablePath` or the shape initializers. Arcs and ellipses are
/// stored as cubic Bézier curves.
public class CGPath: Equatable, CustomStringConvertible {
  /// One step of a path.
  enum Element: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close
  }

  /// The path's steps in order.
  var elements: [Element]

  init(elements: [Element] = []) {
    self.elements = elements
  }

  /// Creates a closed rectangular path, optionally transformed.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a closed elliptical path fitting `rect`, optionally transformed.
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a closed rectangle with elliptical corners of the given radii, optionally
  /// transformed. The radii are limited to half the rectangle's width and height.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, or `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quad(_, let p), .curve(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path, Bézier control points
  /// included; `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let c, let p): points += [c, p]
      case .curve(let c1, let c2, let p): points += [c1, c2, p]
      case .close: break
      }
    }
    return CGPath.bounds(of: points)
  }

  /// The smallest rectangle holding the path's outline (curves measured along their
  /// shape, not their control points); `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    CGPath.bounds(of: polygons().flatMap { $0 })
  }

  private static func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether a point is inside the filled path (every subpath treated as closed), by the
  /// given fill rule, after transforming the path.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for var polygon in polygons() {
      if transform != .identity { polygon = polygon.map { $0.applying(transform) } }
      guard polygon.count > 1 else { continue }
      for index in 0..<polygon.count {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 {
            winding += 1
            crossings += 1
          }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
          crossings += 1
        }
      }
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The subpaths as polygons, curves flattened into short line segments.
  func polygons() -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func flush() {
      if !current.isEmpty { result.append(current) }
      current = []
    }
    let steps = 24
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        current = [p]
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quad(let c, let p):
        if current.isEmpty { current = [last] }
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let c1, let c2, let p):
        if current.isEmpty { current = [last] }
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * last.x + b * c1.x + c * c2.x + d * p.x,
              y: a * last.y + b * c1.y + c * c2.y + d * p.y))
        }
        last = p
      case .close:
        if let first = current.first { last = first }
        flush()
      }
    }
    flush()
    return result
  }

  /// Returns an immutable copy of the path.
  public func copy() -> CGPath? {
    CGPath(elements: elements)
  }

  /// Returns a copy of the path with every point transformed.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let transform else { return copy() }
    return CGPath(elements: CGPath.transformed(elements, by: transform.pointee))
  }

  /// Returns a mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.elements = elements
    return copy
  }

  static func transformed(_ elements: [Element], by t: CGAffineTransform) -> [Element] {
    if t == .identity { return elements }
    return elements.map { element in
      switch element {
      case .move(let p): return .move(p.applying(t))
      case .line(let p): return .line(p.applying(t))
      case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
      case .curve(let c1, let c2, let p):
        return .curve(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
      case .close: return .close
      }
    }
  }

  /// Appends the path to the current path of the cairo context `cr` (in its user space).
  /// Elements with non-finite coordinates are skipped.
  func addToCairo(_ cr: OpaquePointer) {
    func finite(_ points: CGPoint...) -> Bool {
      points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
    for element in elements {
      switch element {
      case .move(let p):
        guard finite(p) else { continue }
        cairo_move_to(cr, Double(p.x), Double(p.y))
      case .line(let p):
        guard finite(p) else { continue }
        cairo_line_to(cr, Double(p.x), Double(p.y))
      case .quad(let c, let p):
        guard finite(c, p) else { continue }
        // Cairo has no quadratic curves: raise the degree, starting from cairo's current
        // point (the control point when there is none).
        var last = c
        if cairo_has_current_point(cr) != 0 {
          var x = 0.0
          var y = 0.0
          cairo_get_current_point(cr, &x, &y)
          last = CGPoint(x: x, y: y)
        } else {
          cairo_move_to(cr, Double(c.x), Double(c.y))
        }
        let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(
          cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .curve(let c1, let c2, let p):
        guard finite(c1, c2, p) else { continue }
        cairo_curve_to(
          cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .close:
        cairo_close_path(cr)
      }
    }
  }

  /// Paths are equal when they have the same elements.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  /// A description listing the number of elements and the bounding box.
  public var description: String {
    "CGPath(\(elements.count) elements, boundingBox: \(boundingBox))"
  }
}
