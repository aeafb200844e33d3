import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct AlertInteractionTests {
  init() { resetTouches() }

  private func setUp() -> (AppDriver, UIViewController) {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    return (app, root)
  }

  private func button(_ alert: UIAlertController, _ title: String) -> AlertActionButton {
    alert.contentView!.buttons.first { $0.action.title == title }!
  }

  private func center(_ view: UIView) -> CGPoint {
    let f = windowFrame(view)
    return CGPoint(x: f.midX, y: f.midY)
  }

  @Test func tappingAButtonDismissesThenRunsTheHandler() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { action in
        log.add("handler \(action.title!) presented=\(root.presentedViewController != nil)")
      })
    root.present(alert, animated: true)
    app.runUntilIdle()
    app.tap(at: center(button(alert, "OK")))
    #expect(log.entries.isEmpty)
    #expect(alert.isBeingDismissed)
    app.runUntilIdle()
    #expect(log.take() == ["handler OK presented=false"])
  }

  @Test func disabledActionsCannotRun() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    let save = UIAlertAction(title: "Save", style: .default) { _ in log.add("save") }
    save.isEnabled = false
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
    alert.addAction(save)
    alert.preferredAction = save
    root.present(alert, animated: false)
    app.runUntilIdle()
    app.tap(at: center(button(alert, "Save")))
    app.pressReturn()
    app.runUntilIdle()
    #expect(log.entries.isEmpty)
    #expect(root.presentedViewController === alert)
    save.isEnabled = true
    app.pressReturn()
    app.runUntilIdle()
    #expect(log.take() == ["save"])
  }

  @Test func returnRunsThePreferredOrOnlyDefaultActionWithTheTypedText() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let alert = UIAlertController(title: "New Mailbox", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { _ in
        log.add("save \(alert.textFields![0].text ?? "")")
      })
    root.present(alert, animated: true)
    app.runUntilIdle()
    #expect(alert.textFields![0].isFirstResponder)
    app.type("Receipts")
    app.pressReturn()
    app.runUntilIdle()
    #expect(log.take() == ["save Receipts"])
    #expect(root.presentedViewController == nil)
  }

  @Test func escapeRunsTheCancelAction() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Quit", style: .destructive) { _ in log.add("quit") })
    alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in log.add("stay") })
    root.present(alert, animated: false)
    app.pressEscape()
    app.runUntilIdle()
    #expect(log.take() == ["stay"])
    #expect(root.presentedViewController == nil)
  }

  @Test func tabMovesThroughFieldsAndButtons() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "User" }
    alert.addTextField { $0.placeholder = "Password" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
    alert.addAction(UIAlertAction(title: "Sign In", style: .default) { _ in log.add("sign in") })
    root.present(alert, animated: false)
    let fields = alert.textFields!
    let content = alert.contentView!
    #expect(fields[0].isFirstResponder)
    app.pressTab()
    #expect(fields[1].isFirstResponder)
    app.pressTab()
    #expect(!fields[1].isFirstResponder)
    #expect(content.focusedAction?.title == "Cancel")
    app.pressTab()
    #expect(content.focusedAction?.title == "Sign In")
    app.pressTab()
    #expect(fields[0].isFirstResponder)
    #expect(content.focusedAction == nil)
    app.pressTab(backward: true)
    #expect(content.focusedAction?.title == "Sign In")
    app.pressTab(backward: true)
    #expect(content.focusedAction?.title == "Cancel")
    // Return runs the focused button.
    app.pressReturn()
    app.runUntilIdle()
    #expect(log.take() == ["cancel"])
  }

  @Test func alertWithNoActionsIsShownAndEscapeDismissesIt() {
    let (app, root) = setUp()
    let alert = UIAlertController(title: "Working…", message: "Please wait", preferredStyle: .alert)
    root.present(alert, animated: false)
    #expect(windowFrame(alert.view).width == 270)
    app.pressReturn()
    #expect(root.presentedViewController === alert)
    app.pressEscape()
    app.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func tapOutsideAnActionSheetRunsItsCancelAction() {
    let (app, root) = setUp()
    let log = CallbackLog()
    let sheet = UIAlertController(title: "Mail", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Reply", style: .default) { _ in log.add("reply") })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
    root.present(sheet, animated: true)
    app.runUntilIdle()
    app.tap(at: CGPoint(x: 195, y: 100))
    app.runUntilIdle()
    #expect(log.take() == ["cancel"])
    #expect(root.presentedViewController == nil)
  }

  @Test func alertsReportUIKitsExceptionsForBadActionsAndFields() {
    let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
    let sheet = UIAlertController(title: "S", message: nil, preferredStyle: .actionSheet)
    let reports = presentationReports {
      alert.addAction(UIAlertAction(title: "One", style: .cancel))
      alert.addAction(UIAlertAction(title: "Two", style: .cancel))
      sheet.addTextField()
    }
    #expect(
      reports == [
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
      ])
    #expect(alert.actions.map(\.title) == ["One"])
    #expect(sheet.textFields == nil)
  }
}
