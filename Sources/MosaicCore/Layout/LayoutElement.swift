import Foundation

/// One positioned element of a layout: an item, a section header or a section footer,
/// with the index path UIKit gives it and its frame in content coordinates.
package struct LayoutElement: Hashable, Sendable {
  /// What an element is.
  package enum Kind: Hashable, Sendable {
    /// A cell of the collection view.
    case item
    /// A section's header (UIKit's `elementKindSectionHeader`).
    case header
    /// A section's footer (UIKit's `elementKindSectionFooter`).
    case footer
  }

  /// Whether this is an item, a header or a footer.
  package var kind: Kind
  /// The element's index path: `[section, item]` for items and `[section, 0]` for
  /// headers and footers, as UIKit addresses supplementary views.
  package var indexPath: IndexPath
  /// The element's frame in the content's coordinate space.
  package var frame: CGRect

  /// Creates an element of `kind` at `indexPath` with `frame`.
  package init(kind: Kind, indexPath: IndexPath, frame: CGRect) {
    self.kind = kind
    self.indexPath = indexPath
    self.frame = frame
  }
}
