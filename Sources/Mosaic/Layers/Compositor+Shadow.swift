import CCairo
import Foundation

extension Compositor {
  /// Draws the layer's shadow: its shape (the shadow path, else the rounded bounds) blurred by
  /// `shadowRadius` (as a Gaussian of standard deviation radius/2, approximated by three box
  /// blurs), offset by `shadowOffset`, in the shadow color at the shadow opacity.
  func drawShadow(_ layer: CALayer, state s: LayerPresentationState, alpha: CGFloat) {
    guard let color = layer.shadowColor.map({ UIColor(cgColor: $0).rgbaValue }) else { return }
    let radius = max(0, layer.shadowRadius.isFinite ? layer.shadowRadius : 0)
    let shapeRect = layer.shadowPath?.boundingBox ?? s.bounds
    guard shapeRect.width > 0, shapeRect.height > 0, shapeRect.width < 8192,
      shapeRect.height < 8192
    else { return }
    let pad = ceil(radius * 1.5) + 1
    let key: [CGFloat] = [
      shapeRect.minX, shapeRect.minY, shapeRect.width, shapeRect.height, s.cornerRadius, radius,
      CGFloat(s.maskedCorners.rawValue),
      scale, layer.shadowPath == nil ? 0 : CGFloat(ObjectIdentifier(layer.shadowPath!).hashValue),
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
      if let path = layer.shadowPath {
        path.addToCairo(c)
      } else {
        Compositor.addRoundedRect(
          c, s.bounds, radius: s.cornerRadius, corners: s.maskedCorners)
      }
      cairo_set_source_rgba(c, 0, 0, 0, 1)
      cairo_fill(c)
      cairo_destroy(c)
      cairo_surface_flush(mask)
      Compositor.blurA8(mask, sigma: radius / 2 * scale)
      cache.setShadow(.init(key: key, surface: mask, rect: rect))
    }
    guard let shadow = cache.shadow else { return }
    let place = { (c: OpaquePointer) in
      cairo_set_source_rgba(
        c, color.r, color.g, color.b, color.a * s.shadowOpacity * alpha)
      cairo_translate(
        c, shadow.rect.minX + layer.shadowOffset.width,
        shadow.rect.minY + layer.shadowOffset.height)
      cairo_scale(c, 1 / scale, 1 / scale)
      cairo_mask_surface(c, shadow.surface, 0, 0)
    }
    if recordsDamage {
      // Placed off the pixel grid, the mask is resampled: in isolation (see `paintIsolated`).
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      let x = m.xx * Double(shadow.rect.minX + layer.shadowOffset.width) + m.x0
      let y = m.yy * Double(shadow.rect.minY + layer.shadowOffset.height) + m.y0
      let aligned =
        m.xy == 0 && m.yx == 0 && abs(m.xx - Double(scale)) < 1e-9
        && abs(m.yy - Double(scale)) < 1e-9 && x == x.rounded() && y == y.rounded()
      if !aligned
        && paintIsolated(
          shadow.rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height),
          alpha: 1, place)
      {
        return
      }
    }
    cairo_save(cr)
    place(cr)
    cairo_restore(cr)
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

  /// Blurs an A8 surface in place with three box blurs approximating a Gaussian of `sigma`
  /// pixels.
  static func blurA8(_ surface: OpaquePointer, sigma: CGFloat) {
    guard sigma >= 0.5 else { return }
    let w = Int(cairo_image_surface_get_width(surface))
    let h = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), w > 0, h > 0 else { return }
    // Box width for three passes (Kovesi's formula, rounded to an odd width).
    var box = Int((12 * sigma * sigma / 3 + 1).squareRoot().rounded(.down))
    if box % 2 == 0 { box -= 1 }
    let r = max(1, box / 2)
    var line = [Int](repeating: 0, count: max(w, h))
    for _ in 0..<3 {
      for y in 0..<h {
        let row = data + y * stride
        for x in 0..<w { line[x] = Int(row[x]) }
        boxPass(&line, count: w, radius: r) { x, v in row[x] = UInt8(v) }
      }
      for x in 0..<w {
        for y in 0..<h { line[y] = Int(data[y * stride + x]) }
        boxPass(&line, count: h, radius: r) { y, v in data[y * stride + x] = UInt8(v) }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  private static func boxPass(
    _ line: inout [Int], count n: Int, radius r: Int, write: (Int, Int) -> Void
  ) {
    let width = 2 * r + 1
    var sum = 0
    for i in -r...r { sum += (i >= 0 && i < n) ? line[i] : 0 }
    for i in 0..<n {
      write(i, sum / width)
      let out = i - r
      let inn = i + r + 1
      if out >= 0 { sum -= line[out] }
      if inn < n { sum += line[inn] }
    }
  }
}
