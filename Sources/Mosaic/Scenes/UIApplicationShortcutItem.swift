import Foundation

/// A quick action on the app's Home-screen icon. The desktop has no such actions, so no
/// scene connects with one; the type exists for `UIScene.ConnectionOptions.shortcutItem`.
@MainActor @preconcurrency
open class UIApplicationShortcutItem: NSObject {
  /// Creates a quick action of `type` titled `localizedTitle`.
  public init(type: String, localizedTitle: String) {
    self.type = type
    self.localizedTitle = localizedTitle
    super.init()
  }

  /// The app's identifier of the action.
  public let type: String

  /// The action's title.
  public let localizedTitle: String
}
