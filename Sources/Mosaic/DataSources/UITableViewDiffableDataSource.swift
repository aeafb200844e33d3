import Foundation

/// The object that manages a table view's data through snapshots and provides its cells.
///
/// Create it with the table view (it becomes the table's `dataSource`) and a cell provider,
/// then describe the data as an `NSDiffableDataSourceSnapshot` and `apply(_:…)` it. It works as
/// the collection view's diffable data source does, through the same machinery (the table's
/// rows are a collection view's items): each apply diffs identifiers against the snapshot shown
/// and shows the difference as one batch update.
///
/// The table data source methods are `open`: subclass it and override
/// `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)` to allow deletion,
/// `tableView(_:canMoveRowAt:)` to allow moves (after which the snapshot holds the new order),
/// and the title methods to show section titles.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// A snapshot of this data source's identifier types.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// Makes and returns the configured cell for the item `itemIdentifier` at `indexPath`,
  /// usually with `tableView.dequeueReusableCell(withIdentifier:for:)`. It must not return nil.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  /// The table the data source feeds.
  @Unretained var tableView: UITableView?
  private let cellProvider: CellProvider
  /// The collection view data source that keeps the snapshots and applies them to the rows.
  private let engine: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

  /// The animation of inserted and deleted rows; `.automatic` by default.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source for `tableView` with the cells of `cellProvider`, and makes it the
  /// table's data source. It starts with an empty snapshot.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    _tableView = Unretained(wrappedValue: tableView)
    self.cellProvider = cellProvider
    let rows = tableView.rows
    let adapter = rows.dataSource
    engine = UICollectionViewDiffableDataSource(collectionView: rows) { _, _, _ in nil }
    engine.feedsThroughProxy = true
    rows.dataSource = adapter
    super.init()
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// Shows `snapshot`: the difference from the current one is applied to the table as one
  /// batch update, animated when `animatingDifferences`. Items marked with
  /// `reconfigureItems(_:)` keep their cells and the cell provider configures them again;
  /// `completion` runs when the animations end.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    engine.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows `snapshot` and returns when the change (and its animation) has finished.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await engine.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Shows `snapshot` by reloading the table's data, without a difference or animation.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    engine.applySnapshotUsingReloadData(snapshot, completion: completion)
  }

  /// A copy of the snapshot last applied.
  open func snapshot() -> Snapshot { engine.snapshot() }

  // MARK: Identifiers and index paths

  /// The identifier of the item at `indexPath`, or nil when there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    engine.itemIdentifier(for: indexPath)
  }

  /// The index path of `itemIdentifier`, or nil when the snapshot does not have it.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    engine.indexPath(for: itemIdentifier)
  }

  /// The identifier of the section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    engine.sectionIdentifier(for: index)
  }

  /// The index of the section `sectionIdentifier`, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    engine.index(for: sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The number of sections of the snapshot shown.
  open func numberOfSections(in tableView: UITableView) -> Int {
    engine.numberOfSections(in: tableView.rows)
  }

  /// The number of rows in `section` of the snapshot shown.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    engine.collectionView(tableView.rows, numberOfItemsInSection: section)
  }

  /// The cell the cell provider makes for the row at `indexPath`. A provider that returns nil
  /// stops the program with UIKit's message in debug builds (in release builds the message is
  /// logged and an empty cell is shown).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = engine.itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    FailureReport.refuse(
      .diffableDataSource,
      UpdateError(
        "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)) for "
          + "index path \(UpdateItem.describe(indexPath))"),
      refused: "cell", outcome: "showing an empty cell")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title; override it to show one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; override it to show one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False: rows cannot be edited unless a subclass says so.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; override it to delete or insert items (by applying a new snapshot).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// False: rows cannot be moved unless a subclass says so.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// The user moved a row: the snapshot takes the new order.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    engine.reorder(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at the title's position.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
