import Foundation
import MosaicCore

// The numbers a flow layout reads — its properties and its delegate's answers — are checked
// where they enter, before the engine sees them: UIKit's warnings for negative or zero item
// sizes and for items larger than the collection view, Mosaic's own for numbers that are not
// finite or too large. Each message is written once per layout, however many passes meet it.

extension UICollectionViewFlowLayout {
  /// UIKit's warning for an item size with a negative or zero extent.
  static let nonPositiveItemSizeMessage =
    "negative or zero item sizes are not supported in the flow layout"

  /// UIKit's warning for an item that does not fit across the collection view (vertical
  /// scrolling: its width; horizontal: its height).
  static func oversizedItemMessage(vertical: Bool) -> String {
    vertical
      ? "The behavior of the UICollectionViewFlowLayout is not defined because: the item width "
        + "must be less than the width of the UICollectionView minus the section insets left "
        + "and right values, minus the content insets left and right values."
      : "The behavior of the UICollectionViewFlowLayout is not defined because: the item height "
        + "must be less than the height of the UICollectionView minus the section insets top "
        + "and bottom values, minus the content insets top and bottom values."
  }

  /// Reports `message` as a warning (`FailureReport.warn`) unless this layout already did.
  func reportOnce(_ message: String) {
    guard !reportedIssues.contains(message) else { return }
    reportedIssues.append(message)
    FailureReport.warn(.collectionViewLayout, message)
  }

  /// An item size the engine can use. A negative or zero extent gets UIKit's warning (and
  /// counts as 0); an item larger than the room across the collection view (`across`: its
  /// width, or height when scrolling horizontally, less the section insets) gets UIKit's other
  /// warning and is laid out as UIKit does, alone on its line.
  /// The usable numbers go through `check`; the warnings are written at once.
  func checkedItemSize(
    _ size: CGSize, across room: CGFloat, vertical: Bool, check: inout LayoutNumberCheck
  ) -> CGSize {
    var size = CGSize(
      width: check.length(size.width, "an item's width"),
      height: check.length(size.height, "an item's height"))
    for message in check.drain() { reportOnce(message) }
    if size.width <= 0 || size.height <= 0 {
      reportOnce(Self.nonPositiveItemSizeMessage)
      size.width = max(0, size.width)
      size.height = max(0, size.height)
    }
    if (vertical ? size.width : size.height) > room + 0.001 {
      reportOnce(Self.oversizedItemMessage(vertical: vertical))
    }
    return size
  }
}
