import CCairo
import Synchronization

/// Measures simple text from the widths of its words, so that a label given new text seldom
/// needs Pango to shape it.
///
/// Pango shapes a whole paragraph every time it is measured. Most interface text is made of
/// a few hundred distinct words, so the width of each word is measured with Pango once per
/// font and kept; a text is then measured by adding up the widths of its words and spaces
/// and breaking lines as Pango does: greedily, at runs of spaces.
///
/// Only text whose line breaks Pango would place at spaces alone, in the primary font, is
/// measured this way: letters and digits (ASCII and Latin-1), spaces, and punctuation that
/// never opens a break opportunity where it stands (Unicode line-breaking classes AL, NU,
/// IS, QU, and EX, CP, PR, PO and OP where their neighbours rule a break out). Anything
/// else — other scripts, line feeds, hyphens, slashes, a word wider than the line, a limit
/// on lines that cuts text off, justified or character-wrapped text — returns nil, and the
/// caller asks Pango.
enum WordMeasure {
  /// The inputs of the Pango font description.
  struct FontKey: Hashable {
    var family: String
    var size: CGFloat
    var weight: UInt32
    var italic: Bool

    init(_ font: UIFont) {
      family = font.pangoFamily
      size = font.pointSize
      weight = UInt32(font.weight.nearest.pango)
      italic = font.isItalic
    }
  }

  /// What is known of one font: the width of a space, the height of a line, and the width
  /// of each word measured so far (nil for a word that cannot be measured alone).
  fileprivate struct FontWords {
    var space: Int32
    var lineHeight: Int32
    var words: [Substring: Int32?] = [:]
  }

  /// Words kept per font before the font's table starts again.
  static let wordsPerFont = 8192
  /// Fonts kept before the whole cache starts again.
  static let fontLimit = 64

  private static let cache = Mutex<[FontKey: FontWords]>([:])

  /// The character classes that matter to line breaking here.
  private enum Class: Equatable {
    /// Letters, digits and symbols that join their neighbours (AL, NU and the like).
    case letter
    /// `.` `,` `:` `;` (IS): never a break before, none after before a letter or digit.
    case infix
    /// `'` `"` (QU): never a break on either side.
    case quote
    /// `!` `?` (EX): never a break before.
    case exclamation
    /// `)` `]` (CP): never a break before; none after before a letter or digit.
    case closing
    /// `(` `[` (OP): never a break after; none before after a letter or digit.
    case opening
    /// `%` `$` `+` (PO, PR): none between them and letters or digits.
    case affix
    /// A space (SP): a break opportunity after a run of them.
    case space
  }

  private static func classify(_ byte: UInt8) -> Class? {
    switch byte {
    case 0x20: return .space
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .letter
    case UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "="),
      UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "^"),
      UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"):
      return .letter
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
      return .infix
    case UInt8(ascii: "'"), UInt8(ascii: "\""): return .quote
    case UInt8(ascii: "!"), UInt8(ascii: "?"): return .exclamation
    case UInt8(ascii: ")"), UInt8(ascii: "]"): return .closing
    case UInt8(ascii: "("), UInt8(ascii: "["): return .opening
    case UInt8(ascii: "%"), UInt8(ascii: "$"), UInt8(ascii: "+"): return .affix
    default: return nil
    }
  }

  /// Whether line breaking allows no break between two adjacent non-space characters.
  private static func joins(_ a: Class, _ b: Class) -> Bool {
    switch (a, b) {
    case (.quote, _), (_, .quote): return true
    case (_, .infix), (_, .exclamation), (_, .closing): return true
    case (.opening, _): return true
    case (.letter, .letter), (.letter, .opening), (.letter, .affix): return true
    case (.infix, .letter): return true
    case (.closing, .letter), (.closing, .affix): return true
    case (.affix, .letter), (.affix, .opening): return true
    default: return false
    }
  }

  /// Whether a run of spaces before a character of class `next` is a break opportunity
  /// (it is not before characters that never take a break before them).
  private static func breaksAfterSpaces(before next: Class) -> Bool {
    switch next {
    case .infix, .quote, .exclamation, .closing: return false
    default: return true
    }
  }

  /// The words and space runs of `text`, or nil when it holds a character this measure
  /// does not handle or a break opportunity that is not at spaces.
  private static func tokens(of utf8: UnsafeBufferPointer<UInt8>) -> [(
    range: Range<Int>, isSpace: Bool
  )]? {
    var result: [(range: Range<Int>, isSpace: Bool)] = []
    var previous: Class? = nil
    var start = 0
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      var width = 1
      let kind: Class
      if byte < 0x80 {
        guard let known = classify(byte) else { return nil }
        kind = known
      } else if byte == 0xC3 || (byte >= 0xC4 && byte <= 0xC9) {
        // U+00C0–U+024F: Latin-1 letters and Latin Extended-A and -B, all letters (AL);
        // U+00D7 and U+00F7 (× and ÷) are symbols that may break, so they are excluded.
        guard index + 1 < utf8.count else { return nil }
        let second = utf8[index + 1]
        guard second & 0xC0 == 0x80 else { return nil }
        if byte == 0xC3 && (second == 0x97 || second == 0xB7) { return nil }
        kind = .letter
        width = 2
      } else {
        return nil
      }
      if let previous {
        if previous == .space, kind != .space {
          guard breaksAfterSpaces(before: kind) else { return nil }
          result.append((start..<index, true))
          start = index
        } else if previous != .space, kind == .space {
          result.append((start..<index, false))
          start = index
        } else if previous != .space, kind != .space, !joins(previous, kind) {
          return nil
        }
      }
      previous = kind
      index += width
    }
    if let previous { result.append((start..<utf8.count, previous == .space)) }
    return result
  }

  /// The size of `text` as Pango would measure it for `TextRenderer.measuredSize`, or nil
  /// when the text or style needs Pango itself.
  static func measuredSize(of text: String, style: TextStyle, maxWidth: CGFloat?) -> CGSize? {
    if style.lineBreakMode == .byCharWrapping || style.alignment == .justified { return nil }
    let unwrapped = style.lineBreakMode == .byClipping && style.numberOfLines == 1
    var limit: Int32? = nil
    if let maxWidth, maxWidth.isFinite, maxWidth > 0, !unwrapped {
      limit = Int32(min(maxWidth * CGFloat(PANGO_SCALE), CGFloat(Int32.max)))
    }
    var text = text
    return text.withUTF8 { utf8 -> CGSize? in
      guard let tokens = tokens(of: utf8), !tokens.isEmpty else { return nil }
      let key = FontKey(style.font)
      return cache.withLock { fonts -> CGSize? in
        var index = fonts.index(forKey: key)
        if index == nil {
          if fonts.count >= fontLimit { fonts.removeAll() }
          guard let space = measure(" ", font: style.font) else { return nil }
          fonts[key] = FontWords(space: space.width, lineHeight: space.height)
          index = fonts.index(forKey: key)
        }
        return fonts.values[index!].size(
          of: tokens, in: utf8, font: style.font, limit: limit, maxLines: style.numberOfLines)
      }
    }
  }

  /// The logical width and height of `text` on one line, or nil when it shows a glyph
  /// Pango cannot find or needs another font (its height differs from a space's).
  fileprivate static func measure(_ text: String, font: UIFont) -> (width: Int32, height: Int32)? {
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = font.makePangoDescription()
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_text(layout, text, -1)
    guard pango_layout_get_line_count(layout) == 1,
      pango_layout_get_unknown_glyphs_count(layout) == 0
    else { return nil }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return (logical.width, logical.height)
  }
}

extension WordMeasure.FontWords {
  /// The width of a word, measured once.
  fileprivate mutating func width(of word: Substring, font: UIFont) -> Int32? {
    if let known = words[word] { return known }
    if word.count > 1, font.pangoFamily == PangoSupport.systemFamilyList,
      word.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      // The system font's digits all have one width and do not kern, so a number is as
      // wide as its digits side by side; numbers are too many to keep one by one.
      var total: Int32 = 0
      for index in word.indices {
        guard let digit = width(of: word[index...index], font: font) else { return nil }
        total += digit
      }
      return total
    }
    if words.count >= WordMeasure.wordsPerFont { words.removeAll(keepingCapacity: true) }
    let measured = WordMeasure.measure(String(word), font: font)
    let width = measured.flatMap { $0.height == lineHeight ? $0.width : nil }
    words[word] = .some(width)
    return width
  }

  /// Lays the tokens out in lines no wider than `limit` (one line without a limit) and
  /// returns the widest line's width and the lines' height, or nil when a word does not
  /// fit on a line of its own, or when more lines are needed than `maxLines` allows.
  fileprivate mutating func size(
    of tokens: [(range: Range<Int>, isSpace: Bool)], in utf8: UnsafeBufferPointer<UInt8>,
    font: UIFont, limit: Int32?, maxLines: Int
  ) -> CGSize? {
    let text = Substring(decoding: utf8, as: UTF8.self)
    var widest: Int32 = 0
    var lines = 1
    // The width of the line so far, without the spaces that follow its last word, and
    // those spaces.
    var line: Int32 = 0
    var pendingSpaces: Int32 = 0
    var lineHasWord = false
    for (index, token) in tokens.enumerated() {
      if token.isSpace {
        if !lineHasWord { pendingSpaces += Int32(token.range.count) * space }
        continue
      }
      let start = text.utf8.index(text.startIndex, offsetBy: token.range.lowerBound)
      let end = text.utf8.index(start, offsetBy: token.range.count)
      guard let word = width(of: text[start..<end], font: font) else { return nil }
      // The spaces after the word: a line may end after them, and then the last of them
      // has no width, but the others must fit.
      let following =
        index + 1 < tokens.count ? Int32(tokens[index + 1].range.count) * space : 0
      let overhang = max(following - space, 0)
      if let limit {
        if word + overhang > limit { return nil }
        if lineHasWord, line + pendingSpaces + word + overhang > limit {
          widest = max(widest, line + pendingSpaces - space)
          lines += 1
          line = word
        } else {
          line += pendingSpaces + word
        }
      } else {
        line += pendingSpaces + word
      }
      pendingSpaces = following
      lineHasWord = true
    }
    line += pendingSpaces
    widest = max(widest, line)
    if maxLines > 0 && lines > maxLines { return nil }
    let scale = CGFloat(PANGO_SCALE)
    return CGSize(width: CGFloat(widest) / scale, height: CGFloat(lines * Int(lineHeight)) / scale)
  }
}
