import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct NavigationControllerTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  /// A window 390×844 showing a navigation controller with root "A"; the log starts empty.
  func makeStack(_ log: CallbackLog) -> (UIWindow, UINavigationController, ProbeController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = ProbeController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.layoutIfNeeded()
    _ = log.take()
    return (window, nav, a)
  }

  @Test func rootAppearsWithTheNavigationController() {
    let log = CallbackLog()
    let a = ProbeController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    #expect(log.take() == ["A.willMove(nav)", "A.didMove(nav)"])
    #expect(a.parent === nav)
    #expect(!a.isViewLoaded)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    #expect(
      withoutLayout(log.take()) == [
        "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
      ])
    #expect(a.view.superview === nav.view)
  }

  @Test func pushWithoutAnimationSendsCallbacksInUIKitOrder() {
    let log = CallbackLog()
    let (_, nav, a) = makeStack(log)
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: false)
    #expect(
      withoutLayout(log.take()) == [
        "B.willMove(nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear",
        "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)",
      ])
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(nav.topViewController === b)
    #expect(nav.visibleViewController === b)
    #expect(b.navigationController === nav)
    #expect(a.view.superview == nil)
    #expect(b.view.superview === nav.view)
  }

  @Test func contentViewStartsBelowTheBar() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(a.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    nav.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(nav.navigationBar.isHidden)
    #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    nav.setNavigationBarHidden(false, animated: true)
    VirtualTime.advance(by: 0.3)
    window.layoutIfNeeded()
    #expect(!nav.isNavigationBarHidden)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(a.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
  }

  @Test func animatedPushSlidesInAndSendsDidCallbacksAtTheEnd() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: true)
    #expect(
      withoutLayout(log.take()) == [
        "B.willMove(nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear",
        "B.viewWillAppear",
      ])
    #expect(!nav.view.isUserInteractionEnabled)
    window.layoutIfNeeded()
    VirtualTime.advance(by: 0.1)
    // Mid-slide: the new view comes from the right, the old one moves left.
    let bx = b.view.layer.presentation()!.position.x
    let ax = a.view.layer.presentation()!.position.x
    #expect(bx > 195 && bx < 195 + 390)
    #expect(ax < 195 && ax > 195 - 117)
    #expect(a.view.superview === nav.view)
    #expect(withoutLayout(log.entries).isEmpty)
    VirtualTime.advance(by: 0.3)
    #expect(
      withoutLayout(log.take()) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)"])
    #expect(a.view.superview == nil)
    #expect(b.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(a.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(nav.view.isUserInteractionEnabled)
  }

  @Test func popWithAndWithoutAnimation() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    defer { withExtendedLifetime(window) {} }
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: false)
    _ = log.take()
    #expect(nav.popViewController(animated: false) === b)
    #expect(
      withoutLayout(log.take()) == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMove(nil)",
      ])
    #expect(b.parent == nil)
    #expect(nav.viewControllers.count == 1)

    nav.pushViewController(b, animated: false)
    _ = log.take()
    #expect(nav.popViewController(animated: true) === b)
    #expect(
      withoutLayout(log.take()) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
    #expect(nav.topViewController === a)
    VirtualTime.advance(by: 0.1)
    // The popped view slides out to the right, above the revealed one.
    #expect(b.view.layer.presentation()!.position.x > 195)
    #expect(
      nav.view.subviews.firstIndex { $0 === b.view }! > nav.view.subviews.firstIndex {
        $0 === a.view
      }!)
    VirtualTime.advance(by: 0.3)
    #expect(
      withoutLayout(log.take()) == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
    #expect(b.view.superview == nil)
  }

  @Test func poppingTheRootReturnsNilAndDoesNothing() {
    let log = CallbackLog()
    let (_, nav, a) = makeStack(log)
    #expect(nav.popViewController(animated: true) == nil)
    #expect(nav.popToRootViewController(animated: false) == nil)
    #expect(log.entries.isEmpty)
    #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
  }

  @Test func popToRootAndPopToViewController() {
    let log = CallbackLog()
    let (_, nav, a) = makeStack(log)
    let b = ProbeController("B", log: log)
    let c = ProbeController("C", log: log)
    let d = ProbeController("D", log: log)
    nav.viewControllers = [a, b, c, d]
    _ = log.take()
    let popped = nav.popToViewController(b, animated: false)
    #expect(popped?.map(\.title) == ["C", "D"])
    #expect(
      withoutLayout(log.take()) == [
        "C.willMove(nil)", "D.willMove(nil)", "B.loadView", "B.viewDidLoad",
        "D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear",
        "C.didMove(nil)", "D.didMove(nil)",
      ])
    #expect(nav.popToViewController(UIViewController(), animated: false) == nil)
    #expect(nav.popToRootViewController(animated: false)?.map(\.title) == ["B"])
    #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
  }

  @Test func settingViewControllersReplacesTheStack() {
    let log = CallbackLog()
    let (_, nav, a) = makeStack(log)
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: false)
    let c = ProbeController("C", log: log)
    let d = ProbeController("D", log: log)
    _ = log.take()
    nav.viewControllers = [a, c, d]
    #expect(
      withoutLayout(log.take()) == [
        "B.willMove(nil)", "C.willMove(nav)", "D.willMove(nav)", "D.loadView", "D.viewDidLoad",
        "B.viewWillDisappear", "D.viewWillAppear", "B.viewDidDisappear", "D.viewDidAppear",
        "B.didMove(nil)", "C.didMove(nav)", "D.didMove(nav)",
      ])
    #expect(nav.viewControllers.map(\.title) == ["A", "C", "D"])
    #expect(nav.children.map(\.title) == ["A", "C", "D"])
    #expect(b.parent == nil && c.parent === nav && !c.isViewLoaded)
    #expect(nav.navigationBar.items?.map(\.title) == ["A", "C", "D"])
    #expect(nav.navigationBar.topItem?.title == "D")
    #expect(nav.navigationBar.backItem?.title == "C")
  }

  @Test func pushingTheSameControllerTwiceFails() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(a, animated: false)
      }
    }
  }

  @Test func theDuplicateMessageMatchesUIKit() {
    let vc = UIViewController()
    #expect(vc.debugName.hasPrefix("<UIViewController: 0x"))
  }

  @Test func delegateHearsWillShowAndDidShow() {
    final class Delegate: UINavigationControllerDelegate {
      var log: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { log.append("willShow \(viewController.title ?? "") \(animated)") }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { log.append("didShow \(viewController.title ?? "") \(animated)") }
    }
    let log = CallbackLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let nav = UINavigationController(rootViewController: ProbeController("A", log: log))
    let delegate = Delegate()
    nav.delegate = delegate
    window.rootViewController = nav
    #expect(delegate.log == ["willShow A false", "didShow A false"])
    delegate.log = []
    nav.pushViewController(ProbeController("B", log: log), animated: true)
    #expect(delegate.log == ["willShow B true"])
    VirtualTime.advance(by: 0.5)
    #expect(delegate.log == ["willShow B true", "didShow B true"])
    _ = nav.popViewController(animated: false)
    #expect(
      delegate.log == ["willShow B true", "didShow B true", "willShow A false", "didShow A false"])
  }

  @Test func backButtonShowsThePreviousTitleAndPopsWhenTapped() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    let bar = nav.navigationBar
    #expect(bar.backButton.isHidden)
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: false)
    window.layoutIfNeeded()
    #expect(!bar.backButton.isHidden)
    #expect(bar.backButton.title == "A")
    a.navigationItem.backButtonTitle = "Library"
    #expect(bar.backButton.title == "Library")
    a.navigationItem.backButtonTitle = nil
    a.title = nil
    #expect(bar.backButton.title == "Back")
    window.layoutIfNeeded()
    let center = bar.backButton.convert(
      CGPoint(x: bar.backButton.bounds.midX, y: bar.backButton.bounds.midY), to: window)
    #expect(window.hitTest(center, with: nil) === bar.backButton)
    window.deliverTouch(id: 1, phase: .began, location: center, timestamp: 1)
    #expect(bar.backButton.isHighlighted)
    window.deliverTouch(id: 1, phase: .ended, location: center, timestamp: 1.1)
    #expect(nav.topViewController === a)
    VirtualTime.advance(by: 0.5)
    #expect(b.parent == nil)
    #expect(b.view.superview == nil)
    #expect(bar.backButton.isHidden)
  }

  @Test func aLongPreviousTitleBecomesBack() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    a.title = "A very long title for the previous screen"
    nav.pushViewController(ProbeController("B", log: log), animated: false)
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton.title == "Back")
    #expect(nav.navigationBar.backButton.frame.width <= 130)
    a.title = "Short"
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton.title == "Short")
  }

  @Test func hidesBackButtonAndLeftItemReplaceTheBackButton() {
    let log = CallbackLog()
    let (window, nav, _) = makeStack(log)
    let b = ProbeController("B", log: log)
    nav.pushViewController(b, animated: false)
    b.navigationItem.hidesBackButton = true
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton.isHidden)
    b.navigationItem.hidesBackButton = false
    b.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
    #expect(nav.navigationBar.backButton.isHidden)
    b.navigationItem.leftBarButtonItem = nil
    #expect(!nav.navigationBar.backButton.isHidden)
  }

  @Test func barButtonItemCallsItsTargetWhenTapped() {
    final class Screen: UIViewController {
      var calls: [String] = []
      func done(_ sender: UIBarButtonItem) { calls.append("done \(sender.title ?? "")") }
      func add() { calls.append("add") }
    }
    let screen = Screen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let nav = UINavigationController(rootViewController: screen)
    window.rootViewController = nav
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: screen, action: Screen.done)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Screen.add)
    #expect(done.title == "Done" && done.style == .done)
    #expect(add.title == "+")
    #expect(UIBarButtonItem(barButtonSystemItem: .edit).title == "Edit")
    #expect(UIBarButtonItem(barButtonSystemItem: .cancel).title == "Cancel")
    screen.navigationItem.rightBarButtonItem = done
    screen.navigationItem.leftBarButtonItem = add
    window.layoutIfNeeded()
    let button = done.button!
    #expect(button.currentTitle == "Done")
    #expect(button.superview === nav.navigationBar)
    #expect(button.frame.maxX == CGFloat(390 - 16))
    let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
    window.deliverTouch(id: 1, phase: .began, location: p, timestamp: 1)
    window.deliverTouch(id: 1, phase: .ended, location: p, timestamp: 1.1)
    #expect(screen.calls == ["done Done"])
    done.isEnabled = false
    window.deliverTouch(id: 1, phase: .began, location: p, timestamp: 2)
    window.deliverTouch(id: 1, phase: .ended, location: p, timestamp: 2.1)
    #expect(screen.calls == ["done Done"])
    add.button!.sendActions(for: .touchUpInside)
    #expect(screen.calls == ["done Done", "add"])
  }

  @Test func titleChangesReachTheBar() {
    let log = CallbackLog()
    let (window, nav, a) = makeStack(log)
    window.layoutIfNeeded()
    let titleLabel = nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first!
    #expect(titleLabel.text == "A")
    a.title = "Books"
    #expect(titleLabel.text == "Books")
    a.navigationItem.title = "Shelf"
    #expect(titleLabel.text == "Shelf")
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    a.navigationItem.titleView = custom
    window.layoutIfNeeded()
    #expect(custom.superview === nav.navigationBar)
    #expect(custom.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
    #expect(titleLabel.isHidden)
  }
}
