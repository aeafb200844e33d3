// A profile form as iOS projects write one (Swift 5 mode, `import UIKit`): text fields in a
// stack view pinned with anchors, a delegate that limits a phone number to ten digits through
// `Range(_:in:)` and `replacingCharacters(in:with:)`, Return moving to the next field, keyboard
// notifications observed, a tap on the background ending editing, and the caret moved with
// `selectedTextRange`. Only `#selector` is written as a method reference.
import MosaicTesting
import Testing
import UIKit

final class ProfileViewController: UIViewController, UITextFieldDelegate {
  let nameField = UITextField()
  let phoneField = UITextField()
  let summaryLabel = UILabel()
  private var observers: [NSObjectProtocol] = []
  private(set) var keyboardNotifications = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    nameField.placeholder = "Name"
    nameField.borderStyle = .roundedRect
    nameField.autocapitalizationType = .words
    nameField.returnKeyType = .next
    nameField.delegate = self

    phoneField.placeholder = "Phone"
    phoneField.borderStyle = .roundedRect
    phoneField.keyboardType = .phonePad
    phoneField.textContentType = .telephoneNumber
    phoneField.clearButtonMode = .whileEditing
    phoneField.delegate = self
    phoneField.addTarget(
      self, action: ProfileViewController.phoneChanged(_:), for: .editingChanged)

    let stack = UIStackView(arrangedSubviews: [nameField, phoneField, summaryLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])

    let tap = UITapGestureRecognizer(target: self, action: ProfileViewController.backgroundTapped)
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)

    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
    ] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] note in
          _ = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
          MainActor.assumeIsolated { self?.keyboardNotifications += 1 }
        })
    }
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  func backgroundTapped() {
    view.endEditing(true)
  }

  func phoneChanged(_ sender: UITextField) {
    summaryLabel.text = "\(nameField.text ?? ""): \(sender.text ?? "")"
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == nameField {
      phoneField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard textField == phoneField else { return true }
    let current = textField.text ?? ""
    guard let stringRange = Range(range, in: current) else { return false }
    let updated = current.replacingCharacters(in: stringRange, with: string)
    return updated.count <= 10 && updated.allSatisfy(\.isNumber)
  }

  func moveCaretToStart(of textField: UITextField) {
    let start = textField.beginningOfDocument
    textField.selectedTextRange = textField.textRange(from: start, to: start)
  }
}

@MainActor
@Suite(.serialized) struct TextFieldShapeTests {
  @Test func aProfileFormEditsLimitsAndEndsEditing() {
    let controller = ProfileViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 400))
    let name = controller.nameField
    let phone = controller.phoneField
    let nameFrame = name.convert(name.bounds, to: controller.view)
    let phoneFrame = phone.convert(phone.bounds, to: controller.view)
    #expect(nameFrame.minX == 16 && nameFrame.width == 288 && nameFrame.minY == 20)
    #expect(nameFrame.height == name.intrinsicContentSize.height)
    #expect(phoneFrame.minY == nameFrame.maxY + 8)

    driver.tap(at: CGPoint(x: nameFrame.midX, y: nameFrame.midY))
    #expect(name.isEditing)
    driver.type("Ada Lovelace")
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(phone.isEditing && !name.isEditing)
    driver.type("555-12")
    #expect(phone.text == "", "a dash is refused by the delegate")
    for digit in "55512345678" { driver.type(String(digit)) }
    #expect(phone.text == "5551234567", "ten digits at most")
    #expect(controller.summaryLabel.text == "Ada Lovelace: 5551234567")
    controller.moveCaretToStart(of: phone)
    driver.type("9")
    #expect(phone.text == "5551234567", "full: the delegate refuses an eleventh digit")
    driver.pressKey("\u{7F}", keyCode: .keyboardDeleteForward)
    driver.type("9")
    #expect(phone.text == "9551234567")
    // A tap on the background ends editing; the desktop shows no on-screen keyboard.
    driver.tap(at: CGPoint(x: 160, y: 300))
    #expect(!phone.isEditing && !phone.isFirstResponder)
    #expect(controller.keyboardNotifications == 0)
  }
}
