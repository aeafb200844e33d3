import Foundation

/// The methods a scene's delegate implements to follow the scene's life cycle.
///
/// UIKit makes the delegate from the configuration's `delegateClass`; every method has a
/// default that does nothing (UIKit's are optional), so implement the ones you need.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene is connecting to the app: set up its window here (`UIWindow(windowScene:)`,
  /// a root view controller, `makeKeyAndVisible()`).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was removed from the app (its window closed); release what it used.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active: its window has the input focus.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active: its window is losing the input focus.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground: it is connecting, or its window is being
  /// restored from minimised.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background: its window was minimised or is closing.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}
