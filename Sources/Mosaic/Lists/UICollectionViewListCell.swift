import Foundation

/// A cell with the styling of a list row: it starts with the plain list row's background
/// configuration (gray while highlighted or selected) and hands out list content
/// configurations from `defaultContentConfiguration()`.
///
/// Mosaic has no list layout yet, so the cell always takes the plain list's styles;
/// accessories, indentation, separators and swipe actions are not provided.
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
}
