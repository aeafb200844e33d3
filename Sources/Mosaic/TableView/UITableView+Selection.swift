import Foundation

// Selection: programmatic selection calls no delegate methods; the user's selection runs
// through the rows view's touch handling and the adapter (`willSelectRowAt` and friends).

extension UITableView {
  /// The index path of the selected row (the first, when several are); nil when none is.
  public var indexPathForSelectedRow: IndexPath? { rows.indexPathsForSelectedItems?.first }

  /// The index paths of the selected rows, sorted; nil when none is selected.
  public var indexPathsForSelectedRows: [IndexPath]? { rows.indexPathsForSelectedItems }

  /// Selects the row at `indexPath` (deselecting the others unless multiple selection is
  /// allowed) and scrolls it to `scrollPosition` (`.none` does not scroll). nil deselects
  /// every row. Calls no delegate methods and posts no notification.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in rows.indexPathsForSelectedItems ?? [] {
        rows.deselectItem(at: path, animated: animated)
      }
      return
    }
    rows.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath`. Calls no delegate methods.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    rows.deselectItem(at: indexPath, animated: animated)
  }

  /// The user's touch selects `target` instead of the row touched (`willSelectRowAt` returned
  /// another index path): the other rows are deselected (with the delegate told), then
  /// `target` is selected and the delegate told.
  func selectByUser(_ target: IndexPath, replacing touched: IndexPath) {
    guard target.section >= 0, target.section < numberOfSections, target.row >= 0,
      target.row < numberOfRows(inSection: target.section)
    else { return }
    let delegate = tableDelegate
    if !rows.touchAllowsMultipleSelection {
      for other in rows.indexPathsForSelectedItems ?? [] where other != target {
        _ = delegate?.tableView(self, willDeselectRowAt: other)
        rows.deselectItem(at: other, animated: false)
        delegate?.tableView(self, didDeselectRowAt: other)
      }
    }
    rows.selectItem(at: target, animated: false, scrollPosition: [])
    delegate?.tableView(self, didSelectRowAt: target)
    NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
  }

  /// The user's touch deselects `target` instead of the row touched.
  func deselectByUser(_ target: IndexPath) {
    guard rows.indexPathsForSelectedItems?.contains(target) == true else { return }
    rows.deselectItem(at: target, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }

  // MARK: Rows' editing state

  /// Gives a cell about to show the row at `indexPath` the row's editing style, reorder
  /// control and the table's editing state.
  func prepare(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.tableView = self
    let dataSource = self.dataSource
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    cell.editingStyle =
      editable
      ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    cell.indentationLevel =
      tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
    if cell.separatorConfigurationOverride == nil {
      cell.separatorConfigurationOverride = { [weak cell] configuration in
        cell?.tableSeparatorConfiguration(configuration) ?? configuration
      }
    }
    if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
  }

  /// The row's delete control was tapped: its trailing swipe actions (the Delete button)
  /// are revealed, as UIKit asks for a confirmation.
  func deleteControlTapped(at indexPath: IndexPath) {
    rows.revealSwipeActions(forItemAt: indexPath, edge: .trailing, animated: true)
  }
}
