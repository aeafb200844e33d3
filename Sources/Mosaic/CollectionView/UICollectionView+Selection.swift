import Foundation

// Members UIKit declares `open` are declared in the class body (UICollectionView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name: `baseSelectItem(at:animated:scrollPosition:)` does
// `selectItem(at:animated:scrollPosition:)`'s work, what `super` runs.

extension UICollectionView {
  // MARK: Programmatic selection

  /// `indexPathsForSelectedItems`' value.
  var baseIndexPathsForSelectedItems: [IndexPath]? {
    selectedPaths.isEmpty ? nil : selectedPaths.sorted()
  }

  /// `selectItem(at:animated:scrollPosition:)`'s work.
  func baseSelectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selectedPaths { setSelected(false, at: path) }
      return
    }
    guard allowsSelection || allowsMultipleSelection else { return }
    guard isValidItem(indexPath) else {
      collectionViewFailure(
        "attempt to select an item at invalid index path: \(UpdateItem.describe(indexPath))")
    }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath { setSelected(false, at: path) }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// `deselectItem(at:animated:)`'s work.
  func baseDeselectItem(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  /// Records the selection state of `path` and shows it on the visible cell (the one this
  /// view has on screen, not what an override of `cellForItem(at:)` answers).
  func setSelected(_ selected: Bool, at path: IndexPath) {
    if selected {
      selectedPaths.insert(path)
    } else {
      selectedPaths.remove(path)
    }
    baseCellForItem(at: path)?.isSelected = selected
  }

  func setHighlighted(_ highlighted: Bool, at path: IndexPath) {
    highlightedPath = highlighted ? path : (highlightedPath == path ? nil : highlightedPath)
    baseCellForItem(at: path)?.isHighlighted = highlighted
  }

  // MARK: Touches

  /// A finger touched down: the item under it is highlighted if the delegate allows it
  /// (`shouldHighlightItemAt`, then `isHighlighted`, then `didHighlightItemAt`). A cell that
  /// handles taps itself (`tapActionReplacingSelection`) is remembered instead, with no
  /// highlight and no delegate call.
  func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard trackedPath == nil, tapActionCell == nil, touches.count == 1,
      let touch = touches.first
    else { return }
    let point = touch.location(in: self)
    guard let path = visibleItem(at: point) else { return }
    if let cell = baseCellForItem(at: path), cell.tapActionReplacingSelection != nil {
      tapActionCell = cell
      return
    }
    guard touchAllowsSelection else { return }
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
    trackedPath = path
    setHighlighted(true, at: path)
    delegate?.collectionView(self, didHighlightItemAt: path)
  }

  /// A finger moved; the highlight stays (a drag that scrolls cancels the touch).
  func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The finger lifted: over the highlighted item, the item is selected (or deselected, for
  /// a selected item with multiple selection) if the delegate allows it, with UIKit's order
  /// of calls; elsewhere the highlight is removed and nothing is selected. Over a cell that
  /// handles taps itself, the cell's action runs and nothing is selected.
  func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let point = touches.first.map { $0.location(in: self) }
    if let cell = tapActionCell {
      tapActionCell = nil
      guard let point, let path = visibleItem(at: point), baseCellForItem(at: path) === cell,
        let action = cell.tapActionReplacingSelection
      else { return }
      action()
      return
    }
    guard let path = trackedPath else { return }
    trackedPath = nil
    let delegate = collectionDelegate
    guard let point, visibleItem(at: point) == path else {
      unhighlight(path, delegate: delegate)
      return
    }
    let multiple = touchAllowsMultipleSelection
    if multiple && selectedPaths.contains(path) {
      let allowed = delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
      unhighlight(path, delegate: delegate)
      guard allowed else { return }
      setSelected(false, at: path)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    let allowed = delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
    unhighlight(path, delegate: delegate)
    guard allowed else { return }
    if !multiple {
      for other in selectedPaths.sorted() where other != path {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: path)
    delegate?.collectionView(self, didSelectItemAt: path)
  }

  /// The touch was cancelled (for example because it became a scroll): the highlight is
  /// removed and nothing is selected.
  func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    tapActionCell = nil
    guard let path = trackedPath else { return }
    trackedPath = nil
    unhighlight(path, delegate: collectionDelegate)
  }

  private func unhighlight(_ path: IndexPath, delegate: UICollectionViewDelegate?) {
    setHighlighted(false, at: path)
    delegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  /// The visible item whose cell contains `point` (content coordinates).
  func visibleItem(at point: CGPoint) -> IndexPath? {
    var best: (IndexPath, Int)?
    for (key, view) in visibleViews {
      guard case .cell(let path) = key, !view.isHidden else { continue }
      // Cells of orthogonally scrolling sections live in their section's scroll view.
      let frame =
        view.superview === self || view.superview == nil
        ? view.frame : view.superview!.convert(view.frame, to: self)
      guard frame.contains(point) else { continue }
      let z = view.appliedAttributes?.zIndex ?? 0
      if best == nil || z > best!.1 || (z == best!.1 && path > best!.0) { best = (path, z) }
    }
    return best?.0
  }
}
