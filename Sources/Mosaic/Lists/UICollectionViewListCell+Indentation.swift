import Foundation

extension UICollectionViewListCell {
  /// How far the content is indented from the leading edge: `indentationLevel` times
  /// `indentationWidth` (never negative). A subclass placing views of its own in the content
  /// view reads the content view's frame, which already leaves this room.
  var indentation: CGFloat {
    let offset = CGFloat(max(0, indentationLevel)) * indentationWidth
    return offset.isFinite ? max(0, offset) : 0
  }

  /// Places the content view and the accessories for the cell's state: the content view
  /// fills the room the accessories and the indentation leave (mirrored in right-to-left
  /// layouts).
  func layoutListContent() {
    guard accessoryStorage.isEmpty else {
      layoutAccessories(for: configurationState)
      return
    }
    let indent = indentation
    var frame = bounds
    if indent > 0 {
      frame.size.width = max(0, bounds.width - indent)
      if effectiveUserInterfaceLayoutDirection != .rightToLeft { frame.origin.x += indent }
    }
    contentView.frame = frame
  }
}

/// A data source that knows how deep each of its items is in an outline (a diffable data
/// source with section snapshots): list cells take the depth as their indentation level.
@MainActor
protocol OutlineLevelProviding: AnyObject {
  /// The depth of the item at `indexPath` in its section's outline: 0 for a root item.
  func outlineLevel(ofItemAt indexPath: IndexPath) -> Int
}
