import Foundation

extension UIListContentConfiguration {
  /// How the text or the secondary text of a list content configuration is drawn.
  public struct TextProperties: Hashable {
    /// How the lines of the text are aligned.
    public enum TextAlignment: Hashable, Sendable {
      /// Leading in the layout direction.
      case natural
      /// Centered.
      case center
      /// Stretched to the full width (drawn as natural alignment in Mosaic).
      case justified
    }

    /// A change of letter case applied to the text when it is shown.
    public enum TextTransform: Hashable, Sendable {
      /// The text as it is.
      case none
      /// Every letter in capitals.
      case uppercase
      /// Every letter in lowercase.
      case lowercase
      /// The first letter of every word in capitals.
      case capitalized
    }

    /// The font of the text.
    public var font: UIFont
    private var storedColor: UIColor
    /// Whether the app set `color`; a configuration's `updated(for:)` keeps such a color.
    private(set) var colorIsCustomized = false

    /// The color of the text. A color the app sets is kept by `updated(for:)`; the style's
    /// own color follows the state (a selected sidebar cell's text turns white).
    public var color: UIColor {
      get { storedColor }
      set {
        storedColor = newValue
        colorIsCustomized = true
      }
    }

    /// A transformer applied to `color` when the text is drawn; nil by default.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// How the lines are aligned; natural by default.
    public var alignment: TextAlignment = .natural
    /// How lines wrap and how text that does not fit is cut; tail truncation by default.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The maximum number of lines; 0 (as many as needed) by default.
    public var numberOfLines = 0
    /// Whether a single line shrinks its font to fit the width; false by default.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest multiple of the font size that `adjustsFontSizeToFitWidth` may use; 0 by
    /// default.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be tightened before the text is truncated; false by default
    /// (stored: Mosaic truncates without tightening).
    public var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the preferred content size category; true by default
    /// (stored: the desktop content size category is fixed).
    public var adjustsFontForContentSizeCategory = true
    /// Whether truncated text shows in full in an expansion when the pointer rests on it;
    /// false by default (stored: Mosaic shows no expansion text).
    public var showsExpansionTextWhenTruncated = false
    /// The change of case applied to the text; none by default.
    public var transform: TextTransform = .none

    /// Properties with a style's font and color, neither marked as customized.
    init(font: UIFont, color: UIColor) {
      self.font = font
      storedColor = color
    }

    /// Sets the style's color for a state, unless the app customized the color.
    mutating func applyDefaultColor(_ color: UIColor) {
      if !colorIsCustomized { storedColor = color }
    }

    /// The color the text is drawn in: `color` passed through `colorTransformer`.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    /// `text` with `transform` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .uppercase: return text.uppercased()
      case .lowercase: return text.lowercased()
      case .capitalized: return text.capitalized
      }
    }

    /// The label alignment of `alignment`.
    var labelAlignment: NSTextAlignment {
      switch alignment {
      case .natural, .justified: return .natural
      case .center: return .center
      }
    }
  }

  /// How the image of a list content configuration is sized and drawn.
  public struct ImageProperties: Hashable {
    /// The value for a dimension of `reservedLayoutSize` that asks for the system's
    /// standard width or height for symbol images, so that the text of rows with symbols of
    /// different widths lines up.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The configuration a symbol image is drawn with, applied over the style's (which
    /// follows the text's font); nil by default.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    private var storedTintColor: UIColor?
    /// Whether the app set `tintColor`; `updated(for:)` keeps such a color.
    private(set) var tintColorIsCustomized = false

    /// The tint of a template or symbol image; nil (the view's tint color) by default. A
    /// color the app sets is kept by `updated(for:)`; the style's own one follows the state.
    public var tintColor: UIColor? {
      get { storedTintColor }
      set {
        storedTintColor = newValue
        tintColorIsCustomized = true
      }
    }

    /// A transformer applied to the tint color when the image is drawn; nil by default.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the image's rounded corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at (scaled down keeping its aspect ratio); zero
    /// in a dimension for no limit. Zero by default.
    public var maximumSize: CGSize = .zero
    /// The size reserved for the image, in which it is centered; zero in a dimension to
    /// use the image's own size, `standardDimension` for the system's standard for symbol
    /// images. Zero by default.
    public var reservedLayoutSize: CGSize = .zero
    /// Whether the image stays as it is when the system inverts colors; false by default.
    public var accessibilityIgnoresInvertColors = false

    /// Properties with a style's tint color, not marked as customized.
    init(tintColor: UIColor? = nil) {
      storedTintColor = tintColor
    }

    /// Sets the style's tint for a state, unless the app customized the tint.
    mutating func applyDefaultTintColor(_ color: UIColor?) {
      if !tintColorIsCustomized { storedTintColor = color }
    }

    /// The tint the image is drawn with: `tintColor` (or `tintColor` passed in, the view's,
    /// when nil) through `tintColorTransformer`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let base = self.tintColor ?? tintColor
      return tintColorTransformer?(base) ?? base
    }
  }
}
