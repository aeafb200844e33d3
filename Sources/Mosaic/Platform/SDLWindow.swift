import CMosaicX11
import CSDL2

/// A native window shown through SDL2: it presents ARGB32 frames rendered by the
/// compositor; its input arrives through `SDLPlatform` as `HostEvent`s in window points.
///
/// Sizes are in points; the drawable may have more pixels per point on high-DPI
/// displays (`scale`). Frames reach the screen one of two ways (`presentation`): where
/// rendering is in software (Mesa's llvmpipe or softpipe, SDL's software renderer, no GL at
/// all), cairo draws straight into the window's own surface (shared memory on X11), which is
/// then presented as it is; on a real GPU, frames are uploaded into a streaming texture of
/// `SDL_PIXELFORMAT_ARGB8888`. Both have the packed 32-bit layout of cairo's
/// `CAIRO_FORMAT_ARGB32`, so nothing is converted. `MOSAIC_PRESENT=surface|texture` forces one.
@MainActor
final class SDLWindow {
  /// Points scrolled for one notch of a mouse wheel (SDL reports wheel and touchpad
  /// scrolling in notch units; see `HostEvent.wheel`).
  static let pointsPerWheelNotch: CGFloat = 40

  /// Whether `SDL_Init` for video and events has succeeded in this process.
  private static var isVideoInitialized = false

  /// How frames reach the screen.
  enum Presentation: String, Sendable {
    /// Cairo draws into the window's own surface, presented without a copy.
    case surface
    /// Frames are uploaded into a streaming texture that the renderer draws.
    case texture
  }

  private var window: OpaquePointer?
  private var renderer: OpaquePointer?
  /// The window's pixels in X shared memory, when they stand in for SDL's surface.
  private var sharedPixels: X11SharedPixels?
  private var sharedPixelsFailed = false
  private var sharedPixelsLogged = false
  /// The seconds spent so far waiting for the X server to read presented frames before the
  /// next one could be drawn (part of what presenting costs).
  private(set) var secondsWaitingForServer = 0.0
  /// How this window presents frames.
  private(set) var presentation: Presentation = .texture
  private var texture: OpaquePointer?
  private var textureWidth = 0
  private var textureHeight = 0
  /// SDL's id for this window, used to ignore events addressed to other windows.
  private(set) var windowID: UInt32 = 0

  /// Opens a resizable, high-DPI-capable window of `size` points. It presents through its own
  /// surface when the renderer works in software and through a texture of an accelerated
  /// vsynced renderer otherwise, unless `presentation` forces one (by default
  /// `MOSAIC_PRESENT` does, when set).
  ///
  /// Throws `HostError.noDisplay` when no display server is reachable, and
  /// `HostError.rendererUnavailable` when SDL cannot render into the window.
  init(
    title: String, size: CGSize,
    presentation forced: Presentation? = forcedPresentation(in: ProcessInfo.processInfo.environment)
  ) throws(HostError) {
    try Self.initializeVideo()
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let centered: Int32 = 0x2FFF_0000  // SDL_WINDOWPOS_CENTERED
    guard
      let window = SDL_CreateWindow(
        title, centered, centered, Int32(max(1, size.width.rounded())),
        Int32(max(1, size.height.rounded())), flags)
    else {
      throw HostError.noDisplay("SDL could not create a window: \(Self.lastError)")
    }
    self.window = window
    windowID = SDL_GetWindowID(window)
    X11EventWait.adopt(window: window)
    if forced == .surface, useWindowSurface() {
      HostDebug.log(.render, "presenting through the window surface (MOSAIC_PRESENT=surface)")
      return
    }
    try createRenderer()
    let renderer = describeRenderer()
    if forced == .texture {
      HostDebug.log(
        .render, "presenting through a texture of \(renderer.name) (MOSAIC_PRESENT=texture)")
      return
    }
    if forced == nil && renderer.isSoftware {
      // A software renderer would composite the frame a second time: draw into the window's
      // surface instead.
      destroyRenderer()
      if useWindowSurface() {
        HostDebug.log(
          .render, "presenting through the window surface: \(renderer.name) renders in software")
        return
      }
      try createRenderer()
    }
    HostDebug.log(
      .render,
      "presenting through a texture of \(renderer.name)"
        + (forced == .surface ? " (the window has no surface of its own)" : ""))
  }

  /// Creates an accelerated (or, failing that, software) vsynced renderer and its texture.
  private func createRenderer() throws(HostError) {
    let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
    var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
    if renderer == nil {
      renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsync)
    }
    guard let renderer else {
      let error = Self.lastError
      close()
      throw HostError.rendererUnavailable(error)
    }
    self.renderer = renderer
    presentation = .texture
    let pixels = pixelSize
    guard ensureTexture(width: pixels.width, height: pixels.height) else {
      let error = Self.lastError
      close()
      throw HostError.rendererUnavailable(error)
    }
  }

  private func destroyRenderer() {
    if let texture { SDL_DestroyTexture(texture) }
    if let renderer { SDL_DestroyRenderer(renderer) }
    texture = nil
    renderer = nil
    textureWidth = 0
    textureHeight = 0
  }

  /// Switches to presenting through the window's own surface, if it has one in a layout cairo
  /// can draw into (32-bit xRGB or ARGB). Returns whether it did. On X11 the surface is shared
  /// memory of Mosaic's own (`X11SharedPixels`) when the server allows it.
  private func useWindowSurface() -> Bool {
    guard let window, renderer == nil else { return false }
    if sharedPixelsIfAvailable() != nil {
      presentation = .surface
      return true
    }
    guard let surface = SDL_GetWindowSurface(window) else { return false }
    let format = surface.pointee.format.pointee.format
    guard
      format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue
    else {
      HostDebug.log(.render, "the window surface's pixel format \(format) is not 32-bit xRGB")
      return false
    }
    presentation = .surface
    return true
  }

  /// The renderer's name and, for OpenGL, the GL renderer; whether it draws in software.
  private func describeRenderer() -> (name: String, isSoftware: Bool) {
    guard let renderer else { return ("no renderer", true) }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    var name = info.name.map { String(cString: $0) } ?? "?"
    var isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 || name == "software"
    if name.hasPrefix("opengl"), let gl = Self.openGLRendererName() {
      name += " on \(gl)"
      isSoftware = isSoftware || Self.isSoftwareGL(gl)
    }
    return (name, isSoftware)
  }

  /// The current GL context's `GL_RENDERER` string (such as "llvmpipe (LLVM 15.0.6, 256 bits)").
  private static func openGLRendererName() -> String? {
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    guard let symbol = SDL_GL_GetProcAddress("glGetString") else { return nil }
    let getString = unsafeBitCast(symbol, to: GetString.self)
    let glRenderer: UInt32 = 0x1F01
    return getString(glRenderer).map { String(cString: $0) }
  }

  /// Whether a `GL_RENDERER` string names a rasterizer that runs on the CPU.
  nonisolated static func isSoftwareGL(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "lavapipe"].contains {
      lower.contains($0)
    }
  }

  /// The presentation `MOSAIC_PRESENT` forces (`surface` or `texture`), or nil to choose by
  /// the renderer.
  nonisolated static func forcedPresentation(in environment: [String: String]) -> Presentation? {
    guard let value = environment["MOSAIC_PRESENT"], !value.isEmpty else { return nil }
    return Presentation(rawValue: value.lowercased())
  }

  isolated deinit {
    close()
  }

  /// Initialises SDL's video and event subsystems once per process, after checking
  /// that a display is configured at all.
  static func initializeVideo() throws(HostError) {
    if isVideoInitialized { return }
    if let reason = missingDisplayReason(in: ProcessInfo.processInfo.environment) {
      throw HostError.noDisplay(reason)
    }
    // A click on an inactive window is delivered as a click (as on iOS every touch
    // counts), and desktop compositing stays on: this is an app, not a game.
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // The window's own surface is the native one (shared memory on X11), never a texture of a
    // renderer in disguise: presenting through a texture is chosen explicitly.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    // Use the display the environment names: without this SDL falls through to a windowless
    // driver when the X server briefly refuses a connection, and the app runs unseen.
    if let driver = preferredVideoDriver(in: ProcessInfo.processInfo.environment) {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
    }
    // A display server that has just let go of another client can refuse the next one for a
    // moment: try a few times before giving up.
    var attempt = 1
    while SDL_Init(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)) != 0 {
      if attempt == 10 {
        throw HostError.noDisplay("SDL could not initialise video: \(lastError)")
      }
      attempt += 1
      SDL_Delay(200)
    }
    isVideoInitialized = true
  }

  /// Why no display can be used with these environment variables, or nil when
  /// `DISPLAY` or `WAYLAND_DISPLAY` is set (or `SDL_VIDEODRIVER` forces a driver).
  nonisolated static func missingDisplayReason(in environment: [String: String]) -> String? {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if isSet("SDL_VIDEODRIVER") || isSet("DISPLAY") || isSet("WAYLAND_DISPLAY") { return nil }
    return "neither DISPLAY nor WAYLAND_DISPLAY is set"
  }

  /// The SDL video driver for the display the environment names: `x11` when `DISPLAY` is
  /// set, else `wayland` when `WAYLAND_DISPLAY` is; nil when `SDL_VIDEODRIVER` chooses.
  nonisolated static func preferredVideoDriver(in environment: [String: String]) -> String? {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    if isSet("SDL_VIDEODRIVER") { return nil }
    if isSet("DISPLAY") { return "x11" }
    if isSet("WAYLAND_DISPLAY") { return "wayland" }
    return nil
  }

  /// SDL's most recent error text.
  static var lastError: String {
    String(cString: SDL_GetError())
  }

  // MARK: Geometry

  /// The window's size in points (zero after `close()`).
  var pointSize: CGSize {
    guard let window else { return .zero }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return CGSize(width: CGFloat(width), height: CGFloat(height))
  }

  /// The drawable's size in pixels: the size of the buffer `present` expects.
  var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    if let renderer {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    } else if let window {
      SDL_GetWindowSizeInPixels(window, &width, &height)
    }
    return (Int(width), Int(height))
  }

  /// Drawable pixels per point (1 on ordinary displays, 2 on a doubled high-DPI one).
  var scale: CGFloat {
    let points = pointSize
    guard points.width > 0 else { return 1 }
    return CGFloat(pixelSize.width) / points.width
  }

  /// Test support: resizes the window to `size` points, as dragging its edge does.
  func setPointSizeForTesting(_ size: CGSize) {
    guard let window else { return }
    SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
  }

  /// The refresh rate of the display the window is on, in frames per second, or nil when the
  /// display does not report one.
  var refreshRate: Int? {
    guard let window else { return nil }
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else {
      let display = SDL_GetWindowDisplayIndex(window)
      guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0
      else { return nil }
      return Int(mode.refresh_rate)
    }
    return Int(mode.refresh_rate)
  }

  /// The window's title bar text.
  var title: String {
    get {
      guard let window else { return "" }
      return String(cString: SDL_GetWindowTitle(window))
    }
    set {
      guard let window else { return }
      SDL_SetWindowTitle(window, newValue)
    }
  }

  // MARK: Presenting

  /// The window's own pixels, for cairo to draw the next frame into when presenting through
  /// the surface (nil otherwise, or when the window has no surface right now). The buffer is
  /// re-created when the window is resized, so ask again for every frame. It may hold
  /// `spareRows` rows more than the window: the frame then starts at a row given to
  /// `presentSurface(rects:firstRow:)`. When the X server may still be reading the frame
  /// presented last, this waits until it has (the time goes to `secondsWaitingForServer`).
  func surfacePixels() -> (
    pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, spareRows: Int
  )? {
    guard presentation == .surface, let window else { return nil }
    if let shared = sharedPixelsIfAvailable() {
      if shared.isBeingRead {
        let start = AnimationClock.systemTime()
        shared.waitUntilRead()
        secondsWaitingForServer += AnimationClock.systemTime() - start
      }
      return (shared.pixels, shared.width, shared.height, shared.bytesPerRow, shared.spareRows)
    }
    guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else {
      return nil
    }
    return (
      pixels, Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch), 0
    )
  }

  /// Whether X shared memory of Mosaic's own may stand in for SDL's window surface
  /// (`MOSAIC_X11_SHM=off` or `0` keeps SDL's).
  nonisolated static let usesOwnSharedPixels: Bool = {
    let value = ProcessInfo.processInfo.environment["MOSAIC_X11_SHM"]?.lowercased()
    return value != "off" && value != "0" && value != "false"
  }()

  /// The window's pixels in X shared memory, of the window's current pixel size (re-created
  /// when it changes), or nil when they are unavailable (not X11, no MIT-SHM, a remote
  /// display, an unusual visual), in which case SDL's own surface is used.
  private func sharedPixelsIfAvailable() -> X11SharedPixels? {
    guard Self.usesOwnSharedPixels, !sharedPixelsFailed, let window else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSizeInPixels(window, &width, &height)
    if let shared = sharedPixels, shared.width == Int(width), shared.height == Int(height) {
      return shared
    }
    sharedPixels = nil
    switch X11SharedPixels.make(window: window, width: Int(width), height: Int(height)) {
    case .success(let shared):
      if !sharedPixelsLogged {
        sharedPixelsLogged = true
        HostDebug.log(
          .render,
          "the window surface is X shared memory with \(shared.spareRows) spare rows "
            + "(scrolling moves where the frame starts)")
      }
      sharedPixels = shared
      return shared
    case .failure(let reason):
      sharedPixelsFailed = true
      HostDebug.log(.render, "SDL's window surface is used: \(reason.description)")
      return nil
    }
  }

  /// Shows what was drawn into `surfacePixels()`: the whole surface, or only `rects`
  /// (device pixels) when given, of the frame starting `firstRow` rows into the buffer.
  func presentSurface(rects: [CGRect]? = nil, firstRow: Int = 0) {
    guard presentation == .surface, let window else { return }
    if let shared = sharedPixels {
      shared.present(
        rects ?? [CGRect(x: 0, y: 0, width: shared.width, height: shared.height)],
        firstRow: firstRow)
      return
    }
    guard let rects else {
      SDL_UpdateWindowSurface(window)
      return
    }
    var sdlRects = rects.map(Self.sdlRect)
    guard !sdlRects.isEmpty else { return }
    SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
  }

  private static func sdlRect(_ r: CGRect) -> SDL_Rect {
    SDL_Rect(
      x: Int32(r.minX.rounded(.down)), y: Int32(r.minY.rounded(.down)),
      w: Int32(r.width.rounded(.up)), h: Int32(r.height.rounded(.up)))
  }

  /// Shows a frame: `pixels` is a premultiplied ARGB32 buffer (cairo's
  /// `CAIRO_FORMAT_ARGB32` layout) of `width`×`height` pixels, `bytesPerRow` apart.
  /// The frame is stretched to the drawable if its size differs (it normally equals
  /// `pixelSize`); it replaces the window contents without blending.
  /// When presenting through the window surface, the frame is copied into it.
  ///
  /// With `rects` (device pixels of the frame), only those parts changed since the last frame
  /// presented: only they are uploaded into the texture, which is then drawn whole.
  func present(
    pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, rects: [CGRect]? = nil
  ) {
    if presentation == .surface, let target = surfacePixels() {
      let rowBytes = min(width, target.width) * 4
      for y in 0..<min(height, target.height) {
        target.pixels.advanced(by: y * target.bytesPerRow).copyMemory(
          from: pixels.advanced(by: y * bytesPerRow), byteCount: rowBytes)
      }
      presentSurface()
      return
    }
    guard let renderer,
      upload(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, rects: rects)
    else { return }
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }

  /// Copies a frame (or only `rects` of it) into the streaming texture, re-creating it, and
  /// then copying the whole frame, when the size changed.
  private func upload(
    pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, rects: [CGRect]? = nil
  ) -> Bool {
    guard width > 0, height > 0 else { return false }
    let fresh = texture == nil || textureWidth != width || textureHeight != height
    guard ensureTexture(width: width, height: height) else { return false }
    guard let rects, !fresh else {
      return SDL_UpdateTexture(texture, nil, pixels, Int32(bytesPerRow)) == 0
    }
    for r in rects {
      var rect = Self.sdlRect(r)
      guard rect.x >= 0, rect.y >= 0, rect.w > 0, rect.h > 0, Int(rect.x + rect.w) <= width,
        Int(rect.y + rect.h) <= height
      else { continue }
      let start = pixels.advanced(by: Int(rect.y) * bytesPerRow + Int(rect.x) * 4)
      if SDL_UpdateTexture(texture, &rect, start, Int32(bytesPerRow)) != 0 { return false }
    }
    return true
  }

  /// Makes sure a streaming ARGB8888 texture of the given size exists.
  private func ensureTexture(width: Int, height: Int) -> Bool {
    guard let renderer else { return false }
    if texture != nil && textureWidth == width && textureHeight == height { return true }
    if let texture { SDL_DestroyTexture(texture) }
    texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
      Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(max(1, width)), Int32(max(1, height)))
    guard let texture else {
      textureWidth = 0
      textureHeight = 0
      return false
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    textureWidth = width
    textureHeight = height
    return true
  }

  /// Test support: uploads a frame, draws it into the back buffer (or the window surface)
  /// without presenting, and reads it back as packed ARGB values (row-major, `pixelSize`).
  /// The window's pixels in X shared memory of Mosaic's own, when they are in use.
  var sharedPixelsForTesting: X11SharedPixels? { sharedPixels }

  func renderedPixelsForTesting(
    pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
  ) -> [UInt32]? {
    if presentation == .surface {
      guard let target = surfacePixels() else { return nil }
      var result = [UInt32](repeating: 0, count: target.width * target.height)
      for y in 0..<min(height, target.height) {
        target.pixels.advanced(by: y * target.bytesPerRow).copyMemory(
          from: pixels.advanced(by: y * bytesPerRow), byteCount: min(width, target.width) * 4)
        let row = target.pixels.advanced(by: y * target.bytesPerRow)
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<target.width { result[y * target.width + x] = row[x] }
      }
      return result
    }
    guard let renderer,
      upload(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
    else { return nil }
    SDL_RenderCopy(renderer, texture, nil, nil)
    let size = pixelSize
    var result = [UInt32](repeating: 0, count: size.width * size.height)
    let status = result.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
        Int32(size.width * 4))
    }
    return status == 0 ? result : nil
  }

  /// Tells the input method where typed text goes (window points), so that its candidate
  /// window opens next to it.
  func setTextInputRect(_ rect: CGRect) {
    var area = SDL_Rect(
      x: Int32(rect.minX.rounded(.down)), y: Int32(rect.minY.rounded(.down)),
      w: Int32(max(1, rect.width.rounded(.up))), h: Int32(max(1, rect.height.rounded(.up))))
    SDL_SetTextInputRect(&area)
  }

  // MARK: Closing

  /// Destroys the texture, renderer and window. Safe to call more than once; the
  /// window is closed automatically when released.
  func close() {
    sharedPixels = nil
    destroyRenderer()
    if let window { SDL_DestroyWindow(window) }
    window = nil
  }

  /// Whether the window is open (false after `close()`).
  var isOpen: Bool { window != nil }
}

extension SDLWindow: PlatformWindow {
  var id: PlatformWindowID { windowID }

  func focus() {
    guard let window else { return }
    SDL_RaiseWindow(window)
  }

  func setSizeLimits(minimum: CGSize, maximum: CGSize) {
    guard let window else { return }
    // SDL takes whole points; a missing limit is 0 for the minimum and the largest size X11
    // accepts for the maximum.
    func points(_ value: CGFloat, none: Int32) -> Int32 {
      guard value.isFinite, value > 0 else { return none }
      return Int32(min(value.rounded(), 32767))
    }
    let minWidth = points(minimum.width, none: 0)
    let minHeight = points(minimum.height, none: 0)
    SDL_SetWindowMinimumSize(window, minWidth, minHeight)
    SDL_SetWindowMaximumSize(
      window, max(minWidth, points(maximum.width, none: 32767)),
      max(minHeight, points(maximum.height, none: 32767)))
  }

  /// SDL's cursors, made once each.
  private static var cursors: [SDL_SystemCursor.RawValue: OpaquePointer] = [:]

  func setCursor(_ cursor: PlatformCursor) {
    let id = cursor == .iBeam ? SDL_SYSTEM_CURSOR_IBEAM : SDL_SYSTEM_CURSOR_ARROW
    if Self.cursors[id.rawValue] == nil, let made = SDL_CreateSystemCursor(id) {
      Self.cursors[id.rawValue] = made
    }
    guard let sdlCursor = Self.cursors[id.rawValue] else { return }
    SDL_SetCursor(sdlCursor)
  }

  var presentationName: String { presentation.rawValue }

  func lendPixels() -> LentPixels? {
    guard let target = surfacePixels() else { return nil }
    return LentPixels(
      pixels: target.pixels, width: target.width, height: target.height,
      bytesPerRow: target.bytesPerRow, spareRows: target.spareRows)
  }

  func presentLentPixels(rects: [CGRect], firstRow: Int) {
    presentSurface(rects: rects, firstRow: firstRow)
  }
}
