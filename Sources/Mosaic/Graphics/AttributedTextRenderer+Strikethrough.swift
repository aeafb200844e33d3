import CCairo
import Foundation

extension AttributedTextRenderer {
  /// Draws the strikethrough lines of the runs that have one: through the middle of the
  /// font's x-height (raised with the run's baseline offset), as thick as an underline, in
  /// the strikethrough color, else the text's color. With `maskOf`, only the runs of that
  /// shadow, in the current source.
  static func drawStrikethroughs(
    _ content: Content, layout: OpaquePointer, origin: CGPoint, context cr: OpaquePointer,
    alpha: CGFloat, maskOf shadow: NSShadow? = nil
  ) {
    let struck = content.runs.filter { !lineStyle($0.attributes[.strikethroughStyle]).isEmpty }
    guard !struck.isEmpty, let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    let scale = CGFloat(PANGO_SCALE)
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      let start = Int(run.pointee.item.pointee.offset)
      guard
        let source = struck.first(where: { $0.start <= start && start < $0.end })
      else { continue }
      let a = source.attributes
      if let shadow {
        guard let own = a[.shadow] as? NSShadow, own.isEqual(shadow) else { continue }
      }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      let font = a[.font] as? UIFont ?? content.style.font
      let rise = cgFloat(a[.baselineOffset]) ?? 0
      let thickness = max(1, (font.pointSize / 17).rounded())
      let middle = baseline - rise - font.xHeight / 2
      let x = origin.x + CGFloat(logical.x) / scale
      let width = CGFloat(logical.width) / scale
      if shadow == nil {
        let color =
          a[.strikethroughColor] as? UIColor ?? a[.foregroundColor] as? UIColor
          ?? content.style.color
        color.setSource(on: cr, alphaMultiplier: alpha)
      }
      let style = lineStyle(a[.strikethroughStyle])
      let isDouble = style.rawValue & 0x0F == 0x09
      let isThick = style.rawValue & 0x0F == 0x02
      let lineThickness = isThick ? thickness * 2 : thickness
      let offsets: [CGFloat] = isDouble ? [-thickness, thickness] : [0]
      for offset in offsets {
        cairo_rectangle(
          cr, Double(x), Double(origin.y + middle + offset - lineThickness / 2), Double(width),
          Double(lineThickness))
      }
      cairo_fill(cr)
    } while pango_layout_iter_next_run(iterator) != 0
  }
}
