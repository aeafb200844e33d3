import Foundation
import MosaicCore

extension UICollectionView {
  /// UIKit's message for layout attributes of a cell the data source does not have.
  static func nonexistentCellMessage(_ indexPath: IndexPath) -> String {
    "UICollectionView received layout attributes for a cell with an index path that does not "
      + "exist: \(UpdateItem.describe(indexPath))"
  }

  /// `attributes`, as a layout returned them, less those of cells whose index paths the data
  /// source does not have — checked before any cell is asked for. UIKit raises an
  /// `NSInternalInconsistencyException` for such attributes; here, as for invalid batch
  /// updates (`invalidUpdatePolicy`), debug builds stop with UIKit's message and release builds
  /// write it to standard error (once per index path) and skip the attributes.
  /// - Complexity: O(attributes), no allocation when every index path exists.
  func droppingNonexistentCells(_ attributes: [UICollectionViewLayoutAttributes])
    -> [UICollectionViewLayoutAttributes]
  {
    let counts = loadedCounts()
    func exists(_ a: UICollectionViewLayoutAttributes) -> Bool {
      guard a.representedElementCategory == .cell else { return true }
      let path = a.indexPath
      return path.count == 2 && counts.indices.contains(path.section) && path.item >= 0
        && path.item < counts[path.section]
    }
    guard attributes.contains(where: { !exists($0) }) else { return attributes }
    return attributes.filter { a in
      if exists(a) { return true }
      let message = Self.nonexistentCellMessage(a.indexPath)
      switch Self.invalidUpdatePolicy {
      case .trap:
        collectionViewFailure(message)
      case .logAndReload:
        if reportedNonexistentCells.insert(a.indexPath).inserted {
          Self.invalidUpdateLog(
            "*** Mosaic: 'NSInternalInconsistencyException', reason: '\(message)'; the "
              + "attributes are skipped")
        }
      }
      return false
    }
  }
}
