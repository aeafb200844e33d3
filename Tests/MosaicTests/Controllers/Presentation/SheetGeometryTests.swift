import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct SheetGeometryTests {
  init() { resetTouches() }

  private func present(
    _ style: UIModalPresentationStyle, size: CGSize,
    configure: (UIViewController) -> Void = { _ in }
  ) -> (AppDriver, UIViewController) {
    let root = coloredController(.gray)
    let app = AppDriver(rootViewController: root, size: size)
    let sheet = coloredController()
    sheet.modalPresentationStyle = style
    configure(sheet)
    root.present(sheet, animated: false)
    app.runUntilIdle()
    return (app, sheet)
  }

  @Test func pageSheetIsACentredPageOnARegularWidthWindow() {
    let (_, sheet) = present(.automatic, size: CGSize(width: 1024, height: 768))
    #expect(sheet.sheetPresentationController != nil)
    #expect(windowFrame(sheet.view) == CGRect(x: 160, y: 24, width: 704, height: 720))
    #expect(
      sheet.presentationController?.frameOfPresentedViewInContainerView == windowFrame(sheet.view))
    // The container is the whole window; the dimming view under the sheet covers it.
    let pc = sheet.presentationController!
    #expect(pc.containerView?.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(pc.dimmingView?.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(pc.dimmingView?.alpha == 1)
  }

  @Test func pageSheetNarrowsInANarrowRegularWindow() {
    let (_, sheet) = present(.pageSheet, size: CGSize(width: 700, height: 700))
    #expect(windowFrame(sheet.view) == CGRect(x: 20, y: 24, width: 660, height: 652))
  }

  @Test func formSheetIsSmallerAndHonoursThePreferredSize() {
    let (_, sheet) = present(.formSheet, size: CGSize(width: 1024, height: 768))
    #expect(windowFrame(sheet.view) == CGRect(x: 242, y: 74, width: 540, height: 620))
    sheet.preferredContentSize = CGSize(width: 400, height: 300)
    sheet.view.window?.layoutIfNeeded()
    #expect(windowFrame(sheet.view) == CGRect(x: 312, y: 234, width: 400, height: 300))
  }

  @Test func compactWidthSheetRestsAtItsDetentAtTheBottom() {
    let (app, sheet) = present(.pageSheet, size: CGSize(width: 390, height: 844))
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 10, width: 390, height: 834))
    let controller = sheet.sheetPresentationController!
    controller.detents = [.medium(), .large()]
    app.window.layoutIfNeeded()
    // No selection: the smallest detent, half the largest one.
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 427, width: 390, height: 417))
    controller.selectedDetentIdentifier = .large
    app.window.layoutIfNeeded()
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 10, width: 390, height: 834))
    controller.animateChanges { controller.selectedDetentIdentifier = .medium }
    app.runUntilIdle()
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 427, width: 390, height: 417))
  }

  @Test func customDetentResolvesAgainstTheMaximum() {
    var seenMaximum: CGFloat = 0
    let (_, sheet) = present(.pageSheet, size: CGSize(width: 390, height: 844)) { vc in
      let small = UISheetPresentationController.Detent.Identifier("small")
      vc.sheetPresentationController?.detents = [
        .custom(identifier: small) { context in
          seenMaximum = context.maximumDetentValue
          return 200
        },
        .large(),
      ]
    }
    #expect(seenMaximum == 834)
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 644, width: 390, height: 200))
    let detent = UISheetPresentationController.Detent.custom { _ in 5000 }
    #expect(
      detent.resolvedValue(in: SheetDetentContext(traits: sheet.traitCollection, maximum: 834))
        == 834)
  }

  @Test func sheetFollowsTheWindowBetweenSizeClasses() {
    let (app, sheet) = present(.pageSheet, size: CGSize(width: 390, height: 844)) { vc in
      vc.sheetPresentationController?.detents = [.medium()]
    }
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 427, width: 390, height: 417))
    app.resize(to: CGSize(width: 1024, height: 768))
    #expect(windowFrame(sheet.view) == CGRect(x: 160, y: 24, width: 704, height: 720))
    app.resize(to: CGSize(width: 390, height: 844))
    #expect(windowFrame(sheet.view) == CGRect(x: 0, y: 427, width: 390, height: 417))
  }

  @Test func undimmedDetentLetsTouchesThrough() {
    let root = coloredController(.gray)
    var taps = 0
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let sheet = coloredController()
    let controller = sheet.sheetPresentationController!
    controller.detents = [.medium(), .large()]
    controller.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    #expect(controller.dimmingView?.alpha == 0)
    app.tap(at: CGPoint(x: 70, y: 122))
    #expect(taps == 1)
    #expect(root.presentedViewController === sheet)
    controller.selectedDetentIdentifier = .large
    app.window.layoutIfNeeded()
    #expect(controller.dimmingView?.alpha == 1)
  }

  @Test func grabberIsDrawnAtTheTop() {
    let (_, sheet) = present(.pageSheet, size: CGSize(width: 390, height: 844)) { vc in
      vc.sheetPresentationController?.prefersGrabberVisible = true
    }
    let chrome = sheet.presentationController!.chromeView!
    let grabber = chrome.grabberView!
    #expect(grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
    #expect(grabber.superview === chrome)
    #expect(chrome.subviews.last === grabber)
  }
}
