import Testing

@testable import Mosaic
@testable import MosaicTesting

/// A window holding a 320×200 collection view of 40 items (rows of 5 every 60 points),
/// under virtual time, with touch helpers.
@MainActor
struct SelectionScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  let model = GridModel([40])
  let view: UICollectionView

  init() {
    for (id, touch) in TouchRouter.shared.active {
      touch.window?.deliverTouch(
        id: id, phase: .cancelled, location: .zero, timestamp: AnimationClock.now)
    }
    for r in TouchRouter.shared.participants { TouchRouter.shared.abort(r) }
    TouchRouter.shared.lastTap = nil
    VirtualTime.start()
    view = makeCollectionView(model)
    window.addSubview(view)
    view.layoutIfNeeded()
  }

  /// A tap on item `item` (of the first rows): down, a short wait, up at the same place.
  func tap(_ item: Int) {
    let p = center(item)
    down(p)
    VirtualTime.advance(by: 0.2)
    up(p)
    VirtualTime.advance(by: 0.1)
  }

  func center(_ item: Int) -> CGPoint {
    let f = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    return view.convert(CGPoint(x: f.midX, y: f.midY), to: window)
  }

  func down(_ p: CGPoint) {
    window.deliverTouch(id: 0, phase: .began, location: p, timestamp: AnimationClock.now)
  }
  func move(_ p: CGPoint) {
    window.deliverTouch(id: 0, phase: .moved, location: p, timestamp: AnimationClock.now)
  }
  func up(_ p: CGPoint) {
    window.deliverTouch(id: 0, phase: .ended, location: p, timestamp: AnimationClock.now)
  }

  /// Lets every motion and gesture timer run out, so nothing outlives the test.
  func settle() {
    VirtualTime.advance(by: 5)
  }

  func cell(_ item: Int) -> UICollectionViewCell {
    view.cellForItem(at: IndexPath(item: item, section: 0))!
  }
}

@MainActor
struct SelectionTests {
  @Test func singleSelectionSequence() {
    let scene = SelectionScene()
    defer { scene.settle() }
    let p = scene.center(6)
    scene.down(p)
    VirtualTime.advance(by: 0.2)
    #expect(scene.model.log == ["shouldHighlight 6 cell=--", "didHighlight 6 cell=h-"])
    #expect(scene.cell(6).isHighlighted)
    scene.up(p)
    #expect(
      scene.model.log == [
        "shouldHighlight 6 cell=--", "didHighlight 6 cell=h-", "shouldSelect 6 cell=h-",
        "didUnhighlight 6 cell=--", "didSelect 6 cell=-s",
      ])
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    // Selecting another item deselects the first.
    scene.model.log = []
    scene.tap(2)
    #expect(
      scene.model.log == [
        "shouldHighlight 2 cell=--", "didHighlight 2 cell=h-", "shouldSelect 2 cell=h-",
        "didUnhighlight 2 cell=--", "didDeselect 6 cell=--", "didSelect 2 cell=-s",
      ])
    #expect(!scene.cell(6).isSelected)
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func multipleSelectionTogglesWithShouldDeselect() {
    let scene = SelectionScene()
    defer { scene.settle() }
    scene.view.allowsMultipleSelection = true
    scene.tap(1)
    scene.tap(3)
    #expect(
      scene.view.indexPathsForSelectedItems == [
        IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0),
      ])
    scene.model.log = []
    scene.tap(1)
    #expect(
      scene.model.log == [
        "shouldHighlight 1 cell=-s", "didHighlight 1 cell=hs", "shouldDeselect 1 cell=hs",
        "didUnhighlight 1 cell=-s", "didDeselect 1 cell=--",
      ])
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    scene.model.shouldDeselect = false
    scene.tap(3)
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(scene.model.log.suffix(2) == ["shouldDeselect 3 cell=hs", "didUnhighlight 3 cell=-s"])
  }

  @Test func shouldHighlightFalseSkipsEverything() {
    let scene = SelectionScene()
    defer { scene.settle() }
    scene.model.shouldHighlight = false
    scene.tap(4)
    #expect(scene.model.log == ["shouldHighlight 4 cell=--"])
    #expect(scene.view.indexPathsForSelectedItems == nil)
  }

  @Test func shouldSelectFalseOnlyUnhighlights() {
    let scene = SelectionScene()
    defer { scene.settle() }
    scene.model.shouldSelect = false
    scene.tap(4)
    #expect(
      scene.model.log == [
        "shouldHighlight 4 cell=--", "didHighlight 4 cell=h-", "shouldSelect 4 cell=h-",
        "didUnhighlight 4 cell=--",
      ])
    #expect(scene.view.indexPathsForSelectedItems == nil)
  }

  @Test func touchThatBecomesAScrollSelectsNothing() {
    let scene = SelectionScene()
    defer { scene.settle() }
    if scene.view.gestureRecognizers?.contains(where: { $0 is UIPanGestureRecognizer }) != true {
      // Until the scroll view's own pan recognizer is on this branch, an equivalent one
      // (which cancels the content's touches when it begins) stands in for it.
      scene.view.addGestureRecognizer(UIPanGestureRecognizer { _ in })
    }
    let p = scene.center(7)
    scene.down(p)
    VirtualTime.advance(by: 0.2)
    scene.move(CGPoint(x: p.x, y: p.y - 20))
    VirtualTime.advance(by: 0.05)
    scene.move(CGPoint(x: p.x, y: p.y - 40))
    VirtualTime.advance(by: 0.05)
    scene.move(p)
    scene.up(p)
    VirtualTime.advance(by: 0.1)
    #expect(scene.model.log.last == "didUnhighlight 7 cell=--")
    #expect(!scene.model.log.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
    #expect(scene.view.indexPathsForSelectedItems == nil)
    // Let the scroll come to rest, so no motion outlives the test.
    VirtualTime.advance(by: 5)
    #expect(!scene.view.isDecelerating && !scene.view.isDragging)
  }

  @Test func liftingOutsideTheItemSelectsNothing() {
    let scene = SelectionScene()
    defer { scene.settle() }
    scene.down(scene.center(0))
    VirtualTime.advance(by: 0.2)
    scene.up(CGPoint(x: 58, y: 25))  // in the gap between items 0 and 1
    #expect(
      scene.model.log == [
        "shouldHighlight 0 cell=--", "didHighlight 0 cell=h-", "didUnhighlight 0 cell=--",
      ])
    #expect(scene.view.indexPathsForSelectedItems == nil)
  }

  @Test func programmaticSelectionCallsNoDelegateMethods() {
    let scene = SelectionScene()
    defer { scene.settle() }
    let view = scene.view
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(scene.cell(3).isSelected)
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    #expect(!scene.cell(3).isSelected)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    view.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(scene.model.log.isEmpty)
    // Selecting an item off screen scrolls to it; its cell comes up selected.
    view.selectItem(at: IndexPath(item: 37, section: 0), animated: false, scrollPosition: .top)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 270)  // clamped: content 470 tall, view 200
    #expect(scene.cell(37).isSelected)
    #expect(!scene.cell(36).isSelected)
    view.allowsSelection = false
    view.selectItem(at: IndexPath(item: 36, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 37, section: 0)])
    view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func selectedBackgroundViewShowsWhileSelectedOrHighlighted() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let background = UIView()
    let selected = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(cell.subviews.first === background)
    #expect(selected.superview == nil)
    cell.isHighlighted = true
    #expect(
      cell.subviews.map(ObjectIdentifier.init)
        == [background, selected, cell.contentView].map(ObjectIdentifier.init))
    cell.isHighlighted = false
    #expect(selected.superview == nil)
    cell.isSelected = true
    #expect(selected.superview === cell)
    #expect(selected.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
  }
}
