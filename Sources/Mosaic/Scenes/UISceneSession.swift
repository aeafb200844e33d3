import Foundation

/// What the system keeps about one of the app's scenes: its identifier, role and
/// configuration, and the scene itself while it is connected.
///
/// Mosaic keeps a session while its scene is connected (while its desktop window is open);
/// closing the window discards the session. There is no state restoration across launches.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
  /// The roles a scene can play.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a role from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interactive interface, in a window: the role of every desktop window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Content shown on an external display without interaction.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  init(persistentIdentifier: String, role: Role) {
    self.persistentIdentifier = persistentIdentifier
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
    super.init()
  }

  /// An identifier that stays the same for the session's whole life.
  public let persistentIdentifier: String

  /// The role of the session's scene.
  public let role: Role

  /// The configuration the scene was made from (the one the app delegate returned).
  open internal(set) var configuration: UISceneConfiguration

  /// The scene while it is connected, else nil.
  open internal(set) weak var scene: UIScene?

  /// Information of the app's own kept with the session.
  open var userInfo: [String: Any]?

  /// A description naming the session's identifier and role.
  open override var description: String {
    "<UISceneSession: \(persistentIdentifier); role = \(role.rawValue)>"
  }
}
