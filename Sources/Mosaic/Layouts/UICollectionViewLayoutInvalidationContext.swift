import Foundation

/// Describes which parts of a layout have to be recomputed, passed to
/// `UICollectionViewLayout.invalidateLayout(with:)`.
///
/// `invalidateEverything` and `invalidateDataSourceCounts` are set by the collection view
/// (after `reloadData()` or a batch update); layouts set the item index paths and the
/// offset and size adjustments. Subclasses add their own flags, as
/// `UICollectionViewFlowLayoutInvalidationContext` does.
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Creates an empty context: nothing is marked invalid.
  public required override init() { super.init() }

  /// Whether the whole layout must be recomputed (set by `invalidateLayout()` and
  /// `reloadData()`).
  open internal(set) var invalidateEverything = false

  /// Whether the numbers of sections and items changed, so the layout must ask for them
  /// again (set by `reloadData()` and batch updates).
  open internal(set) var invalidateDataSourceCounts = false

  /// The items marked invalid with `invalidateItems(at:)`, or nil when none are.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  /// The supplementary elements marked invalid, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

  /// The decoration elements marked invalid, by kind.
  open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

  /// How much the collection view's content offset moves when the context is applied;
  /// `.zero` by default.
  open var contentOffsetAdjustment: CGPoint = .zero

  /// How much the content size changes when the context is applied; `.zero` by default.
  open var contentSizeAdjustment: CGSize = .zero

  /// The index paths the items being moved interactively now occupy (their potential drop
  /// locations), in a context made for an interactive movement; nil otherwise.
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

  /// The index paths the items being moved interactively occupied before this change, in a
  /// context made for an interactive movement (or for its end); nil otherwise.
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

  /// The point, in the collection view's content coordinates, the items being moved
  /// interactively are dragged to, in a context made for an interactive movement; `.zero`
  /// otherwise.
  open internal(set) var interactiveMovementTarget: CGPoint = .zero

  /// Marks the items at `indexPaths` invalid.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }
}

/// The invalidation context of `UICollectionViewFlowLayout`: says whether the sizes and
/// spacings from the delegate, and the layout's own attributes, must be fetched again.
///
/// Both flags are false in a new context, as in UIKit: a flow layout handed such a context
/// (with neither `invalidateEverything` nor `invalidateDataSourceCounts`) keeps its geometry.
/// The flow layout sets them itself in the contexts it makes for bounds changes, self-sizing
/// and interactive movement when those change the items' sizes or places.
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Creates a context that invalidates neither the delegate metrics nor the flow attributes.
  public required init() { super.init() }

  /// Whether the layout recomputes the sizes of its items and views, asking the delegate for
  /// them again; false by default. Set it when the items' sizes changed.
  open var invalidateFlowLayoutDelegateMetrics = false

  /// Whether the layout recomputes the attributes (the places) of its items and views; false
  /// by default. Set it when items move on screen, as a bounds change that alters how many
  /// items fit in a line does.
  open var invalidateFlowLayoutAttributes = false
}
