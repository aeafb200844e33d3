import Foundation

/// Runs an application on a platform: serves its events, the main dispatch queue and timers,
/// animation ticks, and the frames of its windows, and sleeps when nothing changes.
///
/// Every visible `UIWindow` has a platform window of its own: the first one the application
/// shows takes the window opened at launch (whose size is the main screen's); each one shown
/// later opens another of its own size, and hiding or releasing a window closes its platform
/// window. Events go through `HostEventDispatcher`; frames through `FramePipeline`.
@MainActor
final class ApplicationHost {
  unowned let application: UIApplication
  let platform: HostPlatform
  /// The frame-time overlay, when `MOSAIC_PERF_HUD` asks for it.
  private(set) var hud: PerformanceHUD?
  /// When the last frame was presented, on the monotonic clock.
  private var lastFrameEnd: Double?

  /// A `UIWindow` shown in a platform window, with the frame buffer its frames are drawn in.
  @MainActor
  final class HostedWindow {
    @Unretained var window: UIWindow?
    let platformWindow: PlatformWindow
    let frameBuffer = FrameBuffer()
    /// Whether the window stands for the screen (the first one the application showed, or
    /// the oldest one left after it closed).
    var isMain: Bool
    /// The caret rectangle last given to the input method.
    var lastTextInputRect: CGRect?
    /// The pointer's shape last asked for.
    var cursor = PlatformCursor.arrow
    /// The scene whose title and size restrictions were applied last, and their generation.
    var appliedScene: (id: ObjectIdentifier, generation: Int)?

    init(window: UIWindow?, platformWindow: PlatformWindow, isMain: Bool) {
      self.window = window
      self.platformWindow = platformWindow
      self.isMain = isMain
    }
  }

  /// The platform windows open, the main one first.
  private(set) var hostedWindows: [HostedWindow] = []

  /// Opens the main platform window at the main screen's size on `platform` (the desktop's
  /// by default), makes the screen match it, and the platform's clipboard the general
  /// pasteboard's.
  init(application: UIApplication, platform: HostPlatform? = nil) throws(HostError) {
    self.application = application
    let platform = platform ?? SDLPlatform()
    self.platform = platform
    let main = try platform.openWindow(
      title: ProcessInfo.processInfo.processName, size: UIScreen.main.bounds.size)
    hostedWindows = [HostedWindow(window: nil, platformWindow: main, isMain: true)]
    UIScreen.main.scale = main.scale
    if let rate = main.refreshRate { UIScreen.main.refreshRate = rate }
    UIPasteboard.general.store = PlatformClipboardStore(platform: platform)
    let work = MainRunLoopWork(wake: platform.wakeUp)
    loop = HostRunLoop(
      events: platform, work: work,
      frameInterval: 1 / Double(UIScreen.main.maximumFramesPerSecond))
    if work.waker == nil {
      // Without a signal from the main queue, look at it a few times a second.
      loop.maximumSleep = 0.1
      HostDebug.log(.frames, "no main-queue wake-up available; sleeping at most 0.1 s")
    }
    loop.needsDisplay = { [unowned self] in
      syncWindows()
      return hostedWindows.contains { $0.window.map(FramePipeline.needsFrame) ?? false }
    }
    loop.drawFrame = { [unowned self] in frame() }
    if PerformanceHUD.isEnabled(in: ProcessInfo.processInfo.environment) {
      hud = PerformanceHUD(refreshInterval: 1 / Double(UIScreen.main.maximumFramesPerSecond))
    }
    loop.handleEvent = { [unowned self] event in handle(event) }
    UIWindowScene.hostPropertiesDidChange = { [weak self] in self?.syncWindows() }
    HostDebug.log(
      .frames,
      "refresh \(UIScreen.main.maximumFramesPerSecond) Hz (display reports \(main.refreshRate.map(String.init) ?? "none"))"
    )
  }

  /// How the main window's frames reach the screen: `"surface"`, `"texture"`, `"headless"`.
  var presentationName: String { hostedWindows.first?.platformWindow.presentationName ?? "" }

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

  // MARK: Windows

  /// Gives every visible window a platform window and closes those of windows that were
  /// hidden or released (the main platform window stays open while the application runs).
  func syncWindows() {
    // Windows shown over another are drawn in that window's desktop window.
    let visible = application.windows.filter { !$0.isHidden && $0.baseWindow == nil }
    for hosted in hostedWindows where !hosted.isMain {
      if let window = hosted.window, visible.contains(where: { $0 === window }) { continue }
      hosted.platformWindow.close()
    }
    hostedWindows.removeAll { hosted in
      !hosted.isMain
        && !(hosted.window.map { w in visible.contains { $0 === w } } ?? false)
    }
    if let main = hostedWindows.first, main.window.map({ $0.isHidden }) ?? true {
      main.window = visible.first { window in
        !hostedWindows.dropFirst().contains { $0.window === window }
      }
      if main.window == nil, hostedWindows.count > 1 {
        // The main window closed while others stay open (another scene's): it closes too,
        // and the oldest one left stands for the screen.
        main.platformWindow.close()
        hostedWindows.removeFirst()
        hostedWindows[0].isMain = true
      }
    }
    for window in visible where !hostedWindows.contains(where: { $0.window === window }) {
      guard
        let platformWindow = try? platform.openWindow(
          title: ProcessInfo.processInfo.processName, size: window.bounds.size)
      else { continue }
      hostedWindows.append(
        HostedWindow(window: window, platformWindow: platformWindow, isMain: false))
    }
    for hosted in hostedWindows { applySceneProperties(to: hosted) }
    // The desktop's focus follows the key window.
    let key = application.keyWindow
    if key !== lastKeyWindow {
      lastKeyWindow = key
      hostedWindows.first { $0.window === key && key != nil }?.platformWindow.focus()
    }
  }

  /// Gives a desktop window its scene's title (the process name while it has none) and size
  /// restrictions, when they changed since they were last given.
  private func applySceneProperties(to hosted: HostedWindow) {
    guard let scene = hosted.window?.windowScene else { return }
    let id = ObjectIdentifier(scene)
    if let applied = hosted.appliedScene, applied.id == id,
      applied.generation == scene.hostPropertiesGeneration
    {
      return
    }
    hosted.appliedScene = (id, scene.hostPropertiesGeneration)
    let title = scene.title ?? ProcessInfo.processInfo.processName
    if hosted.platformWindow.title != title { hosted.platformWindow.title = title }
    if let restrictions = scene.sizeRestrictions {
      hosted.platformWindow.setSizeLimits(
        minimum: restrictions.minimumSize, maximum: restrictions.maximumSize)
    }
  }

  /// The key window when the windows were last brought in line.
  @Unretained private var lastKeyWindow: UIWindow?

  /// The hosted window with platform id `id`.
  private func hosted(_ id: PlatformWindowID?) -> HostedWindow? {
    guard let id else { return nil }
    return hostedWindows.first { $0.platformWindow.id == id }
  }

  // MARK: Events

  /// Handles one event of the platform: the host's part (frame buffers to redraw, platform
  /// windows to close, the process to end), and the rest through `HostEventDispatcher`.
  func handle(_ platformEvent: PlatformEvent) {
    syncWindows()
    let hosted = hosted(platformEvent.window)
    let event = platformEvent.event
    switch event {
    case .quit:
      HostEventDispatcher.shared.dispatch(event, to: nil)
      closeAndExit()
      return
    case .exposed:
      for entry in hosted.map({ [$0] }) ?? hostedWindows { entry.frameBuffer.invalidate() }
    case .resized:
      hosted?.frameBuffer.invalidate()
    default:
      break
    }
    if platformEvent.window != nil, hosted?.window == nil {
      // An event of a window no UIWindow shows (one just closed).
      return
    }
    if case .exposed = event, hosted == nil {
      for entry in hostedWindows {
        HostEventDispatcher.shared.dispatch(.exposed, to: entry.window, isMainWindow: entry.isMain)
      }
      return
    }
    HostEventDispatcher.shared.dispatch(
      event, to: hosted?.window, isMainWindow: hosted?.isMain ?? true)
    if case .pointerMoved(let point, _, _) = event, let hosted, let window = hosted.window {
      let (target, local) = window.inputWindow(at: point, with: nil)
      updateCursor(of: hosted, over: target.hitTest(local, with: nil))
    }
    if case .closeRequested = event {
      if application.windows.contains(where: { !$0.isHidden }) {
        syncWindows()
      } else {
        closeAndExit()
      }
    }
  }

  /// Closes every platform window and ends the process (the application was told it
  /// terminates).
  private func closeAndExit() {
    for entry in hostedWindows { entry.platformWindow.close() }
    exitProcess()
  }

  /// The application closed its last window itself (by destroying its last scene): the
  /// process ends as when the user closes it.
  func lastWindowClosed() {
    closeAndExit()
  }

  /// Ends the process; tests replace it to see the application end.
  var exitProcess: () -> Void = { exit(0) }

  /// Shows the I-beam over text that can be edited (a text input client that takes touches
  /// and can become the first responder), the arrow elsewhere.
  private func updateCursor(of hosted: HostedWindow, over view: UIView?) {
    var current = view
    var cursor = PlatformCursor.arrow
    while let v = current {
      if v is TextInputClient, v.isUserInteractionEnabled, v.canBecomeFirstResponder {
        cursor = .iBeam
        break
      }
      current = v.superview
    }
    guard cursor != hosted.cursor else { return }
    hosted.cursor = cursor
    hosted.platformWindow.setCursor(cursor)
  }

  // MARK: Frames

  /// Totals over the frames presented so far: how many, the seconds spent ticking, laying out
  /// and drawing them, and the seconds (of the clock, and of this thread's CPU time) spent
  /// handing them to the window system.
  private(set) var frameTimes = (frames: 0, drawing: 0.0, presenting: 0.0, presentingCPU: 0.0)

  /// Runs the frame pipeline: one tick, then a frame of every visible window.
  func frame() {
    let start = AnimationClock.systemTime()
    FramePipeline.tick()
    let ticked = AnimationClock.systemTime() - start
    syncWindows()
    for (index, hosted) in hostedWindows.enumerated() {
      guard let window = hosted.window else { continue }
      let report = FramePipeline.frame(
        of: window, into: hosted.frameBuffer, scale: hosted.platformWindow.scale,
        presentingTo: hosted.platformWindow, overlay: index == 0 ? hud : nil)
      if let caret = report.caretRect, caret != hosted.lastTextInputRect {
        hosted.lastTextInputRect = caret
        hosted.platformWindow.setTextInputRect(caret)
      }
      guard !report.damage.isEmpty else { continue }
      FrameDriver.framePresented?(window)
      let drawing = report.layoutSeconds + report.drawSeconds + (index == 0 ? ticked : 0)
      frameTimes.frames += 1
      frameTimes.drawing += drawing
      frameTimes.presenting += report.presentSeconds
      frameTimes.presentingCPU += report.presentCPUSeconds
      if let hud, index == 0 {
        let end = AnimationClock.systemTime()
        hud.record(
          .init(
            draw: drawing, present: report.presentSeconds,
            idle: lastFrameEnd.map { start - $0 } ?? 0, end: end))
        lastFrameEnd = end
      }
    }
  }
}
