import Mosaic
import MosaicTesting
import Testing

/// Snapshots of presentations: an alert with a text field over a dimmed screen, and a page
/// sheet with its grabber at a medium detent. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct PresentationSnapshotTests {
  private func screen() -> UIViewController {
    let vc = UIViewController()
    vc.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 16, y: 24, width: 288, height: 24))
    label.text = "Mailboxes"
    label.font = .systemFont(ofSize: 20, weight: .semibold)
    vc.view.addSubview(label)
    return vc
  }

  @Test func alertWithATextField() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    let root = screen()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = UIAlertController(
      title: "New Mailbox", message: "Enter a name for this mailbox.", preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
      field.text = "Receipts"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Save", style: .default))
    root.present(alert, animated: false)
    alert.textFields?.first?.resignFirstResponder()
    window.layoutIfNeeded()
    assertSnapshot(of: window, named: "alert-text-field", scale: 1)
    root.dismiss(animated: false)
  }

  @Test func pageSheetWithGrabber() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let root = screen()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIViewController()
    sheet.view.backgroundColor = .systemGray6
    let label = UILabel(frame: CGRect(x: 16, y: 24, width: 200, height: 24))
    label.text = "Compose"
    sheet.view.addSubview(label)
    if let controller = sheet.sheetPresentationController {
      controller.detents = [.medium(), .large()]
      controller.prefersGrabberVisible = true
    }
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    assertSnapshot(of: window, named: "page-sheet-grabber", scale: 1)
    root.dismiss(animated: false)
  }
}
