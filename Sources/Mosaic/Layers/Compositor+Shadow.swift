import CCairo
import Foundation

extension Compositor {
  /// Draws the layer's shadow: its shape (the shadow path, else the rounded bounds) blurred by
  /// `shadowRadius` (as a Gaussian of standard deviation radius/2, approximated by three box
  /// blurs), offset by `shadowOffset`, in the shadow color at the shadow opacity.
  func drawShadow(_ layer: CALayer, state s: LayerPresentationState, alpha: CGFloat) {
    guard let color = s.shadowColor.map({ UIColor(cgColor: $0).rgbaValue }) else { return }
    let radius = max(0, s.shadowRadius.isFinite ? s.shadowRadius : 0)
    let shadowPath = s.shadowPath
    let offset = s.shadowOffset
    guard offset.width.isFinite, offset.height.isFinite else { return }
    let shapeRect = shadowPath?.boundingBox ?? s.bounds
    guard shapeRect.width > 0, shapeRect.height > 0, shapeRect.width < 8192,
      shapeRect.height < 8192
    else { return }
    let pad = ceil(radius * 1.5) + 1
    let key: [CGFloat] = [
      shapeRect.minX, shapeRect.minY, shapeRect.width, shapeRect.height, s.cornerRadius, radius,
      CGFloat(s.maskedCorners.rawValue),
      scale, shadowPath.map { CGFloat(Self.shapeHash($0)) } ?? 0,
    ]
    let cache = layer.renderCache
    if cache.shadow?.key != key {
      let rect = shapeRect.insetBy(dx: -pad, dy: -pad)
      let pw = Int((rect.width * scale).rounded(.up))
      let ph = Int((rect.height * scale).rounded(.up))
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pw), Int32(ph))!
      let c = cairo_create(mask)!
      cairo_scale(c, scale, scale)
      cairo_translate(c, -rect.minX, -rect.minY)
      if let path = shadowPath {
        path.addToCairo(c)
      } else {
        Compositor.addRoundedRect(
          c, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
      }
      cairo_set_source_rgba(c, 0, 0, 0, 1)
      cairo_fill(c)
      cairo_destroy(c)
      cairo_surface_flush(mask)
      AlphaMaskBlur.blur(mask, sigma: radius / 2 * scale)
      cache.setShadow(.init(key: key, surface: mask, rect: rect))
    }
    guard let shadow = cache.shadow else { return }
    let place = { (c: OpaquePointer) in
      cairo_set_source_rgba(
        c, color.r, color.g, color.b, color.a * s.shadowOpacity * alpha)
      cairo_translate(
        c, shadow.rect.minX + offset.width, shadow.rect.minY + offset.height)
      cairo_scale(c, 1 / scale, 1 / scale)
      cairo_mask_surface(c, shadow.surface, 0, 0)
    }
    if recordsDamage {
      // Placed off the pixel grid, the mask is resampled: in isolation (see `paintIsolated`).
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      let x = m.xx * Double(shadow.rect.minX + offset.width) + m.x0
      let y = m.yy * Double(shadow.rect.minY + offset.height) + m.y0
      let aligned =
        m.xy == 0 && m.yx == 0 && abs(m.xx - Double(scale)) < 1e-9
        && abs(m.yy - Double(scale)) < 1e-9 && x == x.rounded() && y == y.rounded()
      if !aligned
        && paintIsolated(
          shadow.rect.offsetBy(dx: offset.width, dy: offset.height),
          alpha: 1, place)
      {
        return
      }
    }
    cairo_save(cr)
    place(cr)
    cairo_restore(cr)
  }

  /// A hash of a path's points, so a cached shadow follows a path whose shape changes (an
  /// animated shadow path is a new object on every frame).
  static func shapeHash(_ path: CGPath) -> Int {
    var h = Hasher()
    for element in path.elements {
      switch element {
      case .move(let p):
        h.combine(0)
        h.combine(p.x.bitPattern)
        h.combine(p.y.bitPattern)
      case .line(let p):
        h.combine(1)
        h.combine(p.x.bitPattern)
        h.combine(p.y.bitPattern)
      case .quad(let c, let p):
        h.combine(2)
        for q in [c, p] {
          h.combine(q.x.bitPattern)
          h.combine(q.y.bitPattern)
        }
      case .curve(let c1, let c2, let p):
        h.combine(3)
        for q in [c1, c2, p] {
          h.combine(q.x.bitPattern)
          h.combine(q.y.bitPattern)
        }
      case .close: h.combine(4)
      }
    }
    return h.finalize()
  }

  /// Adds a rounded rectangle path to `c`, rounding only `corners` (circular arcs; the
  /// other corners stay square).
  static func addRoundedRect(
    _ c: OpaquePointer, _ r: CGRect, radius: CGFloat, corners: CACornerMask = .allCorners
  ) {
    let radius = max(0, min(radius, min(r.width, r.height) / 2))
    if radius <= 0 || corners.isEmpty {
      cairo_rectangle(c, r.minX, r.minY, r.width, r.height)
      return
    }
    cairo_new_sub_path(c)
    if corners.contains(.layerMaxXMinYCorner) {
      cairo_arc(c, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
    } else {
      cairo_line_to(c, r.maxX, r.minY)
    }
    if corners.contains(.layerMaxXMaxYCorner) {
      cairo_arc(c, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
    } else {
      cairo_line_to(c, r.maxX, r.maxY)
    }
    if corners.contains(.layerMinXMaxYCorner) {
      cairo_arc(c, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
    } else {
      cairo_line_to(c, r.minX, r.maxY)
    }
    if corners.contains(.layerMinXMinYCorner) {
      cairo_arc(c, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
    } else {
      cairo_line_to(c, r.minX, r.minY)
    }
    cairo_close_path(c)
  }
}
