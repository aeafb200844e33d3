import Foundation

// Animated changes of rows and sections: the rows view's batch updates (one validation, one
// animation machinery), worded as a table's. `beginUpdates()`/`endUpdates()` collect the changes
// made between them into one batch.

extension UITableView {
  /// Makes the insertions, deletions, reloads and moves `updates` asks for one animated change,
  /// checked as a whole against the data source's counts when `updates` returns (a wrong
  /// batch stops the program with UIKit's table message in debug builds; in release builds the
  /// message is written and the table reloads). `completion` gets whether the animations ran
  /// to their end.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    rows.performBatchUpdates(updates, completion: completion)
  }

  /// Starts collecting changes into one batch, ended by `endUpdates()`; pairs nest.
  public func beginUpdates() {
    pendingUpdates.depth += 1
  }

  /// Ends the batch `beginUpdates()` started: the changes made since are checked and animated
  /// together.
  public func endUpdates() {
    guard pendingUpdates.depth > 0 else { return }
    pendingUpdates.depth -= 1
    guard pendingUpdates.depth == 0 else { return }
    let changes = pendingUpdates.changes
    pendingUpdates.changes = []
    rows.performBatchUpdates {
      for change in changes { change() }
    }
  }

  /// Runs `change` now, or inside the batch `beginUpdates()` started.
  private func update(_ animation: RowAnimation, _ change: @escaping () -> Void) {
    let run = { if animation == .none { UIView.performWithoutAnimation(change) } else { change() } }
    if pendingUpdates.depth > 0 {
      pendingUpdates.changes.append(run)
    } else {
      run()
    }
  }

  /// Inserts rows at `indexPaths` (positions after the change); the data source must already
  /// hold them.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { [rows] in rows.insertItems(at: indexPaths) }
  }

  /// Deletes the rows at `indexPaths` (positions before the change); the data source must no
  /// longer hold them.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { [rows] in rows.deleteItems(at: indexPaths) }
  }

  /// Replaces the rows at `indexPaths` with fresh cells from the data source.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { [rows] in rows.reloadItems(at: indexPaths) }
  }

  /// Updates the visible cells of the rows at `indexPaths` in place: the data source is asked
  /// for the rows again and dequeuing returns the cells already showing them.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    update(.none) { [rows] in rows.reconfigureItems(at: indexPaths) }
  }

  /// Moves the row at `indexPath` to `newIndexPath`; its cell slides there.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.automatic) { [rows] in rows.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts whole sections (indexes after the change).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { [rows] in rows.insertSections(sections) }
  }

  /// Deletes whole sections (indexes before the change).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { [rows] in rows.deleteSections(sections) }
  }

  /// Replaces whole sections and all their rows.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { [rows] in rows.reloadSections(sections) }
  }

  /// Moves the section at `section` to `newSection`, with its rows.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    update(.automatic) { [rows] in rows.moveSection(section, toSection: newSection) }
  }
}

/// The changes collected between `beginUpdates()` and `endUpdates()`.
struct TablePendingUpdates {
  var depth = 0
  var changes: [() -> Void] = []
}
