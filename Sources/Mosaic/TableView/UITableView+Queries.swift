import Foundation

// Counts, cells, index paths and rectangles: answered by the rows view and its layout, in the
// table's coordinates (which are the rows view's).

extension UITableView {
  /// The number of sections, as last read from the data source.
  public var numberOfSections: Int { rows.numberOfSections }

  /// The number of rows in `section`, as last read from the data source.
  public func numberOfRows(inSection section: Int) -> Int {
    rows.numberOfItems(inSection: section)
  }

  /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    rows.cellForItem(at: indexPath) as? UITableViewCell
  }

  /// The index path of the row `cell` shows, or nil when the cell is not on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    rows.indexPath(for: cell)
  }

  /// The index path of the row at `point` (in the table's coordinates), whether or not it is
  /// on screen; nil when no row is there.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rows.indexPathForItem(at: point)
  }

  /// The index paths of the rows that meet `rect` (in the table's coordinates), sorted; nil
  /// when there are none.
  /// - Complexity: O(log n + k) for the k rows in `rect`.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    let paths = (rows.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
      .map(\.indexPath).sorted()
    return paths.isEmpty ? nil : paths
  }

  /// The cells on screen, in the order of their rows.
  public var visibleCells: [UITableViewCell] {
    rows.indexPathsForVisibleItems.compactMap { rows.cellForItem(at: $0) as? UITableViewCell }
  }

  /// The index paths of the rows on screen, sorted; nil when none is.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = rows.indexPathsForVisibleItems
    return paths.isEmpty ? nil : paths
  }

  /// The rectangle of the row at `indexPath` in the table's coordinates (an estimate for rows
  /// not shown yet); `.zero` when the row does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    rows.layoutIfNeeded()
    return rows.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// The rectangle of `section`'s header; `.zero` when it has none.
  public func rectForHeader(inSection section: Int) -> CGRect {
    boundaryRect(kind: UICollectionView.elementKindSectionHeader, section: section)
  }

  /// The rectangle of `section`'s footer; `.zero` when it has none.
  public func rectForFooter(inSection section: Int) -> CGRect {
    boundaryRect(kind: UICollectionView.elementKindSectionFooter, section: section)
  }

  /// The rectangle of the whole of `section`: its header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    var rect = rectForHeader(inSection: section)
    let count = section < numberOfSections ? numberOfRows(inSection: section) : 0
    for path in [IndexPath(row: 0, section: section), IndexPath(row: count - 1, section: section)]
    where count > 0 {
      let row = rectForRow(at: path)
      rect = rect.isEmpty && rect.origin == .zero ? row : rect.union(row)
    }
    let footer = rectForFooter(inSection: section)
    if !footer.isEmpty { rect = rect.union(footer) }
    return rect
  }

  private func boundaryRect(kind: String, section: Int) -> CGRect {
    rows.layoutIfNeeded()
    guard
      let frame = rows.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame,
      frame.height > 0
    else { return .zero }
    return frame
  }

  /// The header view of `section` on screen (a `UITableViewHeaderFooterView`), or nil.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    hostedBoundaryView(kind: UICollectionView.elementKindSectionHeader, section: section)
  }

  /// The footer view of `section` on screen, or nil.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    hostedBoundaryView(kind: UICollectionView.elementKindSectionFooter, section: section)
  }

  private func hostedBoundaryView(kind: String, section: Int) -> UITableViewHeaderFooterView? {
    let host =
      rows.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
      as? TableHeaderFooterHost
    return host?.hosted as? UITableViewHeaderFooterView
  }

  // MARK: Scrolling

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: just enough to
  /// show it), within the content's scrollable range. An index path that names no row stops
  /// the program with UIKit's message.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard indexPath.section >= 0, indexPath.section < numberOfSections,
      indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section)
    else {
      collectionViewFailure(
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when "
          + "there are only \(indexPath.section < numberOfSections ? numberOfRows(inSection: indexPath.section) : 0) "
          + "rows in section \(indexPath.section). Table view: \(self)")
    }
    scroll(to: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
  }

  /// Scrolls so that `rect` is at `position` within the visible area (inside the adjusted
  /// insets), clamped to the content.
  func scroll(to rect: CGRect, at position: ScrollPosition, animated: Bool) {
    let insets = adjustedContentInset
    let visibleHeight = bounds.height - insets.top - insets.bottom
    var y = contentOffset.y
    switch position {
    case .top: y = rect.minY - insets.top
    case .middle: y = rect.midY - insets.top - visibleHeight / 2
    case .bottom: y = rect.maxY - insets.top - visibleHeight
    case .none:
      if rect.minY < contentOffset.y + insets.top {
        y = rect.minY - insets.top
      } else if rect.maxY > contentOffset.y + insets.top + visibleHeight {
        y = rect.maxY - insets.top - visibleHeight
      }
    }
    let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
    y = min(max(y, -insets.top), maxY)
    let target = CGPoint(x: contentOffset.x, y: y)
    if target != contentOffset { setContentOffset(target, animated: animated) }
  }
}
