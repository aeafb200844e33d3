import CCairo
import Foundation

/// A premultiplied ARGB32 pixel buffer that a layer tree is composited into, once per frame.
@MainActor
final class FrameBuffer {
  nonisolated(unsafe) private(set) var surface: OpaquePointer?
  private(set) var pixelWidth = 0
  private(set) var pixelHeight = 0
  /// The pixels the surface draws into when they belong to someone else (a window's own
  /// surface), or nil when the buffer owns them.
  private var externalPixels: UnsafeMutableRawPointer?

  deinit {
    if let s = surface { cairo_surface_destroy(s) }
  }

  /// Makes sure the buffer is `width`×`height` pixels.
  func resize(width: Int, height: Int) {
    guard width != pixelWidth || height != pixelHeight || surface == nil || externalPixels != nil
    else { return }
    if let s = surface { cairo_surface_destroy(s) }
    externalPixels = nil
    pixelWidth = max(1, width)
    pixelHeight = max(1, height)
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
  }

  /// Makes the buffer draw into `pixels`, memory it does not own: `width`×`height` pixels of
  /// 32-bit xRGB or ARGB, `bytesPerRow` apart (a window's own surface). The memory must stay
  /// valid until the buffer is pointed elsewhere.
  func wrap(pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
    if pixels == externalPixels, width == pixelWidth, height == pixelHeight,
      bytesPerRow == self.bytesPerRow
    {
      return
    }
    if let s = surface { cairo_surface_destroy(s) }
    externalPixels = pixels
    pixelWidth = width
    pixelHeight = height
    surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(bytesPerRow))
  }

  /// Draws `root` (its bounds origin at the top-left) at `scale` pixels per point over
  /// `background`.
  func render(_ root: CALayer, scale: CGFloat, background: RGBA = RGBA(r: 0, g: 0, b: 0, a: 1)) {
    guard let surface else { return }
    let cr = cairo_create(surface)!
    if !root.coversItsBoundsOpaquely {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(cr, background.r, background.g, background.b, background.a)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, scale, scale)
    Compositor(cr: cr, scale: scale, time: AnimationClock.now).renderRoot(root)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    root.needsComposite = false
  }

  /// The pixels, row by row.
  var pixels: UnsafeMutableRawPointer? {
    surface.flatMap { cairo_image_surface_get_data($0) }.map { UnsafeMutableRawPointer($0) }
  }

  /// Bytes per row of `pixels`.
  var bytesPerRow: Int { surface.map { Int(cairo_image_surface_get_stride($0)) } ?? 0 }
}

extension CALayer {
  /// Whether the layer's own background paints every pixel of its bounds opaquely, so what is
  /// behind it need not be cleared.
  var coversItsBoundsOpaquely: Bool {
    guard !isHidden, opacity >= 1, cornerRadius == 0, animations.isEmpty,
      let fill = backgroundFill, !fill.isPattern
    else { return false }
    return fill.rgba.a >= 1
  }
}
