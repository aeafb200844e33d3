// Xcode's iOS App template in the shape it is written (Swift 5 mode, `import UIKit`): an
// AppDelegate that returns the scene configuration in code, and the template's
// SceneDelegate.swift with its window made from the scene.
import MosaicTesting
import Testing
import UIKit

class TemplateRootViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Home"
  }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

  var window: UIWindow?
  static var events: [String] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UINavigationController(rootViewController: TemplateRootViewController())
    window?.makeKeyAndVisible()
    SceneDelegate.events.append("willConnectTo")
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    SceneDelegate.events.append("sceneDidDisconnect")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    SceneDelegate.events.append("sceneDidBecomeActive")
  }

  func sceneWillResignActive(_ scene: UIScene) {
    SceneDelegate.events.append("sceneWillResignActive")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    SceneDelegate.events.append("sceneWillEnterForeground")
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    SceneDelegate.events.append("sceneDidEnterBackground")
  }
}

class TemplateAppDelegate: UIResponder, UIApplicationDelegate {

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // Override point for customization after application launch.
    return true
  }

  // MARK: UISceneSession Lifecycle

  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    // Called when a new scene session is being created.
    // Use this method to select a configuration to create the new scene with.
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    // Called when the user discards a scene session.
  }
}

/// The template's AppDelegate as Xcode writes it: no configuration in code (its Info.plist
/// names `$(PRODUCT_MODULE_NAME).SceneDelegate`, which Mosaic finds by that name).
class PlistTemplateAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    return true
  }
}

@MainActor
@Suite(.serialized)
struct SceneDelegateTemplateShapeTests {
  @Test func theTemplateAppConnectsItsSceneAndShowsItsWindow() throws {
    SceneDelegate.events = []
    let app = AppDriver(delegate: TemplateAppDelegate(), size: CGSize(width: 390, height: 600))
    #expect(SceneDelegate.events == ["willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
    let scene = try #require(app.window.windowScene)
    #expect(UIApplication.shared.connectedScenes.contains(scene))
    let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
    #expect(sceneDelegate.window === app.window)
    let navigation = try #require(app.window.rootViewController as? UINavigationController)
    #expect(navigation.topViewController?.title == "Home")
    // The idiom of code that needs the key window without `UIApplication.keyWindow`.
    let keyWindow = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
      .first { $0.isKeyWindow }
    #expect(keyWindow === app.window)
    app.closeWindow(app.window)
    #expect(SceneDelegate.events.suffix(3) == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect"])
  }

  @Test func aTemplateAppWithoutTheConfigurationMethodFindsItsSceneDelegateByName() throws {
    SceneDelegate.events = []
    let app = AppDriver(delegate: PlistTemplateAppDelegate(), size: CGSize(width: 390, height: 600))
    #expect(app.window.windowScene?.delegate is SceneDelegate)
    #expect(SceneDelegate.events == ["willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
    app.closeWindow(app.window)
  }
}
