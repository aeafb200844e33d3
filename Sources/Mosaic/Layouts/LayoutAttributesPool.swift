import Foundation

/// The attribute objects a layout hands out from `layoutAttributesForElements(in:)`, kept so
/// that the next queries fill the same objects again instead of allocating new ones.
///
/// An object is filled again only once no one but the pool holds it, and then every one of its
/// values is replaced, so reuse is invisible: attributes a caller still holds (or mutated) are
/// never touched, and every query answers as if with new objects. Only objects of the base
/// class are pooled (a subclass may have values of its own that the pool cannot reset).
///
/// The pool is bounded: it keeps at most `capacity` objects, about what the screen and its
/// prefetch area show at once, and gives out new, unpooled objects past that. The array of the
/// last answer is kept too (when small enough), so a query allocates nothing at all once the
/// caller has let go of the previous answer.
struct LayoutAttributesPool {
  /// The most objects the pool keeps.
  static let capacity = 2048

  /// The pooled objects; the ones a query can fill are those only the pool references.
  private var objects: [UICollectionViewLayoutAttributes] = []
  /// Where the current query looks for the next free object.
  private var cursor = 0
  /// The answer being built (and, between queries, the last one).
  private var results: [UICollectionViewLayoutAttributes] = []
  /// How many objects the pool has created since the layout was made.
  private(set) var createdCount = 0

  /// The number of objects the pool keeps.
  var pooledCount: Int { objects.count }

  /// Starts building an answer: lets go of the previous one and looks for free objects from
  /// the first.
  mutating func begin() {
    results.removeAll(keepingCapacity: true)
    cursor = 0
  }

  /// Adds the attributes of `element` to the answer (see
  /// `UICollectionViewLayout.newAttributes(for:headerZIndex:footerZIndex:)`), in a free pooled
  /// object when there is one.
  mutating func append(_ element: LayoutElement, headerZIndex: Int, footerZIndex: Int) {
    append(frame: element.frame, indexPath: element.indexPath) {
      switch element.kind {
      case .item:
        $0.zIndex = 0
        $0.representedElementCategory = .cell
        $0.representedElementKind = nil
      case .header:
        $0.zIndex = headerZIndex
        $0.representedElementCategory = .supplementaryView
        $0.representedElementKind = UICollectionView.elementKindSectionHeader
      case .footer:
        $0.zIndex = footerZIndex
        $0.representedElementCategory = .supplementaryView
        $0.representedElementKind = UICollectionView.elementKindSectionFooter
      }
    }
  }

  /// Adds attributes with `frame` and `indexPath` to the answer, in a free pooled object when
  /// there is one: every value starts at its default, then `identify` sets the category, kind
  /// and z-index.
  mutating func append(
    frame: CGRect, indexPath: IndexPath,
    identify: (inout UICollectionViewLayoutAttributes.Values) -> Void
  ) {
    while cursor < objects.count {
      let index = cursor
      cursor += 1
      if isKnownUniquelyReferenced(&objects[index]) {
        let reused = objects[index]
        Self.fill(&reused.values, frame: frame, indexPath: indexPath)
        identify(&reused.values)
        results.append(reused)
        return
      }
    }
    let made = UICollectionViewLayoutAttributes()
    Self.fill(&made.values, frame: frame, indexPath: indexPath)
    identify(&made.values)
    createdCount += 1
    if objects.count < Self.capacity {
      objects.append(made)
      cursor = objects.count
    }
    results.append(made)
  }

  /// Adds the attributes of every element of `engine` in `rect` to the answer, in the order
  /// of `FlowLayoutEngine.elements(in:)`.
  mutating func appendElements(
    of engine: FlowLayoutEngine, in rect: CGRect, headerZIndex: Int, footerZIndex: Int
  ) {
    engine.forEachElement(in: rect) {
      append($0, headerZIndex: headerZIndex, footerZIndex: footerZIndex)
    }
  }

  /// Ends the answer and returns it. A large answer is not kept after it is returned.
  mutating func finish() -> [UICollectionViewLayoutAttributes] {
    let answer = results
    if results.capacity > Self.capacity { results = [] }
    return answer
  }

  /// Sets every one of `values` to its default, with the frame `frame` (stored as centre and
  /// size, as the `frame` setter stores it) and `indexPath`.
  static func fill(
    _ values: inout UICollectionViewLayoutAttributes.Values, frame: CGRect, indexPath: IndexPath
  ) {
    let r = frame.standardized
    values.center = CGPoint(x: r.midX, y: r.midY)
    values.size = r.size
    values.alpha = 1
    values.isHidden = false
    values.transform = nil
    values.indexPath = indexPath
    values.zIndex = 0
    values.representedElementCategory = .cell
    values.representedElementKind = nil
  }
}

extension UICollectionViewLayout {
  /// Whether this layout's attribute objects can come from its pool: its
  /// `layoutAttributesClass` is `UICollectionViewLayoutAttributes` itself.
  var poolsAttributes: Bool {
    Self.layoutAttributesClass == UICollectionViewLayoutAttributes.self
  }

  /// The attributes of `elements` (items, headers and footers of a layout engine), in order:
  /// headers and footers are supplementary views of UIKit's header and footer kinds with
  /// `headerZIndex` and `footerZIndex`. Attribute objects come from the layout's pool when
  /// `poolsAttributes`, else they are new objects of `layoutAttributesClass`.
  func attributes(
    for elements: [LayoutElement], headerZIndex: Int, footerZIndex: Int
  ) -> [UICollectionViewLayoutAttributes] {
    guard poolsAttributes else {
      return elements.map {
        newAttributes(for: $0, headerZIndex: headerZIndex, footerZIndex: footerZIndex)
      }
    }
    return withAttributesPool { pool in
      for element in elements {
        pool.append(element, headerZIndex: headerZIndex, footerZIndex: footerZIndex)
      }
    }
  }

  /// An answer built by `fill` in the layout's pool (taken out of the layout meanwhile).
  func withAttributesPool(_ fill: (inout LayoutAttributesPool) -> Void)
    -> [UICollectionViewLayoutAttributes]
  {
    var pool = attributesPool
    attributesPool = LayoutAttributesPool()
    pool.begin()
    fill(&pool)
    let answer = pool.finish()
    attributesPool = pool
    return answer
  }

  /// New attributes of `layoutAttributesClass` for `element`, set through their public
  /// properties.
  func newAttributes(for element: LayoutElement, headerZIndex: Int, footerZIndex: Int)
    -> UICollectionViewLayoutAttributes
  {
    let a = makeAttributes()
    a.indexPath = element.indexPath
    a.frame = element.frame
    switch element.kind {
    case .item:
      break
    case .header:
      a.representedElementCategory = .supplementaryView
      a.representedElementKind = UICollectionView.elementKindSectionHeader
      a.zIndex = headerZIndex
    case .footer:
      a.representedElementCategory = .supplementaryView
      a.representedElementKind = UICollectionView.elementKindSectionFooter
      a.zIndex = footerZIndex
    }
    return a
  }
}
