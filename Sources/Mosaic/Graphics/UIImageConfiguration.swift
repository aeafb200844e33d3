/// The settings an image is drawn with (its base class: symbol images use
/// `UIImage.SymbolConfiguration`). Configurations are immutable values; two are equal when
/// their settings are.
open class UIImageConfiguration: NSObject, @unchecked Sendable {
  /// Creates an empty configuration.
  override init() {
    super.init()
  }

  /// Returns this configuration with the settings of `otherConfiguration` that it
  /// specifies taking precedence; `self` when the other is nil.
  public func applying(_ otherConfiguration: UIImageConfiguration?) -> Self {
    self
  }
}

extension UIImage {
  /// The base class of image configurations.
  public typealias Configuration = UIImageConfiguration

  /// The weights a symbol image can be drawn with, from ultra light to black.
  ///
  /// The desktop icon theme has a single stroke weight: Mosaic keeps the weight in the
  /// configuration but draws every weight alike.
  public enum SymbolWeight: Int, Sendable, Hashable {
    /// No weight given: the default (regular) applies.
    case unspecified = 0
    /// The thinnest weight.
    case ultraLight = 1
    /// A thin weight.
    case thin = 2
    /// A light weight.
    case light = 3
    /// The regular weight.
    case regular = 4
    /// A medium weight.
    case medium = 5
    /// A semibold weight.
    case semibold = 6
    /// A bold weight.
    case bold = 7
    /// A heavy weight.
    case heavy = 8
    /// The heaviest weight.
    case black = 9

    /// The font weight that corresponds to this symbol weight.
    public func fontWeight() -> UIFont.Weight {
      switch self {
      case .ultraLight: return .ultraLight
      case .thin: return .thin
      case .light: return .light
      case .unspecified, .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      case .heavy: return .heavy
      case .black: return .black
      }
    }
  }

  /// The sizes of a symbol image relative to its point size.
  public enum SymbolScale: Int, Sendable, Hashable {
    /// The default scale (medium).
    case `default` = -1
    /// No scale given: the default applies.
    case unspecified = 0
    /// A smaller symbol.
    case small = 1
    /// The standard size.
    case medium = 2
    /// A larger symbol.
    case large = 3
  }

  /// The configuration of a symbol image: its point size (or text style), weight and
  /// scale. Settings left unspecified take their defaults (17 points, regular, medium).
  ///
  /// Final in Mosaic (UIKit's class is open), so that `applying(_:)` can return `Self`
  /// without a required initializer.
  public final class SymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    /// The point size of the symbol; nil when unspecified.
    let pointSize: CGFloat?
    /// The symbol's weight.
    let weight: UIImage.SymbolWeight
    /// The symbol's scale.
    let scale: UIImage.SymbolScale
    /// The text style whose size the symbol follows, when given one.
    let textStyle: UIFont.TextStyle?

    init(
      pointSize: CGFloat?, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
      textStyle: UIFont.TextStyle?
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration that specifies nothing.
    public static var unspecified: UIImage.SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration with a point size (default weight and scale).
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration with a point size and weight (default scale).
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration with a point size, weight and scale.
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// Creates a configuration with a scale (default point size and weight).
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// Creates a configuration with a weight (default point size and scale).
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration whose point size is that of a text style's font (17 points
    /// for `.body`).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// Creates a configuration with a text style's size and a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// Creates a configuration from a font: its point size and the nearest weight.
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// Creates a configuration from a font (its point size and nearest weight) and a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      let nearest = font.weight.nearest.weight
      let weight =
        [
          UIImage.SymbolWeight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold,
          .heavy, .black,
        ].first { $0.fontWeight() == nearest } ?? .regular
      self.init(pointSize: font.pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// Returns this configuration with the settings `configuration` specifies replacing
    /// this one's; `self` when it is nil.
    public func applying(_ configuration: UIImage.SymbolConfiguration?) -> Self {
      guard let other = configuration else { return self }
      let sized = other.pointSize != nil || other.textStyle != nil
      return Self(
        pointSize: sized ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: sized ? other.textStyle : textStyle)
    }

    /// Returns this configuration with the symbol settings of `otherConfiguration`
    /// replacing this one's; `self` when it is nil or not a symbol configuration.
    public override func applying(_ otherConfiguration: UIImageConfiguration?) -> Self {
      applying(otherConfiguration as? UIImage.SymbolConfiguration)
    }

    /// Returns the same configuration without a point size, weight or scale.
    public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// Returns the same configuration without a scale.
    public func configurationWithoutScale() -> UIImage.SymbolConfiguration {
      SymbolConfiguration(
        pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
    }

    /// Returns the same configuration without a text style.
    public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration {
      SymbolConfiguration(
        pointSize: textStyle == nil ? pointSize : nil, weight: weight, scale: scale, textStyle: nil)
    }

    /// Returns the same configuration without a weight.
    public func configurationWithoutWeight() -> UIImage.SymbolConfiguration {
      SymbolConfiguration(
        pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// Whether `configuration` specifies the same point size, weight, scale and text style.
    public func isEqual(to configuration: UIImage.SymbolConfiguration?) -> Bool {
      guard let other = configuration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    /// Whether `object` is a symbol configuration with the same settings.
    public override func isEqual(_ object: Any?) -> Bool {
      isEqual(to: object as? UIImage.SymbolConfiguration)
    }

    /// A hash of the settings, equal for equal configurations.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
      return hasher.finalize()
    }

    /// A description listing the settings.
    public override var description: String {
      "UIImage.SymbolConfiguration(pointSize: \(pointSize ?? 0), weight: \(weight), scale: \(scale)"
        + (textStyle.map { ", textStyle: \($0.rawValue)" } ?? "") + ")"
    }

    /// The point size the symbol is drawn at: the given size, the text style's, or 17.
    var resolvedPointSize: CGFloat {
      if let pointSize { return pointSize }
      if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
      return 17
    }

    /// How much the scale enlarges or shrinks the symbol.
    var scaleFactor: CGFloat {
      switch scale {
      case .small: return 0.8
      case .large: return 1.25
      default: return 1
      }
    }
  }
}
