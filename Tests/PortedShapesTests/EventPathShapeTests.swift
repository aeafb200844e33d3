// Code in the shape iOS projects write it (Swift 5 mode, `import UIKit`): a window subclass
// that watches every event it is sent (to log key presses, or to hide a custom cursor on the
// first touch), an application subclass meant for `UIApplicationMain`'s principal class, and
// the `main.swift` call that names them.
import MosaicTesting
import Testing
import UIKit

class ShapeWatchingWindow: UIWindow {
  var seen: [UIEvent.EventType] = []

  override func sendEvent(_ event: UIEvent) {
    seen.append(event.type)
    super.sendEvent(event)
  }
}

class ShapeApplication: UIApplication {
  override func sendEvent(_ event: UIEvent) {
    super.sendEvent(event)
  }
}

class ShapeButtonController: UIViewController {
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    button.setTitle("Tap", for: .normal)
    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    view.addSubview(button)
  }
}

class ShapeEventAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let controller = ShapeButtonController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = ShapeWatchingWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// `UIApplicationMain` as a `main.swift`'s top level sees it: from a nonisolated context.
func topLevelEntryPoint() -> (
  Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?
) -> Int32 {
  UIApplicationMain
}

@MainActor
struct EventPathShapeTests {
  @Test func aWindowSubclassSeesTheEventsItsButtonsGet() throws {
    let delegate = ShapeEventAppDelegate()
    let app = AppDriver(delegate: delegate, size: CGSize(width: 200, height: 200))
    app.tap(at: CGPoint(x: 60, y: 40))
    let window = try #require(delegate.window as? ShapeWatchingWindow)
    #expect(window.seen == [.touches, .touches])
    #expect(delegate.controller.taps == 1)
  }

  @Test func mainSwiftNamesThePrincipalAndDelegateClasses() {
    // What a `main.swift` passes: the signature must match UIKit's, callable from a
    // main.swift's top level, which is not isolated to the main actor.
    _ = topLevelEntryPoint()
    // The names `NSStringFromClass` gives find the classes again, as UIApplicationMain needs.
    #expect(NSClassFromString(NSStringFromClass(ShapeApplication.self)) is UIApplication.Type)
    #expect(NSClassFromString(NSStringFromClass(ShapeEventAppDelegate.self)) is UIResponder.Type)
  }
}
