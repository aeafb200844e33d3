import Foundation
import MosaicCore
import MosaicTestSupport

/// A random old model, the new model a correct data source would hold, and the batch that
/// describes the change; built directly from per-element fates, independently of the
/// validator's algorithm.
struct RandomBatch {
  /// What becomes of an element in the new model.
  enum Entry: Equatable {
    case kept(Int)
    case moved(Int)
    case reloaded(old: Int, new: Int)
    case fresh(Int)

    var id: Int {
      switch self {
      case .kept(let id), .moved(let id), .fresh(let id): id
      case .reloaded(_, let new): new
      }
    }
  }

  let seed: UInt64
  var oldModel: [[Int]] = []
  var newEntries: [[Entry]] = []
  var batch = CollectionUpdate()
  /// Old sections by new section (nil for inserted and reloaded sections' replacements).
  var expectedOldSection: [Int?] = []
  /// New section of each old section (nil when deleted or reloaded).
  var expectedNewSection: [Int?] = []
  /// Sections that receive individually addressed items after the update.
  var receivingSections: [Int] = []
  var deletes: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []

  var newModel: [[Int]] { newEntries.map { $0.map(\.id) } }
  var oldCounts: [Int] { oldModel.map(\.count) }
  var newCounts: [Int] { newEntries.map(\.count) }

  /// A replayable description: the seed, the counts and every operation.
  var replay: String {
    "seed \(seed): oldCounts \(oldCounts) newCounts \(newCounts) operations \(batch.operations.map(\.description))"
  }

  init(seed: UInt64) {
    self.seed = seed
    var rng = SeededGenerator(seed: seed)
    var nextID = 0
    func fresh() -> Int {
      nextID += 1
      return 1_000_000 + nextID
    }
    let sectionCount = Int.random(in: 0...6, using: &rng)
    for _ in 0..<sectionCount {
      oldModel.append(
        (0..<Int.random(in: 0...8, using: &rng)).map { _ in
          nextID += 1
          return nextID
        })
    }

    enum Fate { case keep, delete, reload, move }
    let sectionFates: [Fate] = oldModel.indices.map { _ in
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: .delete
      case 1: .reload
      case 2, 3: .move
      default: .keep
      }
    }
    // New sections: implicit survivors (kept and reloaded) in order, moved and inserted ones
    // dropped in at random places. -1 marks an inserted section.
    var tokens = oldModel.indices.filter {
      sectionFates[$0] == .keep || sectionFates[$0] == .reload
    }
    for section in oldModel.indices.filter({ sectionFates[$0] == .move }).shuffled(using: &rng) {
      tokens.insert(section, at: Int.random(in: 0...tokens.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      tokens.insert(-1, at: Int.random(in: 0...tokens.count, using: &rng))
    }
    expectedNewSection = Array(repeating: nil, count: oldModel.count)
    for (new, old) in tokens.enumerated() where old >= 0 && sectionFates[old] != .reload {
      expectedNewSection[old] = new
    }
    expectedOldSection = tokens.map { $0 >= 0 && sectionFates[$0] != .reload ? $0 : nil }
    receivingSections = tokens.indices.filter { expectedOldSection[$0] != nil }

    // Items of the sections that keep theirs.
    newEntries = tokens.map { old in
      if old >= 0 && sectionFates[old] != .reload { return [] }
      return (0..<Int.random(in: 0...4, using: &rng)).map { _ in Entry.fresh(fresh()) }
    }
    var movedItems: [(old: IndexPath, id: Int)] = []
    var reloads: [IndexPath] = []
    for new in receivingSections {
      let old = tokens[new]
      for (item, id) in oldModel[old].enumerated() {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: deletes.append(ip(old, item))
        case 2:
          reloads.append(ip(old, item))
          newEntries[new].append(.reloaded(old: id, new: fresh()))
        case 3, 4: movedItems.append((ip(old, item), id))
        default: newEntries[new].append(.kept(id))
        }
      }
    }
    if !receivingSections.isEmpty {
      for moved in movedItems.shuffled(using: &rng) {
        let section = receivingSections.randomElement(using: &rng)!
        let position = Int.random(in: 0...newEntries[section].count, using: &rng)
        newEntries[section].insert(.moved(moved.id), at: position)
      }
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        let section = receivingSections.randomElement(using: &rng)!
        let position = Int.random(in: 0...newEntries[section].count, using: &rng)
        newEntries[section].insert(.fresh(fresh()), at: position)
      }
    }

    // The operations, one index path each, in random order and nesting.
    var operations: [CollectionUpdate.Operation] = []
    for section in oldModel.indices {
      switch sectionFates[section] {
      case .delete:
        operations.append(.deleteSections([section]))
        if !oldModel[section].isEmpty, Bool.random(using: &rng) {
          // Ignored: the section delete covers it.
          operations.append(.deleteItems([ip(section, oldModel[section].count - 1)]))
        }
      case .reload: operations.append(.reloadSections([section]))
      case .move:
        operations.append(.moveSection(from: section, to: tokens.firstIndex(of: section)!))
      case .keep: break
      }
    }
    for (new, old) in tokens.enumerated() where old < 0 {
      operations.append(.insertSections([new]))
      if !newEntries[new].isEmpty, Bool.random(using: &rng) {
        operations.append(.insertItems([ip(new, 0)]))  // ignored: inside an inserted section
      }
    }
    operations += deletes.map { .deleteItems([$0]) }
    operations += reloads.map { .reloadItems([$0]) }
    if let first = reloads.first, Bool.random(using: &rng) {
      operations.append(.reloadItems([first]))  // a repeated reload is harmless
    }
    for new in receivingSections {
      for (item, entry) in newEntries[new].enumerated() {
        switch entry {
        case .fresh: operations.append(.insertItems([ip(new, item)]))
        case .moved(let id):
          let source = movedItems.first { $0.id == id }!.old
          moves.append((source, ip(new, item)))
          operations.append(.moveItem(from: source, to: ip(new, item)))
        default: break
        }
      }
    }
    operations.shuffle(using: &rng)
    var start = 0
    while start < operations.count {
      let end = min(operations.count, start + Int.random(in: 1...4, using: &rng))
      batch.append(contentsOf: CollectionUpdate(Array(operations[start..<end])))
      start = end
    }
  }

  /// The new index path of every old element that is kept or moved, by identifier.
  var newPathByID: [Int: IndexPath] {
    var paths: [Int: IndexPath] = [:]
    for (section, entries) in newEntries.enumerated() {
      for (item, entry) in entries.enumerated() {
        switch entry {
        case .kept(let id), .moved(let id): paths[id] = ip(section, item)
        case .reloaded(let old, _): paths[-old] = ip(section, item)
        case .fresh: break
        }
      }
    }
    return paths
  }

  /// The new positions whose element the data source supplies: inserted and reloaded ones.
  var freshPositions: [IndexPath] {
    var positions: [IndexPath] = []
    for (section, entries) in newEntries.enumerated() {
      for (item, entry) in entries.enumerated() {
        switch entry {
        case .fresh, .reloaded: positions.append(ip(section, item))
        default: break
        }
      }
    }
    return positions
  }
}
