/// An item position `(section, item)` used inside the update machinery: cheaper to hash and
/// compare than `IndexPath`.
struct UpdateItemKey: Hashable, Comparable, Sendable {
  var section: Int
  var item: Int

  init(_ section: Int, _ item: Int) {
    self.section = section
    self.item = item
  }

  static func < (a: UpdateItemKey, b: UpdateItemKey) -> Bool {
    a.section != b.section ? a.section < b.section : a.item < b.item
  }
}

/// Rank and select over a sorted list of distinct "taken" positions, in O(log n).
enum SortedIndexes {
  /// The number of elements of `sorted` that are less than `value`.
  static func lowerBound<T: Comparable>(_ sorted: [T], _ value: T) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) >> 1
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether `sorted` contains `value`.
  static func contains<T: Comparable>(_ sorted: [T], _ value: T) -> Bool {
    let i = lowerBound(sorted, value)
    return i < sorted.count && sorted[i] == value
  }

  /// The rank of the free position `value` among the positions not in `taken`: how many free
  /// positions come before it. `value` must not be in `taken`.
  static func rank(_ value: Int, excluding taken: [Int]) -> Int {
    value - lowerBound(taken, value)
  }

  /// The `k`-th (0-based) position, counting from 0, that is not in `taken`.
  static func select(_ k: Int, excluding taken: [Int]) -> Int {
    // Before taken[t] there are taken[t] - t free positions, a non-decreasing sequence: the
    // answer skips exactly the taken positions whose free-count prefix is at most k.
    var low = 0
    var high = taken.count
    while low < high {
      let mid = (low + high) >> 1
      if taken[mid] - mid <= k { low = mid + 1 } else { high = mid }
    }
    return k + low
  }
}
