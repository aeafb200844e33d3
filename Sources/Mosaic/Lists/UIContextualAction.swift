import Foundation

/// An action shown as a button when the user swipes a list row (or a table row) sideways: a
/// title and/or image on a colored background, and a handler that runs when the button is
/// tapped, or for the first action of a configuration, when the row is swiped all the way.
///
/// Give actions to a `UISwipeActionsConfiguration`, returned from a list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
  /// How an action's button looks by default.
  public enum Style: Int, Sendable {
    /// A standard action: a gray button.
    case normal = 0
    /// An action that deletes or changes data: a red button.
    case destructive = 1
  }

  /// The closure run when the action is chosen. It receives the action, the view that showed
  /// it (its button) and a completion to call once the action is done: `true` when it was
  /// performed, `false` when it could not be. Calling the completion closes the row; until it
  /// is called, the row stays open.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void)
    -> Void

  /// The style the action was made with; it decides the default background color.
  public let style: Style
  /// The closure run when the user chooses the action.
  public let handler: Handler
  /// The title shown on the action's button.
  open var title: String?
  /// The image shown on the action's button (above the title when both are set), drawn in
  /// white.
  open var image: UIImage?

  private var customBackgroundColor: UIColor?

  /// The button's background color. By default it follows the style: red for destructive
  /// actions, gray for normal ones. Setting a color replaces it; setting nil goes back to the
  /// style's color.
  open var backgroundColor: UIColor! {
    get { customBackgroundColor ?? Self.defaultBackgroundColor(for: style) }
    set { customBackgroundColor = newValue }
  }

  /// Creates an action with a style, a title for its button and the closure to run when it
  /// is chosen.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The background color of a style: `systemRed` for destructive actions, `systemGray` for
  /// normal ones.
  static func defaultBackgroundColor(for style: Style) -> UIColor {
    switch style {
    case .normal: .systemGray
    case .destructive: .systemRed
    }
  }
}
