import Foundation

/// The data source and delegate of a table view's rows: it answers the collection view's
/// questions from the table's data source and delegate, in their words (rows, header views,
/// `willSelectRowAt`), and tells the table's delegate what the rows did.
final class TableViewAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  unowned let table: UITableView

  init(table: UITableView) {
    self.table = table
    super.init()
  }

  private var delegate: UITableViewDelegate? { table.tableDelegate }

  // MARK: Counts and views

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    guard let dataSource = table.dataSource else { return 0 }
    return dataSource.numberOfSections(in: table)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let dataSource = table.dataSource else {
      collectionViewFailure(
        "UITableView (\(table)) failed to obtain a cell from its dataSource (nil)")
    }
    let cell = dataSource.tableView(table, cellForRowAt: indexPath)
    // Cells the data source made itself (or dequeued without an index path) are taken too.
    cell.dequeueToken = collectionView.viewRequestSerial
    table.prepare(cell, at: indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let host =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: TableRowsView.hostIdentifier, for: indexPath)
      as! TableHeaderFooterHost
    switch kind {
    case TableRowsView.tableHeaderKind:
      host.show(table.tableHeaderView, role: .tableHeader)
    case TableRowsView.tableFooterKind:
      host.show(table.tableFooterView, role: .tableFooter)
    case UICollectionView.elementKindSectionHeader:
      host.show(
        table.boundaryView(header: true, section: indexPath.section),
        role: .header(indexPath.section))
    default:
      host.show(
        table.boundaryView(header: false, section: indexPath.section),
        role: .footer(indexPath.section))
    }
    return host
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    table.dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    table.dataSource?.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: Prefetching

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    table.prefetchDataSource?.tableView(table, prefetchRowsAt: indexPaths)
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    table.prefetchDataSource?.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
  }

  // MARK: Highlighting and selection

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    guard table.selectionAllowedNow else { return false }
    return delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    delegate?.tableView(table, didHighlightRowAt: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  {
    delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    if let target = pendingSelection {
      pendingSelection = nil
      table.selectByUser(target, replacing: indexPath)
    }
  }

  /// The row `willSelectRowAt` chose instead of the touched one.
  private var pendingSelection: IndexPath?

  /// `willSelectRowAt` decides: nil selects nothing; another index path is selected instead
  /// (by the table); the row itself is selected by the rows view, after the rows that lose
  /// their selection were told `willDeselectRowAt`.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    guard
      let target = delegate.map({ $0.tableView(table, willSelectRowAt: indexPath) }) ?? indexPath
    else { return false }
    guard target == indexPath else {
      // The other row is selected once the touched row's highlight is removed.
      pendingSelection = target
      return false
    }
    if !collectionView.touchAllowsMultipleSelection, let delegate {
      for other in collectionView.indexPathsForSelectedItems ?? [] where other != indexPath {
        _ = delegate.tableView(table, willDeselectRowAt: other)
      }
    }
    return true
  }

  /// `willDeselectRowAt` decides, as `willSelectRowAt` does for selection.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    guard
      let target = delegate.map({ $0.tableView(table, willDeselectRowAt: indexPath) })
        ?? indexPath
    else { return false }
    guard target == indexPath else {
      table.deselectByUser(target)
      return false
    }
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    delegate?.tableView(table, didSelectRowAt: indexPath)
    NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: table)
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    delegate?.tableView(table, didDeselectRowAt: indexPath)
  }

  // MARK: Display

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let host = view as? TableHeaderFooterHost, let hosted = host.hosted else { return }
    switch host.role {
    case .header(let section):
      delegate?.tableView(table, willDisplayHeaderView: hosted, forSection: section)
    case .footer(let section):
      delegate?.tableView(table, willDisplayFooterView: hosted, forSection: section)
    case .tableHeader, .tableFooter, .none: break
    }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let host = view as? TableHeaderFooterHost else { return }
    if let hosted = host.hosted {
      switch host.role {
      case .header(let section):
        delegate?.tableView(table, didEndDisplayingHeaderView: hosted, forSection: section)
      case .footer(let section):
        delegate?.tableView(table, didEndDisplayingFooterView: hosted, forSection: section)
      case .tableHeader, .tableFooter, .none: break
      }
    }
    if let released = host.release() { table.recycle(released) }
  }

  // MARK: Moving

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    // A row may not take the place of a row that cannot move.
    if proposedIndexPath != originalIndexPath, let dataSource = table.dataSource,
      !dataSource.tableView(table, canMoveRowAt: proposedIndexPath)
    {
      return originalIndexPath
    }
    return delegate?.tableView(
      table, targetIndexPathForMoveFromRowAt: originalIndexPath,
      toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
  }
}
