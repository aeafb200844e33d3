import CCairo
import Synchronization

/// A bitmap image: an immutable grid of premultiplied 8-bit ARGB pixels.
///
/// Mosaic keeps every image as a cairo ARGB32 image surface so it can be drawn without
/// conversion. The pixels never change after creation, so images can be shared freely
/// between threads.
public final class CGImage: @unchecked Sendable {
  /// The cairo image surface (CAIRO_FORMAT_ARGB32) holding the pixels; never modified
  /// after initialization.
  let surface: OpaquePointer
  /// The width of the image in pixels.
  public let width: Int
  /// The height of the image in pixels.
  public let height: Int
  /// The number of bytes from the start of one row to the start of the next.
  public let bytesPerRow: Int
  /// Whether every pixel is fully opaque: known from how the image was made, or else found by
  /// looking at the pixels once, the first time it is asked.
  var isOpaque: Bool {
    switch opacity.load(ordering: .relaxed) {
    case Self.opaque: return true
    case Self.translucent: return false
    default:
      let found = CGImage.scanOpaque(surface, width: width, height: height, stride: bytesPerRow)
      opacity.store(found ? Self.opaque : Self.translucent, ordering: .relaxed)
      return found
    }
  }
  private let opacity: Atomic<UInt8>
  private static let unknown: UInt8 = 0
  private static let opaque: UInt8 = 1
  private static let translucent: UInt8 = 2
  /// Whether the pixel buffer goes back to `ImageBufferPool` when the image is released (an
  /// image context's buffer, handed over without a copy).
  let returnsBuffer: Bool
  /// The last copies of the image painted in one color (`UIImage.tinted`), with that color's
  /// components, the latest last: cells that show one symbol in one tint share one copy.
  let recentTints = Mutex<[(color: TintColor, image: CGImage)]>([])
  /// A solid color's red, green, blue and alpha components.
  typealias TintColor = (CGFloat, CGFloat, CGFloat, CGFloat)
  /// How many tinted copies an image keeps.
  static let recentTintLimit = 4
  /// The most pixels an image may have for its tinted copies to be kept.
  static let tintedSizeLimit = 256 * 256

  /// The number of bits in each color component: always 8.
  public var bitsPerComponent: Int { 8 }
  /// The number of bits in each pixel: always 32.
  public var bitsPerPixel: Int { 32 }

  /// Takes ownership of a flushed ARGB32 image surface whose pixels must not change
  /// afterwards.
  init(surface: OpaquePointer, isOpaque: Bool? = nil, returnsBuffer: Bool = false) {
    precondition(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    bytesPerRow = Int(cairo_image_surface_get_stride(surface))
    opacity = Atomic(isOpaque.map { $0 ? Self.opaque : Self.translucent } ?? Self.unknown)
    self.returnsBuffer = returnsBuffer
  }

  deinit {
    if returnsBuffer {
      ImageBufferPool.shared.give(surface)
    } else {
      cairo_surface_destroy(surface)
    }
  }

  /// Creates an image from premultiplied ARGB pixels (a Mosaic addition, standing in for
  /// Core Graphics' data providers).
  ///
  /// `premultipliedARGBPixels` lists the pixels row by row from the top-left corner with
  /// no padding; each value is `alpha << 24 | red << 16 | green << 8 | blue`, with the
  /// color components already multiplied by alpha. Returns nil when the sizes are not
  /// positive, the array has the wrong length, or the image is too large.
  public convenience init?(width: Int, height: Int, premultipliedARGBPixels pixels: [UInt32]) {
    guard width > 0, height > 0, ImageLimits.fits(width: width, height: height),
      pixels.count == width * height
    else { return nil }
    guard let surface = CGImage.makeSurface(width: width, height: height) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = cairo_image_surface_get_data(surface)!
    var opaque = true
    pixels.withUnsafeBufferPointer { source in
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(
          to: UInt32.self)
        for x in 0..<width {
          let value = source[y * width + x]
          row[x] = value
          if value >> 24 != 0xFF { opaque = false }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    self.init(surface: surface, isOpaque: opaque)
  }

  /// Returns the pixels row by row from the top-left corner, with no padding, each as
  /// `alpha << 24 | red << 16 | green << 8 | blue` premultiplied by alpha (a Mosaic
  /// addition).
  public func premultipliedARGBPixels() -> [UInt32] {
    guard width > 0, height > 0, let base = cairo_image_surface_get_data(surface) else {
      return []
    }
    var result = [UInt32](repeating: 0, count: width * height)
    result.withUnsafeMutableBufferPointer { destination in
      for y in 0..<height {
        let row = UnsafeRawPointer(base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
        (destination.baseAddress! + y * width).update(from: row, count: width)
      }
    }
    return result
  }

  /// Returns the premultiplied ARGB value of the pixel at column `x`, row `y` (from the
  /// top), or nil outside the image.
  func pixel(x: Int, y: Int) -> UInt32? {
    guard x >= 0, y >= 0, x < width, y < height,
      let base = cairo_image_surface_get_data(surface)
    else { return nil }
    return UnsafeRawPointer(base + y * bytesPerRow).load(
      fromByteOffset: x * 4, as: UInt32.self)
  }

  /// Creates a new, zero-filled (transparent) ARGB32 surface, or nil when cairo fails.
  static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
    guard ImageLimits.fits(width: width, height: height) else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// Creates an image holding a copy of the current pixels of an ARGB32 image surface
  /// (which may keep changing afterwards).
  static func copying(surface source: OpaquePointer) -> CGImage? {
    cairo_surface_flush(source)
    let width = Int(cairo_image_surface_get_width(source))
    let height = Int(cairo_image_surface_get_height(source))
    guard cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
      let copy = makeSurface(width: width, height: height)
    else { return nil }
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let stride = Int(cairo_image_surface_get_stride(copy))
    if width > 0, height > 0, let from = cairo_image_surface_get_data(source),
      let to = cairo_image_surface_get_data(copy)
    {
      if sourceStride == stride {
        to.update(from: from, count: stride * height)
      } else {
        for y in 0..<height {
          (to + y * stride).update(from: from + y * sourceStride, count: width * 4)
        }
      }
    }
    cairo_surface_mark_dirty(copy)
    return CGImage(surface: copy)
  }

  static func scanOpaque(
    _ surface: OpaquePointer, width: Int, height: Int, stride: Int
  ) -> Bool {
    guard width > 0, height > 0, let base = cairo_image_surface_get_data(surface) else {
      return false
    }
    for y in 0..<height {
      let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] >> 24 != 0xFF { return false }
    }
    return true
  }

  /// The cheapest filter that still looks right: bilinear unless the image is shrunk to
  /// less than half its size in device pixels, where cairo's box-filtering "good" filter
  /// avoids aliasing.
  static func filter(for cr: OpaquePointer) -> cairo_filter_t {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot()
    let sy = (m.xy * m.xy + m.yy * m.yy).squareRoot()
    return min(sx, sy) < 0.5 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
  }

  /// Returns a copy scaled to the given pixel size with high-quality filtering, for
  /// caching images that are drawn smaller than their size.
  func resized(toPixelWidth newWidth: Int, height newHeight: Int) -> CGImage? {
    guard newWidth > 0, newHeight > 0, width > 0, height > 0,
      let target = CGImage.makeSurface(width: newWidth, height: newHeight)
    else { return nil }
    let cr = cairo_create(target)!
    cairo_scale(cr, Double(newWidth) / Double(width), Double(newHeight) / Double(height))
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    return CGImage(surface: target, isOpaque: isOpaque ? true : nil)
  }

  /// Draws the image upright (top row at the top of `rect`, the UIKit way) into `cr`,
  /// scaled to fill `rect`, with the given opacity. Used by UIImage drawing and the
  /// compositor.
  func drawUpright(in rect: CGRect, context cr: OpaquePointer, alpha: CGFloat = 1) {
    guard width > 0, height > 0, rect.width > 0, rect.height > 0, alpha > 0,
      rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite
    else { return }
    cairo_save(cr)
    cairo_rectangle(
      cr, Double(rect.minX), Double(rect.minY), Double(rect.width),
      Double(rect.height))
    cairo_clip(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    cairo_scale(cr, Double(rect.width) / Double(width), Double(rect.height) / Double(height))
    cairo_set_source_surface(cr, surface, 0, 0)
    // Keep the edges sharp: sample only inside the image.
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(cairo_get_source(cr), CGImage.filter(for: cr))
    if alpha >= 1 {
      cairo_paint(cr)
    } else {
      cairo_paint_with_alpha(cr, Double(alpha))
    }
    cairo_restore(cr)
  }
}

/// The largest images Mosaic makes and decodes.
///
/// An image or image context (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`,
/// `CGImage`) holds ARGB32 pixels in one Cairo image surface: at most `maxSide` pixels a side
/// and `maxBytes` bytes of pixels (4 a pixel) — a 20,000×20,000 image at scale 1 (1.6 GB) fits,
/// memory allowing. An image file announcing more than `maxDecodedSide` or
/// `maxDecodedPixels` is refused before it is decoded.
enum ImageLimits {
  /// The longest side of an image, in pixels (Cairo's limit for image surfaces).
  static let maxSide = 32767
  /// The most bytes of pixels in one image (what Cairo addresses: 2 GiB − 1).
  static let maxBytes = Int(Int32.max)
  /// The longest side of a decoded image file, in pixels.
  static let maxDecodedSide = 16384
  /// The most pixels of a decoded image file (64 megapixels).
  static let maxDecodedPixels = 64 * 1024 * 1024

  /// Whether an image of `width` × `height` pixels is within `maxSide` and `maxBytes`.
  static func fits(width: Int, height: Int) -> Bool {
    width >= 0 && height >= 0 && width <= maxSide && height <= maxSide
      && width * height <= maxBytes / 4
  }
}
