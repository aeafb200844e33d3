import CCairo
import Foundation

/// Draws a layer tree into a Cairo context: geometry and transforms, group opacity, rounded
/// clipping, backgrounds, contents, drawn content, shadows and borders.
///
/// Expensive results (drawn content, scaled images, blurred shadows) are cached on each layer
/// and reused until invalidated. Geometry that cannot be drawn (NaN, infinite, a singular
/// transform) is skipped, never trapped on.
@MainActor
struct Compositor {
  /// Set by the base `draw` implementations, so the compositor learns that a layer has no
  /// drawing of its own.
  static var baseDrawCalled = false
  /// Classes known to draw their own content.
  private static var drawingClasses: Set<ObjectIdentifier> = []

  let cr: OpaquePointer
  /// Pixels per point of the target, used for backing stores and scaled images.
  let scale: CGFloat
  /// The time presentation values are sampled at.
  let time: TimeInterval
  /// Where this drawing reports what it learns (shared with the compositors of its rasters).
  let record: CompositeRecord
  /// Whether this compositor draws a subtree into a raster (nested rasters are not made).
  var rasterizing = false
  /// Whether this compositor draws a frame buffer's frame: layers remember where they painted
  /// (for damage tracking), and a raster is made for a subtree unchanged since the last frame
  /// rather than since it was last drawn.
  var recordsDamage = false
  /// With `recordsDamage`, the frame count of the tree being drawn (see
  /// `LayerRenderCache.changeStamp`).
  var frameCount: UInt64 = 0

  /// Draws `layer` and its sublayers with the layer's bounds origin at the context's origin,
  /// ignoring the layer's own position and transform (as `CALayer.render(in:)` does).
  func renderRoot(_ layer: CALayer) {
    draw(layer, applyGeometry: false)
  }

  // MARK: Layer

  /// Draws `layer`; with `applyGeometry`, placed in its superlayer, whose `sublayerTransform`
  /// (about its anchor point) is `parentSublayer` when it is not the identity. Its opacity is
  /// multiplied by `inheritedOpacity`, the opacity of a superlayer that paints nothing but it.
  func draw(
    _ layer: CALayer, applyGeometry: Bool, parentSublayer: CATransform3D? = nil,
    inheritedOpacity: CGFloat = 1
  ) {
    if layer.isHidden && layer.explicitAnimations.isEmpty { return }
    if !layer.hasNoAnimations { record.animatedLayersDrawn += 1 }
    var s = layer.presentationState(at: time)
    if s.isHidden { return }
    if inheritedOpacity < 1 { s.opacity *= inheritedOpacity }
    guard s.opacity > 0.001, isFinite(s.bounds), s.position.x.isFinite, s.position.y.isFinite,
      s.anchorPoint.x.isFinite, s.anchorPoint.y.isFinite, s.zPosition.isFinite
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if applyGeometry {
      if parentSublayer != nil || CALayer.hasPerspective(s.transform) {
        // The full 4×4 placement restricted to the layer's plane.
        let h = Homography(planeOf: s.placement(parentSublayer: parentSublayer))
        guard let m = h.affineTransform else {
          drawProjected(layer, state: s, homography: h)
          return
        }
        let det = m.a * m.d - m.b * m.c
        guard det.isFinite, abs(det) > 1e-12, m.tx.isFinite, m.ty.isFinite else { return }
        var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_transform(cr, &cm)
      } else {
        cairo_translate(cr, s.position.x, s.position.y)
        if !CATransform3DIsIdentity(s.transform) {
          let m = CATransform3DGetAffineTransform(s.transform)
          let det = m.a * m.d - m.b * m.c
          guard det.isFinite, abs(det) > 1e-12, m.tx.isFinite, m.ty.isFinite else { return }
          var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
          cairo_transform(cr, &cm)
        }
        cairo_translate(
          cr, -(s.bounds.minX + s.anchorPoint.x * s.bounds.width),
          -(s.bounds.minY + s.anchorPoint.y * s.bounds.height))
      }
      if !s.isDoubleSided && facesAway() { return }
      if recordsDamage {
        recordDrawnBox(layer, state: s)
        record.layersVisited &+= 1
      }
      if !rasterizing && layer.hasNoAnimations && Self.benefitsFromRaster(layer, state: s)
        && drawRasterized(layer, state: s)
      {
        return
      }
      if recordsDamage { noteClipSensitivity(layer) }
    } else {
      cairo_translate(cr, -s.bounds.minX, -s.bounds.minY)
      if recordsDamage { recordDrawnBox(layer, state: s) }
    }
    drawBody(layer, state: s)
  }

  /// Draws the layer's own content and sublayers in the current (layer) coordinates.
  func drawBody(_ layer: CALayer, state s: LayerPresentationState, applyMask: Bool = true) {
    if applyMask, let mask = layer.mask, mask.superlayer == nil, mask !== layer {
      drawMasked(layer, state: s, mask: mask)
      return
    }
    let clip = clipExtents()
    let bounds = s.bounds
    let hasShadow = s.hasShadow
    var ownExtent = bounds
    if hasShadow { ownExtent = ownExtent.union(s.shadowExtent) }
    let hasVector = layer.drawsVectorContent
    if hasVector, let e = layer.vectorContentExtent(state: s, at: time) {
      ownExtent = ownExtent.union(e)
    }
    let ownVisible = ownExtent.intersects(clip)
    if s.masksToBounds && !ownVisible { return }

    let hasSublayers = !layer.sublayerArray.isEmpty
    if !hasSublayers && !ownVisible { return }

    prepareBacking(layer, bounds: bounds)
    let image = layer.contentsImage
    let hasBacking = layer.renderCache.backing != nil
    let hasBorder = s.borderWidth > 0 && (s.border?.a ?? 0) > 0
    let hasBackground = layer.backgroundFill != nil && (s.background?.a ?? 1) > 0
    var ops = 0
    for paints in [hasBackground, image != nil, hasBacking, hasBorder, hasShadow, hasVector]
    where paints {
      ops += 1
    }

    var alpha = s.opacity
    var grouped = false
    // A layer that paints nothing itself over a single sublayer (a cell fading in or out
    // over its content view) hands its opacity down instead of drawing a group: group opacity
    // over one sublayer is that sublayer with both opacities, and the sublayer makes a group
    // of its own if it needs one.
    var passedOpacity: CGFloat = 1
    if alpha < 0.999 && ops == 0 && layer.sublayerArray.count == 1 {
      passedOpacity = alpha
    } else if alpha < 0.999 && (hasSublayers || ops > 1) {
      // Group opacity: draw into an offscreen group no larger than what the subtree covers.
      let extent = subtreeExtent(layer, state: s).intersection(clip)
      if extent.isNull || extent.isEmpty { return }
      cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
      cairo_clip(cr)
      cairo_push_group(cr)
      grouped = true
      alpha = 1
    }

    if ownVisible {
      if hasShadow { drawShadow(layer, state: s, alpha: alpha) }
      if hasBackground { fillBackground(layer, state: s, alpha: alpha) }
    }
    if s.masksToBounds {
      clipToRoundedBounds(bounds, radius: s.cornerRadius, corners: s.maskedCorners)
    }
    if ownVisible {
      if let image { drawContents(layer, image: image, state: s, alpha: alpha) }
      if hasBacking { drawBacking(layer, bounds: bounds, alpha: alpha) }
      if hasVector { layer.drawVectorContent(cr, state: s, alpha: alpha) }
    }
    if let replicator = layer as? CAReplicatorLayer,
      case let copies = replicator.replication(in: s), copies.replicates
    {
      drawReplicated(replicator, copies, state: s, inheritedOpacity: passedOpacity)
    } else {
      let sublayerTransform = s.sublayerTransformAboutAnchor
      for sub in sublayersToDraw(layer, clip: clip, sublayerTransform: sublayerTransform) {
        draw(
          sub, applyGeometry: true, parentSublayer: sublayerTransform,
          inheritedOpacity: passedOpacity)
      }
    }
    if hasBorder && ownVisible {
      strokeBorder(bounds: bounds, state: s, alpha: alpha)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, s.opacity)
    }
  }

  /// The sublayers in drawing order: by z position as presented at `time` (an explicit
  /// animation may change it), in list order where equal.
  func orderedSublayers(_ layer: CALayer) -> [CALayer] {
    let subs = layer.sublayerArray
    if subs.count < 2 { return subs }
    func z(_ sub: CALayer) -> CGFloat {
      let z = sub.animatesZPosition ? sub.presentationState(at: time).zPosition : sub.zPosition
      return z.isFinite ? z : 0
    }
    // Most layers have no z positions: find that out without building anything (a plain
    // loop: a closure here would check its actor isolation once a sublayer).
    var anyZ = false
    for sub in subs where z(sub) != 0 {
      anyZ = true
      break
    }
    guard anyZ else { return subs }
    let zs = subs.map(z)
    return subs.indices.sorted { zs[$0] != zs[$1] ? zs[$0] < zs[$1] : $0 < $1 }.map { subs[$0] }
  }

  private func isFinite(_ r: CGRect) -> Bool {
    r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
      && r.size.height.isFinite && r.size.width >= 0 && r.size.height >= 0
  }

  func clipExtents() -> CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// The area, in the layer's coordinates, that the layer and its visible sublayers cover.
  func subtreeExtent(_ layer: CALayer, state s: LayerPresentationState) -> CGRect {
    var extent = s.bounds
    if layer.drawsVectorContent, let e = layer.vectorContentExtent(state: s, at: time) {
      extent = extent.union(e)
    }
    if s.hasShadow { extent = extent.union(s.shadowExtent) }
    if s.masksToBounds { return extent }
    let sublayerTransform = s.sublayerTransformAboutAnchor
    for sub in layer.sublayerArray where !sub.isHidden || !sub.explicitAnimations.isEmpty {
      let ss = sub.presentationState(at: time)
      guard !ss.isHidden, isFinite(ss.bounds) else { continue }
      let inner = subtreeExtent(sub, state: ss)
      if sublayerTransform != nil || CALayer.hasPerspective(ss.transform) {
        let h = Homography(planeOf: ss.placement(parentSublayer: sublayerTransform))
        if let projected = Self.projectedBox(of: inner, through: h) {
          extent = extent.union(projected)
        }
        continue
      }
      let m = CGAffineTransform(
        translationX: -(ss.bounds.minX + ss.anchorPoint.x * ss.bounds.width),
        y: -(ss.bounds.minY + ss.anchorPoint.y * ss.bounds.height)
      ).concatenating(CATransform3DGetAffineTransform(ss.transform))
        .concatenating(CGAffineTransform(translationX: ss.position.x, y: ss.position.y))
      extent = extent.union(inner.applying(m))
    }
    return extent.insetBy(dx: -1, dy: -1)
  }

  // MARK: Shapes

  private func roundedRectPath(_ r: CGRect, radius: CGFloat, corners: CACornerMask) {
    Self.addRoundedRect(cr, r, radius: radius, corners: corners)
  }

  private func clipToRoundedBounds(_ bounds: CGRect, radius: CGFloat, corners: CACornerMask) {
    roundedRectPath(bounds, radius: radius, corners: corners)
    cairo_clip(cr)
  }

  private func fillBackground(_ layer: CALayer, state s: LayerPresentationState, alpha: CGFloat) {
    guard let fill = layer.backgroundFill else { return }
    if fill.isPattern {
      cairo_save(cr)
      cairo_translate(cr, s.bounds.minX, s.bounds.minY)
      fill.setSource(on: cr, alphaMultiplier: alpha)
      roundedRectPath(
        CGRect(origin: .zero, size: s.bounds.size), radius: s.cornerRadius,
        corners: s.maskedCorners)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    guard let c = s.background else { return }
    if s.cornerRadius <= 0, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      fillRectDirectly(s.bounds, color: c, alpha: alpha)
    {
      return
    }
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    roundedRectPath(s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
    cairo_fill(cr)
  }

  private func strokeBorder(bounds: CGRect, state s: LayerPresentationState, alpha: CGFloat) {
    guard let c = s.border else { return }
    let w = min(s.borderWidth, min(bounds.width, bounds.height) / 2)
    guard w > 0 else { return }
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    // Fill the ring between the outer rounded rect and the inner one (even-odd).
    roundedRectPath(bounds, radius: s.cornerRadius, corners: s.maskedCorners)
    roundedRectPath(
      bounds.insetBy(dx: w, dy: w), radius: max(0, s.cornerRadius - w),
      corners: s.maskedCorners)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  // MARK: Contents images

  static func contentsScale(of layer: CALayer) -> CGFloat {
    if let scale = layer.contentsImageScale { return scale }
    return layer.contentsScale > 0 ? layer.contentsScale : 1
  }

  /// Where an image of `size` points goes in `bounds` under `gravity`.
  static func destination(
    of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity
  ) -> CGRect {
    let w = size.width
    let h = size.height
    switch gravity {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else { return bounds }
      let sx = bounds.width / w
      let sy = bounds.height / h
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let dw = w * s
      let dh = h * s
      return CGRect(x: bounds.midX - dw / 2, y: bounds.midY - dh / 2, width: dw, height: dh)
    default:
      var x = bounds.midX - w / 2
      var y = bounds.midY - h / 2
      switch gravity {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
      default: break
      }
      switch gravity {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - w
      default: break
      }
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }

  private func deviceScale() -> (CGFloat, CGFloat) {
    var ux = 1.0
    var uy = 0.0
    cairo_user_to_device_distance(cr, &ux, &uy)
    var vx = 0.0
    var vy = 1.0
    cairo_user_to_device_distance(cr, &vx, &vy)
    return ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
  }

  private func drawContents(
    _ layer: CALayer, image: CGImage, state s: LayerPresentationState, alpha: CGFloat
  ) {
    let bounds = s.bounds
    if s.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
      drawContentsPart(layer, image: image, state: s, alpha: alpha)
      return
    }
    let cs = Self.contentsScale(of: layer)
    let size = CGSize(width: CGFloat(image.width) / cs, height: CGFloat(image.height) / cs)
    let dest = Self.destination(of: size, in: bounds, gravity: layer.contentsGravity)
    guard dest.width > 0, dest.height > 0, isFinite(dest) else { return }
    let (sx, sy) = deviceScale()
    let pw = Int((dest.width * sx).rounded())
    let ph = Int((dest.height * sy).rounded())
    guard pw > 0, ph > 0 else { return }
    var surface = image.surface
    var srcW = CGFloat(image.width)
    var srcH = CGFloat(image.height)
    if pw != image.width || ph != image.height, pw <= 8192, ph <= 8192 {
      let id = ObjectIdentifier(image)
      if let cached = layer.renderCache.scaledContents, cached.image == id,
        cached.pixelWidth == pw, cached.pixelHeight == ph
      {
        surface = cached.surface
      } else {
        let scaled = Self.scaledSurface(image.surface, from: image.width, image.height, to: pw, ph)
        layer.renderCache.setScaledContents(
          .init(image: id, pixelWidth: pw, pixelHeight: ph, surface: scaled))
        surface = scaled
      }
      srcW = CGFloat(pw)
      srcH = CGFloat(ph)
    }
    paint(surface, width: srcW, height: srcH, in: dest, alpha: alpha)
  }

  /// Draws the part `contentsRect` of the contents image, placed by the contents gravity as
  /// an image of that part's size; outside the image the edge pixels repeat.
  private func drawContentsPart(
    _ layer: CALayer, image: CGImage, state s: LayerPresentationState, alpha: CGFloat
  ) {
    let part = s.contentsRect
    let iw = CGFloat(image.width)
    let ih = CGFloat(image.height)
    let src = CGRect(
      x: part.minX * iw, y: part.minY * ih, width: part.width * iw, height: part.height * ih)
    guard isFinite(src), src.width > 0, src.height > 0 else { return }
    let cs = Self.contentsScale(of: layer)
    let dest = Self.destination(
      of: CGSize(width: src.width / cs, height: src.height / cs), in: s.bounds,
      gravity: layer.contentsGravity)
    guard dest.width > 0, dest.height > 0, isFinite(dest) else { return }
    let draw = { (c: OpaquePointer) in
      cairo_rectangle(c, dest.minX, dest.minY, dest.width, dest.height)
      cairo_clip(c)
      cairo_translate(c, dest.minX, dest.minY)
      cairo_scale(c, dest.width / src.width, dest.height / src.height)
      cairo_translate(c, -src.minX, -src.minY)
      cairo_set_source_surface(c, image.surface, 0, 0)
      let pattern = cairo_get_source(c)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_paint_with_alpha(c, alpha)
    }
    if recordsDamage && paintIsolated(dest, alpha: 1, draw) { return }
    cairo_save(cr)
    draw(cr)
    cairo_restore(cr)
  }

  /// Paints `surface` (`width`×`height` pixels) into `dest`. When the surface already has
  /// the device size of `dest` and the transform is a plain scale and translation, it is
  /// copied pixel for pixel at a device-aligned position (Cairo's fast path); otherwise it is
  /// resampled bilinearly.
  private func paint(
    _ surface: OpaquePointer, width: CGFloat, height: CGFloat, in dest: CGRect, alpha: CGFloat
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let axisAligned = m.yx == 0 && m.xy == 0 && m.xx > 0 && m.yy > 0
    if axisAligned && abs(dest.width * m.xx - width) < 1 && abs(dest.height * m.yy - height) < 1 {
      var x = Double(dest.minX)
      var y = Double(dest.minY)
      cairo_user_to_device(cr, &x, &y)
      x = x.rounded()
      y = y.rounded()
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, surface, x, y)
      cairo_rectangle(cr, x, y, width, height)
    } else {
      let resample = { (c: OpaquePointer) in
        cairo_translate(c, dest.minX, dest.minY)
        cairo_scale(c, dest.width / width, dest.height / height)
        cairo_set_source_surface(c, surface, 0, 0)
        let pattern = cairo_get_source(c)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_rectangle(c, 0, 0, width, height)
      }
      if recordsDamage {
        let painted = paintIsolated(dest, alpha: alpha) { c in
          resample(c)
          cairo_fill(c)
        }
        if painted { return }
      }
      resample(cr)
    }
    if alpha < 0.999 {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_fill(cr)
    }
  }

  /// Runs `draw`, which paints inside `extent` (current coordinates), on a scratch surface
  /// covering the whole device box of `extent`, then paints that at whole pixels through the
  /// current clip with `alpha`. Returns false (drawing nothing) when the box is too large.
  ///
  /// Resampling an image (pixman's bilinear filter) steps through the source from the left
  /// edge of the area composited, so its rounding depends on where that area starts: drawn
  /// in isolation, a resampled image gives the same pixels whether the frame is drawn whole
  /// or only in a damaged rectangle.
  func paintIsolated(_ extent: CGRect, alpha: CGFloat, _ draw: (OpaquePointer) -> Void) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let box = Self.deviceBox(extent, m)
    guard !box.isNull else { return true }
    let x0 = box.minX.rounded(.down)
    let y0 = box.minY.rounded(.down)
    let w = Int((box.maxX - x0).rounded(.up))
    let h = Int((box.maxY - y0).rounded(.up))
    guard w > 0, h > 0, w * h <= 4096 * 4096,
      let temp = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
      cairo_surface_status(temp) == CAIRO_STATUS_SUCCESS
    else { return false }
    defer { cairo_surface_destroy(temp) }
    let c = cairo_create(temp)!
    var local = m
    local.x0 -= Double(x0)
    local.y0 -= Double(y0)
    cairo_set_matrix(c, &local)
    draw(c)
    cairo_destroy(c)
    cairo_surface_flush(temp)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, temp, Double(x0), Double(y0))
    if alpha < 0.999 {
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_paint(cr)
    }
    cairo_restore(cr)
    return true
  }

  /// Returns a new surface holding `source` resampled to `w`×`h` pixels with a good filter.
  static func scaledSurface(
    _ source: OpaquePointer, from sw: Int, _ sh: Int, to w: Int, _ h: Int
  ) -> OpaquePointer {
    let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
    let c = cairo_create(out)!
    cairo_scale(c, Double(w) / Double(sw), Double(h) / Double(sh))
    cairo_set_source_surface(c, source, 0, 0)
    let p = cairo_get_source(c)
    cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(p, CAIRO_FILTER_GOOD)
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_paint(c)
    cairo_destroy(c)
    return out
  }

  // MARK: Drawn content

  private func prepareBacking(_ layer: CALayer, bounds: CGRect) {
    let cache = layer.renderCache
    let pw = Int((bounds.width * scale).rounded(.up))
    let ph = Int((bounds.height * scale).rounded(.up))
    let stale =
      cache.backing != nil && (cache.backingScale != scale || cache.backingSize != bounds.size)
    guard
      layer.needsDisplay() || (stale && layer.needsDisplayOnBoundsChange)
        || (cache.backing != nil && cache.backingScale != scale)
    else { return }
    layer.clearNeedsDisplay()
    guard pw > 0, ph > 0, pw <= 8192, ph <= 8192 else {
      cache.dropBacking()
      return
    }
    let cls = ObjectIdentifier(type(of: (layer.delegate as AnyObject?) ?? layer))
    if !Self.drawingClasses.contains(cls) {
      // Probe: draw into a recording surface to learn whether this class draws at all.
      let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
      let rc = cairo_create(rec)!
      Self.baseDrawCalled = false
      layer.draw(in: CGContext(cairo: rc))
      cairo_destroy(rc)
      var x = 0.0
      var y = 0.0
      var w = 0.0
      var h = 0.0
      cairo_recording_surface_ink_extents(rec, &x, &y, &w, &h)
      cairo_surface_destroy(rec)
      if Self.baseDrawCalled && (w <= 0 || h <= 0) {
        cache.dropBacking()
        return
      }
      Self.drawingClasses.insert(cls)
    }
    // Only the pixels the drawing can reach, on the same pixel grid as the whole bounds.
    var part = (x: 0, y: 0, width: pw, height: ph)
    if let reach = (layer.delegate as? LayerDrawingExtent)?.drawingExtent(inBounds: bounds) {
      guard let pixels = Self.pixels(of: reach, in: bounds, scale: scale, limit: (pw, ph)) else {
        cache.dropBacking()
        return
      }
      part = pixels
    }
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(part.width), Int32(part.height))!
    let c = cairo_create(surface)!
    cairo_scale(c, scale, scale)
    cairo_translate(
      c, -bounds.minX - CGFloat(part.x) / scale, -bounds.minY - CGFloat(part.y) / scale)
    layer.draw(in: CGContext(cairo: c))
    cairo_destroy(c)
    cairo_surface_flush(surface)
    cache.dropBacking()
    cache.backing = surface
    cache.backingScale = scale
    cache.backingSize = bounds.size
    if (part.x, part.y, part.width, part.height) != (0, 0, pw, ph) {
      cache.backingPart = CGRect(
        x: CGFloat(part.x) / scale, y: CGFloat(part.y) / scale,
        width: CGFloat(part.width) / scale, height: CGFloat(part.height) / scale)
    }
  }

  /// The whole pixels of a `limit`-pixel backing of `bounds` that `reach` (a part of the
  /// bounds) covers, or nil when it covers none.
  static func pixels(
    of reach: CGRect, in bounds: CGRect, scale: CGFloat, limit: (width: Int, height: Int)
  ) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard reach.minX.isFinite, reach.minY.isFinite, reach.maxX.isFinite, reach.maxY.isFinite
    else { return (0, 0, limit.width, limit.height) }
    func pixel(_ v: CGFloat, _ rule: FloatingPointRoundingRule, _ most: Int) -> Int {
      Int(max(0, min(CGFloat(most), (v * scale).rounded(rule))))
    }
    let x0 = pixel(reach.minX - bounds.minX, .down, limit.width)
    let x1 = pixel(reach.maxX - bounds.minX, .up, limit.width)
    let y0 = pixel(reach.minY - bounds.minY, .down, limit.height)
    let y1 = pixel(reach.maxY - bounds.minY, .up, limit.height)
    guard x1 > x0, y1 > y0 else { return nil }
    return (x0, y0, x1 - x0, y1 - y0)
  }

  private func drawBacking(_ layer: CALayer, bounds: CGRect, alpha: CGFloat) {
    let cache = layer.renderCache
    guard let surface = cache.backing else { return }
    let w = CGFloat(cairo_image_surface_get_width(surface))
    let h = CGFloat(cairo_image_surface_get_height(surface))
    // The backing keeps its pixel size; a bounds change without redraw stretches it
    // (contentMode .scaleToFill), as on iOS.
    var dest: CGRect
    if cache.backingSize == bounds.size {
      dest = CGRect(x: bounds.minX, y: bounds.minY, width: w / scale, height: h / scale)
      if let part = cache.backingPart {
        dest.origin.x += part.minX
        dest.origin.y += part.minY
      }
    } else {
      dest = Self.destination(
        of: cache.backingSize, in: bounds, gravity: layer.contentsGravity)
      if let part = cache.backingPart, cache.backingSize.width > 0,
        cache.backingSize.height > 0
      {
        // The part stretches with the whole it was cut from.
        let sx = dest.width / cache.backingSize.width
        let sy = dest.height / cache.backingSize.height
        dest = CGRect(
          x: dest.minX + part.minX * sx, y: dest.minY + part.minY * sy,
          width: part.width * sx, height: part.height * sy)
      }
    }
    paint(surface, width: w, height: h, in: dest, alpha: alpha)
  }
}
