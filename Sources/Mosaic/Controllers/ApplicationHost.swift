import Foundation

/// Runs an application in an SDL window: serves window events, the main dispatch queue and
/// timers, animation ticks, layout and drawing, and sleeps when nothing changes.
@MainActor
final class ApplicationHost {
  unowned let application: UIApplication
  let sdl: SDLWindow
  let frameBuffer = FrameBuffer()
  /// The frame-time overlay, when `MOSAIC_PERF_HUD` asks for it.
  private(set) var hud: PerformanceHUD?
  /// When the last frame was presented, on the monotonic clock.
  private var lastFrameEnd: Double?

  init(application: UIApplication) throws(HostError) {
    self.application = application
    let title = ProcessInfo.processInfo.processName
    sdl = try SDLWindow(title: title, size: UIScreen.main.bounds.size)
    UIScreen.main.scale = sdl.scale
    if let rate = sdl.refreshRate { UIScreen.main.refreshRate = rate }
    UIPasteboard.general.store = SDLClipboardStore()
    let work = MainRunLoopWork(wake: { SDLWindow.wakeUp() })
    loop = HostRunLoop(
      events: sdl, work: work, frameInterval: 1 / Double(UIScreen.main.maximumFramesPerSecond))
    if work.waker == nil {
      // Without a signal from the main queue, look at it a few times a second.
      loop.maximumSleep = 0.1
      HostDebug.log(.frames, "no main-queue wake-up available; sleeping at most 0.1 s")
    }
    loop.needsDisplay = { [unowned self] in
      guard let window = presentedWindow else { return false }
      // Changed layers, or views waiting to be laid out (which will change them).
      return window.layer.needsComposite || window.subtreeNeedsLayout || window.needsLayoutFlag
    }
    loop.drawFrame = { [unowned self] in frame() }
    if PerformanceHUD.isEnabled(in: ProcessInfo.processInfo.environment) {
      hud = PerformanceHUD(refreshInterval: 1 / Double(UIScreen.main.maximumFramesPerSecond))
    }
    loop.handleEvent = { [unowned self] event in handle(event) }
    HostDebug.log(
      .frames,
      "refresh \(UIScreen.main.maximumFramesPerSecond) Hz (display reports \(sdl.refreshRate.map(String.init) ?? "none"))"
    )
  }

  /// How frames reach the screen: `"surface"` or `"texture"`.
  var presentationName: String { sdl.presentation.rawValue }

  /// The run loop: sleeps until the next event, timer, main-queue work or frame.
  private(set) var loop: HostRunLoop!
  private var statistics = (time: AnimationClock.systemTime(), wakeUps: 0, frames: 0)

  func runForever() -> Never {
    while true {
      loop.runOnce()
      if HostDebug.isOn(.frames) { reportStatistics() }
    }
  }

  /// Prints wake-ups and frames a second, at the first wake-up a second or more after the last
  /// report (so reporting never wakes the loop itself).
  private func reportStatistics() {
    let now = AnimationClock.systemTime()
    let elapsed = now - statistics.time
    guard elapsed >= 1 else { return }
    let wakeUps = Double(loop.wakeUps - statistics.wakeUps) / elapsed
    let frames = Double(loop.framesDrawn - statistics.frames) / elapsed
    HostDebug.log(
      .frames,
      "\(String(format: "%.1f", wakeUps)) wake-ups/s, \(String(format: "%.1f", frames)) frames/s over \(String(format: "%.2f", elapsed)) s"
    )
    statistics = (now, loop.wakeUps, loop.framesDrawn)
  }

  /// The window drawn into the host window: the key window, else the last one.
  private var presentedWindow: UIWindow? { application.keyWindow ?? application.windows.last }

  private func handle(_ event: HostEvent) {
    switch event {
    case .quit:
      sdl.close()
      application.terminate()
    case .resized(let size):
      frameBuffer.invalidate()
      DesktopEnvironment.applyHostWindowChange(
        size: size, scale: sdl.scale, windows: application.windows)
    case .exposed:
      frameBuffer.invalidate()
      for window in application.windows { window.layer.needsComposite = true }
    case .focusChanged(let focused):
      application.hostWindowFocusChanged(focused)
    case .minimizedChanged(let minimized):
      application.hostWindowMinimizedChanged(minimized)
    case .pointerDown(let p, _):
      touch(id: 0, .began, p)
    case .pointerMoved(let p, let down, _):
      if down { touch(id: 0, .moved, p) }
    case .pointerUp(let p, _):
      touch(id: 0, .ended, p)
    case .fingerDown(let id, let p, _):
      touch(id: 1000 + id, .began, p)
    case .fingerMoved(let id, let p, _):
      touch(id: 1000 + id, .moved, p)
    case .fingerUp(let id, let p, _):
      touch(id: 1000 + id, .ended, p)
    case .wheel(let dx, let dy, let p, let precise, _):
      inputWindow?.deliverScroll(dx: dx, dy: dy, at: p, precise: precise)
    case .key(let key):
      inputWindow?.deliverKey(
        isDown: key.isDown, characters: key.characters,
        modifiers: UIKeyModifierFlags(key.modifiers),
        keyCode: UIKeyboardHIDUsage(sdlKeyCode: key.keyCode),
        timestamp: AnimationClock.now)
    case .text(let text, _):
      inputWindow?.deliverText(text)
    case .composing(let text, let cursor, _):
      inputWindow?.deliverMarkedText(text, cursor: cursor)
    }
  }

  /// The window that receives input: the key window.
  private var inputWindow: UIWindow? { application.keyWindow ?? application.windows.last }

  /// Host timestamps come from SDL's clock; input is stamped with the animation clock so
  /// gesture timing and animations share one time line.
  private func touch(id: Int, _ phase: UITouch.Phase, _ p: CGPoint) {
    inputWindow?.deliverTouch(id: id, phase: phase, location: p, timestamp: AnimationClock.now)
  }

  /// Totals over the frames presented so far: how many, the seconds spent ticking, laying out
  /// and drawing them, and the seconds (of the clock, and of this thread's CPU time) spent
  /// handing them to the window system.
  private(set) var frameTimes = (frames: 0, drawing: 0.0, presenting: 0.0, presentingCPU: 0.0)

  /// The caret rectangle last given to the input method.
  private var lastTextInputRect: CGRect?

  /// The CPU time the calling thread has used, in seconds.
  private static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Ticks animations, lays out and, when something changed, draws and presents a frame.
  func frame() {
    let start = AnimationClock.systemTime()
    AnimationEngine.shared.tick()
    guard let window = presentedWindow else { return }
    window.layoutIfNeeded()
    guard window.layer.needsComposite else { return }
    let scale = sdl.scale
    let waitedBefore = sdl.secondsWaitingForServer
    let target = sdl.surfacePixels()
    // Waiting for the server to read the last frame belongs to presenting, not drawing.
    let waited = sdl.secondsWaitingForServer - waitedBefore
    if let target {
      // Straight into the window's own pixels, presented as they are.
      frameBuffer.wrap(
        pixels: target.pixels, width: target.width, height: target.height,
        bytesPerRow: target.bytesPerRow, spareRows: target.spareRows)
    } else {
      let size = UIScreen.main.bounds.size
      frameBuffer.resize(
        width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
    let hudRect = hud?.deviceRect(
      pixelWidth: frameBuffer.pixelWidth, pixelHeight: frameBuffer.pixelHeight, scale: scale)
    let rects = frameBuffer.render(window.layer, scale: scale, extraDamage: hudRect)
    if let hud, let hudRect, let surface = frameBuffer.surface {
      hud.draw(on: surface, in: hudRect, scale: scale)
    }
    let drawn = AnimationClock.systemTime()
    let cpuBeforePresenting = Self.threadCPUTime()
    if !rects.isEmpty {
      if target != nil {
        sdl.presentSurface(rects: rects, firstRow: frameBuffer.firstRow)
      } else if let pixels = frameBuffer.pixels {
        sdl.present(
          pixels: pixels, width: frameBuffer.pixelWidth, height: frameBuffer.pixelHeight,
          bytesPerRow: frameBuffer.bytesPerRow, rects: rects)
      }
    }
    if let caret = TextInputPlacement.caretRect, caret != lastTextInputRect {
      lastTextInputRect = caret
      sdl.setTextInputRect(caret)
    }
    let end = AnimationClock.systemTime()
    if !rects.isEmpty {
      frameTimes.frames += 1
      frameTimes.drawing += drawn - start - waited
      frameTimes.presenting += end - drawn + waited
      frameTimes.presentingCPU += Self.threadCPUTime() - cpuBeforePresenting
    }
    if let hud {
      hud.record(
        .init(
          draw: drawn - start - waited, present: end - drawn + waited,
          idle: lastFrameEnd.map { start - $0 } ?? 0,
          end: end))
    }
    lastFrameEnd = end
  }
}

extension UIKeyModifierFlags {
  init(_ m: KeyModifiers) {
    var flags: UIKeyModifierFlags = []
    if m.contains(.shift) { flags.insert(.shift) }
    if m.contains(.control) { flags.insert(.control) }
    if m.contains(.alternate) { flags.insert(.alternate) }
    if m.contains(.command) { flags.insert(.command) }
    if m.contains(.alphaShift) { flags.insert(.alphaShift) }
    self = flags
  }
}
