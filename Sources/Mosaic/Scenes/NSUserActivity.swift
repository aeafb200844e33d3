import Foundation

/// A description of what the user is doing in the app, which another scene can continue
/// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)` hands it to the new
/// scene's connection options). Foundation on Linux has no `NSUserActivity`, so Mosaic
/// provides the part scenes use.
open class NSUserActivity: NSObject, @unchecked Sendable {
  /// Creates an activity of type `activityType` (a reverse-DNS string such as
  /// `"com.example.viewing-mail"`).
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// The activity's type.
  public let activityType: String

  /// A title for the activity, which the user may see.
  open var title: String?

  /// Information the activity carries to the scene that continues it.
  open var userInfo: [AnyHashable: Any]?

  /// A web page that shows the same content, when there is one.
  open var webpageURL: URL?

  /// An identifier that tells activities of the same content apart.
  open var targetContentIdentifier: String?

  /// Whether the activity needs saving again; Mosaic saves no activities.
  open var needsSave = false

  /// Marks the activity as the one the user is doing now; Mosaic keeps no current activity.
  open func becomeCurrent() {}

  /// Marks the activity as no longer current.
  open func resignCurrent() {}

  /// Ends the activity: it can no longer become current.
  open func invalidate() {}
}
