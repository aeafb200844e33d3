import Foundation

/// Entry points for tools that drive frames themselves (MosaicTesting, the benchmarks).
@_spi(MosaicTesting)
@MainActor @preconcurrency
public enum FrameDriver {
  /// Runs one animation tick at the clock's current time: ends finished animations and runs
  /// due completions.
  public static func tick() {
    FramePipeline.tick()
  }

  /// Starts from a clean slate: no touches in progress, no gesture being recognized, no
  /// running animation, completion or frame callback left over from earlier work.
  public static func reset() {
    let router = TouchRouter.shared
    router.cancelAll()
    // Touches whose events an application kept to itself never finish: forget them.
    router.liveTouches = []
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

  /// Called after a frame of a window was presented to its desktop window (for benchmarks
  /// that time how soon a window shows).
  @_spi(MosaicTesting) public static var framePresented: (@MainActor (UIWindow) -> Void)?

  /// How the application's window presents its frames (`"surface"` or `"texture"`; empty
  /// without a window).
  public static var hostPresentation: String {
    UIApplication.shared.host?.presentationName ?? ""
  }
}
