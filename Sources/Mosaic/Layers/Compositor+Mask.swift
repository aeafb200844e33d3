import CCairo
import Foundation

extension Compositor {
  /// Draws `layer` (its own content and sublayers) through the alpha of `mask`, which is
  /// drawn in the layer's coordinates like a sublayer.
  func drawMasked(_ layer: CALayer, state s: LayerPresentationState, mask: CALayer) {
    // Both groups are no larger than what the layer's subtree covers.
    let extent = subtreeExtent(layer, state: s).intersection(clipExtents())
    if extent.isNull || extent.isEmpty { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
    cairo_clip(cr)
    cairo_push_group(cr)
    drawBody(layer, state: s, applyMask: false)
    let content = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(content) }
    cairo_push_group(cr)
    var maskCompositor = Compositor(cr: cr, scale: scale, time: time, record: record)
    maskCompositor.rasterizing = true
    maskCompositor.draw(mask, applyGeometry: true)
    let alpha = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(alpha) }
    cairo_set_source(cr, content)
    cairo_mask(cr, alpha)
  }
}
