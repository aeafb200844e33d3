import Foundation

// Members UIKit declares `open` are declared in the class body (UICollectionView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name: `baseEndInteractiveMovement()` does
// `endInteractiveMovement()`'s work, what `super` runs.

/// Interactive movement (drag reordering), as in UIKit: a gesture handler calls
/// `beginInteractiveMovementForItem(at:)` when the user lifts an item,
/// `updateInteractiveMovementTargetPosition(_:)` as the finger moves, and
/// `endInteractiveMovement()` or `cancelInteractiveMovement()` when it lifts or the gesture is
/// cancelled.
///
/// While the item moves the collection view shows the *displayed* order (the data source's
/// order with the item moved to its current target, see `InteractiveMovement`): the section
/// counts it reports are the displayed ones, the visible cells, the selection and the
/// layout's index paths follow the displayed order, and the cells that appear are asked from
/// the data source at the index path the data source knows. Only at the end is the data
/// source told, once, to move the item.
extension UICollectionView {
  /// How long the other cells take to move out of the way, and the moved cell to settle.
  static let interactiveMovementAnimationDuration: TimeInterval = 0.25

  // MARK: Moving items interactively

  /// `beginInteractiveMovementForItem(at:)`'s work.
  func baseBeginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, isValidItem(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    layoutIfNeeded()
    let layout = preparedLayoutForMovement()
    let center =
      attributesInViewSpace(layout: layout) { $0.layoutAttributesForItem(at: indexPath) }?.center
      ?? baseCellForItem(at: indexPath)?.center
      ?? .zero
    let movement = InteractiveMovement(
      original: indexPath, position: center, sourceCounts: loadedCounts())
    interactiveMovement = movement
    let layoutCenter = layoutSpacePoint(center, layout: layout)
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: [indexPath], withTargetPosition: layoutCenter,
        previousIndexPaths: [indexPath], previousPosition: layoutCenter))
    liftMovingItem(movement, layout: layout)
    layoutIfNeeded()
    return true
  }

  /// `updateInteractiveMovementTargetPosition(_:)`'s work.
  func baseUpdateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard interactiveMovement != nil, targetPosition.x.isFinite, targetPosition.y.isFinite
    else { return }
    moveInteractiveItem(to: targetPosition)
    updateMovementAutoScroll()
  }

  /// `endInteractiveMovement()`'s work.
  func baseEndInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    movement.autoScroll.stop()
    interactiveMovement = nil
    let final = movement.target
    let layout = layoutStorage
    let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [final], previousIndexPaths: [final], movementCancelled: false)
    dataSource?.collectionView(self, moveItemAt: movement.original, to: final)
    layout.invalidateLayout(with: context)
    settleMovedItem(at: final, movement: movement)
  }

  /// `cancelInteractiveMovement()`'s work.
  func baseCancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    movement.autoScroll.stop()
    let last = movement.target
    let original = movement.original
    reindexDisplayedItems {
      InteractiveMovement.reindex($0, removingAt: last, insertingAt: original)
    }
    interactiveMovement = nil
    sectionCounts = movement.sourceCounts
    let layout = layoutStorage
    let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [original], previousIndexPaths: [last], movementCancelled: true)
    if last.section != original.section { context.invalidateDataSourceCounts = true }
    layout.invalidateLayout(with: context)
    settleMovedItem(at: original, movement: movement)
  }

  // MARK: Hooks for the layout pass and the data source

  /// The index path the data source knows for the item displayed at `indexPath`: the same
  /// path unless an interactive movement has changed the displayed order.
  func dataSourceIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
    interactiveMovement?.sourceIndexPath(forDisplayed: indexPath) ?? indexPath
  }

  /// `attributes` (a layout pass's elements) with the moving item's place replaced by the
  /// lifted cell's attributes while an item is being moved.
  func includingInteractivelyMovingItem(_ attributes: [UICollectionViewLayoutAttributes])
    -> [UICollectionViewLayoutAttributes]
  {
    guard let movement = interactiveMovement, let moving = movement.movingAttributes else {
      return attributes
    }
    let target = movement.target
    var result = attributes.filter {
      $0.representedElementCategory != .cell || $0.indexPath != target
    }
    result.append(moving)
    return result
  }

  // MARK: Moving

  /// The layout, prepared for queries.
  func preparedLayoutForMovement() -> UICollectionViewLayout {
    let layout = layoutStorage
    layout.collectionViewStorage = self
    layout.prepareIfNeeded()
    return layout
  }

  /// Puts the lifted cell's centre at `position` and, if the target index path changes,
  /// reorders the displayed items and animates the other cells to their new places.
  func moveInteractiveItem(to position: CGPoint) {
    guard let movement = interactiveMovement else { return }
    let layout = preparedLayoutForMovement()
    let previous = movement.target
    let previousPosition = movement.position
    movement.position = position
    var proposed = layout.targetIndexPath(
      forInteractivelyMovingItem: previous,
      withPosition: layoutSpacePoint(position, layout: layout))
    if let delegate = collectionDelegate {
      proposed = delegate.collectionView(
        self, targetIndexPathForMoveFromItemAt: movement.original, toProposedIndexPath: proposed)
    }
    let target = isValidMovementTarget(proposed, movement) ? proposed : previous
    if target != previous {
      movement.target = target
      sectionCounts = movement.displayedCounts
      reindexDisplayedItems {
        InteractiveMovement.reindex($0, removingAt: previous, insertingAt: target)
      }
    }
    let context = layout.invalidationContext(
      forInteractivelyMovingItems: [target],
      withTargetPosition: layoutSpacePoint(position, layout: layout),
      previousIndexPaths: [previous],
      previousPosition: layoutSpacePoint(previousPosition, layout: layout))
    if target.section != previous.section { context.invalidateDataSourceCounts = true }
    layout.invalidateLayout(with: context)
    liftMovingItem(movement, layout: preparedLayoutForMovement())
    if target != previous {
      UIView.animate(
        withDuration: Self.interactiveMovementAnimationDuration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { [self] in layoutIfNeeded() })
    }
  }

  /// Whether `path` is a place the moving item can go in the displayed order: an item of its
  /// current section, or any place up to the end of another section.
  private func isValidMovementTarget(_ path: IndexPath, _ movement: InteractiveMovement) -> Bool {
    guard path.count == 2 else { return false }
    let counts = loadedCounts()
    guard counts.indices.contains(path.section), path.item >= 0 else { return false }
    let limit = counts[path.section] - (path.section == movement.target.section ? 1 : 0)
    return path.item <= limit
  }

  /// Asks the layout for the lifted cell's attributes at the current target and position and
  /// gives them to the cell at once (never animated).
  private func liftMovingItem(_ movement: InteractiveMovement, layout: UICollectionViewLayout) {
    let position = layoutSpacePoint(movement.position, layout: layout)
    let attributes =
      attributesInViewSpace(layout: layout) {
        $0.layoutAttributesForInteractivelyMovingItem(
          at: movement.target, withTargetPosition: position)
      } ?? UICollectionViewLayoutAttributes(forCellWith: movement.target)
    movement.movingAttributes = attributes
    if let view = visibleViews[.cell(movement.target)] {
      UIView.performWithoutAnimation { apply(attributes, to: view) }
    }
  }

  /// Gives every visible cell, selected item and highlighted item the index path `transform`
  /// maps its index path to, keeping each cell view (it is neither re-dequeued nor
  /// reconfigured). O(visible + selected).
  private func reindexDisplayedItems(_ transform: (IndexPath) -> IndexPath) {
    var views: [ElementKey: UICollectionReusableView] = [:]
    views.reserveCapacity(visibleViews.count)
    for (key, view) in visibleViews {
      if case .cell(let path) = key {
        views[.cell(transform(path))] = view
      } else {
        views[key] = view
      }
    }
    visibleViews = views
    selectedPaths = Set(selectedPaths.map(transform))
    highlightedPath = highlightedPath.map(transform)
    trackedPath = trackedPath.map(transform)
    prefetchedPaths = Set(prefetchedPaths.map(transform))
  }

  /// Animates every cell to its place after a movement ended or was cancelled; the moved cell
  /// stays above the others until it has landed at `path`.
  private func settleMovedItem(at path: IndexPath, movement: InteractiveMovement) {
    let z = CGFloat(movement.movingAttributes?.zIndex ?? 0)
    let lifted = visibleViews[.cell(path)]
    UIView.animate(
      withDuration: Self.interactiveMovementAnimationDuration, delay: 0,
      options: [.beginFromCurrentState, .allowUserInteraction],
      animations: { [self] in layoutIfNeeded() },
      completion: { [weak lifted] _ in
        guard let lifted, lifted.layer.zPosition == z else { return }
        lifted.layer.zPosition = CGFloat(lifted.appliedAttributes?.zIndex ?? 0)
      })
    if let lifted, visibleViews[.cell(path)] === lifted { lifted.layer.zPosition = z }
  }
}
