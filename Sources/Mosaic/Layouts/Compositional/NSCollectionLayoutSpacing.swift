import Foundation

/// The space between items of a compositional layout: a fixed number of points, or a minimum
/// that grows to share the room left in the group.
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  let value: CompositionalSpacing

  init(value: CompositionalSpacing) {
    self.value = value
    super.init()
  }

  /// Exactly `fixedSpacing` points.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(value: .fixed(fixedSpacing))
  }

  /// At least `flexibleSpacing` points; the room left in the group is shared between the
  /// flexible spaces.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(value: .flexible(flexibleSpacing))
  }

  /// The points of the spacing (its minimum when flexible).
  open var spacing: CGFloat { value.minimum }
  /// Whether the spacing is fixed.
  open var isFixedSpacing: Bool { !value.isFlexible }
  /// Whether the spacing is flexible.
  open var isFlexibleSpacing: Bool { value.isFlexible }

  /// Returns the spacing itself: spacings are immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSCollectionLayoutSpacing)?.value == value
  }

  open override var hash: Int { value.hashValue }
}

/// The spaces around an item of a compositional layout, outside its size; an edge without a
/// spacing has none.
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  /// The space before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// The space above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// The space after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// The space below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing from the spacing of each edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  var value: CompositionalEdgeSpacing {
    CompositionalEdgeSpacing(
      leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
  }

  /// Returns the edge spacing itself: it is immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
