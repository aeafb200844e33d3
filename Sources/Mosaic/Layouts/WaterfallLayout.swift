import Foundation

/// The delegate a `WaterfallLayout` asks for its items' heights. Mosaic's own protocol,
/// not a UIKit one; adopt it on the collection view's delegate.
@MainActor @preconcurrency
public protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
  /// The height of the item at `indexPath`; its width is the layout's column width.
  func collectionView(
    _ collectionView: UICollectionView, layout: WaterfallLayout,
    heightForItemAt indexPath: IndexPath
  ) -> CGFloat
}

/// A waterfall (masonry) layout: items of the column width and their own heights, each
/// placed at the bottom of the currently shortest column, scrolling vertically. This is
/// Mosaic's own class, not a UIKit one (UIKit apps write it as a `UICollectionViewLayout`
/// subclass, as the seed tutorials do); it is computed by MosaicCore's `ColumnLayoutEngine`.
///
/// Each section is: header (`headerHeight`), `sectionInset.top`, the columns,
/// `sectionInset.bottom`, footer (`footerHeight`). Heights come from the collection view's
/// delegate when it adopts `WaterfallLayoutDelegate`, else every item is `itemHeight` tall.
@MainActor @preconcurrency
open class WaterfallLayout: UICollectionViewLayout {
  /// Creates a two-column waterfall with 10-point spacings.
  public override init() { super.init() }

  /// Whether this layout's class may override `prepare(forCollectionViewUpdates:)`: not this
  /// class, which does not; any subclass an app writes may.
  override var usesUpdateItems: Bool { type(of: self) != WaterfallLayout.self }

  /// Creates a layout from an archive; Mosaic has none, so this uses the defaults.
  public required init?(coder: NSCoder) { super.init() }

  /// The number of columns (at least 1); 2 by default.
  open var columnCount = 2 { didSet { invalidateLayout() } }
  /// The horizontal space between columns; 10 by default.
  open var columnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The vertical space between consecutive items of a column; 10 by default.
  open var rowSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's columns; `.zero` by default.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The height of each section's header (`UICollectionView.elementKindSectionHeader`);
  /// 0 (none) by default.
  open var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
  /// The height of each section's footer; 0 (none) by default.
  open var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
  /// The items' height when the delegate does not give heights; 100 by default.
  open var itemHeight: CGFloat = 100 { didSet { invalidateLayout() } }

  var engine: ColumnLayoutEngine?
  var needsRebuild = true

  /// The width of one column (and of every item) for the collection view's current width.
  open var columnWidth: CGFloat {
    guard let view = collectionView else { return 0 }
    let columns = CGFloat(max(1, columnCount))
    let width = containerWidth(of: view) - sectionInset.left - sectionInset.right
    return max(0, (width - (columns - 1) * columnSpacing) / columns)
  }

  private func containerWidth(of view: UICollectionView) -> CGFloat {
    let inset = view.adjustedContentInset
    return max(0, view.bounds.width - inset.left - inset.right)
  }

  /// Places every item when the data, the settings or the width changed.
  open override func prepare() {
    super.prepare()
    guard let view = collectionView else {
      engine = nil
      return
    }
    let width = containerWidth(of: view)
    if let engine, !needsRebuild, engine.containerWidth == width { return }
    needsRebuild = false
    let delegate = view.delegate as? WaterfallLayoutDelegate
    // Every number is checked before the engine sees it (see `LayoutNumberCheck`).
    var check = LayoutNumberCheck(layout: self)
    let columnSpacing = check.length(columnSpacing, "columnSpacing")
    let rowSpacing = check.length(rowSpacing, "rowSpacing")
    let sectionInset = check.insets(sectionInset, "sectionInset")
    let headerHeight = check.extent(headerHeight, "headerHeight")
    let footerHeight = check.extent(footerHeight, "footerHeight")
    let itemHeight = check.extent(itemHeight, "itemHeight")
    let sections = (0..<view.numberOfSections).map { s in
      ColumnLayoutEngine.Section(
        numberOfItems: view.numberOfItems(inSection: s),
        itemHeights: delegate == nil ? .uniform(itemHeight) : .perItem,
        columnCount: columnCount, columnSpacing: columnSpacing, itemSpacing: rowSpacing,
        sectionInset: sectionInset, headerHeight: headerHeight, footerHeight: footerHeight)
    }
    engine = ColumnLayoutEngine(containerWidth: width, sections: sections) { path in
      let height = delegate?.collectionView(view, layout: self, heightForItemAt: path) ?? 0
      return check.extent(height, "an item's height from the delegate")
    }
    for message in check.drain() where !reportedIssues.contains(message) {
      reportedIssues.append(message)
      FailureReport.warn(.collectionViewLayout, message)
    }
  }

  /// The messages this layout wrote about unusable numbers (each once).
  var reportedIssues: [String] = []

  /// True: like a flow layout, the waterfall is mirrored in a right-to-left layout
  /// direction (its first column on the right).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// The container's width by the sections' total height.
  open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

  /// The items, headers and footers whose frames intersect `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes(for: engine?.elements(in: rect) ?? [], headerZIndex: 10, footerZIndex: 10)
  }

  /// The engine's elements in `rect` (see
  /// `UICollectionViewLayout.cachedAttributesForElements(in:)`).
  override func cachedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let engine else { return nil }
    return attributes(for: engine.elements(in: rect), headerZIndex: 10, footerZIndex: 10)
  }

  /// The attributes of the item at `indexPath`, or nil when there is none.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = engine?.frame(ofItemAt: indexPath) else { return nil }
    return attributes(for: LayoutElement(kind: .item, indexPath: indexPath, frame: frame))
  }

  /// The attributes of the header or footer of `indexPath.section`, or nil when none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let engine, indexPath.count == 2 else { return nil }
    let path = IndexPath(item: 0, section: indexPath.section)
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      return engine.frameOfHeader(inSection: path.section).map {
        attributes(for: LayoutElement(kind: .header, indexPath: path, frame: $0))
      }
    case UICollectionView.elementKindSectionFooter:
      return engine.frameOfFooter(inSection: path.section).map {
        attributes(for: LayoutElement(kind: .footer, indexPath: path, frame: $0))
      }
    default:
      return nil
    }
  }

  func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
    newAttributes(for: element, headerZIndex: 10, footerZIndex: 10)
  }

  /// True when the width changes.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  /// Recomputes the layout at the next `prepare()`.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsRebuild = true
    super.invalidateLayout(with: context)
  }

  /// The item at `position`, or else the nearest one.
  open override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    engine?.targetIndexPath(forPosition: position) ?? previousIndexPath
  }
}
