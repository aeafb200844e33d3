/// Core Foundation's string type, for the names of color spaces.
///
/// Swift on Linux has no Core Foundation types, so Mosaic spells `CFString` as Swift's
/// `String`: `CGColorSpace.sRGB as String` and `CGColorSpace(name: CGColorSpace.sRGB)`
/// compile as on iOS.
public typealias CFString = String

/// Core Foundation's array type, as Core Graphics takes lists of colors.
///
/// Swift on Linux has no Core Foundation types, so Mosaic spells `CFArray` as `[Any]`:
/// both `[c1, c2] as CFArray` and a plain `[CGColor]` can be passed where Core Graphics
/// expects a `CFArray`.
public typealias CFArray = [Any]

/// The kinds of color space, by how colors in them are described.
public enum CGColorSpaceModel: Int32, Sendable, Hashable {
  /// A color space whose model is not known.
  case unknown = -1
  /// A gray level (white) and nothing else.
  case monochrome = 0
  /// Red, green and blue components.
  case rgb = 1
  /// Cyan, magenta, yellow and black components.
  case cmyk = 2
  /// The CIE L*a*b* components.
  case lab = 3
  /// Any number of device colorants.
  case deviceN = 4
  /// Indexes into a table of colors.
  case indexed = 5
  /// Colors that repeat a pattern.
  case pattern = 6
  /// The CIE XYZ components.
  case XYZ = 7
}

/// A color space: how the components of a color are to be interpreted.
///
/// Mosaic draws in sRGB. Gray spaces hold one component (white) and RGB spaces three;
/// colors in the Display P3 space are drawn with their components taken as sRGB (no
/// gamut conversion).
public final class CGColorSpace: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The color space's name, such as `CGColorSpace.sRGB`; nil for a device space.
  public let name: CFString?
  /// The kind of color space (gray or RGB).
  public let model: CGColorSpaceModel

  init(name: CFString?, model: CGColorSpaceModel) {
    self.name = name
    self.model = model
  }

  /// Creates one of the named color spaces; nil for a name Mosaic does not know.
  public convenience init?(name: CFString) {
    guard let model = CGColorSpace.models[name] else { return nil }
    self.init(name: name, model: model)
  }

  /// The number of color components a color in this space has, alpha not counted: 1 for
  /// gray, 3 for RGB.
  public var numberOfComponents: Int {
    switch model {
    case .monochrome: return 1
    case .rgb, .lab, .XYZ: return 3
    case .cmyk: return 4
    default: return 0
    }
  }

  /// Whether the color space can be the destination of a bitmap context (every gray and
  /// RGB space can).
  public var supportsOutput: Bool { model == .monochrome || model == .rgb }

  /// Color spaces are equal when they have the same name and model.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name && lhs.model == rhs.model
  }

  /// Hashes the name and model.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(model)
  }

  /// A description giving the name and model.
  public var description: String {
    "CGColorSpace(\(name ?? "device"), model: \(model))"
  }

  /// The standard RGB color space (IEC 61966-2-1), in which Mosaic draws.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// The sRGB primaries with components allowed beyond 0…1.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// The sRGB primaries with a linear transfer function.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Apple's wide-gamut Display P3 space (drawn as sRGB by Mosaic).
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// A gray space with a gamma of 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// A gray space with components allowed beyond 0…1.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// A gray space with a linear transfer function.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// The generic RGB color space.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"

  private static let models: [String: CGColorSpaceModel] = [
    sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, displayP3: .rgb,
    genericGrayGamma2_2: .monochrome, extendedGray: .monochrome, linearGray: .monochrome,
    genericRGBLinear: .rgb,
  ]

  /// The shared sRGB space of RGB colors.
  static let sRGBSpace = CGColorSpace(name: sRGB, model: .rgb)
  /// The shared gray space of gray colors.
  static let genericGraySpace = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)
  /// The device-dependent RGB space.
  static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
  /// The device-dependent gray space.
  static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
  /// The space of pattern colors.
  static let pattern = CGColorSpace(name: nil, model: .pattern)
}

/// Returns the device-dependent RGB color space (drawn as sRGB by Mosaic).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace.deviceRGB
}

/// Returns the device-dependent gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace.deviceGray
}
