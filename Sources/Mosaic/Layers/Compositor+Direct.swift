import CCairo
import CPixman
import Foundation

/// Painting whole device pixels with pixman directly, past Cairo's path machinery.
///
/// Painting a raster at a whole pixel, or filling a rectangle whose edges fall on whole pixels,
/// is one pixman composite per clip rectangle. Going through `cairo_fill` builds a path,
/// converts it to boxes, intersects them with the clip and only then composites: several times
/// the work for a small rectangle. These helpers do the composite themselves when the clip is a
/// set of whole-pixel rectangles (no rounded or fractional clip), and otherwise leave the
/// painting to Cairo. Both give the same pixels: Cairo reaches the same pixman operations for
/// such rectangles.
extension Compositor {
  /// The surface being drawn into as pixman sees it, with the clip as whole-pixel rectangles
  /// of the context's device space (user space under the identity matrix).
  struct DirectTarget: ~Copyable {
    /// The target surface (flushed, as Cairo asks before its pixels are written directly).
    let surface: OpaquePointer
    /// The destination image over the target surface's pixels.
    let image: OpaquePointer
    /// Added to device coordinates, gives the target's pixel coordinates.
    let offsetX: Int32
    let offsetY: Int32
    /// The clip, in device coordinates.
    let clip: [pixman_box32_t]

    deinit { pixman_image_unref(image) }

    /// Tells Cairo that the pixels of `box` (device coordinates) were written: it must no
    /// longer take the surface for clear, nor keep copies made of it before.
    func markWritten(_ box: pixman_box32_t) {
      cairo_surface_mark_dirty_rectangle(surface, box.x1, box.y1, box.x2 - box.x1, box.y2 - box.y1)
    }

    /// Composites `source` (with `mask` when given) over the device rectangle `box`, clipped,
    /// where the source's pixel (0, 0) is at device `(originX, originY)`.
    func composite(
      _ op: pixman_op_t, source: OpaquePointer, mask: OpaquePointer? = nil, box: pixman_box32_t,
      originX: Int32, originY: Int32
    ) {
      for c in clip {
        let x1 = max(box.x1, c.x1)
        let y1 = max(box.y1, c.y1)
        let x2 = min(box.x2, c.x2)
        let y2 = min(box.y2, c.y2)
        guard x1 < x2, y1 < y2 else { continue }
        pixman_image_composite32(
          op, source, mask, image, x1 - originX, y1 - originY, 0, 0, x1 + offsetX,
          y1 + offsetY, x2 - x1, y2 - y1)
      }
    }
  }

  /// Whether painting goes through pixman directly where it can (off only to compare pixels).
  static var paintsDirectly = true

  /// The current target with its clip as whole-pixel rectangles, or nil when the clip is not
  /// (a rounded or fractional clip), the target is not a plain ARGB32 image surface, or the
  /// device is scaled. Only call it under the identity matrix.
  func directTarget() -> DirectTarget? {
    guard Self.paintsDirectly, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(target)
    else { return nil }
    var scaleX = 0.0
    var scaleY = 0.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    guard scaleX == 1, scaleY == 1 else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e9,
      abs(offsetY) < 1e9
    else { return nil }
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    var clip: [pixman_box32_t] = []
    clip.reserveCapacity(Int(list.pointee.num_rectangles))
    for i in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[i]
      // A region clip has whole-pixel edges; anything else is left to Cairo.
      guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(),
        r.height == r.height.rounded(), abs(r.x) < 1e9, abs(r.y) < 1e9, r.width < 1e9,
        r.height < 1e9
      else { return nil }
      guard r.width > 0, r.height > 0 else { continue }
      clip.append(
        pixman_box32_t(
          x1: Int32(r.x), y1: Int32(r.y), x2: Int32(r.x + r.width), y2: Int32(r.y + r.height)))
    }
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target),
        cairo_image_surface_get_height(target),
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(target))
    else { return nil }
    cairo_surface_flush(target)
    return DirectTarget(
      surface: target, image: image, offsetX: Int32(offsetX), offsetY: Int32(offsetY), clip: clip)
  }

  /// Paints `raster` (an ARGB32 Cairo image surface) with its pixel (0, 0) at the whole device
  /// pixel `(x, y)`, at `alpha`; when opaque, copying `band` (relative to the raster) instead
  /// of blending it.
  /// Returns false, having painted nothing, when Cairo has to do it. Only call it under the
  /// identity matrix.
  func paintRasterDirectly(
    _ raster: LayerRenderCache.Raster, x: Double, y: Double, band: LayerRenderCache.OpaqueBand?,
    alpha: CGFloat = 1
  ) -> Bool {
    guard abs(x) < 1e9, abs(y) < 1e9, let target = directTarget(),
      let data = cairo_image_surface_get_data(raster.surface),
      let source = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(raster.width), Int32(raster.height),
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(raster.surface))
    else { return false }
    defer { pixman_image_unref(source) }
    let x0 = Int32(x)
    let y0 = Int32(y)
    let x1 = x0 + Int32(raster.width)
    let y1 = y0 + Int32(raster.height)
    defer {
      target.markWritten(pixman_box32_t(x1: x0, y1: y0, x2: x1, y2: y1))
      record.directPaints &+= 1
    }
    if alpha < 0.999 {
      // Through a mask of the alpha, as Cairo paints with an alpha.
      var color = pixman_color_t(
        red: 0, green: 0, blue: 0, alpha: UInt16(min(max(alpha, 0), 1) * 65535 + 0.5))
      guard let mask = pixman_image_create_solid_fill(&color) else { return true }
      defer { pixman_image_unref(mask) }
      target.composite(
        PIXMAN_OP_OVER, source: source, mask: mask,
        box: pixman_box32_t(x1: x0, y1: y0, x2: x1, y2: y1), originX: x0, originY: y0)
      return true
    }
    guard let band else {
      target.composite(
        PIXMAN_OP_OVER, source: source, box: pixman_box32_t(x1: x0, y1: y0, x2: x1, y2: y1),
        originX: x0, originY: y0)
      return true
    }
    let top = y0 + Int32(band.top)
    let bottom = y0 + Int32(band.bottom)
    let left = x0 + Int32(band.left)
    let right = x0 + Int32(band.right)
    for edge in [
      pixman_box32_t(x1: x0, y1: y0, x2: x1, y2: top),
      pixman_box32_t(x1: x0, y1: bottom, x2: x1, y2: y1),
      pixman_box32_t(x1: x0, y1: top, x2: left, y2: bottom),
      pixman_box32_t(x1: right, y1: top, x2: x1, y2: bottom),
    ] {
      target.composite(PIXMAN_OP_OVER, source: source, box: edge, originX: x0, originY: y0)
    }
    target.composite(
      PIXMAN_OP_SRC, source: source,
      box: pixman_box32_t(x1: left, y1: top, x2: right, y2: bottom), originX: x0, originY: y0)
    return true
  }

  /// Fills `rect` (user space) with the solid colour `c` at `alpha` when the current matrix
  /// only scales and translates and puts the rectangle's edges on whole device pixels. Returns
  /// false, having painted nothing, when Cairo has to do it.
  func fillRectDirectly(_ rect: CGRect, color c: RGBA, alpha: CGFloat) -> Bool {
    guard Self.paintsDirectly else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
    let left = m.xx * rect.minX + m.x0
    let right = m.xx * rect.maxX + m.x0
    let top = m.yy * rect.minY + m.y0
    let bottom = m.yy * rect.maxY + m.y0
    func whole(_ v: Double) -> Double? {
      let r = v.rounded()
      return abs(v - r) < 1e-6 && abs(r) < 1e9 ? r : nil
    }
    guard let l = whole(left), let r = whole(right), let t = whole(top), let b = whole(bottom)
    else { return false }
    guard r > l, b > t else { return true }
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_set_matrix(cr, &identity)
    defer { cairo_set_matrix(cr, &m) }
    guard let target = directTarget() else { return false }
    // The colour as Cairo hands it to pixman: premultiplied, 16 bits a channel.
    func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
    func short(_ v: Double) -> UInt16 { UInt16(v * 65535 + 0.5) }
    let a = unit(c.a * alpha)
    var color = pixman_color_t(
      red: short(unit(c.r) * a), green: short(unit(c.g) * a), blue: short(unit(c.b) * a),
      alpha: short(a))
    guard color.alpha > 0 else { return true }
    let opaque = color.alpha == 0xFFFF
    var boxes: [pixman_box32_t] = []
    let box = pixman_box32_t(x1: Int32(l), y1: Int32(t), x2: Int32(r), y2: Int32(b))
    for clip in target.clip {
      let x1 = max(box.x1, clip.x1)
      let y1 = max(box.y1, clip.y1)
      let x2 = min(box.x2, clip.x2)
      let y2 = min(box.y2, clip.y2)
      guard x1 < x2, y1 < y2 else { continue }
      boxes.append(
        pixman_box32_t(
          x1: x1 + target.offsetX, y1: y1 + target.offsetY, x2: x2 + target.offsetX,
          y2: y2 + target.offsetY))
    }
    guard !boxes.isEmpty else { return true }
    target.markWritten(box)
    record.directPaints &+= 1
    pixman_image_fill_boxes(
      opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, target.image, &color, Int32(boxes.count), &boxes)
    return true
  }
}
