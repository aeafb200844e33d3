import Foundation

/// A view controller that shows an alert (a centred panel with a title, a message, text fields
/// and buttons) or an action sheet (a list of choices), presented with
/// `present(_:animated:completion:)`.
///
/// Choosing an action dismisses the alert, then runs the action's handler. From the keyboard:
/// the first text field takes the focus when the alert appears; Return runs the focused button,
/// else the `preferredAction`, else the only default action; Escape runs the cancel action (or
/// dismisses an alert that has no actions); Tab and Shift-Tab move the focus through the text
/// fields and the enabled buttons (a focused button shows a ring; Space runs it).
///
/// An alert is 270 points wide, its buttons side by side when there are two and their titles
/// fit, else stacked with the cancel button last. An action sheet is a popover pointing at its
/// `popoverPresentationController`'s source in a regular-width window (without the cancel
/// button: a click outside cancels), and rises from the bottom edge with the cancel button
/// apart in a compact-width one.
@MainActor @preconcurrency
open class UIAlertController: UIViewController, CustomPresentationProviding {
  /// The kinds of alert controller.
  public enum Style: Int, Sendable, Hashable {
    /// A list of choices, in a popover or at the bottom of the window.
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// Creates an alert controller with a title, a message and a style.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    preferredStyleStorage = preferredStyle
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }

  /// Creates an alert with no title or message.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
  }

  /// Creates an alert with no title or message (there are no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .custom
  }

  private var preferredStyleStorage: Style = .alert

  /// The alert's style.
  open var preferredStyle: Style { preferredStyleStorage }

  /// The alert's title, shown bold at the top.
  open override var title: String? {
    didSet { contentDidChange() }
  }

  /// The text under the title.
  open var message: String? {
    didSet { contentDidChange() }
  }

  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The action Return runs, shown bold; it must be one of `actions`. Nil by default.
  open var preferredAction: UIAlertAction? {
    didSet { contentDidChange() }
  }

  private var fields: [UITextField] = []

  /// The text fields, in the order they were added; nil when there are none.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Adds a button for `action`. An alert takes one cancel action: UIKit raises for a second
  /// (Mosaic reports it and leaves the action out).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      FailureReport.raise(
        .presentation,
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        line:
          "*** Mosaic: addAction refused (NSInternalInconsistencyException, reason: 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'); the action is left out"
      )
      return
    }
    action.alert = self
    actions.append(action)
    contentDidChange()
  }

  /// Adds a text field, under the message; `configurationHandler` configures it (placeholder,
  /// secure entry…). Only alerts take text fields: UIKit raises for an action sheet (Mosaic
  /// reports it and adds none).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      FailureReport.raise(
        .presentation,
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
        line:
          "*** Mosaic: addTextField refused (NSInternalInconsistencyException, reason: 'Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert'); no field is added"
      )
      return
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: 13)
    field.borderStyle = .none
    field.backgroundColor = nil
    fields.append(field)
    configurationHandler?(field)
    contentDidChange()
  }

  // MARK: View

  /// The alert's view: its panel (or an action sheet's groups) with the labels, fields and
  /// buttons.
  open override func loadView() {
    let content = AlertContentView(alert: self)
    view = content
  }

  var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }

  func contentDidChange() {
    contentView?.rebuild()
    presentationRecord.controller?.containerView?.setNeedsLayout()
  }

  func actionEnabledDidChange(_ action: UIAlertAction) {
    contentView?.updateButtons()
  }

  func makeCustomPresentationController() -> UIPresentationController {
    if preferredStyle == .actionSheet {
      return UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    }
    return AlertPresentationController(presentedViewController: self, presenting: nil)
  }

  // MARK: Choosing

  /// Whether the alert is being dismissed because an action was chosen.
  private var choosing = false

  /// The user chose `action`: the alert is dismissed, then the handler runs.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, !choosing else { return }
    choosing = true
    let finish = { [weak self] in
      self?.choosing = false
      action.handler?(action)
    }
    guard let presenter = presentationRecord.presenting else {
      finish()
      return
    }
    presenter.dismissPresented(animated: true, completion: finish)
  }

  /// The cancel action, if any.
  var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

  /// The action Return runs without a focused button: the preferred action, else the only
  /// default action.
  var returnAction: UIAlertAction? {
    if let preferred = preferredAction, actions.contains(where: { $0 === preferred }) {
      return preferred
    }
    let defaults = actions.filter { $0.style == .default }
    return defaults.count == 1 ? defaults[0] : nil
  }
}
