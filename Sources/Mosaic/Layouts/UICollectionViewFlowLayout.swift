import Foundation

/// UIKit's line-based grid layout: items fill a line (a row when scrolling vertically, a
/// column when horizontally) while they fit, lines follow one another, and each section can
/// have a header and a footer. The geometry follows UIKit's rules exactly (justified full
/// lines, centred lone items, leading-aligned last lines, items centred across a line); it is
/// computed by MosaicCore's `FlowLayoutEngine`, so queries cost O(log n + k) and a section of
/// equal-sized items takes no per-item memory.
///
/// Sizes and spacings come from the collection view's delegate when it adopts
/// `UICollectionViewDelegateFlowLayout` and implements the method, else from the properties.
///
/// Self-sizing: the collection view asks every displayed cell for
/// `preferredLayoutAttributesFitting(_:)`, under every layout; the flow layout accepts a
/// different size only when `estimatedItemSize` is not zero (items then start at that size, or
/// at `itemSize` for `automaticSize`), remembers it and recomputes the layout. Cells size themselves only once shown, and every
/// such change recomputes the whole layout (O(n)), so self-sizing suits modest item counts.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Where `sectionInset` is measured from.
  public enum SectionInsetReference: Int, Sendable {
    /// From the edges of the content (inside the content insets); the default.
    case fromContentInset = 0
    /// From the safe area (Mosaic windows have no safe-area insets, so as above).
    case fromSafeArea = 1
    /// From the layout margins (8 points on each side).
    case fromLayoutMargins = 2
  }

  /// The value of `estimatedItemSize` that asks for self-sizing items.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// Whether this layout's class may override `prepare(forCollectionViewUpdates:)`: not this
  /// class, which does not; any subclass an app writes may.
  override var usesUpdateItems: Bool { type(of: self) != UICollectionViewFlowLayout.self }

  /// Creates a flow layout from an archive; Mosaic has none, so this uses the defaults.
  public required init?(coder: NSCoder) { super.init() }

  /// The size of every item when the delegate does not give sizes; 50×50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An estimate of the items' size for self-sizing; `.zero` (off) by default.
  open var estimatedItemSize: CGSize = .zero {
    didSet {
      selfSizedSizes.removeAll()
      invalidateLayout()
    }
  }
  /// The minimum space between lines; 10 by default. A negative value overlaps the lines.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The minimum space between the items of a line; 10 by default. A negative value
  /// overlaps the items, and more of them fit a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's items; `.zero` by default.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// Where `sectionInset` is measured from; `.fromContentInset` by default.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The scrolling direction; `.vertical` by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The size of the section headers (only the height counts when vertical, the width when
  /// horizontal); `.zero` (no headers) by default.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of the section footers, as for the headers; `.zero` by default.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Whether headers stick to the top (left) of the visible area while their section is
  /// visible; false by default.
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether footers stick to the bottom (right) of the visible area while their section is
  /// visible; false by default.
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// True: a flow layout is mirrored in a right-to-left layout direction, its lines
  /// starting at the right edge (and a horizontal layout's content at the right end).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Uses `UICollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  // MARK: State

  var engine: FlowLayoutEngine?
  var needsRebuild = true
  /// The sizes self-sizing cells asked for, by index path (see
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
  var selfSizedSizes: [IndexPath: CGSize] = [:]
  /// Set between `collectionViewWillApplyUpdate(mapping:)` and the update's invalidation: the
  /// sizes were moved to the new index paths and are kept.
  var selfSizedSizesFollowUpdate = false
  /// Whether items size themselves: `estimatedItemSize` is not zero.
  var isSelfSizing: Bool { estimatedItemSize != .zero }
  /// The warnings this layout wrote (each is written once; see
  /// `UICollectionViewFlowLayout+Checks.swift`).
  var reportedIssues: [String] = []

  /// Self-sizing cells are measured free on both axes, as UIKit's flow layout measures them:
  /// a cell that must keep a width constrains it (or overrides
  /// `preferredLayoutAttributesFitting(_:)`).
  override func selfSizingFittingPriorities(for attributes: UICollectionViewLayoutAttributes)
    -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  {
    guard isSelfSizing, attributes.representedElementCategory == .cell else { return nil }
    return (.fittingSizeLevel, .fittingSizeLevel)
  }
  /// The delegate methods whose default implementation ran (see
  /// `UICollectionViewDelegateFlowLayout`).
  var defaultedDelegateMethods: Set<FlowDelegateMethod> = []
  /// The item size used when the delegate gives none.
  var fallbackItemSize: CGSize {
    if estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize { return itemSize }
    return estimatedItemSize
  }

  // MARK: Preparing

  /// Computes the sections' geometry when the data, the sizes or the width (vertical) or
  /// height (horizontal) changed; a bounds change that only moves pinned headers keeps it.
  open override func prepare() {
    super.prepare()
    guard let view = collectionView else {
      engine = nil
      return
    }
    let container = containerSize(of: view)
    if let engine, !needsRebuild, engine.containerSize == container { return }
    needsRebuild = false
    engine = makeEngine(view, container: container)
  }

  /// The area the content fills: the bounds less the content insets.
  func containerSize(of view: UICollectionView) -> CGSize { contentAreaSize(of: view) }

  private func makeEngine(_ view: UICollectionView, container: CGSize) -> FlowLayoutEngine {
    let sectionCount = view.numberOfSections
    let delegate = view.delegate as? UICollectionViewDelegateFlowLayout
    var margins = UIEdgeInsets.zero
    if sectionInsetReference == .fromLayoutMargins {
      margins =
        scrollDirection == .vertical
        ? UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        : UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    }
    // Ask each delegate method once; the ones that fall back to the default implementation
    // are then read from the properties without calling the delegate again.
    defaultedDelegateMethods = []
    var uses: Set<FlowDelegateMethod> = []
    if let delegate, sectionCount > 0 {
      _ = delegate.collectionView(view, layout: self, insetForSectionAt: 0)
      _ = delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: 0)
      _ = delegate.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: 0)
      _ = delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: 0)
      _ = delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: 0)
      if let s = (0..<sectionCount).first(where: { view.numberOfItems(inSection: $0) > 0 }) {
        _ = delegate.collectionView(
          view, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
      }
      uses = Set([.size, .inset, .lineSpacing, .interitemSpacing, .header, .footer])
        .subtracting(defaultedDelegateMethods)
    }
    var sections: [FlowLayoutEngine.Section] = []
    sections.reserveCapacity(sectionCount)
    let vertical = scrollDirection == .vertical
    // The room across the collection view for each section's items.
    var rooms: [CGFloat] = []
    var check = LayoutNumberCheck(layout: self)
    for s in 0..<sectionCount {
      var inset = sectionInset
      var line = minimumLineSpacing
      var interitem = minimumInteritemSpacing
      var header = headerReferenceSize
      var footer = footerReferenceSize
      if let delegate {
        if uses.contains(.inset) {
          inset = delegate.collectionView(view, layout: self, insetForSectionAt: s)
        }
        if uses.contains(.lineSpacing) {
          line = delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: s)
        }
        if uses.contains(.interitemSpacing) {
          interitem = delegate.collectionView(
            view, layout: self, minimumInteritemSpacingForSectionAt: s)
        }
        if uses.contains(.header) {
          header = delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: s)
        }
        if uses.contains(.footer) {
          footer = delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: s)
        }
      }
      inset = check.insets(inset, "section \(s)'s inset")
      inset.top += margins.top
      inset.left += margins.left
      inset.bottom += margins.bottom
      inset.right += margins.right
      line = check.length(line, "section \(s)'s minimum line spacing")
      interitem = check.length(interitem, "section \(s)'s minimum interitem spacing")
      header = CGSize(
        width: check.extent(header.width, "section \(s)'s header reference size.width"),
        height: check.extent(header.height, "section \(s)'s header reference size.height"))
      footer = CGSize(
        width: check.extent(footer.width, "section \(s)'s footer reference size.width"),
        height: check.extent(footer.height, "section \(s)'s footer reference size.height"))
      let room =
        vertical
        ? container.width - inset.left - inset.right : container.height - inset.top - inset.bottom
      rooms.append(room)
      let count = view.numberOfItems(inSection: s)
      let perItem = uses.contains(.size) || !selfSizedSizes.isEmpty
      let uniform =
        perItem || count == 0
        ? fallbackItemSize
        : checkedItemSize(fallbackItemSize, across: room, vertical: vertical, check: &check)
      sections.append(
        FlowLayoutEngine.Section(
          numberOfItems: count, itemSizes: perItem ? .perItem : .uniform(uniform),
          sectionInset: inset, minimumLineSpacing: line, minimumInteritemSpacing: interitem,
          headerReferenceSize: header, footerReferenceSize: footer))
    }
    // Read once, not per item: the engine asks for every item's size while it is built.
    let selfSized = selfSizedSizes
    let sizeDelegate = uses.contains(.size) ? delegate : nil
    let fallback = fallbackItemSize
    for message in check.drain() { reportOnce(message) }
    return FlowLayoutEngine(
      scrollDirection: vertical ? .vertical : .horizontal,
      containerSize: container, sections: sections
    ) { path in
      let size: CGSize
      if !selfSized.isEmpty, let sized = selfSized[path] {
        size = sized
      } else if let sizeDelegate {
        size = sizeDelegate.collectionView(view, layout: self, sizeForItemAt: path)
      } else {
        size = fallback
      }
      return checkedItemSize(size, across: rooms[path.section], vertical: vertical, check: &check)
    }
  }

  // MARK: Queries

  /// The content's size: the width (vertical) or height (horizontal) of the area inside the
  /// content insets, by the sections' total extent.
  open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

  /// The visible area used for pinning: the bounds less the content insets along the
  /// scroll direction.
  private func pinningBounds() -> CGRect? { pinningBounds(vertical: scrollDirection == .vertical) }

  /// The attributes of the items, headers and footers in `rect`, headers and footers
  /// pinned when `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let engine else { return [] }
    let pinning = pinningBounds()
    let headerBounds = sectionHeadersPinToVisibleBounds ? pinning : nil
    let footerBounds = sectionFootersPinToVisibleBounds ? pinning : nil
    let headerZIndex = sectionHeadersPinToVisibleBounds ? 1024 : 10
    let footerZIndex = sectionFootersPinToVisibleBounds ? 1024 : 10
    if headerBounds != nil || footerBounds != nil {
      return attributes(
        for: engine.elements(
          in: rect, pinningHeadersTo: headerBounds, pinningFootersTo: footerBounds),
        headerZIndex: headerZIndex, footerZIndex: footerZIndex)
    }
    guard poolsAttributes else {
      return attributes(
        for: engine.elements(in: rect), headerZIndex: headerZIndex, footerZIndex: footerZIndex)
    }
    return withAttributesPool {
      $0.appendElements(
        of: engine, in: rect, headerZIndex: headerZIndex, footerZIndex: footerZIndex)
    }
  }

  /// The engine's elements in `rect`, headers and footers unpinned (see
  /// `UICollectionViewLayout.cachedAttributesForElements(in:)`).
  override func cachedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let engine else { return nil }
    return attributes(
      for: engine.elements(in: rect), headerZIndex: sectionHeadersPinToVisibleBounds ? 1024 : 10,
      footerZIndex: sectionFootersPinToVisibleBounds ? 1024 : 10)
  }

  /// The attributes of the item at `indexPath`, or nil when there is no such item.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = engine?.frame(ofItemAt: indexPath) else { return nil }
    return attributes(for: LayoutElement(kind: .item, indexPath: indexPath, frame: frame))
  }

  /// The attributes of the header (`UICollectionView.elementKindSectionHeader`) or footer of
  /// `indexPath.section`, pinned if the layout pins them; nil when the section has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let engine, indexPath.count == 2 else { return nil }
    let section = indexPath.section
    let frame: CGRect?
    let kind: LayoutElement.Kind
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      kind = .header
      if sectionHeadersPinToVisibleBounds, let visible = pinningBounds() {
        frame = engine.pinnedFrameOfHeader(inSection: section, visibleRect: visible)
      } else {
        frame = engine.frameOfHeader(inSection: section)
      }
    case UICollectionView.elementKindSectionFooter:
      kind = .footer
      if sectionFootersPinToVisibleBounds, let visible = pinningBounds() {
        frame = engine.pinnedFrameOfFooter(inSection: section, visibleRect: visible)
      } else {
        frame = engine.frameOfFooter(inSection: section)
      }
    default:
      return nil
    }
    guard let frame else { return nil }
    return attributes(
      for: LayoutElement(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame))
  }

  /// Attributes of `layoutAttributesClass` for an element of the engine. Headers and footers
  /// are drawn above the cells (zIndex 10; 1024 when pinned).
  func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
    newAttributes(
      for: element, headerZIndex: sectionHeadersPinToVisibleBounds ? 1024 : 10,
      footerZIndex: sectionFootersPinToVisibleBounds ? 1024 : 10)
  }

  // MARK: Invalidation

  /// True when the width (vertical) or height (horizontal) changes, and on every bounds
  /// change while headers or footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
    return crossLengthChanges(to: newBounds)
  }

  /// A flow context that recomputes the geometry (`invalidateFlowLayoutDelegateMetrics` and
  /// `invalidateFlowLayoutAttributes` set) only when the width (vertical) or height
  /// (horizontal) changes; otherwise (pinned headers) it keeps it.
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
      crossLengthChanges(to: newBounds)
    {
      flow.invalidateFlowLayoutDelegateMetrics = true
      flow.invalidateFlowLayoutAttributes = true
    }
    return context
  }

  private func crossLengthChanges(to newBounds: CGRect) -> Bool {
    guard let old = collectionView?.bounds else { return true }
    return scrollDirection == .vertical
      ? newBounds.width != old.width : newBounds.height != old.height
  }

  /// Recomputes the geometry at the next `prepare()` unless `context` is a flow context that
  /// invalidates neither the delegate metrics nor the flow attributes (and not everything,
  /// nor the data source counts).
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      if context.invalidateEverything || context.invalidateDataSourceCounts
        || flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes
      {
        needsRebuild = true
      }
    } else {
      needsRebuild = true
    }
    resetSelfSizing(for: context)
    super.invalidateLayout(with: context)
  }

  // MARK: Self-sizing

  /// True when items size themselves (`estimatedItemSize` is not zero) and a cell's
  /// preferred size differs from the one the layout gave it; the size is remembered and
  /// used from then on.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard isSelfSizing, preferredAttributes.representedElementCategory == .cell,
      preferredAttributes.size != originalAttributes.size
    else { return false }
    let size = preferredAttributes.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return false
    }
    selfSizedSizes[originalAttributes.indexPath] = size
    return true
  }

  /// The context for a self-sizing change: the base context (the element's index path
  /// invalidated) with `invalidateFlowLayoutDelegateMetrics` and
  /// `invalidateFlowLayoutAttributes` set, since an item's size and so the places after it
  /// change.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = true
      flow.invalidateFlowLayoutAttributes = true
    }
    return context
  }

  /// Forgets the self-sized sizes when the data source counts change other than through a
  /// batch update (`reloadData()`); `estimatedItemSize` forgets them when it changes.
  func resetSelfSizing(for context: UICollectionViewLayoutInvalidationContext) {
    guard context.invalidateDataSourceCounts else { return }
    if selfSizedSizesFollowUpdate {
      selfSizedSizesFollowUpdate = false
    } else {
      selfSizedSizes.removeAll()
    }
  }

  /// Moves the self-sized sizes to the items' index paths after a batch update; deleted and
  /// reloaded items lose theirs (a reloaded cell is measured again).
  override func collectionViewWillApplyUpdate(mapping: IndexMapping) {
    selfSizedSizesFollowUpdate = true
    guard !selfSizedSizes.isEmpty else { return }
    var moved: [IndexPath: CGSize] = [:]
    moved.reserveCapacity(selfSizedSizes.count)
    for (path, size) in selfSizedSizes {
      if let new = mapping.newIndexPath(forOld: path) { moved[new] = size }
    }
    selfSizedSizes = moved
  }

  // MARK: Interactive movement

  /// Where an item being moved interactively lands when its centre is at `position`: the item
  /// under the point; else, over a section's area (the point's place along the scroll
  /// direction, clamped to the content), item 0 of an empty section, the first place of a
  /// section when the point is before its first line, the end of a section when the point is
  /// past its last item; else the nearest item. `previousIndexPath` is where the item is now,
  /// so in its own section the end is the last place.
  open override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    guard let engine, !position.x.isNaN, !position.y.isNaN else { return previousIndexPath }
    if let hit = engine.indexPath(at: position) { return hit }
    let vertical = scrollDirection == .vertical
    func main(_ p: CGPoint) -> CGFloat { vertical ? p.y : p.x }
    func cross(_ p: CGPoint) -> CGFloat { vertical ? p.x : p.y }
    func mainRange(_ r: CGRect) -> (CGFloat, CGFloat) {
      vertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
    }
    func crossMax(_ r: CGRect) -> CGFloat { vertical ? r.maxX : r.maxY }
    if let section = section(at: main(position), in: engine) {
      let count = engine.numberOfItems(inSection: section)
      guard count > 0 else { return IndexPath(item: 0, section: section) }
      let end = previousIndexPath.section == section ? count - 1 : count
      if let first = engine.frame(ofItemAt: IndexPath(item: 0, section: section)),
        main(position) < mainRange(first).0
      {
        return IndexPath(item: 0, section: section)
      }
      if let last = engine.frame(ofItemAt: IndexPath(item: count - 1, section: section)) {
        let (low, high) = mainRange(last)
        if main(position) > high || (main(position) >= low && cross(position) > crossMax(last)) {
          return IndexPath(item: end, section: section)
        }
      }
    }
    return engine.targetIndexPath(forPosition: position) ?? previousIndexPath
  }

  /// The section whose extent along the scroll direction holds `main` (clamped to the
  /// content), or nil when there are no sections.
  private func section(at main: CGFloat, in engine: FlowLayoutEngine) -> Int? {
    let sections = engine.numberOfSections
    guard sections > 0 else { return nil }
    let extent = scrollDirection == .vertical ? engine.contentSize.height : engine.contentSize.width
    guard main >= 0 else { return 0 }
    guard main < extent else { return sections - 1 }
    let probe =
      scrollDirection == .vertical
      ? CGRect(x: 0, y: main, width: 1, height: 0.5) : CGRect(x: main, y: 0, width: 0.5, height: 1)
    let found = engine.sections(intersecting: probe)
    return found.isEmpty ? nil : found.lowerBound
  }

  /// The context for a change of an interactive movement's target position: while the item
  /// stays at the same index path, only the moving item's place changes, so the flow geometry
  /// is kept; when it moves to another index path the geometry is recomputed.
  open override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    if targetIndexPaths != previousIndexPaths,
      let flow = context as? UICollectionViewFlowLayoutInvalidationContext
    {
      flow.invalidateFlowLayoutDelegateMetrics = true
      flow.invalidateFlowLayoutAttributes = true
    }
    return context
  }

  /// The context for the end of an interactive movement: the base context with
  /// `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes` set, so the
  /// items' sizes and places are computed again for their final order.
  open override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
      movementCancelled: movementCancelled)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = true
      flow.invalidateFlowLayoutAttributes = true
    }
    return context
  }
}
