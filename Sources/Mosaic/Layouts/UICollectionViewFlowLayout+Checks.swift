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

  /// Writes `message` to standard error unless this layout already wrote it.
  func reportOnce(_ message: String) {
    guard !reportedIssues.contains(message) else { return }
    reportedIssues.append(message)
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// A length the engine can use: a finite number, at most `LayoutNumbers.largestLength` either
  /// way (NaN and infinities become 0), or `value` itself when it is one.
  func usableLength(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    if value.isNaN || value.isInfinite {
      reportOnce(
        "UICollectionViewFlowLayout: \(place()) is \(value); it must be a finite number, so 0 is "
          + "used")
      return 0
    }
    guard abs(value) > LayoutNumbers.largestLength else { return value }
    reportOnce(
      "UICollectionViewFlowLayout: \(place()) is \(value), beyond the largest length "
        + "(\(LayoutNumbers.largestLength) points), which is used instead")
    return value < 0 ? -LayoutNumbers.largestLength : LayoutNumbers.largestLength
  }

  /// Insets with usable values.
  func usableInsets(_ i: UIEdgeInsets, _ place: String) -> UIEdgeInsets {
    if i == .zero { return i }
    return UIEdgeInsets(
      top: usableLength(i.top, "\(place).top"), left: usableLength(i.left, "\(place).left"),
      bottom: usableLength(i.bottom, "\(place).bottom"),
      right: usableLength(i.right, "\(place).right"))
  }

  /// A header or footer size with usable values, negative extents taken as 0.
  func usableReferenceSize(_ s: CGSize, _ place: String) -> CGSize {
    CGSize(
      width: max(0, usableLength(s.width, "\(place).width")),
      height: max(0, usableLength(s.height, "\(place).height")))
  }

  /// An item size the engine can use. A negative or zero extent gets UIKit's warning (and
  /// counts as 0); an item larger than the room across the collection view (`across`: its
  /// width, or height when scrolling horizontally, less the section insets) gets UIKit's other
  /// warning and is laid out as UIKit does, alone on its line.
  func checkedItemSize(_ size: CGSize, across room: CGFloat, vertical: Bool) -> CGSize {
    var size = CGSize(
      width: usableLength(size.width, "an item's width"),
      height: usableLength(size.height, "an item's height"))
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
