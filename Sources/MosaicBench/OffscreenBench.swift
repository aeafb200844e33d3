import CCairo
import Foundation
@_spi(MosaicTesting) import Mosaic

/// `render.offscreen`: an offscreen 1280×800 frame of a view tree, made the way apps make one —
/// `UIGraphicsImageRenderer(bounds:).image { view.drawHierarchy(in:afterScreenUpdates:) }` — of
/// 100 image views with rounded corners, each with a label, beside a bare Cairo loop drawing the
/// same tiles (rounded clip, the image scaled in, the label through Pango) into a new image
/// surface, in the same run.
@MainActor
enum OffscreenBench {
  static let columns = 10
  static let rows = 10
  static let tile = CGSize(width: 120, height: 72)
  static let gap: CGFloat = 8

  static func register(in registry: BenchRegistry) {
    registry.register(
      "render.offscreen",
      "1280x800 image of 100 rounded image views with labels by drawHierarchy; bare Cairo beside"
    ) {
      run()
    }
  }

  static func origin(_ index: Int) -> CGPoint {
    CGPoint(
      x: 8 + CGFloat(index % columns) * (tile.width + gap),
      y: 8 + CGFloat(index / columns) * (tile.height + 8 + gap))
  }

  static func run() {
    let picture = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
      for i in 0..<8 {
        UIColor(hue: CGFloat(i) / 8, saturation: 0.6, brightness: 0.9, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: CGFloat(i) * 8, width: 64, height: 8))
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    root.backgroundColor = .white
    for index in 0..<(columns * rows) {
      let o = origin(index)
      let imageView = UIImageView(image: picture)
      imageView.frame = CGRect(origin: o, size: tile)
      imageView.contentMode = .scaleAspectFill
      imageView.layer.cornerRadius = 10
      imageView.clipsToBounds = true
      root.addSubview(imageView)
      let label = UILabel(
        frame: CGRect(x: o.x, y: o.y + tile.height, width: tile.width, height: 16))
      label.font = .systemFont(ofSize: 12)
      label.text = "Photo \(index + 1)"
      root.addSubview(label)
    }
    let renderer = UIGraphicsImageRenderer(bounds: root.bounds)
    var size = CGSize.zero
    let mosaic = measure(warmup: 5, iterations: 100) {
      let image = renderer.image { _ in
        _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
      }
      size = image.size
    }
    report(
      "render.offscreen", mosaic,
      extra: "(\(Int(size.width))x\(Int(size.height)) image, 100 rounded image views + labels)")
    let cairo = bareCairo()
    report(
      "render.offscreen.cairo", cairo,
      extra: String(
        format: "(the same tiles by a bare Cairo loop; Mosaic is %.2f× it)",
        mosaic.median / cairo.median))
  }

  /// The same frame drawn with Cairo and Pango directly into a new 1280×800 image surface.
  static func bareCairo() -> BenchStats {
    let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
    let pc = cairo_create(picture)!
    for i in 0..<8 {
      let color = UIColor(hue: CGFloat(i) / 8, saturation: 0.6, brightness: 0.9, alpha: 1)
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
      cairo_set_source_rgb(pc, Double(r), Double(g), Double(b))
      cairo_rectangle(pc, 0, Double(i) * 8, 64, 8)
      cairo_fill(pc)
    }
    cairo_destroy(pc)
    let font = pango_font_description_from_string("Sans 12px")
    defer {
      pango_font_description_free(font)
      cairo_surface_destroy(picture)
    }
    return measure(warmup: 5, iterations: 100) {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800)!
      let cr = cairo_create(surface)!
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      let layout = pango_cairo_create_layout(cr)!
      pango_layout_set_font_description(layout, font)
      for index in 0..<(columns * rows) {
        let o = origin(index)
        let (x, y, w, h) = (Double(o.x), Double(o.y), Double(tile.width), Double(tile.height))
        cairo_save(cr)
        let radius = 10.0
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, x + radius, y + h - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_clip(cr)
        // Aspect fill: 64×64 scaled to the tile's width, centred.
        let scale = w / 64
        cairo_translate(cr, x, y + (h - 64 * scale) / 2)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, picture, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_move_to(cr, x, y + h)
        cairo_set_source_rgb(cr, 0, 0, 0)
        pango_layout_set_text(layout, "Photo \(index + 1)", -1)
        pango_cairo_show_layout(cr, layout)
      }
      g_object_unref(UnsafeMutableRawPointer(layout))
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      cairo_surface_destroy(surface)
    }
  }
}
