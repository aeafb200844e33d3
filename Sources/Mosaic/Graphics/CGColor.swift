import CCairo

/// A color as Core Graphics represents it: red, green, blue and alpha components in the
/// sRGB color space, or a repeating image pattern.
///
/// Mosaic keeps every color in sRGB; there are no other color spaces.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The image a pattern color repeats, and the scale at which it is drawn.
  struct Pattern: Sendable {
    let image: CGImage
    let scale: CGFloat
  }

  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  /// The opacity of the color, from 0 (transparent) to 1 (opaque).
  public let alpha: CGFloat
  let pattern: Pattern?

  /// Creates an sRGB color from red, green, blue and alpha components, each from 0 to 1.
  ///
  /// Components outside 0…1 are clamped.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = CGColor.clamp(red)
    self.green = CGColor.clamp(green)
    self.blue = CGColor.clamp(blue)
    self.alpha = CGColor.clamp(alpha)
    self.pattern = nil
  }

  /// Creates a gray color from a gray level (0 black … 1 white) and an alpha value.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  init(pattern: Pattern, alpha: CGFloat) {
    self.red = 1
    self.green = 1
    self.blue = 1
    self.alpha = CGColor.clamp(alpha)
    self.pattern = pattern
  }

  /// The components of the color: `[red, green, blue, alpha]` for a solid color, or just
  /// `[alpha]` for a pattern color.
  public var components: [CGFloat]? {
    pattern == nil ? [red, green, blue, alpha] : [alpha]
  }

  /// The number of values in `components`: 4 for a solid color, 1 for a pattern color.
  public var numberOfComponents: Int { pattern == nil ? 4 : 1 }

  /// Returns a copy of this color with a different alpha value.
  public func copy(alpha: CGFloat) -> CGColor? {
    if let pattern { return CGColor(pattern: pattern, alpha: alpha) }
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Two colors are equal when their components are equal and they repeat the same image.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha && lhs.pattern?.image === rhs.pattern?.image
      && lhs.pattern?.scale == rhs.pattern?.scale
  }

  /// Hashes the color's components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    if let pattern { hasher.combine(ObjectIdentifier(pattern.image)) }
  }

  /// A readable description listing the components.
  public var description: String {
    if pattern != nil { return "CGColor(pattern, alpha: \(alpha))" }
    return "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    if value.isNaN { return 0 }
    return min(max(value, 0), 1)
  }

  /// Whether drawing this color fully covers what is below (alpha 1 and, for a pattern,
  /// an opaque image).
  var isOpaque: Bool {
    alpha >= 1 && (pattern.map { $0.image.isOpaque } ?? true)
  }

  /// Makes this color the cairo source of `cr`, multiplying its alpha by `alphaMultiplier`.
  ///
  /// A pattern color becomes a repeating surface pattern whose tiles are anchored at the
  /// user-space origin and drawn at the image's point size.
  func setSource(on cr: OpaquePointer, alphaMultiplier: CGFloat = 1) {
    let effectiveAlpha = Double(alpha * max(0, min(1, alphaMultiplier)))
    guard let pattern else {
      cairo_set_source_rgba(cr, Double(red), Double(green), Double(blue), effectiveAlpha)
      return
    }
    let surfacePattern = cairo_pattern_create_for_surface(pattern.image.surface)!
    cairo_pattern_set_extend(surfacePattern, CAIRO_EXTEND_REPEAT)
    var matrix = cairo_matrix_t()
    let scale = pattern.scale > 0 ? Double(pattern.scale) : 1
    cairo_matrix_init_scale(&matrix, scale, scale)
    cairo_pattern_set_matrix(surfacePattern, &matrix)
    if effectiveAlpha >= 1 {
      cairo_set_source(cr, surfacePattern)
      cairo_pattern_destroy(surfacePattern)
      return
    }
    // Cairo has no per-source alpha for surface patterns: paint the pattern with the
    // alpha into a group covering the clip and use that group as the source.
    cairo_push_group(cr)
    cairo_set_source(cr, surfacePattern)
    cairo_paint_with_alpha(cr, effectiveAlpha)
    cairo_pattern_destroy(surfacePattern)
    cairo_pop_group_to_source(cr)
  }
}
