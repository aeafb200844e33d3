import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct PresentationBadInputTests {
  init() { resetTouches() }

  @Test func presentingWhileSomethingIsPresentedIsLoggedAndShowsNothing() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root)
    let first = coloredController()
    let second = coloredController()
    root.present(first, animated: false)
    var completed = false
    let reports = presentationReports {
      root.present(second, animated: false) { completed = true }
    }
    #expect(
      reports == [
        "Attempt to present \(second.debugName) on \(root.debugName) (from \(root.debugName)) which is already presenting \(first.debugName)."
      ])
    #expect(!completed)
    #expect(second.view.window == nil)
    #expect(root.presentedViewController === first)
    _ = app
  }

  @Test func presentingAControllerThatIsAlreadyPresented() {
    let root = coloredController()
    _ = AppDriver(rootViewController: root)
    let shown = coloredController()
    root.present(shown, animated: false)
    let containers = root.view.window!.subviews.count
    let reports = presentationReports {
      shown.present(shown, animated: false)
    }
    #expect(
      reports == [
        "Application tried to present modally a view controller \(shown.debugName) that is already being presented by \(root.debugName)."
      ])
    #expect(root.view.window!.subviews.count == containers)
  }

  @Test func presentingFromAControllerNotInAWindow() {
    let loose = coloredController()
    let other = coloredController()
    let reports = presentationReports {
      loose.present(other, animated: false)
    }
    #expect(
      reports == [
        "Attempt to present \(other.debugName) on \(loose.debugName) (from \(loose.debugName)) whose view is not in the window hierarchy."
      ])
    #expect(loose.presentedViewController == nil)
    #expect(other.presentingViewController == nil)
  }

  @Test func presentingAChildOfAnotherControllerOrAnAncestor() {
    let root = coloredController()
    _ = AppDriver(rootViewController: root)
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let reports = presentationReports {
      root.present(child, animated: false)
      root.present(root, animated: false)
    }
    #expect(
      reports == [
        "Application tried to present modally a view controller \(child.debugName) that has a parent view controller \(parent.debugName).",
        "Application tried to present modally an active controller \(root.debugName).",
      ])
    #expect(root.presentedViewController == nil)
  }

  @Test func dismissingWhenNothingIsPresentedStillCompletes() {
    let root = coloredController()
    _ = AppDriver(rootViewController: root)
    var completed = 0
    let reports = presentationReports {
      root.dismiss(animated: true) { completed += 1 }
      coloredController().dismiss(animated: false) { completed += 1 }
    }
    #expect(reports.isEmpty)
    #expect(completed == 2)
  }

  @Test func dismissingTwiceRunsBothCompletionsOnce() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root)
    let shown = coloredController()
    root.present(shown, animated: false)
    var log: [String] = []
    root.dismiss(animated: true) { log.append("first") }
    root.dismiss(animated: true) { log.append("second") }
    app.runUntilIdle()
    #expect(log == ["first", "second"])
    #expect(root.presentedViewController == nil)
  }

  @Test func presentingRightAfterAnAnimatedDismissalShowsTheNewController() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root)
    let first = coloredController()
    let second = coloredController()
    root.present(first, animated: false)
    root.dismiss(animated: true)
    let reports = presentationReports { root.present(second, animated: true) }
    app.runUntilIdle()
    #expect(reports.isEmpty)
    #expect(root.presentedViewController === second)
    #expect(first.view.window == nil)
  }

  @Test func actionSheetWithoutASourceOnARegularWindowIsLoggedAndCentred() {
    let root = coloredController()
    _ = AppDriver(rootViewController: root, size: CGSize(width: 1024, height: 768))
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    let reports = presentationReports { root.present(sheet, animated: false) }
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("Your application has presented a UIAlertController") == true)
    #expect(windowFrame(sheet.view) == CGRect(x: 360, y: 356, width: 304, height: 57))
  }
}
