import Foundation

/// Runs an application in an SDL window: serves window events, the main dispatch queue and
/// timers, animation ticks, layout and drawing, and sleeps when nothing changes.
@MainActor
final class ApplicationHost {
  unowned let application: UIApplication
  let sdl: SDLWindow
  let frameBuffer = FrameBuffer()

  init(application: UIApplication) throws(HostError) {
    self.application = application
    let title = ProcessInfo.processInfo.processName
    sdl = try SDLWindow(title: title, size: UIScreen.main.bounds.size)
    UIScreen.main.scale = sdl.scale
    UIPasteboard.general.store = SDLClipboardStore()
  }

  /// The shortest time between two frames: one refresh at 60 Hz.
  let frameInterval: TimeInterval = 1.0 / 60
  private var lastFrame: TimeInterval = 0

  func runForever() -> Never {
    while true {
      let busy = AnimationEngine.shared.hasWork || needsFrame
      // Busy: sleep until the next frame is due (at most one per refresh, even where the
      // display does not throttle presentation). Idle: wake for events, timers and the queue.
      let untilNextFrame = max(0, lastFrame + frameInterval - AnimationClock.systemTime())
      let events = sdl.waitForEvents(timeout: busy ? untilNextFrame : 0.02)
      for event in events { handle(event) }
      // Serve DispatchQueue.main and Timers.
      _ = RunLoop.main.run(mode: .default, before: Date())
      frame()
    }
  }

  private var needsFrame: Bool {
    application.windows.contains { $0.layer.needsComposite }
  }

  private func handle(_ event: HostEvent) {
    switch event {
    case .quit:
      sdl.close()
      application.terminate()
    case .resized(let size):
      DesktopEnvironment.applyHostWindowChange(
        size: size, scale: sdl.scale, windows: application.windows)
    case .exposed:
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
    }
  }

  /// The window that receives input: the key window.
  private var inputWindow: UIWindow? { application.keyWindow ?? application.windows.last }

  /// Host timestamps come from SDL's clock; input is stamped with the animation clock so
  /// gesture timing and animations share one time line.
  private func touch(id: Int, _ phase: UITouch.Phase, _ p: CGPoint) {
    inputWindow?.deliverTouch(id: id, phase: phase, location: p, timestamp: AnimationClock.now)
  }

  /// Ticks animations, lays out and, when something changed, draws and presents a frame.
  func frame() {
    AnimationEngine.shared.tick()
    guard let window = application.keyWindow ?? application.windows.last else { return }
    window.layoutIfNeeded()
    guard window.layer.needsComposite else { return }
    let scale = sdl.scale
    let size = UIScreen.main.bounds.size
    frameBuffer.resize(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    lastFrame = AnimationClock.systemTime()
    frameBuffer.render(window.layer, scale: scale)
    if let pixels = frameBuffer.pixels {
      sdl.present(
        pixels: pixels, width: frameBuffer.pixelWidth, height: frameBuffer.pixelHeight,
        bytesPerRow: frameBuffer.bytesPerRow)
    }
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
