import UIKit

/// The Mail demo's compose sheet: To and Subject fields and a body, Cancel and Send. Once
/// something is typed the sheet is modal in presentation: a pull down, Escape or a click outside
/// asks, in an action sheet, whether to delete or save the draft.
@MainActor
final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private let toField = UITextField()
  private let subjectField = UITextField()
  private let bodyView = UITextView()
  private var sendItem: UIBarButtonItem!
  private var observers: [NSObjectProtocol] = []

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
    view.backgroundColor = .systemBackground
    toField.placeholder = "To:"
    subjectField.placeholder = "Subject:"
    for field in [toField, subjectField] {
      field.borderStyle = .none
      field.font = .preferredFont(forTextStyle: .body)
    }
    bodyView.font = .preferredFont(forTextStyle: .body)
    let stack = UIStackView(arrangedSubviews: [toField, subjectField, bodyView])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
      toField.heightAnchor.constraint(equalToConstant: 44),
      subjectField.heightAnchor.constraint(equalToConstant: 44),
    ])
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: ComposeViewController.cancel)
    sendItem = UIBarButtonItem(
      title: "Send", style: .done, target: self, action: ComposeViewController.send)
    sendItem.isEnabled = false
    navigationItem.rightBarButtonItem = sendItem
    for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.textChanged() }
        })
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.presentationController?.delegate = self
    toField.becomeFirstResponder()
  }

  private var hasText: Bool {
    !(toField.text ?? "").isEmpty || !(subjectField.text ?? "").isEmpty || !bodyView.text.isEmpty
  }

  private func textChanged() {
    sendItem.isEnabled = !(toField.text ?? "").isEmpty
    isModalInPresentation = hasText
  }

  /// Cancels: closes at once when nothing was typed, else asks what to do with the draft.
  func cancel() {
    if hasText { confirmDiscard() } else { close("mail: compose cancelled") }
  }

  /// Files the message in Sent and closes the sheet.
  func send() {
    let message = MailStore.shared.file(
      to: toField.text ?? "", subject: subjectField.text ?? "", body: bodyView.text,
      in: "Sent")
    close("mail: sent \(message.subject)")
  }

  private func close(_ line: String) {
    view.endEditing(true)
    dismiss(animated: true) { DemoLog.report(line) }
  }

  private func confirmDiscard() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Delete Draft", style: .destructive) { [weak self] _ in
        self?.close("mail: draft deleted")
      })
    sheet.addAction(
      UIAlertAction(title: "Save Draft", style: .default) { [weak self] _ in
        guard let self else { return }
        MailStore.shared.file(
          to: toField.text ?? "", subject: subjectField.text ?? "", body: bodyView.text,
          in: "Drafts")
        close("mail: draft saved")
      })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
    present(sheet, animated: true) { DemoLog.report("mail: draft sheet shown") }
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    confirmDiscard()
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    DemoLog.report("mail: compose dismissed")
  }
}
