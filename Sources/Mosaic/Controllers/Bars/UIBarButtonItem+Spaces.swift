import Foundation

extension UIBarButtonItem {
  /// Returns a space that takes its share of the room left in a toolbar.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
  }

  /// Returns a space `width` points wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Whether the item is a flexible or fixed space.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
