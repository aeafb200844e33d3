import Foundation

/// The object that manages a collection view's data through snapshots and provides its cells.
///
/// Create it with the collection view (it becomes the view's `dataSource`) and a cell
/// provider, then describe the data as an `NSDiffableDataSourceSnapshot` and `apply(_:…)` it.
/// Each apply works out the difference from the snapshot shown before (an identifier diff,
/// O(n)) and shows it as one batch update of the collection view, the same path
/// `performBatchUpdates(_:completion:)` takes: animated, the elements move, appear and
/// disappear with the layout's appearing and disappearing attributes; not animated, the
/// difference is applied at once (as from iOS 15). Cells and supplementary views come from
/// `cellProvider` and `supplementaryViewProvider`, which get each item's identifier.
///
/// Snapshots may be applied from a background queue, as long as every apply comes from that
/// same queue: the difference is computed there and the collection view is updated on the main
/// queue, where the completion handlers run. `reorderingHandlers` make the items movable with
/// the collection view's interactive movement; after a move the data source's snapshot holds
/// the new order.
///
/// The data source methods are `open`: a subclass may override them (calling `super`), for
/// example to allow moves with `collectionView(_:canMoveItemAt:)`.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// A snapshot of this data source's identifier types.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// Makes and returns the configured cell for the item `itemIdentifier` at `indexPath`,
  /// usually with `collectionView.dequeueConfiguredReusableCell(using:for:item:)`. It must not
  /// return nil.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// Makes and returns the configured supplementary view of `elementKind` at `indexPath`,
  /// usually with `collectionView.dequeueConfiguredReusableSupplementary(using:for:)`.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  /// The collection view the data source feeds.
  @Unretained var collectionView: UICollectionView?
  /// Provides the cells.
  let cellProvider: CellProvider

  /// Provides the supplementary views (headers, footers, …); a layout that has supplementary
  /// views needs it.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// The handlers that allow and follow interactive reordering of the items; by default the
  /// items cannot be reordered.
  public var reorderingHandlers = ReorderingHandlers()

  /// The handlers that allow and follow the expansion and collapse of items in section
  /// snapshot outlines, and may supply a parent's children as it expands.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// The outlines applied with `apply(_:to:animatingDifferences:completion:)`, by section;
  /// an outline is dropped once its section shows other items.
  var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Set when the data source feeds its collection view through another object that asks it
  /// (a table view's diffable data source), rather than as the view's `dataSource`.
  var feedsThroughProxy = false

  /// Whether the data source is the one `collectionView` shows.
  func feeds(_ collectionView: UICollectionView) -> Bool {
    feedsThroughProxy || collectionView.dataSource === self
  }

  /// The snapshot the collection view shows: the data source answers counts and cells from it.
  /// It changes on the main queue, inside the batch update that shows it.
  var displayed = Snapshot()
  /// The apply generation `displayed` belongs to.
  var displayedGeneration = 0
  /// The snapshot last applied, shared with the queue snapshots are applied from.
  nonisolated let applied = DiffableApplyState<SectionIdentifierType, ItemIdentifierType>()

  /// Creates a data source for `collectionView` with the cells of `cellProvider`, and makes
  /// it the collection view's data source. It starts with an empty snapshot.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    _collectionView = Unretained(wrappedValue: collectionView)
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// Shows `snapshot`: the difference from the current one is worked out and applied to the
  /// collection view as one batch update, animated when `animatingDifferences` (the layout's
  /// appearing and disappearing attributes) and at once otherwise. Items marked with
  /// `reloadItems(_:)` get new cells; items marked with `reconfigureItems(_:)` keep theirs and
  /// the cell provider configures them again. `completion` runs on the main queue when the
  /// animations end (at once without animation).
  ///
  /// Called on the main queue it has finished changing the data source when it returns.
  /// It may be called from a background queue instead, provided every apply comes from that
  /// queue: the difference is computed there and the update runs on the main queue.
  nonisolated open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let completion = UncheckedSendableBox(completion)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        applyOnMainQueue(snapshot, animated: animatingDifferences, completion: completion.value)
      }
      return
    }
    let (base, generation) = applied.replace(with: snapshot)
    let difference = SnapshotDifference(from: base, to: snapshot)
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.show(
          snapshot, difference: difference, base: generation - 1, generation: generation,
          animated: animatingDifferences, completion: completion.value)
      }
    }
  }

  /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does and returns when the
  /// change (and its animation) has finished.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows `snapshot` without computing a difference or animating: ongoing animations stop and
  /// the collection view reloads its data. `completion` runs on the main queue afterwards.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    let (_, generation) = applied.replace(with: snapshot)
    displayed = snapshot.removingMarks()
    displayedGeneration = generation
    forgetSectionSnapshots(notShownIn: displayed)
    if let collectionView, feeds(collectionView) {
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
    }
    completion?()
  }

  /// A copy of the snapshot last applied: the sections and items the collection view shows
  /// (or, while an apply from a background queue is on its way, is about to show).
  open func snapshot() -> Snapshot {
    applied.current
  }

  /// Shows `snapshot` as the items of `section`: the section's items become the section
  /// snapshot's visible items (children of collapsed items are left out), the outline is
  /// remembered for `snapshot(for:)`, and the change is applied to the collection view as
  /// `apply(_:animatingDifferences:completion:)` applies a snapshot. A section that is not in
  /// the data source yet is appended. Items that another section already holds are refused
  /// with UIKit's message, and nothing changes.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var full = self.snapshot()
    if full.indexOfSection(section) == nil { full.appendSections([section]) }
    full.deleteItems(full.itemIdentifiers(inSection: section))
    let visible = snapshot.visibleItems
    let elsewhere = visible.filter { full.sectionIdentifier(containingItem: $0) != nil }
    guard elsewhere.isEmpty else {
      FailureReport.refuse(
        .diffableDataSource,
        .notUnique("item", elsewhere), refused: "section snapshot apply",
        outcome: "the data source is unchanged")
      return
    }
    full.appendItems(visible, toSection: section)
    sectionSnapshots[section] = snapshot
    applyOnMainQueue(full, animated: animatingDifferences, completion: completion)
  }

  /// The outline last applied to `section` with `apply(_:to:animatingDifferences:completion:)`,
  /// collapsed children included, as long as the section still shows it; otherwise the
  /// section's items as a flat section snapshot (empty for a section the data source does not
  /// have).
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    let items =
      applied.current.indexOfSection(section) == nil
      ? [] : applied.current.itemIdentifiers(inSection: section)
    if let outline = sectionSnapshots[section], outline.visibleItems == items { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(items)
    return flat
  }

  /// `apply`, on the main queue: the difference is computed and shown at once.
  func applyOnMainQueue(_ snapshot: Snapshot, animated: Bool, completion: (() -> Void)?) {
    let (_, generation) = applied.replace(with: snapshot)
    show(
      snapshot, difference: SnapshotDifference(from: displayed, to: snapshot),
      base: displayedGeneration, generation: generation, animated: animated,
      completion: completion)
  }

  /// Shows `snapshot` through `difference`, computed from the snapshot of generation `base`; if
  /// the view shows another one by now, the difference is computed again from that one.
  func show(
    _ snapshot: Snapshot, difference: SnapshotDifference, base: Int, generation: Int,
    animated: Bool, completion: (() -> Void)?
  ) {
    let difference =
      base == displayedGeneration
      ? difference : SnapshotDifference(from: displayed, to: snapshot)
    let kept = snapshot.removingMarks()
    forgetSectionSnapshots(notShownIn: kept)
    let commit = { [self] in
      displayed = kept
      displayedGeneration = generation
    }
    guard let collectionView, feeds(collectionView) else {
      commit()
      completion?()
      return
    }
    if difference.update.isEmpty && difference.reconfiguredItems.isEmpty {
      commit()
      completion?()
      return
    }
    let update = {
      collectionView.performDiffableUpdate(
        difference.update, reconfigured: difference.reconfiguredItems, commit: commit,
        completion: { _ in completion?() })
    }
    if animated { update() } else { UIView.performWithoutAnimation(update) }
  }

  /// Drops the outlines whose sections `snapshot` does not show as they are.
  func forgetSectionSnapshots(notShownIn snapshot: Snapshot) {
    guard !sectionSnapshots.isEmpty else { return }
    for (section, outline) in sectionSnapshots {
      if snapshot.indexOfSection(section) == nil
        || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems
      {
        sectionSnapshots[section] = nil
      }
    }
  }

  // MARK: Identifiers and index paths

  /// The identifier of the item at `indexPath` in the collection view, or nil when there is
  /// no item there.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    displayed.itemIdentifier(at: indexPath)
  }

  /// The index path of the item `itemIdentifier` in the collection view, or nil when the
  /// snapshot has no such item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    displayed.indexPath(ofItem: itemIdentifier)
  }

  /// The identifier of the section at `index` in the collection view, or nil when there is
  /// no such section.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    displayed.sectionIdentifier(at: index)
  }

  /// The index of the section `identifier` in the collection view, or nil when the snapshot
  /// has no such section.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    displayed.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections of the snapshot shown.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    displayed.numberOfSections
  }

  /// The number of items in section `section` of the snapshot shown.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let identifier = displayed.sectionIdentifier(at: section) else { return 0 }
    return displayed.numberOfItems(inSection: identifier)
  }

  /// The cell the cell provider makes for the item at `indexPath`. A provider that returns nil
  /// stops the program with UIKit's message in debug builds (in release builds the message is
  /// logged and an empty cell is shown).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = displayed.itemIdentifier(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    FailureReport.refuse(
      .diffableDataSource,
      UpdateError(
        "the collection view's data source did not return a valid cell from "
          + "-collectionView:cellForItemAtIndexPath: for index path "
          + UpdateItem.describe(indexPath)),
      refused: "cell", outcome: "showing an empty cell")
    return Self.placeholderCell(in: collectionView, at: indexPath)
  }

  /// The supplementary view the supplementary view provider makes. Without a provider, or
  /// when it returns nil, the program stops with UIKit's message in debug builds (in release
  /// builds the message is logged and an empty view is shown).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let provider = supplementaryViewProvider else {
      FailureReport.refuse(
        .diffableDataSource,
        UpdateError(
          "Invalid parameter not satisfying: self.supplementaryViewProvider || "
            + "(self.supplementaryReuseIdentifierProvider && "
            + "self.supplementaryViewConfigurationHandler)"),
        refused: "supplementary view", outcome: "showing an empty view")
      return Self.placeholderView(in: collectionView, kind: kind, at: indexPath)
    }
    if let view = provider(collectionView, kind, indexPath) { return view }
    FailureReport.refuse(
      .diffableDataSource,
      UpdateError(
        "the collection view's data source did not return a valid view from "
          + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of "
          + "kind '\(kind)' at index path \(UpdateItem.describe(indexPath))"),
      refused: "supplementary view", outcome: "showing an empty view")
    return Self.placeholderView(in: collectionView, kind: kind, at: indexPath)
  }

  /// Whether the item at `indexPath` may be moved: what `reorderingHandlers.canReorderItem`
  /// says for it, false without that handler.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let canReorder = reorderingHandlers.canReorderItem,
      let item = displayed.itemIdentifier(at: indexPath)
    else { return false }
    return canReorder(item)
  }

  /// The user moved an item: the snapshot takes the new order, between the reordering
  /// handlers' `willReorder` and `didReorder`.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    reorder(from: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: Placeholders for bad input

  private static var placeholderIdentifier: String {
    "Mosaic.UICollectionViewDiffableDataSource.empty"
  }

  private static func placeholderCell(in collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if collectionView.cellClasses[placeholderIdentifier] == nil {
      collectionView.register(
        UICollectionViewCell.self, forCellWithReuseIdentifier: placeholderIdentifier)
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: placeholderIdentifier, for: indexPath)
  }

  private static func placeholderView(
    in collectionView: UICollectionView, kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if collectionView.supplementaryClasses[kind]?[placeholderIdentifier] == nil {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: placeholderIdentifier)
    }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: placeholderIdentifier, for: indexPath)
  }
}

/// The snapshot last applied to a diffable data source and its generation, readable from the
/// queue snapshots are applied from.
final class DiffableApplyState<Section: Hashable & Sendable, Item: Hashable & Sendable>:
  @unchecked Sendable
{
  private let lock = NSLock()
  private var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
  private var generation = 0

  /// The snapshot last applied.
  var current: NSDiffableDataSourceSnapshot<Section, Item> {
    lock.lock()
    defer { lock.unlock() }
    return snapshot
  }

  /// Records `new` (without its marks) as the snapshot last applied; returns the one before
  /// and the new generation.
  func replace(with new: NSDiffableDataSourceSnapshot<Section, Item>) -> (
    NSDiffableDataSourceSnapshot<Section, Item>, Int
  ) {
    let kept = new.removingMarks()
    lock.lock()
    defer { lock.unlock() }
    let old = snapshot
    snapshot = kept
    generation += 1
    return (old, generation)
  }
}

/// Tells whether code runs on the main queue (the main actor's executor), whichever thread
/// serves it.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// Whether the caller runs on the main queue or the main thread.
  static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}

/// Carries a value that is only used on the queue it is sent to (a completion handler run on
/// the main queue).
struct UncheckedSendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
