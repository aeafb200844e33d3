import Foundation
import MosaicCore

extension UICollectionView {
  /// UIKit's message for layout attributes of a cell the data source does not have.
  static func nonexistentCellMessage(_ indexPath: IndexPath) -> String {
    "UICollectionView received layout attributes for a cell with an index path that does not "
      + "exist: \(UpdateItem.describe(indexPath))"
  }

  /// Mosaic's message for layout attributes whose frame has NaN or an infinity in it (UIKit
  /// stops when such a frame reaches the view's layer).
  static func nonFiniteFrameMessage(_ a: UICollectionViewLayoutAttributes) -> String {
    let element: String
    switch a.representedElementCategory {
    case .cell: element = "the cell"
    case .supplementaryView:
      element = "the supplementary view of kind \(a.representedElementKind ?? "")"
    case .decorationView:
      element = "the decoration view of kind \(a.representedElementKind ?? "")"
    }
    return "UICollectionView received layout attributes with a frame that is not finite "
      + "(\(a.frame)) for \(element) at \(UpdateItem.describe(a.indexPath))"
  }

  /// `attributes`, as a layout returned them, less those of cells whose index paths the data
  /// source does not have and those whose frames are not finite — checked before any view is
  /// asked for. UIKit raises an `NSInternalInconsistencyException` for a cell that does not
  /// exist; here, as for invalid batch updates (`FailureReport`), debug builds stop with
  /// the message and release builds write it to standard error (once per element) and skip the
  /// attributes.
  /// - Complexity: O(attributes), no allocation when all of them are sound.
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
    func isFinite(_ a: UICollectionViewLayoutAttributes) -> Bool {
      let f = a.frame
      return f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite
    }
    // A plain loop: a closure here would check its actor isolation once an element.
    var anyFault = false
    for a in attributes where !exists(a) || !isFinite(a) {
      anyFault = true
      break
    }
    guard anyFault else { return attributes }
    return attributes.filter { a in
      let message: String
      if !exists(a) {
        message = Self.nonexistentCellMessage(a.indexPath)
      } else if !isFinite(a) {
        message = Self.nonFiniteFrameMessage(a)
      } else {
        return true
      }
      if reportedLayoutAttributeFaults.insert(ElementKey(a)).inserted {
        FailureReport.raise(
          .collectionViewLayout, message,
          line: "*** Mosaic: 'NSInternalInconsistencyException', reason: '\(message)'; the "
            + "attributes are skipped",
          trapMessage: FailureReport.uncaughtException(
            "NSInternalInconsistencyException", reason: message))
      }
      return false
    }
  }

  /// `size`, a layout's `collectionViewContentSize`, with NaN, infinite and negative extents
  /// replaced by 0 — the scroll view's geometry is never given them. The first replacement is
  /// reported as a warning (`FailureReport.warn`), in debug and release builds alike.
  func usableContentSize(_ size: CGSize, from layout: UICollectionViewLayout) -> CGSize {
    func usable(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
    let result = CGSize(width: usable(size.width), height: usable(size.height))
    if result != size, !(size.width == 0 && size.height == 0), !reportedContentSizeFault {
      reportedContentSizeFault = true
      FailureReport.warn(
        .collectionViewLayout,
        "*** Mosaic: \(type(of: layout)) returned a collectionViewContentSize of "
          + "\(size.width)×\(size.height), which is not a finite size not below 0; "
          + "\(result.width)×\(result.height) is used")
    }
    return result
  }
}
