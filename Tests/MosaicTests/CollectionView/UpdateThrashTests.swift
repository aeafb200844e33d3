import Foundation
import MosaicTestSupport
import MosaicTesting
import Testing

@testable import Mosaic

/// One random batch: the operations to request and the model the data source holds after it.
struct RandomModelChange: CustomStringConvertible {
  var operations: [CollectionUpdate.Operation] = []
  var newSections: [[Int]] = []
  var newTitles: [String] = []

  var description: String {
    operations.map { "\($0)" }.joined(separator: "; ")
  }
}

/// Builds a random valid batch over `sections` (unique integers) the way an app changes its
/// model: sections deleted, reloaded, moved and inserted; items deleted, reloaded, moved
/// (within and across kept sections) and inserted. Kept elements keep their order, as UIKit's
/// index rules require; `fresh` gives new elements.
func randomChange(
  of sections: [[Int]], titles: [String], using rng: inout SeededGenerator,
  fresh: () -> Int
) -> RandomModelChange {
  var change = RandomModelChange()
  enum Fate { case kept, moved, deleted, reloaded }
  let sectionOps = Int.random(in: 0..<4, using: &rng) == 0
  var sectionFate = [Fate](repeating: .kept, count: sections.count)
  if sectionOps {
    for s in sections.indices {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: sectionFate[s] = .deleted
      case 1: sectionFate[s] = .reloaded
      case 2: sectionFate[s] = .moved
      default: break
      }
    }
  }
  // Items of sections that stay (kept or moved): their own fate.
  var itemFate: [[Fate]] = sections.map { [Fate](repeating: .kept, count: $0.count) }
  let itemOps = Int.random(in: 0..<5, using: &rng) != 0
  if itemOps {
    for s in sections.indices where sectionFate[s] == .kept || sectionFate[s] == .moved {
      for i in sections[s].indices {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: itemFate[s][i] = .deleted
        case 1: itemFate[s][i] = .reloaded
        case 2: itemFate[s][i] = .moved
        default: break
        }
      }
    }
  }
  // Section order: non-moved survivors in order, then moved and new sections put anywhere.
  struct NewSection {
    var old: Int?  // nil for an inserted section
    var items: [Int]
    var title: String
  }
  var order: [NewSection] = []
  for s in sections.indices where sectionFate[s] == .kept || sectionFate[s] == .reloaded {
    order.append(NewSection(old: s, items: [], title: titles[s]))
  }
  var placed: [(NewSection, moved: Bool)] = []
  for s in sections.indices where sectionFate[s] == .moved {
    placed.append((NewSection(old: s, items: [], title: titles[s]), true))
  }
  let insertedSections = sectionOps ? Int.random(in: 0...1, using: &rng) : 0
  for _ in 0..<insertedSections {
    let count = Int.random(in: 0..<8, using: &rng)
    placed.append(
      (NewSection(old: nil, items: (0..<count).map { _ in fresh() }, title: "T\(fresh())"), false))
  }
  for entry in placed.shuffled(using: &rng) {
    order.insert(entry.0, at: Int.random(in: 0...order.count, using: &rng))
  }
  // Items: survivors of each kept or moved section, in order, reloads replaced in place;
  // then moved items and new items put anywhere in kept or moved sections.
  var movedItems: [(from: IndexPath, element: Int)] = []
  for s in sections.indices {
    for i in sections[s].indices where itemFate[s][i] == .moved {
      movedItems.append((IndexPath(item: i, section: s), sections[s][i]))
    }
  }
  var reloadedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  for n in order.indices {
    guard let old = order[n].old else { continue }
    switch sectionFate[old] {
    case .reloaded:
      order[n].items = (0..<Int.random(in: 0..<8, using: &rng)).map { _ in fresh() }
      order[n].title = "R\(fresh())"
    default:
      for (i, element) in sections[old].enumerated() {
        switch itemFate[old][i] {
        case .kept: order[n].items.append(element)
        case .reloaded:
          order[n].items.append(fresh())
          reloadedItems.append(IndexPath(item: i, section: old))
        case .deleted: deletedItems.append(IndexPath(item: i, section: old))
        case .moved: break
        }
      }
    }
  }
  let targets = order.indices.filter { order[$0].old.map { sectionFate[$0] != .reloaded } ?? false }
  var marked: [Int: Set<Int>] = [:]  // elements placed explicitly, by new section
  var insertedCount = itemOps ? Int.random(in: 0...3, using: &rng) : 0
  if targets.isEmpty {
    insertedCount = 0
    movedItems.removeAll()
  }
  var explicit: [(element: Int, moved: IndexPath?)] = movedItems.map { ($0.element, $0.from) }
  for _ in 0..<insertedCount { explicit.append((fresh(), nil)) }
  for entry in explicit.shuffled(using: &rng) {
    let n = targets[Int.random(in: 0..<targets.count, using: &rng)]
    order[n].items.insert(entry.element, at: Int.random(in: 0...order[n].items.count, using: &rng))
    marked[n, default: []].insert(entry.element)
  }
  // Operations, with moves' and inserts' destinations read from the final model.
  var ops: [CollectionUpdate.Operation] = []
  let deletedSections = IndexSet(sections.indices.filter { sectionFate[$0] == .deleted })
  let reloadedSections = IndexSet(sections.indices.filter { sectionFate[$0] == .reloaded })
  if !deletedSections.isEmpty { ops.append(.deleteSections(deletedSections)) }
  if !reloadedSections.isEmpty { ops.append(.reloadSections(reloadedSections)) }
  var insertedSectionIndexes = IndexSet()
  for (n, section) in order.enumerated() {
    if let old = section.old, sectionFate[old] == .moved {
      ops.append(.moveSection(from: old, to: n))
    }
    if section.old == nil { insertedSectionIndexes.insert(n) }
  }
  if !insertedSectionIndexes.isEmpty { ops.append(.insertSections(insertedSectionIndexes)) }
  if !deletedItems.isEmpty { ops.append(.deleteItems(deletedItems.shuffled(using: &rng))) }
  if !reloadedItems.isEmpty { ops.append(.reloadItems(reloadedItems)) }
  let movedFrom = Dictionary(uniqueKeysWithValues: movedItems.map { ($0.element, $0.from) })
  var inserts: [IndexPath] = []
  for (n, elements) in marked {
    for (i, element) in order[n].items.enumerated() where elements.contains(element) {
      let to = IndexPath(item: i, section: n)
      if let from = movedFrom[element] {
        ops.append(.moveItem(from: from, to: to))
      } else {
        inserts.append(to)
      }
    }
  }
  if !inserts.isEmpty { ops.append(.insertItems(inserts)) }
  change.operations = ops.shuffled(using: &rng)
  change.newSections = order.map(\.items)
  change.newTitles = order.map(\.title)
  return change
}

@MainActor
@Suite struct UpdateThrashTests {
  /// Runs `batches` random batch updates with the animations running (time advances by a
  /// random amount, often zero, between batches, so updates interrupt each other); after
  /// each batch every visible cell and header shows its model element. Returns the problems
  /// found, described as a replayable case.
  func thrash(seed: UInt64, batches: Int) -> [String] {
    VirtualTime.start()
    var rng = SeededGenerator(seed: seed)
    let model = ElementModel(counts: [12, 0, 20, 7])
    model.headers = true
    let view = makeElementView(model, size: CGSize(width: 320, height: 300))
    for step in 0..<batches {
      let before = model.sections
      let change = randomChange(of: model.sections, titles: model.titles, using: &rng) {
        model.fresh()
      }
      model.sections = change.newSections
      model.titles = change.newTitles
      view.performBatchUpdates {
        for operation in change.operations {
          switch operation {
          case .insertItems(let paths): view.insertItems(at: paths)
          case .deleteItems(let paths): view.deleteItems(at: paths)
          case .reloadItems(let paths): view.reloadItems(at: paths)
          case .moveItem(let from, let to): view.moveItem(at: from, to: to)
          case .insertSections(let set): view.insertSections(set)
          case .deleteSections(let set): view.deleteSections(set)
          case .reloadSections(let set): view.reloadSections(set)
          case .moveSection(let from, let to): view.moveSection(from, toSection: to)
          }
        }
      }
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4: break
      case 4..<8: VirtualTime.advance(by: Double.random(in: 0..<0.3, using: &rng))
      case 8:
        let maxY = max(0, view.contentSize.height - view.bounds.height)
        view.contentOffset.y = CGFloat.random(in: 0...maxY, using: &rng).rounded()
      default: VirtualTime.advance(by: 0.4)
      }
      view.layoutIfNeeded()
      var problems = model.mismatches(in: view)
      let shownElements = view.visibleCells.compactMap { ($0 as? ElementCell)?.element }
      if Set(shownElements).count != shownElements.count {
        problems.append("an element is shown twice")
      }
      if !problems.isEmpty {
        return [
          "seed \(seed), batch \(step): \(problems.joined(separator: "; "))",
          "model before: \(before)", "batch: \(change)", "model after: \(model.sections)",
          "replay: thrash(seed: \(seed), batches: \(step + 1))",
        ]
      }
    }
    VirtualTime.advance(by: 0.4)
    let cells = view.subviews.filter { $0 is ElementCell }.count
    if cells != view.visibleCells.count {
      return [
        "seed \(seed): \(cells) cell views remain for \(view.visibleCells.count) visible cells"
      ]
    }
    return model.mismatches(in: view).map { "seed \(seed) after settling: \($0)" }
  }

  /// A view sliding off screen, taken back by the next update, was ended by the first
  /// update's completion while visible again, and reused for another element.
  @Test func regressionReclaimedViewEndedByAnEarlierCompletion() {
    let problems = thrash(seed: 1, batches: 17)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func randomBatchesKeepEveryVisibleCellOnItsElement() {
    // 10 seeds × 1,000 batches: 10,000 random batches.
    for seed in UInt64(1)...10 {
      let problems = thrash(seed: seed, batches: 1000)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
      if !problems.isEmpty { break }
    }
  }
}
