import Foundation

/// A view controller whose view is a table view, and which is that table view's data source and
/// delegate. Subclasses override the data-source and delegate methods they need (with
/// `override`, as in UIKit): the controller implements every method of `UITableViewDataSource`,
/// `UITableViewDelegate` and `UIScrollViewDelegate` with the protocols' default behaviour, so a
/// subclass's version is the one the table calls.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style
  private var tableViewStorage: UITableView?

  /// Creates a controller whose table view has `style`.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table view. Mosaic loads no nibs: both arguments are
  /// ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a plain table view (Mosaic has no archives).
  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view, created on first access with the style given at
  /// creation. Setting it makes the controller its data source and delegate when they are not
  /// set.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return tableViewStorage
    }
    set {
      tableViewStorage = newValue
      if let newValue {
        if newValue.dataSource == nil { newValue.dataSource = self }
        if newValue.delegate == nil { newValue.delegate = self }
        if viewIfLoaded !== newValue { view = newValue }
      }
    }
  }

  /// Whether the selection is cleared when the view is about to appear; true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// The refresh control of the table view; nil by default.
  open var refreshControl: UIRefreshControl? {
    get { tableViewStorage?.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Creates the table view, screen-sized and resizing with its superview.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = table
    tableView = table
  }

  /// Deselects the selected rows (animated as the appearance is) when
  /// `clearsSelectionOnViewWillAppear`, and loads the table's data the first time.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = tableViewStorage else { return }
    if clearsSelectionOnViewWillAppear {
      for path in table.indexPathsForSelectedRows ?? [] {
        table.deselectRow(at: path, animated: animated)
      }
    }
  }

  /// Turns editing on or off for the controller (its `editButtonItem`) and its table view.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableViewStorage?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows; override it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Must be overridden when there are rows.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    collectionViewFailure(
      "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)): "
        + "\(type(of: self)) must override tableView(_:cellForRowAt:)")
  }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row shows a reorder control; override it to return true for rows that can move.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  // MARK: UITableViewDelegate

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableViewDefaults.answeredByDefault = true
    return tableView.rowHeight
  }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `estimatedSectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionHeaderHeight }
  /// The table's `estimatedSectionFooterHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionFooterHeight }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// True.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  /// True.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None: the table shows its Delete button for deletable rows.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    TableViewDefaults.answeredByDefault = true
    return nil
  }
  /// The proposal.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// 0.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
