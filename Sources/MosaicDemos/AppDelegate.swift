import UIKit

/// The gallery application, set up as an iOS app delegate would be: a window whose root is a
/// navigation controller showing the gallery.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  /// The demo to open at launch (`--demo ID`), over the gallery.
  nonisolated(unsafe) static var initialDemo: String?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let navigation = UINavigationController(rootViewController: GalleryViewController())
    if let id = Self.initialDemo, let demo = DemoCatalog.demo(id: id) {
      navigation.pushViewController(demo.make(), animated: false)
    }
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
