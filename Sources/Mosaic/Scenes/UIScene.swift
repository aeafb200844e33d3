import Foundation

/// One instance of the app's user interface, with its life cycle: it connects, comes to the
/// foreground, becomes active and resigns, goes to the background and disconnects.
///
/// In Mosaic a scene is a desktop window (see `UIWindowScene`): the window taking the input
/// focus makes its scene active, losing it makes the scene inactive, minimising it sends the
/// scene to the background, and closing it disconnects the scene and discards its session.
/// UIKit makes scenes itself, from the configuration the app delegate returns from
/// `application(_:configurationForConnecting:options:)`; apps do not create them.
@MainActor @preconcurrency
open class UIScene: UIResponder {
  /// The states a scene moves through.
  public enum ActivationState: Int, Sendable, Hashable {
    /// Not connected to the app yet (or no longer).
    case unattached = -1
    /// On screen and receiving events: its window has the input focus.
    case foregroundActive = 0
    /// On screen but not receiving events: another window has the input focus.
    case foregroundInactive = 1
    /// Not on screen: its window is minimised.
    case background = 2
  }

  /// Creates a scene for `session`. UIKit calls it while connecting the session; the
  /// initializer is required so that a `sceneClass` named by a configuration can be made.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// Unavailable: scenes are made by the system for a session.
  public required init?(coder: NSCoder) { nil }

  /// The session the scene belongs to.
  public let session: UISceneSession

  /// The object that hears about the scene's life cycle. The scene keeps it (a strong
  /// reference, as in UIKit), so the delegate lives as long as the scene.
  open var delegate: (any UISceneDelegate)?

  /// The scene's current state: `.unattached` until it connects.
  open internal(set) var activationState: ActivationState = .unattached

  /// The title the system shows for the scene: in Mosaic the title of its desktop window (the
  /// process name while it is nil).
  open var title: String! {
    didSet { sceneTitleDidChange() }
  }

  /// Called when `title` changed; a window scene shows it in its desktop window.
  func sceneTitleDidChange() {}

  // MARK: Notifications

  /// Posted when a scene is about to connect to the app (before the delegate's
  /// `scene(_:willConnectTo:options:)`); the object is the scene.
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted after a scene disconnected from the app; the object is the scene.
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted after a scene became active; the object is the scene.
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to resign active; the object is the scene.
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene is about to come to the foreground; the object is the scene.
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted after a scene went to the background; the object is the scene.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
