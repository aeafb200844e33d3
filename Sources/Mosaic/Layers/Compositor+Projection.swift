import CCairo
import CPixman
import Foundation

/// Layers placed with perspective (a transform or superlayer `sublayerTransform` whose
/// homogeneous row is not trivial on the layer's plane) are drawn as projected
/// quadrilaterals: the subtree is drawn flat, in the layer's own coordinates, into a raster
/// (cached like other rasters, while the subtree is unchanged), and that raster is resampled
/// through the inverse homography by pixman (Cairo itself is affine only) into a temporary
/// surface, which is painted through Cairo's current clip with the layer's opacity.
extension Compositor {
  /// The largest raster kept for a projected subtree, in pixels.
  static let maxProjectedPixels = 2048 * 2048

  /// Whether the current (layer-to-device) matrix mirrors the layer: its back faces the
  /// viewer.
  func facesAway() -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return m.xx * m.yy - m.yx * m.xy < 0
  }

  /// The bounding box of `rect` mapped through `h`, or nil when a corner lies behind the eye.
  static func projectedBox(of rect: CGRect, through h: Homography) -> CGRect? {
    guard !rect.isNull else { return nil }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (x, y) in corners(of: rect) {
      guard let p = h.project(x, y) else { return nil }
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  static func corners(of r: CGRect) -> [(Double, Double)] {
    [
      (Double(r.minX), Double(r.minY)), (Double(r.maxX), Double(r.minY)),
      (Double(r.maxX), Double(r.maxY)), (Double(r.minX), Double(r.maxY)),
    ]
  }

  /// Draws `layer` placed in its superlayer by the projective homography `h` (the
  /// superlayer's coordinates are the current ones). Parts behind the eye are cut away; a
  /// singular or non-finite homography draws nothing.
  func drawProjected(_ layer: CALayer, state s: LayerPresentationState, homography h: Homography) {
    if recordsDamage {
      let cache = layer.renderCache
      layer.drawnBox = .null
      cache.drawnBoxCoversSubtree = true
      cache.drawMode = .plain
    }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let device = h.concatenating(
      Homography(ctm.xx, ctm.yx, 0, ctm.xy, ctm.yy, 0, ctm.x0, ctm.y0, 1))
    guard device.isFinite, let inverse = device.inverted() else { return }
    // Where W > 0 the determinant's sign is the orientation of the projected layer.
    if !layer.isDoubleSided && device.determinant < 0 { return }
    let extent = subtreeExtent(layer, state: s)
    guard !extent.isNull, extent.width > 0, extent.height > 0, extent.minX.isFinite,
      extent.minY.isFinite, extent.width.isFinite, extent.height.isFinite
    else { return }

    // Cut the part behind (or too close to) the eye.
    let corners = Self.corners(of: extent)
    let ws = corners.map { device.w($0.0, $0.1) }
    let minW = max(1e-9, 1e-3 * (ws.map(abs).max() ?? 0))
    let behind = ws.contains { $0 < minW }
    let front = behind ? device.clipToFront(corners, minW: minW) : corners
    guard front.count >= 3 else { return }
    let projected = front.compactMap { device.project($0.0, $0.1) }
    guard projected.count == front.count else { return }
    let scale = Self.projectedRasterScale(device, at: front)
    guard let (raster, owned) = projectedRaster(layer, state: s, extent: extent, scale: scale)
    else { return }
    defer { if owned { cairo_surface_destroy(raster.surface) } }

    // The raster's transparent margin included: what the resampling may read.
    let pad = Double(LayerRenderCache.ProjectedRaster.padding) / raster.scale
    let padded = device.clipToFront(
      Self.corners(of: extent.insetBy(dx: -pad, dy: -pad)), minW: minW)
    let outline = padded.compactMap { device.project($0.0, $0.1) }
    guard outline.count >= 3, outline.count == padded.count else { return }

    // The device box to fill: the outline's box within the clip.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in outline {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    if recordsDamage {
      let p = Double(DamageCollector.padding)
      layer.drawnBox = CGRect(
        x: minX - p, y: minY - p, width: maxX - minX + 2 * p, height: maxY - minY + 2 * p)
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let clip = clipExtents()
    cairo_restore(cr)
    let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      .intersection(clip)
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    let bx = Double(box.minX).rounded(.down)
    let by = Double(box.minY).rounded(.down)
    let bw = Int((Double(box.maxX) - bx).rounded(.up))
    let bh = Int((Double(box.maxY) - by).rounded(.up))
    guard bw > 0, bh > 0, bw <= 16384, bh <= 16384 else { return }
    let spans = Self.spans(of: outline, originX: bx, originY: by, width: bw, height: bh)
    guard !spans.isEmpty else { return }

    // Destination pixel → device → layer → raster pixel.
    let toRaster = Homography.translation(bx, by).concatenating(inverse)
      .concatenating(.translation(-Double(extent.minX), -Double(extent.minY)))
      .concatenating(.scale(raster.scale, raster.scale))
      .concatenating(.translation(raster.margin, raster.margin))
    guard
      let temp = Self.resample(raster, through: toRaster, width: bw, height: bh, spans: spans)
    else {
      return
    }
    defer { cairo_surface_destroy(temp) }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if behind {
      // Pixels beyond the cut would map back to points behind the eye: clip them away.
      cairo_move_to(cr, projected[0].x, projected[0].y)
      for p in projected.dropFirst() { cairo_line_to(cr, p.x, p.y) }
      cairo_close_path(cr)
      cairo_clip(cr)
    }
    cairo_set_source_surface(cr, temp, bx, by)
    if s.opacity < 0.999 {
      cairo_paint_with_alpha(cr, s.opacity)
    } else {
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  /// One box a row of the `width`×`height` destination at `(originX, originY)`: the pixels
  /// whose centres lie inside the convex polygon `outline` (device coordinates), a hundredth
  /// of a pixel inside its edges.
  static func spans(
    of outline: [(x: Double, y: Double)], originX: Double, originY: Double, width: Int,
    height: Int
  ) -> [pixman_box32_t] {
    var boxes: [pixman_box32_t] = []
    boxes.reserveCapacity(height)
    for row in 0..<height {
      let y = originY + Double(row) + 0.5
      var lo = Double.infinity
      var hi = -Double.infinity
      for i in outline.indices {
        let a = outline[i]
        let b = outline[(i + 1) % outline.count]
        guard min(a.y, b.y) <= y, y <= max(a.y, b.y) else { continue }
        if a.y == b.y {
          lo = min(lo, a.x, b.x)
          hi = max(hi, a.x, b.x)
        } else {
          let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
          lo = min(lo, x)
          hi = max(hi, x)
        }
      }
      guard lo <= hi else { continue }
      let first = max(0, Int((lo - originX - 0.5 + 0.01).rounded(.up)))
      let end = min(width, Int((hi - originX - 0.5 - 0.01).rounded(.down)) + 1)
      if first < end {
        boxes.append(
          pixman_box32_t(x1: Int32(first), y1: Int32(row), x2: Int32(end), y2: Int32(row + 1)))
      }
    }
    return boxes
  }

  /// Pixels per layer point for the raster of a projected layer: the largest magnification
  /// of `device` at the polygon's vertices, rounded up to a quarter power of two (so small
  /// changes of the transform, as in a scroll, keep the cached raster), at most 4.
  static func projectedRasterScale(_ device: Homography, at points: [(Double, Double)]) -> Double {
    var magnification = 0.0
    for (x, y) in points {
      guard let p = device.project(x, y), let px = device.project(x + 1, y),
        let py = device.project(x, y + 1)
      else { continue }
      let sx = ((px.x - p.x) * (px.x - p.x) + (px.y - p.y) * (px.y - p.y)).squareRoot()
      let sy = ((py.x - p.x) * (py.x - p.x) + (py.y - p.y) * (py.y - p.y)).squareRoot()
      magnification = max(magnification, sx, sy)
    }
    guard magnification.isFinite, magnification > 0 else { return 1 }
    let m = min(max(magnification, 0.125), 4)
    return pow(2, (4 * log2(m) - 0.01).rounded(.up) / 4)
  }

  /// The layer's subtree drawn in its own coordinates (`extent`) at `scale`, from the cache
  /// when the subtree has not changed; `owned` when it is not kept (it contains animations)
  /// and the caller destroys it.
  private func projectedRaster(
    _ layer: CALayer, state s: LayerPresentationState, extent: CGRect, scale requested: Double
  ) -> (LayerRenderCache.ProjectedRaster, owned: Bool)? {
    var scale = requested
    let pixels = Double(extent.width) * Double(extent.height) * scale * scale
    if pixels > Double(Self.maxProjectedPixels) {
      scale *= (Double(Self.maxProjectedPixels) / pixels).squareRoot()
    }
    let margin = LayerRenderCache.ProjectedRaster.padding
    let width = Int((Double(extent.width) * scale).rounded(.up)) + 2 * margin
    let height = Int((Double(extent.height) * scale).rounded(.up)) + 2 * margin
    guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
    let cache = layer.renderCache
    let generation = layer.subtreeGeneration
    if let cached = cache.projected, cached.generation == generation, cached.scale == scale,
      cached.extent == extent
    {
      return (cached, false)
    }
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let c = cairo_create(surface)!
    cairo_translate(c, Double(margin), Double(margin))
    cairo_scale(c, scale, scale)
    cairo_translate(c, -extent.minX, -extent.minY)
    let before = record.animatedLayersDrawn
    var opaqueState = s
    opaqueState.opacity = 1
    var inner = Compositor(cr: c, scale: self.scale, time: time, record: record)
    inner.rasterizing = true
    inner.drawBody(layer, state: opaqueState)
    cairo_destroy(c)
    cairo_surface_flush(surface)
    let raster = LayerRenderCache.ProjectedRaster(
      generation: generation, scale: scale, extent: extent, surface: surface, width: width,
      height: height)
    if record.animatedLayersDrawn == before {
      cache.setProjected(raster)
      return (raster, false)
    }
    cache.setProjected(nil)
    return (raster, true)
  }

  /// A new `width`×`height` surface whose pixel (u, v) is `raster` sampled bilinearly at
  /// `toRaster` of (u, v): pixman's projective transform, which maps destination pixels back
  /// to source pixels.
  ///
  /// Only the pixels of `spans` (one run a row, each meant to map inside the raster) are
  /// resampled: pixman 0.42 computes a projected source coordinate through an unsigned
  /// division, which gives nonsense for points left of or above the source, so the
  /// destination is clipped to where the source coordinates are positive.
  static func resample(
    _ raster: LayerRenderCache.ProjectedRaster, through toRaster: Homography, width: Int,
    height: Int, spans: [pixman_box32_t]
  ) -> OpaquePointer? {
    guard toRaster.isFinite,
      let temp = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(temp) == CAIRO_STATUS_SUCCESS,
      let dstData = cairo_image_surface_get_data(temp),
      let srcData = cairo_image_surface_get_data(raster.surface)
    else {
      cairo_surface_destroy(temp)
      return nil
    }
    cairo_surface_flush(temp)
    let dst = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height),
      UnsafeMutableRawPointer(dstData).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(temp))
    let src = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(raster.width), Int32(raster.height),
      UnsafeMutableRawPointer(srcData).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(raster.surface))
    defer {
      if let dst { pixman_image_unref(dst) }
      if let src { pixman_image_unref(src) }
    }
    guard let dst, let src, var transform = pixmanTransform(toRaster, width: width, height: height)
    else {
      cairo_surface_destroy(temp)
      return nil
    }
    var region = pixman_region32_t()
    var boxes = spans
    pixman_region32_init_rects(&region, &boxes, Int32(boxes.count))
    defer { pixman_region32_fini(&region) }
    pixman_image_set_clip_region32(dst, &region)
    pixman_image_set_transform(src, &transform)
    pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_composite32(
      PIXMAN_OP_OVER, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    cairo_surface_mark_dirty(temp)
    return temp
  }

  /// `h` as pixman's 16.16 fixed-point matrix (column vectors: the transpose) for a
  /// `width`×`height` destination. A homography is defined up to scale: it is scaled so the
  /// homogeneous coordinates pixman computes for the destination's pixels stay within half
  /// of the 16.16 range (pixman gives up on a pixel that overflows it), which also keeps the
  /// small perspective entries as precise as possible.
  static func pixmanTransform(_ h: Homography, width: Int, height: Int) -> pixman_transform? {
    let entries = [h.h11, h.h21, h.h31, h.h12, h.h22, h.h32, h.h13, h.h23, h.h33]
    var largest = entries.map(abs).max() ?? 0
    for (u, v) in [
      (0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)),
      (Double(width), Double(height)),
    ] {
      let p = h.apply(u, v)
      largest = max(largest, abs(p.x), abs(p.y), abs(p.w))
    }
    guard largest > 0, largest.isFinite else { return nil }
    let k = 16384 / largest
    let f = entries.map { pixman_fixed_t(($0 * k * 65536).rounded()) }
    var t = pixman_transform()
    t.matrix = ((f[0], f[1], f[2]), (f[3], f[4], f[5]), (f[6], f[7], f[8]))
    return t
  }
}
