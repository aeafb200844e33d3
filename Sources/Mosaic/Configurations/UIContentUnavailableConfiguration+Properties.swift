import Foundation

extension UIContentUnavailableConfiguration {
  /// How the image of a content-unavailable configuration looks.
  public struct ImageProperties: Hashable {
    /// The color of a template or symbol image; the secondary label color by default.
    public var tintColor: UIColor? = .secondaryLabel
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at (`.zero`: no limit). A symbol image is drawn
    /// at a 44-point symbol size unless this limits it.
    public var maximumSize: CGSize = .zero
    /// Whether the image keeps its colors when colors are inverted.
    public var accessibilityIgnoresInvertColors = false
  }

  /// How a text of a content-unavailable configuration looks.
  public struct TextProperties: Hashable {
    /// The font.
    public var font: UIFont
    /// The color.
    public var color: UIColor
    /// How lines are broken and truncated; by word by default.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The largest number of lines (0: no limit, the default).
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be drawn closer together before the text is truncated.
    public var allowsDefaultTighteningForTruncation = false

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }
  }

  /// What a button of a content-unavailable configuration does.
  public struct ButtonProperties: Hashable {
    /// The action performed when the button is tapped.
    public var primaryAction: UIAction?
    /// Whether the button can be tapped; true by default.
    public var isEnabled = true
    /// The button's role.
    public var role = UIButton.Role.normal
  }
}
