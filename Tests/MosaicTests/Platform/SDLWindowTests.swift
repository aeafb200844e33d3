import CSDL2
import Testing

@testable import Mosaic

/// True when an X11 display is configured. The window tests need a real (or Xvfb)
/// display; without one they are disabled by this condition (run them under
/// `xvfb-run -a swift test`), while `HostErrorTests` below always run.
private let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

@Suite(.enabled(if: hasDisplay, "Needs an X11 display; run under xvfb-run to include it"))
@MainActor
struct SDLWindowTests {
  @Test func opensWindowWithRequestedPointSize() throws {
    let window = try SDLWindow(title: "Mosaic test", size: CGSize(width: 200, height: 100))
    defer { window.close() }
    #expect(window.pointSize == CGSize(width: 200, height: 100))
    #expect(window.scale >= 1)
    #expect(window.pixelSize.width == Int((200 * window.scale).rounded()))
    #expect(window.title == "Mosaic test")
    window.title = "Renamed"
    #expect(window.title == "Renamed")
  }

  @Test func presentsRedBufferUnchanged() throws {
    let window = try SDLWindow(title: "Red", size: CGSize(width: 200, height: 100))
    defer { window.close() }
    let (width, height) = window.pixelSize
    // Opaque red in cairo's premultiplied ARGB32 layout.
    let red = [UInt32](repeating: 0xFFFF_0000, count: width * height)
    let readBack = red.withUnsafeBytes { buffer in
      window.renderedPixelsForTesting(
        pixels: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
    }
    let pixels = try #require(readBack)
    #expect(pixels.count == width * height)
    #expect(pixels.allSatisfy { $0 == 0xFFFF_0000 })
    red.withUnsafeBytes { buffer in
      window.present(
        pixels: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
    }
    _ = SDLPlatform().waitForEvents(timeout: 0.05)
    #expect(window.isOpen)
  }

  @Test func closeIsIdempotent() throws {
    let window = try SDLWindow(title: "Close", size: CGSize(width: 50, height: 40))
    window.close()
    window.close()
    #expect(!window.isOpen)
    #expect(window.pointSize == .zero)
    #expect(window.pixelSize.width == 0 && window.pixelSize.height == 0)
  }

  @Test func wakeUpEndsWaitEarly() throws {
    let window = try SDLWindow(title: "Wake", size: CGSize(width: 50, height: 40))
    defer { window.close() }
    _ = SDLPlatform().waitForEvents(timeout: 0)
    SDLPlatform.wakeUp()
    let start = SDLPlatform.currentTimestamp()
    _ = SDLPlatform().waitForEvents(timeout: 5)
    #expect(SDLPlatform.currentTimestamp() - start < 1)
  }

  /// A wake-up from another thread ends a wait that sleeps on the window system.
  @Test func aWakeUpFromAnotherThreadEndsALongWait() async throws {
    let window = try SDLWindow(title: "Wake", size: CGSize(width: 50, height: 40))
    defer { window.close() }
    _ = SDLPlatform().waitForEvents(timeout: 0)
    #expect(X11EventWait.isAvailable, "a window on X11 makes waits sleep on its connection")
    let thread = Thread {
      Thread.sleep(forTimeInterval: 0.1)
      SDLPlatform.wakeUp()
    }
    let start = SDLPlatform.currentTimestamp()
    thread.start()
    let events = SDLPlatform().waitForEvents(timeout: 5)
    let waited = SDLPlatform.currentTimestamp() - start
    #expect(waited >= 0.05 && waited < 1, "waited \(waited) s")
    #expect(events.isEmpty)
  }

  /// An event already in SDL's queue ends the wait at once and is returned by it.
  @Test func aQueuedEventIsReturnedWithoutWaiting() throws {
    let window = try SDLWindow(title: "Queued", size: CGSize(width: 80, height: 60))
    defer { window.close() }
    _ = SDLPlatform().waitForEvents(timeout: 0)
    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.windowID = window.windowID
    wheel.wheel.y = 1
    wheel.wheel.preciseY = 1
    SDL_PushEvent(&wheel)
    let start = SDLPlatform.currentTimestamp()
    let events = SDLPlatform().waitForEvents(timeout: 5)
    #expect(SDLPlatform.currentTimestamp() - start < 1)
    let wheels = events.filter { if case .wheel = $0.event { true } else { false } }
    #expect(wheels.count == 1)
    #expect(wheels.first?.window == window.windowID)
  }

  /// A change asked of the window system is sent before the wait sleeps, and the event that
  /// answers it ends the wait.
  @Test func theAnswerToARequestEndsTheWait() throws {
    let window = try SDLWindow(title: "Answer", size: CGSize(width: 120, height: 80))
    defer { window.close() }
    for _ in 0..<5 { _ = SDLPlatform().waitForEvents(timeout: 0.02) }
    window.setPointSizeForTesting(CGSize(width: 180, height: 90))
    let start = SDLPlatform.currentTimestamp()
    var resized: [PlatformEvent] = []
    while resized.isEmpty, SDLPlatform.currentTimestamp() - start < 5 {
      resized = SDLPlatform().waitForEvents(timeout: 5).filter {
        if case .resized = $0.event { true } else { false }
      }
    }
    #expect(SDLPlatform.currentTimestamp() - start < 1)
    #expect(resized.last?.window == window.windowID)
    #expect(window.pointSize == CGSize(width: 180, height: 90))
  }

  @Test func convertsPushedEventsToPoints() throws {
    let window = try SDLWindow(title: "Events", size: CGSize(width: 200, height: 100))
    defer { window.close() }
    _ = SDLPlatform().waitForEvents(timeout: 0.05)

    let before = SDLPlatform.currentTimestamp()
    var down = SDL_Event()
    down.type = SDL_MOUSEBUTTONDOWN.rawValue
    down.button.windowID = window.windowID
    down.button.which = 0
    down.button.button = UInt8(SDL_BUTTON_LEFT)
    down.button.x = 30
    down.button.y = 40
    SDL_PushEvent(&down)

    var synthetic = down
    synthetic.button.which = UInt32(bitPattern: -1)  // from a touch: ignored
    SDL_PushEvent(&synthetic)

    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.windowID = window.windowID
    wheel.wheel.y = -2
    wheel.wheel.preciseY = -2
    wheel.wheel.mouseX = 10
    wheel.wheel.mouseY = 20
    SDL_PushEvent(&wheel)

    var finger = SDL_Event()
    finger.type = SDL_FINGERDOWN.rawValue
    finger.tfinger.fingerId = 7
    finger.tfinger.x = 0.5
    finger.tfinger.y = 0.25
    SDL_PushEvent(&finger)

    var key = SDL_Event()
    key.type = SDL_KEYDOWN.rawValue
    key.key.windowID = window.windowID
    key.key.keysym.sym = SDL_Keycode(SDLK_c.rawValue)
    key.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
    SDL_PushEvent(&key)

    var text = SDL_Event()
    text.type = SDL_TEXTINPUT.rawValue
    text.text.windowID = window.windowID
    withUnsafeMutableBytes(of: &text.text.text) { bytes in
      for (i, byte) in "é€".utf8.enumerated() { bytes[i] = byte }
    }
    SDL_PushEvent(&text)

    var editing = SDL_Event()
    editing.type = SDL_TEXTEDITING.rawValue
    editing.edit.windowID = window.windowID
    editing.edit.start = 1
    withUnsafeMutableBytes(of: &editing.edit.text) { bytes in
      for (i, byte) in "にほ".utf8.enumerated() { bytes[i] = byte }
    }
    SDL_PushEvent(&editing)

    var drop = SDL_Event()
    drop.type = SDL_DROPFILE.rawValue
    drop.drop.windowID = window.windowID
    drop.drop.file = SDL_strdup("/tmp/photo 1.png")
    SDL_PushEvent(&drop)

    let after = SDLPlatform.currentTimestamp()
    let addressed = SDLPlatform().waitForEvents(timeout: 0)
    // Events of a window say which window they happened in.
    #expect(addressed.first { $0.event.timestamp != nil }?.window == window.windowID)
    let events = addressed.map(\.event).filter {
      if case .pointerMoved = $0 { return false }
      if case .exposed = $0 { return false }
      if case .resized = $0 { return false }
      return true
    }
    // SDL_PushEvent stamps events with the current tick, so timestamps lie in between.
    for event in events {
      let time = try #require(event.timestamp)
      #expect(time >= before && time <= after)
    }
    #expect(
      events.map(withoutTimestamp) == [
        .pointerDown(CGPoint(x: 30, y: 40), timestamp: 0),
        .wheel(dx: 0, dy: 80, at: CGPoint(x: 10, y: 20), precise: false, timestamp: 0),
        .fingerDown(id: 7, CGPoint(x: 100, y: 25), timestamp: 0),
        .key(
          KeyEvent(
            isDown: true, keyCode: .keyboardC, modifiers: .control,
            characters: "c", timestamp: 0)),
        .text("é€", timestamp: 0),
        .composing("にほ", cursor: 1, timestamp: 0),
        .fileDropped("/tmp/photo 1.png", timestamp: 0),
      ])
  }

  @Test(arguments: [SDLWindow.Presentation.surface, .texture])
  func eitherPresentationShowsTheFrameUnchanged(_ mode: SDLWindow.Presentation) throws {
    let window = try SDLWindow(
      title: "Present \(mode)", size: CGSize(width: 200, height: 100), presentation: mode)
    defer { window.close() }
    #expect(window.presentation == mode)
    #expect((window.surfacePixels() != nil) == (mode == .surface))
    let (width, height) = window.pixelSize
    #expect(width == Int((200 * window.scale).rounded()))
    let green = [UInt32](repeating: 0xFF00_FF00, count: width * height)
    let readBack = green.withUnsafeBytes { buffer in
      window.renderedPixelsForTesting(
        pixels: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
    }
    let pixels = try #require(readBack)
    #expect(pixels.count == width * height)
    #expect(pixels.allSatisfy { $0 & 0x00FF_FFFF == 0x0000_FF00 })
  }

  @Test func cairoDrawsStraightIntoTheWindowSurfaceAtEverySize() throws {
    let window = try SDLWindow(
      title: "Surface", size: CGSize(width: 120, height: 80), presentation: .surface)
    defer { window.close() }
    let layer = CALayer()
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let buffer = FrameBuffer()
    for size in [CGSize(width: 120, height: 80), CGSize(width: 260, height: 140)] {
      window.setPointSizeForTesting(size)
      for _ in 0..<20 where window.pointSize != size {
        _ = SDLPlatform().waitForEvents(timeout: 0.05)
      }
      #expect(window.pointSize == size)
      layer.bounds = CGRect(origin: .zero, size: size)
      let target = try #require(window.surfacePixels())
      #expect(target.width == window.pixelSize.width && target.height == window.pixelSize.height)
      buffer.wrap(
        pixels: target.pixels, width: target.width, height: target.height,
        bytesPerRow: target.bytesPerRow)
      buffer.render(layer, scale: window.scale)
      window.presentSurface()
      // What cairo drew is the window's own memory: no copy was made.
      #expect(buffer.pixels == target.pixels)
      for (x, y) in [(0, 0), (target.width - 1, target.height - 1), (target.width / 2, 3)] {
        let row = target.pixels.advanced(by: y * target.bytesPerRow)
          .assumingMemoryBound(to: UInt32.self)
        #expect(row[x] & 0x00FF_FFFF == 0x0000_00FF, "pixel \(x),\(y) at \(size)")
      }
    }
  }

  /// Presenting returns before the server has read the frame; asking for the pixels again
  /// waits until it has, so the next frame never draws over pixels still being read.
  @Test func presentingReturnsAtOnceAndTheNextFrameWaitsForTheServer() throws {
    let window = try SDLWindow(
      title: "Shared", size: CGSize(width: 160, height: 90), presentation: .surface)
    defer { window.close() }
    for _ in 0..<10 { _ = SDLPlatform().waitForEvents(timeout: 0.02) }
    let target = try #require(window.surfacePixels())
    let shared = try #require(
      window.sharedPixelsForTesting, "Xvfb offers MIT-SHM: the window uses shared pixels")
    #expect(target.spareRows == target.height)
    func fill(_ color: UInt32, firstRow: Int) {
      for y in firstRow..<(firstRow + target.height) {
        let row = target.pixels.advanced(by: y * target.bytesPerRow)
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<target.width { row[x] = color }
      }
    }
    for (color, firstRow) in [(0x00FF_0000 as UInt32, 0), (0x0000_FF00, 17), (0x0000_00FF, 90)] {
      fill(color, firstRow: firstRow)
      let waitedBefore = window.secondsWaitingForServer
      window.presentSurface(firstRow: firstRow)
      #expect(shared.isBeingRead)
      #expect(window.secondsWaitingForServer == waitedBefore)
      // The next frame's pixels: the server has read this one by the time they are given.
      _ = try #require(window.surfacePixels())
      #expect(!shared.isBeingRead)
      // Drawing the next frame now leaves what the window shows alone.
      fill(0x00FF_FFFF, firstRow: firstRow)
      let shown = try #require(shared.windowPixelsForTesting())
      #expect(shown.count == target.width * target.height)
      #expect(
        shown.allSatisfy { $0 & 0x00FF_FFFF == color },
        "frame starting at row \(firstRow) shows \(String(color, radix: 16))")
    }
  }

  @Test func clipboardRoundTrip() {
    SDLPlatform.setClipboardText("Mosaic 剪贴板 \(Int.random(in: 0..<1_000_000))")
    let text = SDLPlatform.clipboardText()
    #expect(text?.hasPrefix("Mosaic 剪贴板 ") == true)
  }
}

/// The event with its timestamp set to 0, to compare events pushed at unknown ticks.
private func withoutTimestamp(_ event: HostEvent) -> HostEvent {
  switch event {
  case .pointerDown(let point, _): return .pointerDown(point, timestamp: 0)
  case .pointerMoved(let point, let down, _):
    return .pointerMoved(point, buttonDown: down, timestamp: 0)
  case .pointerUp(let point, _): return .pointerUp(point, timestamp: 0)
  case .fingerDown(let id, let point, _): return .fingerDown(id: id, point, timestamp: 0)
  case .fingerMoved(let id, let point, _): return .fingerMoved(id: id, point, timestamp: 0)
  case .fingerUp(let id, let point, _): return .fingerUp(id: id, point, timestamp: 0)
  case .wheel(let dx, let dy, let point, let precise, _):
    return .wheel(dx: dx, dy: dy, at: point, precise: precise, timestamp: 0)
  case .key(var key):
    key.timestamp = 0
    return .key(key)
  case .text(let text, _): return .text(text, timestamp: 0)
  case .composing(let text, let cursor, _): return .composing(text, cursor: cursor, timestamp: 0)
  case .fileDropped(let path, _): return .fileDropped(path, timestamp: 0)
  case .quit, .closeRequested, .resized, .exposed, .focusChanged, .minimizedChanged:
    return event
  }
}

struct HostErrorTests {
  @Test func noDisplayMessageExplainsHowToRunWithoutADisplay() {
    let error = HostError.noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    #expect(error.kind == .noDisplay)
    #expect(error.description.contains("no display found"))
    #expect(error.description.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
    #expect(error.description.contains("mosaic-demos --screenshot DIR"))
    #expect(error.description.contains("xvfb-run -a make demo"))
  }

  @Test func displayIsRequiredUnlessADriverIsForced() {
    #expect(SDLWindow.missingDisplayReason(in: [:]) == "neither DISPLAY nor WAYLAND_DISPLAY is set")
    #expect(SDLWindow.missingDisplayReason(in: ["DISPLAY": ""]) != nil)
    #expect(SDLWindow.missingDisplayReason(in: ["DISPLAY": ":99"]) == nil)
    #expect(SDLWindow.missingDisplayReason(in: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
    #expect(SDLWindow.missingDisplayReason(in: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
  }

  @Test func theDisplayTheEnvironmentNamesIsTheOneUsed() {
    #expect(SDLWindow.preferredVideoDriver(in: ["DISPLAY": ":99"]) == "x11")
    #expect(
      SDLWindow.preferredVideoDriver(in: ["DISPLAY": ":99", "WAYLAND_DISPLAY": "wayland-0"])
        == "x11")
    #expect(SDLWindow.preferredVideoDriver(in: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland")
    #expect(
      SDLWindow.preferredVideoDriver(in: ["DISPLAY": ":99", "SDL_VIDEODRIVER": "offscreen"]) == nil)
    #expect(SDLWindow.preferredVideoDriver(in: [:]) == nil)
  }

  @Test func presentationIsForcedByTheEnvironmentAndSoftwareGLIsRecognised() {
    #expect(SDLWindow.forcedPresentation(in: [:]) == nil)
    #expect(SDLWindow.forcedPresentation(in: ["MOSAIC_PRESENT": "surface"]) == .surface)
    #expect(SDLWindow.forcedPresentation(in: ["MOSAIC_PRESENT": "Texture"]) == .texture)
    #expect(SDLWindow.forcedPresentation(in: ["MOSAIC_PRESENT": "gpu"]) == nil)
    #expect(SDLWindow.isSoftwareGL("llvmpipe (LLVM 15.0.6, 256 bits)"))
    #expect(SDLWindow.isSoftwareGL("softpipe"))
    #expect(SDLWindow.isSoftwareGL("Software Rasterizer"))
    #expect(!SDLWindow.isSoftwareGL("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"))
    #expect(!SDLWindow.isSoftwareGL("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
    #expect(HostDebug.parse("render, frames") == [.render, .frames])
    #expect(HostDebug.parse("all") == Set(HostDebug.Topic.allCases))
    #expect(HostDebug.parse(nil).isEmpty)
  }

  @Test func keyCharactersFollowUIKitConventions() {
    #expect(
      SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_UP.rawValue)) == "UIKeyInputUpArrow")
    #expect(
      SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_LEFT.rawValue)) == "UIKeyInputLeftArrow")
    #expect(
      SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_ESCAPE.rawValue)) == "UIKeyInputEscape")
    #expect(SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_RETURN.rawValue)) == "\r")
    #expect(SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_v.rawValue)) == "v")
    #expect(SDLKeyboard.characters(forKeyCode: SDL_Keycode(SDLK_LSHIFT.rawValue)) == "")
    #expect(
      UIKeyModifierFlags(sdl: UInt32(KMOD_RCTRL.rawValue | KMOD_LSHIFT.rawValue)) == [
        .control, .shift,
      ])
  }
}
