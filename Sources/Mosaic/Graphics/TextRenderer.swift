import CCairo

/// How a block of text is laid out and drawn: the properties UILabel and UITextView
/// share. The defaults are UILabel's.
struct TextStyle: Hashable, Sendable {
  /// The font of the text.
  var font: UIFont = .systemFont(ofSize: 17)
  /// The color of the text (a pattern color works too).
  var color: UIColor = .label
  /// The horizontal alignment of the lines.
  var alignment: NSTextAlignment = .natural
  /// How lines wrap and how text that does not fit is cut.
  var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The maximum number of lines; 0 means no limit.
  var numberOfLines: Int = 1
}

/// Lays out, measures and draws plain text with Pango.
///
/// Every call builds its own Pango layout on a per-thread context, so the renderer may be
/// used from any thread; nothing mutable is shared.
enum TextRenderer {
  /// The size the text needs, wrapped at `maxWidth` (no wrapping when nil) and limited to
  /// `style.numberOfLines`, rounded up to whole points as UIKit's `sizeThatFits` does.
  /// Empty text measures `.zero`.
  static func boundingSize(of text: String, style: TextStyle, maxWidth: CGFloat?) -> CGSize {
    let size = measuredSize(of: text, style: style, maxWidth: maxWidth)
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// Like `boundingSize`, but without rounding.
  static func measuredSize(of text: String, style: TextStyle, maxWidth: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    if let size = WordMeasure.measuredSize(of: text, style: style, maxWidth: maxWidth) {
      return size
    }
    return pangoMeasuredSize(of: text, style: style, maxWidth: maxWidth)
  }

  /// Like `measuredSize`, always laid out by Pango.
  static func pangoMeasuredSize(of text: String, style: TextStyle, maxWidth: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let prepared = prepare(layout, text: text, style: style, width: maxWidth, height: nil)
    let lines = prepared.lines.prefix(prepared.visibleLines)
    guard let last = lines.last else { return .zero }
    let scale = CGFloat(PANGO_SCALE)
    let width = lines.map { CGFloat($0.width) }.max()! / scale
    return CGSize(width: width, height: CGFloat(last.y + last.height) / scale)
  }

  /// Draws the text inside `rect` in `cr` from the rect's top: lines wrap at the rect's
  /// width, and the number of lines is limited by `style.numberOfLines` and by the lines
  /// that fit in the rect's height (at least one line is drawn). An infinite width means
  /// no wrapping; an infinite height means no height limit. The text color's alpha is
  /// multiplied by `alphaMultiplier`.
  static func draw(
    _ text: String, style: TextStyle, in rect: CGRect, context cr: OpaquePointer,
    alphaMultiplier: CGFloat = 1
  ) {
    guard !text.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width > 0,
      rect.height > 0, !style.color.isFullyTransparent, alphaMultiplier > 0
    else { return }
    let layout = PangoSupport.makeDrawingLayout(for: cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let width: CGFloat? = rect.width.isFinite && rect.width < 1e7 ? rect.width : nil
    let height: CGFloat? = rect.height.isFinite && rect.height < 1e7 ? rect.height : nil
    let prepared = prepare(layout, text: text, style: style, width: width, height: height)
    guard prepared.visibleLines > 0 else { return }
    let scale = Double(PANGO_SCALE)
    cairo_save(cr)
    var x = Double(rect.minX)
    if prepared.unwrappedSingleLine, let width, let line = prepared.lines.first {
      // Clipping mode on one line: the text is not wrapped, so align it by hand and cut
      // it at the rect's sides.
      let lineWidth = Double(line.width) / scale
      let spare = Double(width) - lineWidth
      if spare > 0 {
        switch style.alignment {
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
      let spanX = Double(rect.minX) - 1e4
      let spanWidth = 2e4 + Double(width ?? 0)
      cairo_rectangle(cr, spanX, Double(rect.minY), spanWidth, bottom)
      cairo_clip(cr)
    }
    style.color.setSource(on: cr, alphaMultiplier: alphaMultiplier)
    cairo_move_to(cr, x, Double(rect.minY))
    pango_cairo_show_layout(cr, layout)
    cairo_restore(cr)
  }

  /// Draws the text inside `rect` of `context`, as `draw(_:style:in:context:alphaMultiplier:)`
  /// does in a Cairo context.
  static func draw(
    _ text: String, style: TextStyle, in rect: CGRect, context: CGContext,
    alphaMultiplier: CGFloat = 1
  ) {
    draw(text, style: style, in: rect, context: context.cairo, alphaMultiplier: alphaMultiplier)
  }

  /// Where a caret stands before each character of `text` and after the last, laid out on one
  /// line in `font` from x = 0: `text.count + 1` offsets in points, one per character
  /// boundary (a character being a grapheme cluster, as Swift counts them).
  /// - Complexity: O(n) for the length of `text` (one pass over its glyphs).
  static func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
    caretStops(of: text, font: font).offsets
  }

  /// `caretOffsets(of:font:)` with the UTF-8 offset of each character boundary.
  ///
  /// Left-to-right text is measured in one pass over the laid-out glyph clusters: a boundary
  /// at a cluster's start stands at the cluster's x, one inside a cluster (a ligature) at its
  /// share of the cluster's width, as Pango places cursors. Text with right-to-left runs asks
  /// Pango for each cursor position (O(n) each).
  /// - Complexity: O(n) for left-to-right text, O(n²) with right-to-left runs.
  static func caretStops(of text: String, font: UIFont) -> (offsets: [CGFloat], utf8: [Int]) {
    guard !text.isEmpty else { return ([0], [0]) }
    let bytes = characterByteOffsets(of: text)
    let byte = bytes[bytes.count - 1]
    let layout = singleLineLayout(text, font: font)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let scale = CGFloat(PANGO_SCALE)
    guard let clusters = leftToRightClusters(of: layout), !clusters.isEmpty else {
      return (cursorPositions(in: layout, atBytes: bytes), bytes)
    }
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(bytes.count)
    var c = 0
    var i = 0
    while i < bytes.count {
      // Skip to the cluster holding this boundary.
      while c + 1 < clusters.count, clusters[c + 1].start <= bytes[i] { c += 1 }
      let cluster = clusters[c]
      let end = c + 1 < clusters.count ? clusters[c + 1].start : Int.max
      guard bytes[i] >= cluster.start, bytes[i] < end, bytes[i] < byte else {
        // Past the last cluster: the end of the line.
        offsets.append(CGFloat(cluster.x + cluster.width) / scale)
        i += 1
        continue
      }
      // The boundaries inside this cluster share its width.
      var j = i
      while j < bytes.count, bytes[j] < end, bytes[j] < byte { j += 1 }
      let count = j - i
      for k in 0..<count {
        offsets.append(CGFloat(cluster.x + cluster.width * k / count) / scale)
      }
      i = j
    }
    return (offsets, bytes)
  }

  /// `caretOffsets(of:font:)` asking Pango for each cursor position (what the one pass
  /// reproduces for left-to-right text).
  /// - Complexity: O(n²): each position walks the line.
  static func caretOffsetsByCursorPositions(of text: String, font: UIFont) -> [CGFloat] {
    guard !text.isEmpty else { return [0] }
    let layout = singleLineLayout(text, font: font)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return cursorPositions(in: layout, atBytes: characterByteOffsets(of: text))
  }

  /// The UTF-8 offset of every character boundary of `text`, 0 and the end included.
  static func characterByteOffsets(of text: String) -> [Int] {
    var bytes: [Int] = [0]
    bytes.reserveCapacity(text.utf8.count + 1)
    var byte = 0
    for character in text {
      byte += character.utf8.count
      bytes.append(byte)
    }
    return bytes
  }

  /// Where a caret stands before UTF-8 byte `byte` of `text`, laid out as `draw` lays it
  /// out in a rectangle `width` wide (wrapped, aligned by `style`): a rectangle as tall as
  /// its line and 0 wide, relative to the rectangle's top-left corner.
  static func caretRect(in text: String, style: TextStyle, width: CGFloat, atByte byte: Int)
    -> CGRect
  {
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    _ = prepare(layout, text: text, style: style, width: width, height: nil)
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(layout, Int32(max(0, min(byte, text.utf8.count))), &strong, nil)
    let scale = CGFloat(PANGO_SCALE)
    return CGRect(
      x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0,
      height: CGFloat(strong.height) / scale)
  }

  /// The character nearest to `point` (relative to the top-left corner of a rectangle
  /// `width` wide that `text` is laid out in, as `draw` lays it out): the UTF-8 byte offset
  /// where it starts, and whether the point lies in its trailing half (the caret then goes
  /// after it).
  static func characterStart(in text: String, style: TextStyle, width: CGFloat, at point: CGPoint)
    -> (byte: Int, trailing: Bool)
  {
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    _ = prepare(layout, text: text, style: style, width: width, height: nil)
    let scale = CGFloat(PANGO_SCALE)
    func units(_ value: CGFloat) -> Int32 {
      Int32((max(-1e6, min(1e6, value.isFinite ? value : 0)) * scale).rounded())
    }
    var index: Int32 = 0
    var trailing: Int32 = 0
    _ = pango_layout_xy_to_index(layout, units(point.x), units(point.y), &index, &trailing)
    return (Int(index), trailing > 0)
  }

  /// A measuring layout of `text` in `font` on one unclipped, left-aligned line; the caller
  /// releases it.
  static func singleLineLayout(_ text: String, font: UIFont) -> OpaquePointer {
    let layout = PangoSupport.makeMeasuringLayout()
    var style = TextStyle()
    style.font = font
    style.alignment = .left
    style.lineBreakMode = .byClipping
    style.numberOfLines = 1
    _ = prepare(layout, text: text, style: style, width: nil, height: nil)
    return layout
  }

  private static func cursorPositions(in layout: OpaquePointer, atBytes bytes: [Int]) -> [CGFloat] {
    var strong = PangoRectangle()
    return bytes.map { b -> CGFloat in
      pango_layout_get_cursor_pos(layout, Int32(b), &strong, nil)
      return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
    }
  }

  /// The glyph clusters of a one-line layout in logical order — each one's first UTF-8 byte,
  /// x and width in Pango units — or nil when some run goes right to left.
  private static func leftToRightClusters(of layout: OpaquePointer)
    -> [(start: Int, x: Int, width: Int)]?
  {
    var clusters: [(start: Int, x: Int, width: Int)] = []
    guard let iterator = pango_layout_get_iter(layout) else { return clusters }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      let item = run.pointee.item.pointee
      if item.analysis.level % 2 == 1 { return nil }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let glyphs = run.pointee.glyphs.pointee
      var x = Int(logical.x)
      for g in 0..<Int(glyphs.num_glyphs) {
        let start = Int(item.offset) + Int(glyphs.log_clusters[g])
        let width = Int(glyphs.glyphs[g].geometry.width)
        if let last = clusters.last, last.start == start {
          clusters[clusters.count - 1].width += width
        } else {
          clusters.append((start, x, width))
        }
        x += width
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return clusters
  }

  /// How the text lays out at `maxWidth`: the number of lines without limits, the
  /// number shown under `style.numberOfLines`, and whether an ellipsis was inserted.
  static func layoutSummary(of text: String, style: TextStyle, maxWidth: CGFloat?) -> (
    lineCount: Int, visibleLineCount: Int, isEllipsized: Bool
  ) {
    guard !text.isEmpty else { return (0, 0, false) }
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let prepared = prepare(layout, text: text, style: style, width: maxWidth, height: nil)
    return (prepared.fullLineCount, prepared.visibleLines, prepared.isEllipsized)
  }

  /// The number of characters of `text` that no installed font can show in `font`
  /// (drawn as boxes).
  static func unknownGlyphCount(in text: String, font: UIFont) -> Int {
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let style = TextStyle(font: font, numberOfLines: 0)
    _ = prepare(layout, text: text, style: style, width: nil, height: nil)
    return Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  struct Prepared {
    /// The logical extents of every line of the layout, in Pango units.
    var lines: [PangoRectangle]
    /// How many lines from the top are shown.
    var visibleLines: Int
    /// Whether the text was laid out without a width (clipping mode, one line).
    var unwrappedSingleLine: Bool
    /// The number of lines before any limit was applied.
    var fullLineCount: Int
    /// Whether an ellipsis replaces hidden text.
    var isEllipsized: Bool
  }

  /// Configures the layout for the text and style, ellipsizing when the line limit or the
  /// height cuts text off in a truncating mode.
  /// `configure`, when given, adds to the layout after its text is set and before it is
  /// measured (attributes, spacing, indent).
  static func prepare(
    _ layout: OpaquePointer, text: String, style: TextStyle, width: CGFloat?, height: CGFloat?,
    configure: ((OpaquePointer) -> Void)? = nil
  ) -> Prepared {
    let description = style.font.makePangoDescription()
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        pango_layout_set_text(layout, $0.baseAddress, Int32($0.count))
      }
    }
    // Alignments are absolute (`.left` is the left edge whatever the text's script), as in
    // UIKit; views resolve `.natural` from their layout direction before drawing.
    pango_layout_set_auto_dir(layout, 0)
    configure?(layout)
    switch style.alignment {
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    }
    let unwrapped = style.lineBreakMode == .byClipping && style.numberOfLines == 1
    let hasWidth = width.map { $0.isFinite && $0 > 0 } ?? false
    if let width, hasWidth, !unwrapped {
      pango_layout_set_width(layout, Int32(min(width * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
      pango_layout_set_wrap(
        layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    }
    var appendedEllipsis = false
    var lines = lineExtents(of: layout)
    let fullLineCount = lines.count
    var visible = visibleLineCount(lines, style: style, height: height)
    let ellipsize: PangoEllipsizeMode
    switch style.lineBreakMode {
    case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
    case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
    default: ellipsize = PANGO_ELLIPSIZE_NONE
    }
    if visible < lines.count, hasWidth, ellipsize != PANGO_ELLIPSIZE_NONE {
      // Limit the layout's height to the visible lines (plus half the next line, so
      // rounding cannot drop the last one); Pango then ellipsizes the last visible line.
      let last = lines[visible - 1]
      let next = lines[visible]
      pango_layout_set_ellipsize(layout, ellipsize)
      pango_layout_set_height(layout, last.y + last.height + next.height / 2)
      lines = lineExtents(of: layout)
      visible = min(visible, lines.count)
      if ellipsize == PANGO_ELLIPSIZE_END, pango_layout_is_ellipsized(layout) == 0,
        visible > 0, let line = pango_layout_get_line_readonly(layout, Int32(visible - 1))
      {
        // The last visible line ends its paragraph, so Pango added no ellipsis although
        // later paragraphs are hidden: show the visible text followed by an ellipsis
        // (Pango shortens the line further when that does not fit).
        let end = Int(line.pointee.start_index + line.pointee.length)
        var prefix = String(decoding: text.utf8.prefix(end), as: UTF8.self)
        while let last = prefix.last, last.isNewline || last == " " { prefix.removeLast() }
        prefix += "\u{2026}"
        prefix.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) {
            pango_layout_set_text(layout, $0.baseAddress, Int32($0.count))
          }
        }
        appendedEllipsis = true
        lines = lineExtents(of: layout)
        visible = min(visible, lines.count)
      }
    }
    return Prepared(
      lines: lines, visibleLines: visible, unwrappedSingleLine: unwrapped,
      fullLineCount: fullLineCount,
      isEllipsized: pango_layout_is_ellipsized(layout) != 0 || appendedEllipsis)
  }

  /// How many lines are shown: at most `numberOfLines` (when not 0) and those fitting in
  /// `height` (when given), but at least one.
  private static func visibleLineCount(
    _ lines: [PangoRectangle], style: TextStyle, height: CGFloat?
  ) -> Int {
    var count = lines.count
    if style.numberOfLines > 0 { count = min(count, style.numberOfLines) }
    if let height {
      // A small tolerance lets a rect sized with boundingSize hold all of its lines.
      let limit = Int32(((height + 0.01) * CGFloat(PANGO_SCALE)).rounded(.down))
      let fitting = lines.prefix { $0.y + $0.height <= limit }.count
      count = min(count, max(fitting, 1))
    }
    return min(count, max(lines.count, 0))
  }

  /// The logical extents of each line of the layout, top to bottom, in Pango units.
  static func lineExtents(of layout: OpaquePointer) -> [PangoRectangle] {
    var result: [PangoRectangle] = []
    guard let iterator = pango_layout_get_iter(layout) else { return result }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      result.append(logical)
    } while pango_layout_iter_next_line(iterator) != 0
    return result
  }
}
