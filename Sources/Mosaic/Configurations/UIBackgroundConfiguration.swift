import Foundation

/// The background of a cell, header or footer: a color, an image or a view of the app's,
/// with insets, rounded corners and a stroke, in one of the system's list styles or made
/// from `clear()`.
///
/// Assign it to a cell's `backgroundConfiguration`. Properties the app sets are kept when
/// the cell's state changes; the style's own values follow the state (`updated(for:)`): a
/// highlighted or selected list row turns gray, a selected sidebar row takes the tint color.
public struct UIBackgroundConfiguration: Hashable {
  /// The styles a background configuration can be made from.
  enum Style: Hashable, Sendable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
  }

  /// The style the configuration was made from.
  let style: Style

  /// A view of the app's shown over the background color, inside the insets and clipped to
  /// the corner radius; nil by default.
  public var customView: UIView?
  /// The radius of the background's rounded corners; 0 for most styles.
  public var cornerRadius: CGFloat = 0
  /// The distances the background is inset from the view's edges; zero by default.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The edges at which the view's layout margins are added to `backgroundInsets`; none by
  /// default.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

  private var storedBackgroundColor: UIColor?
  /// Whether the app set `backgroundColor`; `updated(for:)` keeps such a color.
  private(set) var backgroundColorIsCustomized = false
  /// The background color; nil means the view's tint color. A color the app sets is kept
  /// by `updated(for:)`; the style's own color follows the state.
  public var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      backgroundColorIsCustomized = true
    }
  }
  /// A transformer applied to the background color when it is drawn; nil by default.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?

  /// The visual effect (a blur) to show behind the content; nil by default. Mosaic keeps
  /// the value and draws no effect.
  public var visualEffect: UIVisualEffect?

  /// An image drawn over the background color, inside the insets; nil by default.
  public var image: UIImage?
  /// How `image` fills the background; `.scaleToFill` by default.
  public var imageContentMode: UIView.ContentMode = .scaleToFill

  /// The color of the stroke around the background; nil means the view's tint color.
  /// `.clear` by default.
  public var strokeColor: UIColor? = .clear
  /// A transformer applied to the stroke color when it is drawn; nil by default.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The width of the stroke; 0 (no stroke) by default.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke reaches outside the background's edges; 0 by default.
  public var strokeOutset: CGFloat = 0

  /// A configuration of `style` with its background color, not marked as customized.
  init(style: Style, backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
    self.style = style
    storedBackgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
  }

  /// The background color to draw: `backgroundColor` (or `tintColor` when it is nil)
  /// through `backgroundColorTransformer`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let base = backgroundColor ?? tintColor
    return backgroundColorTransformer?(base) ?? base
  }

  /// The stroke color to draw: `strokeColor` (or `tintColor` when it is nil) through
  /// `strokeColorTransformer`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer?(base) ?? base
  }

  /// Returns this configuration with its style's background color for `state`, unless the
  /// app set the color: list rows are gray (the system gray 4) while highlighted or
  /// selected; a selected sidebar row takes the tint color (nil) and a highlighted one the
  /// system gray 5; an accompanying sidebar's row is system gray 5 while highlighted or
  /// selected.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard !backgroundColorIsCustomized else { return self }
    var c = self
    c.storedBackgroundColor = style.backgroundColor(for: state.viewStates)
    return c
  }

  /// A background that draws nothing.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .clear, backgroundColor: .clear)
  }

  /// The background of a row in a plain list: the system background color.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
  }

  /// The background of a row in a grouped or inset grouped list: the secondary system
  /// grouped background color.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(
      style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
  }

  /// The background of a row in a sidebar: clear, with 10-point rounded corners (a best
  /// reconstruction of iPadOS 15–17's), tinted when the row is selected.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear, cornerRadius: 10)
  }

  /// The background of a row in a sidebar that accompanies other content: clear, with
  /// 10-point rounded corners, gray when the row is selected.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(
      style: .listAccompaniedSidebarCell, backgroundColor: .clear, cornerRadius: 10)
  }

  /// The background of a header or footer in a plain list: the system background color
  /// (plain headers stay opaque while pinned over the rows).
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
  }

  /// The background of a header or footer in a grouped list: clear.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
  }

  /// The background of a header in a sidebar: clear.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarHeader, backgroundColor: .clear)
  }
}

extension UIBackgroundConfiguration.Style {
  /// The style's background color in a state (nil: the tint color).
  func backgroundColor(
    for state: (selected: Bool, highlighted: Bool, disabled: Bool, focused: Bool)
  ) -> UIColor? {
    switch self {
    case .clear:
      return .clear
    case .listPlainCell:
      return state.selected || state.highlighted ? .systemGray4 : .systemBackground
    case .listGroupedCell:
      return state.selected || state.highlighted
        ? .systemGray4 : .secondarySystemGroupedBackground
    case .listSidebarCell:
      if state.selected { return nil }
      return state.highlighted ? .systemGray5 : .clear
    case .listAccompaniedSidebarCell:
      return state.selected || state.highlighted ? .systemGray5 : .clear
    case .listPlainHeaderFooter:
      return .systemBackground
    case .listGroupedHeaderFooter, .listSidebarHeader:
      return .clear
    }
  }
}
