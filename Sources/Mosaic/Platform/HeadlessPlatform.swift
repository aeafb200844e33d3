import Foundation

/// A platform without a display, for tests: its windows keep the frames presented to them in
/// memory, and its events are the ones posted to it (`post(_:to:)`). Waiting never sleeps: a
/// wait returns the posted events, or none.
@MainActor
final class HeadlessPlatform: HostPlatform {
  /// The windows opened and not closed, in the order they opened.
  private(set) var openWindows: [HeadlessWindow] = []
  private var queue: [PlatformEvent] = []
  private var nextID: PlatformWindowID = 1
  /// Pixels per point of the windows it opens.
  var scale: CGFloat

  /// Creates a platform whose windows have `scale` pixels per point.
  init(scale: CGFloat = 1) {
    self.scale = scale
  }

  func openWindow(title: String, size: CGSize) throws(HostError) -> PlatformWindow {
    let window = HeadlessWindow(id: nextID, title: title, size: size, scale: scale)
    nextID += 1
    window.onClose = { [unowned self] closed in openWindows.removeAll { $0 === closed } }
    openWindows.append(window)
    return window
  }

  nonisolated var wakeUp: @Sendable () -> Void { {} }

  var clipboardText: String?

  /// Queues `event` as if it happened in `window` (nil: the whole application).
  func post(_ event: HostEvent, to window: PlatformWindowID?) {
    queue.append(PlatformEvent(window: window, event: event))
  }

  func waitForEvents(timeout: TimeInterval) -> [PlatformEvent] {
    defer { queue = [] }
    return queue
  }
}

/// A window of the headless platform: the last frame presented to it, as packed ARGB values.
@MainActor
final class HeadlessWindow: PlatformWindow {
  let id: PlatformWindowID
  var title: String
  let pointSize: CGSize
  let scale: CGFloat
  var refreshRate: Int? { 60 }
  var presentationName: String { "headless" }
  var secondsWaitingForServer: Double { 0 }
  /// The last frame presented, row by row (`pixelWidth` wide).
  private(set) var presentedPixels: [UInt32] = []
  /// The frame's width in pixels.
  private(set) var pixelWidth = 0
  /// How many frames were presented.
  private(set) var framesPresented = 0
  /// Where the input method was last told typed text goes.
  private(set) var textInputRect: CGRect?
  /// Whether `close()` was called.
  private(set) var isClosed = false
  var onClose: ((HeadlessWindow) -> Void)?

  init(id: PlatformWindowID, title: String, size: CGSize, scale: CGFloat) {
    self.id = id
    self.title = title
    pointSize = size
    self.scale = scale
  }

  func lendPixels() -> LentPixels? { nil }

  func presentLentPixels(rects: [CGRect], firstRow: Int) {}

  func present(
    pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, rects: [CGRect]?
  ) {
    if presentedPixels.count != width * height {
      presentedPixels = [UInt32](repeating: 0, count: width * height)
    }
    pixelWidth = width
    presentedPixels.withUnsafeMutableBytes { target in
      for y in 0..<height {
        target.baseAddress!.advanced(by: y * width * 4).copyMemory(
          from: pixels.advanced(by: y * bytesPerRow), byteCount: width * 4)
      }
    }
    framesPresented += 1
  }

  /// How many times the window was asked to take the focus.
  private(set) var focusRequests = 0

  func focus() {
    focusRequests += 1
  }

  /// The size limits last set: minimum and maximum (zero: no limit).
  private(set) var sizeLimits = (minimum: CGSize.zero, maximum: CGSize.zero)

  func setSizeLimits(minimum: CGSize, maximum: CGSize) {
    sizeLimits = (minimum, maximum)
  }

  /// The pointer's shape over the window.
  private(set) var cursor = PlatformCursor.arrow

  func setCursor(_ cursor: PlatformCursor) {
    self.cursor = cursor
  }

  func setTextInputRect(_ rect: CGRect) {
    textInputRect = rect
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    onClose?(self)
  }
}
