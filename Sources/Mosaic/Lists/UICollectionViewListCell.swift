import Foundation

/// A cell with the styling of a list row: it starts with the plain list row's background
/// configuration (gray while highlighted or selected), hands out list content configurations
/// from `defaultContentConfiguration()`, and shows `accessories` beside its content.
///
/// Mosaic has no list layout yet, so the cell always takes the plain list's styles;
/// indentation, separators and swipe actions are not provided.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
  /// Creates a list cell with the given frame and the plain row's background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundConfiguration = defaultBackgroundConfiguration()
  }

  /// Creates a list cell from an archive. Mosaic has no archives, so this makes the same
  /// cell as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundConfiguration = defaultBackgroundConfiguration()
  }

  /// A list content configuration with the default styling of the cell's list (the plain
  /// list's `cell()` style) and no content.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// The background of a row in the cell's list: `listPlainCell()`.
  open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    .listPlainCell()
  }

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

  /// Places the content view and the accessories for the cell's state (editing, expanded).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !accessoryStorage.isEmpty else { return }
    layoutAccessories(for: configurationState)
  }
}
