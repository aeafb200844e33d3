import UIKit

/// Sheets, a popover, an alert and an action sheet, presented the way iOS code does.
enum PresentationDemo {
  @MainActor static func make() -> UIViewController { PresentationMenuViewController() }
}

final class PresentationMenuViewController: UIViewController,
  UIAdaptivePresentationControllerDelegate
{
  let statusLabel = UILabel()
  private var buttons: [UIButton] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Presentation"
    view.backgroundColor = .systemGroupedBackground
    let entries: [(String, (PresentationMenuViewController) -> () -> Void)] = [
      ("Page sheet", PresentationMenuViewController.showSheet),
      ("Form sheet", PresentationMenuViewController.showFormSheet),
      ("Popover", PresentationMenuViewController.showPopover),
      ("Alert", PresentationMenuViewController.showAlert),
      ("Action sheet", PresentationMenuViewController.showActionSheet),
    ]
    for (title, action) in entries {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.addTarget(self, action: action, for: .touchUpInside)
      buttons.append(button)
    }
    statusLabel.textColor = .secondaryLabel
    statusLabel.text = "Choose a presentation."
    statusLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: buttons + [statusLabel])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  private func sheetContent(_ title: String) -> UIViewController {
    let content = UIViewController()
    content.title = title
    content.view.backgroundColor = .systemBackground
    content.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: content, action: UIViewController.closeDemoSheet)
    return UINavigationController(rootViewController: content)
  }

  func showSheet() {
    let nav = sheetContent("Compose")
    if let sheet = nav.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
    }
    nav.presentationController?.delegate = self
    present(nav, animated: true)
  }

  func showFormSheet() {
    let nav = sheetContent("Settings")
    nav.modalPresentationStyle = .formSheet
    nav.preferredContentSize = CGSize(width: 420, height: 360)
    nav.presentationController?.delegate = self
    present(nav, animated: true)
  }

  func showPopover() {
    let content = UIViewController()
    content.view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 220, height: 24))
    label.text = "A popover"
    content.view.addSubview(label)
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 260, height: 160)
    content.popoverPresentationController?.sourceView = buttons[2]
    present(content, animated: true)
  }

  func showAlert() {
    let alert = UIAlertController(
      title: "New Mailbox", message: "Enter a name for this mailbox.", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    let save = UIAlertAction(title: "Save", style: .default) { [weak self] _ in
      self?.statusLabel.text = "Saved \"\(alert.textFields?.first?.text ?? "")\""
    }
    alert.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.statusLabel.text = "Cancelled"
      })
    alert.addAction(save)
    alert.preferredAction = save
    present(alert, animated: true)
  }

  func showActionSheet() {
    let sheet = UIAlertController(
      title: "Delete this message?", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.statusLabel.text = "Deleted"
      })
    sheet.addAction(
      UIAlertAction(title: "Archive", style: .default) { [weak self] _ in
        self?.statusLabel.text = "Archived"
      })
    sheet.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.statusLabel.text = "Kept"
      })
    sheet.popoverPresentationController?.sourceView = buttons[4]
    present(sheet, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    statusLabel.text = "Sheet dismissed by the user"
  }
}

extension UIViewController {
  func closeDemoSheet() {
    dismiss(animated: true)
  }
}
