// A mail list as iOS projects write one (Swift 5 mode, `import UIKit`): a compose screen in a
// navigation controller presented as a sheet with medium and large detents and a grabber, its
// Cancel button asking through an action sheet when there is a draft, `isModalInPresentation`
// set while a draft exists with the adaptive delegate told of refused attempts, and an alert
// with a text field naming a new mailbox. Only `#selector` is written as a method reference.
import MosaicTesting
import Testing
import UIKit

final class ComposeViewController: UIViewController {
  let bodyField = UITextField()
  var onSend: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
    view.backgroundColor = .systemBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: ComposeViewController.cancelTapped)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Send", style: .done, target: self, action: ComposeViewController.sendTapped)
    bodyField.placeholder = "Message"
    bodyField.borderStyle = .roundedRect
    bodyField.frame = CGRect(x: 16, y: 16, width: 300, height: 34)
    bodyField.addTarget(self, action: ComposeViewController.bodyChanged, for: .editingChanged)
    view.addSubview(bodyField)
  }

  func bodyChanged() {
    isModalInPresentation = !(bodyField.text ?? "").isEmpty
  }

  func sendTapped() {
    let text = bodyField.text ?? ""
    dismiss(animated: true) { [weak self] in
      self?.onSend?(text)
    }
  }

  func cancelTapped() {
    guard isModalInPresentation else {
      dismiss(animated: true)
      return
    }
    let confirm = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    confirm.addAction(
      UIAlertAction(title: "Delete Draft", style: .destructive) { [weak self] _ in
        self?.dismiss(animated: true)
      })
    confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    confirm.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
    present(confirm, animated: true)
  }
}

final class MailboxListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private(set) var mailboxes = ["Inbox", "Sent"]
  private(set) var sent: [String] = []
  private(set) var refusedDismissals = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: MailboxListViewController.compose)
  }

  func compose() {
    let composer = ComposeViewController()
    composer.onSend = { [weak self] text in self?.sent.append(text) }
    let nav = UINavigationController(rootViewController: composer)
    nav.modalPresentationStyle = .pageSheet
    if let sheet = nav.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.selectedDetentIdentifier = .large
    }
    nav.presentationController?.delegate = self
    present(nav, animated: true, completion: nil)
  }

  func newMailbox() {
    let alert = UIAlertController(
      title: "New Mailbox", message: "Enter a name for this mailbox.", preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "Name"
      textField.autocapitalizationType = .words
    }
    let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
      guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
      self?.mailboxes.append(name)
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(save)
    alert.preferredAction = save
    present(alert, animated: true)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    refusedDismissals += 1
  }
}

@MainActor
@Suite(.serialized) struct ComposeSheetScreenTests {
  @Test func composeSheetWithDetentsDraftGuardAndNewMailboxAlert() {
    let list = MailboxListViewController()
    let nav = UINavigationController(rootViewController: list)
    let driver = AppDriver(rootViewController: nav, size: CGSize(width: 390, height: 844))

    list.compose()
    driver.runUntilIdle()
    guard let sheetNav = list.presentedViewController as? UINavigationController,
      let composer = sheetNav.topViewController as? ComposeViewController
    else {
      Issue.record("the compose sheet is not presented")
      return
    }
    #expect(sheetNav.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(composer.presentingViewController === nav)
    #expect(composer.view.window != nil)

    // A draft makes the sheet modal: Escape is refused and the delegate hears it.
    driver.tap(at: CGPoint(x: 100, y: 10 + 44 + 30))
    driver.type("Hello")
    #expect(composer.isModalInPresentation)
    driver.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    driver.runUntilIdle()
    #expect(list.refusedDismissals == 1)
    #expect(list.presentedViewController === sheetNav)

    // Cancel asks through an action sheet; deleting the draft closes the composer.
    composer.cancelTapped()
    driver.runUntilIdle()
    guard let confirm = composer.presentedViewController as? UIAlertController else {
      Issue.record("no confirmation")
      return
    }
    #expect(confirm.preferredStyle == .actionSheet)
    #expect(confirm.actions.map { $0.title } == ["Delete Draft", "Cancel"])
    // The compact action sheet: "Delete Draft" above the separate Cancel, 8 points up.
    driver.tap(at: CGPoint(x: 195, y: 742))
    driver.runUntilIdle()
    #expect(list.presentedViewController == nil)

    // Sending from a fresh composer.
    list.compose()
    driver.runUntilIdle()
    let second =
      (list.presentedViewController as! UINavigationController).topViewController
      as! ComposeViewController
    second.bodyField.text = "Lunch?"
    second.sendTapped()
    driver.runUntilIdle()
    #expect(list.sent == ["Lunch?"])

    // A new mailbox through an alert with a text field; Return saves.
    list.newMailbox()
    driver.runUntilIdle()
    driver.type("Receipts")
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    driver.runUntilIdle()
    #expect(list.mailboxes == ["Inbox", "Sent", "Receipts"])
    #expect(list.presentedViewController == nil)
  }
}
