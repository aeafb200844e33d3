import Foundation
import MosaicTesting
import Testing

@testable import Mosaic
@testable import MosaicCore

/// A cell that shows one item identifier and counts its configurations and reuses.
@MainActor
final class IdentifierCell: UICollectionViewCell {
  var identifier: Int?
  var name: String?
  var configurations = 0
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    identifier = nil
  }
}

/// A header that shows its section's identifier.
@MainActor
final class SectionHeader: UICollectionReusableView {
  var section: String?
}

typealias TestSnapshot = NSDiffableDataSourceSnapshot<String, Int>

/// A collection view of `size` with a flow layout of 50×50 items, fed by a diffable data
/// source of `String` sections and `Int` items whose cells come from a registration (each
/// shows its identifier and `names[identifier]`) and, when `headers`, 20-point headers from a
/// supplementary registration.
@MainActor
final class DiffableFixture {
  let view: UICollectionView
  let layout: UpdateRecordingLayout
  let dataSource: UICollectionViewDiffableDataSource<String, Int>
  var names: [Int: String] = [:]
  /// The (index path, identifier) of every cell provider call.
  var provided: [(IndexPath, Int)] = []

  init(
    size: CGSize = CGSize(width: 320, height: 200), headers: Bool = false,
    layout: UpdateRecordingLayout = UpdateRecordingLayout()
  ) {
    self.layout = layout
    if headers { layout.headerReferenceSize = CGSize(width: 0, height: 20) }
    view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    var names: () -> [Int: String] = { [:] }
    var record: (IndexPath, Int) -> Void = { _, _ in }
    let registration = UICollectionView.CellRegistration<IdentifierCell, Int> {
      cell, indexPath, item in
      cell.identifier = item
      cell.name = names()[item]
      cell.configurations += 1
      record(indexPath, item)
    }
    dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    let header = UICollectionView.SupplementaryRegistration<SectionHeader>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned dataSource] view, _, indexPath in
      view.section = dataSource.sectionIdentifier(for: indexPath.section)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    names = { [unowned self] in self.names }
    record = { [unowned self] in self.provided.append(($0, $1)) }
    view.layoutIfNeeded()
  }

  /// The visible cell showing `item`.
  func cell(showing item: Int) -> IdentifierCell? {
    view.visibleCells.lazy.compactMap { $0 as? IdentifierCell }.first { $0.identifier == item }
  }

  /// The identifier the cell at `[section, item]` shows.
  func shown(_ item: Int, section: Int = 0) -> Int? {
    (view.cellForItem(at: IndexPath(item: item, section: section)) as? IdentifierCell)?.identifier
  }

  /// What is wrong with the visible cells and headers against `snapshot`: empty when every
  /// visible cell shows the item of the snapshot at its index path, the counts match and
  /// every header shows its section.
  func mismatches(against snapshot: TestSnapshot) -> [String] {
    var problems: [String] = []
    let sections = snapshot.sectionIdentifiers
    if view.numberOfSections != sections.count {
      problems.append("sections \(view.numberOfSections) != \(sections.count)")
    }
    for (index, section) in sections.enumerated() where index < view.numberOfSections {
      let count = snapshot.numberOfItems(inSection: section)
      if view.numberOfItems(inSection: index) != count {
        problems.append("section \(index): \(view.numberOfItems(inSection: index)) != \(count)")
      }
    }
    var seen = Set<Int>()
    for path in view.indexPathsForVisibleItems {
      let cell = view.cellForItem(at: path) as? IdentifierCell
      let expected =
        sections.indices.contains(path.section)
        ? snapshot.itemIdentifiers(inSection: sections[path.section]).dropFirst(path.item).first
        : nil
      if cell?.identifier == nil || cell?.identifier != expected {
        problems.append(
          "cell \(path) shows \(String(describing: cell?.identifier)), "
            + "snapshot \(String(describing: expected))")
      }
      if dataSource.itemIdentifier(for: path) != expected {
        problems.append("itemIdentifier(for: \(path)) is wrong")
      }
      if let shown = cell?.identifier, !seen.insert(shown).inserted {
        problems.append("\(shown) is shown twice")
      }
    }
    for path in view.indexPathsForVisibleSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader)
    {
      let header =
        view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        as? SectionHeader
      if header?.section != sections[path.section] {
        problems.append("header \(path.section) shows \(String(describing: header?.section))")
      }
    }
    return problems
  }
}

/// A snapshot of one section "main" holding `items`.
func oneSection(_ items: [Int], section: String = "main") -> TestSnapshot {
  var snapshot = TestSnapshot()
  snapshot.appendSections([section])
  snapshot.appendItems(items)
  return snapshot
}

/// Runs `body` with the failures of snapshots and diffable data sources captured instead of
/// trapping, and returns the reasons a release build would log.
@MainActor
func diffableFailures(_ body: () -> Void) -> [String] {
  FailureReport.capturing([.diffableDataSource], body).map { reason($0.line) ?? $0.line }
}
