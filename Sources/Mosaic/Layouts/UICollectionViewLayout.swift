import Foundation

/// The abstract base of every collection-view layout: it decides where each cell,
/// supplementary view and decoration view goes. Subclass it exactly as on iOS: override
/// `prepare()` to compute, `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)` and, when there are any, the supplementary and decoration
/// variants.
///
/// The collection view calls `prepare()` before it asks for anything after the layout was
/// invalidated (by `invalidateLayout()`, a data change, or a bounds change for which
/// `shouldInvalidateLayout(forBoundsChange:)` returned true).
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() { super.init() }

  /// Creates a layout from an archive; Mosaic has none, so this makes an ordinary layout.
  public required init?(coder: NSCoder) { super.init() }

  /// The color a collection view shows behind its content while the app set none of its own:
  /// a list layout's background; nil for other layouts.
  var backgroundColorForCollectionView: UIColor? { nil }

  /// The collection view using this layout, if any.
  open var collectionView: UICollectionView? { collectionViewStorage }
  @Unretained var collectionViewStorage: UICollectionView?

  /// Whether `prepare()` must run before the next query.
  var needsPrepare = true
  /// Decoration view classes registered by kind.
  var decorationClasses: [String: UICollectionReusableView.Type] = [:]
  /// The attribute objects `layoutAttributesForElements(in:)` of the built-in layouts fill
  /// again once their callers let go of them.
  var attributesPool = LayoutAttributesPool()

  // MARK: Providing the layout

  /// The class of the attributes this layout creates; `UICollectionViewLayoutAttributes` by
  /// default. Override it in layouts that use an attributes subclass.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the invalidation contexts this layout uses;
  /// `UICollectionViewLayoutInvalidationContext` by default.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Computes the layout; called before any query after an invalidation. The default does
  /// nothing; subclasses call `super` and compute their attributes.
  open func prepare() {}

  /// The size of the whole content; `.zero` by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame intersects `rect` (content coordinates);
  /// nil by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the cell at `indexPath`; nil by default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers the class the collection view instantiates for decoration views of
  /// `elementKind`; pass nil to unregister. The class must be a `UICollectionReusableView`.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    guard let viewClass else {
      decorationClasses[elementKind] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'class \(viewClass) registered for decoration view of kind \(elementKind) is not a "
          + "subclass of UICollectionReusableView'")
    }
    decorationClasses[elementKind] = type
  }

  // MARK: Layout direction

  /// The layout direction the layout was designed for: its coordinates are the
  /// collection view's own when the view's effective layout direction is this one. UIKit
  /// takes the language of the app's development region; Mosaic apps have none, so this
  /// is `.leftToRight`. Override it in a layout written for right-to-left languages.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the collection view mirrors the layout's horizontal coordinates when its
  /// effective layout direction is the opposite of `developmentLayoutDirection`: the
  /// frames the layout gives are flipped (x becomes the content width minus x minus the
  /// width) and the rectangles and points the layout is asked about are flipped back, so
  /// a layout written for one direction reads naturally in the other. False by default;
  /// `UICollectionViewFlowLayout` returns true.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Invalidation

  /// Whether a change of the collection view's bounds to `newBounds` (scrolling or
  /// resizing) requires a new layout; false by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context describing what a bounds change to `newBounds` invalidates; by default an
  /// empty context of `invalidationContextClass`.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// The fitting priorities with which the default `preferredLayoutAttributesFitting(_:)`
  /// measures the element of `attributes` through Auto Layout (an axis at `.required` keeps
  /// the layout's length, one at `.fittingSizeLevel` follows the content), or nil when the
  /// layout sizes that element itself. Nil by default.
  func selfSizingFittingPriorities(for attributes: UICollectionViewLayoutAttributes)
    -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  {
    nil
  }

  /// Whether the layout must be recomputed because a displayed cell or supplementary view
  /// answered `preferredAttributes` from its `preferredLayoutAttributesFitting(_:)` when the
  /// layout had given it `originalAttributes`. The collection view asks this, under every
  /// layout, whenever a view's answer differs from what it was given; false by default (the
  /// view keeps the layout's attributes). A layout that supports self-sizing remembers the
  /// preferred size and returns true.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context the layout is invalidated with after
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` returned
  /// true. By default a context of `invalidationContextClass` that marks the element invalid
  /// (in `invalidatedItemIndexPaths`, or by kind in `invalidatedSupplementaryIndexPaths` or
  /// `invalidatedDecorationIndexPaths`); overrides may also set `contentSizeAdjustment` and
  /// `contentOffsetAdjustment` so that the visible content does not jump.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let path = originalAttributes.indexPath
    switch originalAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: [path])
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    }
    return context
  }

  /// Invalidates the whole layout: `prepare()` runs before the next layout pass.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates what `context` describes: the layout will be prepared again before the next
  /// layout pass, and the context's `contentSizeAdjustment` and `contentOffsetAdjustment` are
  /// added to the collection view's content size and content offset. Subclasses call `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    guard let view = collectionView else { return }
    if context.contentSizeAdjustment != .zero {
      var size = view.contentSize
      size.width += context.contentSizeAdjustment.width
      size.height += context.contentSizeAdjustment.height
      view.contentSize = size
    }
    if context.contentOffsetAdjustment != .zero {
      var offset = view.contentOffset
      offset.x += context.contentOffsetAdjustment.x
      offset.y += context.contentOffsetAdjustment.y
      view.contentOffset = offset
    }
    view.setNeedsLayout()
  }

  /// A fresh context of `invalidationContextClass`.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    guard
      let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
    else {
      fatalError(
        "\(Self.self).invalidationContextClass (\(Self.invalidationContextClass)) is not a "
          + "UICollectionViewLayoutInvalidationContext subclass")
    }
    return type.init()
  }

  /// A fresh instance of `layoutAttributesClass`.
  func makeAttributes() -> UICollectionViewLayoutAttributes {
    guard let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
      fatalError(
        "\(Self.self).layoutAttributesClass (\(Self.layoutAttributesClass)) is not a "
          + "UICollectionViewLayoutAttributes subclass")
    }
    return type.init()
  }

  /// The attributes of the elements in `rect` as the layout last computed them, read from
  /// its own caches without calling any overridable method, or nil when it keeps none (custom
  /// layouts). A batch update takes the old places of elements that were just off screen from
  /// here: the layout is not asked once the data source has changed and before it is
  /// invalidated.
  func cachedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Called by the collection view just before it invalidates the layout for a batch update
  /// whose index mapping is `mapping`, so that built-in layouts can carry state kept by index
  /// path over to the new index paths; does nothing by default.
  func collectionViewWillApplyUpdate(mapping: IndexMapping) {}

  /// The area a built-in layout's content fills in `view`: its bounds less the content insets.
  func contentAreaSize(of view: UICollectionView) -> CGSize {
    let inset = view.adjustedContentInset
    return CGSize(
      width: max(0, view.bounds.width - inset.left - inset.right),
      height: max(0, view.bounds.height - inset.top - inset.bottom))
  }

  /// The visible area headers and footers pin to: the collection view's bounds less its content
  /// insets along the scroll direction (`vertical` or not); nil without a collection view.
  func pinningBounds(vertical: Bool) -> CGRect? {
    guard let view = collectionView else { return nil }
    let inset = view.adjustedContentInset
    var r = view.bounds
    if vertical {
      r.origin.y += inset.top
      r.size.height = max(0, r.height - inset.top - inset.bottom)
    } else {
      r.origin.x += inset.left
      r.size.width = max(0, r.width - inset.left - inset.right)
    }
    return r
  }

  /// Runs `prepare()` if the layout was invalidated since it last ran.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }

  // MARK: Scrolling

  /// Where scrolling should stop when it would stop at `proposedContentOffset` (for
  /// example after `setCollectionViewLayout`); returns the proposed offset by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a flick with `velocity` should come to rest when it would stop at
  /// `proposedContentOffset`; returns the proposed offset by default. Override it to snap.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Updates

  /// Called before a batch update is animated, with its changes; the default does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Whether this layout's class may override `prepare(forCollectionViewUpdates:)`, so that a
  /// batch update makes its update items for it: false for this class itself, whose method does
  /// nothing, true for any subclass. A layout Mosaic provides that does not override the method
  /// answers false for its own class alone, so an app's subclass of it is still asked.
  var usesUpdateItems: Bool { type(of: self) != UICollectionViewLayout.self }

  /// Called when the animations of a batch update have been set up; the default does nothing.
  open func finalizeCollectionViewUpdates() {}

  /// The index paths (after the update) of the supplementary views of `elementKind` the
  /// layout adds with the update being prepared, beyond those of inserted sections; they
  /// appear through `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`.
  /// None by default.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The index paths (before the update) of the supplementary views of `elementKind` the
  /// layout removes with the update being prepared, beyond those of deleted sections; they
  /// leave through `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`.
  /// None by default.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The index paths (after the update) of the decoration views of `elementKind` the layout
  /// adds with the update being prepared; none by default.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// The index paths (before the update) of the decoration views of `elementKind` the layout
  /// removes with the update being prepared; none by default.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    []
  }

  /// Called before the collection view's bounds change with animation, with the old bounds;
  /// the default does nothing.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after an animated bounds change; the default does nothing.
  open func finalizeAnimatedBoundsChange() {}

  /// The attributes an inserted item starts its appearance animation from; nil by default
  /// (the item fades in at its final place).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The attributes a deleted item ends its disappearance animation at; nil by default
  /// (the item fades out where it was).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The attributes an appearing supplementary view starts from; nil by default.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes a disappearing supplementary view ends at; nil by default.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes an appearing decoration view starts from; nil by default.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes a disappearing decoration view ends at; nil by default.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  // MARK: Interactive movement

  /// The index path an item being moved interactively would land on when its centre is at
  /// `position`; by default the item whose frame contains the point, else the one being moved.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
    let hit = layoutAttributesForElements(in: probe)?.last {
      $0.representedElementCategory == .cell && $0.frame.contains(position)
    }
    return hit?.indexPath ?? previousIndexPath
  }

  /// The context that invalidates the layout while items are moved interactively, called each
  /// time the target position changes: it records the items' current and previous index paths
  /// and the new position, and marks the items at both index paths invalid. Override it to
  /// invalidate more (call `super`).
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.interactiveMovementTarget = targetPosition
    context.invalidateItems(at: movedItems(targetIndexPaths, previousIndexPaths))
    return context
  }

  /// The context that invalidates the layout when an interactive movement ends: `indexPaths`
  /// are the items' final index paths (their original ones when `movementCancelled`),
  /// `previousIndexPaths` the ones they had during the movement. It records both and marks
  /// the items at both invalid. Override it to invalidate more (call `super`).
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.invalidateItems(at: movedItems(indexPaths, previousIndexPaths))
    return context
  }

  private func movedItems(_ a: [IndexPath], _ b: [IndexPath]) -> [IndexPath] {
    var seen = Set<IndexPath>()
    return (a + b).filter { seen.insert($0).inserted }
  }

  /// The attributes of an item being moved interactively whose centre is at `position`: its
  /// usual attributes, copied, centred on the position and drawn above the others.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let base = layoutAttributesForItem(at: indexPath)
    let attributes =
      (base?.copy() as? UICollectionViewLayoutAttributes)
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max / 2
    return attributes
  }
}
