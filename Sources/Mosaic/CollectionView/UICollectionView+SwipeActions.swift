import Foundation

/// The edge of a row whose swipe actions are meant: leading actions show at the leading side
/// (the left in left-to-right layouts) when the row slides towards the trailing side.
enum SwipeEdge: Sendable, Hashable {
  case leading
  case trailing
}

// Swipe actions of list rows: a row of a list section slides sideways, by a drag or a sideways
// touchpad scroll, revealing the buttons of its section's swipe action configurations
// (SwipeActionsController.swift does the work). Only one row is open at a time.

extension UICollectionView {
  /// Attaches the recognizers and the touchpad hook of the rows' swipe actions.
  func installSwipeActions() {
    swipeActions = SwipeActionsController(collectionView: self)
  }

  /// The swipe actions the item at `indexPath` shows at `edge`: `swipeActionsProvider`'s
  /// answer when it is set, else its list section's configuration provider's; nil when the
  /// item is not in a list section, or the answer is nil or has no actions.
  func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    let configuration: UISwipeActionsConfiguration?
    if let provider = swipeActionsProvider {
      configuration = provider(indexPath, edge)
    } else {
      guard let layout = layoutStorage as? UICollectionViewCompositionalLayout,
        indexPath.count == 2, layout.sections.indices.contains(indexPath.section),
        let list = layout.sections[indexPath.section].listConfiguration
      else { return nil }
      switch edge {
      case .leading: configuration = list.leadingSwipeActionsConfigurationProvider?(indexPath)
      case .trailing: configuration = list.trailingSwipeActionsConfigurationProvider?(indexPath)
      }
    }
    guard let configuration, !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// The item whose row is open (or being swiped), if any.
  var openSwipeIndexPath: IndexPath? {
    swipeActions?.openCell.flatMap { indexPath(for: $0) }
  }

  /// Opens the row of the item at `indexPath` on `edge`, showing its swipe actions at their
  /// natural widths, as tapping a `.delete` accessory does for the trailing edge; another open
  /// row closes. Does nothing when the item is not on screen, is not a list cell, or has no
  /// actions there.
  func revealSwipeActions(forItemAt indexPath: IndexPath, edge: SwipeEdge, animated: Bool) {
    swipeActions?.reveal(itemAt: indexPath, edge: edge, animated: animated)
  }

  /// Closes the open row, if any.
  func closeSwipeActions(animated: Bool) {
    swipeActions?.close(animated: animated)
  }
}
