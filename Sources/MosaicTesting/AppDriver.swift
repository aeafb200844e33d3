import Foundation
@_spi(MosaicTesting) import Mosaic

/// Drives a whole app headlessly, the way a finger and the clock would: launch an app
/// delegate (or a root view) offscreen at a given size, touch, drag, long-press, scroll with a
/// wheel, type keys, let time pass, and take snapshots. Time is virtual: a 0.6 s long press
/// takes no real time.
@MainActor
public final class AppDriver {
  /// The window the app shows.
  public let window: UIWindow
  /// The launched delegate, if the app was launched from one.
  public let delegate: UIApplicationDelegate?
  private var frame: OffscreenFrame
  /// The duration of one frame of virtual time.
  public var frameDuration: TimeInterval = 1.0 / 60
  /// The main screen's size and scale before the driver set its own; given back when the
  /// driver goes away, so a test's screen does not leak into the tests after it.
  private let screenBefore = (size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)

  isolated deinit {
    HostSimulation.setScreen(size: screenBefore.size, scale: screenBefore.scale)
  }

  /// Launches `delegate` offscreen in a `size`-point screen: calls
  /// `application(_:didFinishLaunchingWithOptions:)`, connects the first scene when the app
  /// uses scenes (`application(_:configurationForConnecting:options:)` naming a scene
  /// delegate), and uses the window made key: the app delegate's, or the scene's.
  public init(
    delegate: UIApplicationDelegate, size: CGSize = CGSize(width: 390, height: 844),
    scale: CGFloat = 1
  ) {
    VirtualTime.start()
    HostSimulation.setScreen(size: size, scale: scale)
    HostSimulation.launch(delegate)
    guard let window = delegate.window ?? UIApplication.shared.keyWindow else {
      preconditionFailure("AppDriver: the delegate made no window in didFinishLaunching")
    }
    self.window = window
    self.delegate = delegate
    frame = OffscreenFrame(size: size, scale: scale)
    settle()
  }

  /// Shows `rootView` full-size in a new window of a `size`-point screen.
  public init(
    rootView: UIView, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1
  ) {
    VirtualTime.start()
    HostSimulation.setScreen(size: size, scale: scale)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    rootView.frame = window.bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(rootView)
    window.makeKeyAndVisible()
    delegate = nil
    frame = OffscreenFrame(size: size, scale: scale)
    settle()
  }

  /// Shows `rootViewController` as the root of a new window of a `size`-point screen.
  public init(
    rootViewController: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
    scale: CGFloat = 1
  ) {
    VirtualTime.start()
    HostSimulation.setScreen(size: size, scale: scale)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    delegate = nil
    frame = OffscreenFrame(size: size, scale: scale)
    settle()
  }

  // MARK: Time

  /// Lets `interval` seconds of virtual time pass, frame by frame: timers, gestures and
  /// animations advance, views lay out.
  public func advance(by interval: TimeInterval) {
    var left = interval
    while left > 1e-9 {
      let step = min(frameDuration, left)
      VirtualTime.advance(by: step, step: step)
      settle()
      left -= step
    }
  }

  /// Advances frame by frame until no animation, deceleration or timer is pending, or until
  /// `limit` seconds of virtual time have passed. Returns whether it became idle.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = 10) -> Bool {
    var elapsed: TimeInterval = 0
    settle()
    while FrameDriver.hasPendingAnimations {
      if elapsed >= limit { return false }
      advance(by: frameDuration)
      elapsed += frameDuration
    }
    return true
  }

  /// Lays the window out. The driver does not spin the main run loop: the test runner's own
  /// work is queued there too, and running it from inside a test would interleave tests.
  /// Timers, gestures and animations all run on virtual time instead; blocks an app sends to
  /// `DispatchQueue.main` run when the test itself yields (`await Task.yield()`).
  private func settle() {
    window.layoutIfNeeded()
  }

  // MARK: Window

  /// Resizes the app's window to `size` points at `scale` pixels per point (the current scale
  /// when nil), as dragging the window's edge or moving it to another display does, then lays
  /// it out. Trait changes reach the views and view controllers once.
  public func resize(to size: CGSize, scale: CGFloat? = nil) {
    let newScale = scale ?? frame.scale
    HostSimulation.resizeHostWindow(to: size, scale: newScale, windows: [window])
    frame = OffscreenFrame(size: size, scale: newScale)
    settle()
  }

  /// Gives the app's window (or `window`, another desktop window of the app) the input focus
  /// (true) or moves the focus to another application (false): the application, or the
  /// window's scene, becomes active or resigns active, posting its notifications.
  public func setWindowFocused(_ focused: Bool, window: UIWindow? = nil) {
    HostSimulation.setHostWindowFocused(focused, window: window ?? self.window)
    settle()
  }

  /// Minimizes (true) or restores (false) the app's window (or `window`): the application, or
  /// the window's scene, enters the background or comes back to the foreground.
  public func setWindowMinimized(_ minimized: Bool, window: UIWindow? = nil) {
    HostSimulation.setHostWindowMinimized(minimized, window: window ?? self.window)
    settle()
  }

  /// Closes `window`'s desktop window with its close button: its scene disconnects and its
  /// session is discarded when it was the scene's last window; closing the app's last window
  /// tells the application it terminates (the process goes on).
  public func closeWindow(_ window: UIWindow) {
    HostSimulation.closeHostWindow(of: window)
  }

  // MARK: Scenes

  /// The connected scenes, in the order they connected.
  public var scenes: [UIScene] { HostSimulation.scenesInConnectionOrder }

  /// Opens a new scene as `requestSceneSessionActivation(nil, …)` does (a second desktop
  /// window) and returns it, or nil when none connected (the error handler's error is
  /// passed to `onError`).
  @discardableResult
  public func openScene(
    userActivity: NSUserActivity? = nil, onError: ((any Error) -> Void)? = nil
  ) -> UIWindowScene? {
    let before = scenes
    UIApplication.shared.requestSceneSessionActivation(
      nil, userActivity: userActivity, options: nil, errorHandler: onError)
    let scene = scenes.first { new in !before.contains { $0 === new } } as? UIWindowScene
    scene?.windows.forEach { $0.layoutIfNeeded() }
    return scene
  }

  /// Closes the app's window the way the user does, except that the process goes on: the
  /// delegate hears `applicationWillTerminate(_:)` and `willTerminateNotification` is posted.
  public func closeWindow() {
    HostSimulation.closeHostWindow()
  }

  // MARK: Touches

  /// Puts finger `finger` down at `point` (window coordinates).
  public func touchDown(at point: CGPoint, finger: Int = 0) {
    HostSimulation.touch(window, id: finger, phase: .began, at: point)
    settle()
  }

  /// Moves finger `finger` to `point`.
  public func touchMove(to point: CGPoint, finger: Int = 0) {
    HostSimulation.touch(window, id: finger, phase: .moved, at: point)
    settle()
  }

  /// Lifts finger `finger` at `point`.
  public func touchUp(at point: CGPoint, finger: Int = 0) {
    HostSimulation.touch(window, id: finger, phase: .ended, at: point)
    settle()
  }

  /// Taps at `point`: down, 0.05 s, up, then one frame.
  public func tap(at point: CGPoint) {
    touchDown(at: point)
    advance(by: 0.05)
    touchUp(at: point)
    advance(by: frameDuration)
  }

  /// Presses at `point` for `duration` seconds, then lifts.
  public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
    touchDown(at: point)
    advance(by: duration)
    touchUp(at: point)
    advance(by: frameDuration)
  }

  /// Drags from `start` to `end`: touches down, optionally holds for `hold` seconds (a long
  /// press first), moves in `steps` equal steps over `duration`, and lifts at `end`.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10,
    hold: TimeInterval = 0
  ) {
    touchDown(at: start)
    if hold > 0 { advance(by: hold) }
    let n = max(1, steps)
    for i in 1...n {
      let f = CGFloat(i) / CGFloat(n)
      advance(by: duration / Double(n))
      touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
    }
    touchUp(at: end)
    advance(by: frameDuration)
  }

  /// Scrolls with the wheel (or a touchpad when `precise`) at `point`: `dx`/`dy` are
  /// content-offset deltas in points.
  public func scroll(dx: CGFloat = 0, dy: CGFloat, at point: CGPoint, precise: Bool = false) {
    HostSimulation.scroll(window, dx: dx, dy: dy, at: point, precise: precise)
    settle()
  }

  /// Scrolls by `delta` (content-offset deltas in points) as a touchpad would, at `point`
  /// (the window's centre by default).
  public func scroll(by delta: CGVector, at point: CGPoint? = nil) {
    let p = point ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    scroll(dx: delta.dx, dy: delta.dy, at: p, precise: true)
  }

  /// Presses and releases a key.
  public func pressKey(
    _ characters: String, modifiers: UIKeyModifierFlags = [],
    keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined
  ) {
    HostSimulation.key(
      window, isDown: true, characters: characters, modifiers: modifiers, keyCode: keyCode)
    HostSimulation.key(
      window, isDown: false, characters: characters, modifiers: modifiers, keyCode: keyCode)
    settle()
  }

  /// Types `text`, as the keyboard's text input delivers it, into the first responder.
  public func type(_ text: String) {
    HostSimulation.text(window, text)
    settle()
  }

  /// Composes `text` with an input method, its cursor `cursor` characters in, in the first
  /// responder (shown marked until typed text commits it); empty text ends the composition.
  public func compose(_ text: String, cursor: Int) {
    HostSimulation.compose(window, text, cursor: cursor)
    settle()
  }

  // MARK: Looking

  /// The window as it looks now.
  public func snapshot() -> UIImage {
    frame.render(window, force: true)
    guard let image = frame.image() else {
      preconditionFailure("AppDriver: the frame has no pixels")
    }
    return image
  }
}
