import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct PresentationAppearanceTests {
  init() { resetTouches() }

  @Test func fullScreenPresenterDisappearsAndCompletionRunsAfterTheAnimation() {
    let log = CallbackLog()
    let a = AppearanceProbe("A", log: log)
    let app = AppDriver(rootViewController: a, size: CGSize(width: 390, height: 844))
    _ = log.take()
    let b = AppearanceProbe("B", log: log)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true) { log.add("completion") }
    #expect(
      log.take() == [
        "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing(inWindow: true)",
      ])
    #expect(b.isBeingPresented)
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    app.runUntilIdle()
    #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear", "completion"])
    #expect(!b.isBeingPresented)
    // The presenter's view left the window; the presented view fills it.
    #expect(a.view.window == nil)
    #expect(windowFrame(b.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
    b.dismiss(animated: true) { log.add("dismissed") }
    #expect(
      log.take() == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing(inWindow: true)",
      ])
    #expect(b.isBeingDismissed)
    app.runUntilIdle()
    #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear", "dismissed"])
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
    #expect(a.view.window === app.window)
    #expect(b.view.window == nil)
  }

  @Test func sheetLeavesThePresenterOnScreen() {
    let log = CallbackLog()
    let a = AppearanceProbe("A", log: log)
    let app = AppDriver(rootViewController: a)
    _ = log.take()
    for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen] {
      let b = AppearanceProbe("B", log: log)
      b.modalPresentationStyle = style
      a.present(b, animated: true)
      app.runUntilIdle()
      #expect(
        log.take() == [
          "B.viewWillAppear", "B.viewIsAppearing(inWindow: true)", "B.viewDidAppear",
        ], "\(style)")
      #expect(a.view.window === app.window)
      a.dismiss(animated: true)
      app.runUntilIdle()
      #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }
  }

  @Test func unanimatedPresentationCompletesWithinTheCall() {
    let log = CallbackLog()
    let a = AppearanceProbe("A", log: log)
    _ = AppDriver(rootViewController: a)
    _ = log.take()
    let b = AppearanceProbe("B", log: log)
    a.present(b, animated: false) { log.add("completion") }
    #expect(
      log.take() == [
        "B.viewWillAppear", "B.viewIsAppearing(inWindow: true)", "B.viewDidAppear", "completion",
      ])
    a.dismiss(animated: false) { log.add("dismissed") }
    #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear", "dismissed"])
    #expect(a.presentedViewController == nil)
  }

  @Test func childDismissForwardsToThePresentation() {
    let log = CallbackLog()
    let root = AppearanceProbe("Root", log: log)
    _ = AppDriver(rootViewController: root)
    let inner = AppearanceProbe("Inner", log: log)
    let nav = UINavigationController(rootViewController: inner)
    root.present(nav, animated: false)
    #expect(inner.presentingViewController === root)
    #expect(inner.sheetPresentationController === nav.sheetPresentationController)
    #expect(root.presentedViewController === nav)
    _ = log.take()
    // Called on a child of the presented controller: the presenter dismisses it.
    inner.dismiss(animated: false)
    #expect(log.take() == ["Inner.viewWillDisappear", "Inner.viewDidDisappear"])
    #expect(root.presentedViewController == nil)
  }

  @Test func dismissingALowerControllerDismissesThoseAbove() {
    let log = CallbackLog()
    let a = AppearanceProbe("A", log: log)
    _ = AppDriver(rootViewController: a)
    let b = AppearanceProbe("B", log: log)
    let c = AppearanceProbe("C", log: log)
    a.present(b, animated: false)
    b.present(c, animated: false)
    #expect(b.presentedViewController === c)
    _ = log.take()
    a.dismiss(animated: false) { log.add("done") }
    #expect(
      log.take() == [
        "C.viewWillDisappear", "C.viewDidDisappear", "B.viewWillDisappear", "B.viewDidDisappear",
        "done",
      ])
    #expect(a.presentedViewController == nil && b.presentedViewController == nil)
  }

  @Test func presentingFromAChildUsesTheRootOrTheContext() {
    let log = CallbackLog()
    let top = AppearanceProbe("Top", log: log)
    let nav = UINavigationController(rootViewController: top)
    let app = AppDriver(rootViewController: nav)
    // A sheet from a child is presented by the root of its tree.
    let sheet = coloredController()
    top.present(sheet, animated: false)
    #expect(sheet.presentingViewController === nav)
    #expect(nav.visibleViewController === sheet)
    top.dismiss(animated: false)
    // Over the current context: from the nearest controller that defines it.
    top.definesPresentationContext = true
    let over = coloredController()
    over.modalPresentationStyle = .overCurrentContext
    top.present(over, animated: false)
    #expect(over.presentingViewController === top)
    #expect(over.presentationController?.containerView?.superview === nav.view)
    #expect(windowFrame(over.view) == windowFrame(top.view))
    // The context's view stays (over), and taps outside it still reach the bar.
    #expect(top.view.window === app.window)
    top.dismiss(animated: false)
    #expect(top.presentedViewController == nil)
    // Current context removes the context's view until the dismissal.
    let covering = coloredController()
    covering.modalPresentationStyle = .currentContext
    top.present(covering, animated: false)
    #expect(top.view.isHidden)
    #expect(windowFrame(covering.view) == windowFrame(top.view))
    top.dismiss(animated: false)
    #expect(!top.view.isHidden)
    #expect(top.view.window === app.window)
  }

  @Test func viewIsAppearingRunsForPushesAndWindowRoots() {
    let log = CallbackLog()
    let a = AppearanceProbe("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    let app = AppDriver(rootViewController: nav)
    #expect(
      log.take() == ["A.viewWillAppear", "A.viewIsAppearing(inWindow: true)", "A.viewDidAppear"])
    let b = AppearanceProbe("B", log: log)
    nav.pushViewController(b, animated: true)
    #expect(
      log.take() == [
        "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing(inWindow: true)",
      ])
    app.runUntilIdle()
    #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear"])
  }

  @Test func presentedViewFollowsWindowResizes() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let full = coloredController()
    full.modalPresentationStyle = .overFullScreen
    root.present(full, animated: false)
    app.resize(to: CGSize(width: 500, height: 700))
    #expect(windowFrame(full.view) == CGRect(x: 0, y: 0, width: 500, height: 700))
  }

  @Test func transitionStylesSlideOrFade() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let sliding = coloredController()
    sliding.modalPresentationStyle = .fullScreen
    root.present(sliding, animated: true)
    let chrome = sliding.presentationController!.chromeView!
    app.advance(by: 0.1)
    let midway = chrome.layer.presentation()?.frame.minY ?? chrome.frame.minY
    #expect(midway > 0 && midway < 844)
    app.runUntilIdle()
    #expect(chrome.frame.minY == 0)
    root.dismiss(animated: false)
    for style in [UIModalTransitionStyle.crossDissolve, .flipHorizontal, .partialCurl] {
      let fading = coloredController()
      fading.modalPresentationStyle = .overFullScreen
      fading.modalTransitionStyle = style
      root.present(fading, animated: true)
      let fadingChrome = fading.presentationController!.chromeView!
      #expect(fadingChrome.frame.minY == 0)
      app.advance(by: 0.1)
      let alpha = fadingChrome.layer.presentation()?.opacity ?? Float(fadingChrome.alpha)
      #expect(alpha > 0 && alpha < 1, "\(style)")
      app.runUntilIdle()
      #expect(fadingChrome.alpha == 1)
      root.dismiss(animated: false)
    }
  }

  @Test func showPresentsWithoutANavigationController() {
    let root = coloredController()
    _ = AppDriver(rootViewController: root)
    let other = coloredController()
    root.show(other, sender: nil)
    #expect(root.presentedViewController === other)
  }
}
