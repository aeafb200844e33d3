import Foundation

extension UIScene {
  /// Why a scene is connecting: the activities, URLs or shortcut it is asked to handle.
  ///
  /// The desktop opens scenes for the app itself and for `requestSceneSessionActivation`, so
  /// the URL contexts are empty and there is no shortcut item; the user activity passed to
  /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` arrives in
  /// `userActivities`.
  @MainActor @preconcurrency
  open class ConnectionOptions: NSObject {
    /// Creates options with `userActivities`.
    init(userActivities: Set<NSUserActivity> = []) {
      self.userActivities = userActivities
      super.init()
    }

    /// The user activities the scene is asked to continue.
    public let userActivities: Set<NSUserActivity>

    /// The URLs the scene is asked to open; empty on the desktop.
    public let urlContexts: Set<UIOpenURLContext> = []

    /// The Home-screen quick action that opened the scene; always nil on the desktop.
    public let shortcutItem: UIApplicationShortcutItem? = nil

    /// The kind of handoff activity the scene continues, if any; nil on the desktop.
    public let handoffUserActivityType: String? = nil

    /// The application that asked to open the scene's URL, if any; nil on the desktop.
    public let sourceApplication: String? = nil
  }
}
