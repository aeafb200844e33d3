import Foundation

/// Entry points for tools that drive frames themselves (MosaicTesting, the benchmarks).
@_spi(MosaicTesting)
@MainActor @preconcurrency
public enum FrameDriver {
  /// Runs one animation tick at the clock's current time: ends finished animations and runs
  /// due completions.
  public static func tick() {
    AnimationEngine.shared.tick()
  }

  /// Starts from a clean slate: no touches in progress, no gesture being recognized, no
  /// running animation, completion or frame callback left over from earlier work.
  public static func reset() {
    let router = TouchRouter.shared
    for (id, touch) in router.active {
      touch.window?.deliverTouch(id: id, phase: .cancelled, location: .zero, timestamp: 0)
    }
    for r in router.participants { router.abort(r) }
    router.lastTap = nil
    AnimationEngine.shared.reset()
  }

  /// Whether animations or completions are still pending.
  public static var hasPendingAnimations: Bool { AnimationEngine.shared.hasWork }

  /// Whether the tree rooted at `layer` changed since it was last drawn into a frame.
  public static func needsFrame(_ layer: CALayer) -> Bool { layer.needsComposite }

  /// How many times the application's window run loop has woken from sleeping, and how many
  /// frames it has drawn, since it started (zero without a window).
  public static var hostLoopCounts: (wakeUps: Int, frames: Int) {
    guard let loop = UIApplication.shared.host?.loop else { return (0, 0) }
    return (loop.wakeUps, loop.framesDrawn)
  }

  /// Totals over the frames the application's window has presented: how many, the seconds
  /// spent ticking, laying out and drawing them, and the seconds spent presenting them
  /// (`SDL_UpdateWindowSurfaceRects`, or the texture upload and render copy), by the clock and
  /// in CPU time of the main thread. Zero without a window.
  public static var hostFrameTimes:
    (frames: Int, drawing: Double, presenting: Double, presentingCPU: Double)
  {
    UIApplication.shared.host?.frameTimes ?? (0, 0, 0, 0)
  }

  /// How the application's window presents its frames (`"surface"` or `"texture"`; empty
  /// without a window).
  public static var hostPresentation: String {
    UIApplication.shared.host?.presentationName ?? ""
  }
}

/// A window-sized frame drawn offscreen the way a window host draws it: layout, then
/// composite only when something changed.
@_spi(MosaicTesting)
@MainActor @preconcurrency
public final class OffscreenFrame {
  private let buffer = FrameBuffer()
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates a frame buffer of `size` points at `scale`.
  public init(size: CGSize, scale: CGFloat = 1) {
    self.scale = scale
    buffer.resize(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// Lays out `view` and, if anything in it changed since the last frame, draws what changed
  /// (`lastDamage`); with `force`, draws it whole. Returns whether a frame was drawn.
  @discardableResult
  public func render(_ view: UIView, force: Bool = false) -> Bool {
    view.layoutIfNeeded()
    guard force || view.layer.needsComposite else { return false }
    buffer.render(view.layer, scale: scale, full: force)
    return true
  }

  /// Draws a frame of the tree of `layer` (a root layer, without views to lay out): what
  /// changed since the last frame (`lastDamage`), or, with `force`, everything. Returns
  /// whether any pixel was drawn.
  @discardableResult
  public func render(layer: CALayer, force: Bool = false) -> Bool {
    !buffer.render(layer, scale: scale, full: force).isEmpty
  }

  /// The device rectangles (pixels) the last frame redrew: the whole frame when drawn whole,
  /// none when nothing changed.
  public var lastDamage: [CGRect] { buffer.lastDamage }

  /// The frame's pixels as packed premultiplied ARGB values, row by row.
  public func pixels() -> [UInt32] {
    guard let pixels = buffer.pixels else { return [] }
    let w = buffer.pixelWidth
    let h = buffer.pixelHeight
    let stride = buffer.bytesPerRow
    var argb = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w { argb[y * w + x] = row[x] }
    }
    return argb
  }

  /// The frame as an image.
  public func image() -> UIImage? {
    guard buffer.pixels != nil else { return nil }
    guard
      let cg = CGImage(
        width: buffer.pixelWidth, height: buffer.pixelHeight, premultipliedARGBPixels: pixels())
    else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
  }
}

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

  /// Gives the host window the input focus (true) or takes it away (false), as switching to
  /// another window does: the application becomes active or resigns active.
  public static func setHostWindowFocused(_ focused: Bool) {
    UIApplication.shared.hostWindowFocusChanged(focused)
  }

  /// Minimizes (true) or restores (false) the host window: the application enters the
  /// background or comes back to the foreground.
  public static func setHostWindowMinimized(_ minimized: Bool) {
    UIApplication.shared.hostWindowMinimizedChanged(minimized)
  }

  /// Closes the host window as far as the application can tell, without ending the
  /// process: the delegate's `applicationWillTerminate(_:)` runs and
  /// `UIApplication.willTerminateNotification` is posted.
  public static func closeHostWindow() {
    UIApplication.shared.prepareForTermination()
  }

  /// Resizes the host window the way a user dragging its edge (or moving it to a display of
  /// another pixel density) does: the main screen becomes `size` points at `scale`, `windows`
  /// are resized to fill it, and trait changes are sent once.
  public static func resizeHostWindow(to size: CGSize, scale: CGFloat, windows: [UIWindow]) {
    DesktopEnvironment.applyHostWindowChange(size: size, scale: scale, windows: windows)
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
    window.deliverTouch(id: id, phase: phase, location: location, timestamp: AnimationClock.now)
  }

  /// Feeds a wheel or touchpad scroll into `window`.
  public static func scroll(
    _ window: UIWindow, dx: CGFloat, dy: CGFloat, at point: CGPoint, precise: Bool
  ) {
    window.deliverScroll(dx: dx, dy: dy, at: point, precise: precise)
  }

  /// Feeds a key press or release into `window`.
  public static func key(
    _ window: UIWindow, isDown: Bool, characters: String, modifiers: UIKeyModifierFlags = [],
    keyCode: UIKeyboardHIDUsage = .keyboardErrorUndefined
  ) {
    window.deliverKey(
      isDown: isDown, characters: characters, modifiers: modifiers, keyCode: keyCode,
      timestamp: AnimationClock.now)
  }

  /// Delivers typed text, as the host's text input does, to the first responder of `window`
  /// when it takes text.
  public static func text(_ window: UIWindow, _ text: String) {
    window.deliverText(text)
  }
}
