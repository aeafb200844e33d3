import CCairo
import Foundation

extension Compositor {
  /// Draws the sublayers of `replicator` once per copy: placed by the accumulated instance
  /// transform, with animations sampled `instanceDelay` earlier per copy, faded by the copy's
  /// alpha multiplier and tinted by its color multiplier.
  func drawReplicated(
    _ replicator: CAReplicatorLayer, _ copies: Replication, state s: LayerPresentationState,
    inheritedOpacity: CGFloat
  ) {
    let count = min(copies.count, 4096)
    guard count > 0 else { return }
    let subs = orderedSublayers(replicator)
    let sublayerTransform = s.sublayerTransformAboutAnchor
    let delay = copies.delay.isFinite ? copies.delay : 0
    for i in 0..<count {
      let tint = copies.multiplier(i)
      guard tint.a > 0.001 else { continue }
      let m = copies.placement(i, state: s)
      let det = m.a * m.d - m.b * m.c
      guard det.isFinite, abs(det) > 1e-12, m.tx.isFinite, m.ty.isFinite else { continue }
      cairo_save(cr)
      var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
      cairo_transform(cr, &cm)
      var copy = Compositor(cr: cr, scale: scale, time: time - Double(i) * delay, record: record)
      copy.rasterizing = true
      let tinted = tint.r < 0.999 || tint.g < 0.999 || tint.b < 0.999
      if tinted { cairo_push_group(cr) }
      for sub in subs {
        copy.draw(
          sub, applyGeometry: true, parentSublayer: sublayerTransform,
          inheritedOpacity: inheritedOpacity * tint.a)
      }
      if tinted {
        let pattern = cairo_pop_group(cr)!
        Self.multiplyColors(of: pattern, by: tint)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
      }
      cairo_restore(cr)
    }
  }

  /// Multiplies every pixel of the group `pattern` (premultiplied ARGB) by `tint`'s red,
  /// green and blue, as Core Animation's instance colors do.
  static func multiplyColors(of pattern: OpaquePointer, by tint: RGBA) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS,
      let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let r = UInt32((tint.r * 256).rounded())
    let g = UInt32((tint.g * 256).rounded())
    let b = UInt32((tint.b * 256).rounded())
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let p = row[x]
        if p == 0 { continue }
        let pr = (((p >> 16) & 0xFF) * r) >> 8
        let pg = (((p >> 8) & 0xFF) * g) >> 8
        let pb = ((p & 0xFF) * b) >> 8
        row[x] = (p & 0xFF00_0000) | (pr << 16) | (pg << 8) | pb
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
