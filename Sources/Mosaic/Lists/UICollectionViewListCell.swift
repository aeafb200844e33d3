import Foundation

/// A cell with the styling of a list row: it hands out list content configurations from
/// `defaultContentConfiguration()` and background configurations from
/// `defaultBackgroundConfiguration()` in the styles of the list section it is shown in (a
/// section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; the plain
/// list's styles elsewhere), draws the section's separators and, in inset grouped lists, its
/// rounded corners, and shows `accessories` beside its content. Until the app sets a
/// background configuration of its own, the cell shows its list's default one.
///
/// Its content (and, with `indentsAccessories`, its leading accessories) is indented by
/// `indentationLevel` times `indentationWidth`; in an outline (a diffable data source's section
/// snapshot) the level is the item's depth. The separator under the row starts at
/// `separatorLayoutGuide`'s leading edge, which follows the text of the content by default.
/// A row of a list section whose configuration gives swipe actions slides sideways to reveal
/// them.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
  /// Creates a list cell with the given frame and the plain row's background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    showDefaultBackground()
  }

  /// Creates a list cell from an archive. Mosaic has no archives, so this makes the same
  /// cell as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    showDefaultBackground()
  }

  /// A list content configuration with the default styling of the cell's list and no
  /// content: `cell()` in plain and grouped lists, `sidebarCell()` in sidebars, the list's
  /// header style for a section's header (or first item shown as its header) and its footer
  /// style for a section's footer.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let placement = listPlacement else { return .cell() }
    if placement.isFooter {
      switch placement.appearance {
      case .grouped, .insetGrouped: return .groupedFooter()
      case .plain, .sidebar, .sidebarPlain: return .plainFooter()
      }
    }
    if placement.isHeader {
      switch placement.appearance {
      case .plain: return .plainHeader()
      case .grouped, .insetGrouped: return .groupedHeader()
      case .sidebar, .sidebarPlain: return .sidebarHeader()
      }
    }
    switch placement.appearance {
    case .sidebar, .sidebarPlain: return .sidebarCell()
    case .plain, .grouped, .insetGrouped: return .cell()
    }
  }

  /// The background of a row in the cell's list: `listPlainCell()` in plain lists (and
  /// outside lists), `listGroupedCell()` in grouped ones, `listSidebarCell()` in sidebars;
  /// the list's header background for a first item shown as the header.
  open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    guard let placement = listPlacement else { return .listPlainCell() }
    switch (placement.appearance, placement.isHeader) {
    case (.plain, true): return .listPlainHeaderFooter()
    case (.grouped, true), (.insetGrouped, true): return .listGroupedHeaderFooter()
    case (.sidebar, true), (.sidebarPlain, true): return .listSidebarHeader()
    case (.plain, false): return .listPlainCell()
    case (.grouped, false), (.insetGrouped, false): return .listGroupedCell()
    case (.sidebar, false), (.sidebarPlain, false): return .listSidebarCell()
    }
  }

  /// The background configuration. Until one is set, the cell shows its list's default
  /// (`defaultBackgroundConfiguration()`), which follows the list it is shown in.
  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    get { super.backgroundConfiguration }
    set {
      showsDefaultBackground = false
      super.backgroundConfiguration = newValue
    }
  }

  // MARK: Indentation (UICollectionViewListCell+Indentation.swift)

  /// How many levels the cell's content is indented; 0 by default. A diffable data source
  /// with section snapshots sets it to the item's level in its outline when the cell is
  /// dequeued.
  open var indentationLevel: Int = 0 {
    didSet { if oldValue != indentationLevel { setNeedsLayout() } }
  }

  /// The width of one level of indentation, in points; 10 by default. The content is
  /// indented by `indentationLevel` times this width.
  open var indentationWidth: CGFloat = 10 {
    didSet { if oldValue != indentationWidth { setNeedsLayout() } }
  }

  /// Whether the indentation moves the leading accessories along with the content (true, the
  /// default) or only the content view (false).
  open var indentsAccessories = true {
    didSet { if oldValue != indentsAccessories { setNeedsLayout() } }
  }

  // MARK: Separators (UICollectionViewListCell+Separators.swift)

  /// A guide for the separator under the cell: its frame is the separator's. Its leading edge
  /// follows the start of the text of a list content configuration by default; constrain its
  /// `leadingAnchor` (for example to a custom subview's leading edge) to move where the
  /// separator starts. It has effect in list sections, which draw separators.
  public var separatorLayoutGuide: UILayoutGuide { separatorGuide() }

  /// The guide behind `separatorLayoutGuide`, made on first use.
  var separatorGuideStorage: UILayoutGuide?
  /// The separator above the row, shown when its configuration asks for it.
  var topSeparatorView: UIView?
  /// A hook that changes the cell's separator configuration after its list's (a table row's
  /// own separator inset, for example).
  var separatorConfigurationOverride:
    ((UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  // MARK: List placement (UICollectionViewListCell+Placement.swift)

  /// Where the cell sits in its list section; nil outside list sections.
  var listPlacement: ListPlacement?
  /// Whether the background is the list's default one, which follows the list.
  var showsDefaultBackground = true
  /// The separator under the row.
  var separatorView: UIView?
  /// Whether the cell rounds its corners as a row of an inset grouped section.
  var roundsListCorners = false

  // MARK: Accessories

  /// The accessories shown beside the content; empty by default. Their sides and order are
  /// the system's for the system kinds (see `UICellAccessory`); each shows or hides as the
  /// collection view enters and leaves editing mode, as its `displayedState` says. The
  /// content view takes the width the accessories leave.
  open var accessories: [UICellAccessory] {
    get { accessoryStorage.map(\.accessory) }
    set { setAccessories(newValue) }
  }

  /// The accessory views, in the order of `accessories`.
  var accessoryStorage: [CellAccessoryView] = []

  /// A row with a header-style outline disclosure is not selected: a tap anywhere on it runs
  /// the disclosure (expanding or collapsing its item).
  override var tapActionReplacingSelection: (() -> Void)? { headerDisclosureTapAction }

  // MARK: Swipe actions (UICollectionViewListCell+SwipeActions.swift)

  /// The row's swipe while it is swiped or open; nil when it is closed.
  var swipe: CellSwipeState?

  /// Closes a swiped row before the cell shows another item.
  open override func prepareForReuse() {
    super.prepareForReuse()
    endSwipe()
  }

  /// Places the content view and the accessories for the cell's state (editing, expanded).
  open override func layoutSubviews() {
    defer { applySwipeOffset() }
    super.layoutSubviews()
    layoutSeparator()
  }

  /// Places the content view and the accessories (UICollectionViewListCell+Indentation.swift).
  override func layoutContentView() { layoutListContent() }
}
