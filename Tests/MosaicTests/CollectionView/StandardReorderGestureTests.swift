import MosaicTesting
import Testing

@testable import Mosaic

/// A controller written as a UIKit app writes one that relies on the standard reordering
/// gesture: it only says items can move and applies the moves to its array.
@MainActor
final class ReorderController: UICollectionViewController {
  var items = Array(0..<30)
  var moves: [[IndexPath]] = []
  var canMove = true

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(MovableCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { items.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      as! MovableCell
    cell.element = items[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { canMove }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append([sourceIndexPath, destinationIndexPath])
    items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

@MainActor
@Suite(.serialized)
struct StandardReorderGestureTests {
  /// Presses at `start`, holds 0.6 s, moves to `end` in 10 steps over 0.3 s, lifts, and lets
  /// the animations finish.
  func pressAndDrag(_ app: AppDriver, from start: CGPoint, to end: CGPoint) {
    app.drag(from: start, to: end, duration: 0.3, steps: 10, hold: 0.6)
    app.advance(by: 0.5)
  }

  @Test func pressHoldMoveAndReleaseMovesAnItem() {
    let controller = ReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    #expect(view.frame.origin == .zero && view.contentOffset == .zero)
    #expect(view.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
    let lifted = view.cell(showing: 0)!
    pressAndDrag(app, from: center(slot(0)), to: center(slot(8)))
    #expect(controller.moves == [[path(0), path(8)]])
    #expect(controller.items == [1, 2, 3, 4, 5, 6, 7, 8, 0] + Array(9..<30))
    #expect(view.cell(showing: 0) === lifted)
    #expect(lifted.frame == slot(8))
    #expect(view.contentOffset == .zero)
    for (p, element) in view.shownElements {
      #expect(controller.items[p.item] == element)
    }
    // The finger's offset from the cell's centre is kept while dragging.
    let start = CGPoint(x: center(slot(1)).x + 10, y: center(slot(1)).y - 15)
    pressAndDrag(app, from: start, to: CGPoint(x: start.x, y: start.y + 120))
    #expect(controller.moves.last == [path(1), path(11)])
  }

  @Test func turningTheGestureOffRemovesIt() {
    let controller = ReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    controller.installsStandardGestureForInteractiveMovement = false
    // Only the edit menu's own long press stays.
    let presses = { view.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer } ?? [] }
    #expect(presses().count == 1 && presses().first === view.editMenu?.recognizer)
    pressAndDrag(app, from: center(slot(0)), to: center(slot(8)))
    #expect(controller.moves.isEmpty)
    #expect(view.interactiveMovement == nil)
    controller.installsStandardGestureForInteractiveMovement = true
    #expect(presses().count == 2)
    pressAndDrag(app, from: center(slot(0)), to: center(slot(8)))
    #expect(controller.moves == [[path(0), path(8)]])
  }

  @Test func aPressOnAnItemThatCannotMoveLeavesTheDragToTheScrollView() {
    let controller = ReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    controller.items = Array(0..<100)
    controller.canMove = false
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    pressAndDrag(app, from: center(slot(10)), to: center(slot(0)))
    #expect(controller.moves.isEmpty)
    #expect(view.interactiveMovement == nil)
    #expect(view.contentOffset.y > 0)
    app.runUntilIdle()
  }

  @Test func aCancelledGesturePutsTheItemBack() {
    let controller = ReorderController(collectionViewLayout: UICollectionViewFlowLayout())
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let view = controller.collectionView!
    app.touchDown(at: center(slot(0)))
    app.advance(by: 0.6)
    app.touchMove(to: center(slot(3)))
    #expect(view.interactiveMovement?.target == path(3))
    // Turning the gesture off cancels the press in progress.
    controller.installsStandardGestureForInteractiveMovement = false
    #expect(view.interactiveMovement == nil)
    app.touchUp(at: center(slot(3)))
    app.advance(by: 0.5)
    #expect(controller.moves.isEmpty)
    #expect(view.cell(showing: 0)!.frame == slot(0))
    #expect(view.cell(showing: 3)!.frame == slot(3))
  }
}
