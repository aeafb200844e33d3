import Foundation
import MosaicCore

/// A plain model of a snapshot (ordered sections, ordered items per section) that random
/// changes are applied to alongside a real snapshot.
struct SnapshotModel: Equatable, CustomStringConvertible {
  var sections: [String] = []
  var items: [String: [Int]] = [:]

  var rows: [[Int]] { sections.map { items[$0]! } }
  var flat: [Int] { rows.flatMap { $0 } }
  var description: String { sections.map { "\($0): \(items[$0]!)" }.joined(separator: "; ") }

  func section(of item: Int) -> String? { sections.first { items[$0]!.contains(item) } }

  init() {}

  init(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>) {
    sections = snapshot.sectionIdentifiers
    for section in sections { items[section] = snapshot.itemIdentifiers(inSection: section) }
  }
}

/// Applies one random valid change to both `snapshot` and `model`; `next` hands out fresh
/// identifiers. Returns a description of the change.
@discardableResult
func randomChange(
  _ snapshot: inout NSDiffableDataSourceSnapshot<String, Int>, _ model: inout SnapshotModel,
  next: inout Int, using rng: inout some RandomNumberGenerator
) -> String {
  func fresh(_ count: Int) -> [Int] {
    defer { next += count }
    return Array(next..<(next + count))
  }
  let all = model.flat
  switch Int.random(in: 0..<14, using: &rng) {
  case 0, 1:
    let section = "s\(fresh(1)[0])"
    if let target = model.sections.randomElement(using: &rng), Bool.random(using: &rng) {
      let after = Bool.random(using: &rng)
      if after {
        snapshot.insertSections([section], afterSection: target)
      } else {
        snapshot.insertSections([section], beforeSection: target)
      }
      let index = model.sections.firstIndex(of: target)! + (after ? 1 : 0)
      model.sections.insert(section, at: index)
      model.items[section] = []
      return "insertSections \(section) \(after ? "after" : "before") \(target)"
    }
    snapshot.appendSections([section])
    model.sections.append(section)
    model.items[section] = []
    return "appendSections \(section)"
  case 2:
    guard let section = model.sections.randomElement(using: &rng) else { return "none" }
    snapshot.deleteSections([section])
    model.sections.removeAll { $0 == section }
    model.items[section] = nil
    return "deleteSections \(section)"
  case 3:
    guard let section = model.sections.randomElement(using: &rng),
      let target = model.sections.randomElement(using: &rng), section != target
    else { return "none" }
    let after = Bool.random(using: &rng)
    if after {
      snapshot.moveSection(section, afterSection: target)
    } else {
      snapshot.moveSection(section, beforeSection: target)
    }
    model.sections.removeAll { $0 == section }
    let index = model.sections.firstIndex(of: target)! + (after ? 1 : 0)
    model.sections.insert(section, at: index)
    return "moveSection \(section) \(after ? "after" : "before") \(target)"
  case 4, 5, 6:
    guard !model.sections.isEmpty else { return "none" }
    let items = fresh(Int.random(in: 1...4, using: &rng))
    if Bool.random(using: &rng) {
      snapshot.appendItems(items)
      model.items[model.sections.last!]!.append(contentsOf: items)
      return "appendItems \(items)"
    }
    let section = model.sections.randomElement(using: &rng)!
    snapshot.appendItems(items, toSection: section)
    model.items[section]!.append(contentsOf: items)
    return "appendItems \(items) to \(section)"
  case 7, 8:
    guard let target = all.randomElement(using: &rng) else { return "none" }
    let items = fresh(Int.random(in: 1...3, using: &rng))
    let after = Bool.random(using: &rng)
    if after {
      snapshot.insertItems(items, afterItem: target)
    } else {
      snapshot.insertItems(items, beforeItem: target)
    }
    let section = model.section(of: target)!
    let index = model.items[section]!.firstIndex(of: target)! + (after ? 1 : 0)
    model.items[section]!.insert(contentsOf: items, at: index)
    return "insertItems \(items) \(after ? "after" : "before") \(target)"
  case 9:
    let items = all.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }
    snapshot.deleteItems(items)
    for section in model.sections { model.items[section]!.removeAll { items.contains($0) } }
    return "deleteItems \(items)"
  case 10, 11:
    guard let item = all.randomElement(using: &rng), let target = all.randomElement(using: &rng),
      item != target
    else { return "none" }
    let after = Bool.random(using: &rng)
    if after {
      snapshot.moveItem(item, afterItem: target)
    } else {
      snapshot.moveItem(item, beforeItem: target)
    }
    let from = model.section(of: item)!
    model.items[from]!.removeAll { $0 == item }
    let to = model.section(of: target)!
    let index = model.items[to]!.firstIndex(of: target)! + (after ? 1 : 0)
    model.items[to]!.insert(item, at: index)
    return "moveItem \(item) \(after ? "after" : "before") \(target)"
  case 12:
    let items = all.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 }
    if Bool.random(using: &rng) {
      snapshot.reloadItems(items)
      return "reloadItems \(items)"
    }
    snapshot.reconfigureItems(items)
    return "reconfigureItems \(items)"
  default:
    guard let section = model.sections.randomElement(using: &rng),
      Int.random(in: 0..<3, using: &rng) == 0
    else { return "none" }
    snapshot.reloadSections([section])
    return "reloadSections \(section)"
  }
}
