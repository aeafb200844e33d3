import Foundation

/// UIKit declares the table view's `delegate` as a `UITableViewDelegate`; Mosaic's is the
/// scroll view's delegate, since an overriding property cannot narrow its type in Swift. These
/// members of every scroll-view delegate keep code that calls the delegate directly,
/// `tableView.delegate?.tableView(…)`, compiling and reaching the app's
/// implementation: each calls the delegate's own method when the delegate adopts
/// `UITableViewDelegate`, and gives UIKit's default when it does not.
extension UIScrollViewDelegate {
  /// The delegate as a `UITableViewDelegate`, or an object with UIKit's defaults.
  private var asUITableViewDelegate: UITableViewDelegate {
    self as? UITableViewDelegate ?? FallbackUITableViewDelegate.shared
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    asUITableViewDelegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    asUITableViewDelegate.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    asUITableViewDelegate.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    asUITableViewDelegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    asUITableViewDelegate.tableView(
      tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    asUITableViewDelegate.tableView(
      tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    asUITableViewDelegate.tableView(tableView, heightForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    asUITableViewDelegate.tableView(tableView, heightForHeaderInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    asUITableViewDelegate.tableView(tableView, heightForFooterInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    asUITableViewDelegate.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  {
    asUITableViewDelegate.tableView(tableView, estimatedHeightForHeaderInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  {
    asUITableViewDelegate.tableView(tableView, estimatedHeightForFooterInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    asUITableViewDelegate.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    asUITableViewDelegate.tableView(tableView, viewForFooterInSection: section)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    asUITableViewDelegate.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  {
    asUITableViewDelegate.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    asUITableViewDelegate.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    asUITableViewDelegate.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    asUITableViewDelegate.tableView(tableView, willSelectRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    asUITableViewDelegate.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    asUITableViewDelegate.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    asUITableViewDelegate.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    asUITableViewDelegate.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    asUITableViewDelegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    asUITableViewDelegate.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    asUITableViewDelegate.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    asUITableViewDelegate.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    asUITableViewDelegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    asUITableViewDelegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    asUITableViewDelegate.tableView(
      tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath)
  }

  /// The delegate's own method when it adopts `UITableViewDelegate`, else UIKit's default.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    asUITableViewDelegate.tableView(tableView, indentationLevelForRowAt: indexPath)
  }
}

/// A delegate that implements nothing: it answers with UIKit's defaults.
@MainActor
private final class FallbackUITableViewDelegate: UITableViewDelegate {
  static let shared = FallbackUITableViewDelegate()
}
