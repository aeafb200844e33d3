import Foundation

extension UICollectionView {
  /// Attaches the long-press recognizer that opens an item's edit menu (called once, from the
  /// initializers).
  func installEditMenu() {
    editMenu = CollectionViewEditMenu(collectionView: self)
  }
}

/// A collection view's edit menu, as UIKit offers it: a long press (0.5 s) on an item whose
/// delegate returns true from `collectionView(_:shouldShowMenuForItemAt:)` shows the edit
/// menu above the item with the commands among Cut, Copy and Paste (`cut:`, `copy:`, `paste:`,
/// in that order) for which `collectionView(_:canPerformAction:forItemAt:withSender:)` returns
/// true; with none, no menu shows. Choosing a command calls
/// `collectionView(_:performAction:forItemAt:withSender:)` once with its selector, then the
/// menu goes away. The sender of both calls is `UIMenuController.shared`.
///
/// The item is highlighted while its menu shows (its touch was cancelled when the long press
/// was recognized, so the collection view highlights it again: `didUnhighlightItemAt`, then
/// `didHighlightItemAt`), and unhighlighted (`didUnhighlightItemAt`) when the menu goes. The
/// press that opened the menu selects nothing.
///
/// The recognizer only begins when the delegate wants a menu with at least one command for
/// the pressed item, so an app's own long-press recognizer on the collection view (for
/// dragging, say) is not disturbed otherwise.
@MainActor
final class CollectionViewEditMenu: UIGestureRecognizerDelegate {
  @Unretained var collectionView: UICollectionView?
  let recognizer = UILongPressGestureRecognizer()

  /// The pressed item and its commands, found when the recognizer asked to begin.
  private var candidate: (path: IndexPath, items: [EditMenuItem], touchHighlighted: Bool)?
  /// The item whose menu shows, with its cell.
  private(set) var shownPath: IndexPath?
  @Unretained private var shownCell: UICollectionViewCell?
  /// Whether the menu highlighted the item (and so must unhighlight it).
  private var highlightedByMenu = false

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    recognizer.name = "UICollectionView edit menu"
    recognizer.delegate = self
    // A press that turns out not to be for the menu must not hold back the item's touch end.
    recognizer.delaysTouchesEnded = false
    recognizer.addHandler { [weak self] recognizer in
      guard recognizer.state == .began else { return }
      self?.pressBegan()
    }
    collectionView.addGestureRecognizer(recognizer)
  }

  /// The sender passed to the delegate's menu methods.
  var sender: UIMenuController { UIMenuController.shared }

  // MARK: Deciding

  /// The press may begin only on a visible item whose delegate wants a menu with at least one
  /// of the standard commands.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    candidate = nil
    guard gestureRecognizer === recognizer, let collectionView, collectionView.window != nil,
      recognizer.numberOfTouches == 1, let delegate = collectionView.collectionDelegate
    else { return false }
    let point = recognizer.location(in: collectionView)
    guard let path = collectionView.visibleItem(at: point),
      delegate.collectionView(collectionView, shouldShowMenuForItemAt: path)
    else { return false }
    let items = EditMenuItem.standardEditActions.filter {
      delegate.collectionView(
        collectionView, canPerformAction: $0.action, forItemAt: path, withSender: sender)
    }
    guard !items.isEmpty else { return false }
    candidate = (path, items, collectionView.trackedPath == path)
    return true
  }

  // MARK: Showing

  /// The press was recognized (which cancelled the item's touch): highlight the item again
  /// and show its menu.
  private func pressBegan() {
    guard let collectionView, let candidate,
      let cell = collectionView.cellForItem(at: candidate.path)
    else { return }
    self.candidate = nil
    // A menu still showing (for another item) goes first, with its highlight.
    UIMenuController.shared.hideMenu()
    let path = candidate.path
    let delegate = collectionView.collectionDelegate
    let highlight =
      candidate.touchHighlighted
      || (delegate?.collectionView(collectionView, shouldHighlightItemAt: path) ?? true)
    shownPath = path
    shownCell = cell
    highlightedByMenu = highlight
    if highlight {
      collectionView.setHighlighted(true, at: path)
      delegate?.collectionView(collectionView, didHighlightItemAt: path)
    }
    // Point at the part of the cell that is on screen.
    let visible = cell.convert(collectionView.bounds, from: collectionView)
    let shown = cell.bounds.intersection(visible)
    UIMenuController.shared.show(
      candidate.items, from: cell, rect: shown.isNull ? cell.bounds : shown,
      choose: { [weak self] action in self?.perform(action) },
      dismissed: { [weak self] in self?.menuDismissed() })
  }

  /// The user chose `action`: the delegate performs it for the item the cell shows now.
  private func perform(_ action: Selector) {
    guard let collectionView, let cell = shownCell,
      let path = collectionView.indexPath(for: cell) ?? shownPath
    else { return }
    collectionView.collectionDelegate?.collectionView(
      collectionView, performAction: action, forItemAt: path, withSender: sender)
  }

  /// The menu went away: the item loses the highlight the menu gave it.
  private func menuDismissed() {
    guard let path = shownPath else { return }
    let cell = shownCell
    shownPath = nil
    shownCell = nil
    guard highlightedByMenu else { return }
    highlightedByMenu = false
    guard let collectionView else {
      cell?.isHighlighted = false
      return
    }
    let current = cell.flatMap { collectionView.indexPath(for: $0) } ?? path
    collectionView.setHighlighted(false, at: current)
    cell?.isHighlighted = false
    collectionView.collectionDelegate?.collectionView(
      collectionView, didUnhighlightItemAt: current)
  }
}
