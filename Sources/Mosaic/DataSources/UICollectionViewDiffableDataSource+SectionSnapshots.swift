import Foundation

extension UICollectionViewDiffableDataSource {
  /// The handlers that decide and follow the expansion and collapse of items in the outlines
  /// of section snapshots (an outline disclosure toggled by the user), and that can supply a
  /// parent's children when it expands.
  @MainActor @preconcurrency
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the item may expand; without it every item with children may.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called just before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; without it every expanded item may.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called just before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Returns the children a parent shows when it expands, given the section snapshot of its
    /// current children, so that children can be loaded only when needed.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<
          Item
        >
      )?

    /// Handlers that let every item expand and collapse.
    public init() {}
  }

  /// Shows `snapshot` as the items of `section`: the section's items become the section
  /// snapshot's visible items (children of collapsed items are left out), the outline is
  /// remembered for `snapshot(for:)`, and the change is applied to the collection view as
  /// `apply(_:animatingDifferences:completion:)` applies a snapshot. A section that is not in
  /// the data source yet is appended. Items that another section already holds are refused
  /// with UIKit's message, and nothing changes.
  public func apply(
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
      SnapshotFailurePolicy.report(
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
  public func snapshot(for section: SectionIdentifierType)
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

  /// Expands a collapsed parent, or collapses an expanded one, in the outline of its section,
  /// as the user's outline disclosure does: `sectionSnapshotHandlers` may refuse, are told
  /// before, and may supply the children of an expanding parent. Returns whether the item
  /// changed.
  @discardableResult
  func toggleExpansion(of item: ItemIdentifierType, animated: Bool = true) -> Bool {
    guard let section = applied.current.sectionIdentifier(containingItem: item) else {
      return false
    }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      if let provide = handlers.snapshotForExpandingParent {
        guard handlers.shouldExpandItem?(item) ?? true else { return false }
        handlers.willExpandItem?(item)
        let children = provide(item, outline.snapshot(of: item))
        outline.replace(childrenOf: item, using: children)
      } else {
        guard !outline.snapshot(of: item).items.isEmpty,
          handlers.shouldExpandItem?(item) ?? true
        else { return false }
        handlers.willExpandItem?(item)
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: animated)
    // The parent's cell stays; its configuration state (`isExpanded`) changed.
    if let indexPath = indexPath(for: item) {
      collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }
    return true
  }
}

extension UICollectionViewDiffableDataSource: OutlineExpansionProviding {
  func isExpandedItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section]
    else { return false }
    return outline.isExpanded(item)
  }
}
