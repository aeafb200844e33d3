import MosaicTesting
import Testing

@testable import Mosaic

/// A cell that shows one model element.
@MainActor
final class MovableCell: UICollectionViewCell {
  var element = -1
}

/// A data source and delegate over arrays of elements (one array a section) that applies
/// `moveItemAt` to its arrays and logs what the collection view asked.
@MainActor
final class MovableModel: UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[Int]]
  /// The `moveItemAt` calls, as [from, to].
  var moves: [[IndexPath]] = []
  /// The index paths `cellForItemAt` was asked for.
  var requested: [IndexPath] = []
  /// The index paths `cellForItemAt` was asked for that name no item of the model.
  var badRequests: [IndexPath] = []
  var movable: (IndexPath) -> Bool = { _ in true }
  /// Replaces the delegate's default target (the proposed one) when set.
  var redirect: ((IndexPath, IndexPath) -> IndexPath)?
  /// The original index paths `targetIndexPathForMoveFromItemAt` was called with.
  var redirectOriginals: [IndexPath] = []

  init(_ sections: [[Int]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    requested.append(indexPath)
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      as! MovableCell
    // A request for an item the model does not have is a failure to report, not a crash.
    let exists =
      sections.indices.contains(indexPath.section)
      && sections[indexPath.section].indices.contains(indexPath.item)
    if !exists { badRequests.append(indexPath) }
    cell.element = exists ? sections[indexPath.section][indexPath.item] : Int.min
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { movable(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append([sourceIndexPath, destinationIndexPath])
    let element = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(element, at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    redirectOriginals.append(originalIndexPath)
    return redirect?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
  }
}

/// Models of the views `makeMovableView` made (the views hold them weakly).
@MainActor var keptMovableModels: [MovableModel] = []

/// A collection view of `size` over `model`, with a flow layout (headers of `headerHeight`
/// when not zero), laid out.
@MainActor
func makeMovableView(
  _ model: MovableModel, size: CGSize = CGSize(width: 320, height: 400),
  headerHeight: CGFloat = 0, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
) -> UICollectionView {
  if headerHeight > 0 { layout.headerReferenceSize = CGSize(width: 0, height: headerHeight) }
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(MovableCell.self, forCellWithReuseIdentifier: "cell")
  view.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  view.dataSource = model
  view.delegate = model
  keptMovableModels.append(model)
  view.layoutIfNeeded()
  return view
}

extension UICollectionView {
  /// The visible cell showing `element`.
  func cell(showing element: Int) -> MovableCell? {
    visibleCells.lazy.compactMap { $0 as? MovableCell }.first { $0.element == element }
  }

  /// The element each visible cell shows, by index path.
  var shownElements: [IndexPath: Int] {
    var result: [IndexPath: Int] = [:]
    for path in indexPathsForVisibleItems {
      result[path] = (cellForItem(at: path) as? MovableCell)?.element
    }
    return result
  }
}

/// The frame of slot `k` of a 320-point-wide default flow layout without headers: rows of 5
/// items 50×50, 60 points apart, at x 0, 67.5, 135, 202.5, 270.
func slot(_ k: Int, top: CGFloat = 0) -> CGRect {
  let columns: [CGFloat] = [0, 67.5, 135, 202.5, 270]
  return CGRect(x: columns[k % 5], y: top + CGFloat(k / 5) * 60, width: 50, height: 50)
}

func center(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

@MainActor
@Suite(.serialized)
struct InteractiveMovementTests {
  init() { VirtualTime.start() }

  @Test func beginReturnsFalseForItemsThatCannotMove() {
    let model = MovableModel([Array(0..<10)])
    model.movable = { $0.item != 3 }
    let view = makeMovableView(model)
    let before = view.cell(showing: 3)!.frame
    #expect(!view.beginInteractiveMovementForItem(at: path(3)))
    #expect(!view.beginInteractiveMovementForItem(at: path(10)))
    #expect(!view.beginInteractiveMovementForItem(at: path(0, 1)))
    #expect(view.interactiveMovement == nil)
    #expect(view.cell(showing: 3)!.frame == before)
    // The protocol's default says no.
    let grid = makeCollectionView(GridModel([5]))
    #expect(!grid.beginInteractiveMovementForItem(at: path(0)))
    // One movement at a time.
    #expect(view.beginInteractiveMovementForItem(at: path(1)))
    #expect(!view.beginInteractiveMovementForItem(at: path(2)))
    view.cancelInteractiveMovement()
    VirtualTime.advance(by: 0.5)
    #expect(model.moves.isEmpty)
  }

  @Test func endAndCancelWithoutAMovementDoNothing() {
    VirtualTime.start()
    let model = MovableModel([Array(0..<10)])
    let view = makeMovableView(model)
    let frames = view.visibleCells.map(\.frame)
    view.endInteractiveMovement()
    view.cancelInteractiveMovement()
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 100))
    view.layoutIfNeeded()
    #expect(model.moves.isEmpty)
    #expect(view.visibleCells.map(\.frame) == frames)
    #expect(!AnimationEngine.shared.hasWork)
  }

  @Test func theLiftedCellFollowsThePositionExactly() {
    let model = MovableModel([Array(0..<20)])
    let view = makeMovableView(model)
    let lifted = view.cell(showing: 0)!
    let requests = model.requested.count
    #expect(view.beginInteractiveMovementForItem(at: path(0)))
    #expect(lifted.frame == slot(0))
    #expect(lifted.layer.zPosition > 0)
    for p in [CGPoint(x: 40, y: 31), CGPoint(x: 161.25, y: 77.5), CGPoint(x: 300, y: 390)] {
      view.updateInteractiveMovementTargetPosition(p)
      #expect(lifted.frame == CGRect(x: p.x - 25, y: p.y - 25, width: 50, height: 50))
      #expect(lifted.layer.animationKeys() == nil)
      view.layoutIfNeeded()
      #expect(lifted.frame == CGRect(x: p.x - 25, y: p.y - 25, width: 50, height: 50))
      #expect(view.cell(showing: 0) === lifted)
    }
    // The same views throughout: nothing was asked from the data source.
    #expect(model.requested.count == requests)
    view.endInteractiveMovement()
    VirtualTime.advance(by: 0.5)
  }

  @Test func movingOverItem5AnimatesTheOtherCellsToTheirFlowLayoutFrames() {
    let model = MovableModel([Array(0..<20)])
    let view = makeMovableView(model)
    let views = (0..<20).map { view.cell(showing: $0)! }
    #expect(view.beginInteractiveMovementForItem(at: path(0)))
    view.updateInteractiveMovementTargetPosition(center(slot(5)))
    #expect(view.interactiveMovement?.target == path(5))
    // Displayed order: 1 2 3 4 5 0 6 7 …; the model values are final at once.
    let order = [1, 2, 3, 4, 5, 0] + Array(6..<20)
    for (k, element) in order.enumerated() where element != 0 {
      #expect(views[element].frame == slot(k))
      #expect(view.cellForItem(at: path(k)) === views[element])
    }
    // Mid-animation the cells are between their old and new places.
    VirtualTime.advance(by: 0.1)
    let x1 = views[1].layer.presentation()!.position.x
    #expect(x1 > 25 && x1 < 92.5)
    let p5 = views[5].layer.presentation()!.position
    #expect(p5.x > 25 && p5.x < 295 && p5.y > 25 && p5.y < 85)
    #expect(views[6].layer.presentation()!.position == center(slot(6)))
    VirtualTime.advance(by: 0.3)
    for (k, element) in order.enumerated() where element != 0 {
      #expect(views[element].layer.presentation()!.position == center(slot(k)))
      #expect(views[element].frame == slot(k))
    }
    #expect(views[0].frame == slot(5))  // the lifted cell, over its slot
    view.endInteractiveMovement()
    #expect(model.moves == [[path(0), path(5)]])
    #expect(model.sections == [order])
    VirtualTime.advance(by: 0.4)
    #expect(views[0].frame == slot(5))
    #expect(views[0].layer.zPosition == 0)
    #expect(
      view.shownElements
        == Dictionary(uniqueKeysWithValues: order.enumerated().map { (path($0), $1) }))
  }

  @Test func movingAcrossSectionsCallsMoveItemAtOnce() {
    let model = MovableModel([Array(0..<7), [10, 11, 12]])
    let view = makeMovableView(model, headerHeight: 30)
    // Section 1: header 140–170, its row 170–220.
    #expect(view.beginInteractiveMovementForItem(at: path(1)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 92.5, y: 195))
    #expect(view.interactiveMovement?.target == path(1, 1))
    #expect(view.numberOfItems(inSection: 0) == 6)
    #expect(view.numberOfItems(inSection: 1) == 4)
    VirtualTime.advance(by: 0.4)
    #expect(view.cell(showing: 11)!.frame == slot(2, top: 170))
    #expect(view.cell(showing: 2)!.frame == slot(1, top: 30))
    view.endInteractiveMovement()
    #expect(model.moves == [[path(1), path(1, 1)]])
    #expect(model.sections == [[0, 2, 3, 4, 5, 6], [10, 1, 11, 12]])
    VirtualTime.advance(by: 0.4)
    #expect(view.cell(showing: 1)!.frame == slot(1, top: 170))
    #expect(view.numberOfItems(inSection: 1) == 4)
    checkShown(view, model)
  }

  @Test func movingIntoAnEmptySectionAndPastASectionsLastItem() {
    // An empty section's area: header 80–110.
    let model = MovableModel([[0, 1, 2], [], [20, 21]])
    let view = makeMovableView(model, headerHeight: 30)
    #expect(view.beginInteractiveMovementForItem(at: path(2)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 95))
    #expect(view.interactiveMovement?.target == path(0, 1))
    view.endInteractiveMovement()
    #expect(model.moves == [[path(2), path(0, 1)]])
    #expect(model.sections == [[0, 1], [2], [20, 21]])
    VirtualTime.advance(by: 0.4)
    #expect(view.cell(showing: 2)!.frame == slot(0, top: 110))
    checkShown(view, model)

    // Past the last item of another section: its end; of its own section: its last place.
    let other = MovableModel([[0, 1, 2], [10, 11]])
    let second = makeMovableView(other, headerHeight: 30)
    #expect(second.beginInteractiveMovementForItem(at: path(0)))
    second.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 135))
    #expect(second.interactiveMovement?.target == path(2, 1))
    second.endInteractiveMovement()
    #expect(other.moves == [[path(0), path(2, 1)]])
    #expect(other.sections == [[1, 2], [10, 11, 0]])
    let single = MovableModel([Array(0..<7)])
    let third = makeMovableView(single)
    #expect(third.beginInteractiveMovementForItem(at: path(0)))
    third.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 85))
    #expect(third.interactiveMovement?.target == path(6))
    // Below all the content: the end of the last section.
    third.updateInteractiveMovementTargetPosition(CGPoint(x: 20, y: 390))
    #expect(third.interactiveMovement?.target == path(6))
    third.endInteractiveMovement()
    #expect(single.moves == [[path(0), path(6)]])
    VirtualTime.advance(by: 0.4)
    checkShown(third, single)
  }

  @Test func horizontalFlowLayoutsProposeEmptySectionsAndSectionEndsToo() {
    // Columns: section 0's header x 0–30, its column 30–80; section 1's header 80–110.
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.headerReferenceSize = CGSize(width: 30, height: 0)
    let model = MovableModel([[0, 1, 2], [], [20]])
    let view = makeMovableView(model, layout: layout)
    #expect(view.beginInteractiveMovementForItem(at: path(0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 95, y: 200))
    #expect(view.interactiveMovement?.target == path(0, 1))
    // Now section 1 holds the item (column 110–160): below it is the section's end, which
    // is the item's own place.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 135, y: 300))
    #expect(view.interactiveMovement?.target == path(0, 1))
    // Below section 0's last item (its column is 30–80, items down to y 110 less one).
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 55, y: 300))
    #expect(view.interactiveMovement?.target == path(2, 0))
    view.endInteractiveMovement()
    #expect(model.moves == [[path(0), path(2)]])
    #expect(model.sections == [[1, 2, 0], [], [20]])
    VirtualTime.advance(by: 0.4)
    checkShown(view, model)
  }

  @Test func theDelegateCanRedirectTheTarget() {
    let model = MovableModel([Array(0..<5), [10, 11, 12]])
    model.redirect = { _, proposed in proposed.section == 1 ? path(0) : proposed }
    let view = makeMovableView(model, headerHeight: 30)
    // Section 1: header 80–110, row 110–160.
    #expect(view.beginInteractiveMovementForItem(at: path(3)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 92.5, y: 135))
    #expect(view.interactiveMovement?.target == path(0))
    // A target that does not exist is ignored: the item stays where it is.
    model.redirect = { _, _ in path(99, 0) }
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 55))
    #expect(view.interactiveMovement?.target == path(0))
    #expect(model.redirectOriginals == [path(3), path(3)])
    view.endInteractiveMovement()
    #expect(model.moves == [[path(3), path(0)]])
    #expect(model.sections == [[3, 0, 1, 2, 4], [10, 11, 12]])
    VirtualTime.advance(by: 0.4)
    checkShown(view, model)
  }

  @Test func cancelRestoresTheFramesAndNeverCallsTheDataSource() {
    let model = MovableModel([Array(0..<7), [10, 11, 12]])
    let view = makeMovableView(model, headerHeight: 30)
    let elements = model.sections.flatMap { $0 }
    let before = Dictionary(
      uniqueKeysWithValues: elements.map { ($0, view.cell(showing: $0)!.frame) })
    let cells = Dictionary(uniqueKeysWithValues: elements.map { ($0, view.cell(showing: $0)!) })
    #expect(view.beginInteractiveMovementForItem(at: path(1)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 92.5, y: 195))
    VirtualTime.advance(by: 0.1)
    // Right of section 0's last item (now item 5, alone on its row): the section's end.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 115))
    #expect(view.interactiveMovement?.target == path(6))
    VirtualTime.advance(by: 0.4)
    view.cancelInteractiveMovement()
    #expect(view.numberOfItems(inSection: 0) == 7)
    #expect(view.numberOfItems(inSection: 1) == 3)
    VirtualTime.advance(by: 0.1)
    let mid = cells[1]!.layer.presentation()!.position
    #expect(mid != center(before[1]!))
    VirtualTime.advance(by: 0.4)
    for element in elements {
      #expect(cells[element]!.frame == before[element]!)
      #expect(view.cell(showing: element) === cells[element]!)
      #expect(cells[element]!.layer.presentation()!.position == center(before[element]!))
    }
    #expect(cells[1]!.layer.zPosition == 0)
    #expect(model.moves.isEmpty)
    checkShown(view, model)
  }

  @Test func endingWhereTheItemStartedStillCallsMoveItemAtOnce() {
    let model = MovableModel([Array(0..<10)])
    let view = makeMovableView(model)
    #expect(view.beginInteractiveMovementForItem(at: path(4)))
    view.updateInteractiveMovementTargetPosition(center(slot(8)))
    view.updateInteractiveMovementTargetPosition(center(slot(4)))
    view.endInteractiveMovement()
    view.endInteractiveMovement()
    #expect(model.moves == [[path(4), path(4)]])
    #expect(model.sections == [Array(0..<10)])
    VirtualTime.advance(by: 0.4)
    checkShown(view, model)
  }

  @Test func selectionFollowsTheMovedItems() {
    let model = MovableModel([Array(0..<20)])
    let view = makeMovableView(model)
    view.allowsMultipleSelection = true
    view.selectItem(at: path(2), animated: false, scrollPosition: [])
    view.selectItem(at: path(6), animated: false, scrollPosition: [])
    #expect(view.beginInteractiveMovementForItem(at: path(2)))
    view.updateInteractiveMovementTargetPosition(center(slot(5)))
    #expect(view.indexPathsForSelectedItems == [path(5), path(6)])
    #expect(view.cell(showing: 2)!.isSelected && view.cell(showing: 6)!.isSelected)
    #expect(!view.cell(showing: 5)!.isSelected)
    view.endInteractiveMovement()
    VirtualTime.advance(by: 0.4)
    #expect(view.indexPathsForSelectedItems == [path(5), path(6)])
    // Moving it to the front and cancelling puts the selection back.
    #expect(view.beginInteractiveMovementForItem(at: path(5)))
    view.updateInteractiveMovementTargetPosition(center(slot(0)))
    #expect(view.indexPathsForSelectedItems == [path(0), path(6)])
    view.cancelInteractiveMovement()
    #expect(view.indexPathsForSelectedItems == [path(5), path(6)])
    VirtualTime.advance(by: 0.4)
    for element in 0..<20 {
      #expect(view.cell(showing: element)!.isSelected == (element == 2 || element == 6))
    }
  }

  @Test func cellsThatAppearDuringAMovementComeFromTheDataSourcesIndexPaths() {
    let model = MovableModel([Array(0..<60)])
    let view = makeMovableView(model, size: CGSize(width: 320, height: 100))
    view.contentOffset = CGPoint(x: 0, y: 260)  // rows 4 and 5: items 20–29
    view.layoutIfNeeded()
    #expect(view.beginInteractiveMovementForItem(at: path(27)))
    // The lifted cell is dragged (programmatically) over item 2, out of sight.
    view.updateInteractiveMovementTargetPosition(center(slot(2)))
    #expect(view.interactiveMovement?.target == path(2))
    model.requested.removeAll()
    view.contentOffset = .zero
    view.layoutIfNeeded()
    // Displayed 0 1 27 2 3 …: slot k > 2 shows element k − 1, slot 2 the lifted element 27.
    #expect(Set(model.requested) == Set(([0, 1, 27] + Array(2...8)).map { path($0) }))
    var expected: [IndexPath: Int] = [:]
    for k in 0..<10 { expected[path(k)] = k < 2 ? k : (k == 2 ? 27 : k - 1) }
    #expect(view.shownElements == expected)
    view.endInteractiveMovement()
    #expect(model.moves == [[path(27), path(2)]])
    VirtualTime.advance(by: 0.4)
    checkShown(view, model)
  }

  @Test func autoScrollFollowsVirtualTimeAndStopsAtTheEnd() {
    let model = MovableModel([Array(0..<100)])
    let view = makeMovableView(model, size: CGSize(width: 320, height: 200))
    // 20 rows: content 1190 high, offsets 0–990.
    #expect(view.movementAutoScrollVelocity(at: CGPoint(x: 25, y: 100)) == .zero)
    #expect(view.movementAutoScrollVelocity(at: CGPoint(x: 25, y: 20)) == .zero)  // at the top
    let slow = view.movementAutoScrollVelocity(at: CGPoint(x: 25, y: 160)).dy
    let fast = view.movementAutoScrollVelocity(at: CGPoint(x: 25, y: 195)).dy
    #expect(slow > 0 && fast > slow)
    #expect(view.beginInteractiveMovementForItem(at: path(0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 190))
    #expect(view.contentOffset == .zero)
    VirtualTime.advance(by: 0.25)
    let offset = view.contentOffset.y
    #expect(offset > 100 && offset < 400)
    let lifted = view.cell(showing: 0)!
    #expect(abs(lifted.center.y - (offset + 190)) < 1e-6)
    #expect(view.interactiveMovement!.target.item > 15)
    VirtualTime.advance(by: 3)
    #expect(view.contentOffset.y == 990)
    #expect(view.interactiveMovement?.autoScroll.isRunning == false)
    #expect(view.interactiveMovement?.target == path(95))
    view.layoutIfNeeded()
    #expect(abs(lifted.center.y - 1180) < 1e-6)
    #expect(view.cell(showing: 0) === lifted)
    view.endInteractiveMovement()
    #expect(model.moves == [[path(0), path(95)]])
    VirtualTime.advance(by: 0.4)
    #expect(lifted.frame == CGRect(x: 0, y: 1140, width: 50, height: 50))
    checkShown(view, model)
    // Near the top it scrolls back up.
    #expect(view.beginInteractiveMovementForItem(at: path(99)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 1000))
    VirtualTime.advance(by: 2)
    #expect(view.contentOffset.y == 0)
    view.cancelInteractiveMovement()
    VirtualTime.advance(by: 0.4)
    #expect(model.moves.count == 1)
  }

  @Test func invalidationContextsDescribeTheMovement() {
    let layout = RecordingFlowLayout()
    let model = MovableModel([Array(0..<10)])
    let view = makeMovableView(model, layout: layout)
    #expect(view.beginInteractiveMovementForItem(at: path(1)))
    view.updateInteractiveMovementTargetPosition(center(slot(3)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 230, y: 30))
    view.endInteractiveMovement()
    #expect(
      layout.log == [
        "moving [[0, 1]] at CGPoint(x: 92.5, y: 25.0) "
          + "from [[0, 1]] at CGPoint(x: 92.5, y: 25.0)",
        "context [[0, 1]] [[0, 1]] CGPoint(x: 92.5, y: 25.0)",
        "moving [[0, 3]] at CGPoint(x: 227.5, y: 25.0) "
          + "from [[0, 1]] at CGPoint(x: 92.5, y: 25.0)",
        "context [[0, 3]] [[0, 1]] CGPoint(x: 227.5, y: 25.0)",
        "moving [[0, 3]] at CGPoint(x: 230.0, y: 30.0) "
          + "from [[0, 3]] at CGPoint(x: 227.5, y: 25.0)",
        "context [[0, 3]] [[0, 3]] CGPoint(x: 230.0, y: 30.0)",
        "ending [[0, 3]] from [[0, 3]] cancelled false",
        "context [[0, 3]] [[0, 3]] CGPoint(x: 0.0, y: 0.0)",
      ])
    VirtualTime.advance(by: 0.4)
    #expect(model.moves == [[path(1), path(3)]])
  }
}

/// A flow layout that logs the interactive-movement contexts it makes and receives.
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
  var log: [String] = []

  override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
    previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    log.append(
      "moving \(targetIndexPaths) at \(targetPosition) from \(previousIndexPaths) at "
        + "\(previousPosition)")
    return super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
  }

  override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    log.append("ending \(indexPaths) from \(previousIndexPaths) cancelled \(movementCancelled)")
    return super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
      movementCancelled: movementCancelled)
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if let targets = context.targetIndexPathsForInteractivelyMovingItems {
      log.append(
        "context \(targets) \(context.previousIndexPathsForInteractivelyMovingItems ?? []) "
          + "\(context.interactiveMovementTarget)")
    }
    super.invalidateLayout(with: context)
  }
}

/// Checks that every visible cell shows the model's element at its index path and that the
/// counts agree with the model.
@MainActor
func checkShown(
  _ view: UICollectionView, _ model: MovableModel,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  view.layoutIfNeeded()
  #expect(model.badRequests.isEmpty, sourceLocation: sourceLocation)
  for (s, items) in model.sections.enumerated() {
    #expect(view.numberOfItems(inSection: s) == items.count, sourceLocation: sourceLocation)
  }
  for (p, element) in view.shownElements {
    #expect(model.sections[p.section][p.item] == element, sourceLocation: sourceLocation)
  }
}
