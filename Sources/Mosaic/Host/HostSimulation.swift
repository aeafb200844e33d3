import Foundation

/// Input and environment entry points for MosaicTesting's app driver.
@_spi(MosaicTesting)
@MainActor @preconcurrency
public enum HostSimulation {
  /// Makes the main screen (and so new windows) `size` points at `scale`.
  public static func setScreen(size: CGSize, scale: CGFloat = 1) {
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    UIScreen.main.scale = scale
  }

  /// Launches the application with `delegate` as the run loop does: calls
  /// `application(_:didFinishLaunchingWithOptions:)`, posts
  /// `UIApplication.didFinishLaunchingNotification`, then makes the application active.
  public static func launch(_ delegate: UIApplicationDelegate) {
    UIApplication.shared.finishLaunching(delegate: delegate)
  }

  /// Gives the host window of `window` (the key window's when nil) the input focus (true) or
  /// takes it away (false), as switching to another window does: the application (or the
  /// window's scene) becomes active or resigns active.
  public static func setHostWindowFocused(_ focused: Bool, window: UIWindow? = nil) {
    HostEventDispatcher.shared.dispatch(.focusChanged(focused), to: window)
  }

  /// Minimizes (true) or restores (false) the host window of `window` (the key window's when
  /// nil): the application (or the window's scene) enters the background or comes back to the
  /// foreground.
  public static func setHostWindowMinimized(_ minimized: Bool, window: UIWindow? = nil) {
    HostEventDispatcher.shared.dispatch(.minimizedChanged(minimized), to: window)
  }

  /// Closes the host window of `window` with its close button: the window hides, its scene
  /// (if it has one and no other window) disconnects, and closing the last window tells the
  /// application it terminates (the process goes on).
  public static func closeHostWindow(of window: UIWindow) {
    HostEventDispatcher.shared.dispatch(.closeRequested, to: window)
  }

  /// The connected scenes in the order they connected.
  public static var scenesInConnectionOrder: [UIScene] {
    UIApplication.shared.sceneRegistry.connected
  }

  /// Closes the host window as far as the application can tell, without ending the
  /// process: the delegate's `applicationWillTerminate(_:)` runs and
  /// `UIApplication.willTerminateNotification` is posted.
  public static func closeHostWindow() {
    HostEventDispatcher.shared.dispatch(.quit, to: nil)
  }

  /// Resizes the host window the way a user dragging its edge (or moving it to a display of
  /// another pixel density) does: the main screen becomes `size` points at `scale`, `windows`
  /// are resized to fill it, and trait changes are sent once.
  public static func resizeHostWindow(to size: CGSize, scale: CGFloat, windows: [UIWindow]) {
    for window in windows {
      HostEventDispatcher.shared.dispatch(.resized(size, scale: scale), to: window)
    }
  }

  /// Makes the environment's layout direction `direction`, as a right-to-left or
  /// left-to-right locale would, and tells the windows whose traits change.
  public static func setLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
    guard direction != DesktopEnvironment.layoutDirection else { return }
    DesktopEnvironment.layoutDirection = direction
    DesktopEnvironment.environmentDidChange()
  }

  /// Feeds a touch change into `window`.
  public static func touch(
    _ window: UIWindow, id: Int, phase: UITouch.Phase, at location: CGPoint
  ) {
    let time = AnimationClock.now
    switch phase {
    case .began:
      HostEventDispatcher.shared.dispatch(
        .fingerDown(id: id, location, timestamp: time), to: window)
    case .moved, .stationary:
      HostEventDispatcher.shared.dispatch(
        .fingerMoved(id: id, location, timestamp: time), to: window)
    case .ended:
      HostEventDispatcher.shared.dispatch(.fingerUp(id: id, location, timestamp: time), to: window)
    case .cancelled:
      // Platforms report no cancelled fingers; the system cancels them itself.
      window.deliverTouch(
        id: HostEventDispatcher.fingerIDBase + id, phase: .cancelled, location: location,
        timestamp: time)
    }
  }

  /// Feeds a wheel or touchpad scroll into `window`.
  public static func scroll(
    _ window: UIWindow, dx: CGFloat, dy: CGFloat, at point: CGPoint, precise: Bool
  ) {
    HostEventDispatcher.shared.dispatch(
      .wheel(dx: dx, dy: dy, at: point, precise: precise, timestamp: AnimationClock.now),
      to: window)
  }

  /// Feeds a key press or release into `window`.
  public static func key(
    _ window: UIWindow, isDown: Bool, characters: String, modifiers: UIKeyModifierFlags = [],
    keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined
  ) {
    HostEventDispatcher.shared.dispatch(
      .key(
        KeyEvent(
          isDown: isDown, keyCode: keyCode, modifiers: modifiers, characters: characters,
          timestamp: AnimationClock.now)),
      to: window)
  }

  /// Delivers typed text, as the host's text input does, to the first responder of `window`
  /// when it takes text.
  public static func text(_ window: UIWindow, _ text: String) {
    HostEventDispatcher.shared.dispatch(.text(text, timestamp: AnimationClock.now), to: window)
  }

  /// Delivers text an input method is composing, with its cursor `cursor` characters in, to
  /// the first responder of `window` when it edits text; empty text ends the composition.
  public static func compose(_ window: UIWindow, _ text: String, cursor: Int) {
    HostEventDispatcher.shared.dispatch(
      .composing(text, cursor: cursor, timestamp: AnimationClock.now), to: window)
  }
}
