import Foundation

/// How a list section of a compositional layout looks and behaves: its appearance, its
/// separators, and where its headers and footers come from. Give it to
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` for one section, or to
/// `UICollectionViewCompositionalLayout.list(using:)` for a layout of list sections only.
///
/// A list section stacks full-width rows whose heights are estimated at 44 points and then
/// measured (through `preferredLayoutAttributesFitting(_:)`). `UICollectionViewListCell`s in
/// it take the appearance's styles: their `defaultContentConfiguration()` and
/// `defaultBackgroundConfiguration()`, a separator under every row but the section's last
/// (when `showsSeparators`), and, in inset grouped lists, the rounded corners of the group.
public struct UICollectionLayoutListConfiguration {
  /// The overall style of a list.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge on the system background, headers pinned while their section shows.
    case plain = 0
    /// Rows edge to edge in groups on the grouped background, with space between sections.
    case grouped = 1
    /// Groups inset from the edges with rounded corners, on the grouped background.
    case insetGrouped = 2
    /// The rows of a sidebar: no separators, rounded selection.
    case sidebar = 3
    /// The rows of a sidebar that sits on a plain background.
    case sidebarPlain = 4
  }

  /// Where a list section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// The section has no header.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item, styled as a header (in outlines, the parent row).
    case firstItemInSection = 2
  }

  /// Where a list section's footer comes from.
  public enum FooterMode: Int, Sendable {
    /// The section has no footer.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The list's appearance, set when the configuration is made.
  public private(set) var appearance: Appearance
  /// Whether rows show separators; true by default (sidebars never show them).
  public var showsSeparators = true
  /// The color behind the list; nil (the default) leaves the appearance's color: the system
  /// background for plain lists and sidebars, the grouped background for grouped ones.
  /// A collection view laid out by `UICollectionViewCompositionalLayout.list(using:)` shows it
  /// behind its content while its own `backgroundColor` is nil.
  public var backgroundColor: UIColor?
  /// Where the section's header comes from; `.none` by default.
  public var headerMode: HeaderMode = .none
  /// Where the section's footer comes from; `.none` by default.
  public var footerMode: FooterMode = .none
  /// The space above each section's header; nil (the default) leaves the appearance's own.
  public var headerTopPadding: CGFloat?
  /// The look of the section's separators, the baseline every item starts from; the defaults
  /// of the list's appearance unless set (see `UIListSeparatorConfiguration`). It has no
  /// effect while `showsSeparators` is false.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// A closure that changes the separators of one item: it gets the item's index path and
  /// the section's separator configuration for it, and returns the configuration the item
  /// uses. Nil by default (every item uses `separatorConfiguration`).
  public var itemSeparatorHandler: ItemSeparatorHandler?

  /// The type of `itemSeparatorHandler`: given an item's index path and its section's
  /// separator configuration, the configuration the item's separators use.
  public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) ->
    UIListSeparatorConfiguration

  /// A closure that gives the swipe actions of the row at an index path, or nil for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// Gives the actions revealed when a row is swiped from its leading edge (to the right in
  /// left-to-right layouts); asked when a swipe starts. Nil (the default), a nil answer or a
  /// configuration without actions: the row does not swipe that way.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Gives the actions revealed when a row is swiped from its trailing edge (to the left in
  /// left-to-right layouts); asked when a swipe starts or its `.delete` accessory is tapped.
  /// Nil (the default), a nil answer or a configuration without actions: no swipe that way.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A configuration with the given appearance and the default values of everything else.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// Whether rows sit in groups (grouped and inset grouped lists).
  var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

/// Where a `UICollectionViewListCell` sits in a list section: what styles it takes.
struct ListPlacement: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var showsSeparators: Bool
  /// The first and the last row of its section.
  var isFirst: Bool
  var isLast: Bool
  /// The section's first item shown as its header (`HeaderMode.firstItemInSection`).
  var isHeader: Bool
  /// A section's footer (shown with the list's footer style).
  var isFooter = false
  /// The item's separators as its section resolves them (nil for headers and footers).
  var separators: ListItemSeparators? = nil
}

/// The separators of one list item, their visibility resolved from its place in the section
/// and its neighbour's configuration; insets may still hold automatic edges, which the cell
/// resolves from where its text starts.
struct ListItemSeparators: Equatable {
  var showsTop: Bool
  var showsBottom: Bool
  var configuration: UIListSeparatorConfiguration
}
