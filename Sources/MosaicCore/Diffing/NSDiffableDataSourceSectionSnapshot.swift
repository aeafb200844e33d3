import Foundation

/// A representation of the data of one section at a specific point in time, as a tree:
/// an outline of items, each with an ordered list of children, where a parent can be expanded
/// (its children show) or collapsed.
///
/// A diffable data source applies a section snapshot to one section of its view, which then
/// shows the snapshot's ``visibleItems`` — the root items, and the children of every expanded
/// item whose ancestors are all expanded. Item identifiers are unique in a snapshot. New items
/// start collapsed.
///
/// A section snapshot is a value. Queries (``contains(_:)``, ``parent(of:)``,
/// ``isExpanded(_:)``) are O(1); ``index(of:)``, ``level(of:)``, ``isVisible(_:)``, ``items``
/// and ``visibleItems`` read tables built once after a change (O(n)) and then answer in O(1)
/// (the arrays are returned without copying). Adding k items under a parent is O(k) plus the
/// parent's children when inserting before or after a sibling.
///
/// Invalid requests (duplicate identifiers, parents or siblings that are not in the snapshot)
/// stop the program with UIKit's message in debug builds, as UIKit's exception does; in release
/// builds the message goes to standard error and the snapshot is left unchanged.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  /// One item of the tree.
  struct Node: Sendable {
    var parent: ItemIdentifierType?
    var children: [ItemIdentifierType] = []
    var isExpanded = false
  }

  /// The tables derived from the tree, built on first use after a change.
  struct Tables: Sendable {
    /// Every item, depth first.
    var items: [ItemIdentifierType] = []
    /// The level of each item of `items`.
    var levels: [Int] = []
    /// Item → index in `items`.
    var index: [ItemIdentifierType: Int] = [:]
    /// The visible items, depth first.
    var visible: [ItemIdentifierType] = []
    /// Whether each item of `items` is visible.
    var isVisible: [Bool] = []
  }

  /// Holds the tables of one version of the tree (a new one replaces it on every change, so
  /// copies never share stale tables); guarded by a lock, as copies may be read concurrently.
  final class TableBox: @unchecked Sendable {
    let lock = NSLock()
    var tables: Tables?
  }

  var roots: [ItemIdentifierType] = []
  var nodes: [ItemIdentifierType: Node] = [:]
  var box = TableBox()

  /// Creates an empty section snapshot.
  public init() {}

  // MARK: Reading

  /// The items at the top of the hierarchy, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// Every item of the snapshot, depth first: each item followed by its descendants, whether
  /// they are visible or not.
  public var items: [ItemIdentifierType] { tables { $0.items } }

  /// The items a view shows: the root items and the descendants of expanded items whose
  /// ancestors are all expanded, depth first.
  public var visibleItems: [ItemIdentifierType] { tables { $0.visible } }

  /// Whether the item is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool {
    nodes[item] != nil
  }

  /// The index of the item in ``items``, or nil if it is not in the snapshot.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard nodes[item] != nil else { return nil }
    return tables { $0.index[item] }
  }

  /// The item's depth in the hierarchy: 0 for a root item, 1 for its children, and so on.
  /// The item must be in the snapshot (0 is returned otherwise, after the failure).
  public func level(of item: ItemIdentifierType) -> Int {
    guard nodes[item] != nil else {
      UpdateError.notFound("index").raiseSnapshotFailure()
      return 0
    }
    return tables { $0.levels[$0.index[item]!] }
  }

  /// The item's parent, or nil for a root item or an item not in the snapshot.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    nodes[child]?.parent
  }

  /// Whether the item is expanded (its children show when it is visible). False for an item
  /// not in the snapshot.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    nodes[item]?.isExpanded ?? false
  }

  /// Whether the item is visible: a root item, or a child of an expanded visible item. False
  /// for an item not in the snapshot.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard nodes[item] != nil else { return false }
    return tables { $0.isVisible[$0.index[item]!] }
  }

  /// A snapshot of the descendants of `parent`, with their structure and expansion: the
  /// parent's children become root items, or, when `includingParent` is true, the parent is
  /// the one root item. The parent must be in the snapshot.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    guard let node = nodes[parent] else {
      UpdateError.notFound("parentIndex").raiseSnapshotFailure()
      return Self()
    }
    var result = Self()
    if includingParent {
      result.roots = [parent]
      result.nodes[parent] = Node(
        parent: nil, children: node.children, isExpanded: node.isExpanded)
    } else {
      result.roots = node.children
    }
    var pending = node.children
    while let item = pending.popLast() {
      var copy = nodes[item]!
      if copy.parent == parent && !includingParent { copy.parent = nil }
      result.nodes[item] = copy
      pending.append(contentsOf: copy.children)
    }
    return result
  }

  /// A text picture of the hierarchy: one line per item, depth first, indented two spaces per
  /// level; `+ ` marks a parent (followed by ` (collapsed)` when it is collapsed) and `- ` an
  /// item without children:
  /// ```
  /// + Fruits
  ///   - Apple
  /// + Vegetables (collapsed)
  ///   - Carrot
  /// ```
  public func visualDescription() -> String {
    tables { tables in
      var lines: [String] = []
      lines.reserveCapacity(tables.items.count)
      for (item, level) in zip(tables.items, tables.levels) {
        let node = nodes[item]!
        let indent = String(repeating: "  ", count: level)
        if node.children.isEmpty {
          lines.append("\(indent)- \(item)")
        } else {
          lines.append("\(indent)+ \(item)\(node.isExpanded ? "" : " (collapsed)")")
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  // MARK: Tables

  /// Runs `body` on the tables of the current tree, building them first if needed.
  func tables<T>(_ body: (Tables) -> T) -> T {
    box.lock.lock()
    defer { box.lock.unlock() }
    if box.tables == nil { box.tables = buildTables() }
    return body(box.tables!)
  }

  func buildTables() -> Tables {
    var tables = Tables()
    let count = nodes.count
    tables.items.reserveCapacity(count)
    tables.levels.reserveCapacity(count)
    tables.isVisible.reserveCapacity(count)
    tables.index.reserveCapacity(count)
    // Depth first without recursion: (item, level, visible) in reverse order on a stack.
    var stack: [(ItemIdentifierType, Int, Bool)] = roots.reversed().map { ($0, 0, true) }
    while let (item, level, visible) = stack.popLast() {
      tables.index[item] = tables.items.count
      tables.items.append(item)
      tables.levels.append(level)
      tables.isVisible.append(visible)
      if visible { tables.visible.append(item) }
      let node = nodes[item]!
      let childrenVisible = visible && node.isExpanded
      for child in node.children.reversed() { stack.append((child, level + 1, childrenVisible)) }
    }
    return tables
  }

  /// Drops the tables before a change (a fresh box, so copies keep theirs).
  mutating func invalidate() {
    box = TableBox()
  }

  /// Runs a throwing change; reports its error under the failure policy.
  static func attempt(_ change: () throws(UpdateError) -> Void) {
    do {
      try change()
    } catch {
      error.raiseSnapshotFailure()
    }
  }
}
