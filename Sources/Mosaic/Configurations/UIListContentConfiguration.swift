import Foundation

/// The content and styling of a list row, header or footer: an image, a text and a
/// secondary text, with the fonts, colors and metrics of one of the system's list styles.
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, `groupedHeader()`, …) or a
/// cell's `defaultContentConfiguration()`, fill in the content and assign it to a cell's
/// `contentConfiguration` or to a `UIListContentView`. Properties the app sets are kept when
/// the cell's state changes; the style's own values follow the state (`updated(for:)`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The style the configuration was made from.
  let style: Style

  /// The image shown before the text; nil by default.
  public var image: UIImage?
  /// How the image is sized and tinted.
  public var imageProperties: ImageProperties

  /// The primary text; nil by default. Setting it clears `attributedText`.
  public var text: String? {
    didSet { if text != nil { attributedText = nil } }
  }
  /// The primary text as an attributed string; nil by default. Setting it clears `text`.
  /// Mosaic shows its characters with `textProperties` (the attributes are not applied).
  public var attributedText: NSAttributedString? {
    didSet { if attributedText != nil { text = nil } }
  }
  /// The secondary text; nil by default. Setting it clears `secondaryAttributedText`.
  public var secondaryText: String? {
    didSet { if secondaryText != nil { secondaryAttributedText = nil } }
  }
  /// The secondary text as an attributed string; nil by default. Setting it clears
  /// `secondaryText`. Mosaic shows its characters with `secondaryTextProperties`.
  public var secondaryAttributedText: NSAttributedString? {
    didSet { if secondaryAttributedText != nil { secondaryText = nil } }
  }
  /// How the primary text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties

  /// The axes along which the content view also keeps its content out of its superview's
  /// layout margins (a cell's); both by default.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// The margins between the content view's edges and its content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// Whether the text and the secondary text sit side by side when they fit (otherwise
  /// they are stacked); true for `valueCell()`.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat
  /// The space between the text and the secondary text when they sit side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat
  /// The space between the text and the secondary text when they are stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat

  /// The characters of the primary text (attributed or not), nil when there is none.
  var displayedText: String? { attributedText?.string ?? text }
  /// The characters of the secondary text (attributed or not), nil when there is none.
  var displayedSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

  /// Makes a `UIListContentView` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Returns this configuration with its style's colors for `state` applied to the text,
  /// the secondary text and the image tint, except those the app set. The list styles'
  /// colors change for a disabled row (dimmed text and image) and for a selected sidebar
  /// cell (white text and image on the tint-colored background).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    var c = self
    let colors = style.colors(for: state.viewStates)
    c.textProperties.applyDefaultColor(colors.text)
    c.secondaryTextProperties.applyDefaultColor(colors.secondaryText)
    c.imageProperties.applyDefaultTintColor(colors.imageTint)
    return c
  }
}
