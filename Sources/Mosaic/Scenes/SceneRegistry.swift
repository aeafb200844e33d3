import Foundation

/// The application's scenes and sessions: which are connected, in what order, and whether the
/// app uses scenes at all (it does once its delegate's configuration named a scene delegate).
@MainActor
final class SceneRegistry {
  /// Whether the app is scene-based: its life-cycle callbacks go to scene delegates.
  var usesScenes = false
  /// The connected scenes, in the order they connected.
  var connected: [UIScene] = []
  /// The open sessions, in the order they opened.
  var sessions: [UISceneSession] = []
  /// The identifiers of sessions that were destroyed.
  var destroyed: Set<String> = []
  /// The delegate class of the first scene that connected, for sessions whose configuration
  /// names none.
  var defaultDelegateClass: AnyClass?
  private var nextIdentifier = 1

  /// Forgets every scene and session, as a new launch does.
  func reset() {
    usesScenes = false
    connected = []
    sessions = []
    defaultDelegateClass = nil
  }

  /// A new session of `role` with an identifier no other session of the process has.
  func makeSession(role: UISceneSession.Role) -> UISceneSession {
    defer { nextIdentifier += 1 }
    return UISceneSession(persistentIdentifier: "mosaic-scene-\(nextIdentifier)", role: role)
  }
}

/// Why a scene could not connect: its configuration names a delegate class that cannot be
/// one (or a scene class that is not a scene). The message names the class.
struct SceneConfigurationError: Error, CustomStringConvertible, Equatable {
  let message: String
  var description: String { message }
}
