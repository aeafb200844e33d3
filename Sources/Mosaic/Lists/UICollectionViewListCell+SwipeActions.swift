import Foundation

/// A list row's swipe while it is swiped or open: how far its content slid and the buttons
/// that slide reveals.
@MainActor
final class CellSwipeState {
  /// How far the row's content is slid sideways: negative to the left (revealing the buttons
  /// on the right), positive to the right.
  var offset: CGFloat = 0
  /// The buttons shown in the strip the content left, if any.
  var actionsView: SwipeActionsView?
  /// Whether the cell clipped its subviews before the swipe (it clips while swiped).
  let clippedBefore: Bool
  /// The running slide of the row, if any; replacing or clearing it stops that slide.
  var animation: AnyObject?

  init(clippedBefore: Bool) {
    self.clippedBefore = clippedBefore
  }
}

extension UICollectionViewListCell {
  /// How far the row's content is slid sideways (0 when it is not swiped).
  var swipeOffset: CGFloat { swipe?.offset ?? 0 }

  /// Slides the row's content by `offset` (negative: to the left) and shows `actionsView` in
  /// the strip it leaves. The whole row (background, content, accessories, separator) moves
  /// through the layer's `sublayerTransform`, so no subview's frame changes: the content keeps
  /// its layout and margins while it slides. The cell clips while it is swiped.
  func setSwipeOffset(_ offset: CGFloat, actionsView: SwipeActionsView?) {
    let state: CellSwipeState
    if let swipe {
      state = swipe
    } else {
      state = CellSwipeState(clippedBefore: clipsToBounds)
      swipe = state
      clipsToBounds = true
    }
    if state.actionsView !== actionsView {
      state.actionsView?.removeFromSuperview()
      state.actionsView = actionsView
      if let actionsView { addSubview(actionsView) }
    }
    state.offset = offset
    UIView.performWithoutAnimation {
      layer.sublayerTransform = CATransform3DMakeTranslation(offset, 0, 0)
      placeSwipeActions()
    }
  }

  /// Puts the row's content back in place and removes the buttons.
  func endSwipe() {
    guard let state = swipe else { return }
    swipe = nil
    state.actionsView?.removeFromSuperview()
    clipsToBounds = state.clippedBefore
    UIView.performWithoutAnimation {
      layer.sublayerTransform = CATransform3DIdentity
    }
  }

  /// The last step of the cell's layout while it is swiped: the buttons stay in the strip the
  /// content left, above the row's other views.
  func applySwipeOffset() {
    guard swipe != nil else { return }
    placeSwipeActions()
  }

  /// Places the buttons so that, moved with the rest of the row by the swipe's offset, they
  /// fill the strip between the content and the row's edge.
  private func placeSwipeActions() {
    guard let state = swipe, let actions = state.actionsView else { return }
    let b = bounds
    let offset = state.offset
    let width = abs(offset)
    let x = offset < 0 ? b.maxX : b.minX - offset
    actions.frame = CGRect(x: x, y: b.minY, width: width, height: b.height)
    actions.layoutIfNeeded()
    if subviews.last !== actions && subviews.last !== separatorView {
      bringSubviewToFront(actions)
    }
  }

  /// Reveals the row's trailing swipe actions, as tapping the `.delete` accessory without a
  /// handler of its own does.
  func revealTrailingSwipeActions() {
    guard let collectionView = owningCollectionView,
      let indexPath = collectionView.indexPath(for: self)
    else { return }
    collectionView.revealSwipeActions(forItemAt: indexPath, edge: .trailing, animated: true)
  }
}
