import Foundation

/// How the separators of the items of a list section look: whether the line above and the line
/// below an item show, how far they are inset from the item's edges, and their colors.
///
/// Set one for a whole section on `UICollectionLayoutListConfiguration.separatorConfiguration`,
/// and change it item by item in the configuration's `itemSeparatorHandler`. The line between
/// two neighbouring items is the first one's bottom separator; an item's top separator shows
/// only where it is asked for explicitly (`.visible`), above the first item of a section for
/// example. Automatic values take the list's own: separators under every item but a section's
/// last (none in sidebars), inset on the leading side to where the item's text starts.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Sendable, Hashable {
    /// The list decides, from the item's place in its section and the list's appearance.
    case automatic = 0
    /// The separator shows.
    case visible = 1
    /// The separator does not show.
    case hidden = 2
  }

  /// A placeholder for separator insets: each edge holding this value is replaced by the list
  /// with the inset it finds fitting (the leading edge where the item's text starts, the
  /// others zero). Edges with other values are used as they are.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: automaticInset, leading: automaticInset, bottom: automaticInset,
    trailing: automaticInset)

  /// The value of each edge of `automaticInsets`.
  static let automaticInset = CGFloat.greatestFiniteMagnitude

  /// Whether the separator above the item shows; `.automatic` by default (which shows none).
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether the separator below the item shows; `.automatic` by default (shown under every
  /// item but a section's last, except in sidebars).
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The insets of the separator above the item from the item's leading and trailing edges;
  /// `automaticInsets` by default.
  public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The insets of the separator below the item from the item's leading and trailing edges;
  /// `automaticInsets` by default.
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The color of the item's separators; the system's separator color by default.
  public var color: UIColor
  /// The color of the item's separators while it belongs to a group of selected items in a
  /// multiple selection; the system's separator color by default.
  public var multipleSelectionColor: UIColor

  /// A separator configuration with the defaults of lists of `listAppearance`: automatic
  /// visibility and insets, in the system's separator color.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    color = .separator
    multipleSelectionColor = .separator
  }

  /// The insets with every automatic edge replaced by the list's own inset for it: `leading`
  /// for the leading edge, zero for the others.
  func resolved(_ insets: NSDirectionalEdgeInsets, automaticLeading leading: CGFloat)
    -> NSDirectionalEdgeInsets
  {
    func edge(_ value: CGFloat, _ automatic: CGFloat) -> CGFloat {
      value == Self.automaticInset || !value.isFinite ? automatic : value
    }
    return NSDirectionalEdgeInsets(
      top: edge(insets.top, 0), leading: edge(insets.leading, leading),
      bottom: edge(insets.bottom, 0), trailing: edge(insets.trailing, 0))
  }
}
