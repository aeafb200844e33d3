import Foundation

extension UICollectionView {
  /// Whether a touch can select an item now: `allowsSelection` out of editing mode,
  /// `allowsSelectionDuringEditing` (or its multiple form) in it.
  var touchAllowsSelection: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
      : allowsSelection || allowsMultipleSelection
  }

  /// Whether touches select several items now: `allowsMultipleSelection` out of editing
  /// mode, `allowsMultipleSelectionDuringEditing` in it.
  var touchAllowsMultipleSelection: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// The collection view entered or left editing mode: the visible cells update their
  /// configurations. Inside an animation block they are laid out at once, so their
  /// accessories and content move with the animation.
  func editingDidChange() {
    let cells = visibleCells
    for cell in cells { cell.setNeedsUpdateConfiguration() }
    guard UIView.currentAnimationContext(for: self) != nil else { return }
    for cell in cells { cell.layoutIfNeeded() }
  }
}
