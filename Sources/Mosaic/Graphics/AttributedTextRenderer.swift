import CCairo
import Foundation

/// What a view supplies for attributed text: the style used where the string has no
/// attribute of its own, and how links look.
struct AttributedTextDefaults {
  /// The font, color, alignment, line breaking and line limit used where the string's
  /// attributes say nothing.
  var style: TextStyle
  /// What `.natural` alignment in a paragraph style means in the view: `.left` or `.right`.
  var naturalAlignment: NSTextAlignment = .left
  /// The attributes laid over runs carrying `.link` (a view's tint color, an underline).
  var linkAttributes: [NSAttributedString.Key: Any] = [:]
}

/// Lays out, measures and draws attributed text with Pango: fonts, colors, paragraph styles,
/// kerning, underline and strikethrough, baseline offsets, shadows, links and attachments.
///
/// Paragraph-level values (alignment, line spacing, line height multiple, indents, line
/// breaking) come from the paragraph style at the start of the string.
enum AttributedTextRenderer {
  /// One run of the string: its UTF-8 byte range and its attributes (links resolved).
  struct Run {
    var start: Int
    var end: Int
    var attributes: [NSAttributedString.Key: Any]
  }

  /// The string prepared for Pango.
  struct Content {
    var text: String
    var runs: [Run]
    var style: TextStyle
    var paragraph: NSParagraphStyle.Values?
    /// How far every line is moved right of the rectangle's left edge (the smaller indent).
    var shift: CGFloat
    /// Pango's indent: positive indents the first line, negative the others.
    var indent: CGFloat
    /// The width the indents take from the right (`tailIndent`), in points.
    var tailInset: CGFloat

    init(_ string: NSAttributedString, defaults: AttributedTextDefaults) {
      text = string.string
      runs = AttributedTextRenderer.runs(of: string, linkAttributes: defaults.linkAttributes)
      style = defaults.style
      paragraph = Self.firstParagraphStyle(of: string, runs: runs)?.values
      shift = 0
      indent = 0
      tailInset = 0
      guard let paragraph else { return }
      style.alignment =
        paragraph.alignment == .natural ? defaults.naturalAlignment : paragraph.alignment
      if paragraph.lineBreakMode != .byWordWrapping {
        style.lineBreakMode = paragraph.lineBreakMode
      }
      let head = max(0, paragraph.headIndent)
      let first = max(0, paragraph.firstLineHeadIndent)
      shift = min(head, first)
      indent = first >= head ? first - head : -(head - first)
      tailInset = paragraph.tailIndent < 0 ? -paragraph.tailIndent : 0
    }

    /// The paragraph style the text is laid out with: as TextKit fixes paragraph styles, the
    /// first one the string holds (a view's default fills in only when it holds none).
    static func firstParagraphStyle(of string: NSAttributedString, runs: [Run])
      -> NSParagraphStyle?
    {
      if let defaulted = string as? DefaultedAttributedString, defaulted.alignment == nil {
        let base = defaulted.base
        var location = 0
        while location < base.length {
          var range = NSRange(location: 0, length: 0)
          let value = base.attribute(.paragraphStyle, at: location, effectiveRange: &range)
          if let style = value as? NSParagraphStyle { return style }
          location = max(range.location + range.length, location + 1)
        }
      }
      for run in runs {
        if let style = run.attributes[.paragraphStyle] as? NSParagraphStyle { return style }
      }
      return nil
    }

    /// The width Pango wraps in for a rectangle `width` wide.
    func layoutWidth(_ width: CGFloat?) -> CGFloat? {
      guard let width else { return nil }
      return max(1, width - shift - tailInset)
    }

    /// Sets the layout's attributes (for a shadow's mask: only the runs of that shadow
    /// show), line spacing and indent.
    func configure(
      _ layout: OpaquePointer, alphaMultiplier: CGFloat, maskOf shadow: NSShadow? = nil
    ) {
      let list = AttributedTextRenderer.attributeList(
        runs, base: style, paragraph: paragraph, alphaMultiplier: alphaMultiplier,
        maskOf: shadow)
      pango_layout_set_attributes(layout, list)
      pango_attr_list_unref(list)
      let scale = CGFloat(PANGO_SCALE)
      if let paragraph, paragraph.lineSpacing > 0 {
        pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * scale))
      }
      if indent != 0 { pango_layout_set_indent(layout, Int32(indent * scale)) }
    }
  }

  /// The size the string needs, wrapped at `maxWidth` (no wrapping when nil), limited to
  /// the style's number of lines, rounded up to whole points. An empty string measures
  /// `.zero`.
  static func boundingSize(
    of string: NSAttributedString, defaults: AttributedTextDefaults, maxWidth: CGFloat?
  ) -> CGSize {
    let size = measuredSize(of: string, defaults: defaults, maxWidth: maxWidth)
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// Like `boundingSize`, without rounding.
  static func measuredSize(
    of string: NSAttributedString, defaults: AttributedTextDefaults, maxWidth: CGFloat?
  ) -> CGSize {
    guard string.length > 0 else { return .zero }
    let content = Content(string, defaults: defaults)
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let prepared = TextRenderer.prepare(
      layout, text: content.text, style: content.style,
      width: content.layoutWidth(maxWidth), height: nil,
      configure: { content.configure($0, alphaMultiplier: 1) })
    let lines = prepared.lines.prefix(prepared.visibleLines)
    guard let last = lines.last else { return .zero }
    let scale = CGFloat(PANGO_SCALE)
    var width: CGFloat = 0
    for (index, line) in lines.enumerated() {
      let pangoIndent =
        index == 0 ? max(0, content.indent) : max(0, -content.indent)
      width = max(width, CGFloat(line.width) / scale + pangoIndent)
    }
    return CGSize(
      width: width + content.shift + content.tailInset,
      height: CGFloat(last.y + last.height) / scale)
  }

  /// Draws the string inside `rect` of `context` from the rect's top, as
  /// `TextRenderer.draw` draws plain text: shadows first, then the text with its
  /// backgrounds and lines, then attachments' images.
  static func draw(
    _ string: NSAttributedString, defaults: AttributedTextDefaults, in rect: CGRect,
    context: CGContext, alphaMultiplier: CGFloat = 1
  ) {
    guard string.length > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width > 0,
      rect.height > 0, alphaMultiplier > 0
    else { return }
    let cr = context.cairo
    let alpha = alphaMultiplier * context.alpha
    let content = Content(string, defaults: defaults)
    let layout = PangoSupport.makeDrawingLayout(for: cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let width: CGFloat? = rect.width.isFinite && rect.width < 1e7 ? rect.width : nil
    let height: CGFloat? = rect.height.isFinite && rect.height < 1e7 ? rect.height : nil
    let prepared = TextRenderer.prepare(
      layout, text: content.text, style: content.style, width: content.layoutWidth(width),
      height: height, configure: { content.configure($0, alphaMultiplier: alpha) })
    guard prepared.visibleLines > 0 else { return }
    let scale = Double(PANGO_SCALE)
    cairo_save(cr)
    var x = Double(rect.minX + content.shift)
    if prepared.unwrappedSingleLine, let width, let line = prepared.lines.first {
      let spare = Double(width) - Double(line.width) / scale - Double(content.shift)
      if spare > 0 {
        switch content.style.alignment {
        case .center: x += spare / 2
        case .right: x += spare
        default: break
        }
      }
      cairo_rectangle(cr, Double(rect.minX), Double(rect.minY) - 1e4, Double(width), 3e4)
      cairo_clip(cr)
    }
    if prepared.visibleLines < prepared.lines.count {
      let last = prepared.lines[prepared.visibleLines - 1]
      let bottom = Double(last.y + last.height) / scale
      cairo_rectangle(
        cr, Double(rect.minX) - 1e4, Double(rect.minY), 2e4 + Double(width ?? 0), bottom)
      cairo_clip(cr)
    }
    let origin = CGPoint(x: x, y: Double(rect.minY))
    drawShadows(content, layout: layout, origin: origin, context: cr, alpha: alpha)
    if content.style.color.isFullyTransparent {
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
    } else {
      content.style.color.setSource(on: cr, alphaMultiplier: alpha)
    }
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_show_layout(cr, layout)
    drawStrikethroughs(content, layout: layout, origin: origin, context: cr, alpha: alpha)
    drawAttachments(content, layout: layout, origin: origin, context: cr, alpha: alpha)
    cairo_restore(cr)
  }

  /// Draws each distinct shadow of the string: a mask of the runs carrying it, blurred,
  /// filled with its color and moved by its offset.
  private static func drawShadows(
    _ content: Content, layout: OpaquePointer, origin: CGPoint, context cr: OpaquePointer,
    alpha: CGFloat
  ) {
    var shadows: [NSShadow] = []
    for run in content.runs {
      if let shadow = run.attributes[.shadow] as? NSShadow,
        !shadows.contains(where: { $0.isEqual(shadow) })
      {
        shadows.append(shadow)
      }
    }
    guard !shadows.isEmpty else { return }
    for shadow in shadows {
      let color = shadow.resolvedColor
      guard !color.isFullyTransparent else { continue }
      content.configure(layout, alphaMultiplier: 1, maskOf: shadow)
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_move_to(
        cr, origin.x + shadow.shadowOffset.width, origin.y + shadow.shadowOffset.height)
      pango_cairo_show_layout(cr, layout)
      let shadowOrigin = CGPoint(
        x: origin.x + shadow.shadowOffset.width, y: origin.y + shadow.shadowOffset.height)
      drawStrikethroughs(
        content, layout: layout, origin: shadowOrigin, context: cr, alpha: 1, maskOf: shadow)
      guard let mask = cairo_pop_group(cr) else { continue }
      var surface: OpaquePointer?
      if cairo_pattern_get_surface(mask, &surface) == CAIRO_STATUS_SUCCESS, let surface,
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
        cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
      {
        var dx = Double(shadow.shadowBlurRadius)
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_surface_flush(surface)
        AlphaMaskBlur.blur(surface, sigma: (dx * dx + dy * dy).squareRoot() / 2)
      }
      color.setSource(on: cr, alphaMultiplier: alpha)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
    }
    content.configure(layout, alphaMultiplier: alpha)
  }

  /// Draws the image of every attachment the layout shows, in the box its shape reserved.
  private static func drawAttachments(
    _ content: Content, layout: OpaquePointer, origin: CGPoint, context cr: OpaquePointer,
    alpha: CGFloat
  ) {
    let attachments = content.runs.compactMap { run -> (Run, NSTextAttachment)? in
      guard let attachment = run.attributes[.attachment] as? NSTextAttachment else {
        return nil
      }
      return (run, attachment)
    }
    guard !attachments.isEmpty, let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    let scale = CGFloat(PANGO_SCALE)
    let width = 3  // U+FFFC is three UTF-8 bytes.
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      let start = Int(run.pointee.item.pointee.offset)
      let end = start + Int(run.pointee.item.pointee.length)
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      var x = CGFloat(logical.x) / scale
      for (attachmentRun, attachment) in attachments {
        var byte = max(attachmentRun.start, start)
        while byte + width <= min(attachmentRun.end, end) {
          let box = attachment.layoutBounds
          if let image = attachment.image, box.width > 0, box.height > 0 {
            let frame = CGRect(
              x: origin.x + x + box.minX, y: origin.y + baseline - box.minY - box.height,
              width: box.width, height: box.height)
            image.drawUpright(in: frame, context: cr, alpha: alpha)
          }
          x += box.width
          byte += width
        }
      }
    } while pango_layout_iter_next_run(iterator) != 0
  }

  /// The runs of `string` with byte ranges in its UTF-8 text, `linkAttributes` laid over
  /// the runs that carry a link.
  static func runs(
    of string: NSAttributedString, linkAttributes: [NSAttributedString.Key: Any]
  ) -> [Run] {
    let text = string.string
    var byteAt = [Int](repeating: 0, count: string.length + 1)
    var utf16 = 0
    var utf8 = 0
    for scalar in text.unicodeScalars {
      for k in 0..<scalar.utf16.count where utf16 + k < byteAt.count { byteAt[utf16 + k] = utf8 }
      utf16 += scalar.utf16.count
      utf8 += scalar.utf8.count
    }
    byteAt[min(utf16, byteAt.count - 1)] = utf8
    var runs: [Run] = []
    var location = 0
    while location < string.length {
      var range = NSRange(location: 0, length: 0)
      var attributes = string.attributes(at: location, effectiveRange: &range)
      let end = min(string.length, max(range.location + range.length, location + 1))
      if attributes[.link] != nil {
        attributes.merge(linkAttributes) { _, link in link }
      }
      runs.append(Run(start: byteAt[location], end: byteAt[end], attributes: attributes))
      location = end
    }
    return runs
  }
}
