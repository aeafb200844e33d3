import CMosaicX11
import Foundation

/// A window's pixels in X shared memory (MIT-SHM) of Mosaic's own, standing in for SDL's
/// window surface on X11.
///
/// The buffer holds the window's rows and as many again: a frame may start at any row of it
/// (`FrameBuffer` keeps where), and presenting reads the frame from there. Scrolling a
/// window-wide view then moves where the frame starts instead of moving its pixels; only
/// when the frame reaches the end of the buffer are its rows moved back to the middle.
@MainActor
final class X11SharedPixels {
  /// Why shared pixels are unavailable.
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  private let image: OpaquePointer
  /// The first byte of the buffer.
  let pixels: UnsafeMutableRawPointer
  /// The window's size in pixels.
  let width: Int
  let height: Int
  /// Bytes from one row to the next.
  let bytesPerRow: Int
  /// Rows beyond the window's height.
  let spareRows: Int

  private init(image: OpaquePointer) {
    self.image = image
    pixels = mosaic_x11_image_pixels(image)
    width = Int(mosaic_x11_image_width(image))
    height = Int(mosaic_x11_image_height(image))
    bytesPerRow = Int(mosaic_x11_image_stride(image))
    spareRows = Int(mosaic_x11_image_spare_rows(image))
  }

  isolated deinit {
    mosaic_x11_image_destroy(image)
  }

  /// Shared pixels for `window` (an `SDL_Window`) of `width`×`height` pixels, with as many
  /// spare rows, or why there are none.
  static func make(window: OpaquePointer, width: Int, height: Int) -> Result<
    X11SharedPixels, Unavailable
  > {
    var reason = [CChar](repeating: 0, count: 160)
    guard
      let image = mosaic_x11_image_create(
        UnsafeMutableRawPointer(window), Int32(width), Int32(height), Int32(height), &reason,
        Int32(reason.count))
    else {
      let text = reason.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return .failure(Unavailable(description: text))
    }
    return .success(X11SharedPixels(image: image))
  }

  /// Shows `rects` (device pixels of the window) of the frame that starts `firstRow` rows
  /// into the buffer. It returns at once: the X server reads the pixels afterwards, so call
  /// `waitUntilRead()` before drawing into the buffer again.
  func present(_ rects: [CGRect], firstRow: Int) {
    var boxes = rects.map { r in
      let x = Int(r.minX.rounded(.down))
      let y = Int(r.minY.rounded(.down))
      return mosaic_x11_rect(
        x: Int32(x), y: Int32(y), width: Int32(Int(r.maxX.rounded(.up)) - x),
        height: Int32(Int(r.maxY.rounded(.up)) - y))
    }
    guard !boxes.isEmpty else { return }
    mosaic_x11_image_present(image, &boxes, Int32(boxes.count), Int32(firstRow))
  }

  /// Whether the X server may still be reading a frame presented earlier.
  var isBeingRead: Bool { mosaic_x11_image_pending(image) > 0 }

  /// Returns once the X server has read every frame presented so far: at once when it has,
  /// which is the rule when frames are a refresh interval apart.
  func waitUntilRead() {
    mosaic_x11_image_wait(image)
  }

  /// What the window shows on the X server, `width`×`height` xRGB pixels row by row.
  func windowPixelsForTesting() -> [UInt32]? {
    var result = [UInt32](repeating: 0, count: width * height)
    let status = result.withUnsafeMutableBufferPointer {
      mosaic_x11_image_read_window(image, $0.baseAddress)
    }
    return status == 0 ? result : nil
  }
}
