import Foundation
import MosaicTestSupport
import MosaicTesting
import Testing

@testable import Mosaic
@testable import MosaicCore

@MainActor
@Suite(.serialized)
struct DiffableDataSourceTests {
  init() { VirtualTime.start() }

  @Test func theDataSourceIsTheCollectionViewsDataSourceAndStartsEmpty() {
    let fixture = DiffableFixture()
    #expect(fixture.view.dataSource === fixture.dataSource)
    #expect(fixture.view.numberOfSections == 0)
    #expect(fixture.view.visibleCells.isEmpty)
    #expect(fixture.dataSource.snapshot().numberOfItems == 0)
  }

  @Test func applyShowsEachItemInItsCellAtTheFlowLayoutsFrames() {
    let fixture = DiffableFixture()
    let items = [40, 7, 13, 2, 99, 5, 61, 8, 30, 11, 71, 3]
    fixture.dataSource.apply(oneSection(items), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    #expect(fixture.view.numberOfSections == 1)
    #expect(fixture.view.numberOfItems(inSection: 0) == 12)
    #expect(fixture.view.indexPathsForVisibleItems.count == 12)
    for (k, item) in items.enumerated() {
      let cell = fixture.view.cellForItem(at: IndexPath(item: k, section: 0)) as? IdentifierCell
      #expect(cell?.identifier == item)
      #expect(cell?.frame == gridFrame(k))
    }
    #expect(fixture.mismatches(against: oneSection(items)).isEmpty)
    // Every cell was configured once, through the registration, with its index path.
    #expect(fixture.provided.map(\.1).sorted() == items.sorted())
    for (path, item) in fixture.provided { #expect(items[path.item] == item) }
  }

  @Test func animatedApplyRunsOneBatchUpdateWithAppearingAndDisappearingElements() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection(Array(0..<12)), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    let first = fixture.cell(showing: 0)!
    let doomed = fixture.cell(showing: 3)!
    fixture.layout.calls.removeAll()
    var completed = 0
    // 3 deleted, 100 inserted first: item 0 moves one place along.
    fixture.dataSource.apply(oneSection([100, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11])) {
      completed += 1
    }
    #expect(
      fixture.layout.calls.contains(
        "updates delete {length = 2, path = 0 - 3} -> (null), insert (null) -> {length = 2, path = 0 - 0}"
      ))
    #expect(fixture.layout.calls.last == "finalize")
    let inserted = fixture.cell(showing: 100)!
    #expect(inserted.frame == gridFrame(0))
    #expect(inserted.layer.presentation()?.opacity == 0)
    #expect(fixture.cell(showing: 0) === first)
    #expect(first.frame == gridFrame(1))
    #expect(first.layer.presentation()?.position == CGPoint(x: 25, y: 25))
    // The deleted cell fades where it was, then leaves.
    #expect(doomed.superview === fixture.view)
    #expect(doomed.alpha == 0)
    #expect(completed == 0)
    VirtualTime.advance(by: 0.15)
    let midway = first.layer.presentation()!.position.x
    #expect(midway > 25 && midway < 92.5)
    #expect(completed == 0)
    VirtualTime.advance(by: 0.2)
    #expect(completed == 1)
    #expect(doomed.superview == nil)
    #expect(first.layer.presentation()?.position == CGPoint(x: 92.5, y: 25))
    #expect(fixture.mismatches(against: fixture.dataSource.snapshot()).isEmpty)
  }

  @Test func applyWithoutAnimationStillDiffsButChangesAtOnce() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection(Array(0..<12)), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    let kept = fixture.cell(showing: 5)!
    let doomed = fixture.cell(showing: 3)!
    fixture.layout.calls.removeAll()
    var completed = 0
    fixture.dataSource.apply(
      oneSection([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 50]), animatingDifferences: false
    ) { completed += 1 }
    // The difference went through the batch path (not reloadData), without animation.
    #expect(
      fixture.layout.calls.contains(
        "updates delete {length = 2, path = 0 - 3} -> (null), insert (null) -> {length = 2, path = 0 - 11}"
      ))
    #expect(completed == 1)
    #expect(fixture.cell(showing: 5) === kept)
    #expect(kept.frame == gridFrame(4))
    #expect(kept.layer.presentation()?.position == CGPoint(x: gridFrame(4).midX, y: 25))
    #expect(kept.layer.animationKeys() == nil)
    #expect(doomed.superview == nil)
    #expect(fixture.mismatches(against: fixture.dataSource.snapshot()).isEmpty)
  }

  @Test func applyingAnEqualSnapshotChangesNothing() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection(Array(0..<5)), animatingDifferences: false)
    fixture.layout.calls.removeAll()
    var completed = false
    fixture.dataSource.apply(oneSection(Array(0..<5))) { completed = true }
    #expect(completed)
    #expect(!fixture.layout.calls.contains { $0.hasPrefix("updates") })
  }

  @Test func applySnapshotUsingReloadDataReloadsWithoutADifference() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection(Array(0..<5)), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    let old = fixture.cell(showing: 2)!
    fixture.layout.calls.removeAll()
    var completed = false
    fixture.dataSource.applySnapshotUsingReloadData(oneSection([2, 9, 8])) { completed = true }
    #expect(completed)
    #expect(!fixture.layout.calls.contains { $0.hasPrefix("updates") })
    #expect(fixture.shown(0) == 2 && fixture.shown(1) == 9 && fixture.shown(2) == 8)
    // Every cell went back to the queue and was dequeued again.
    #expect(old.reuses == 1)
    #expect(fixture.mismatches(against: oneSection([2, 9, 8])).isEmpty)
  }

  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
    let fixture = DiffableFixture()
    fixture.names = [3: "three", 4: "four"]
    fixture.dataSource.apply(oneSection(Array(0..<8)), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    let three = fixture.cell(showing: 3)!
    let four = fixture.cell(showing: 4)!
    #expect(three.name == "three" && three.configurations == 1)
    fixture.names = [3: "THREE", 4: "FOUR"]
    var snapshot = fixture.dataSource.snapshot()
    snapshot.reconfigureItems([3])
    fixture.dataSource.apply(snapshot)
    // The same cell, configured again by the provider, not prepared for reuse, not faded.
    #expect(fixture.cell(showing: 3) === three)
    #expect(three.name == "THREE" && three.configurations == 2)
    #expect(three.reuses == 0)
    #expect(three.layer.presentation()?.opacity == 1)
    #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    VirtualTime.advance(by: 0.4)
    snapshot = fixture.dataSource.snapshot()
    snapshot.reloadItems([4])
    fixture.dataSource.apply(snapshot)
    let replacement = fixture.cell(showing: 4)!
    #expect(replacement !== four)
    #expect(replacement.name == "FOUR")
    #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    VirtualTime.advance(by: 0.4)
    #expect(four.superview == nil)
    // Marks are consumed by the apply: applying the data source's snapshot again does nothing.
    let configurations = three.configurations
    fixture.dataSource.apply(fixture.dataSource.snapshot())
    #expect(three.configurations == configurations)
    #expect(fixture.mismatches(against: fixture.dataSource.snapshot()).isEmpty)
  }

  @Test func identifierAndIndexPathLookups() {
    let fixture = DiffableFixture(headers: true)
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([10, 11, 12], toSection: "a")
    snapshot.appendItems([20, 21], toSection: "c")
    fixture.dataSource.apply(snapshot, animatingDifferences: false)
    let ds = fixture.dataSource
    #expect(ds.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 12)
    #expect(ds.itemIdentifier(for: IndexPath(item: 1, section: 2)) == 21)
    #expect(ds.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
    #expect(ds.itemIdentifier(for: IndexPath(item: 0, section: 3)) == nil)
    #expect(ds.indexPath(for: 11) == IndexPath(item: 1, section: 0))
    #expect(ds.indexPath(for: 20) == IndexPath(item: 0, section: 2))
    #expect(ds.indexPath(for: 99) == nil)
    #expect(ds.sectionIdentifier(for: 1) == "b")
    #expect(ds.sectionIdentifier(for: 3) == nil)
    #expect(ds.index(for: "c") == 2)
    #expect(ds.index(for: "z") == nil)
    #expect(ds.snapshot() == snapshot)
    // After a change the lookups follow the new snapshot.
    snapshot.moveSection("c", beforeSection: "a")
    snapshot.moveItem(12, beforeItem: 10)
    ds.apply(snapshot)
    #expect(ds.indexPath(for: 12) == IndexPath(item: 0, section: 1))
    #expect(ds.indexPath(for: 21) == IndexPath(item: 1, section: 0))
    #expect(ds.index(for: "c") == 0)
    VirtualTime.advance(by: 0.4)
    #expect(fixture.mismatches(against: snapshot).isEmpty)
  }

  @Test func asyncApplyReturnsOnceTheChangeIsShown() async {
    let fixture = DiffableFixture()
    await fixture.dataSource.apply(oneSection([1, 2, 3]), animatingDifferences: false)
    #expect(fixture.shown(0) == 1 && fixture.shown(2) == 3)
    // Animated: it returns when the animation has ended, so no cell is still animating then.
    // (Tests running side by side share the animation clock: only what the call itself
    // guarantees is checked, and the wait is bounded.)
    var returned = false
    var stillAnimating: [String] = ["not returned"]
    Task { @MainActor in
      await fixture.dataSource.apply(oneSection([3, 2, 1, 4]))
      stillAnimating = fixture.view.visibleCells.flatMap { $0.layer.animationKeys() ?? [] }
      returned = true
    }
    var waited = 0.0
    while !returned && waited < 5 {
      await Task.yield()
      VirtualTime.advance(by: 0.05)
      waited += 0.05
    }
    #expect(returned, "the async apply did not return after 5 s of virtual time")
    #expect(stillAnimating.isEmpty)
    #expect(fixture.mismatches(against: oneSection([3, 2, 1, 4])).isEmpty)
  }

  @Test func applyingFromOneBackgroundQueueUpdatesOnTheMainQueue() async {
    let fixture = DiffableFixture(size: CGSize(width: 320, height: 400))
    let dataSource = fixture.dataSource
    let queue = DispatchQueue(label: "diffable.background")
    let finalItems = await withCheckedContinuation { (done: CheckedContinuation<[Int], Never>) in
      queue.async {
        var rng = SeededGenerator(seed: 7)
        var items: [Int] = []
        for step in 0..<40 {
          items = Array((0..<30).shuffled(using: &rng).prefix(Int.random(in: 5..<30, using: &rng)))
          let snapshot = oneSection(items)
          let last = step == 39
          let expected = items
          dataSource.apply(snapshot, animatingDifferences: false) {
            dispatchPrecondition(condition: .onQueue(.main))
            if last { done.resume(returning: expected) }
          }
        }
      }
    }
    #expect(fixture.dataSource.snapshot().itemIdentifiers == finalItems)
    fixture.view.layoutIfNeeded()
    #expect(fixture.mismatches(against: oneSection(finalItems)).isEmpty)
  }

  @Test func reorderingFollowsTheInteractiveMovementAndReportsTransactions() {
    let controller = DiffableReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    #expect(view.dataSource === controller.dataSource)
    let lifted = controller.cell(showing: 0)!
    app.drag(
      from: center(gridFrame(0)), to: center(gridFrame(8)), duration: 0.3, steps: 10,
      hold: 0.6)
    app.advance(by: 0.5)
    let expected = [1, 2, 3, 4, 5, 6, 7, 8, 0] + Array(9..<30)
    #expect(controller.log == ["will", "did"])
    let transaction = controller.transactions.last!
    #expect(transaction.initialSnapshot.itemIdentifiers == Array(0..<30))
    #expect(transaction.finalSnapshot.itemIdentifiers == expected)
    #expect(
      Array(transaction.difference) == [
        .remove(offset: 0, element: 0, associatedWith: 8),
        .insert(offset: 8, element: 0, associatedWith: 0),
      ])
    #expect(
      transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
        == expected)
    // willReorder saw the old snapshot in the data source, didReorder the new one.
    #expect(controller.seen == [Array(0..<30), expected])
    #expect(controller.dataSource.snapshot().itemIdentifiers == expected)
    #expect(controller.cell(showing: 0) === lifted)
    #expect(lifted.frame == gridFrame(8))
    for path in view.indexPathsForVisibleItems {
      #expect(
        (view.cellForItem(at: path) as? IdentifierCell)?.identifier == expected[path.item])
    }
    // Items the handler refuses do not lift.
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    controller.dataSource.reorderingHandlers.canReorderItem = nil
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func aMoveInTheSnapshotAfterReorderingAnimatesFromTheNewOrder() {
    let controller = DiffableReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    view.updateInteractiveMovementTargetPosition(center(gridFrame(6)))
    view.endInteractiveMovement()
    app.advance(by: 0.5)
    var snapshot = controller.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers.prefix(8) == [0, 2, 3, 4, 5, 6, 1, 7])
    snapshot.deleteItems([1])
    controller.dataSource.apply(snapshot)
    app.advance(by: 0.5)
    for path in view.indexPathsForVisibleItems {
      #expect(
        (view.cellForItem(at: path) as? IdentifierCell)?.identifier
          == snapshot.itemIdentifiers[path.item])
    }
  }

  // MARK: Bad input

  @Test func aCellProviderReturningNilGivesUIKitsMessage() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<IdentifierCell, Int> { cell, _, item in
      cell.identifier = item
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      item == 2
        ? nil
        : collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
    }
    let messages = diffableFailures {
      dataSource.apply(oneSection([1, 2, 3]), animatingDifferences: false)
      view.layoutIfNeeded()
    }
    #expect(
      messages == [
        "the collection view's data source did not return a valid cell from "
          + "-collectionView:cellForItemAtIndexPath: for index path {length = 2, path = 0 - 1}"
      ])
    // The other cells show their items; the failed one is an empty cell.
    #expect(
      (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? IdentifierCell)?.identifier == 1)
    #expect(
      (view.cellForItem(at: IndexPath(item: 2, section: 0)) as? IdentifierCell)?.identifier == 3)
    let empty = view.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(empty != nil && !(empty is IdentifierCell))
  }

  @Test func aMissingSupplementaryViewProviderGivesUIKitsMessage() {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<IdentifierCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    let messages = diffableFailures {
      dataSource.apply(oneSection([1]), animatingDifferences: false)
      view.layoutIfNeeded()
    }
    #expect(
      messages == [
        "Invalid parameter not satisfying: self.supplementaryViewProvider || "
          + "(self.supplementaryReuseIdentifierProvider && "
          + "self.supplementaryViewConfigurationHandler)"
      ])
    #expect(view.visibleCells.count == 1)
  }

  @Test func aRegistrationCreatedInsideTheCellProviderIsRefused() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      collectionView, indexPath, item in
      let registration = UICollectionView.CellRegistration<IdentifierCell, Int> {
        cell, _, item in cell.identifier = item
      }
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    let messages = diffableFailures {
      dataSource.apply(oneSection([1, 2]), animatingDifferences: false)
      view.layoutIfNeeded()
    }
    #expect(messages.count == 2)
    let expected =
      "Attempted to dequeue a cell using a registration that was created inside "
      + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
      + "cell provider. Creating a new registration each time a cell is requested will prevent "
      + "reuse and cause created cells to remain inaccessible in memory for the lifetime of the "
      + "collection view. Registrations should be created up front and reused. Registration: <"
    #expect(messages.allSatisfy { $0.hasPrefix(expected) })
    // Dequeued anyway under the log policy.
    #expect(
      (view.cellForItem(at: IndexPath(item: 1, section: 0)) as? IdentifierCell)?.identifier == 2)
  }

  @Test func aRegistrationCreatedUpFrontIsRegisteredOnceUnderItsOwnIdentifier() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection(Array(0..<12)), animatingDifferences: false)
    fixture.view.layoutIfNeeded()
    let identifiers = Set(fixture.view.visibleCells.compactMap(\.reuseIdentifier))
    #expect(identifiers.count == 1)
    #expect(identifiers.first?.hasPrefix("Mosaic.CellRegistration.") == true)
    #expect(fixture.view.cellClasses[identifiers.first!] == IdentifierCell.self)
    // Scrolled-out cells are reused by the same registration.
    fixture.dataSource.apply(oneSection(Array(0..<40)), animatingDifferences: false)
    fixture.view.contentOffset.y = 240
    fixture.view.layoutIfNeeded()
    #expect(fixture.shown(20) == 20)
    #expect(fixture.view.visibleCells.contains { ($0 as? IdentifierCell)?.reuses == 1 })
    #expect(fixture.view.cellClasses.values.filter { $0 == IdentifierCell.self }.count == 1)
    #expect(fixture.mismatches(against: oneSection(Array(0..<40))).isEmpty)
  }

  @Test func duplicateIdentifiersAreRefusedByTheSnapshotAndLeaveTheDataSourceAlone() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(oneSection([1, 2, 3]), animatingDifferences: false)
    var snapshot = fixture.dataSource.snapshot()
    let messages = diffableFailures {
      snapshot.appendItems([4, 4])
      snapshot.appendItems([2])
    }
    #expect(
      messages == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(4)}",
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}",
      ])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    var empty = TestSnapshot()
    let noSection = diffableFailures { empty.appendItems([1]) }
    #expect(
      noSection == [
        "There are currently no sections in the data source. Please add a section first."
      ])
    fixture.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(fixture.mismatches(against: oneSection([1, 2, 3])).isEmpty)
  }
}

/// A collection view controller that feeds its view through a diffable data source whose
/// items (0 to 29, all but 3) can be reordered with the standard gesture.
@MainActor
final class DiffableReorderController: UICollectionViewController {
  var dataSource: UICollectionViewDiffableDataSource<String, Int>!
  var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
  var log: [String] = []
  /// The data source's items when each handler ran.
  var seen: [[Int]] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<IdentifierCell, Int> { cell, _, item in
      cell.identifier = item
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
    dataSource.reorderingHandlers.willReorder = { [unowned self] transaction in
      log.append("will")
      seen.append(dataSource.snapshot().itemIdentifiers)
      transactions.append(transaction)
    }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      log.append("did")
      seen.append(dataSource.snapshot().itemIdentifiers)
      #expect(transaction.finalSnapshot == dataSource.snapshot())
    }
    dataSource.apply(oneSection(Array(0..<30)), animatingDifferences: false)
  }

  func cell(showing item: Int) -> IdentifierCell? {
    collectionView.visibleCells.lazy.compactMap { $0 as? IdentifierCell }
      .first { $0.identifier == item }
  }
}
