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

  @discardableResult
  func toggleExpansionOfItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return toggleExpansion(of: item)
  }
}
