import CCairo

/// The corners of a rectangle, for rounding some of them.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The bit mask of corners.
  public let rawValue: UInt
  /// Creates a corner set from a bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A vector path with drawing attributes (line width, caps, joins, fill rule) that draws
/// itself into the current graphics context.
///
/// Angles are in radians measured from the positive x axis; in UIKit's y-down coordinates
/// `clockwise: true` sweeps clockwise on screen. Like every `NSObject`, a path is equal
/// only to itself; `copy()` (`NSCopying`) returns an independent path.
open class UIBezierPath: NSObject, NSCopying {
  private var path = CGMutablePath()

  /// The width of stroked lines, in points (1 by default).
  public var lineWidth: CGFloat = 1
  /// How the ends of stroked open subpaths are drawn (`.butt` by default).
  public var lineCapStyle: CGLineCap = .butt
  /// How corners between stroked segments are drawn (`.miter` by default).
  public var lineJoinStyle: CGLineJoin = .miter
  /// The limit beyond which mitered corners are beveled (10 by default).
  public var miterLimit: CGFloat = 10
  /// Whether filling, clipping and hit-testing use the even-odd rule instead of the
  /// non-zero winding rule.
  public var usesEvenOddFillRule = false

  /// Creates an empty path.
  public override init() {
    super.init()
  }

  /// Creates a closed rectangular path.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// Creates a closed path of the ellipse fitting `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// Creates a rectangle with all corners rounded by `cornerRadius` (limited to half the
  /// shorter side). UIKit draws continuous ("squircle") corners; Mosaic uses circular
  /// arcs, which differ by a fraction of a point.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = rect.standardized
    let radius = min(max(cornerRadius, 0), min(r.width, r.height) / 2)
    let size = CGSize(width: radius, height: radius)
    path.appendRoundedRect(r, radii: [size, size, size, size], transform: .identity)
  }

  /// Creates a rectangle with the chosen corners rounded. As in UIKit, the corners are
  /// circular with radius `cornerRadii.width` (the height is ignored), limited to half the
  /// shorter side; Mosaic draws circular arcs rather than UIKit's continuous corners.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
    func size(_ corner: UIRectCorner) -> CGSize {
      corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
    }
    path.appendRoundedRect(
      r, radii: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)],
      transform: .identity)
  }

  /// Creates a circular arc path; `clockwise: true` sweeps clockwise on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Creates a path with a copy of a Core Graphics path's elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// A copy of the path as an immutable Core Graphics path; setting it replaces the
  /// path's elements.
  public var cgPath: CGPath {
    get { path.copy()! }
    set { path = newValue.mutableCopy()! }
  }

  /// Starts a new subpath at a point.
  public func move(to point: CGPoint) {
    path.move(to: point)
  }

  /// Adds a straight line from the current point.
  public func addLine(to point: CGPoint) {
    path.addLine(to: point)
  }

  /// Adds a circular arc, joined by a line to the current point when there is one;
  /// `clockwise: true` sweeps clockwise on screen.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.appendArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      increasing: clockwise, transform: .identity)
  }

  /// Adds a cubic Bézier curve from the current point to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Closes the current subpath with a line back to its start.
  public func close() {
    path.closeSubpath()
  }

  /// Appends the elements of another path.
  public func append(_ bezierPath: UIBezierPath) {
    path.addPath(bezierPath.path)
  }

  /// Transforms every point of the path.
  public func apply(_ transform: CGAffineTransform) {
    path.elements = CGPath.transformed(path.elements, by: transform)
  }

  /// Removes every element.
  public func removeAllPoints() {
    path.elements.removeAll()
  }

  /// Returns a new path with the same elements and attributes (`NSCopying`); the zone is
  /// ignored.
  open func copy(with zone: NSZone?) -> Any {
    let copy = UIBezierPath()
    copy.path = path.mutableCopy()!
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    return copy
  }

  /// The smallest rectangle containing every point of the path, control points included
  /// (`CGRect.null` for an empty path).
  public var bounds: CGRect { path.boundingBox }

  /// The end point of the last element (`.zero` for an empty path).
  public var currentPoint: CGPoint { path.currentPoint }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// Whether a point lies inside the filled path, by the path's fill rule.
  public func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Drawing

  /// Fills the path with the current context's fill color.
  public func fill() {
    fill(with: .normal, alpha: 1)
  }

  /// Fills the path with the current fill color, a blend mode and an opacity.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(blendMode: blendMode, alpha: alpha) { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path with the current context's stroke color and the path's line style.
  public func stroke() {
    stroke(with: .normal, alpha: 1)
  }

  /// Strokes the path with the current stroke color, a blend mode and an opacity.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw(blendMode: blendMode, alpha: alpha) { context in
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.strokePath()
    }
  }

  /// Intersects the current context's clip with the area inside the path.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.withDetachedPath {
      path.addToCairo(context.cairo)
      context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  private func draw(blendMode: CGBlendMode, alpha: CGFloat, _ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.withDetachedPath {
      context.saveGState()
      context.setBlendMode(blendMode)
      context.setAlpha(context.alpha * alpha)
      path.addToCairo(context.cairo)
      body(context)
      context.restoreGState()
    }
  }

  /// Appends the path to the current path of a cairo context, for clipping or filling
  /// with cairo directly.
  func addToCairo(_ cr: OpaquePointer) {
    path.addToCairo(cr)
  }

  /// A description giving the number of elements and the bounds.
  open override var description: String {
    "UIBezierPath(\(path.elements.count) elements, bounds: \(bounds))"
  }
}
