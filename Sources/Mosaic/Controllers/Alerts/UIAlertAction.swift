import Foundation

/// A button of an alert or action sheet: a title, a style, and the handler run when the user
/// chooses it (after the alert is dismissed).
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  /// How an action looks and behaves.
  public enum Style: Int, Sendable, Hashable {
    /// An ordinary action, in the tint colour.
    case `default` = 0
    /// The action that cancels and changes nothing: bold in an alert, set apart at the bottom
    /// of an action sheet, chosen by Escape. An alert has at most one.
    case cancel = 1
    /// An action that may destroy data, in red.
    case destructive = 2
  }

  /// Creates an action titled `title` in `style`; `handler` runs when the user chooses it,
  /// after the alert is dismissed.
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    titleStorage = title
    styleStorage = style
    self.handler = handler
  }

  /// Creates an untitled default action with no handler.
  public override init() {
    super.init()
  }

  private var titleStorage: String?
  private var styleStorage: Style = .default
  var handler: ((UIAlertAction) -> Void)?

  /// The button's title.
  open var title: String? { titleStorage }

  /// The action's style.
  open var style: Style { styleStorage }

  /// Whether the user can choose the action; true by default. A disabled action's button is
  /// greyed out and Return does not run it.
  open var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      alert?.actionEnabledDidChange(self)
    }
  }

  /// The alert the action was added to.
  weak var alert: UIAlertController?
}
