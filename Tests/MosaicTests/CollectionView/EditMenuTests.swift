import Testing

@testable import Mosaic
@testable import MosaicTesting

/// A data source and delegate of one section of items whose delegate offers an edit menu, as
/// seed 4 does: `copy:` puts the item's name on the general pasteboard. It logs highlighting,
/// selection and menu calls with the cell's highlight and selection flags ("hs", - when off).
///
/// (A subclass of `GridModel` could not add the menu methods: the protocol's default
/// implementations were bound when `GridModel` adopted it.)
@MainActor
final class MenuModel: UICollectionViewDataSource, UICollectionViewDelegate {
  var count: Int
  var showsMenu = true
  var allowed: Set<String> = ["copy:"]
  var log: [String] = []
  var asked: [String] = []
  var performed: [String] = []
  var senders: [AnyObject?] = []

  init(count: Int) { self.count = count }

  func name(_ indexPath: IndexPath) -> String { "Photo \(indexPath.item)" }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldHighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("didUnhighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item) cell=\(state(collectionView, indexPath))")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldShowMenu \(indexPath.item)")
    return showsMenu
  }

  func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool {
    asked.append("\(NSStringFromSelector(action)) \(indexPath.item)")
    senders.append(sender as AnyObject?)
    return allowed.contains(NSStringFromSelector(action))
  }

  func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {
    performed.append("\(NSStringFromSelector(action)) \(indexPath.item)")
    senders.append(sender as AnyObject?)
    if NSStringFromSelector(action) == "copy:" {
      UIPasteboard.general.string = name(indexPath)
    }
  }

  func state(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> String {
    guard let cell = collectionView.cellForItem(at: indexPath) else { return "none" }
    return (cell.isHighlighted ? "h" : "-") + (cell.isSelected ? "s" : "-")
  }
}

/// A responder that had the keyboard before the menu showed.
@MainActor
final class KeyboardOwner: UIView {
  override var canBecomeFirstResponder: Bool { true }
}

/// A 320×200 window filled by a collection view of 40 items of 50×50 (rows of 5, 60 points
/// apart; columns at x 0, 67.5, 135, 202.5, 270), driven by an app driver.
@MainActor
struct MenuScene {
  let model = MenuModel(count: 40)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200),
    collectionViewLayout: UICollectionViewFlowLayout())
  let app: AppDriver
  var menu: UIMenuController { .shared }

  init() {
    UIMenuController.shared.hideMenu()
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    app = AppDriver(rootView: view, size: CGSize(width: 320, height: 200))
  }

  func center(_ item: Int) -> CGPoint {
    let f = itemFrame(view, item)!
    return view.convert(CGPoint(x: f.midX, y: f.midY), to: app.window)
  }

  func cell(_ item: Int) -> UICollectionViewCell {
    view.cellForItem(at: IndexPath(item: item, section: 0))!
  }

  /// Long-presses item `item` (0.6 s) and lifts the finger.
  func longPress(_ item: Int) {
    app.longPress(at: center(item))
  }

  var titles: [String] { menu.visibleItems.map(\.title) }

  var bar: EditMenuView? { menu.presentation?.bar }

  /// The centre of the menu item titled `title`, in window coordinates.
  func itemCenter(_ title: String) -> CGPoint {
    let bar = bar!
    let i = bar.items.firstIndex { $0.title == title }!
    let r = bar.placement.itemRects[i]
    return bar.convert(CGPoint(x: r.midX, y: r.midY), to: app.window)
  }

  /// The highlighted visible items.
  var highlighted: [Int] {
    view.indexPathsForVisibleItems.filter { view.cellForItem(at: $0)!.isHighlighted }.map(\.item)
      .sorted()
  }

  func key(_ characters: String, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
    app.pressKey(characters, modifiers: flags, keyCode: code)
  }

  /// Hides any menu and lets timers run out, so nothing outlives the test.
  func finish() {
    menu.hideMenu()
    app.advance(by: 1)
  }
}

@MainActor
@Suite(.serialized)
struct EditMenuTests {
  @Test func longPressShowsTheAllowedCommandsInOrderAboveTheItem() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.allowed = ["paste:", "cut:"]
    let p = scene.center(6)
    scene.app.touchDown(at: p)
    scene.app.advance(by: 0.45)
    #expect(!scene.menu.isMenuVisible)
    scene.app.advance(by: 0.1)
    #expect(scene.menu.isMenuVisible)
    #expect(scene.titles == ["Cut", "Paste"])
    #expect(scene.model.asked == ["cut: 6", "copy: 6", "paste: 6"])
    #expect(scene.model.senders.allSatisfy { $0 === UIMenuController.shared })
    // Highlighted by the touch, cancelled by the long press, highlighted again for the menu.
    #expect(
      scene.model.log == [
        "shouldHighlight 6 cell=--", "didHighlight 6 cell=h-", "shouldShowMenu 6",
        "didUnhighlight 6 cell=--", "didHighlight 6 cell=h-",
      ])
    scene.app.touchUp(at: p)
    scene.app.advance(by: 0.1)
    #expect(scene.menu.isMenuVisible)
    #expect(scene.highlighted == [6])
    #expect(scene.view.indexPathsForSelectedItems == nil)

    // Above the item (60–110 at x 67.5–117.5), centred on it, the arrow's tip on its top edge,
    // in a view above everything in the window.
    let bar = scene.bar!
    #expect(bar.placement.arrowDirection == .down)
    let frame = scene.menu.menuFrame
    #expect(frame.maxY == 60)
    #expect(frame.height == EditMenuLayout.barHeight + EditMenuLayout.arrowHeight)
    #expect(abs(frame.midX - 92.5) <= 0.5)
    #expect(frame.minX + bar.placement.arrowTipX == 93)
    #expect(scene.app.window.overlayWindows.last?.subviews.last === bar.superview)
    #expect(bar.window?.windowLevel == .editMenu && bar.window?.baseWindow === scene.app.window)
    #expect(bar.isFirstResponder)
  }

  @Test func menuGoesBelowAnItemWithNoRoomAbove() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(1)
    #expect(scene.titles == ["Copy"])
    let frame = scene.menu.menuFrame
    #expect(scene.bar?.placement.arrowDirection == .up)
    #expect(frame.minY == 50)
    #expect(abs(frame.midX - 92.5) <= 0.5)
  }

  @Test func tappingCopyPerformsItOnceAndTheSeedCodeFillsThePasteboard() {
    let scene = MenuScene()
    defer { scene.finish() }
    UIPasteboard.general.string = "before"
    scene.model.allowed = ["cut:", "copy:", "paste:"]
    scene.longPress(6)
    #expect(scene.titles == ["Cut", "Copy", "Paste"])
    scene.model.log = []
    scene.model.senders = []
    scene.app.tap(at: scene.itemCenter("Copy"))
    #expect(scene.model.performed == ["copy: 6"])
    #expect(scene.model.senders.count == 1 && scene.model.senders[0] === UIMenuController.shared)
    #expect(UIPasteboard.general.string == "Photo 6")
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.log == ["didUnhighlight 6 cell=--"])
    #expect(scene.highlighted == [])
    #expect(scene.view.indexPathsForSelectedItems == nil)
    #expect(scene.app.window.subviews.count == 1)
    scene.app.advance(by: 1)
    #expect(scene.model.performed == ["copy: 6"])
  }

  @Test func slidingOffAnItemBeforeLiftingChoosesNothing() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.allowed = ["cut:", "copy:"]
    scene.longPress(6)
    let cut = scene.itemCenter("Cut")
    scene.app.touchDown(at: cut)
    #expect(scene.bar?.highlightedIndex == 0)
    scene.app.touchMove(to: CGPoint(x: cut.x, y: cut.y + 60))
    #expect(scene.bar?.highlightedIndex == nil)
    scene.app.touchUp(at: CGPoint(x: cut.x, y: cut.y + 60))
    #expect(scene.model.performed == [])
    #expect(scene.menu.isMenuVisible)
  }

  @Test func tapOutsideDismissesWithoutActionOrSelection() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.model.log = []
    scene.app.tap(at: scene.center(2))
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.performed == [])
    #expect(scene.model.log == ["didUnhighlight 6 cell=--"])
    #expect(scene.view.indexPathsForSelectedItems == nil)
    #expect(scene.highlighted == [])
    // The next tap selects as usual.
    scene.app.tap(at: scene.center(2))
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func rightThenReturnPerformsTheSecondCommand() {
    let scene = MenuScene()
    defer { scene.finish() }
    let owner = KeyboardOwner(frame: .zero)
    scene.view.addSubview(owner)
    owner.becomeFirstResponder()
    scene.model.allowed = ["cut:", "copy:", "paste:"]
    scene.longPress(6)
    #expect(scene.bar?.isFirstResponder == true)
    #expect(scene.bar?.focusedIndex == 0)
    scene.key(UIKeyCommand.inputRightArrow, .keyboardRightArrow)
    #expect(scene.bar?.focusedIndex == 1)
    #expect(scene.model.performed == [])
    scene.key("\r", .keyboardReturnOrEnter)
    #expect(scene.model.performed == ["copy: 6"])
    #expect(UIPasteboard.general.string == "Photo 6")
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.highlighted == [])
    // The keyboard goes back to the responder that had it.
    #expect(owner.isFirstResponder)
    owner.resignFirstResponder()
  }

  @Test func arrowsWrapAroundAndCharactersAloneWork() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.allowed = ["cut:", "copy:", "paste:"]
    scene.longPress(6)
    scene.key(UIKeyCommand.inputLeftArrow, .keyboardErrorUndefined)
    #expect(scene.bar?.focusedIndex == 2)
    scene.key(UIKeyCommand.inputDownArrow, .keyboardDownArrow)
    #expect(scene.bar?.focusedIndex == 0)
    scene.key(UIKeyCommand.inputUpArrow, .keyboardUpArrow)
    scene.key("\t", .keyboardTab, .shift)
    #expect(scene.bar?.focusedIndex == 1)
    scene.key("\t", .keyboardTab)
    #expect(scene.bar?.focusedIndex == 2)
    scene.key("\r", .keyboardErrorUndefined)
    #expect(scene.model.performed == ["paste: 6"])
  }

  @Test func escapeDismissesWithoutAction() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.key(UIKeyCommand.inputEscape, .keyboardEscape)
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.performed == [])
    #expect(scene.highlighted == [])
    #expect(scene.app.window.subviews.count == 1)
  }

  @Test func noMenuWhenTheDelegateDoesNotWantOne() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.showsMenu = false
    scene.longPress(6)
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.asked == [])
    #expect(scene.highlighted == [])
    #expect(scene.view.highlightedPath == nil)
    // Without a menu the press is an ordinary (long) touch: lifting it selects the item.
    #expect(
      scene.model.log == [
        "shouldHighlight 6 cell=--", "didHighlight 6 cell=h-", "shouldShowMenu 6",
        "shouldSelect 6 cell=h-", "didUnhighlight 6 cell=--", "didSelect 6 cell=-s",
      ])
  }

  @Test func noMenuWhenNoCommandIsAllowed() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.allowed = []
    scene.longPress(6)
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.asked == ["cut: 6", "copy: 6", "paste: 6"])
    #expect(scene.highlighted == [])
    #expect(scene.app.window.subviews.count == 1)
  }

  @Test func anAppsOwnLongPressStillBeginsWhenNoMenuIsWanted() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.model.showsMenu = false
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { states.append($0.state) }
    scene.view.addGestureRecognizer(press)
    defer { scene.view.removeGestureRecognizer(press) }
    scene.app.drag(
      from: scene.center(6), to: scene.center(8), duration: 0.2, steps: 4, hold: 0.6)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(!scene.menu.isMenuVisible)
  }

  @Test func scrollingDismisses() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(!scene.menu.isMenuVisible)
    scene.app.advance(by: 0.1)
    #expect(scene.highlighted == [])
    #expect(scene.model.performed == [])

    // The wheel reaches the collection view under the menu, and scrolls it.
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.app.scroll(by: CGVector(dx: 0, dy: 20), at: scene.center(12))
    #expect(scene.view.contentOffset.y == 30)
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.highlighted == [])
  }

  @Test func reloadDataDismisses() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.model.log = []
    scene.view.reloadData()
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.log == ["didUnhighlight 6 cell=none"])
    scene.app.advance(by: 0.1)
    #expect(scene.highlighted == [])
    #expect(scene.cell(6).subviews.allSatisfy { !($0 is EditMenuTargetObserver) })
  }

  @Test func resizingTheWindowDismisses() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    #expect(scene.menu.isMenuVisible)
    scene.model.performed = []
    let window = scene.view.window!
    window.frame = CGRect(x: 0, y: 0, width: 300, height: 180)
    window.layoutIfNeeded()
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.model.performed.isEmpty)
  }

  @Test func theItemLeavingDismisses() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    let cell = scene.cell(6)
    #expect(cell.subviews.contains { $0 is EditMenuTargetObserver })
    scene.view.removeFromSuperview()
    #expect(!scene.menu.isMenuVisible)
    #expect(!cell.isHighlighted)
    #expect(!cell.subviews.contains { $0 is EditMenuTargetObserver })
  }

  @Test func hideMenuDismissesAndAnotherPressShowsAgain() {
    let scene = MenuScene()
    defer { scene.finish() }
    scene.longPress(6)
    scene.menu.hideMenu(from: scene.view)
    #expect(!scene.menu.isMenuVisible)
    #expect(scene.menu.menuFrame == .zero)
    scene.longPress(13)
    #expect(scene.menu.isMenuVisible)
    #expect(scene.highlighted == [13])
    scene.menu.hideMenu()
    #expect(scene.highlighted == [])
  }
}

/// The menu's placement, as pure geometry.
struct EditMenuLayoutTests {
  let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

  @Test func centredAboveTheTarget() {
    let layout = EditMenuLayout(
      titleWidths: [26, 30], target: CGRect(x: 100, y: 200, width: 80, height: 40),
      container: screen)
    // Items: 26 + 24 = 50, 30 + 24 = 54; 104 wide, centred on x 140.
    #expect(layout.itemRects.map(\.width) == [50, 54])
    #expect(layout.frame == CGRect(x: 88, y: 156, width: 104, height: 44))
    #expect(layout.bubble == CGRect(x: 0, y: 0, width: 104, height: 36))
    #expect(layout.arrowDirection == .down)
    #expect(layout.arrowTipX == 52)
    #expect(layout.itemIndex(at: CGPoint(x: 60, y: 10)) == 1)
    #expect(layout.itemIndex(at: CGPoint(x: 60, y: 40)) == nil)
    #expect(layout.contains(CGPoint(x: 52, y: 42)))
    #expect(!layout.contains(CGPoint(x: 5, y: 42)))
  }

  @Test func keptInsideTheContainerWithTheArrowOnTheTarget() {
    let layout = EditMenuLayout(
      titleWidths: [26, 30, 34], target: CGRect(x: 300, y: 10, width: 20, height: 20),
      container: screen)
    // 50 + 54 + 58 = 162 wide, against the right margin; no room above, so below.
    #expect(layout.frame == CGRect(x: 150, y: 30, width: 162, height: 44))
    #expect(layout.bubble == CGRect(x: 0, y: 8, width: 162, height: 36))
    #expect(layout.arrowDirection == .up)
    // The target's centre (310) is past the straight edge: the arrow stops at 162 - 8 - 9.
    #expect(layout.arrowTipX == 145)
  }
}
