import Foundation

/// What Mosaic needs from the desktop it runs on: windows, the events of all of them, a way
/// to wake a waiting event loop, and the clipboard. `SDLPlatform` is the desktop's;
/// `HeadlessPlatform` serves tests. Nothing outside `Platform/` knows which one runs.
@MainActor
protocol HostPlatform: HostEventSource {
  /// Opens and shows a window of `size` points titled `title`.
  func openWindow(title: String, size: CGSize) throws(HostError) -> PlatformWindow
  /// Makes a pending or future `waitForEvents(timeout:)` return early. Safe to call from any
  /// thread.
  var wakeUp: @Sendable () -> Void { get }
  /// The system clipboard's text (nil when it holds none); setting it replaces it.
  var clipboardText: String? { get set }
}

/// One window of the platform: its size and pixel density, how frames reach it, and where
/// the input method should show its candidates.
@MainActor
protocol PlatformWindow: AnyObject {
  /// The id the window's events carry.
  var id: PlatformWindowID { get }
  /// The window's size in points.
  var pointSize: CGSize { get }
  /// Drawable pixels per point.
  var scale: CGFloat { get }
  /// The refresh rate of the display the window is on, or nil when it reports none.
  var refreshRate: Int? { get }
  /// The title bar's text.
  var title: String { get set }
  /// How frames reach the screen (`"surface"`, `"texture"`, `"headless"`).
  var presentationName: String { get }
  /// Seconds spent so far waiting for the window system to take presented frames.
  var secondsWaitingForServer: Double { get }
  /// The window's own pixels, for the next frame to be drawn straight into (see
  /// `LentPixels`), or nil when frames are drawn elsewhere and copied by
  /// `present(pixels:width:height:bytesPerRow:rects:)`. Ask again for every frame.
  func lendPixels() -> LentPixels?
  /// Shows the device rectangles `rects` of a frame drawn into the lent pixels, starting
  /// `firstRow` rows into them.
  func presentLentPixels(rects: [CGRect], firstRow: Int)
  /// Copies the device rectangles `rects` (all when nil) of a frame of
  /// `width`×`height` pixels, `bytesPerRow` apart, to the screen.
  func present(
    pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, rects: [CGRect]?)
  /// Raises the window and gives it the keyboard focus.
  func focus()
  /// Keeps the window's size, as the user resizes it, at least `minimum` and at most
  /// `maximum` points; a zero (or infinite) dimension sets no limit in that dimension.
  func setSizeLimits(minimum: CGSize, maximum: CGSize)
  /// Shows `cursor` while the pointer is over the window.
  func setCursor(_ cursor: PlatformCursor)
  /// Tells the input method where typed text goes (window points).
  func setTextInputRect(_ rect: CGRect)
  /// Closes the window; it delivers no more events. Safe to call more than once.
  func close()
}

/// The shapes of the mouse pointer Mosaic asks for.
enum PlatformCursor: Sendable, Equatable {
  /// The arrow, over anything but text.
  case arrow
  /// The I-beam, over text that can be edited.
  case iBeam
}

/// A window's own pixels lent for drawing one frame: `width`×`height` pixels of 32-bit
/// (A)RGB, `bytesPerRow` apart, with `spareRows` rows more below (a frame may start at any of
/// them).
struct LentPixels {
  /// The first byte.
  var pixels: UnsafeMutableRawPointer
  /// Pixels per row of the frame.
  var width: Int
  /// Rows of the frame.
  var height: Int
  /// Bytes from one row to the next.
  var bytesPerRow: Int
  /// Rows beyond the frame's height.
  var spareRows: Int
}
