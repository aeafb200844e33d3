import CSDL2
import Foundation

/// The desktop through SDL2: windows (`SDLWindow`), the event queue of all of them, converted
/// to `HostEvent`s addressed to their window, the main-thread wake-up, and the clipboard.
@MainActor
final class SDLPlatform: HostPlatform {
  /// Creates the platform; SDL's video starts with the first window.
  init() {}

  func openWindow(title: String, size: CGSize) throws(HostError) -> PlatformWindow {
    try SDLWindow(title: title, size: size)
  }

  nonisolated var wakeUp: @Sendable () -> Void { { SDLPlatform.wakeUp() } }

  /// Makes a pending or future `waitForEvents` return early. Safe to call from any thread.
  nonisolated static func wakeUp() {
    if X11EventWait.wake() { return }
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }

  /// The current time on the clock used by event timestamps, in seconds.
  nonisolated static func currentTimestamp() -> TimeInterval {
    TimeInterval(SDL_GetTicks64()) / 1000
  }

  // MARK: Events

  /// Waits up to `timeout` seconds for an event (0 polls without waiting; a negative or
  /// infinite timeout waits until an event arrives), then drains every pending event and
  /// returns them converted, in order, each with the window it happened in. Returns an empty
  /// array on timeout or when only events Mosaic ignores arrived (including a `wakeUp()`).
  func waitForEvents(timeout: TimeInterval) -> [PlatformEvent] {
    var events: [PlatformEvent] = []
    var event = SDL_Event()
    if timeout == 0 || timeout.isNaN {
      // A poll looks at the window system once.
      SDL_PumpEvents()
    } else if X11EventWait.isAvailable {
      X11EventWait.wait(timeout: timeout)
    } else if timeout < 0 || timeout == .infinity {
      if SDL_WaitEvent(&event) == 1 { Self.append(event, to: &events) }
    } else if timeout > 0 {
      let milliseconds = Int32(min((timeout * 1000).rounded(.up), Double(Int32.max)))
      if SDL_WaitEventTimeout(&event, milliseconds) == 1 { Self.append(event, to: &events) }
    }
    // The events queued are taken without looking at the window system again for each (as
    // `SDL_PollEvent` would: a read of the X connection every time).
    while true {
      let count = SDL_PeepEvents(
        &drainBuffer, Int32(drainBuffer.count), SDL_GETEVENT, SDL_FIRSTEVENT.rawValue,
        SDL_LASTEVENT.rawValue)
      guard count > 0 else { break }
      for taken in drainBuffer.prefix(Int(count)) { Self.append(taken, to: &events) }
      if count < drainBuffer.count { break }
    }
    return events
  }

  /// Where queued events are taken, 32 at a time (kept, so a wake-up allocates nothing).
  private var drainBuffer = [SDL_Event](repeating: SDL_Event(), count: 32)

  /// The size in points and the pixels per point of SDL window `id` (zero and 1 when it is
  /// gone).
  private static func geometry(ofWindow id: UInt32) -> (size: CGSize, scale: CGFloat) {
    guard let window = SDL_GetWindowFromID(id) else { return (.zero, 1) }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
    let size = CGSize(width: CGFloat(width), height: CGFloat(height))
    return (size, width > 0 ? CGFloat(pixelWidth) / CGFloat(width) : 1)
  }

  /// Converts one SDL event, if Mosaic cares about it, and appends it. Events of no window
  /// in particular (a touch screen's, SDL's quit) are addressed to none.
  private static func append(_ event: SDL_Event, to events: inout [PlatformEvent]) {
    let time = TimeInterval(event.common.timestamp) / 1000
    let touchMouse = UInt32(bitPattern: -1)  // SDL_TOUCH_MOUSEID
    let leftButton = UInt8(SDL_BUTTON_LEFT)
    func add(_ window: UInt32, _ hostEvent: HostEvent) {
      events.append(PlatformEvent(window: window == 0 ? nil : window, event: hostEvent))
    }
    switch event.type {
    case SDL_QUIT.rawValue:
      events.append(PlatformEvent(window: nil, event: .quit))
    case SDL_WINDOWEVENT.rawValue:
      let id = event.window.windowID
      switch UInt32(event.window.event) {
      case UInt32(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
        let geometry = geometry(ofWindow: id)
        if let last = events.last, last.window == id, case .resized = last.event {
          events.removeLast()
        }
        add(id, .resized(geometry.size, scale: geometry.scale))
      case UInt32(SDL_WINDOWEVENT_EXPOSED.rawValue):
        add(id, .exposed)
      case UInt32(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue):
        add(id, .focusChanged(true))
      case UInt32(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
        add(id, .focusChanged(false))
      case UInt32(SDL_WINDOWEVENT_MINIMIZED.rawValue):
        add(id, .minimizedChanged(true))
      case UInt32(SDL_WINDOWEVENT_RESTORED.rawValue):
        add(id, .minimizedChanged(false))
      case UInt32(SDL_WINDOWEVENT_CLOSE.rawValue):
        add(id, .closeRequested)
      default:
        break
      }
    case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
      events.append(PlatformEvent(window: nil, event: .exposed))
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let button = event.button
      guard button.which != touchMouse, button.button == leftButton else { return }
      let point = CGPoint(x: CGFloat(button.x), y: CGFloat(button.y))
      add(
        button.windowID,
        event.type == SDL_MOUSEBUTTONDOWN.rawValue
          ? .pointerDown(point, timestamp: time) : .pointerUp(point, timestamp: time))
    case SDL_MOUSEMOTION.rawValue:
      let motion = event.motion
      guard motion.which != touchMouse else { return }
      let point = CGPoint(x: CGFloat(motion.x), y: CGFloat(motion.y))
      let leftMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
      add(
        motion.windowID,
        .pointerMoved(point, buttonDown: motion.state & leftMask != 0, timestamp: time))
    case SDL_MOUSEWHEEL.rawValue:
      let wheel = event.wheel
      guard wheel.which != touchMouse else { return }
      var x = CGFloat(wheel.preciseX)
      var y = CGFloat(wheel.preciseY)
      if x == 0 && y == 0 {
        x = CGFloat(wheel.x)
        y = CGFloat(wheel.y)
      }
      if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
        x = -x
        y = -y
      }
      let precise = x != x.rounded() || y != y.rounded()
      let notch = SDLWindow.pointsPerWheelNotch
      add(
        wheel.windowID,
        .wheel(
          dx: x * notch, dy: -y * notch,
          at: CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY)), precise: precise,
          timestamp: time))
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let finger = event.tfinger
      // A touch screen's fingers come in the window's normalized coordinates.
      var windowID = finger.windowID
      if windowID == 0, let focus = SDL_GetMouseFocus() ?? SDL_GetKeyboardFocus() {
        windowID = SDL_GetWindowID(focus)
      }
      let size = geometry(ofWindow: windowID).size
      let point = CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
      let id = Int(truncatingIfNeeded: finger.fingerId)
      switch event.type {
      case SDL_FINGERDOWN.rawValue: add(windowID, .fingerDown(id: id, point, timestamp: time))
      case SDL_FINGERMOTION.rawValue: add(windowID, .fingerMoved(id: id, point, timestamp: time))
      default: add(windowID, .fingerUp(id: id, point, timestamp: time))
      }
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      let key = event.key
      let code = key.keysym.sym
      add(
        key.windowID,
        .key(
          KeyEvent(
            isDown: event.type == SDL_KEYDOWN.rawValue,
            keyCode: UIKeyboardHIDUsage(sdlKeyCode: code),
            modifiers: UIKeyModifierFlags(sdl: UInt32(key.keysym.mod)),
            characters: SDLKeyboard.characters(forKeyCode: code), isRepeat: key.repeat != 0,
            timestamp: time)))
    case SDL_TEXTINPUT.rawValue:
      var input = event.text
      let text = withUnsafeBytes(of: &input.text) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if !text.isEmpty { add(input.windowID, .text(text, timestamp: time)) }
    case SDL_TEXTEDITING.rawValue:
      var editing = event.edit
      let text = withUnsafeBytes(of: &editing.text) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      add(editing.windowID, .composing(text, cursor: Int(editing.start), timestamp: time))
    case SDL_DROPFILE.rawValue:
      let drop = event.drop
      guard let file = drop.file else { return }
      defer { SDL_free(file) }
      add(drop.windowID, .fileDropped(String(cString: file), timestamp: time))
    default:
      break
    }
  }

  // MARK: Clipboard

  /// The system clipboard's text, or nil when it holds no text or there is no display;
  /// setting it (initialising SDL video if needed) does nothing without a display.
  var clipboardText: String? {
    get { Self.clipboardText() }
    set { Self.setClipboardText(newValue ?? "") }
  }

  /// Puts `text` on the system clipboard (initialising SDL video if needed; does nothing
  /// without a display).
  static func setClipboardText(_ text: String) {
    guard (try? SDLWindow.initializeVideo()) != nil else { return }
    SDL_SetClipboardText(text)
  }

  /// The system clipboard's text, or nil when it holds no text or there is no display.
  static func clipboardText() -> String? {
    guard (try? SDLWindow.initializeVideo()) != nil, SDL_HasClipboardText() == SDL_TRUE,
      let raw = SDL_GetClipboardText()
    else { return nil }
    defer { SDL_free(raw) }
    let text = String(cString: raw)
    return text.isEmpty ? nil : text
  }
}
