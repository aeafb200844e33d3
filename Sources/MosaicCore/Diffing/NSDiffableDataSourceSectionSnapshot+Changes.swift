// The changes of a section snapshot. Each checks everything before it changes anything, so a
// refused change leaves the snapshot as it was.

extension NSDiffableDataSourceSectionSnapshot {
  // MARK: Items

  /// Adds items at the end of the children of `parent`, or at the end of the root items when
  /// `parent` is nil. The identifiers must be unique and not already in the snapshot, and the
  /// parent must be in it.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(Self.leaves(items), under: parent, at: nil)
    }
  }

  /// Inserts items just before `item`, as its siblings (with the same parent). The
  /// identifiers must be unique and not already in the snapshot; `item` must be in it.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(Self.leaves(items), nextTo: item, after: false)
    }
  }

  /// Inserts items just after `item`, as its siblings (with the same parent). The
  /// identifiers must be unique and not already in the snapshot; `item` must be in it.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(Self.leaves(items), nextTo: item, after: true)
    }
  }

  /// Deletes items and all their descendants. Identifiers that are not in the snapshot are
  /// ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    var removed = Set<ItemIdentifierType>()
    var pending = items.filter { nodes[$0] != nil }
    guard !pending.isEmpty else { return }
    while let item = pending.popLast() {
      guard removed.insert(item).inserted else { continue }
      pending.append(contentsOf: nodes[item]!.children)
    }
    invalidate()
    // Detach each removed subtree from a parent that stays, once per parent.
    var parents = Set<ItemIdentifierType>()
    var detachRoots = false
    for item in removed {
      if let parent = nodes[item]!.parent {
        if !removed.contains(parent) { parents.insert(parent) }
      } else {
        detachRoots = true
      }
    }
    for parent in parents { nodes[parent]!.children.removeAll { removed.contains($0) } }
    if detachRoots { roots.removeAll { removed.contains($0) } }
    for item in removed { nodes[item] = nil }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    self = Self()
  }

  // MARK: Expansion

  /// Expands items: their children show when the items are visible. The items must be in the
  /// snapshot.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.trySetExpanded(items, true, verb: "expand")
    }
  }

  /// Collapses items: their descendants are hidden. The items must be in the snapshot.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    Self.attempt { () throws(UpdateError) in
      try self.trySetExpanded(items, false, verb: "collapse")
    }
  }

  // MARK: Snapshots

  /// Adds the root items of `snapshot`, with their descendants and expansion, at the end of the
  /// children of `parent` (or of the root items when it is nil). None of its items may be in
  /// this snapshot already; the parent must be.
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(snapshot, under: parent, at: nil)
    }
  }

  /// Inserts the root items of `snapshot`, with their descendants and expansion, just before
  /// `item`, as its siblings. None of its items may be in this snapshot already; `item` must be.
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(snapshot, nextTo: item, after: false)
    }
  }

  /// Inserts the root items of `snapshot`, with their descendants and expansion, just after
  /// `item`, as its siblings. None of its items may be in this snapshot already; `item` must be.
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    Self.attempt { () throws(UpdateError) in
      try self.tryAdd(snapshot, nextTo: item, after: true)
    }
  }

  /// Replaces the descendants of `parent` with the items of `snapshot`: its root items become
  /// the parent's children. The parent must be in the snapshot, and the new items may not be
  /// in it except among the descendants being replaced.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    Self.attempt { () throws(UpdateError) in
      guard let node = self.nodes[parent] else { throw .notFound("parentIndex") }
      var trimmed = self
      trimmed.delete(node.children)
      try trimmed.tryAdd(snapshot, under: parent, at: nil)
      self = trimmed
    }
  }

  // MARK: Primitives

  /// A snapshot of root items without children, in the given order (duplicates kept, for the
  /// check that reports them).
  static func leaves(_ items: [ItemIdentifierType]) -> (
    roots: [ItemIdentifierType], nodes: [ItemIdentifierType: Node], all: [ItemIdentifierType]
  ) {
    var nodes: [ItemIdentifierType: Node] = [:]
    nodes.reserveCapacity(items.count)
    for item in items { nodes[item] = Node() }
    return (items, nodes, items)
  }

  /// The identifiers among `identifiers` that are repeated or already in the snapshot, in
  /// order of first appearance.
  func duplicates(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var seen = Set<ItemIdentifierType>()
    var reported = Set<ItemIdentifierType>()
    var result: [ItemIdentifierType] = []
    seen.reserveCapacity(identifiers.count)
    for identifier in identifiers
    where (!seen.insert(identifier).inserted || nodes[identifier] != nil)
      && reported.insert(identifier).inserted
    {
      result.append(identifier)
    }
    return result
  }

  mutating func tryAdd(_ snapshot: Self, under parent: ItemIdentifierType?, at position: Int?)
    throws(UpdateError)
  {
    try tryAdd((snapshot.roots, snapshot.nodes, snapshot.items), under: parent, at: position)
  }

  mutating func tryAdd(_ snapshot: Self, nextTo sibling: ItemIdentifierType, after: Bool)
    throws(UpdateError)
  {
    try tryAdd((snapshot.roots, snapshot.nodes, snapshot.items), nextTo: sibling, after: after)
  }

  mutating func tryAdd(
    _ tree: (
      roots: [ItemIdentifierType], nodes: [ItemIdentifierType: Node], all: [ItemIdentifierType]
    ),
    nextTo sibling: ItemIdentifierType, after: Bool
  ) throws(UpdateError) {
    guard let node = nodes[sibling] else { throw .notFound("insertIndex") }
    let siblings = node.parent.map { nodes[$0]!.children } ?? roots
    let index = siblings.firstIndex(of: sibling)!
    try tryAdd(tree, under: node.parent, at: after ? index + 1 : index)
  }

  /// Adds a tree (root items whose nodes have no parent, and the nodes of all its items) under
  /// `parent` at child position `position` (nil: at the end).
  mutating func tryAdd(
    _ tree: (
      roots: [ItemIdentifierType], nodes: [ItemIdentifierType: Node], all: [ItemIdentifierType]
    ),
    under parent: ItemIdentifierType?, at position: Int?
  ) throws(UpdateError) {
    if let parent, nodes[parent] == nil { throw .notFound("parentIndex") }
    let repeated = duplicates(tree.all)
    guard repeated.isEmpty else { throw .notUnique("item", repeated) }
    guard !tree.roots.isEmpty else { return }
    invalidate()
    nodes.reserveCapacity(nodes.count + tree.nodes.count)
    for (item, node) in tree.nodes { nodes[item] = node }
    for root in tree.roots { nodes[root]!.parent = parent }
    if let parent {
      let end = nodes[parent]!.children.count
      nodes[parent]!.children.insert(contentsOf: tree.roots, at: position ?? end)
    } else {
      roots.insert(contentsOf: tree.roots, at: position ?? roots.count)
    }
  }

  mutating func trySetExpanded(_ items: [ItemIdentifierType], _ expanded: Bool, verb: String)
    throws(UpdateError)
  {
    if let missing = items.first(where: { nodes[$0] == nil }) {
      throw UpdateError(
        "Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
    }
    guard items.contains(where: { nodes[$0]!.isExpanded != expanded }) else { return }
    invalidate()
    for item in items { nodes[item]!.isExpanded = expanded }
  }
}
