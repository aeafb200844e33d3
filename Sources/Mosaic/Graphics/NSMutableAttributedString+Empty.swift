import Foundation

extension NSMutableAttributedString {
  /// Creates an empty attributed string, to be built up with `append(_:)` (as on Apple
  /// platforms, where Foundation has this initializer).
  public convenience init() {
    self.init(string: "")
  }
}
