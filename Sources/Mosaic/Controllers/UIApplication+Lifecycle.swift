import Foundation

extension UIApplication {
  /// The states an application moves through while it runs.
  public enum State: Int, Sendable, Hashable {
    /// In the foreground and receiving events (the window has the input focus).
    case active = 0
    /// In the foreground but not receiving events (another window has the focus).
    case inactive = 1
    /// Not visible (the window is minimized).
    case background = 2
  }

  /// Posted once the application has finished launching, after the delegate's
  /// `application(_:didFinishLaunchingWithOptions:)`.
  public static let didFinishLaunchingNotification = NSNotification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the application becomes active: after launching, and whenever its window
  /// gains the input focus.
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the application is about to stop being active: its window loses the input
  /// focus (or is minimized).
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the application has moved to the background: its window was minimized.
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the application is about to leave the background: its minimized window is
  /// being restored.
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the application is about to end (its window was closed), after the
  /// delegate's `applicationWillTerminate(_:)`.
  public static let willTerminateNotification = NSNotification.Name(
    "UIApplicationWillTerminateNotification")

  /// The application's current state: active while its window has the input focus,
  /// inactive while another window has it, background while the window is minimized.
  public var applicationState: State { lifecycleState }

  /// Calls the delegate's `application(_:didFinishLaunchingWithOptions:)`, then posts
  /// `didFinishLaunchingNotification` and makes the application active.
  func finishLaunching(delegate: UIApplicationDelegate) {
    self.delegate = delegate
    lifecycleState = .inactive
    let keyWindowBefore = UIWindow.keyWindowStorage
    _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
    let madeWindow = UIWindow.keyWindowStorage.map { $0 !== keyWindowBefore } ?? false
    do {
      try connectLaunchScene(delegate: delegate, madeWindow: madeWindow)
    } catch {
      UIApplication.sceneLaunchFailed(error)
    }
    applicationBecomeActive()
  }

  /// What happens when the launch scene's configuration is unusable: the message goes to
  /// standard error and the process ends (tests replace it).
  static var sceneLaunchFailed: @MainActor (SceneConfigurationError) -> Void = { error in
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }

  /// The host window gained (true) or lost (false) the input focus.
  func hostWindowFocusChanged(_ focused: Bool) {
    if focused {
      if lifecycleState == .background { applicationEnterForeground() }
      applicationBecomeActive()
    } else {
      applicationResignActive()
    }
  }

  /// The host window was minimized (true) or restored (false).
  func hostWindowMinimizedChanged(_ minimized: Bool) {
    if minimized {
      applicationResignActive()
      applicationEnterBackground()
    } else {
      applicationEnterForeground()
    }
  }

  /// Tells the delegate and observers that the application is about to end.
  func prepareForTermination() {
    applicationResignActive()
    delegate?.applicationWillTerminate(self)
    NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
  }

  // The delegate's life-cycle methods are not called in an app that uses scenes (its scene
  // delegates hear of the changes); the notifications are posted either way, as in UIKit.

  func applicationBecomeActive() {
    guard lifecycleState != .active else { return }
    lifecycleState = .active
    if !sceneRegistry.usesScenes { delegate?.applicationDidBecomeActive(self) }
    NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
  }

  func applicationResignActive() {
    guard lifecycleState == .active else { return }
    if !sceneRegistry.usesScenes { delegate?.applicationWillResignActive(self) }
    NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
    lifecycleState = .inactive
  }

  func applicationEnterForeground() {
    guard lifecycleState == .background else { return }
    if !sceneRegistry.usesScenes { delegate?.applicationWillEnterForeground(self) }
    NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
    lifecycleState = .inactive
  }

  func applicationEnterBackground() {
    guard lifecycleState != .background else { return }
    lifecycleState = .background
    if !sceneRegistry.usesScenes { delegate?.applicationDidEnterBackground(self) }
    NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  private var lifecycleState: State {
    get { applicationLifecycleState }
    set { applicationLifecycleState = newValue }
  }
}

@MainActor
private var applicationLifecycleState: UIApplication.State = .inactive
