import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// The tree of a section's differing groups answers like a plain sorted array of keys, values
/// and deltas, whatever order keys arrive in, and stays balanced.
@Suite struct GroupExtentTreeTests {
  /// The model: keys ascending, with their values and deltas.
  private struct Model {
    var keys: [Int] = []
    var values: [String] = []
    var deltas: [CGFloat] = []

    func rank(_ key: Int) -> Int {
      var lo = 0
      var hi = keys.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if keys[mid] < key { lo = mid + 1 } else { hi = mid }
      }
      return lo
    }

    mutating func set(_ key: Int, _ value: String, _ delta: CGFloat) -> (String, CGFloat)? {
      let k = rank(key)
      if k < keys.count, keys[k] == key {
        let old = (values[k], deltas[k])
        values[k] = value
        deltas[k] = delta
        return old
      }
      keys.insert(key, at: k)
      values.insert(value, at: k)
      deltas.insert(delta, at: k)
      return nil
    }

    func sumBelow(_ key: Int) -> CGFloat { deltas[..<rank(key)].reduce(0, +) }
  }

  /// Compares every query of `tree` with `model` at `probes` and the whole in-order walk.
  private static func check(
    _ tree: GroupExtentTree<String>, _ model: Model, probes: [Int], _ context: String
  ) -> Bool {
    var ok = true
    func expect(_ condition: Bool, _ what: String) {
      if !condition, ok {
        ok = false
        Issue.record("\(context): \(what)")
      }
    }
    expect(tree.count == model.keys.count, "count \(tree.count) ≠ \(model.keys.count)")
    expect(tree.isEmpty == model.keys.isEmpty, "isEmpty")
    expect(tree.totalDelta == model.deltas.reduce(0, +), "totalDelta \(tree.totalDelta)")
    let walked = Array(tree)
    expect(walked.map { $0.key } == model.keys, "keys in order")
    expect(walked.map { $0.value } == model.values, "values in order")
    expect(walked.map { $0.delta } == model.deltas, "deltas in order")
    expect(tree.keys == model.keys, "keys")
    expect(tree.isConsistent, "the tree's invariants do not hold")
    // AVL: the height stays within 1.44 log2(e + 2).
    let bound = 1.4405 * log2(Double(model.keys.count + 2)) - 0.3277
    expect(Double(tree.height) <= bound, "height \(tree.height) > \(bound)")
    for key in probes {
      let k = model.rank(key)
      let stored = k < model.keys.count && model.keys[k] == key
      expect(tree.count(below: key) == k, "count(below: \(key)) \(tree.count(below: key)) ≠ \(k)")
      expect(
        tree.deltaSum(below: key) == model.sumBelow(key),
        "deltaSum(below: \(key)) \(tree.deltaSum(below: key)) ≠ \(model.sumBelow(key))")
      let below = tree.below(key)
      expect(below.count == k && below.sum == model.sumBelow(key), "below(\(key))")
      expect(tree.contains(key) == stored, "contains(\(key))")
      let found = tree[key]
      expect(
        found?.value == (stored ? model.values[k] : nil)
          && found?.delta == (stored ? model.deltas[k] : nil),
        "tree[\(key)] \(String(describing: found))")
    }
    return ok
  }

  /// Key orders: random over a range, ascending, descending, and blocks walked bottom-up
  /// after a far block.
  private static func keys(_ pattern: Int, _ count: Int, _ rng: inout SeededGenerator) -> [Int] {
    switch pattern {
    case 0: return (0..<count).map { _ in Int.random(in: 0..<(count * 2), using: &rng) }
    case 1: return Array(0..<count)
    case 2: return Array((0..<count).reversed())
    default:
      let far = Array((count * 3)..<(count * 3 + count / 2))
      let middle = Array((count..<(count + count / 2)).reversed())
      let again = (0..<(count / 4)).map { _ in (far + middle).randomElement(using: &rng)! }
      return far + middle + again
    }
  }

  @Test(arguments: 0..<24)
  func insertsAndReplacesMatchASortedArray(seed: Int) {
    var rng = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491 &+ 7)
    let pattern = seed % 4
    let count = [1, 7, 60, 400][seed / 4 % 4] + Int.random(in: 0...9, using: &rng)
    var tree = GroupExtentTree<String>()
    var model = Model()
    let keys = Self.keys(pattern, count, &rng)
    for (step, key) in keys.enumerated() {
      // Deltas with a quarter's fraction: every sum of them is exact.
      let delta = CGFloat(Int.random(in: -80...200, using: &rng)) / 4
      let value = "g\(key).\(step)"
      let old = tree.updateValue(value, delta: delta, forKey: key)
      let expected = model.set(key, value, delta)
      #expect(
        old?.value == expected?.0 && old?.delta == expected?.1,
        "seed \(seed) step \(step): updateValue(forKey: \(key)) returned \(String(describing: old))"
      )
      if step % 17 == 16 || step == keys.count - 1 {
        var probes = (0..<12).map { _ in Int.random(in: -2...(count * 4), using: &rng) }
        probes += model.keys.isEmpty ? [] : [model.keys[0], model.keys[model.keys.count - 1]]
        probes += [Int.min, Int.max]
        guard Self.check(tree, model, probes: probes, "seed \(seed) step \(step)") else { return }
      }
    }
  }

  @Test(arguments: [0, 1, 2, 3, 10, 1_000])
  func builtFromSortedArraysThenUpdated(count: Int) {
    let seed = UInt64(count) &+ 99
    var rng = SeededGenerator(seed: seed)
    var model = Model()
    var key = Int.random(in: -5...5, using: &rng)
    for i in 0..<count {
      key += Int.random(in: 1...4, using: &rng)
      model.keys.append(key)
      model.values.append("b\(i)")
      model.deltas.append(CGFloat(Int.random(in: -40...40, using: &rng)) / 2)
    }
    var tree = GroupExtentTree(keys: model.keys, values: model.values, deltas: model.deltas)
    let span = (model.keys.first ?? 0) - 3...(model.keys.last ?? 0) + 3
    guard Self.check(tree, model, probes: Array(span), "seed \(seed) built") else { return }
    let copy = tree
    for step in 0..<(count / 2 + 5) {
      let k = Int.random(in: span, using: &rng)
      let delta = CGFloat(Int.random(in: -40...40, using: &rng)) / 2
      let old = tree.updateValue("u\(step)", delta: delta, forKey: k)
      let expected = model.set(k, "u\(step)", delta)
      #expect(old?.value == expected?.0 && old?.delta == expected?.1, "seed \(seed) step \(step)")
    }
    guard Self.check(tree, model, probes: Array(span), "seed \(seed) updated") else { return }
    // Value semantics: the copy taken before the updates still holds the built keys.
    #expect(copy.count == count && copy.keys.count == count, "seed \(seed): copy changed")
  }

  @Test func anEmptyTreeHasNothingBelowAnyKey() {
    let tree = GroupExtentTree<Int>()
    #expect(tree.isEmpty && tree.count == 0 && tree.height == 0 && tree.totalDelta == 0)
    #expect(tree.count(below: 10) == 0 && tree.deltaSum(below: Int.max) == 0)
    #expect(tree[0] == nil && !tree.contains(0) && Array(tree).isEmpty)
  }

  @Test func replacingAKeyKeepsTheOthersAndReturnsWhatItHeld() {
    var tree = GroupExtentTree<Int>()
    #expect(tree.updateValue(50, delta: 5, forKey: 5) == nil)
    #expect(tree.updateValue(30, delta: 3, forKey: 3) == nil)
    #expect(tree.updateValue(70, delta: 7, forKey: 7) == nil)
    let old = tree.updateValue(51, delta: -1, forKey: 5)
    #expect(old?.value == 50 && old?.delta == 5)
    #expect(tree.keys == [3, 5, 7] && tree.count == 3)
    #expect(tree.deltaSum(below: 5) == 3 && tree.deltaSum(below: 6) == 2)
    #expect(tree.deltaSum(below: 8) == 9 && tree.totalDelta == 9)
    #expect(tree.count(below: 7) == 2 && tree[5]?.value == 51)
  }
}
