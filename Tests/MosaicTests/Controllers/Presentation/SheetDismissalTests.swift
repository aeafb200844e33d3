import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SheetDismissalTests {
  init() { resetTouches() }

  private func presentSheet(
    size: CGSize = CGSize(width: 390, height: 844), detents: [UISheetPresentationController.Detent]
  ) -> (AppDriver, UIViewController, UIViewController, CallbackLog, PresentationDelegateProbe) {
    let root = coloredController(.gray)
    let app = AppDriver(rootViewController: root, size: size)
    let sheet = coloredController()
    let log = CallbackLog()
    let delegate = PresentationDelegateProbe(log: log)
    sheet.sheetPresentationController?.detents = detents
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    app.runUntilIdle()
    return (app, root, sheet, log, delegate)
  }

  @Test func downwardDragPastTheThresholdDismisses() {
    let (app, root, sheet, log, delegate) = presentSheet(detents: [.medium(), .large()])
    #expect(windowFrame(sheet.view).minY == 427)
    app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 800), duration: 0.3)
    #expect(log.take() == ["shouldDismiss", "willDismiss"])
    #expect(sheet.isBeingDismissed)
    app.runUntilIdle()
    #expect(log.take() == ["didDismiss"])
    #expect(root.presentedViewController == nil)
    _ = delegate
  }

  @Test func shortSlowDragSpringsBack() {
    let (app, root, sheet, log, delegate) = presentSheet(detents: [.medium(), .large()])
    app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 500), duration: 1, steps: 20)
    app.runUntilIdle()
    #expect(log.take().isEmpty)
    #expect(root.presentedViewController === sheet)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 427, width: 390, height: 417))
    _ = delegate
  }

  @Test func upwardDragMovesToTheLargerDetentAndTellsTheDelegate() {
    let (app, _, sheet, log, delegate) = presentSheet(detents: [.medium(), .large()])
    app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 100), duration: 0.3)
    app.runUntilIdle()
    #expect(log.take() == ["didChangeDetent(com.apple.UIKit.large)"])
    #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 10, width: 390, height: 834))
    // Back down, slowly, a little past the middle: the medium detent.
    app.drag(from: CGPoint(x: 195, y: 30), to: CGPoint(x: 195, y: 380), duration: 2, steps: 40)
    app.runUntilIdle()
    #expect(log.take() == ["didChangeDetent(com.apple.UIKit.medium)"])
    #expect(windowFrame(sheet.view).minY == 427)
    _ = delegate
  }

  @Test func modalInPresentationRefusesDragEscapeAndClicks() {
    let (app, root, sheet, log, delegate) = presentSheet(detents: [.medium(), .large()])
    sheet.isModalInPresentation = true
    app.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 800), duration: 0.3)
    #expect(log.take() == ["didAttemptToDismiss"])
    app.runUntilIdle()
    #expect(root.presentedViewController === sheet)
    #expect(windowFrame(sheet.view).minY == 427)
    app.pressEscape()
    app.tap(at: CGPoint(x: 195, y: 100))
    #expect(log.take() == ["didAttemptToDismiss", "didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
    _ = delegate
  }

  @Test func delegateRefusalIsAnAttempt() {
    let (app, root, sheet, log, delegate) = presentSheet(detents: [.large()])
    delegate.shouldDismiss = false
    app.pressEscape()
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
    delegate.shouldDismiss = true
    app.pressEscape()
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test func clickOutsideARegularPageSheetDismisses() {
    let (app, root, sheet, log, delegate) = presentSheet(
      size: CGSize(width: 1024, height: 768), detents: [.large()])
    #expect(windowFrame(sheet.view) == CGRect(x: 160, y: 24, width: 704, height: 720))
    // A click inside does nothing.
    app.tap(at: CGPoint(x: 500, y: 400))
    #expect(log.take().isEmpty)
    app.tap(at: CGPoint(x: 60, y: 400))
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
    _ = delegate
  }

  @Test func regularPageSheetDismissesByADownwardDrag() {
    let (app, root, sheet, log, delegate) = presentSheet(
      size: CGSize(width: 1024, height: 768), detents: [.large()])
    // A quarter of its height is 180 points: 100 springs back, 300 dismisses.
    app.drag(from: CGPoint(x: 500, y: 60), to: CGPoint(x: 500, y: 160), duration: 1, steps: 20)
    app.runUntilIdle()
    #expect(log.take().isEmpty)
    #expect(windowFrame(sheet.view).minY == 24)
    app.drag(from: CGPoint(x: 500, y: 60), to: CGPoint(x: 500, y: 360), duration: 1, steps: 20)
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
    _ = delegate
  }

  @Test func dragsInAScrollingListScrollItAndLeaveTheSheet() {
    let (app, root, sheet, log, delegate) = presentSheet(detents: [.large()])
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.contentSize = CGSize(width: 390, height: 2000)
    sheet.view.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    app.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
    app.runUntilIdle()
    #expect(log.take().isEmpty)
    #expect(root.presentedViewController === sheet)
    #expect(windowFrame(sheet.view).minY == 10)
    #expect(scroll.contentOffset.y < 500)
    // Outside the list the same drag dismisses.
    app.drag(from: CGPoint(x: 195, y: 40), to: CGPoint(x: 195, y: 700), duration: 0.3)
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    _ = delegate
  }

  @Test func programmaticDismissalDoesNotTellTheDelegate() {
    let (app, root, _, log, delegate) = presentSheet(detents: [.large()])
    root.dismiss(animated: true)
    app.runUntilIdle()
    #expect(log.take().isEmpty)
    _ = delegate
  }
}
