import Foundation

/// How to make a scene: the class of the scene and of its delegate.
///
/// Mosaic reads no Info.plist: an app that uses scenes returns a configuration from
/// `application(_:configurationForConnecting:options:)` with `delegateClass` set to its scene
/// delegate (Xcode's `SceneDelegate.self`). `storyboard` is accepted and unused, as Mosaic
/// loads no storyboards.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
  /// Creates a configuration named `name` for scenes of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }

  /// The configuration's name (UIKit matches it against the Info.plist's configurations).
  public let name: String?

  /// The role of the scenes it makes.
  public let role: UISceneSession.Role

  /// The class of the scene to make: `UIScene` or a subclass; `UIWindowScene` when nil.
  open var sceneClass: AnyClass?

  /// The class of the scene's delegate: a `UIResponder` subclass that adopts
  /// `UISceneDelegate` (usually `UIWindowSceneDelegate`). The scene makes one with `init()`.
  open var delegateClass: AnyClass?

  /// The storyboard whose initial view controller UIKit would show. Accepted for source
  /// compatibility and unused: Mosaic has no storyboards, so build the window in
  /// `scene(_:willConnectTo:options:)`.
  open var storyboard: AnyObject?

  /// A copy with the same name, role and classes.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UISceneConfiguration(name: name, sessionRole: role)
    copy.sceneClass = sceneClass
    copy.delegateClass = delegateClass
    copy.storyboard = storyboard
    return copy
  }

  /// A description naming the configuration and its classes.
  open override var description: String {
    let delegate = delegateClass.map { String(reflecting: $0) } ?? "nil"
    return
      "<UISceneConfiguration: \(name ?? "(no name)"); role = \(role.rawValue); delegateClass = \(delegate)>"
  }
}
