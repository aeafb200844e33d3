import Foundation

/// The object that gives a table view its sections, rows and cells, and is told when the user
/// deletes, inserts or moves rows. The number of rows and the cells are required; every other
/// method is optional (the protocol extension gives UIKit's defaults).
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`: dequeue it with
  /// `dequeueReusableCell(withIdentifier:for:)` (or make one) and configure it.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header, shown in the style's header font; nil (no title) by
  /// default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer; nil by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (shows its editing control and can be swiped to delete);
  /// true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row shows a reorder control while editing. False by default: without the
  /// Objective-C runtime Mosaic cannot tell whether `tableView(_:moveRowAt:to:)` is
  /// implemented, which is what UIKit's default looks at, so return true here to allow moves.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user tapped the delete (or insert) control of the row, or its swipe's Delete button:
  /// update the model, then delete (or insert) the row. Does nothing by default.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row from `sourceIndexPath` to `destinationIndexPath` with its reorder
  /// control: update the model (the table has already moved the row). Does nothing by default.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index; nil (no index) by default. Mosaic keeps them for the app
  /// and shows no index.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section the index title at `index` leads to; `index` by default.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No row shows a reorder control.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}

/// The object told which rows will probably be shown soon, to start loading their data.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// The rows at `indexPaths` will probably be shown soon.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// The rows at `indexPaths` are no longer expected soon. Does nothing by default.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
