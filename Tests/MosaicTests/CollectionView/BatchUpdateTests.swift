import MosaicTesting
import Testing

@testable import Mosaic

/// A flow layout that records the update calls it receives.
@MainActor
final class UpdateRecordingLayout: UICollectionViewFlowLayout {
  var calls: [String] = []
  override func prepare() {
    calls.append("prepare")
    super.prepare()
  }
  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    calls.append("updates " + updateItems.map { "\($0.item)" }.joined(separator: ", "))
  }
  override func finalizeCollectionViewUpdates() { calls.append("finalize") }
}

/// A shelf layout that declares the shelves at `declared` deleted and re-inserted with each
/// update, fading them out shrunk and bringing the new ones in from the left.
@MainActor
final class DeclaringShelfLayout: ShelfLayout {
  var declared: [IndexPath] = []
  override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    declared
  }
  override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    declared
  }
  override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let a = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
    a?.alpha = 0
    a?.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
    return a
  }
  override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let a = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
    a?.alpha = 0
    a?.center.x -= 100
    return a
  }
}

/// The x of the five columns of a 320-point-wide flow layout of 50×50 items.
let columnX: [CGFloat] = [0, 67.5, 135, 202.5, 270]

/// The frame of item `i` of the first section in a 320-point-wide grid of 50×50 items.
func gridFrame(_ i: Int) -> CGRect {
  CGRect(x: columnX[i % 5], y: CGFloat(i / 5) * 60, width: 50, height: 50)
}

@MainActor
@Suite struct BatchUpdateTests {
  @Test func insertingAnItemFadesItInAndMovesTheOthersAlong() {
    VirtualTime.start()
    let model = ElementModel(counts: [12])
    let view = makeElementView(model)
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))!
    model.sections[0].insert(99, at: 0)
    var finished: [Bool] = []
    view.performBatchUpdates({
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }) { finished.append($0) }
    let inserted = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! ElementCell
    #expect(inserted.element == 99)
    #expect(inserted !== first)
    // The old first item is the same view, now second, on its way there.
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
    #expect(first.frame == gridFrame(1))
    #expect(first.layer.presentation()?.position == CGPoint(x: 25, y: 25))
    #expect(inserted.frame == gridFrame(0))
    #expect(inserted.alpha == 1)
    #expect(inserted.layer.presentation()?.opacity == 0)
    VirtualTime.advance(by: 0.15)
    let midway = first.layer.presentation()!.position.x
    #expect(midway > 25 && midway < 92.5)
    let fading = inserted.layer.presentation()!.opacity
    #expect(fading > 0 && fading < 1)
    #expect(finished.isEmpty)
    VirtualTime.advance(by: 0.2)
    #expect(finished == [true])
    #expect(first.layer.presentation()?.position == CGPoint(x: 92.5, y: 25))
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func deletedCellsFadeOutThenGoBackToTheQueue() {
    VirtualTime.start()
    let model = ElementModel(counts: [12])
    let view = makeElementView(model)
    let doomed = view.cellForItem(at: IndexPath(item: 2, section: 0)) as! ElementCell
    let third = view.cellForItem(at: IndexPath(item: 3, section: 0))!
    model.sections[0].remove(at: 2)
    view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === third)
    #expect(third.frame == gridFrame(2))
    #expect(!view.visibleCells.contains { $0 === doomed })
    // Still on screen, fading where it was, until the animation ends.
    #expect(doomed.superview === view)
    #expect(doomed.frame == gridFrame(2))
    #expect(doomed.alpha == 0)
    VirtualTime.advance(by: 0.35)
    #expect(doomed.superview == nil)
    #expect(view.visibleCells.count == 11)
    // The next new cell reuses it.
    model.sections[0].append(500)
    view.insertItems(at: [IndexPath(item: 11, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 11, section: 0)) === doomed)
    #expect(doomed.element == 500)
    #expect(doomed.reuses == 1)
    VirtualTime.advance(by: 0.35)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func aMovedCellIsTheSameViewWithItsContent() {
    VirtualTime.start()
    let model = ElementModel(counts: [10])
    let view = makeElementView(model)
    let moving = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! ElementCell
    model.requested.removeAll()
    model.sections[0].remove(at: 1)
    model.sections[0].insert(1, at: 7)
    view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 7, section: 0))
    #expect(view.cellForItem(at: IndexPath(item: 7, section: 0)) === moving)
    #expect(moving.element == 1)
    #expect(moving.reuses == 0)
    #expect(model.requested.isEmpty)
    #expect(moving.frame == gridFrame(7))
    for i in 0..<10 {
      #expect(view.cellForItem(at: IndexPath(item: i, section: 0))!.frame == gridFrame(i))
    }
    VirtualTime.advance(by: 0.35)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func reloadingAnItemAsksForAFreshCell() {
    VirtualTime.start()
    let model = ElementModel(counts: [6])
    let view = makeElementView(model)
    let old = view.cellForItem(at: IndexPath(item: 4, section: 0)) as! ElementCell
    model.requested.removeAll()
    model.sections[0][4] = 44
    view.reloadItems(at: [IndexPath(item: 4, section: 0)])
    #expect(model.requested == [IndexPath(item: 4, section: 0)])
    let new = view.cellForItem(at: IndexPath(item: 4, section: 0)) as! ElementCell
    #expect(new !== old)
    #expect(new.element == 44)
    #expect(old.superview === view)
    VirtualTime.advance(by: 0.35)
    #expect(old.superview == nil)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func reconfiguringHandsTheExistingCellBack() {
    VirtualTime.start()
    let model = ElementModel(counts: [6])
    let view = makeElementView(model)
    let cell = view.cellForItem(at: IndexPath(item: 3, section: 0)) as! ElementCell
    model.sections[0][3] = 33
    view.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
    #expect(cell.element == 33)
    #expect(cell.reuses == 0)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func sectionChangesCarryTheirHeadersAndCells() {
    VirtualTime.start()
    let model = ElementModel(counts: [2, 3, 1])
    model.headers = true
    let view = makeElementView(model, size: CGSize(width: 320, height: 400))
    let kind = UICollectionView.elementKindSectionHeader
    let header1 = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
    let header2 = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2))
    let cell20 = view.cellForItem(at: IndexPath(item: 0, section: 2))
    #expect(header1 != nil && header2 != nil && cell20 != nil)
    // Delete section 0, move section 2 to the front, insert a new section at the end.
    model.sections = [model.sections[2], model.sections[1], [70, 71]]
    model.titles = ["S2", "S1", "new"]
    view.performBatchUpdates {
      view.deleteSections([0])
      view.moveSection(2, toSection: 0)
      view.insertSections([2])
    }
    #expect(
      view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === header2)
    #expect(
      view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) === header1)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell20)
    #expect(header2?.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    #expect(
      view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 20, width: 50, height: 50))
    #expect(header1?.frame == CGRect(x: 0, y: 70, width: 320, height: 20))
    VirtualTime.advance(by: 0.35)
    #expect(model.mismatches(in: view).isEmpty)
    #expect(view.subviews.filter { $0 is ElementHeader }.count == 3)
  }

  @Test func theLayoutHearsAboutTheUpdateInUIKitsOrder() {
    VirtualTime.start()
    let model = ElementModel(counts: [6])
    let layout = UpdateRecordingLayout()
    let view = makeElementView(model, layout: layout)
    layout.calls.removeAll()
    model.sections[0] = [0, 7, 2, 8, 4, 5, 9]
    view.performBatchUpdates {
      view.insertItems(at: [IndexPath(item: 6, section: 0)])
      view.performBatchUpdates {
        view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        view.insertItems(at: [IndexPath(item: 1, section: 0)])
      }
      view.reloadItems(at: [IndexPath(item: 3, section: 0)])
    }
    #expect(
      layout.calls == [
        "prepare",
        "updates delete {length = 2, path = 0 - 1} -> (null), "
          + "insert (null) -> {length = 2, path = 0 - 1}, "
          + "insert (null) -> {length = 2, path = 0 - 6}, "
          + "reload {length = 2, path = 0 - 3} -> {length = 2, path = 0 - 3}",
        "finalize",
      ])
    VirtualTime.advance(by: 0.35)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func nestedBatchesCompleteOnceEachWithTheAnimation() {
    VirtualTime.start()
    let model = ElementModel(counts: [4])
    let view = makeElementView(model)
    var log: [String] = []
    model.sections[0] += [10, 11]
    view.performBatchUpdates({
      view.insertItems(at: [IndexPath(item: 4, section: 0)])
      view.performBatchUpdates({
        view.insertItems(at: [IndexPath(item: 5, section: 0)])
      }) { log.append("inner \($0)") }
    }) { log.append("outer \($0)") }
    #expect(log.isEmpty)
    VirtualTime.advance(by: 0.35)
    #expect(log == ["inner true", "outer true"])
  }

  @Test func aSecondUpdateInterruptsTheFirstAndLosesNothing() {
    VirtualTime.start()
    let model = ElementModel(counts: [8])
    let view = makeElementView(model)
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
    var log: [String] = []
    model.sections[0].insert(50, at: 0)
    view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }) {
      log.append("first \($0)")
    }
    VirtualTime.advance(by: 0.1)
    let before = cell.layer.presentation()!.position
    model.sections[0].insert(51, at: 0)
    view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }) {
      log.append("second \($0)")
    }
    // The cell continues from where it was on screen.
    VirtualTime.advance(by: 0)
    let after = cell.layer.presentation()!.position
    #expect(abs(after.x - before.x) < 1 && abs(after.y - before.y) < 1)
    #expect(cell.frame == gridFrame(2))
    VirtualTime.advance(by: 0.4)
    #expect(log == ["first false", "second true"])
    #expect(cell.layer.presentation()!.position == CGPoint(x: gridFrame(2).midX, y: 25))
    #expect(model.mismatches(in: view).isEmpty)
    #expect(view.subviews.filter { $0 is ElementCell }.count == view.visibleCells.count)
  }

  @Test func withoutAnimationEverythingIsInPlaceAtOnce() {
    VirtualTime.start()
    let model = ElementModel(counts: [8])
    let view = makeElementView(model)
    let doomed = view.cellForItem(at: IndexPath(item: 0, section: 0))!
    let second = view.cellForItem(at: IndexPath(item: 1, section: 0))!
    var finished: Bool?
    model.sections[0].remove(at: 0)
    UIView.performWithoutAnimation {
      view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }) {
        finished = $0
      }
    }
    #expect(finished == true)
    #expect(doomed.superview == nil)
    #expect(second.frame == gridFrame(0))
    #expect(second.layer.presentation()?.position == CGPoint(x: 25, y: 25))
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func selectionFollowsItsItems() {
    VirtualTime.start()
    let model = ElementModel(counts: [8])
    let view = makeElementView(model)
    view.allowsMultipleSelection = true
    for i in [1, 3, 5] {
      view.selectItem(at: IndexPath(item: i, section: 0), animated: false, scrollPosition: [])
    }
    model.sections[0].remove(at: 3)
    model.sections[0].insert(77, at: 0)
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 3, section: 0)])
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(
      view.indexPathsForSelectedItems?.sorted() == [
        IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0),
      ])
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
  }

  @Test func itemsComingIntoViewStartWhereTheOldLayoutHadThem() {
    VirtualTime.start()
    let model = ElementModel(counts: [40])
    let view = makeElementView(model)
    // Items 20-24 are on the line below the screen; deleting line 0 brings them up.
    #expect(view.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
    model.sections[0].removeFirst(5)
    view.deleteItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
    let cell = view.cellForItem(at: IndexPath(item: 15, section: 0))!
    #expect((cell as? ElementCell)?.element == 20)
    #expect(cell.frame == gridFrame(15))
    #expect(cell.layer.presentation()?.position == CGPoint(x: 25, y: 265))
    #expect(cell.layer.presentation()?.opacity == 1)
    VirtualTime.advance(by: 0.35)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func cellsLeavingTheScreenSlideAwayAndAreTakenBackWhenScrolledTo() {
    VirtualTime.start()
    let model = ElementModel(counts: [40])
    let view = makeElementView(model)
    let last = view.cellForItem(at: IndexPath(item: 19, section: 0))!
    model.sections[0].insert(contentsOf: [90, 91, 92, 93, 94], at: 0)
    view.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
    // Item 19 is now item 24, below the screen: its cell slides there, then leaves.
    #expect(view.cellForItem(at: IndexPath(item: 24, section: 0)) == nil)
    #expect(last.superview === view)
    #expect(last.frame == gridFrame(24))
    view.contentOffset = CGPoint(x: 0, y: 60)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 24, section: 0)) === last)
    VirtualTime.advance(by: 0.35)
    #expect(last.superview === view)
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func aCountChangeWithoutAnUpdateIsCaughtAtTheNextUpdate() {
    VirtualTime.start()
    let model = ElementModel(counts: [2])
    let view = makeElementView(model)
    model.sections[0].append(5)  // no update for this one
    model.sections[0].append(6)
    let logged = capturingUpdateFailures {
      view.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    #expect(
      logged.map(reason) == [
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
    // Recovered by reloading: the view shows what the data source holds.
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(model.mismatches(in: view).isEmpty)
  }

  /// Invalid batches through the public API: each is refused with UIKit's message before
  /// anything changes.
  @Test(arguments: [
    "delete beyond", "insert beyond", "sections", "delete+reload", "insert+move", "delete+move",
    "delete twice", "move to missing",
  ])
  func invalidUpdatesAreRefusedWithUIKitsMessage(_ name: String) {
    VirtualTime.start()
    let model = ElementModel(counts: [3])
    let view = makeElementView(model)
    let p = { IndexPath(item: $0, section: 0) }
    let cells = view.visibleCells.map(ObjectIdentifier.init)
    let frames = view.visibleCells.map(\.frame)
    var stateAtFailure: ([ObjectIdentifier], [CGRect], Int)?
    let expected: String
    let run: () -> Void
    switch name {
    case "delete beyond":
      model.sections[0].removeLast()
      run = { view.deleteItems(at: [p(5)]) }
      expected =
        "attempt to delete item 5 from section 0 which only contains 3 items before the update"
    case "insert beyond":
      model.sections[0].append(9)
      run = { view.insertItems(at: [p(7)]) }
      expected =
        "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update"
    case "sections":
      model.sections.append([])
      run = { view.insertItems(at: []) }
      expected =
        "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    case "delete+reload":
      model.sections[0].removeLast()
      run = {
        view.performBatchUpdates {
          view.deleteItems(at: [p(1)])
          view.reloadItems(at: [p(1)])
        }
      }
      expected = "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"
    case "insert+move":
      model.sections[0].append(9)
      run = {
        view.performBatchUpdates {
          view.insertItems(at: [p(2)])
          view.moveItem(at: p(0), to: p(2))
        }
      }
      expected =
        "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})"
    case "delete+move":
      model.sections[0].removeLast()
      run = {
        view.performBatchUpdates {
          view.deleteItems(at: [p(0)])
          view.moveItem(at: p(0), to: p(1))
        }
      }
      expected =
        "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    case "delete twice":
      model.sections[0].removeLast(2)
      run = {
        view.performBatchUpdates {
          view.deleteItems(at: [p(1)])
          view.deleteItems(at: [p(1)])
        }
      }
      expected = "attempt to delete item 1 from section 0 more than once"
    default:
      run = { view.moveItem(at: p(0), to: p(3)) }
      expected =
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 3}) that does not exist - there are only 3 items in section 0 after the update"
    }
    var completion: Bool?
    let logged = capturingUpdateFailures(onFailure: { _ in
      stateAtFailure = (
        view.visibleCells.map(ObjectIdentifier.init), view.visibleCells.map(\.frame),
        view.numberOfItems(inSection: 0)
      )
    }) {
      view.performBatchUpdates(run) { completion = $0 }
    }
    #expect(logged.map(reason) == [expected])
    #expect(logged.first?.contains("NSInternalInconsistencyException") == true)
    // Nothing had changed when the update was refused.
    #expect(stateAtFailure?.0 == cells)
    #expect(stateAtFailure?.1 == frames)
    #expect(stateAtFailure?.2 == 3)
    #expect(completion == false)
  }

  @Test func decorationViewsFollowTheirElementsAndLeaveWithThem() {
    VirtualTime.start()
    let model = ElementModel(counts: [5])
    let view = makeElementView(model, layout: ShelfLayout())
    let shelves = { view.subviews.filter { $0 is ShelfView } }
    #expect(shelves().count == 5)
    let shelf0 = shelves().first { $0.frame.minY == 0 }
    model.sections[0].remove(at: 2)
    view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    // The last shelf has no item any more: it stays until the animation ends, then goes.
    #expect(shelves().count == 5)
    VirtualTime.advance(by: 0.35)
    #expect(shelves().count == 4)
    #expect(shelves().contains { $0 === shelf0 })
    #expect(Set(shelves().map(\.frame.minY)) == [0, 40, 80, 120])
    #expect(model.mismatches(in: view).isEmpty)
  }

  @Test func decorationsTheLayoutDeclaresComeAndGoThroughItsAttributes() {
    VirtualTime.start()
    let model = ElementModel(counts: [5])
    let layout = DeclaringShelfLayout()
    let view = makeElementView(model, layout: layout)
    let shelf = { (y: CGFloat) in
      view.subviews.filter { $0 is ShelfView && $0.frame.minY == y && $0.alpha > 0 }
    }
    let old2 = shelf(80).first!
    model.sections[0].remove(at: 2)
    layout.declared = [IndexPath(item: 2, section: 0)]
    view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    // The declared shelf leaves through the layout's final attributes...
    #expect(old2.alpha == 0)
    #expect(old2.transform3D == CATransform3DMakeScale(0.5, 0.5, 1))
    // ...and a new one takes its place, coming in from the layout's initial attributes.
    let new2 = shelf(80).first { $0 !== old2 }
    #expect(new2 != nil)
    #expect(new2?.layer.presentation()?.opacity == 0)
    #expect(new2?.layer.presentation()?.position.x == 60)
    VirtualTime.advance(by: 0.35)
    #expect(old2.superview == nil)
    #expect(new2?.layer.presentation()?.position.x == 160)
    #expect(view.subviews.filter { $0 is ShelfView }.count == 4)
  }

  @Test func anUpdateDuringADragPutsTheDraggedItemBackFirst() {
    VirtualTime.start()
    let model = MovingElementModel(counts: [10])
    let view = makeElementView(model)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(
      CGPoint(x: gridFrame(6).midX, y: gridFrame(6).midY))
    #expect(shown(view, 6) == 0)
    model.sections[0].append(42)
    view.insertItems(at: [IndexPath(item: 10, section: 0)])
    #expect(model.moves == 0)
    VirtualTime.advance(by: 0.4)
    #expect(model.mismatches(in: view).isEmpty)
    view.endInteractiveMovement()
    #expect(model.moves == 0)
  }

  @Test func debugBuildsStopWithUIKitsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        FailureReport.hook = nil
        let model = ElementModel(counts: [3])
        let view = makeElementView(model)
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
          + "'Invalid update: invalid number of items in section 0."))
  }
}
