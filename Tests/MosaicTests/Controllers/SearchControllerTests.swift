import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
@Suite(.serialized)
struct SearchControllerTests {
  /// A searchable screen that records the search's calls into a shared log.
  final class ListController: UIViewController, UISearchResultsUpdating,
    UISearchControllerDelegate, UISearchBarDelegate
  {
    let log: CallbackLog
    init(log: CallbackLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
      title = "Mail"
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
      view = UIView(frame: UIScreen.main.bounds)
      view.backgroundColor = .white
    }

    func updateSearchResults(for searchController: UISearchController) {
      let bar = searchController.searchBar
      log.add("update '\(bar.text ?? "")' \(bar.selectedScopeButtonIndex)")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
      log.add("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      log.add("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      log.add("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      log.add("didDismiss")
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      log.add("shouldBegin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.add("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.add("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      log.add("textDidChange '\(searchText)'")
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.add("cancel") }
    func searchBar(
      _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {
      log.add("scope \(selectedScope)")
    }
  }

  struct Scene {
    let app: AppDriver
    let nav: UINavigationController
    let list: ListController
    let search: UISearchController
    let log: CallbackLog
  }

  /// A 320×480 window: a navigation controller whose root screen has a search controller in
  /// its navigation item, the screen being the updater, search delegate and search bar
  /// delegate.
  private func makeScene(
    results: UIViewController? = nil, configure: (UISearchController) -> Void = { _ in }
  ) -> Scene {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let log = CallbackLog()
    let list = ListController(log: log)
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = list
    search.delegate = list
    search.searchBar.delegate = list
    configure(search)
    list.navigationItem.searchController = search
    list.definesPresentationContext = true
    let nav = UINavigationController(rootViewController: list)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 480))
    return Scene(app: app, nav: nav, list: list, search: search, log: log)
  }

  private func finish(_ scene: Scene) {
    scene.search.isActive = false
    UIResponder.currentFirstResponder = nil
  }

  private func frameInWindow(_ view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  @Test func defaultsFollowUIKit() {
    let plain = UISearchController(searchResultsController: nil)
    #expect(!plain.isActive && plain.searchResultsController == nil)
    #expect(!plain.obscuresBackgroundDuringPresentation)
    #expect(plain.hidesNavigationBarDuringPresentation)
    #expect(plain.automaticallyShowsCancelButton && plain.automaticallyShowsScopeBar)
    #expect(!plain.showsSearchResultsController)
    #expect(plain.automaticallyShowsSearchResultsController)
    #expect(plain.searchBar === plain.searchBar)
    #expect(plain.searchBar.frame.height == 56)
    let results = UIViewController()
    let withResults = UISearchController(searchResultsController: results)
    #expect(withResults.obscuresBackgroundDuringPresentation)
    #expect(results.parent === withResults)
    let item = UINavigationItem(title: "Mail")
    #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling)
    #expect(item.preferredSearchBarPlacement == .automatic && item.searchBarPlacement == .automatic)
    item.searchController = plain
    #expect(item.searchBarPlacement == .stacked)
    #expect(!UIViewController().definesPresentationContext)
  }

  @Test func theSearchBarIsStackedBelowTheTitleRowAndTheContentBelowIt() {
    let scene = makeScene()
    let bar = scene.nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
    #expect(frameInWindow(scene.search.searchBar) == CGRect(x: 0, y: 44, width: 320, height: 52))
    #expect(
      frameInWindow(scene.search.searchBar.searchTextField)
        == CGRect(x: 16, y: 52, width: 288, height: 36))
    #expect(scene.list.view.frame == CGRect(x: 0, y: 96, width: 320, height: 384))
    // A view reaching under the bars has both rows in its safe area.
    let underlay = UIView(frame: scene.nav.view.bounds)
    scene.nav.view.insertSubview(underlay, at: 0)
    scene.nav.view.setNeedsLayout()
    scene.app.advance(by: 0.05)
    #expect(underlay.safeAreaInsets.top == 96)
    // A screen pushed without a search controller has the plain bar.
    let detail = UIViewController()
    scene.nav.pushViewController(detail, animated: false)
    scene.app.advance(by: 0.05)
    #expect(bar.frame.height == 44)
    #expect(detail.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
    #expect(scene.search.searchBar.superview == nil)
    scene.nav.popViewController(animated: false)
    scene.app.advance(by: 0.05)
    #expect(bar.frame.height == 96)
    #expect(frameInWindow(scene.search.searchBar) == CGRect(x: 0, y: 44, width: 320, height: 52))
    finish(scene)
  }

  @Test func typingCancelAndEscapeCallTheDelegatesAndTheUpdaterInOrder() {
    let scene = makeScene()
    let (app, log, search) = (scene.app, scene.log, scene.search)
    app.tap(at: CGPoint(x: 160, y: 70))
    #expect(search.isActive)
    #expect(
      log.take() == ["shouldBegin", "willPresent", "update '' 0", "didPresent", "didBegin"])
    app.type("a")
    app.type("p")
    #expect(
      log.take() == [
        "textDidChange 'a'", "update 'a' 0", "textDidChange 'ap'", "update 'ap' 0",
      ])
    // The Cancel button shows while active, in the title row's place.
    let cancel = search.searchBar.cancelButton
    #expect(!cancel.isHidden)
    let cancelFrame = frameInWindow(cancel)
    #expect(cancelFrame.maxX == 304 && cancelFrame.minY == 0)
    app.tap(at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
    #expect(!search.isActive && search.searchBar.text == "")
    #expect(cancel.isHidden)
    #expect(log.take() == ["cancel", "willDismiss", "didEnd", "update '' 0", "didDismiss"])
    // Escape ends the search as Cancel does.
    app.tap(at: CGPoint(x: 160, y: 70))
    app.type("x")
    _ = log.take()
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    #expect(!search.isActive && search.searchBar.text == "")
    #expect(!search.searchBar.isFirstResponder)
    #expect(log.take() == ["cancel", "willDismiss", "didEnd", "update '' 0", "didDismiss"])
    finish(scene)
  }

  @Test func settingIsActivePresentsWithoutFocusAndKeepsTheText() {
    let scene = makeScene()
    scene.search.isActive = true
    #expect(!scene.search.searchBar.isFirstResponder)
    #expect(scene.log.take() == ["willPresent", "update '' 0", "didPresent"])
    scene.search.searchBar.text = "kept"
    #expect(scene.log.take() == ["update 'kept' 0"])
    scene.search.isActive = false
    #expect(scene.search.searchBar.text == "kept")
    #expect(scene.log.take() == ["willDismiss", "update 'kept' 0", "didDismiss"])
    scene.search.isActive = false
    #expect(scene.log.take().isEmpty)
    finish(scene)
  }

  @Test func theActiveSearchHidesTheTitleRowAndShowsTheScopeBar() {
    let scene = makeScene { $0.searchBar.scopeButtonTitles = ["All", "Unread"] }
    let (app, search, bar) = (scene.app, scene.search, scene.nav.navigationBar)
    #expect(bar.frame.height == 96, "the scope bar shows only while searching")
    app.tap(at: CGPoint(x: 160, y: 70))
    app.advance(by: 0.3)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
    #expect(frameInWindow(search.searchBar) == CGRect(x: 0, y: 0, width: 320, height: 96))
    #expect(
      frameInWindow(search.searchBar.scopeControl) == CGRect(x: 16, y: 54, width: 288, height: 32))
    #expect(scene.list.view.frame == CGRect(x: 0, y: 96, width: 320, height: 384))
    _ = scene.log.take()
    app.tap(at: CGPoint(x: 16 + 288 * 3 / 4, y: 70))
    #expect(search.searchBar.selectedScopeButtonIndex == 1)
    #expect(scene.log.take() == ["scope 1", "update '' 1"])
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    app.advance(by: 0.3)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
    #expect(frameInWindow(search.searchBar) == CGRect(x: 0, y: 44, width: 320, height: 52))
    #expect(search.searchBar.scopeControl.isHidden)
    finish(scene)
  }

  @Test func keepingTheTitleRowWhileSearching() {
    let scene = makeScene { $0.hidesNavigationBarDuringPresentation = false }
    scene.app.tap(at: CGPoint(x: 160, y: 70))
    #expect(scene.search.isActive)
    #expect(scene.nav.navigationBar.frame.height == 96)
    #expect(
      frameInWindow(scene.search.searchBar) == CGRect(x: 0, y: 44, width: 320, height: 52))
    finish(scene)
  }

  @Test func theResultsControllerAppearsWithTextAndDisappearsWithout() {
    let appearances = CallbackLog()
    let results = ProbeController("results", log: appearances)
    let scene = makeScene(results: results)
    let search = scene.search
    scene.app.tap(at: CGPoint(x: 160, y: 70))
    // Presented over the current context: the screen that defines it presents the search.
    #expect(search.presentingViewController === scene.list)
    #expect(scene.list.presentedViewController === search)
    #expect(search.presentationController?.presentationStyle == .overCurrentContext)
    #expect(search.viewIfLoaded?.window != nil)
    #expect(frameInWindow(search.view) == frameInWindow(scene.list.view))
    #expect(results.viewIfLoaded?.superview == nil, "no results before there is text")
    func appearanceCalls() -> [String] {
      appearances.take().filter { $0.contains("Appear") || $0.contains("Disappear") }
    }
    #expect(appearanceCalls().isEmpty)
    scene.app.type("a")
    #expect(appearanceCalls() == ["results.viewWillAppear", "results.viewDidAppear"])
    #expect(results.view.superview === search.view)
    #expect(frameInWindow(results.view) == CGRect(x: 0, y: 52, width: 320, height: 428))
    scene.app.type("b")
    #expect(appearanceCalls().isEmpty)
    scene.app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    scene.app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    #expect(appearanceCalls() == ["results.viewWillDisappear", "results.viewDidDisappear"])
    scene.app.type("c")
    #expect(appearanceCalls() == ["results.viewWillAppear", "results.viewDidAppear"])
    scene.app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    #expect(appearanceCalls() == ["results.viewWillDisappear", "results.viewDidDisappear"])
    #expect(search.viewIfLoaded?.window == nil && results.viewIfLoaded?.superview == nil)
    #expect(search.presentingViewController == nil && scene.list.presentedViewController == nil)
    // Always shown when asked to.
    search.showsSearchResultsController = true
    search.isActive = true
    #expect(appearanceCalls() == ["results.viewWillAppear", "results.viewDidAppear"])
    finish(scene)
  }

  @Test func theSearchKeepsTheKeyboardAndEndsWhenItsPresenterDismissesIt() {
    let scene = makeScene()
    let search = scene.search
    scene.app.tap(at: CGPoint(x: 160, y: 70))
    #expect(search.isActive && search.searchBar.searchTextField.isFirstResponder)
    scene.app.type("ab")
    #expect(search.searchBar.text == "ab")
    _ = scene.log.take()
    // Dismissing what the screen presents dismisses the search, which ends, keeping its text.
    scene.list.dismiss(animated: false)
    #expect(!search.isActive)
    #expect(scene.list.presentedViewController == nil && search.viewIfLoaded?.window == nil)
    #expect(search.searchBar.text == "ab")
    #expect(scene.log.take() == ["willDismiss", "didEnd", "update 'ab' 0", "didDismiss"])
    // And it can be presented again.
    search.isActive = true
    #expect(scene.list.presentedViewController === search)
    finish(scene)
    #expect(scene.list.presentedViewController == nil)
  }

  @Test func theDimObscuresTheContentUntilThereAreResultsAndATapOnItEndsTheSearch() {
    let results = UIViewController()
    results.view.backgroundColor = .white
    let scene = makeScene(results: results)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 384))
    label.backgroundColor = .white
    label.isUserInteractionEnabled = true
    scene.list.view.addSubview(label)
    func contentPixel() -> UInt32 {
      GraphicsTestSupport.pixel(scene.app.snapshot(), 160, 300)
    }
    #expect(contentPixel() == 0xFFFF_FFFF)
    scene.app.tap(at: CGPoint(x: 160, y: 70))
    scene.app.advance(by: 0.3)
    // 20% black over white.
    let dimmed = contentPixel()
    #expect(GraphicsTestSupport.red(dimmed) == 204 && GraphicsTestSupport.blue(dimmed) == 204)
    // The navigation bar is not dimmed.
    let barPixel = GraphicsTestSupport.pixel(scene.app.snapshot(), 2, 2)
    #expect(GraphicsTestSupport.red(barPixel) > 240)
    scene.app.type("a")
    #expect(contentPixel() == 0xFFFF_FFFF, "the results cover the content, undimmed")
    scene.app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    #expect(GraphicsTestSupport.red(contentPixel()) == 204)
    scene.app.tap(at: CGPoint(x: 160, y: 300))
    #expect(!scene.search.isActive && scene.search.searchBar.text == "")
    #expect(contentPixel() == 0xFFFF_FFFF)
    // Without obscuring, the content stays as it is and takes touches.
    scene.search.obscuresBackgroundDuringPresentation = false
    scene.app.tap(at: CGPoint(x: 160, y: 70))
    #expect(scene.search.isActive && contentPixel() == 0xFFFF_FFFF)
    #expect(scene.app.window.hitTest(CGPoint(x: 160, y: 300), with: nil) === label)
    finish(scene)
  }

  @Test func controlFFocusesTheVisibleSearchField() {
    let scene = makeScene()
    let field = scene.search.searchBar.searchTextField
    scene.search.searchBar.text = "old"
    scene.app.pressKey("f")
    #expect(!field.isFirstResponder, "F alone is not the shortcut")
    scene.app.pressKey("f", modifiers: .control)
    #expect(field.isFirstResponder && scene.search.isActive)
    #expect(field.selectedCharacterRange == 0..<3, "the text is selected")
    scene.app.type("new")
    #expect(scene.search.searchBar.text == "new")
    scene.app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    // A pushed screen without search: Ctrl+F does nothing.
    scene.nav.pushViewController(UIViewController(), animated: false)
    scene.app.advance(by: 0.05)
    scene.app.pressKey("f", modifiers: .control)
    #expect(!field.isFirstResponder && !scene.search.isActive)
    finish(scene)
  }

  @Test func controlFLooksIntoChildControllers() {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let log = CallbackLog()
    let list = ListController(log: log)
    let search = UISearchController(searchResultsController: nil)
    list.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: list)
    let container = UIViewController()
    container.addChild(nav)
    container.view.addSubview(nav.view)
    nav.view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    nav.didMove(toParent: container)
    let app = AppDriver(rootViewController: container, size: CGSize(width: 320, height: 480))
    app.pressKey("F", modifiers: [.control])
    #expect(search.isActive && search.searchBar.isFirstResponder)
    search.isActive = false
    UIResponder.currentFirstResponder = nil
  }
}

/// The search bar of a navigation item collapses as the content scrolls up and comes back at
/// the top.
@MainActor
@Suite(.serialized)
struct SearchBarHidingWhenScrollingTests {
  final class LongList: UIViewController {
    override func loadView() {
      let scroll = UIScrollView(frame: UIScreen.main.bounds)
      scroll.contentSize = CGSize(width: 320, height: 2000)
      scroll.backgroundColor = .white
      view = scroll
    }
  }

  @Test func theSearchRowCollapsesWithTheContentAndReturnsAtTheTop() {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let list = LongList()
    list.title = "Notes"
    let search = UISearchController(searchResultsController: nil)
    list.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: list)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 480))
    let scroll = list.view as! UIScrollView
    let bar = nav.navigationBar
    func barFrame() -> CGRect { search.searchBar.convert(search.searchBar.bounds, to: nil) }
    // The content starts under the title row, kept clear of the search row by its inset.
    #expect(bar.frame.height == 96)
    #expect(scroll.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
    #expect(scroll.adjustedContentInset.top == 52 && scroll.contentInset.top == 0)
    #expect(scroll.contentOffset.y == -52)
    #expect(barFrame() == CGRect(x: 0, y: 44, width: 320, height: 52))
    app.scroll(dx: 0, dy: 20, at: CGPoint(x: 160, y: 300), precise: true)
    app.advance(by: 0.05)
    #expect(scroll.contentOffset.y == -32)
    #expect(bar.frame.height == 76)
    #expect(barFrame().minY == 24, "the search bar slides up under the title row")
    app.scroll(dx: 0, dy: 100, at: CGPoint(x: 160, y: 300), precise: true)
    app.advance(by: 0.05)
    #expect(bar.frame.height == 44)
    #expect(scroll.frame.minY == 44)
    app.scroll(dx: 0, dy: -300, at: CGPoint(x: 160, y: 300), precise: true)
    app.advance(by: 0.05)
    #expect(scroll.contentOffset.y == -52)
    #expect(bar.frame.height == 96)
    #expect(barFrame() == CGRect(x: 0, y: 44, width: 320, height: 52))
    // Scrolled away, Ctrl+F brings the search bar back, active.
    app.scroll(dx: 0, dy: 200, at: CGPoint(x: 160, y: 300), precise: true)
    app.advance(by: 0.05)
    #expect(bar.frame.height == 44)
    app.pressKey("f", modifiers: .control)
    app.advance(by: 0.3)
    #expect(search.isActive && search.searchBar.isFirstResponder)
    #expect(bar.frame.height == 52)
    #expect(barFrame() == CGRect(x: 0, y: 0, width: 320, height: 52))
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    app.advance(by: 0.3)
    #expect(bar.frame.height == 44, "back to how far the content is scrolled")
    // Without hiding, the content starts below the whole bar again.
    list.navigationItem.hidesSearchBarWhenScrolling = false
    app.advance(by: 0.05)
    #expect(scroll.adjustedContentInset.top == 0)
    #expect(scroll.frame == CGRect(x: 0, y: 96, width: 320, height: 384))
    #expect(bar.frame.height == 96)
    UIResponder.currentFirstResponder = nil
  }
}
