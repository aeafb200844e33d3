import UIKit

/// A sign-in form written as an iOS developer would: text fields pinned with anchors, a
/// delegate that moves from field to field on Return, live validation on `.editingChanged`.
enum FormsDemo {
  @MainActor static func make() -> UIViewController { SignInViewController() }
}

final class SignInViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  let signInButton = UIButton(type: .system)
  let statusLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign In"
    view.backgroundColor = .systemGroupedBackground

    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    emailField.clearButtonMode = .whileEditing
    emailField.delegate = self

    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.delegate = self

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.isEnabled = false
    signInButton.addTarget(
      self, action: SignInViewController.signIn, for: .touchUpInside)

    statusLabel.textColor = .secondaryLabel
    statusLabel.font = .preferredFont(forTextStyle: .footnote)
    statusLabel.text = "Enter an email address and a password."
    statusLabel.numberOfLines = 0

    for field in [emailField, passwordField] {
      field.addTarget(
        self, action: SignInViewController.fieldChanged, for: .editingChanged)
    }

    let stack = UIStackView(arrangedSubviews: [
      emailField, passwordField, signInButton, statusLabel,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    emailField.becomeFirstResponder()
  }

  func fieldChanged(_ sender: UITextField) {
    let email = emailField.text ?? ""
    let password = passwordField.text ?? ""
    signInButton.isEnabled = email.contains("@") && password.count >= 4
    statusLabel.text =
      signInButton.isEnabled
      ? "Ready to sign in as \(email)."
      : "Enter an email address and a password of 4 characters or more."
    DemoLog.report(
      "forms: email '\(email)' password \(password.count) characters, sign in "
        + (signInButton.isEnabled ? "enabled" : "disabled"))
  }

  func signIn() {
    view.endEditing(true)
    statusLabel.text = "Signed in as \(emailField.text ?? "")."
    DemoLog.report(
      "forms: signed in as \(emailField.text ?? ""), editing \(emailField.isEditing || passwordField.isEditing)"
    )
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    DemoLog.report("forms: editing \(textField === emailField ? "email" : "password")")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else if signInButton.isEnabled {
      signIn()
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // No spaces in an email address.
    !(textField === emailField && string.contains(" "))
  }
}
