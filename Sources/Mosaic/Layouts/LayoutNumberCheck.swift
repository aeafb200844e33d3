import Foundation
import MosaicCore

/// Checks the numbers a layout reads from its properties and its delegate before its engine
/// sees them: NaN and infinities become 0, and magnitudes past `LayoutNumbers.largestLength`
/// are clamped to it, so that sums of lengths stay finite. Negative spacings and insets are
/// kept (they overlap elements, as in UIKit). Each replacement is described in `messages`,
/// prefixed with the layout's class name, for the layout to write once.
struct LayoutNumberCheck {
  /// The class name the messages start with.
  let layoutName: String
  /// The replacements made, one sentence each, in order (each sentence once).
  private(set) var messages: [String] = []

  private mutating func note(_ message: String) {
    if !messages.contains(message) { messages.append(message) }
  }

  init(layout: AnyObject) { layoutName = String(describing: type(of: layout)) }

  /// A length the engine can use: finite, at most `LayoutNumbers.largestLength` either way.
  /// - Complexity: O(1).
  mutating func length(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    if value.isNaN || value.isInfinite {
      note("\(layoutName): \(place()) is \(value); it must be a finite number, so 0 is used")
      return 0
    }
    guard abs(value) > LayoutNumbers.largestLength else { return value }
    note(
      "\(layoutName): \(place()) is \(value), beyond the largest length "
        + "(\(LayoutNumbers.largestLength) points), which is used instead")
    return value < 0 ? -LayoutNumbers.largestLength : LayoutNumbers.largestLength
  }

  /// Insets with usable values.
  /// - Complexity: O(1).
  mutating func insets(_ i: UIEdgeInsets, _ place: String) -> UIEdgeInsets {
    if i == .zero { return i }
    return UIEdgeInsets(
      top: length(i.top, "\(place).top"), left: length(i.left, "\(place).left"),
      bottom: length(i.bottom, "\(place).bottom"), right: length(i.right, "\(place).right"))
  }

  /// Returns the messages gathered since the last call, and forgets them.
  mutating func drain() -> [String] {
    defer { messages = [] }
    return messages
  }

  /// An extent that cannot be negative (a header's height, an item's): usable, and not below 0.
  /// - Complexity: O(1).
  mutating func extent(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    max(0, length(value, place()))
  }
}
