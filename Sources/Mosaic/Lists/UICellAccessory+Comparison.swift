import Foundation

extension UICellAccessory {
  /// Whether `other` is drawn exactly like this accessory (same kind, options, colors and
  /// text, or the same custom view), so a view showing one can show the other; their action
  /// handlers may differ.
  func looksLike(_ other: UICellAccessory) -> Bool {
    guard displayedState == other.displayedState, isHidden == other.isHidden,
      reservedLayoutWidth == other.reservedLayoutWidth, tintColor == other.tintColor
    else { return false }
    switch (kind, other.kind) {
    case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark):
      return true
    case (.delete(let a, _), .delete(let b, _)):
      return a.backgroundColor == b.backgroundColor
    case (.insert(let a, _), .insert(let b, _)):
      return a.backgroundColor == b.backgroundColor
    case (.reorder(let a), .reorder(let b)):
      return a.showsVerticalSeparator == b.showsVerticalSeparator
    case (.multiselect(let a), .multiselect(let b)):
      return a.backgroundColor == b.backgroundColor
    case (.outlineDisclosure(let a, _), .outlineDisclosure(let b, _)):
      return a.style == b.style
    case (.label(let a, let x), .label(let b, let y)):
      return a == b && x.font == y.font
    case (.customView(let a), .customView(let b)):
      return a.customView === b.customView && a.maintainsFixedSize == b.maintainsFixedSize
    default:
      return false
    }
  }
}
