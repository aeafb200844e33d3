import Foundation

// Swipe actions of table rows: the delegate's leading and trailing configurations, or, for the
// trailing edge of rows the data source lets the user delete, a Delete button that commits the
// deletion, as UIKit shows them. The swipe itself is the list machinery's.

extension UITableView {
  /// Connects the rows' swipes to the table: the configurations come from the delegate, and
  /// a row opening or closing is the delegate's `willBeginEditingRowAt`/`didEndEditingRowAt`.
  func connectRowSwipes() {
    rows.swipeActionsProvider = { [me = unretained] indexPath, edge in
      me.wrappedValue?.swipeActionsConfiguration(forRowAt: indexPath, edge: edge)
    }
    rows.swipeActions?.rowWillOpen = { [me = unretained] indexPath in
      guard let table = me.wrappedValue else { return }
      table.cellForRow(at: indexPath)?.showingDeleteConfirmation = true
      table.tableDelegate?.tableView(table, willBeginEditingRowAt: indexPath)
    }
    rows.swipeActions?.rowDidClose = { [me = unretained] indexPath in
      guard let table = me.wrappedValue else { return }
      if let indexPath { table.cellForRow(at: indexPath)?.showingDeleteConfirmation = false }
      table.tableDelegate?.tableView(table, didEndEditingRowAt: indexPath)
    }
  }

  /// The actions the row at `indexPath` shows when swiped from `edge`; nil (no swipe) for rows
  /// the data source does not let the user edit.
  func swipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
    let delegate = tableDelegate
    switch edge {
    case .leading:
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      if let delegate {
        var configuration: UISwipeActionsConfiguration?
        let answeredByDefault = TableViewDefaults.isDefault {
          configuration = delegate.tableView(
            self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if !answeredByDefault, let configuration { return configuration }
      }
      return defaultTrailingSwipeActions(forRowAt: indexPath)
    }
  }

  /// The Delete button of a row whose editing style is `.delete`: it commits the deletion.
  private func defaultTrailingSwipeActions(forRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style == .delete else { return nil }
    let title =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
      ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [me = unretained] _, _, completion in
      guard let table = me.wrappedValue else { return completion(false) }
      // The row may have moved since the configuration was made: the open row is the one.
      let path = table.rows.openSwipeIndexPath ?? indexPath
      table.dataSource?.tableView(table, commit: .delete, forRowAt: path)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

extension UITableView {
  /// Opens the trailing swipe actions of the row at `indexPath`, as a swipe does (for
  /// benchmarks and tests that drive the table without touches).
  @_spi(MosaicTesting) public func openTrailingSwipeActions(forRowAt indexPath: IndexPath) {
    rows.revealSwipeActions(forItemAt: indexPath, edge: .trailing, animated: true)
  }
}
