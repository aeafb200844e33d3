import UIKit

/// The Mail demo's reading pane: the message's subject, sender, time and body in a scroll view
/// laid out with Auto Layout, and a trash button asking for confirmation in an action sheet
/// (a popover from the button on a wide window). With no message it shows "No Message Selected".
@MainActor
final class MessageViewController: UIViewController {
  /// The message shown.
  var message: MailMessage? {
    didSet { if isViewLoaded { update() } }
  }
  private let scrollView = UIScrollView()
  private let subjectLabel = UILabel()
  private let senderLabel = UILabel()
  private let bodyLabel = UILabel()
  private var trashItem: UIBarButtonItem!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    subjectLabel.font = .preferredFont(forTextStyle: .title2)
    subjectLabel.numberOfLines = 0
    senderLabel.font = .preferredFont(forTextStyle: .subheadline)
    senderLabel.textColor = .secondaryLabel
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [subjectLabel, senderLabel, bodyLabel])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(24, after: senderLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 24),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -24),
    ])
    trashItem = UIBarButtonItem(
      barButtonSystemItem: .trash, target: self, action: MessageViewController.confirmDelete)
    navigationItem.rightBarButtonItem = trashItem
    update()
  }

  private func update() {
    subjectLabel.text = message?.subject
    senderLabel.text = message.map { "\($0.sender) \u{2014} \($0.date)" }
    bodyLabel.text = message?.body
    scrollView.isHidden = message == nil
    trashItem.isEnabled = message != nil
    setNeedsUpdateContentUnavailableConfiguration()
    DemoLog.report("mail: reading \(message?.subject ?? "nothing")")
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    if message == nil {
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.image = UIImage(systemName: "envelope")
      configuration.text = "No Message Selected"
      contentUnavailableConfiguration = configuration
    } else {
      contentUnavailableConfiguration = nil
    }
  }

  /// Asks whether to delete the message, in an action sheet.
  func confirmDelete() {
    guard let message else { return }
    let sheet = UIAlertController(
      title: nil, message: "Delete \u{201C}\(message.subject)\u{201D}?",
      preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Delete Message", style: .destructive) { [weak self] _ in
        DemoLog.report("mail: deleted \(message.subject)")
        MailStore.shared.delete(id: message.id)
        self?.message = nil
      })
    sheet.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { _ in
        DemoLog.report("mail: delete cancelled")
      })
    sheet.popoverPresentationController?.barButtonItem = trashItem
    present(sheet, animated: true) { DemoLog.report("mail: action sheet shown") }
  }
}
