import Foundation
import MosaicTesting

@_spi(MosaicTesting) @testable import Mosaic

/// What the scene tests' delegates heard, in order.
@MainActor
enum SceneLog {
  static var entries: [String] = []
  static var nextDelegateNumber = 1

  /// The entries since the last call, which empties the log.
  static func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A scene delegate that logs every callback with its number (1 for the first made).
@MainActor
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let number: Int

  override init() {
    number = SceneLog.nextDelegateNumber
    SceneLog.nextDelegateNumber += 1
    super.init()
    SceneLog.entries.append("\(number) delegate init")
  }

  private func log(_ entry: String) { SceneLog.entries.append("\(number) \(entry)") }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    log("willConnectTo")
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    log("window shown")
    self.window = window
    if let activity = connectionOptions.userActivities.first {
      log("activity \(activity.activityType)")
    }
  }
  func sceneDidDisconnect(_ scene: UIScene) { log("didDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { log("didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { log("willResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) { log("willEnterForeground") }
  func sceneDidEnterBackground(_ scene: UIScene) { log("didEnterBackground") }
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    log("didUpdate from \(Int(previousCoordinateSpace.bounds.width))")
  }
}

/// An app delegate whose scenes are `LoggingSceneDelegate`s; it logs the app-level callbacks
/// too (of which a scene-based app gets only the launch, the configuration, discarded
/// sessions and termination).
@MainActor
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
  var delegateClass: AnyClass = LoggingSceneDelegate.self

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    SceneLog.entries.append("configurationForConnecting")
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = delegateClass
    return configuration
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    SceneLog.entries.append("app didDiscard \(sceneSessions.count)")
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    SceneLog.entries.append("app didBecomeActive")
  }
  func applicationWillResignActive(_ application: UIApplication) {
    SceneLog.entries.append("app willResignActive")
  }
  func applicationWillTerminate(_ application: UIApplication) {
    SceneLog.entries.append("app willTerminate")
  }
}

/// A responder that is not a scene delegate.
@MainActor
final class NotASceneDelegate: UIResponder {}

/// Runs `body` with a fresh application object and no windows, then gives the old state back.
@MainActor
func withFreshApplication(_ body: (UIApplication) throws -> Void) rethrows {
  let state = ApplicationState.isolate()
  defer { state.restore() }
  let application = UIApplication()
  UIApplication.sharedStorage = application
  SceneLog.entries = []
  SceneLog.nextDelegateNumber = 1
  try body(application)
}
