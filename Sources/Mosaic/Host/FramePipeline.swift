import Foundation

/// How a frame is made, in the desktop window and offscreen alike.
///
/// Every frame runs these steps, in this order:
///
/// 1. **Tick** (`tick()`, once for all windows): animations advance to the frame's time,
///    finished ones complete, and frame callbacks run (display links, gesture timers, scroll
///    deceleration).
/// 2. **Layout** (per window): the views marked for layout lay out, top down
///    (`layoutIfNeeded()`): Auto Layout solves, collection views prepare their layouts and
///    place the visible cells.
/// 3. **Display**: views and layers whose content was invalidated draw it again
///    (`draw(_:)`, `display()`), lazily, as the compositor reaches them in step 4.
/// 4. **Composite**: when the window's layer tree changed, the compositor redraws the
///    changed rectangles into the window's frame buffer (moving scrolled pixels where it
///    can), straight into the window's own pixels when the platform lends them.
/// 5. **Damage**: the rectangles drawn (and the pixels moved) are the frame's damage.
/// 6. **Present**: the platform window shows the damaged rectangles, and learns where the
///    caret is for the input method.
///
/// Each window's frame returns a `FrameReport`.
@MainActor
enum FramePipeline {
  /// Step 1: advances animations and frame callbacks to the clock's current time.
  static func tick() {
    AnimationEngine.shared.tick()
  }

  /// Steps 2 to 6 for one window: lays `window` out and, when its layers changed (or with
  /// `force`), composites it over `background` into `buffer` at `scale` pixels per point and
  /// presents the
  /// damage to `platformWindow` (when given). `overlay` is drawn over the frame after
  /// compositing (the performance overlay) in the device rectangle it returns.
  static func frame(
    of window: UIView, into buffer: FrameBuffer, scale: CGFloat,
    background: RGBA = RGBA(r: 0, g: 0, b: 0, a: 1),
    presentingTo platformWindow: PlatformWindow? = nil, force: Bool = false,
    overlay: PerformanceHUD? = nil
  ) -> FrameReport {
    var report = FrameReport()
    let start = AnimationClock.systemTime()
    // 2. Layout (of the windows shown over it too), with their layers above its own.
    window.layoutIfNeeded()
    (window as? UIWindow)?.stackOverlayLayers()
    report.caretRect = caretRect(in: window)
    let laidOut = AnimationClock.systemTime()
    report.layoutSeconds = laidOut - start
    guard force || window.layer.needsComposite else { return report }
    // 3, 4. Display and composite.
    let waitedBefore = platformWindow?.secondsWaitingForServer ?? 0
    let lent = platformWindow?.lendPixels()
    // Waiting for the window system to read the last frame belongs to presenting.
    let waited = (platformWindow?.secondsWaitingForServer ?? 0) - waitedBefore
    if let lent {
      buffer.wrap(
        pixels: lent.pixels, width: lent.width, height: lent.height,
        bytesPerRow: lent.bytesPerRow, spareRows: lent.spareRows)
    } else if platformWindow != nil {
      // A window's frame is the window's size; an offscreen frame keeps the size it was made.
      let size = window.bounds.size
      buffer.resize(
        width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
    let overlayRect = overlay?.deviceRect(
      pixelWidth: buffer.pixelWidth, pixelHeight: buffer.pixelHeight, scale: scale)
    // 5. Damage.
    let rects = buffer.render(
      window.layer, scale: scale, background: background, full: force, extraDamage: overlayRect)
    if let overlay, let overlayRect, let surface = buffer.surface {
      overlay.draw(on: surface, in: overlayRect, scale: scale)
    }
    report.composited = true
    report.damage = rects
    report.work = buffer.work
    let drawn = AnimationClock.systemTime()
    report.drawSeconds = drawn - laidOut - waited
    // 6. Present.
    if let platformWindow, !rects.isEmpty {
      let cpuBefore = threadCPUTime()
      if lent != nil {
        platformWindow.presentLentPixels(rects: rects, firstRow: buffer.firstRow)
      } else if let pixels = buffer.pixels {
        platformWindow.present(
          pixels: pixels, width: buffer.pixelWidth, height: buffer.pixelHeight,
          bytesPerRow: buffer.bytesPerRow, rects: rects)
      }
      report.presentCPUSeconds = threadCPUTime() - cpuBefore
    }
    report.presentSeconds = AnimationClock.systemTime() - drawn + waited
    report.needsAnotherFrame = needsFrame(window)
    return report
  }

  /// Whether `window` needs a frame: its layers changed, or views in it (or in the windows
  /// shown over it) wait to be laid out, which will change them.
  static func needsFrame(_ window: UIView) -> Bool {
    window.layer.needsComposite || window.needsLayoutIncludingOverlays
  }

  /// The caret of the first responder when it edits text in `window`, in window points.
  static func caretRect(in window: UIView) -> CGRect? {
    guard let client = UIResponder.currentFirstResponder as? TextInputClient,
      let view = client as? UIView, view.window === window
    else { return nil }
    return client.inputMethodCaretRect
  }

  /// The CPU time the calling thread has used, in seconds.
  private static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
