import Mosaic

/// The gallery application, set up as an iOS app delegate would be.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let showcase = ShowcaseView(frame: window.bounds)
    showcase.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(showcase)
    window.makeKeyAndVisible()
    self.window = window
    showcase.startPulsing()
    return true
  }
}
