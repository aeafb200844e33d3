import CCairo
import Foundation

extension AttributedTextRenderer {
  /// A Pango attribute list for the runs; the caller unrefs it. Runs without a font or color
  /// use the base style's. With `maskOf`, every color is left to the Cairo source and only
  /// the runs carrying that shadow are opaque (backgrounds are left out).
  static func attributeList(
    _ runs: [Run], base: TextStyle, paragraph: NSParagraphStyle.Values?,
    alphaMultiplier: CGFloat, maskOf shadow: NSShadow?
  ) -> OpaquePointer {
    let list = pango_attr_list_new()!
    let scale = CGFloat(PANGO_SCALE)
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: Run) {
      guard let attribute else { return }
      attribute.pointee.start_index = guint(run.start)
      attribute.pointee.end_index = guint(run.end)
      pango_attr_list_insert(list, attribute)
    }
    func alpha16(_ alpha: CGFloat) -> UInt16 {
      // Pango reads an alpha of 0 as "unset", so fully transparent is 1.
      UInt16(max(1, min(65535, (alpha * 65535).rounded())))
    }
    func setColor(
      _ color: UIColor, run: Run,
      make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<
        PangoAttribute
      >?, alpha makeAlpha: (UInt16) -> UnsafeMutablePointer<PangoAttribute>?
    ) {
      let rgba = color.rgba
      func c(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(65535, (v * 65535).rounded()))) }
      insert(make(c(rgba.r), c(rgba.g), c(rgba.b)), run)
      insert(makeAlpha(alpha16(rgba.a * alphaMultiplier)), run)
    }
    if let paragraph, paragraph.lineHeightMultiple > 0, let last = runs.last {
      let whole = Run(start: 0, end: last.end, attributes: [:])
      insert(pango_attr_line_height_new(Double(paragraph.lineHeightMultiple)), whole)
    }
    for run in runs {
      let a = run.attributes
      let font = a[.font] as? UIFont ?? base.font
      let description = font.makePangoDescription()
      insert(pango_attr_font_desc_new(description), run)
      pango_font_description_free(description)
      let color = a[.foregroundColor] as? UIColor
      if let shadow {
        let shown = (a[.shadow] as? NSShadow).map { $0.isEqual(shadow) } ?? false
        insert(pango_attr_foreground_alpha_new(shown ? 65535 : 1), run)
      } else if let color {
        setColor(
          color, run: run, make: { pango_attr_foreground_new($0, $1, $2) },
          alpha: { pango_attr_foreground_alpha_new($0) })
      }
      if shadow == nil, let background = a[.backgroundColor] as? UIColor,
        !background.isFullyTransparent
      {
        setColor(
          background, run: run, make: { pango_attr_background_new($0, $1, $2) },
          alpha: { pango_attr_background_alpha_new($0) })
      }
      if let kern = cgFloat(a[.kern]), kern != 0 {
        insert(pango_attr_letter_spacing_new(Int32(kern * scale)), run)
      }
      if let offset = cgFloat(a[.baselineOffset]), offset != 0 {
        insert(pango_attr_rise_new(Int32(offset * scale)), run)
      }
      let underline = lineStyle(a[.underlineStyle])
      if !underline.isEmpty {
        let pangoStyle: PangoUnderline =
          underline.contains(.double) && underline.rawValue & 0x0F == 0x09
          ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
        insert(pango_attr_underline_new(pangoStyle), run)
        if shadow == nil, let lineColor = a[.underlineColor] as? UIColor ?? color {
          setColor(
            lineColor, run: run, make: { pango_attr_underline_color_new($0, $1, $2) },
            alpha: { _ in nil })
        }
      }
      if let attachment = a[.attachment] as? NSTextAttachment {
        let box = attachment.layoutBounds
        var logical = PangoRectangle(
          x: 0, y: Int32(-(box.minY + box.height) * scale), width: Int32(box.width * scale),
          height: Int32(box.height * scale))
        var ink = logical
        // Each attachment character gets its own box.
        var byte = run.start
        while byte < run.end {
          let next = min(run.end, byte + 3)
          insert(
            pango_attr_shape_new(&ink, &logical),
            Run(start: byte, end: next, attributes: [:]))
          byte = next
        }
      }
    }
    return list
  }

  /// A number attribute's value in points.
  static func cgFloat(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }

  /// An underline or strikethrough attribute's style (a raw value or the style itself).
  static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let v as NSUnderlineStyle: return v
    case let v as Int: return NSUnderlineStyle(rawValue: v)
    case let v as NSNumber: return NSUnderlineStyle(rawValue: v.intValue)
    default: return []
    }
  }
}
