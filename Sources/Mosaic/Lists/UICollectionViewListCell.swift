import Foundation

/// A cell with the styling of a list row: it hands out list content configurations from
/// `defaultContentConfiguration()` and background configurations from
/// `defaultBackgroundConfiguration()` in the styles of the list section it is shown in (a
/// section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; the plain
/// list's styles elsewhere), draws the section's separators and, in inset grouped lists, its
/// rounded corners, and shows `accessories` beside its content. Until the app sets a
/// background configuration of its own, the cell shows its list's default one.
///
/// A row of a list section whose configuration gives swipe actions slides sideways to reveal
/// them. Indentation is not provided.
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
  /// content: `cell()` in plain and grouped lists, `sidebarCell()` in sidebars, and the
  /// list's header style for a section's first item shown as its header.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let placement = listPlacement else { return .cell() }
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
    guard !accessoryStorage.isEmpty else { return }
    layoutAccessories(for: configurationState)
  }
}
