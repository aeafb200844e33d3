import Foundation
import MosaicTestSupport
import Testing

@testable import MosaicCore

/// An identifier whose hash takes only `id % 5` into account: unequal identifiers share hash
/// values all the time, so every lookup has to tell them apart with `==`.
private struct Colliding: Hashable, Sendable, CustomStringConvertible {
  let id: Int
  static func == (a: Colliding, b: Colliding) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id % 5) }
  var description: String { "C\(id)" }
}

@Suite("The snapshot's item hash index", .serialized)
struct ItemHashIndexTests {
  /// Random inserts, removals and lookups on the bare index against a Dictionary, with hash
  /// values drawn from a small set (many equal hashes) and from the full range.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func randomOperationsMatchADictionary(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var index = ItemHashIndex()
    var reference: [Int: Int32] = [:]  // key → handle
    var keyOfHandle: [Int32: Int] = [:]
    let narrow = seed % 2 == 0
    func hash(_ key: Int) -> Int {
      narrow ? (key % 7) &* 0x1_0000_0001 : key._rawHashValue(seed: 0)
    }
    func find(_ key: Int) -> Int32? {
      index.find(hash(key)) { keyOfHandle[$0] == key }
    }
    for step in 0..<4000 {
      let key = Int.random(in: 0..<600, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        guard reference[key] == nil else { break }
        let handle = index.allocate(hash: hash(key), slot: 0, position: step)
        keyOfHandle[handle] = key
        index.insert(handle)
        reference[key] = handle
      case 1, 2:
        guard let handle = reference.removeValue(forKey: key) else { break }
        index.remove(handle)
        index.release(handle)
        keyOfHandle[handle] = nil
      default:
        // Several at once: the handles whose hash value was already in the table come back.
        let keys = Array(
          Set(
            (0..<Int.random(in: 1...20, using: &rng)).map { _ in
              Int.random(in: 0..<600, using: &rng)
            }
          ).subtracting(reference.keys))
        let handles = index.allocate(count: keys.count, slot: 0, from: step) { hash(keys[$0]) }
        var expected: [Int32] = []
        var seen = Set(reference.keys.map(hash))
        for (key, handle) in zip(keys, handles) {
          keyOfHandle[handle] = key
          reference[key] = handle
          if !seen.insert(hash(key)).inserted { expected.append(handle) }
        }
        #expect(index.insertAll(handles) == expected, "seed \(seed), step \(step)")
      }
      #expect(index.count == reference.count, "seed \(seed), step \(step)")
      let probe = Int.random(in: 0..<600, using: &rng)
      #expect(find(probe) == reference[probe], "seed \(seed), step \(step), key \(probe)")
    }
    for (key, handle) in reference {
      #expect(find(key) == handle, "seed \(seed), key \(key)")
      #expect(index.hashes[Int(handle)] == hash(key))
    }
    // Handles are reused: never more than the most items held at once.
    #expect(index.hashes.count <= 600)
  }

  @Test func theTableStaysAtMostFourFifthsFull() {
    var index = ItemHashIndex()
    for key in 0..<10_000 {
      index.insert(index.allocate(hash: key._rawHashValue(seed: 0), slot: 0, position: key))
      #expect(index.count * 5 <= index.table.count * 4)
    }
    #expect(index.table.count == 16_384)
    #expect(index.table.filter { $0 != 0 }.count == 10_000)
  }

  /// Random snapshot changes with identifiers whose hashes collide, against a plain model:
  /// every lookup, position and section agrees after every change.
  @Test(arguments: [UInt64(11), 12, 13, 14])
  func snapshotsWithCollidingHashesMatchAModel(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Colliding>()
    var model: [(section: Int, items: [Int])] = []
    var next = 0
    for step in 0..<600 {
      let all = model.flatMap(\.items)
      switch Int.random(in: 0..<8, using: &rng) {
      case 0 where model.count < 4 || model.isEmpty:
        snapshot.appendSections([step])
        model.append((step, []))
      case 1 where model.count > 1:
        let victim = model.remove(at: Int.random(in: 0..<model.count, using: &rng)).section
        snapshot.deleteSections([victim])
      case 2 where !all.isEmpty:
        let victims = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
          all.randomElement(using: &rng)!
        }
        snapshot.deleteItems(victims.map(Colliding.init) + [Colliding(id: -1)])
        for s in model.indices { model[s].items.removeAll { victims.contains($0) } }
      case 3 where !all.isEmpty:
        let target = all.randomElement(using: &rng)!
        let after = Bool.random(using: &rng)
        let fresh = Array(next..<(next + Int.random(in: 1...5, using: &rng)))
        next += fresh.count
        if after {
          snapshot.insertItems(fresh.map(Colliding.init), afterItem: Colliding(id: target))
        } else {
          snapshot.insertItems(fresh.map(Colliding.init), beforeItem: Colliding(id: target))
        }
        let s = model.firstIndex { $0.items.contains(target) }!
        let at = model[s].items.firstIndex(of: target)! + (after ? 1 : 0)
        model[s].items.insert(contentsOf: fresh, at: at)
      case 4 where all.count > 1:
        let item = all.randomElement(using: &rng)!
        let target = all.randomElement(using: &rng)!
        guard item != target else { break }
        let after = Bool.random(using: &rng)
        if after {
          snapshot.moveItem(Colliding(id: item), afterItem: Colliding(id: target))
        } else {
          snapshot.moveItem(Colliding(id: item), beforeItem: Colliding(id: target))
        }
        for s in model.indices { model[s].items.removeAll { $0 == item } }
        let s = model.firstIndex { $0.items.contains(target) }!
        let at = model[s].items.firstIndex(of: target)! + (after ? 1 : 0)
        model[s].items.insert(item, at: at)
      case 5 where !all.isEmpty:
        // A duplicate (already in the snapshot, or twice in the list) is refused, and the
        // snapshot is left as it was.
        let existing = all.randomElement(using: &rng)!
        let list =
          Bool.random(using: &rng) ? [next, existing, next + 1] : [next, next + 1, next]
        // (Through the throwing primitive behind `appendItems`: no process-wide failure policy
        // to share with tests running alongside.)
        let before = snapshot
        do {
          try snapshot.tryAppendItems(list.map(Colliding.init), toSection: nil)
          Issue.record("seed \(seed), step \(step): duplicates accepted")
        } catch {
          #expect(
            error.message.hasPrefix("Fatal: supplied item identifiers are not unique."),
            "seed \(seed), step \(step)")
        }
        #expect(snapshot == before, "seed \(seed), step \(step)")
      default:
        guard let last = model.indices.last else { break }
        let fresh = Array(next..<(next + Int.random(in: 0...30, using: &rng)))
        next += fresh.count
        snapshot.appendItems(fresh.map(Colliding.init))
        model[last].items += fresh
      }
      // Everything agrees with the model.
      #expect(snapshot.sectionIdentifiers == model.map(\.section), "seed \(seed), step \(step)")
      let flat = model.flatMap(\.items)
      #expect(snapshot.itemIdentifiers.map(\.id) == flat, "seed \(seed), step \(step)")
      #expect(snapshot.numberOfItems == flat.count, "seed \(seed), step \(step)")
      for _ in 0..<5 where !flat.isEmpty {
        let position = Int.random(in: 0..<flat.count, using: &rng)
        let item = Colliding(id: flat[position])
        #expect(snapshot.indexOfItem(item) == position, "seed \(seed), step \(step), \(item)")
        let section = model.first { $0.items.contains(item.id) }!.section
        #expect(
          snapshot.sectionIdentifier(containingItem: item) == section,
          "seed \(seed), step \(step), \(item)")
      }
      #expect(snapshot.indexOfItem(Colliding(id: next + 1000)) == nil)
    }
  }

  @Test func equalHashesOfUnequalIdentifiersAreNotDuplicates() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Colliding>()
    snapshot.appendSections([0])
    #expect(throws: Never.self) {
      try snapshot.tryAppendItems(
        [Colliding(id: 1), Colliding(id: 6), Colliding(id: 11)], toSection: nil)
    }
    #expect(snapshot.itemIdentifiers == [Colliding(id: 1), Colliding(id: 6), Colliding(id: 11)])
    #expect(snapshot.indexOfItem(Colliding(id: 11)) == 2)
    #expect(snapshot.indexOfItem(Colliding(id: 16)) == nil)
    #expect(
      throws: UpdateError(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(C6, C21)}")
    ) {
      try snapshot.tryAppendItems(
        [Colliding(id: 21), Colliding(id: 6), Colliding(id: 21)], toSection: nil)
    }
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.indexOfItem(Colliding(id: 21)) == nil)
  }

  /// The difference between snapshots of colliding identifiers, applied to the old one, gives
  /// the new one.
  @Test(arguments: [UInt64(21), 22, 23])
  func differencesOfCollidingIdentifiers(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    for round in 0..<30 {
      let old = Array(0..<Int.random(in: 0..<60, using: &rng)).shuffled(using: &rng)
      var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
      new += (100..<(100 + Int.random(in: 0..<10, using: &rng)))
      new.shuffle(using: &rng)
      var before = NSDiffableDataSourceSnapshot<Int, Colliding>()
      before.appendSections([0])
      before.appendItems(old.map(Colliding.init))
      var after = NSDiffableDataSourceSnapshot<Int, Colliding>()
      after.appendSections([0])
      after.appendItems(new.map(Colliding.init))
      let difference = SnapshotDifference(from: before, to: after)
      let update = try UpdateValidator.validate(
        difference.update, oldCounts: [old.count], newCounts: [new.count])
      let result = update.apply(to: [old]) { new[$0.item] }
      #expect(result == [new], "seed \(seed), round \(round)")
    }
  }
}
