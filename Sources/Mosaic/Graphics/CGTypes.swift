import CCairo

/// How the ends of stroked open lines are drawn.
public enum CGLineCap: Int32, Sendable, Hashable {
  /// The line stops exactly at its end point.
  case butt = 0
  /// A half circle is added at each end.
  case round = 1
  /// A half square is added at each end.
  case square = 2

  var cairo: cairo_line_cap_t {
    switch self {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable, Hashable {
  /// Sharp corners (beveled past the miter limit).
  case miter = 0
  /// Rounded corners.
  case round = 1
  /// Corners cut off flat.
  case bevel = 2

  var cairo: cairo_line_join_t {
    switch self {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}

/// How `CGContext.drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
  /// Fill by the non-zero winding rule.
  case fill = 0
  /// Fill by the even-odd rule.
  case eoFill = 1
  /// Stroke the outline.
  case stroke = 2
  /// Fill by the non-zero winding rule, then stroke.
  case fillStroke = 3
  /// Fill by the even-odd rule, then stroke.
  case eoFillStroke = 4
}

extension CGPoint {
  /// Whether the two points have equal coordinates.
  public func equalTo(_ point2: CGPoint) -> Bool {
    self == point2
  }
}

extension CGSize {
  /// Whether the two sizes have equal widths and heights.
  public func equalTo(_ size2: CGSize) -> Bool {
    self == size2
  }
}

extension CGRect {
  /// Whether the rectangles have exactly the same origin and size, compared in line (no
  /// standardizing): Foundation's `==` is an out-of-line call here, which geometry setters
  /// called for every view of a layout pass should not pay.
  @inline(__always) func isSame(as other: CGRect) -> Bool {
    origin.x.native == other.origin.x.native && origin.y.native == other.origin.y.native
      && size.width.native == other.size.width.native
      && size.height.native == other.size.height.native
  }

  /// Whether the two rectangles have the same origin and size (after standardizing both:
  /// a rectangle with a negative width equals its flipped twin); null rectangles are equal
  /// to each other.
  public func equalTo(_ rect2: CGRect) -> Bool {
    if isNull || rect2.isNull { return isNull && rect2.isNull }
    return standardized == rect2.standardized
  }
}

/// The rule that decides which points are inside a self-intersecting path.
public enum CGPathFillRule: Int, Sendable, Hashable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1

  var cairo: cairo_fill_rule_t {
    self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
  }
}

/// How newly drawn pixels combine with those already there, with Core Graphics' raw
/// values. `plusDarker` has no cairo equivalent and behaves as `darken`.
public enum CGBlendMode: Int32, Sendable, Hashable {
  /// Draws the source over the destination (source-over).
  case normal = 0
  /// Multiplies source and destination colors.
  case multiply
  /// Inverts, multiplies and inverts again: always lightens.
  case screen
  /// Multiplies or screens depending on the destination.
  case overlay
  /// Keeps the darker of source and destination.
  case darken
  /// Keeps the lighter of source and destination.
  case lighten
  /// Brightens the destination to reflect the source.
  case colorDodge
  /// Darkens the destination to reflect the source.
  case colorBurn
  /// Darkens or lightens depending on the source, softly.
  case softLight
  /// Multiplies or screens depending on the source.
  case hardLight
  /// Subtracts the darker from the lighter color.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// The source's hue with the destination's saturation and luminosity.
  case hue
  /// The source's saturation with the destination's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the destination's luminosity.
  case color
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity
  /// Clears the drawn area to transparent.
  case clear
  /// Replaces the destination with the source, alpha included.
  case copy
  /// The source where the destination is opaque.
  case sourceIn
  /// The source where the destination is transparent.
  case sourceOut
  /// The source over the destination, only where the destination is opaque.
  case sourceAtop
  /// The destination over the source.
  case destinationOver
  /// The destination where the source is opaque.
  case destinationIn
  /// The destination where the source is transparent.
  case destinationOut
  /// The destination over the source, only where the source is opaque.
  case destinationAtop
  /// Source and destination where they do not overlap.
  case xor
  /// Sums the complements and inverts (approximated by `darken`).
  case plusDarker
  /// Adds source and destination.
  case plusLighter

  var cairo: cairo_operator_t {
    switch self {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken, .plusDarker: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }
}
