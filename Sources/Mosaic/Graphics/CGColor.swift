import CCairo

/// A color as Core Graphics represents it: a gray level or red, green and blue components
/// with an alpha value, or a repeating image pattern.
///
/// Mosaic draws every color as sRGB; a color remembers whether it was made in a gray or an
/// RGB color space, which decides its `components` and its equality with other colors.
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
  /// The color space the color was made in.
  private let space: CGColorSpace

  /// Creates an sRGB color from red, green, blue and alpha components, each from 0 to 1.
  ///
  /// Components outside 0…1 are clamped.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = CGColor.clamp(red)
    self.green = CGColor.clamp(green)
    self.blue = CGColor.clamp(blue)
    self.alpha = CGColor.clamp(alpha)
    self.pattern = nil
    self.space = CGColorSpace.sRGBSpace
  }

  /// Creates a color in the generic gray color space from a gray level (0 black … 1 white)
  /// and an alpha value. Components outside 0…1 are clamped.
  public init(gray: CGFloat, alpha: CGFloat) {
    let level = CGColor.clamp(gray)
    self.red = level
    self.green = level
    self.blue = level
    self.alpha = CGColor.clamp(alpha)
    self.pattern = nil
    self.space = CGColorSpace.genericGraySpace
  }

  /// Creates a color in a color space from its components followed by alpha (two values
  /// for a gray space, four for an RGB space); nil for a pattern or unknown space.
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    switch space.model {
    case .monochrome:
      let level = CGColor.clamp(components[0])
      (red, green, blue) = (level, level, level)
      alpha = CGColor.clamp(components[1])
    case .rgb:
      red = CGColor.clamp(components[0])
      green = CGColor.clamp(components[1])
      blue = CGColor.clamp(components[2])
      alpha = CGColor.clamp(components[3])
    default:
      return nil
    }
    self.pattern = nil
    self.space = space
  }

  private init(copying color: CGColor, alpha: CGFloat) {
    red = color.red
    green = color.green
    blue = color.blue
    self.alpha = CGColor.clamp(alpha)
    pattern = color.pattern
    space = color.space
  }

  init(pattern: Pattern, alpha: CGFloat) {
    self.red = 1
    self.green = 1
    self.blue = 1
    self.alpha = CGColor.clamp(alpha)
    self.pattern = pattern
    self.space = CGColorSpace.pattern
  }

  /// The color space the color is described in: gray, sRGB or (for a pattern) the
  /// pattern space.
  public var colorSpace: CGColorSpace? { space }

  /// The components of the color followed by alpha: `[white, alpha]` for a gray color,
  /// `[red, green, blue, alpha]` for an RGB color, `[alpha]` for a pattern color.
  public var components: [CGFloat]? {
    if pattern != nil { return [alpha] }
    return space.model == .monochrome ? [red, alpha] : [red, green, blue, alpha]
  }

  /// The number of values in `components`: 2 for gray, 4 for RGB, 1 for a pattern color.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// Returns a copy of this color with a different alpha value.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(copying: self, alpha: alpha)
  }

  /// Two colors are equal when they are in the same color space, their components are
  /// equal and they repeat the same image.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha && lhs.pattern?.image === rhs.pattern?.image
      && lhs.pattern?.scale == rhs.pattern?.scale && lhs.space.model == rhs.space.model
  }

  /// Hashes the color's components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(space.model)
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    if let pattern { hasher.combine(ObjectIdentifier(pattern.image)) }
  }

  /// A readable description listing the components.
  public var description: String {
    if pattern != nil { return "CGColor(pattern, alpha: \(alpha))" }
    if space.model == .monochrome { return "CGColor(gray: \(red), alpha: \(alpha))" }
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
