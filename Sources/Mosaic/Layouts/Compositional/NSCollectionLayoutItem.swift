import Foundation

/// The smallest part of a compositional layout: one cell's size, its insets, the spacing
/// around it and the supplementary views (such as badges) attached to it.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size; fractional dimensions are of its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Supplementary views attached to the item, such as badges.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Space added inside the item's computed size around its content: the cell's frame is the
  /// computed frame less these insets. Zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space outside the item, applied before it is placed; nil (none) by default.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// Creates an item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of `layoutSize` with supplementary views attached.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    storedSupplementaryItems = supplementaryItems
    super.init()
  }

  /// The item as the layout engine reads it.
  var specification: CompositionalItem {
    CompositionalItem(
      size: layoutSize.value, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.value,
      supplementaryItems: supplementaryItems.map(\.supplementarySpecification))
  }

  /// A copy of the item with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }
}

/// A point of a container where a supplementary item is attached: an edge, a corner or the
/// centre, moved by an absolute or fractional offset.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// The edges the anchor lies on: none for the centre, one for the middle of an edge, two
  /// for a corner.
  public let edges: NSDirectionalRectEdge
  /// The offset from that point: points, or fractions of the attached view's size.
  public let offset: CGPoint
  /// Whether the offset is in points.
  public let isAbsoluteOffset: Bool
  /// Whether the offset is a fraction of the attached view's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

  /// Creates an anchor on `edges`.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// Creates an anchor on `edges` moved by `absoluteOffset` points.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
    super.init()
  }

  /// Creates an anchor on `edges` moved by `fractionalOffset` times the attached view's size:
  /// `(0.3, -0.3)` on the top-trailing corner pushes a badge a third out past that corner.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
    super.init()
  }

  var value: CompositionalAnchor {
    CompositionalAnchor(edges: edges, offset: offset, isFractionalOffset: !isAbsoluteOffset)
  }

  /// Returns the anchor itself: anchors are immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A supplementary view attached to an item or a group, placed by anchors (a badge, a
/// marker).
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view, as registered with the collection view.
  public let elementKind: String
  /// The point of the item or group the view is attached to.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// The point of the view placed on `containerAnchor`; nil places the view inside the
  /// container's edge or corner.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The view's stacking order; 1 by default, above cells.
  open var zIndex: Int = 1

  /// Creates a supplementary item of `layoutSize` attached at `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// Creates a supplementary item of `layoutSize` whose `itemAnchor` point is placed on the
  /// container's `containerAnchor` point.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  var supplementarySpecification: CompositionalSupplementaryItem {
    CompositionalSupplementaryItem(
      size: layoutSize.value, elementKind: elementKind, containerAnchor: containerAnchor.value,
      itemAnchor: itemAnchor?.value, zIndex: zIndex, contentInsets: contentInsets)
  }

  /// A copy of the supplementary item with the same values.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
    copy.zIndex = zIndex
    copy.contentInsets = contentInsets
    return copy
  }
}

/// A header, footer or other supplementary view placed along an edge of a section or of the
/// whole layout.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner the view sits on.
  public let alignment: NSRectAlignment
  /// An offset from that place, in points.
  public let offset: CGPoint
  /// Whether the view takes room along the scroll axis, pushing the section's content; true
  /// by default.
  open var extendsBoundary = true
  /// Whether the view stays in the visible area while its section is visible (a sticky
  /// header); false by default.
  open var pinToVisibleBounds = false

  /// Creates a boundary item of `layoutSize` at `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Creates a boundary item of `layoutSize` at `alignment`, moved by `absoluteOffset` points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
  }

  var boundarySpecification: CompositionalBoundaryItem {
    CompositionalBoundaryItem(
      size: layoutSize.value, elementKind: elementKind, alignment: alignment,
      absoluteOffset: offset, pinToVisibleBounds: pinToVisibleBounds,
      extendsBoundary: extendsBoundary, zIndex: zIndex, contentInsets: contentInsets)
  }

  /// A copy of the boundary item with the same values.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: offset)
    copy.zIndex = zIndex
    copy.contentInsets = contentInsets
    copy.extendsBoundary = extendsBoundary
    copy.pinToVisibleBounds = pinToVisibleBounds
    return copy
  }
}

/// A decoration view behind a section, such as its background.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of decoration view, as registered with the layout.
  public let elementKind: String
  /// The view's stacking order; 0 by default, behind the section's cells.
  open var zIndex: Int = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A decoration that covers its whole section, behind the cells; inset it with
  /// `contentInsets`. Register its class with `register(_:forDecorationViewOfKind:)`.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }

  var decorationSpecification: CompositionalDecorationItem {
    CompositionalDecorationItem(
      elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets)
  }

  /// A copy of the decoration item with the same values.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
    copy.zIndex = zIndex
    copy.contentInsets = contentInsets
    return copy
  }
}
