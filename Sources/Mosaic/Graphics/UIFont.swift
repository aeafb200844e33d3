import CCairo

/// An immutable font: a family, a size in points, a weight and a slant.
///
/// The system font is a Pango family list (DejaVu Sans for Latin text with Noto Sans CJK
/// SC for Chinese), so mixed-script text renders without missing glyphs. As in UIKit, two
/// fonts are equal (`isEqual(_:)`, `==`) when they have the same name and point size.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight, from ultra light (-0.8) through regular (0) to black (0.62), with
  /// UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's numeric value; 0 is regular, negative is lighter, positive heavier.
    public let rawValue: CGFloat
    /// Creates a weight from its numeric value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The ultra-light weight (-0.8).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight (-0.6).
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight (-0.4).
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight (0).
    public static let regular = Weight(rawValue: 0)
    /// The medium weight (0.23).
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight (0.3).
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight (0.4).
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight (0.56).
    public static let heavy = Weight(rawValue: 0.56)
    /// The black (heaviest) weight (0.62).
    public static let black = Weight(rawValue: 0.62)

    static let table: [(weight: Weight, pango: Int32, name: String)] = [
      (.ultraLight, 200, "Ultralight"), (.thin, 100, "Thin"), (.light, 300, "Light"),
      (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
      (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
    ]

    /// The closest named weight in the table.
    var nearest: (weight: Weight, pango: Int32, name: String) {
      Weight.table.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
    }
  }

  /// The text styles of Dynamic Type, with their default (large) sizes.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a text style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large titles: 34 pt regular.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles: 28 pt regular.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles: 22 pt regular.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles: 20 pt regular.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings: 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body text: 17 pt regular.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts: 16 pt regular.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadings: 15 pt regular.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnotes: 13 pt regular.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions: 12 pt regular.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions: 11 pt regular.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The family name, such as "DejaVu Sans" (the system font reports ".MosaicSystemUI").
  public let familyName: String
  /// The font's name, PostScript style: the family without spaces, then `-Bold` and the
  /// like for non-regular styles.
  public let fontName: String
  /// The size of the font in points (its em height).
  public let pointSize: CGFloat
  let weight: Weight
  let isItalic: Bool
  /// The Pango family (or comma-separated family list) used for rendering.
  let pangoFamily: String

  static let systemFamilyName = ".MosaicSystemUI"

  init(
    familyName: String, fontName: String, pointSize: CGFloat, weight: Weight,
    isItalic: Bool, pangoFamily: String
  ) {
    self.familyName = familyName
    self.fontName = fontName
    self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 12
    self.weight = weight
    self.isItalic = isItalic
    self.pangoFamily = pangoFamily
    super.init()
  }

  /// Returns the system font at the given size and regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// Returns the system font at the given size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    system(size: fontSize, weight: weight, italic: false)
  }

  /// Returns the bold system font at the given size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .bold, italic: false)
  }

  /// Returns the italic system font at the given size.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .regular, italic: true)
  }

  /// Returns the system font for a text style at its default size (body is 17 pt).
  public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    switch style {
    case .largeTitle: return systemFont(ofSize: 34)
    case .title1: return systemFont(ofSize: 28)
    case .title2: return systemFont(ofSize: 22)
    case .title3: return systemFont(ofSize: 20)
    case .headline: return systemFont(ofSize: 17, weight: .semibold)
    case .callout: return systemFont(ofSize: 16)
    case .subheadline: return systemFont(ofSize: 15)
    case .footnote: return systemFont(ofSize: 13)
    case .caption1: return systemFont(ofSize: 12)
    case .caption2: return systemFont(ofSize: 11)
    default: return systemFont(ofSize: 17)
    }
  }

  /// The standard size of label text: 17 points.
  public static var labelFontSize: CGFloat { 17 }
  /// The standard size of button text: 18 points.
  public static var buttonFontSize: CGFloat { 18 }
  /// The standard system font size: 14 points.
  public static var systemFontSize: CGFloat { 14 }
  /// The standard small system font size: 12 points.
  public static var smallSystemFontSize: CGFloat { 12 }

  private static func system(size: CGFloat, weight: Weight, italic: Bool) -> UIFont {
    let styleName = styleSuffix(weight: weight, italic: italic, regularName: "Regular")
    return UIFont(
      familyName: systemFamilyName, fontName: "\(systemFamilyName)-\(styleName)",
      pointSize: size, weight: weight, isItalic: italic,
      pangoFamily: PangoSupport.systemFamilyList)
  }

  private static func styleSuffix(weight: Weight, italic: Bool, regularName: String) -> String {
    let name = weight.nearest.name
    switch (name == "Regular", italic) {
    case (true, false): return regularName
    case (true, true): return "Italic"
    case (false, false): return name
    case (false, true): return name + "Italic"
    }
  }

  /// Creates a font from a family name ("DejaVu Sans") or a PostScript-style name
  /// ("DejaVuSans-Bold", "DejaVu Sans-BoldItalic"); nil when no installed family matches
  /// or the style is unknown.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let parsed = UIFont.parse(fontName) else { return nil }
    let suffix = UIFont.styleSuffix(weight: parsed.weight, italic: parsed.italic, regularName: "")
    if parsed.family == UIFont.systemFamilyName {
      self.init(
        familyName: UIFont.systemFamilyName,
        fontName: "\(UIFont.systemFamilyName)-\(suffix.isEmpty ? "Regular" : suffix)",
        pointSize: fontSize, weight: parsed.weight, isItalic: parsed.italic,
        pangoFamily: PangoSupport.systemFamilyList)
      return
    }
    let compact = parsed.family.replacingOccurrences(of: " ", with: "")
    self.init(
      familyName: parsed.family, fontName: suffix.isEmpty ? compact : "\(compact)-\(suffix)",
      pointSize: fontSize, weight: parsed.weight, isItalic: parsed.italic,
      pangoFamily: parsed.family)
  }

  private static let styleWords: [String: (Weight, Bool)] = {
    var words: [String: (Weight, Bool)] = [
      "": (.regular, false), "regular": (.regular, false), "roman": (.regular, false),
      "book": (.regular, false), "normal": (.regular, false), "italic": (.regular, true),
      "oblique": (.regular, true), "extralight": (.ultraLight, false),
      "demibold": (.semibold, false), "semibold": (.semibold, false),
    ]
    for entry in Weight.table {
      let key = entry.name.lowercased()
      words[key] = (entry.weight, false)
      words[key + "italic"] = (entry.weight, true)
      words[key + "oblique"] = (entry.weight, true)
    }
    words["demibolditalic"] = (.semibold, true)
    return words
  }()

  private static func parse(_ name: String) -> (family: String, weight: Weight, italic: Bool)? {
    let families = PangoSupport.installedFamilies
    func normalized(_ text: String) -> String {
      text.replacingOccurrences(of: " ", with: "").lowercased()
    }
    func family(matching text: String) -> String? {
      if normalized(text) == normalized(systemFamilyName) { return systemFamilyName }
      if families.contains(text) { return text }
      let key = normalized(text)
      return families.sorted().first { normalized($0) == key }
    }
    if let match = family(matching: name) { return (match, .regular, false) }
    guard let dash = name.lastIndex(of: "-") else { return nil }
    let base = String(name[..<dash])
    let style = normalized(String(name[name.index(after: dash)...]))
    guard let match = family(matching: base), let (weight, italic) = styleWords[style] else {
      return nil
    }
    return (match, weight, italic)
  }

  /// Returns the same font at a different size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      familyName: familyName, fontName: fontName, pointSize: fontSize, weight: weight,
      isItalic: isItalic, pangoFamily: pangoFamily)
  }

  // MARK: Metrics

  /// The distance from the baseline to the top of the tallest glyphs (positive).
  public var ascender: CGFloat { metrics.ascender }
  /// The distance from the baseline to the bottom of the lowest glyphs, as a negative
  /// number.
  public var descender: CGFloat { metrics.descender }
  /// The height of one line of text: `ascender - descender + leading`.
  public var lineHeight: CGFloat { metrics.ascender - metrics.descender }
  /// The extra space between lines beyond the line height: 0.
  public var leading: CGFloat { 0 }
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat { metrics.capHeight }
  /// The height of lowercase letters such as "x" above the baseline.
  public var xHeight: CGFloat { metrics.xHeight }

  struct Metrics: Sendable {
    var ascender: CGFloat
    var descender: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat
  }

  private struct MetricsKey: Hashable {
    let family: String
    let size: CGFloat
    let weight: CGFloat
    let italic: Bool
  }

  private final class MetricsCache: @unchecked Sendable {
    let lock = NSLock()
    var entries: [MetricsKey: Metrics] = [:]
  }

  private static let metricsCache = MetricsCache()

  /// The font's vertical metrics, measured with Pango once per font and cached.
  var metrics: Metrics {
    let key = MetricsKey(
      family: pangoFamily, size: pointSize, weight: weight.rawValue, italic: isItalic)
    let cache = UIFont.metricsCache
    cache.lock.lock()
    let cached = cache.entries[key]
    cache.lock.unlock()
    if let cached { return cached }
    let measured = measureMetrics()
    cache.lock.lock()
    cache.entries[key] = measured
    cache.lock.unlock()
    return measured
  }

  private func measureMetrics() -> Metrics {
    let layout = PangoSupport.makeMeasuringLayout()
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = makePangoDescription()
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    func measure(_ text: String) -> (ink: PangoRectangle, logical: PangoRectangle) {
      pango_layout_set_text(layout, text, -1)
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      return (ink, logical)
    }
    let scale = CGFloat(PANGO_SCALE)
    let capital = measure("H")
    let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
    let height = CGFloat(capital.logical.height) / scale
    let capHeight = baseline - CGFloat(capital.ink.y) / scale
    let lower = measure("x")
    let xHeight = baseline - CGFloat(lower.ink.y) / scale
    return Metrics(
      ascender: baseline, descender: baseline - height, capHeight: capHeight, xHeight: xHeight)
  }

  /// Creates a Pango font description for this font (absolute size in points); the
  /// caller frees it with `pango_font_description_free`.
  func makePangoDescription() -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, pangoFamily)
    pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(UInt32(weight.nearest.pango)))
    pango_font_description_set_style(
      description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Whether `object` is a font with the same name and point size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other === self || (fontName == other.fontName && pointSize == other.pointSize)
  }

  /// A hash of the font's name and size, equal for equal fonts.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// A description giving the font's name, family and size.
  open override var description: String {
    "UIFont(name: \(fontName), family: \(familyName), size: \(pointSize))"
  }
}
