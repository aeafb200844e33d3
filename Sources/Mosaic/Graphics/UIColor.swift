import CCairo

/// An immutable color: sRGB components with an alpha value, or a repeating image pattern.
///
/// Colors made from a gray level, RGB components or hue/saturation/brightness are all
/// stored as sRGB red, green, blue and alpha, so converting between the forms is exact up
/// to floating-point rounding. As in UIKit, two colors are equal (`isEqual(_:)`, `==`)
/// when they are in the same color space (gray or RGB) with the same components, or
/// repeat the same pattern image.
open class UIColor: NSObject, @unchecked Sendable {
  /// The Core Graphics color holding this color's components (or its pattern). A dynamic
  /// color answers with its color for `UITraitCollection.current`.
  public var cgColor: CGColor {
    dynamicProvider == nil ? storedCGColor : resolvedColor(with: .current).cgColor
  }
  private let storedCGColor: CGColor
  // Set only while initializing (vars so that the private initializer can be a convenience
  // one: a designated initializer hidden from other modules would keep their subclasses from
  // inheriting the required literal initializer).
  private var patternImageStorage: UIImage?
  private var isGrayscaleStorage: Bool
  /// The closure of a dynamic color (`init(dynamicProvider:)`); nil for fixed colors.
  private let dynamicProvider: ((UITraitCollection) -> UIColor)?
  private var isGrayscale: Bool {
    dynamicProvider == nil
      ? isGrayscaleStorage : resolvedColor(with: .current).isGrayscale
  }

  /// Creates a color in the sRGB color space from red, green, blue and alpha components,
  /// each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    patternImageStorage = nil
    isGrayscaleStorage = red == green && green == blue
    dynamicProvider = nil
    super.init()
  }

  /// Creates a color in the gray color space from a white level (0 black … 1 white) and
  /// an alpha value.
  public init(white: CGFloat, alpha: CGFloat) {
    storedCGColor = CGColor(gray: white, alpha: alpha)
    patternImageStorage = nil
    isGrayscaleStorage = true
    dynamicProvider = nil
    super.init()
  }

  /// Creates a color in the sRGB color space from hue, saturation and brightness (HSB)
  /// components and an alpha value, each from 0 to 1. A hue of 0 and of 1 are both red.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    storedCGColor = CGColor(red: rgb.r, green: rgb.g, blue: rgb.b, alpha: alpha)
    patternImageStorage = nil
    isGrayscaleStorage = rgb.r == rgb.g && rgb.g == rgb.b
    dynamicProvider = nil
    super.init()
  }

  /// Creates a color from a Core Graphics color, keeping its color space.
  public init(cgColor: CGColor) {
    storedCGColor = cgColor
    patternImageStorage = nil
    isGrayscaleStorage =
      cgColor.pattern == nil && cgColor.red == cgColor.green
      && cgColor.green == cgColor.blue
    dynamicProvider = nil
    super.init()
  }

  /// Creates a color that fills an area by repeating an image, tiled from the origin of
  /// the drawing's coordinate system and drawn at the image's size in points.
  public init(patternImage image: UIImage) {
    storedCGColor = CGColor(
      pattern: CGColor.Pattern(image: image.bitmap, scale: image.scale), alpha: 1)
    patternImageStorage = image
    isGrayscaleStorage = false
    dynamicProvider = nil
    super.init()
  }

  private convenience init(cgColor: CGColor, patternImage: UIImage?, isGrayscale: Bool) {
    self.init(cgColor: cgColor)
    self.patternImageStorage = patternImage
    self.isGrayscaleStorage = isGrayscale
  }

  /// Creates a dynamic color: each time the color is used, `dynamicProvider` is asked for
  /// the color matching the trait collection in effect (`UITraitCollection.current`, which
  /// is the view's own collection while it draws), so one color can follow light and dark
  /// appearance.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    storedCGColor = CGColor(gray: 0, alpha: 0)
    patternImageStorage = nil
    isGrayscaleStorage = false
    self.dynamicProvider = dynamicProvider
    super.init()
  }

  /// Looks up a color in the app's asset catalog. Mosaic apps have no asset catalogs, so
  /// there is never a color of that name and this returns nil.
  public convenience init?(named name: String) {
    return nil
  }

  /// Returns the fixed color this color stands for in `traitCollection`: a dynamic color's
  /// provider answer (resolved again if that is dynamic too), or the color itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let dynamicProvider else { return self }
    return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// Returns the same color with a different alpha value (for a dynamic color, a dynamic
  /// color whose every resolved color takes that alpha).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if dynamicProvider != nil {
      return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }
    return UIColor(
      cgColor: storedCGColor.copy(alpha: alpha)!, patternImage: patternImageStorage,
      isGrayscale: isGrayscale)
  }

  /// Reads the color's red, green, blue and alpha components. Returns false, leaving the
  /// arguments untouched, for a pattern color.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard !isPattern else { return false }
    red?.pointee = cgColor.red
    green?.pointee = cgColor.green
    blue?.pointee = cgColor.blue
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Reads the color's white level and alpha. Succeeds for gray colors (those whose red,
  /// green and blue components are equal); returns false for other colors and patterns.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard !isPattern, isGrayscale else { return false }
    white?.pointee = cgColor.red
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Reads the color's hue, saturation, brightness and alpha. Returns false for a pattern
  /// color. Gray colors report a hue and saturation of 0.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard !isPattern else { return false }
    let r = cgColor.red
    let g = cgColor.green
    let b = cgColor.blue
    let maxValue = max(r, g, b)
    let minValue = min(r, g, b)
    let delta = maxValue - minValue
    var h: CGFloat = 0
    if delta > 0 {
      if maxValue == r {
        h = (g - b) / delta
        if h < 0 { h += 6 }
      } else if maxValue == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
    }
    hue?.pointee = h
    saturation?.pointee = maxValue > 0 ? delta / maxValue : 0
    brightness?.pointee = maxValue
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Makes this color the fill and stroke color of the current graphics context.
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this color the fill color of the current graphics context
  /// (`UIGraphicsGetCurrentContext()`); does nothing when there is none.
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(self)
  }

  /// Makes this color the stroke color of the current graphics context
  /// (`UIGraphicsGetCurrentContext()`); does nothing when there is none.
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(self)
  }

  /// Whether `object` is a color in the same color space with the same components (or
  /// the same pattern image and alpha). A dynamic color is equal only to itself.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if other === self { return true }
    if dynamicProvider != nil || other.dynamicProvider != nil { return false }
    return storedCGColor == other.storedCGColor
  }

  /// A hash of the color space and components, equal for equal colors.
  open override var hash: Int {
    var hasher = Hasher()
    if dynamicProvider != nil {
      hasher.combine(ObjectIdentifier(self))
      return hasher.finalize()
    }
    storedCGColor.hash(into: &hasher)
    return hasher.finalize()
  }

  /// A readable description: the color space and components.
  open override var description: String {
    if dynamicProvider != nil { return "UIColor(dynamicProvider:)" }
    if isPattern { return "UIColor(patternImage, alpha: \(cgColor.alpha))" }
    if cgColor.colorSpace?.model == .monochrome {
      return "UIColor(white: \(cgColor.red), alpha: \(cgColor.alpha))"
    }
    return
      "UIColor(red: \(cgColor.red), green: \(cgColor.green), blue: \(cgColor.blue), alpha: \(cgColor.alpha))"
  }

  // MARK: Internal hooks for the compositor

  /// Whether this color repeats an image.
  var isPattern: Bool { cgColor.pattern != nil }

  /// The components of the color; a pattern color reports opaque white.
  var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
    (cgColor.red, cgColor.green, cgColor.blue, cgColor.alpha)
  }

  /// The color's alpha value (for a pattern color, the alpha applied to the image).
  var alphaComponent: CGFloat { cgColor.alpha }

  /// Whether filling with this color hides everything below it.
  var isOpaque: Bool { cgColor.isOpaque }

  /// Whether this color draws nothing at all (alpha 0).
  var isFullyTransparent: Bool { cgColor.alpha <= 0 }

  /// Makes this color the cairo source of `cr`, multiplying its alpha by
  /// `alphaMultiplier`. A pattern color becomes a repeating image anchored at the
  /// user-space origin, each tile drawn at the image's point size.
  func setSource(on cr: OpaquePointer, alphaMultiplier: CGFloat = 1) {
    cgColor.setSource(on: cr, alphaMultiplier: alphaMultiplier)
  }

  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (
    r: CGFloat, g: CGFloat, b: CGFloat
  ) {
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if h < 0 { h += 1 }
    let scaled = h * 6
    let sector = Int(scaled.rounded(.down)) % 6
    let f = scaled - scaled.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  // MARK: - Literals

  /// Creates the color of a color literal, `#colorLiteral(red:green:blue:alpha:)`: sRGB
  /// components from 0 to 1, as `init(red:green:blue:alpha:)` takes them.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
