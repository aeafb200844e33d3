import Foundation

/// UIKit's additions to `NSIndexPath`: the section and the row (tables) or item (collection
/// views) of a two-index path.
extension NSIndexPath {
  /// Creates an index path to `row` in `section` of a table view.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// Creates an index path to `item` in `section` of a collection view.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The index of the section: the path's first index.
  public var section: Int { index(atPosition: 0) }

  /// The index of the row in its section (tables): the path's second index.
  public var row: Int { index(atPosition: 1) }

  /// The index of the item in its section (collection views): the path's second index.
  public var item: Int { index(atPosition: 1) }
}
