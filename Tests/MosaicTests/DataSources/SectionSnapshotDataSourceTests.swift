import Foundation
import MosaicTesting
import Testing

@testable import Mosaic
@testable import MosaicCore

@MainActor
struct SectionSnapshotDataSourceTests {
  /// An outline: 1 (children 10, 11 (child 110)), 2 (child 20), 3; 1 expanded, 11 and 2
  /// collapsed.
  func outline() -> NSDiffableDataSourceSectionSnapshot<Int> {
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2, 3])
    outline.append([10, 11], to: 1)
    outline.append([110], to: 11)
    outline.append([20], to: 2)
    outline.expand([1])
    return outline
  }

  @Test func applyingASectionSnapshotShowsItsVisibleItemsAndKeepsTheOutline() {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    var base = TestSnapshot()
    base.appendSections(["top"])
    base.appendItems([100, 101], toSection: "top")
    fixture.dataSource.apply(base, animatingDifferences: false)
    // A section the data source does not have yet is appended.
    fixture.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    var expected = base
    expected.appendSections(["tree"])
    expected.appendItems([1, 10, 11, 2, 3], toSection: "tree")
    #expect(fixture.dataSource.snapshot().sectionIdentifiers == ["top", "tree"])
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "tree") == [1, 10, 11, 2, 3])
    #expect(fixture.mismatches(against: expected).isEmpty)
    // The outline comes back whole, collapsed children included.
    let back = fixture.dataSource.snapshot(for: "tree")
    #expect(back.items == [1, 10, 11, 110, 2, 20, 3])
    #expect(back.isExpanded(1) && !back.isExpanded(2))
    #expect(back.level(of: 110) == 2)
    // Sections without an outline give their items flat; unknown sections give nothing.
    #expect(fixture.dataSource.snapshot(for: "top").items == [100, 101])
    #expect(fixture.dataSource.snapshot(for: "top").level(of: 101) == 0)
    #expect(fixture.dataSource.snapshot(for: "missing").items.isEmpty)
  }

  @Test func applyingAnotherSectionSnapshotAnimatesTheDifference() {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    fixture.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    var changed = outline()
    changed.expand([2])
    changed.delete([10])
    fixture.layout.calls.removeAll()
    fixture.dataSource.apply(changed, to: "tree")
    // One batch: 10 deleted, 20 inserted after 2.
    #expect(
      fixture.layout.calls.filter { $0.hasPrefix("updates") } == [
        "updates delete {length = 2, path = 0 - 1} -> (null), "
          + "insert (null) -> {length = 2, path = 0 - 3}"
      ])
    VirtualTime.advance(by: 1)
    #expect(fixture.mismatches(against: oneSection([1, 11, 2, 20, 3], section: "tree")).isEmpty)
  }

  @Test func aFullSnapshotThatChangesTheSectionForgetsTheOutline() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    var full = fixture.dataSource.snapshot()
    // The same items: the outline stays.
    fixture.dataSource.apply(full, animatingDifferences: false)
    #expect(fixture.dataSource.snapshot(for: "tree").items.count == 7)
    full.deleteItems([3])
    fixture.dataSource.apply(full, animatingDifferences: false)
    #expect(fixture.dataSource.snapshot(for: "tree").items == [1, 10, 11, 2])
    #expect(fixture.dataSource.snapshot(for: "tree").level(of: 10) == 0)
  }

  @Test func itemsOfAnotherSectionAreRefusedAndNothingChanges() {
    let fixture = DiffableFixture()
    var base = TestSnapshot()
    base.appendSections(["top", "tree"])
    base.appendItems([1, 2], toSection: "top")
    base.appendItems([7], toSection: "tree")
    fixture.dataSource.apply(base, animatingDifferences: false)
    var clash = NSDiffableDataSourceSectionSnapshot<Int>()
    clash.append([5, 2])
    let failures = diffableFailures {
      fixture.dataSource.apply(clash, to: "tree", animatingDifferences: false)
    }
    #expect(
      failures == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}"])
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 7])
    #expect(fixture.mismatches(against: base).isEmpty)
  }

  @Test func expandingAndCollapsingGoThroughTheHandlersInOrder() {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    fixture.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    var log: [String] = []
    var handlers = UICollectionViewDiffableDataSource<String, Int>.SectionSnapshotHandlers<Int>()
    handlers.shouldExpandItem = { item in
      log.append("should expand \(item)")
      return item != 3
    }
    handlers.willExpandItem = { log.append("will expand \($0)") }
    handlers.shouldCollapseItem = { item in
      log.append("should collapse \(item)")
      return true
    }
    handlers.willCollapseItem = { log.append("will collapse \($0)") }
    fixture.dataSource.sectionSnapshotHandlers = handlers

    #expect(fixture.dataSource.toggleExpansion(of: 2, animated: false))
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2, 20, 3])
    #expect(fixture.dataSource.toggleExpansion(of: 1, animated: false))
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 20, 3])
    // 3 has no children, and the handler refuses it anyway: nothing changes.
    #expect(!fixture.dataSource.toggleExpansion(of: 3, animated: false))
    #expect(
      log == [
        "should expand 2", "will expand 2", "should collapse 1", "will collapse 1",
      ])
    #expect(fixture.mismatches(against: oneSection([1, 2, 20, 3], section: "tree")).isEmpty)
    // Collapsed and expanded states survive in the outline.
    let back = fixture.dataSource.snapshot(for: "tree")
    #expect(back.isExpanded(2) && !back.isExpanded(1))
    #expect(back.items == [1, 10, 11, 110, 2, 20, 3])
  }

  @Test func childrenCanBeLoadedWhenTheirParentExpands() {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    var lazy = NSDiffableDataSourceSectionSnapshot<Int>()
    lazy.append([1, 2])
    fixture.dataSource.apply(lazy, to: "tree", animatingDifferences: false)
    var handlers = UICollectionViewDiffableDataSource<String, Int>.SectionSnapshotHandlers<Int>()
    var asked: [(Int, [Int])] = []
    handlers.snapshotForExpandingParent = { parent, current in
      asked.append((parent, current.items))
      var children = NSDiffableDataSourceSectionSnapshot<Int>()
      children.append([parent * 10, parent * 10 + 1])
      return children
    }
    fixture.dataSource.sectionSnapshotHandlers = handlers
    #expect(fixture.dataSource.toggleExpansion(of: 2, animated: false))
    #expect(asked.count == 1 && asked[0].0 == 2 && asked[0].1.isEmpty)
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 20, 21])
    #expect(fixture.dataSource.snapshot(for: "tree").parent(of: 21) == 2)
    #expect(fixture.mismatches(against: oneSection([1, 2, 20, 21], section: "tree")).isEmpty)
  }

  @Test func cellsOfExpandedParentsSaySoInTheirConfigurationState() {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    fixture.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    #expect(fixture.cell(showing: 1)?.configurationState.isExpanded == true)
    #expect(fixture.cell(showing: 2)?.configurationState.isExpanded == false)
    #expect(fixture.cell(showing: 10)?.configurationState.isExpanded == false)
    // Expanding 2 keeps its cell and updates its state before the next layout.
    let cell = fixture.cell(showing: 2)
    var states: [Bool] = []
    cell?.configurationUpdateHandler = { _, state in states.append(state.isExpanded) }
    #expect(fixture.dataSource.toggleExpansion(of: 2, animated: false))
    fixture.view.layoutIfNeeded()
    #expect(fixture.cell(showing: 2) === cell)
    #expect(cell?.configurationState.isExpanded == true)
    #expect(states.last == true)
    // A data source without outlines leaves it false.
    let flat = DiffableFixture()
    flat.dataSource.apply(oneSection([1, 2]), animatingDifferences: false)
    #expect(flat.cell(showing: 1)?.configurationState.isExpanded == false)
  }
}
