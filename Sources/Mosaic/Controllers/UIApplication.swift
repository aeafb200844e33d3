import Foundation

/// The methods an application's delegate implements to respond to its life cycle.
///
/// Mark the delegate class with `@main`, as on iOS:
/// `@main class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? … }`.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
  /// The window the application shows.
  var window: UIWindow? { get set }

  /// The launch is done: create the window and its root view controller here. Return true.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The application is about to end (the window was closed).
  func applicationWillTerminate(_ application: UIApplication)

  /// The application became active (launched, or its window gained the input focus).
  func applicationDidBecomeActive(_ application: UIApplication)

  /// The application is about to become inactive (its window loses the input focus).
  func applicationWillResignActive(_ application: UIApplication)

  /// The application moved to the background (its window was minimized).
  func applicationDidEnterBackground(_ application: UIApplication)

  /// The application is about to come back from the background (its window is restored).
  func applicationWillEnterForeground(_ application: UIApplication)

  // MARK: - Scenes

  /// A scene is connecting: return the configuration to make it from, with `delegateClass`
  /// set to the app's scene delegate (see `UIApplication+Scenes.swift`).
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The sessions of scenes the user closed were discarded.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// No window unless the delegate stores one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Does nothing and returns true.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
}

extension UIApplicationDelegate where Self: UIResponder {
  /// The program's entry point when the delegate class is marked `@main`: creates the
  /// delegate and runs the application.
  public static func main() {
    guard let delegate = Self(coder: NSCoder()) else {
      fatalError("UIApplicationMain: could not create the application delegate \(Self.self)")
    }
    UIApplication.shared.run(delegate: delegate)
  }
}

/// The running application: its delegate, its windows, and the main event loop.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The application object: an instance of the principal class given to
  /// `UIApplicationMain(_:_:_:_:)` (`UIApplication` itself otherwise), made the first time it
  /// is asked for.
  open class var shared: UIApplication {
    if let application = sharedStorage { return application }
    let application = UIApplication()
    sharedStorage = application
    return application
  }

  /// The application object once made.
  static var sharedStorage: UIApplication?

  /// Keys of the launch-options dictionary.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  private var delegateStorage: UIApplicationDelegate?

  /// The application's delegate.
  open var delegate: UIApplicationDelegate? {
    get { delegateStorage }
    set { delegateStorage = newValue }
  }

  /// The application's visible windows.
  open var windows: [UIWindow] { WindowRegistry.shared.windows }

  /// The key window.
  open var keyWindow: UIWindow? { UIWindow.keyWindowStorage }

  /// Creates the application object. There is one: `UIApplicationMain(_:_:_:_:)` makes it
  /// from the principal class; anything else asks for `UIApplication.shared`.
  public required override init() { super.init() }

  /// Unavailable: there is one application object, `UIApplication.shared`.
  public required init?(coder: NSCoder) { nil }

  var host: ApplicationHost?

  /// Sends an event to the windows it is for: a touch event to the window of each of its
  /// touches, a press or scroll event to its window (the key window). Every event from the
  /// desktop and from a test host passes here; a subclass that overrides it sees them all
  /// and must call `super` for them to arrive.
  open func sendEvent(_ event: UIEvent) {
    switch event.type {
    case .touches:
      var windows: [UIWindow] = []
      if let window = event.changedTouch?.window { windows.append(window) }
      for touch in event.touchSet {
        if let window = touch.window, !windows.contains(where: { $0 === window }) {
          windows.append(window)
        }
      }
      for window in windows { window.sendEvent(event) }
    default:
      event.targetWindow?.sendEvent(event)
    }
  }

  /// Launches the application with `delegate` and runs its event loop until the window
  /// closes.
  func run(delegate: UIApplicationDelegate) -> Never {
    self.delegate = delegate
    let host: ApplicationHost
    do {
      host = try ApplicationHost(application: self)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
    self.host = host
    finishLaunching(delegate: delegate)
    host.runForever()
  }

  func terminate() -> Never {
    prepareForTermination()
    exit(0)
  }

  // MARK: - Scenes

  /// The app's scenes and sessions (see `UIApplication+Scenes.swift`).
  let sceneRegistry = SceneRegistry()
}
