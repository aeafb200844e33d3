import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct AlertLayoutTests {
  init() { resetTouches() }

  /// The height a label of `font` needs for `text` in `width` points.
  private func height(_ text: String, _ font: UIFont, width: CGFloat = 238) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = font
    label.text = text
    return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
  }

  private func buttonFrames(_ alert: UIAlertController) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for button in alert.contentView!.buttons where button.superview != nil {
      frames[button.action.title ?? ""] = windowFrame(button)
    }
    return frames
  }

  @Test func twoButtonsSitSideBySideCancelOnTheLeft() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let alert = UIAlertController(
      title: "Delete Mailbox?", message: "Its messages move to the Trash.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: true)
    app.runUntilIdle()
    let header =
      20 + height("Delete Mailbox?", .systemFont(ofSize: 17, weight: .semibold)) + 4
      + height("Its messages move to the Trash.", .systemFont(ofSize: 13)) + 20
    let total = header + 44
    let top = ((844 - total) / 2).rounded()
    #expect(windowFrame(alert.view) == CGRect(x: 60, y: top, width: 270, height: total))
    let frames = buttonFrames(alert)
    #expect(frames["Cancel"] == CGRect(x: 60, y: top + header, width: 135, height: 44))
    #expect(frames["Delete"] == CGRect(x: 195, y: top + header, width: 135, height: 44))
    #expect(alert.presentationController?.chromeView?.cornerRadius == 14)
    #expect(alert.popoverPresentationController == nil)
  }

  @Test func threeButtonsStackWithCancelLast() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Save", style: .default))
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
    root.present(alert, animated: false)
    app.runUntilIdle()
    let header = 20 + height("Save changes?", .systemFont(ofSize: 17, weight: .semibold)) + 20
    let total = header + 3 * 44
    let top = ((844 - total) / 2).rounded()
    let frames = buttonFrames(alert)
    #expect(frames["Save"] == CGRect(x: 60, y: top + header, width: 270, height: 44))
    #expect(frames["Discard"] == CGRect(x: 60, y: top + header + 44, width: 270, height: 44))
    #expect(frames["Cancel"] == CGRect(x: 60, y: top + header + 88, width: 270, height: 44))
  }

  @Test func longTitlesStackEvenWhenThereAreTwo() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Move Everything to the Archive", style: .default))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: false)
    app.runUntilIdle()
    let frames = buttonFrames(alert)
    #expect(frames["Cancel"]!.width == 270)
    #expect(frames["Cancel"]!.minY == frames["Move Everything to the Archive"]!.maxY)
  }

  @Test func textFieldsSitUnderTheMessage() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let alert = UIAlertController(title: "New Mailbox", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { $0.placeholder = "Folder" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Save", style: .default))
    root.present(alert, animated: false)
    app.runUntilIdle()
    let title = height("New Mailbox", .systemFont(ofSize: 17, weight: .semibold))
    let total = 20 + title + 16 + 28 + 8 + 28 + 16 + 44
    let top = ((844 - total) / 2).rounded()
    let fields = alert.textFields!
    #expect(fields.count == 2)
    #expect(
      windowFrame(fields[0].superview!)
        == CGRect(x: 76, y: top + 20 + title + 16, width: 238, height: 28))
    #expect(windowFrame(fields[1].superview!).minY == top + 20 + title + 16 + 36)
    #expect(windowFrame(alert.view).height == total)
    // The first field takes the focus.
    #expect(fields[0].isFirstResponder)
  }

  @Test func compactActionSheetRisesFromTheBottomWithCancelApart() {
    let root = coloredController()
    let app = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Archive", style: .default))
    #expect(sheet.popoverPresentationController != nil)
    root.present(sheet, animated: true)
    app.runUntilIdle()
    // 2 × 57 + 8 + 57 = 179 points, 8 from the sides and bottom.
    #expect(windowFrame(sheet.view) == CGRect(x: 8, y: 657, width: 374, height: 179))
    let frames = buttonFrames(sheet)
    #expect(frames["Delete"] == CGRect(x: 8, y: 657, width: 374, height: 57))
    #expect(frames["Archive"] == CGRect(x: 8, y: 714, width: 374, height: 57))
    #expect(frames["Cancel"] == CGRect(x: 8, y: 779, width: 374, height: 57))
  }

  @Test func regularActionSheetIsAPopoverWithoutItsCancelButton() {
    let root = coloredController()
    let anchor = UIView(frame: CGRect(x: 400, y: 100, width: 60, height: 30))
    root.view.addSubview(anchor)
    let app = AppDriver(rootViewController: root, size: CGSize(width: 1024, height: 768))
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.sourceView = anchor
    root.present(sheet, animated: false)
    app.runUntilIdle()
    #expect(sheet.popoverPresentationController?.arrowDirection == .up)
    #expect(windowFrame(sheet.view) == CGRect(x: 278, y: 143, width: 304, height: 57))
    let frames = buttonFrames(sheet)
    #expect(frames["Cancel"] == nil)
    #expect(frames["Delete"] == CGRect(x: 278, y: 143, width: 304, height: 57))
  }
}
