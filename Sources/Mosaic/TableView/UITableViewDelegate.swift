import Foundation

/// The object told about selection, highlighting, display and editing of a table view's rows,
/// and asked for heights, header and footer views, editing styles and swipe actions. It is also
/// the table view's scroll-view delegate. Every method is optional: the protocol extension
/// gives UIKit's defaults.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
  // MARK: Display
  /// The cell is about to be shown for the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The header view of `section` is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// The footer view of `section` is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// The cell, which showed the row at `indexPath`, left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The header view of `section` left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// The footer view of `section` left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

  // MARK: Heights
  /// The height of the row; the table's `rowHeight` by default
  /// (`UITableView.automaticDimension` sizes the row to its cell).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header; the table's `sectionHeaderHeight` by default.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer; the table's `sectionFooterHeight` by default.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The height the row is assumed to have until it is shown; the table's
  /// `estimatedRowHeight` by default.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height `section`'s header is assumed to have until it is shown.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// The height `section`'s footer is assumed to have until it is shown.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat

  // MARK: Header and footer views
  /// The view shown as `section`'s header (often a dequeued `UITableViewHeaderFooterView`);
  /// nil by default, when the data source's title, if any, is shown.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view shown as `section`'s footer; nil by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  // MARK: Accessories
  /// The user tapped the detail (info) button of the row's accessory.
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

  // MARK: Highlighting and selection
  /// Whether the row may be highlighted when touched; true by default. False skips the
  /// selection of the touch too.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight was removed.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row is about to be selected by the user: return `indexPath`, another index path to
  /// select that row instead, or nil to select nothing. Returns `indexPath` by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row is about to be deselected by the user: return `indexPath`, another index path, or
  /// nil to keep it selected. Returns `indexPath` by default.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The user deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  // MARK: Editing
  /// The editing control the row shows while the table is editing: `.delete` by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// The title of the row's delete button; "Delete" by default.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether the row's content is indented while the table is editing; true by default.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The user began swiping the row (the table enters editing for that row).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The swiped row closed (`indexPath` is nil when the row no longer exists).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// The actions revealed by swiping the row from its leading edge; nil by default (none).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions revealed by swiping the row from its trailing edge; nil by default, which
  /// shows a Delete button for rows the data source lets the user delete.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Where a row being moved from `sourceIndexPath` would land when dropped at
  /// `proposedDestinationIndexPath`; the proposal by default.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The row's indentation level (in steps of the cell's `indentationWidth`); 0 by default.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

/// Records which optional table-view methods an object leaves to the defaults, for the
/// answers whose absence UIKit treats differently from any value.
@MainActor
enum TableViewDefaults {
  /// Set by the default implementations that the table probes.
  static var answeredByDefault = false

  /// Whether `body`'s call reached a probed default implementation.
  static func isDefault(_ body: () -> Void) -> Bool {
    answeredByDefault = false
    body()
    defer { answeredByDefault = false }
    return answeredByDefault
  }
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableViewDefaults.answeredByDefault = true
    return tableView.rowHeight
  }
  /// The table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  /// The table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `estimatedSectionHeaderHeight`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { tableView.estimatedSectionHeaderHeight }
  /// The table's `estimatedSectionFooterHeight`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { tableView.estimatedSectionFooterHeight }
  /// No view: the data source's title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// No view: the data source's title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// True.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  /// True.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// None.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None: the table shows its Delete button for deletable rows.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// The proposal.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// 0.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
}
