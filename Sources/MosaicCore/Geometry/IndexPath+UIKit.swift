import Foundation

// swift-corelibs Foundation has none of UIKit's IndexPath additions (checked with a
// probe against Swift 6.3.1), so all of them are provided here.
extension IndexPath {
  /// Creates a two-element index path `[section, item]` that addresses an item of a
  /// collection view.
  public init(item: Int, section: Int) {
    // Built index by index: a two-index path is stored inline, whereas going through an
    // array literal allocates (and frees) an array for every path.
    self.init(index: section)
    append(item)
  }

  /// Creates a two-element index path `[section, row]` that addresses a row of a
  /// table view.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The section: the first of the path's two indexes. Reading or writing it on a path
  /// that does not have exactly two indexes is a programmer error and traps.
  public var section: Int {
    get {
      precondition(count == 2, Self.uiKitPathMessage)
      return self[0]
    }
    set {
      precondition(count == 2, Self.uiKitPathMessage)
      self[0] = newValue
    }
  }

  /// The item within its section: the second of the path's two indexes. Reading or
  /// writing it on a path that does not have exactly two indexes traps.
  public var item: Int {
    get {
      precondition(count == 2, Self.uiKitPathMessage)
      return self[1]
    }
    set {
      precondition(count == 2, Self.uiKitPathMessage)
      self[1] = newValue
    }
  }

  /// The row within its section: the second of the path's two indexes (the same
  /// index as `item`). Reading or writing it on a path that does not have exactly two
  /// indexes traps.
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  private static let uiKitPathMessage =
    "Invalid index path for use with UICollectionView or UITableView: it must contain exactly two indexes, the section and the item (or row)."
}
