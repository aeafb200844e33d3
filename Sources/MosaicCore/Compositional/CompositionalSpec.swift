import Foundation

/// How one extent of a compositional layout's element is given (UIKit's
/// `NSCollectionLayoutDimension`): a fraction of its container's width or height, a number of
/// points, or an estimate the element's measured size replaces.
package enum CompositionalDimension: Hashable, Sendable {
  /// This fraction of the container's width.
  case fractionalWidth(CGFloat)
  /// This fraction of the container's height.
  case fractionalHeight(CGFloat)
  /// Exactly this many points.
  case absolute(CGFloat)
  /// This many points until the element is measured.
  case estimated(CGFloat)
  /// This many points until measured; then the largest measured size among the items of
  /// the group it belongs to.
  case uniformAcrossSiblings(CGFloat)

  /// Whether the element's measured size replaces this one.
  package var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    default: false
    }
  }

  /// Whether this is a fraction of the container's height.
  package var isFractionalHeight: Bool {
    if case .fractionalHeight = self { return true }
    return false
  }

  /// Whether this is a fraction of the container's width.
  package var isFractionalWidth: Bool {
    if case .fractionalWidth = self { return true }
    return false
  }

  /// The number of points this dimension stands for inside a container of `container`.
  package func resolved(in container: CGSize) -> CGFloat {
    switch self {
    case .fractionalWidth(let f): f * container.width
    case .fractionalHeight(let f): f * container.height
    case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
    }
  }
}

/// A width and a height given as dimensions (UIKit's `NSCollectionLayoutSize`).
package struct CompositionalSize: Hashable, Sendable {
  /// How the width is given.
  package var width: CompositionalDimension
  /// How the height is given.
  package var height: CompositionalDimension

  /// Creates a size from its two dimensions.
  package init(width: CompositionalDimension, height: CompositionalDimension) {
    self.width = width
    self.height = height
  }

  /// The size in points inside a container of `container`.
  package func resolved(in container: CGSize) -> CGSize {
    CGSize(width: width.resolved(in: container), height: height.resolved(in: container))
  }
}

/// A space between elements (UIKit's `NSCollectionLayoutSpacing`): exactly some points, or at
/// least some points with a share of the room left over.
package enum CompositionalSpacing: Hashable, Sendable {
  /// Exactly this many points.
  case fixed(CGFloat)
  /// At least this many points; the room left in the group is shared between the flexible
  /// spaces.
  case flexible(CGFloat)

  /// The points this spacing takes at least.
  package var minimum: CGFloat {
    switch self {
    case .fixed(let v), .flexible(let v): v
    }
  }

  /// Whether the spacing grows to take room left over.
  package var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// The spaces around an item, outside it (UIKit's `NSCollectionLayoutEdgeSpacing`); nil edges
/// have none.
package struct CompositionalEdgeSpacing: Hashable, Sendable {
  /// The space before the leading edge.
  package var leading: CompositionalSpacing?
  /// The space above the top edge.
  package var top: CompositionalSpacing?
  /// The space after the trailing edge.
  package var trailing: CompositionalSpacing?
  /// The space below the bottom edge.
  package var bottom: CompositionalSpacing?

  /// Creates edge spacing from its four edges.
  package init(
    leading: CompositionalSpacing?, top: CompositionalSpacing?, trailing: CompositionalSpacing?,
    bottom: CompositionalSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// A point of a rectangle, by its edges, plus an offset (UIKit's `NSCollectionLayoutAnchor`).
/// No edge is the centre; `.top` alone is the middle of the top edge; `[.top, .trailing]` the
/// top-trailing corner.
package struct CompositionalAnchor: Hashable, Sendable {
  /// The edges the point lies on.
  package var edges: NSDirectionalRectEdge
  /// The offset: points, or fractions of the anchored element's size.
  package var offset: CGPoint
  /// Whether `offset` is a fraction of the anchored element's size.
  package var isFractionalOffset: Bool

  /// Creates an anchor on `edges` moved by `offset`.
  package init(edges: NSDirectionalRectEdge, offset: CGPoint = .zero, isFractionalOffset: Bool) {
    self.edges = edges
    self.offset = offset
    self.isFractionalOffset = isFractionalOffset
  }

  /// Where along each axis the anchor lies in a rectangle: 0 at the leading (top) edge, 1 at
  /// the trailing (bottom) edge, 0.5 in between.
  var unitPoint: CGPoint {
    let x: CGFloat =
      edges.contains(.leading) ? 0 : (edges.contains(.trailing) ? 1 : 0.5)
    let y: CGFloat = edges.contains(.top) ? 0 : (edges.contains(.bottom) ? 1 : 0.5)
    return CGPoint(x: x, y: y)
  }

  /// The offset in points for an element of `size`.
  func offset(for size: CGSize) -> CGPoint {
    isFractionalOffset
      ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
  }
}

/// An extra view attached to an item or a group, such as a badge (UIKit's
/// `NSCollectionLayoutSupplementaryItem`).
package struct CompositionalSupplementaryItem: Hashable, Sendable {
  /// Its size; fractions are of the element it is attached to.
  package var size: CompositionalSize
  /// The kind of supplementary view.
  package var elementKind: String
  /// The point of the element it is attached to.
  package var containerAnchor: CompositionalAnchor
  /// Its own point placed on `containerAnchor`; nil uses the container anchor's edges, which
  /// puts the view inside that corner or edge.
  package var itemAnchor: CompositionalAnchor?
  /// Its stacking order.
  package var zIndex: Int
  /// Insets that shrink its frame inside its computed size.
  package var contentInsets: NSDirectionalEdgeInsets

  /// Creates a supplementary item.
  package init(
    size: CompositionalSize, elementKind: String, containerAnchor: CompositionalAnchor,
    itemAnchor: CompositionalAnchor? = nil, zIndex: Int = 1,
    contentInsets: NSDirectionalEdgeInsets = .zero
  ) {
    self.size = size
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
    self.contentInsets = contentInsets
  }

  /// Its frame when attached to an element whose frame is `container`.
  package func frame(in container: CGRect) -> CGRect {
    let size = size.resolved(in: container.size)
    let c = containerAnchor.unitPoint
    let point = CGPoint(
      x: container.minX + c.x * container.width, y: container.minY + c.y * container.height)
    let own =
      itemAnchor ?? CompositionalAnchor(edges: containerAnchor.edges, isFractionalOffset: false)
    let u = own.unitPoint
    let shift = containerAnchor.offset(for: size)
    let ownShift = own.offset(for: size)
    let frame = CGRect(
      x: point.x - u.x * size.width + shift.x - ownShift.x,
      y: point.y - u.y * size.height + shift.y - ownShift.y, width: size.width,
      height: size.height)
    return frame.insetBy(contentInsets)
  }
}

/// A header, footer or other view placed along a section's or the layout's edge (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
package struct CompositionalBoundaryItem: Hashable, Sendable {
  /// Its size; fractions are of the section's (or layout's) content area.
  package var size: CompositionalSize
  /// The kind of supplementary view.
  package var elementKind: String
  /// Which edge or corner it sits on.
  package var alignment: NSRectAlignment
  /// An offset from that place, in points.
  package var absoluteOffset: CGPoint
  /// Whether it stays in view while its section is visible.
  package var pinToVisibleBounds: Bool
  /// Whether it takes room, pushing the content along the scroll axis.
  package var extendsBoundary: Bool
  /// Its stacking order.
  package var zIndex: Int
  /// Insets that shrink its frame inside its computed size.
  package var contentInsets: NSDirectionalEdgeInsets

  /// Creates a boundary item.
  package init(
    size: CompositionalSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint = .zero, pinToVisibleBounds: Bool = false,
    extendsBoundary: Bool = true, zIndex: Int = 1, contentInsets: NSDirectionalEdgeInsets = .zero
  ) {
    self.size = size
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.pinToVisibleBounds = pinToVisibleBounds
    self.extendsBoundary = extendsBoundary
    self.zIndex = zIndex
    self.contentInsets = contentInsets
  }
}

/// A view drawn behind a whole section (UIKit's `NSCollectionLayoutDecorationItem`).
package struct CompositionalDecorationItem: Hashable, Sendable {
  /// The kind of decoration view.
  package var elementKind: String
  /// Its stacking order.
  package var zIndex: Int
  /// Insets that shrink it inside the section's frame.
  package var contentInsets: NSDirectionalEdgeInsets

  /// Creates a background decoration of `elementKind`.
  package init(elementKind: String, zIndex: Int = 0, contentInsets: NSDirectionalEdgeInsets = .zero)
  {
    self.elementKind = elementKind
    self.zIndex = zIndex
    self.contentInsets = contentInsets
  }
}

/// An item placed by a custom group: its frame in the group and its stacking order (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
package struct CompositionalCustomItem: Hashable, Sendable {
  /// The frame, in the group's coordinates.
  package var frame: CGRect
  /// The stacking order.
  package var zIndex: Int

  /// Creates a custom item.
  package init(frame: CGRect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// How a group arranges its subitems.
package enum CompositionalGroupLayout: Hashable, Sendable {
  /// Side by side along the width.
  case horizontal
  /// One above the other along the height.
  case vertical
  /// At the given frames, one item each.
  case custom([CompositionalCustomItem])
}

/// How many subitems a horizontal or vertical group holds.
package enum CompositionalGroupCount: Hashable, Sendable {
  /// The subitems in turn, repeated while they fit.
  case repeating
  /// Exactly this many of the (single) subitem, at its own size.
  case exactly(Int)
  /// Exactly this many of the (single) subitem, sized to share the group's length with the
  /// spacing between them (the deprecated `subitem:count:` form).
  case sizedToFit(Int)
}

/// A group of items (UIKit's `NSCollectionLayoutGroup`).
package struct CompositionalGroup: Hashable, Sendable {
  /// How the subitems are arranged.
  package var layout: CompositionalGroupLayout
  /// The subitems (items or groups).
  package var subitems: [CompositionalItem]
  /// How many subitems are placed.
  package var count: CompositionalGroupCount
  /// The space between subitems, along the group's axis.
  package var interItemSpacing: CompositionalSpacing?

  /// Creates a group.
  package init(
    layout: CompositionalGroupLayout, subitems: [CompositionalItem],
    count: CompositionalGroupCount = .repeating, interItemSpacing: CompositionalSpacing? = nil
  ) {
    self.layout = layout
    self.subitems = subitems
    self.count = count
    self.interItemSpacing = interItemSpacing
  }
}

/// An item or a group of a compositional layout (UIKit's `NSCollectionLayoutItem`; a group is
/// an item with `group` set).
package struct CompositionalItem: Hashable, Sendable {
  /// Its size; fractions are of its container (its group, or the section's content area).
  package var size: CompositionalSize
  /// Insets that shrink its frame inside its computed size (for a group: the area of its
  /// subitems).
  package var contentInsets: NSDirectionalEdgeInsets
  /// Spaces around it, outside its size.
  package var edgeSpacing: CompositionalEdgeSpacing?
  /// Views attached to it, such as badges.
  package var supplementaryItems: [CompositionalSupplementaryItem]
  /// The arrangement of its subitems when it is a group.
  package var group: CompositionalGroup?

  /// Creates an item.
  package init(
    size: CompositionalSize, contentInsets: NSDirectionalEdgeInsets = .zero,
    edgeSpacing: CompositionalEdgeSpacing? = nil,
    supplementaryItems: [CompositionalSupplementaryItem] = [], group: CompositionalGroup? = nil
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
    self.group = group
  }

  /// Whether this item or anything in it has an estimated dimension.
  package var hasEstimatedDimension: Bool {
    if size.width.isEstimated || size.height.isEstimated { return true }
    return group?.subitems.contains { $0.hasEstimatedDimension } ?? false
  }
}

/// How a section's groups scroll across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
package enum CompositionalOrthogonalScrolling: Int, Hashable, Sendable {
  /// They do not: groups follow one another along the layout's scroll axis.
  case none = 0
  /// They scroll freely.
  case continuous = 1
  /// They scroll freely and come to rest on a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// They scroll a page (the section's visible width) at a time.
  case paging = 3
  /// They scroll one group at a time.
  case groupPaging = 4
  /// They scroll one group at a time, the group centred.
  case groupPagingCentered = 5
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`).
package struct CompositionalSection: Hashable, Sendable {
  /// The group repeated to hold the section's items.
  package var group: CompositionalItem
  /// Space around the section's content.
  package var contentInsets: NSDirectionalEdgeInsets
  /// The space between groups.
  package var interGroupSpacing: CGFloat
  /// How the groups scroll across the layout's scroll axis.
  package var orthogonalScrolling: CompositionalOrthogonalScrolling
  /// Headers, footers and other views along the section's edges.
  package var boundaryItems: [CompositionalBoundaryItem]
  /// Whether boundary items are inset by `contentInsets` across the scroll axis.
  package var supplementariesFollowContentInsets: Bool
  /// Views behind the whole section.
  package var decorationItems: [CompositionalDecorationItem]

  /// Creates a section around `group`.
  package init(
    group: CompositionalItem, contentInsets: NSDirectionalEdgeInsets = .zero,
    interGroupSpacing: CGFloat = 0, orthogonalScrolling: CompositionalOrthogonalScrolling = .none,
    boundaryItems: [CompositionalBoundaryItem] = [],
    supplementariesFollowContentInsets: Bool = true,
    decorationItems: [CompositionalDecorationItem] = []
  ) {
    self.group = group
    self.contentInsets = contentInsets
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrolling = orthogonalScrolling
    self.boundaryItems = boundaryItems
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.decorationItems = decorationItems
  }
}

extension CGRect {
  /// The rectangle shrunk by directional insets, leading on the left.
  func insetBy(_ insets: NSDirectionalEdgeInsets) -> CGRect {
    if insets == .zero { return self }
    return CGRect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
  }
}
