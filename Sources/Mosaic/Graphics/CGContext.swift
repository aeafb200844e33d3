import CCairo
import Foundation

/// A Core Graphics drawing context: a destination (an image or the screen) plus the
/// graphics state (transform, colors, line style, clip, alpha) and the current path.
///
/// Mosaic's contexts use UIKit's coordinates: the origin is at the top-left and y grows
/// downward. The current path is not part of the graphics state, as in Core Graphics.
public final class CGContext {
  /// The cairo context everything is drawn with; the CGContext holds a reference to it.
  let cairo: OpaquePointer

  private struct State {
    var fillColor: UIColor = .black
    var strokeColor: UIColor = .black
    var alpha: CGFloat = 1
  }

  private var state = State()
  private var savedStates: [State] = []

  /// For a context made by `UIGraphicsBeginImageContext…`: the image's scale.
  var imageScale: CGFloat?

  /// Wraps a cairo context, taking a reference of its own. The line width is set to 1,
  /// Core Graphics' default; everything else in `cr` is left as it is.
  init(cairo cr: OpaquePointer) {
    cairo = cairo_reference(cr)
    cairo_set_line_width(cr, 1)
  }

  deinit {
    cairo_destroy(cairo)
  }

  /// Creates a context drawing into a new transparent ARGB32 image whose pixel size is
  /// `size × scale` rounded up; user space is in points. An invalid or empty size gives a
  /// 0×0 image. An opaque context starts black.
  ///
  /// Any image within `ImageLimits` (32,767 pixels a side, 2 GiB of pixels) is made while
  /// memory allows. A larger one, or one the memory cannot hold, is not: the context draws
  /// into a 0×0 image and a warning (`FailureReport.warn`) says why, with the sizes asked for.
  static func makeImageContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    func pixels(_ points: CGFloat) -> Int? {
      let value = points * scale
      guard value.isFinite, value > 0 else { return 0 }
      let rounded = (value - 1e-4).rounded(.up)
      return rounded <= CGFloat(ImageLimits.maxSide) ? Int(rounded) : nil
    }
    let asked = "\(size.width)×\(size.height) points at scale \(scale)"
    var width = 0
    var height = 0
    if let w = pixels(size.width), let h = pixels(size.height), w > 0, h > 0 {
      if ImageLimits.fits(width: w, height: h) {
        width = w
        height = h
      } else {
        FailureReport.warn(
          .graphics,
          "CGContext: an image context of \(asked) (\(w)×\(h) pixels, \(w * h * 4) bytes) is "
            + "larger than \(ImageLimits.maxBytes) bytes of pixels; it draws into an empty image")
      }
    } else if pixels(size.width) == nil || pixels(size.height) == nil {
      FailureReport.warn(
        .graphics,
        "CGContext: an image context of \(asked) is more than \(ImageLimits.maxSide) pixels "
          + "a side; it draws into an empty image")
    }
    var surface =
      ImageBufferPool.shared.take(width: width, height: height)
      ?? CGImage.makeSurface(width: width, height: height)
    if surface == nil {
      FailureReport.warn(
        .graphics,
        "CGContext: no memory for an image context of \(asked) (\(width)×\(height) pixels, "
          + "\(width * height * 4) bytes); it draws into an empty image")
      surface = CGImage.makeSurface(width: 0, height: 0)
    }
    let cr = cairo_create(surface!)!
    cairo_surface_destroy(surface!)
    cairo_scale(cr, Double(scale), Double(scale))
    if opaque {
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_paint(cr)
    }
    let context = CGContext(cairo: cr)
    cairo_destroy(cr)
    return context
  }

  /// The pixel width of the image the context draws into (0 when it is not an image).
  public var width: Int {
    let target = cairo_get_target(cairo)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return 0 }
    return Int(cairo_image_surface_get_width(target))
  }

  /// The pixel height of the image the context draws into (0 when it is not an image).
  public var height: Int {
    let target = cairo_get_target(cairo)
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return 0 }
    return Int(cairo_image_surface_get_height(target))
  }

  /// The image drawn, without a copy: the image takes the context's pixel buffer, which goes
  /// back to `ImageBufferPool` when the image is released. The context must not draw again
  /// (an image renderer's context ends with its drawing actions). `opaque` says the image was
  /// painted opaque throughout.
  func takeImage(opaque: Bool) -> CGImage? {
    let target = cairo_get_target(cairo)!
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    cairo_surface_flush(target)
    cairo_surface_reference(target)
    return CGImage(surface: target, isOpaque: opaque ? true : nil, returnsBuffer: true)
  }

  /// Returns a copy of what has been drawn so far, when the context draws into an image.
  public func makeImage() -> CGImage? {
    let target = cairo_get_target(cairo)!
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    return CGImage.copying(surface: target)
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (transform, clip, colors, line style, alpha,
  /// blend mode) so `restoreGState()` can return to it.
  public func saveGState() {
    cairo_save(cairo)
    savedStates.append(state)
  }

  /// Returns to the graphics state saved by the matching `saveGState()`; does nothing
  /// when none is saved.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    cairo_restore(cairo)
    state = saved
  }

  /// The current transformation from user space to device (pixel) space.
  public var ctm: CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cairo, &m)
    return CGAffineTransform(
      a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy),
      tx: CGFloat(m.x0), ty: CGFloat(m.y0))
  }

  /// The current transformation from user space to device (pixel) space.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  /// Moves the origin of user space.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    guard tx.isFinite, ty.isFinite else { return }
    cairo_translate(cairo, Double(tx), Double(ty))
  }

  /// Scales user space. A zero factor collapses drawing to nothing.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    guard sx.isFinite, sy.isFinite else { return }
    func safe(_ value: CGFloat) -> Double {
      abs(value) < 1e-9 ? (value < 0 ? -1e-9 : 1e-9) : Double(value)
    }
    cairo_scale(cairo, safe(sx), safe(sy))
  }

  /// Rotates user space by an angle in radians (positive turns clockwise on screen, from
  /// the x axis toward the y axis).
  public func rotate(by angle: CGFloat) {
    guard angle.isFinite else { return }
    cairo_rotate(cairo, Double(angle))
  }

  /// Applies a transform to user space (the transform is applied to points before the
  /// current transformation). Singular or non-finite transforms are ignored.
  public func concatenate(_ transform: CGAffineTransform) {
    let t = transform
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
    var m = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
      y0: Double(t.ty))
    cairo_transform(cairo, &m)
  }

  /// Sets the color used by fills.
  public func setFillColor(_ color: CGColor) {
    state.fillColor = UIColor(cgColor: color)
  }

  /// Sets the color used by fills (Mosaic convenience; keeps pattern colors).
  public func setFillColor(_ color: UIColor) {
    state.fillColor = color
  }

  /// Sets the color used by strokes.
  public func setStrokeColor(_ color: CGColor) {
    state.strokeColor = UIColor(cgColor: color)
  }

  /// Sets the color used by strokes (Mosaic convenience; keeps pattern colors).
  public func setStrokeColor(_ color: UIColor) {
    state.strokeColor = color
  }

  /// Sets the opacity (0…1) multiplied into everything drawn afterwards.
  public func setAlpha(_ alpha: CGFloat) {
    state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
  }

  /// The opacity multiplied into everything drawn.
  var alpha: CGFloat { state.alpha }
  /// The current fill color.
  var fillColor: UIColor { state.fillColor }
  /// The current stroke color.
  var strokeColor: UIColor { state.strokeColor }

  /// Sets the width of stroked lines, in user-space units.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    cairo_set_line_width(cairo, Double(width))
  }

  /// Sets how the ends of stroked lines are drawn.
  public func setLineCap(_ cap: CGLineCap) {
    cairo_set_line_cap(cairo, cap.cairo)
  }

  /// Sets how corners of stroked lines are drawn.
  public func setLineJoin(_ join: CGLineJoin) {
    cairo_set_line_join(cairo, join.cairo)
  }

  /// Sets the limit beyond which mitered corners are beveled.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite, limit >= 1 else { return }
    cairo_set_miter_limit(cairo, Double(limit))
  }

  /// Sets a dash pattern for strokes: alternating painted and skipped lengths, starting
  /// `phase` units into the pattern. An empty array draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let dashes = lengths.map { Double(max($0, 0)) }
    if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
      cairo_set_dash(cairo, nil, 0, 0)
    } else {
      cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }
  }

  /// Sets how new drawing combines with what is already drawn.
  public func setBlendMode(_ mode: CGBlendMode) {
    cairo_set_operator(cairo, mode.cairo)
  }

  /// Turns antialiasing of shapes on or off.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  // MARK: Rectangles and ellipses

  /// Runs `body` with an empty current path and puts the previous path back afterwards.
  func withDetachedPath(_ body: () -> Void) {
    var saved: UnsafeMutablePointer<cairo_path_t>? = nil
    if cairo_has_current_point(cairo) != 0 { saved = cairo_copy_path(cairo) }
    cairo_new_path(cairo)
    body()
    cairo_new_path(cairo)
    if let saved {
      cairo_append_path(cairo, saved)
      cairo_path_destroy(saved)
    }
  }

  private func addRectToCairo(_ rect: CGRect) {
    let r = rect.standardized
    guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
    cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
  }

  /// Paints a rectangle with the fill color (the current path is left alone).
  public func fill(_ rect: CGRect) {
    fill([rect])
  }

  /// Paints rectangles with the fill color (the current path is left alone).
  public func fill(_ rects: [CGRect]) {
    withDetachedPath {
      for rect in rects { addRectToCairo(rect) }
      fillCurrentPath(rule: .winding)
    }
  }

  /// Strokes the outline of a rectangle with the stroke color and line width.
  public func stroke(_ rect: CGRect) {
    withDetachedPath {
      addRectToCairo(rect)
      strokeCurrentPath()
    }
  }

  /// Strokes the outline of a rectangle with the stroke color and the given line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Makes a rectangle fully transparent.
  public func clear(_ rect: CGRect) {
    withDetachedPath {
      addRectToCairo(rect)
      cairo_save(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
      cairo_fill(cairo)
      cairo_restore(cairo)
    }
  }

  /// Paints the ellipse fitting `rect` with the fill color.
  public func fillEllipse(in rect: CGRect) {
    withDetachedPath {
      CGPath(ellipseIn: rect).addToCairo(cairo)
      fillCurrentPath(rule: .winding)
    }
  }

  /// Strokes the ellipse fitting `rect` with the stroke color and line width.
  public func strokeEllipse(in rect: CGRect) {
    withDetachedPath {
      CGPath(ellipseIn: rect).addToCairo(cairo)
      strokeCurrentPath()
    }
  }

  // MARK: Paths

  /// Discards the current path.
  public func beginPath() {
    cairo_new_path(cairo)
  }

  /// Starts a new subpath at a point.
  public func move(to point: CGPoint) {
    let path = CGMutablePath()
    path.move(to: point)
    path.addToCairo(cairo)
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    cairo_line_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds a closed rectangle subpath.
  public func addRect(_ rect: CGRect) {
    addRectToCairo(rect)
  }

  /// Adds a closed ellipse subpath fitting `rect`.
  public func addEllipse(in rect: CGRect) {
    CGPath(ellipseIn: rect).addToCairo(cairo)
  }

  /// Adds a circular arc. As in Core Graphics, `clockwise` means decreasing angles,
  /// which appears counterclockwise on screen in UIKit's y-down coordinates. A line joins
  /// the current point to the arc's start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let path = CGMutablePath()
    if cairo_has_current_point(cairo) != 0 {
      var x = 0.0
      var y = 0.0
      cairo_get_current_point(cairo, &x, &y)
      path.move(to: CGPoint(x: x, y: y))
    }
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
    path.addToCairo(cairo)
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    let path = CGMutablePath()
    path.addCurve(to: end, control1: control1, control2: control2)
    path.addToCairo(cairo)
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    let path = CGMutablePath()
    path.addQuadCurve(to: end, control: control)
    path.addToCairo(cairo)
  }

  /// Closes the current subpath with a line back to its start.
  public func closePath() {
    cairo_close_path(cairo)
  }

  /// Appends a path to the current path.
  public func addPath(_ path: CGPath) {
    path.addToCairo(cairo)
  }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool {
    cairo_has_current_point(cairo) == 0
  }

  /// Fills the current path with the fill color and discards it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fillCurrentPath(rule: rule)
  }

  /// Strokes the current path with the stroke color and line style and discards it.
  public func strokePath() {
    strokeCurrentPath()
  }

  /// Paints the current path as `mode` says — filled (non-zero or even-odd rule), stroked,
  /// or filled then stroked — and discards it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill, .eoFill:
      fillCurrentPath(rule: mode == .fill ? .winding : .evenOdd)
    case .stroke:
      strokeCurrentPath()
    case .fillStroke, .eoFillStroke:
      cairo_set_fill_rule(
        cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
      state.fillColor.setSource(on: cairo, alphaMultiplier: state.alpha)
      cairo_fill_preserve(cairo)
      strokeCurrentPath()
    }
  }

  /// Intersects the clip with the current path and discards the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    cairo_set_fill_rule(cairo, rule.cairo)
    cairo_clip(cairo)
  }

  /// Intersects the clip with a rectangle (the current path is left alone).
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of rectangles (the current path is left alone).
  public func clip(to rects: [CGRect]) {
    withDetachedPath {
      for rect in rects { addRectToCairo(rect) }
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cairo)
    }
  }

  /// The bounding box of the current clip in user space.
  public var boundingBoxOfClipPath: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  private func fillCurrentPath(rule: CGPathFillRule) {
    cairo_set_fill_rule(cairo, rule.cairo)
    state.fillColor.setSource(on: cairo, alphaMultiplier: state.alpha)
    cairo_fill(cairo)
  }

  private func strokeCurrentPath() {
    state.strokeColor.setSource(on: cairo, alphaMultiplier: state.alpha)
    cairo_stroke(cairo)
  }

  // MARK: Images

  /// Draws an image scaled to fill `rect`, with Core Graphics' orientation: the image's
  /// first row goes at the rect's maximum y. In a UIKit (y-down) context — every Mosaic
  /// context, including `UIGraphicsImageRenderer`'s — the image therefore appears upside
  /// down, exactly as it does on iOS. Use `UIImage.draw(in:)` to draw upright.
  public func draw(_ image: CGImage, in rect: CGRect) {
    let r = rect.standardized
    guard image.width > 0, image.height > 0, r.width > 0, r.height > 0, r.minX.isFinite,
      r.minY.isFinite, r.width.isFinite, r.height.isFinite
    else { return }
    withDetachedPath {
      cairo_save(cairo)
      cairo_translate(cairo, Double(r.minX), Double(r.maxY))
      cairo_scale(
        cairo, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
      cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
      cairo_clip(cairo)
      cairo_set_source_surface(cairo, image.surface, 0, 0)
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
      cairo_paint_with_alpha(cairo, Double(state.alpha))
      cairo_restore(cairo)
    }
  }

  /// Draws an image upright (first row at the top) into `rect` with a blend mode and an
  /// opacity multiplied by the context's alpha; a resizable image is drawn nine-part.
  func drawUpright(_ image: UIImage, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    withDetachedPath {
      cairo_save(cairo)
      cairo_set_operator(cairo, blendMode.cairo)
      image.drawUpright(in: rect.standardized, context: cairo, alpha: alpha * state.alpha)
      cairo_restore(cairo)
    }
  }
}
