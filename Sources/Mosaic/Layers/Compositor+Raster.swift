import CCairo
import Foundation

extension Compositor {
  /// The largest raster kept for a transformed subtree, in device pixels.
  static let maxRasterPixels = 1024 * 1024

  /// Whether a layer's subtree is expensive enough to draw that a cached raster pays off:
  /// transformed layers (Cairo resamples images and clips slowly under rotation or scale) and
  /// layers with rounded corners (clipping to them, or filling a rounded background), and
  /// layers whose `shouldRasterize` asks for it.
  static func benefitsFromRaster(_ layer: CALayer, state s: LayerPresentationState) -> Bool {
    layer.shouldRasterize || !CATransform3DIsIdentity(s.transform)
      || (s.cornerRadius > 0 && (s.masksToBounds || layer.backgroundFill != nil))
  }

  /// Draws an expensive layer's subtree from a cached device-space raster.
  ///
  /// The raster is made once the subtree has stayed unchanged for one frame (so a subtree
  /// that changes every frame is simply drawn directly) and is reused for as long as nothing
  /// in it changes and the transform's linear part stays the same: moving or fading the layer
  /// keeps it. It is placed on whole device pixels (at most half a pixel from the exact
  /// position, as rasterized layers are on iOS). Returns false when the subtree is not
  /// suited (too large, changing, or animating), and the caller draws it directly.
  func drawRasterized(_ layer: CALayer, state s: LayerPresentationState) -> Bool {
    let cache = layer.renderCache
    let generation = layer.subtreeGeneration
    let stable =
      recordsDamage
      ? cache.changeStamp != frameCount : cache.lastDrawnGeneration == generation
    cache.lastDrawnGeneration = generation
    if !stable && cache.raster?.generation != generation {
      if recordsDamage {
        cache.drawMode = .unstable
        record.unstableRasters.append(layer)
      }
      return false
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let extent = subtreeExtent(layer, state: s)
    guard !extent.isNull, extent.width > 0, extent.height > 0 else { return true }
    if recordsDamage {
      cache.drawMode = .raster
      cache.drawnBoxCoversSubtree = true
      layer.drawnBox = Self.deviceBox(extent, m)
    }
    let visible = extent.intersection(clipExtents())
    if visible.isNull || visible.isEmpty { return true }
    // Device-space bounding box of the subtree.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (x, y) in [
      (extent.minX, extent.minY), (extent.maxX, extent.minY), (extent.minX, extent.maxY),
      (extent.maxX, extent.maxY),
    ] {
      let dx = m.xx * x + m.xy * y + m.x0
      let dy = m.yx * x + m.yy * y + m.y0
      minX = min(minX, dx)
      minY = min(minY, dy)
      maxX = max(maxX, dx)
      maxY = max(maxY, dy)
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return true }
    let ox = minX.rounded(.down)
    let oy = minY.rounded(.down)
    let width = Int((maxX - ox).rounded(.up))
    let height = Int((maxY - oy).rounded(.up))
    guard width > 0, height > 0, width * height <= Self.maxRasterPixels else {
      if recordsDamage { markTooLarge(layer, state: s) }
      return false
    }

    let key = [m.xx, m.yx, m.xy, m.yy, Double(scale)]
    var raster: LayerRenderCache.Raster
    // The pixel size of the device box depends on where the subtree falls within a pixel,
    // so a raster made at another sub-pixel offset may be a pixel narrower or wider; it
    // still holds the whole subtree, and is placed on the nearest whole pixel.
    if let cached = cache.raster, cached.generation == layer.subtreeGeneration,
      cached.key == key, abs(cached.width - width) <= 1, abs(cached.height - height) <= 1
    {
      raster = cached
    } else {
      guard
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      else {
        if recordsDamage { markTooLarge(layer, state: s) }
        return false
      }
      let c = cairo_create(surface)!
      var local = m
      local.x0 -= ox
      local.y0 -= oy
      cairo_set_matrix(c, &local)
      let before = record.animatedLayersDrawn
      var opaqueState = s
      opaqueState.opacity = 1
      var inner = Compositor(cr: c, scale: scale, time: time, record: record)
      inner.rasterizing = true
      inner.drawBody(layer, state: opaqueState)
      cairo_destroy(c)
      cairo_surface_flush(surface)
      raster = .init(
        generation: layer.subtreeGeneration, key: key, surface: surface, width: width,
        height: height, offsetX: m.x0 - ox, offsetY: m.y0 - oy,
        opaque: Self.opaqueBand(of: surface, width: width, height: height))
      if record.animatedLayersDrawn == before {
        cache.setRaster(raster)
      } else {
        cache.setRaster(nil)
        defer { cairo_surface_destroy(surface) }
        paintRaster(raster, matrix: m, alpha: s.opacity)
        return true
      }
    }
    paintRaster(raster, matrix: m, alpha: s.opacity)
    return true
  }

  /// The layer is drawn directly, as it always will be at this size.
  private func markTooLarge(_ layer: CALayer, state s: LayerPresentationState) {
    recordDrawnBox(layer, state: s)
    layer.renderCache.drawMode = .tooLarge
  }

  private func paintRaster(
    _ raster: LayerRenderCache.Raster, matrix m: cairo_matrix_t, alpha: CGFloat
  ) {
    let x = (m.x0 - raster.offsetX).rounded()
    let y = (m.y0 - raster.offsetY).rounded()
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if alpha > 0.001, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      paintRasterDirectly(
        raster, x: x, y: y, band: Self.copiesOpaqueBands ? raster.opaque : nil, alpha: alpha)
    {
      cairo_restore(cr)
      return
    }
    cairo_set_source_surface(cr, raster.surface, x, y)
    if alpha >= 0.999, Self.copiesOpaqueBands, let band = raster.opaque {
      // Blend the edges, and copy the opaque band: over an opaque source both give the
      // source's pixels, and a copy costs a fraction of a blend.
      let width = Double(raster.width)
      let height = Double(raster.height)
      let top = Double(band.top)
      let bottom = Double(band.bottom)
      let left = Double(band.left)
      let right = Double(band.right)
      cairo_rectangle(cr, x, y, width, top)
      cairo_rectangle(cr, x, y + bottom, width, height - bottom)
      cairo_rectangle(cr, x, y + top, left, bottom - top)
      cairo_rectangle(cr, x + right, y + top, width - right, bottom - top)
      cairo_fill(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_rectangle(cr, x + left, y + top, right - left, bottom - top)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    cairo_rectangle(cr, x, y, Double(raster.width), Double(raster.height))
    if alpha < 0.999 {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }

  /// Whether painting a raster copies its opaque band (off only to compare the pixels).
  static var copiesOpaqueBands = true

  /// The largest band of fully opaque pixels around the raster's centre: the run of opaque
  /// pixels through the middle row, and the rows above and below that are opaque across it.
  /// Nil when the band would be too small to pay off.
  static func opaqueBand(of surface: OpaquePointer, width: Int, height: Int)
    -> LayerRenderCache.OpaqueBand?
  {
    guard width >= 8, height >= 8, let data = cairo_image_surface_get_data(surface) else {
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let centre = width / 2
    func isOpaque(_ row: UnsafePointer<UInt32>, _ x: Int) -> Bool { row[x] >> 24 == 0xFF }
    func row(_ y: Int) -> UnsafePointer<UInt32> {
      UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }
    let middle = row(height / 2)
    guard isOpaque(middle, centre) else { return nil }
    var left = centre
    while left > 0 && isOpaque(middle, left - 1) { left -= 1 }
    var right = centre + 1
    while right < width && isOpaque(middle, right) { right += 1 }
    func covers(_ y: Int) -> Bool {
      // One AND over the row (which the compiler vectorizes) rather than a test per pixel.
      let pixels = row(y)
      var all: UInt32 = 0xFFFF_FFFF
      for x in left..<right { all &= pixels[x] }
      return all >> 24 == 0xFF
    }
    var top = height / 2
    while top > 0 && covers(top - 1) { top -= 1 }
    var bottom = height / 2 + 1
    while bottom < height && covers(bottom) { bottom += 1 }
    guard (bottom - top) * (right - left) * 4 >= width * height else { return nil }
    return .init(top: top, bottom: bottom, left: left, right: right)
  }
}
