import CCairo

/// A path you build step by step.
public final class CGMutablePath: CGPath {
  /// Creates an empty path.
  public init() {
    super.init(elements: [])
  }

  private var hasCurrentPoint: Bool { !elements.isEmpty }

  /// The end point of the last element, when it has one.
  private var lastEndPoint: CGPoint? {
    switch elements.last {
    case .move(let p), .line(let p), .quad(_, let p), .curve(_, _, let p): return p
    default: return nil
    }
  }

  /// Starts a new subpath at a point.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.applying(transform)))
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.line(point.applying(transform)))
  }

  /// Adds connected lines through the points, starting a new subpath at the first one.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a closed rectangle as a new subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a closed ellipse fitting `rect` as a new subpath, starting at its right-most
  /// point.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    appendEllipticalArc(
      center: CGPoint(x: r.midX, y: r.midY),
      radii: CGSize(width: r.width / 2, height: r.height / 2),
      start: 0, sweep: 2 * .pi, startNewSubpath: true, transform: transform)
    closeSubpath()
  }

  /// Adds a closed rectangle with elliptical corners (radii limited to half the width and
  /// height) as a new subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let radius = CGSize(width: cornerWidth, height: cornerHeight)
    appendRoundedRect(rect, radii: [radius, radius, radius, radius], transform: transform)
  }

  /// Adds a circular arc. Angles are in radians from the positive x axis toward the
  /// positive y axis. As in Core Graphics, `clockwise` means decreasing angles, which
  /// appears counterclockwise on screen in UIKit's y-down coordinates. A line joins the
  /// current point to the arc's start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      increasing: !clockwise, transform: transform)
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .curve(
        control1: control1.applying(transform), control2: control2.applying(transform),
        to: end.applying(transform)))
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(.quad(control: control.applying(transform), to: end.applying(transform)))
  }

  /// Appends the elements of another path, transformed.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += CGPath.transformed(path.elements, by: transform)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard hasCurrentPoint else { return }
    elements.append(.close)
  }

  // MARK: Shape helpers shared with UIBezierPath

  /// Adds a circular arc sweeping with increasing (`increasing`) or decreasing angles.
  func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
    transform: CGAffineTransform
  ) {
    let fullTurn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if increasing {
      if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
      }
      sweep = min(sweep, fullTurn)
    } else {
      if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
        if sweep > 0 { sweep -= fullTurn }
      }
      sweep = max(sweep, -fullTurn)
    }
    appendEllipticalArc(
      center: center, radii: CGSize(width: radius, height: radius), start: startAngle,
      sweep: sweep, startNewSubpath: !hasCurrentPoint, transform: transform)
  }

  /// Adds an elliptical arc as cubic curves of at most a quarter turn each, beginning
  /// with a move (new subpath) or a line to its start.
  func appendEllipticalArc(
    center: CGPoint, radii: CGSize, start: CGFloat, sweep: CGFloat, startNewSubpath: Bool,
    transform: CGAffineTransform
  ) {
    guard center.x.isFinite, center.y.isFinite, radii.width.isFinite, radii.height.isFinite,
      start.isFinite, sweep.isFinite
    else { return }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
    }
    let first = point(start)
    if startNewSubpath {
      move(to: first, transform: transform)
    } else if lastEndPoint != first.applying(transform) {
      addLine(to: first, transform: transform)
    }
    guard sweep != 0 else { return }
    let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(segments)
    let k = 4 / 3 * tan(step / 4)
    var angle = start
    for _ in 0..<segments {
      let next = angle + step
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(
        x: p0.x - k * radii.width * sin(angle), y: p0.y + k * radii.height * cos(angle))
      let c2 = CGPoint(
        x: p3.x + k * radii.width * sin(next), y: p3.y - k * radii.height * cos(next))
      addCurve(to: p3, control1: c1, control2: c2, transform: transform)
      angle = next
    }
  }

  /// Adds a closed rounded rectangle; `radii` are the top-left, top-right, bottom-right
  /// and bottom-left corner radii, each limited to half the width and height.
  func appendRoundedRect(_ rect: CGRect, radii: [CGSize], transform: CGAffineTransform) {
    let r = rect.standardized
    guard r.width.isFinite, r.height.isFinite else { return }
    let limited = radii.map {
      CGSize(
        width: min(max($0.width, 0), r.width / 2), height: min(max($0.height, 0), r.height / 2))
    }
    let (tl, tr, br, bl) = (limited[0], limited[1], limited[2], limited[3])
    move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
    corner(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2, transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
    corner(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0, transform)
    addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
    corner(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2, transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
    corner(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi, transform)
    closeSubpath()
  }

  private func corner(
    _ center: CGPoint, _ radius: CGSize, from angle: CGFloat, _ transform: CGAffineTransform
  ) {
    guard radius.width > 0, radius.height > 0 else { return }
    appendEllipticalArc(
      center: center, radii: radius, start: angle, sweep: .pi / 2, startNewSubpath: false,
      transform: transform)
  }
}
