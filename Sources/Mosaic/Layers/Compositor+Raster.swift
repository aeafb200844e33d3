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
      || (s.cornerRadius > 0 && (layer.masksToBounds || layer.backgroundFill != nil))
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
        Self.unstableRasters.append(layer)
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
      cache.drawnBox = Self.deviceBox(extent, m)
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
      let before = Self.animatedLayersDrawn
      var opaqueState = s
      opaqueState.opacity = 1
      var inner = Compositor(cr: c, scale: scale, time: time)
      inner.rasterizing = true
      inner.drawBody(layer, state: opaqueState)
      cairo_destroy(c)
      cairo_surface_flush(surface)
      raster = .init(
        generation: layer.subtreeGeneration, key: key, surface: surface, width: width,
        height: height, offsetX: m.x0 - ox, offsetY: m.y0 - oy)
      if Self.animatedLayersDrawn == before {
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
    cairo_set_source_surface(cr, raster.surface, x, y)
    cairo_rectangle(cr, x, y, Double(raster.width), Double(raster.height))
    if alpha < 0.999 {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }
}
