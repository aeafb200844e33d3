import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct PopoverPresentationTests {
  init() { resetTouches() }

  private func setUp(size: CGSize, source: CGRect) -> (AppDriver, UIViewController, UIView) {
    let root = coloredController(.gray)
    let anchor = UIView(frame: source)
    root.view.addSubview(anchor)
    let app = AppDriver(rootViewController: root, size: size)
    return (app, root, anchor)
  }

  private func popover(from anchor: UIView, delegate: PresentationDelegateProbe? = nil)
    -> UIViewController
  {
    let content = coloredController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    let popover = content.popoverPresentationController!
    popover.sourceView = anchor
    popover.delegate = delegate
    return content
  }

  @Test func popoverOpensBelowItsSourceWithTheArrowUp() {
    let (app, root, anchor) = setUp(
      size: CGSize(width: 1024, height: 768), source: CGRect(x: 100, y: 100, width: 80, height: 40))
    let content = popover(from: anchor)
    root.present(content, animated: true)
    app.runUntilIdle()
    let popover = content.popoverPresentationController!
    #expect(popover.arrowDirection == .up)
    #expect(windowFrame(content.view) == CGRect(x: 10, y: 153, width: 300, height: 200))
    #expect(popover.lastPlacement?.chrome == CGRect(x: 10, y: 140, width: 300, height: 213))
    #expect(popover.lastPlacement?.arrowTip == CGPoint(x: 130, y: 0))
  }

  @Test func popoverFlipsAboveWhenThereIsNoRoomBelow() {
    let (_, root, anchor) = setUp(
      size: CGSize(width: 1024, height: 768), source: CGRect(x: 600, y: 700, width: 80, height: 40))
    let content = popover(from: anchor)
    root.present(content, animated: false)
    let popover = content.popoverPresentationController!
    #expect(popover.arrowDirection == .down)
    #expect(windowFrame(content.view) == CGRect(x: 490, y: 487, width: 300, height: 200))
    // Only sideways allowed: it goes right of the source, the arrow pointing left, kept
    // inside the window's margins.
    root.dismiss(animated: false)
    let side = self.popover(from: anchor)
    side.popoverPresentationController?.permittedArrowDirections = [.left, .right]
    root.present(side, animated: false)
    #expect(side.popoverPresentationController?.arrowDirection == .left)
    #expect(windowFrame(side.view) == CGRect(x: 693, y: 558, width: 300, height: 200))
  }

  @Test func clickOutsideAndEscapeDismissButPassthroughViewsDoNot() {
    let (app, root, anchor) = setUp(
      size: CGSize(width: 1024, height: 768), source: CGRect(x: 100, y: 100, width: 80, height: 40))
    var taps = 0
    let button = UIButton(frame: CGRect(x: 800, y: 600, width: 100, height: 44))
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    let log = CallbackLog()
    let delegate = PresentationDelegateProbe(log: log)
    let content = popover(from: anchor, delegate: delegate)
    content.popoverPresentationController?.passthroughViews = [button]
    root.present(content, animated: false)
    app.tap(at: CGPoint(x: 850, y: 620))
    #expect(taps == 1)
    #expect(root.presentedViewController === content)
    app.tap(at: CGPoint(x: 100, y: 200))  // inside the popover
    #expect(root.presentedViewController === content)
    app.tap(at: CGPoint(x: 700, y: 300))
    app.runUntilIdle()
    #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
    root.present(content, animated: false)
    app.pressEscape()
    app.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func compactWidthAdaptsToASheetUnlessTheDelegateSaysNone() {
    let (_, root, anchor) = setUp(
      size: CGSize(width: 390, height: 844), source: CGRect(x: 100, y: 100, width: 80, height: 40))
    let log = CallbackLog()
    let delegate = PresentationDelegateProbe(log: log)
    let content = popover(from: anchor, delegate: delegate)
    root.present(content, animated: false)
    #expect(content.popoverPresentationController?.arrowDirection == .unknown)
    #expect(windowFrame(content.view) == CGRect(x: 0, y: 10, width: 390, height: 834))
    root.dismiss(animated: false)
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    root.present(content, animated: false)
    #expect(content.popoverPresentationController?.arrowDirection == .up)
    #expect(windowFrame(content.view) == CGRect(x: 10, y: 153, width: 300, height: 200))
  }

  @Test func delegatePreparesTheSourceAtTheLastMoment() {
    final class Preparer: UIPopoverPresentationControllerDelegate {
      let anchor: UIView
      init(anchor: UIView) { self.anchor = anchor }
      func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
      }
    }
    let (_, root, anchor) = setUp(
      size: CGSize(width: 1024, height: 768), source: CGRect(x: 100, y: 100, width: 80, height: 40))
    let content = coloredController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    let preparer = Preparer(anchor: anchor)
    content.popoverPresentationController?.delegate = preparer
    let reports = presentationReports { root.present(content, animated: false) }
    #expect(reports.isEmpty)
    #expect(windowFrame(content.view) == CGRect(x: 10, y: 123, width: 300, height: 200))
  }

  @Test func barButtonItemIsASource() {
    let top = coloredController()
    let item = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in })
    top.navigationItem.rightBarButtonItem = item
    let nav = UINavigationController(rootViewController: top)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 1024, height: 768))
    app.runUntilIdle()
    let content = coloredController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 200, height: 100)
    content.popoverPresentationController?.sourceItem = item
    #expect(content.popoverPresentationController?.barButtonItem === item)
    top.present(content, animated: false)
    let itemFrame = windowFrame(item.button!)
    #expect(content.popoverPresentationController?.arrowDirection == .up)
    #expect(windowFrame(content.view).minY == itemFrame.maxY + 13)
    #expect(windowFrame(content.view).maxX <= 1014)
  }
}
