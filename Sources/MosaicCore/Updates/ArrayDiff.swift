import Foundation

/// The changes that turn one array of identifiers into another, expressed as the deletes
/// (old indexes), inserts (new indexes) and moves a collection view batch update takes.
///
/// Equal identifiers are matched in order (the first occurrence in the old array with the
/// first in the new, and so on). Among the matched elements, a longest run that already keeps
/// its relative order stays in place; every other matched element becomes one move, so the
/// number of moves is the smallest possible. Runs in O(n log n).
package struct ArrayDiff: Sendable, Equatable {
  /// One moved element: its index in the old array and in the new array.
  package struct Move: Hashable, Sendable {
    /// The index in the old array.
    package let from: Int
    /// The index in the new array.
    package let to: Int

    /// Creates a move from old index `from` to new index `to`.
    package init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Indexes in the old array of the elements that go away, ascending.
  package let deletions: [Int]
  /// Indexes in the new array of the elements that appear, ascending.
  package let insertions: [Int]
  /// Elements that change place, ascending by old index.
  package let moves: [Move]

  /// Whether the two arrays were equal.
  package var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// Computes the difference between `old` and `new`.
  package init<ID: Hashable>(from old: [ID], to new: [ID]) {
    // Pending new indexes of each identifier, last occurrence first so popLast gives the next.
    var pending: [ID: [Int]] = Dictionary(minimumCapacity: new.count)
    for index in new.indices.reversed() { pending[new[index], default: []].append(index) }
    var deletions: [Int] = []
    var matched: [(old: Int, new: Int)] = []
    matched.reserveCapacity(min(old.count, new.count))
    var isMatchedNew = Array(repeating: false, count: new.count)
    for index in old.indices {
      if let target = pending[old[index]]?.popLast() {
        matched.append((index, target))
        isMatchedNew[target] = true
      } else {
        deletions.append(index)
      }
    }
    self.deletions = deletions
    insertions = new.indices.filter { !isMatchedNew[$0] }

    // Longest increasing run of new indexes in old order (patience sorting).
    var tailPositions: [Int] = []  // position in `matched` ending a run of each length
    var previous = Array(repeating: -1, count: matched.count)
    for position in matched.indices {
      let value = matched[position].new
      var low = 0
      var high = tailPositions.count
      while low < high {
        let mid = (low + high) >> 1
        if matched[tailPositions[mid]].new < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[position] = tailPositions[low - 1] }
      if low == tailPositions.count {
        tailPositions.append(position)
      } else {
        tailPositions[low] = position
      }
    }
    var staying = Array(repeating: false, count: matched.count)
    var position = tailPositions.last ?? -1
    while position >= 0 {
      staying[position] = true
      position = previous[position]
    }
    moves = matched.indices.filter { !staying[$0] }.map {
      Move(from: matched[$0].old, to: matched[$0].new)
    }
  }

  /// The batch update for a collection view whose section `section` shows the old array and
  /// must come to show the new one.
  package func update(inSection section: Int) -> CollectionUpdate {
    var batch = CollectionUpdate()
    if !deletions.isEmpty {
      batch.deleteItems(at: deletions.map { IndexPath(item: $0, section: section) })
    }
    if !insertions.isEmpty {
      batch.insertItems(at: insertions.map { IndexPath(item: $0, section: section) })
    }
    for move in moves {
      batch.moveItem(
        at: IndexPath(item: move.from, section: section),
        to: IndexPath(item: move.to, section: section))
    }
    return batch
  }

  /// The batch update for a collection view whose sections are the old array's elements and
  /// must become the new array's: section deletes, inserts and moves.
  package func sectionUpdate() -> CollectionUpdate {
    var batch = CollectionUpdate()
    if !deletions.isEmpty { batch.deleteSections(IndexSet(deletions)) }
    if !insertions.isEmpty { batch.insertSections(IndexSet(insertions)) }
    for move in moves { batch.moveSection(move.from, toSection: move.to) }
    return batch
  }
}
