import Foundation

/// An ordered map from group indexes to a value and a length delta (how much longer than its
/// section's template the group is), for the groups of a section that differ from the template.
///
/// It is an AVL tree whose nodes live in arrays, addressed by position: a value, copied on
/// write like any array, with no object per node. Every node also keeps the number of keys and
/// the sum of the deltas in its subtree, so the number of keys below an index and the sum of
/// their deltas (how far a group is pushed by the ones before it) are read on one path from the
/// root. Keys are only added or replaced, never removed, so a node's position never changes and
/// its value stays where it was stored.
package struct GroupExtentTree<Value: Sendable>: Sendable {
  /// One key with its delta, the links to its subtrees and what those subtrees sum up to.
  private struct Node: Sendable {
    var key: Int
    var delta: CGFloat
    /// The sum of the deltas of this node's subtree (the node included).
    var sum: CGFloat
    var left: Int32
    var right: Int32
    /// The number of keys in this node's subtree (the node included).
    var count: Int32
    var height: Int8
  }

  /// The nodes by position; `values[i]` belongs to `nodes[i]`.
  private var nodes: [Node] = []
  private var values: [Value] = []
  /// The position of the root, or -1 when the tree is empty.
  private var root: Int32 = -1

  /// An empty tree.
  package init() {}

  /// A tree holding `keys` (strictly ascending) with their values and deltas, built balanced
  /// at once.
  /// - Complexity: O(e) for e keys.
  package init(keys: [Int], values: [Value], deltas: [CGFloat]) {
    precondition(
      keys.count == values.count && keys.count == deltas.count,
      "GroupExtentTree: keys, values and deltas differ in number")
    precondition(keys.count < Int(Int32.max), "GroupExtentTree: too many keys")
    assert(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "keys are not strictly ascending")
    self.values = values
    nodes = keys.indices.map {
      Node(key: keys[$0], delta: deltas[$0], sum: 0, left: -1, right: -1, count: 1, height: 1)
    }
    root = build(0, keys.count)
  }

  /// Links the sorted nodes `low..<high` into a balanced subtree and returns its root.
  private mutating func build(_ low: Int, _ high: Int) -> Int32 {
    guard low < high else { return -1 }
    let middle = (low + high) / 2
    let left = build(low, middle)
    let right = build(middle + 1, high)
    nodes[middle].left = left
    nodes[middle].right = right
    update(Int32(middle))
    return Int32(middle)
  }

  /// The number of keys.
  /// - Complexity: O(1).
  package var count: Int { nodes.count }

  /// Whether the tree holds no key.
  /// - Complexity: O(1).
  package var isEmpty: Bool { nodes.isEmpty }

  /// The number of nodes on the longest path from the root (0 when empty): at most about
  /// 1.44 log2(e + 2) for e keys, as in any AVL tree.
  /// - Complexity: O(1).
  package var height: Int { Int(height(root)) }

  /// The sum of every key's delta.
  /// - Complexity: O(1).
  package var totalDelta: CGFloat { sum(root) }

  /// The value and delta stored for `key`, if any.
  /// - Complexity: O(log e) for e keys.
  package subscript(key: Int) -> (value: Value, delta: CGFloat)? {
    let n = position(of: key)
    guard n >= 0 else { return nil }
    return (values[Int(n)], nodes[Int(n)].delta)
  }

  /// Whether `key` is stored.
  /// - Complexity: O(log e) for e keys.
  package func contains(_ key: Int) -> Bool { position(of: key) >= 0 }

  /// The number of keys less than `key`.
  /// - Complexity: O(log e) for e keys.
  package func count(below key: Int) -> Int { below(key).count }

  /// The sum of the deltas of the keys less than `key`.
  /// - Complexity: O(log e) for e keys.
  package func deltaSum(below key: Int) -> CGFloat { below(key).sum }

  /// The number of keys less than `key` and the sum of their deltas, on one path.
  /// - Complexity: O(log e) for e keys.
  package func below(_ key: Int) -> (count: Int, sum: CGFloat) {
    var n = root
    var count = 0
    var total: CGFloat = 0
    while n >= 0 {
      let node = nodes[Int(n)]
      if node.key < key {
        count += Int(self.count(node.left)) + 1
        total += sum(node.left) + node.delta
        n = node.right
      } else {
        n = node.left
      }
    }
    return (count, total)
  }

  /// Splits the keys where `isPast` starts to hold, for a predicate that, once it holds for a
  /// key, holds for every greater key. `isPast` is given a key, its delta and the sum of the
  /// deltas of the keys below it. Returns the first key it holds for (nil when none), the last
  /// key it does not hold for (nil when none), and the sum of the deltas of every key below the
  /// first (of them all when there is no first).
  /// - Complexity: O(log e) for e keys, calling `isPast` once a level.
  package func partition(
    where isPast: (_ key: Int, _ delta: CGFloat, _ deltaSumBelow: CGFloat) -> Bool
  ) -> (first: Int?, previous: Int?, deltaSumBelow: CGFloat) {
    var n = root
    var total: CGFloat = 0
    var first: Int?
    var previous: Int?
    while n >= 0 {
      let node = nodes[Int(n)]
      let below = total + sum(node.left)
      if isPast(node.key, node.delta, below) {
        first = node.key
        n = node.left
      } else {
        previous = node.key
        total = below + node.delta
        n = node.right
      }
    }
    return (first, previous, total)
  }

  /// Stores `value` and `delta` for `key`, adding the key or replacing what it held, and
  /// returns what it held before (nil when the key is new).
  /// - Complexity: O(log e) for e keys (amortized over the arrays' growth).
  @discardableResult
  package mutating func updateValue(_ value: Value, delta: CGFloat, forKey key: Int)
    -> (value: Value, delta: CGFloat)?
  {
    precondition(nodes.count < Int(Int32.max), "GroupExtentTree: too many keys")
    var old: (value: Value, delta: CGFloat)?
    root = insert(key, value, delta, into: root, old: &old)
    return old
  }

  /// The keys in ascending order.
  /// - Complexity: O(e) for e keys.
  package var keys: [Int] { map { $0.key } }

  /// Whether the tree keeps its invariants: keys ascending in order, every node's height,
  /// count and sum those of its children plus its own, the heights of any node's subtrees at
  /// most one apart, and every node reachable from the root (a check for tests).
  /// - Complexity: O(e) for e keys.
  package var isConsistent: Bool {
    func check(_ n: Int32, _ low: Int?, _ high: Int?) -> (ok: Bool, reached: Int) {
      guard n >= 0 else { return (true, 0) }
      let node = nodes[Int(n)]
      if let low, node.key <= low { return (false, 0) }
      if let high, node.key >= high { return (false, 0) }
      let left = check(node.left, low, node.key)
      let right = check(node.right, node.key, high)
      let heights = (Int(height(node.left)), Int(height(node.right)))
      let ok =
        left.ok && right.ok && abs(heights.0 - heights.1) <= 1
        && Int(node.height) == Swift.max(heights.0, heights.1) + 1
        && node.count == count(node.left) + count(node.right) + 1
        && node.sum == sum(node.left) + node.delta + sum(node.right)
      return (ok, left.reached + right.reached + 1)
    }
    let result = check(root, nil, nil)
    return result.ok && result.reached == nodes.count && nodes.count == values.count
  }

  // MARK: Nodes

  private func position(of key: Int) -> Int32 {
    var n = root
    while n >= 0 {
      let k = nodes[Int(n)].key
      if key == k { return n }
      n = key < k ? nodes[Int(n)].left : nodes[Int(n)].right
    }
    return -1
  }

  private func height(_ n: Int32) -> Int8 { n < 0 ? 0 : nodes[Int(n)].height }
  private func count(_ n: Int32) -> Int32 { n < 0 ? 0 : nodes[Int(n)].count }
  private func sum(_ n: Int32) -> CGFloat { n < 0 ? 0 : nodes[Int(n)].sum }

  /// Recomputes node `n`'s height, count and sum from its children.
  private mutating func update(_ n: Int32) {
    let i = Int(n)
    let left = nodes[i].left
    let right = nodes[i].right
    nodes[i].height = Swift.max(height(left), height(right)) + 1
    nodes[i].count = count(left) + count(right) + 1
    nodes[i].sum = sum(left) + nodes[i].delta + sum(right)
  }

  private mutating func rotateRight(_ n: Int32) -> Int32 {
    let l = nodes[Int(n)].left
    nodes[Int(n)].left = nodes[Int(l)].right
    nodes[Int(l)].right = n
    update(n)
    update(l)
    return l
  }

  private mutating func rotateLeft(_ n: Int32) -> Int32 {
    let r = nodes[Int(n)].right
    nodes[Int(n)].right = nodes[Int(r)].left
    nodes[Int(r)].left = n
    update(n)
    update(r)
    return r
  }

  /// Updates node `n` and restores the AVL balance below it; returns the subtree's new root.
  private mutating func rebalance(_ n: Int32) -> Int32 {
    update(n)
    let left = nodes[Int(n)].left
    let right = nodes[Int(n)].right
    let balance = Int(height(left)) - Int(height(right))
    if balance > 1 {
      if height(nodes[Int(left)].left) < height(nodes[Int(left)].right) {
        let turned = rotateLeft(left)
        nodes[Int(n)].left = turned
      }
      return rotateRight(n)
    }
    if balance < -1 {
      if height(nodes[Int(right)].right) < height(nodes[Int(right)].left) {
        let turned = rotateRight(right)
        nodes[Int(n)].right = turned
      }
      return rotateLeft(n)
    }
    return n
  }

  private mutating func insert(
    _ key: Int, _ value: Value, _ delta: CGFloat, into n: Int32,
    old: inout (value: Value, delta: CGFloat)?
  ) -> Int32 {
    if n < 0 {
      nodes.append(
        Node(key: key, delta: delta, sum: delta, left: -1, right: -1, count: 1, height: 1))
      values.append(value)
      return Int32(nodes.count - 1)
    }
    let i = Int(n)
    let k = nodes[i].key
    if key == k {
      old = (values[i], nodes[i].delta)
      values[i] = value
      nodes[i].delta = delta
      update(n)
      return n
    }
    if key < k {
      let child = insert(key, value, delta, into: nodes[i].left, old: &old)
      nodes[i].left = child
    } else {
      let child = insert(key, value, delta, into: nodes[i].right, old: &old)
      nodes[i].right = child
    }
    return rebalance(n)
  }
}

extension GroupExtentTree: Sequence {
  /// A key with its value and delta, as iteration gives them (ascending keys).
  package typealias Element = (key: Int, value: Value, delta: CGFloat)

  /// Walks the tree in key order, holding the path of nodes still to visit.
  package struct Iterator: IteratorProtocol {
    fileprivate let tree: GroupExtentTree
    fileprivate var stack: [Int32] = []
    fileprivate var pending: Int32

    fileprivate init(_ tree: GroupExtentTree) {
      self.tree = tree
      pending = tree.root
      stack.reserveCapacity(Int(tree.height(tree.root)))
    }

    /// The next key in ascending order with its value and delta.
    /// - Complexity: O(1) amortized, O(log e) at worst.
    package mutating func next() -> Element? {
      while pending >= 0 {
        stack.append(pending)
        pending = tree.nodes[Int(pending)].left
      }
      guard let n = stack.popLast() else { return nil }
      let node = tree.nodes[Int(n)]
      pending = node.right
      return (node.key, tree.values[Int(n)], node.delta)
    }
  }

  /// An iterator over the keys in ascending order.
  /// - Complexity: O(1).
  package func makeIterator() -> Iterator { Iterator(self) }

  /// The number of keys.
  /// - Complexity: O(1).
  package var underestimatedCount: Int { nodes.count }
}
