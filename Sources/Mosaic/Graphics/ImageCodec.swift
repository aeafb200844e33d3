import CCairo

/// Why image data could not be decoded.
enum ImageDecodeError: Error, Equatable {
  /// There were no bytes.
  case empty
  /// The data is not PNG, JPEG, GIF or BMP.
  case unsupportedFormat
  /// The header announced an image larger than `ImageLimits` allow; nothing was decoded.
  case tooLarge(width: Int, height: Int)
  /// The decoder reported an error or did not produce a complete image.
  case corrupt(String)
}

/// Decodes PNG, JPEG, GIF (first frame) and BMP data with gdk-pixbuf, and encodes images
/// as PNG (cairo) or JPEG/BMP (gdk-pixbuf).
enum ImageCodec {
  /// The image formats Mosaic decodes, recognized by their first bytes.
  static func sniffFormat(_ bytes: UnsafeRawBufferPointer) -> String? {
    func starts(with prefix: [UInt8]) -> Bool {
      bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
    }
    if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
    if starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
    if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
      return "gif"
    }
    if starts(with: Array("BM".utf8)) { return "bmp" }
    return nil
  }

  /// The image size stated at a fixed place in a PNG, GIF or BMP header, read before the
  /// decoder runs (JPEG sizes are checked when the decoder reports them).
  static func headerSize(_ bytes: UnsafeRawBufferPointer, type: String) -> (Int, Int)? {
    func big32(_ offset: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
    func little(_ offset: Int, _ count: Int) -> Int {
      (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
    switch type {
    case "png" where bytes.count >= 24: return (big32(16), big32(20))
    case "gif" where bytes.count >= 10: return (little(6, 2), little(8, 2))
    case "bmp" where bytes.count >= 26:
      let height = Int32(truncatingIfNeeded: little(22, 4))
      return (little(18, 4), Int(height.magnitude))
    default: return nil
    }
  }

  /// Whether JPEG data ends its last scan with an end-of-image marker. The decoder pads a
  /// truncated JPEG with gray instead of failing, so truncation is checked here: marker
  /// bytes cannot occur inside entropy-coded data, so the last start-of-scan marker must
  /// be followed by an end-of-image marker.
  static func jpegIsComplete(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count >= 4 else { return false }
    var index = bytes.count - 2
    while index >= 0, !(bytes[index] == 0xFF && bytes[index + 1] == 0xDA) { index -= 1 }
    guard index >= 0 else { return false }
    var end = index + 2
    while end + 1 < bytes.count {
      if bytes[end] == 0xFF && bytes[end + 1] == 0xD9 { return true }
      end += 1
    }
    return false
  }

  static func exceedsLimits(width: Int, height: Int) -> Bool {
    width > ImageLimits.maxDecodedSide || height > ImageLimits.maxDecodedSide
      || width * height > ImageLimits.maxDecodedPixels
  }

  /// What the loader's signal handlers record.
  private struct SizeCheck {
    var tooLarge = false
    var width: Int32 = 0
    var height: Int32 = 0
    /// The total height of the areas the decoder reported as decoded.
    var rowsDecoded = 0
  }

  /// Counts decoded rows, to tell a complete image from a truncated one.
  private static let areaUpdated:
    @convention(c) (
      UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, Int32, Int32,
      UnsafeMutableRawPointer?
    ) -> Void = { _, _, _, _, height, userData in
      guard let check = userData?.assumingMemoryBound(to: SizeCheck.self) else { return }
      check.pointee.rowsDecoded += Int(max(height, 0))
    }

  /// Refuses images above the limits before the loader allocates their pixels: the
  /// loader is told to produce a 0×0 image, which every decoder treats as "stop".
  private static let sizePrepared:
    @convention(c) (
      UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?
    ) -> Void = { loader, width, height, userData in
      guard let check = userData?.assumingMemoryBound(to: SizeCheck.self) else { return }
      check.pointee.width = width
      check.pointee.height = height
      if width <= 0 || height <= 0 || exceedsLimits(width: Int(width), height: Int(height)) {
        check.pointee.tooLarge = true
        gdk_pixbuf_loader_set_size(loader, 0, 0)
      }
    }

  /// Decodes encoded image data into an image, refusing oversized images before their
  /// pixels are decoded.
  static func decode(_ data: Data) -> Result<CGImage, ImageDecodeError> {
    guard !data.isEmpty else { return .failure(.empty) }
    return data.withUnsafeBytes { bytes -> Result<CGImage, ImageDecodeError> in
      guard let type = sniffFormat(bytes) else { return .failure(.unsupportedFormat) }
      if let (width, height) = headerSize(bytes, type: type),
        exceedsLimits(width: width, height: height)
      {
        return .failure(.tooLarge(width: width, height: height))
      }
      var error: UnsafeMutablePointer<GError>? = nil
      guard let loader = gdk_pixbuf_loader_new_with_type(type, &error) else {
        let message = errorMessage(error)
        g_clear_error(&error)
        return .failure(.corrupt(message))
      }
      let check = UnsafeMutablePointer<SizeCheck>.allocate(capacity: 1)
      check.initialize(to: SizeCheck())
      defer {
        g_object_unref(UnsafeMutableRawPointer(loader))
        check.deinitialize(count: 1)
        check.deallocate()
      }
      g_signal_connect_data(
        UnsafeMutableRawPointer(loader), "size-prepared",
        unsafeBitCast(sizePrepared, to: GCallback.self), UnsafeMutableRawPointer(check), nil,
        GConnectFlags(rawValue: 0))
      g_signal_connect_data(
        UnsafeMutableRawPointer(loader), "area-updated",
        unsafeBitCast(areaUpdated, to: GCallback.self), UnsafeMutableRawPointer(check), nil,
        GConnectFlags(rawValue: 0))

      let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
      var failure: String? = nil
      if gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), &error) == 0 {
        failure = errorMessage(error)
        g_clear_error(&error)
      }
      // Closing is required even after a failed write; it also reports truncated data.
      if gdk_pixbuf_loader_close(loader, &error) == 0 {
        if failure == nil { failure = errorMessage(error) }
        g_clear_error(&error)
      }
      if check.pointee.tooLarge {
        return .failure(
          .tooLarge(width: Int(check.pointee.width), height: Int(check.pointee.height)))
      }
      if let failure { return .failure(.corrupt(failure)) }
      guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
        return .failure(.corrupt("no image was produced"))
      }
      // Some decoders close truncated data without an error; row-by-row decoders must
      // have reported every row. (GIF reports truncation itself.)
      if type == "jpeg", !jpegIsComplete(bytes) {
        return .failure(.corrupt("the JPEG data is truncated"))
      }
      if type != "gif", check.pointee.rowsDecoded < Int(gdk_pixbuf_get_height(pixbuf)) {
        return .failure(.corrupt("the image data is incomplete"))
      }
      guard let image = makeImage(fromPixbuf: pixbuf) else {
        return .failure(.corrupt("unsupported pixel layout"))
      }
      return .success(image)
    }
  }

  private static func errorMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error, let message = error.pointee.message else { return "unknown error" }
    return String(cString: message)
  }

  /// Converts an 8-bit RGB or RGBA (unpremultiplied, row-padded) pixbuf into a
  /// premultiplied ARGB32 image.
  static func makeImage(fromPixbuf pixbuf: OpaquePointer) -> CGImage? {
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
      gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB,
      (channels == 3 && !hasAlpha) || (channels == 4 && hasAlpha),
      let source = gdk_pixbuf_read_pixels(pixbuf),
      let surface = CGImage.makeSurface(width: width, height: height)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let destination = cairo_image_surface_get_data(surface)!
    var opaque = true
    for y in 0..<height {
      let from = source + y * rowstride
      let to = UnsafeMutableRawPointer(destination + y * stride).assumingMemoryBound(
        to: UInt32.self)
      if hasAlpha {
        for x in 0..<width {
          let p = from + x * 4
          let a = UInt32(p[3])
          if a == 255 {
            to[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
          } else {
            opaque = false
            to[x] =
              a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8
              | premultiply(p[2], a)
          }
        }
      } else {
        for x in 0..<width {
          let p = from + x * 3
          to[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return CGImage(surface: surface, isOpaque: opaque)
  }

  @inline(__always)
  private static func premultiply(_ component: UInt8, _ alpha: UInt32) -> UInt32 {
    let t = UInt32(component) * alpha + 0x80
    return (t + (t >> 8)) >> 8
  }

  @inline(__always)
  private static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
    if alpha == 0 { return 0 }
    return UInt8(min(255, (component * 255 + alpha / 2) / alpha))
  }

  // MARK: Encoding

  private final class DataSink {
    var data = Data()
  }

  /// Encodes the image as PNG (with alpha), or returns nil for an empty image.
  static func pngData(_ image: CGImage) -> Data? {
    guard image.width > 0, image.height > 0 else { return nil }
    let sink = DataSink()
    let write:
      @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) ->
        cairo_status_t = { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
          sink.data.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        image.surface, write, Unmanaged.passUnretained(sink).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
  }

  /// Encodes the image with one of gdk-pixbuf's savers ("jpeg", "bmp", "png", …),
  /// converting it to unpremultiplied RGB (or RGBA when `keepAlpha`).
  static func pixbufData(
    _ image: CGImage, type: String, options: [(String, String)] = [], keepAlpha: Bool = false
  ) -> Data? {
    guard image.width > 0, image.height > 0,
      let pixbuf = makePixbuf(from: image, keepAlpha: keepAlpha)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    var keys: [UnsafeMutablePointer<CChar>?] = options.map { strdup($0.0) } + [nil]
    var values: [UnsafeMutablePointer<CChar>?] = options.map { strdup($0.1) } + [nil]
    defer {
      for pointer in keys + values { free(pointer) }
    }
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var size: gsize = 0
    var error: UnsafeMutablePointer<GError>? = nil
    let ok = keys.withUnsafeMutableBufferPointer { keyPointers in
      values.withUnsafeMutableBufferPointer { valuePointers in
        gdk_pixbuf_save_to_bufferv(
          pixbuf, &buffer, &size, type, keyPointers.baseAddress, valuePointers.baseAddress,
          &error)
      }
    }
    defer { g_free(buffer) }
    if ok == 0 || buffer == nil {
      g_clear_error(&error)
      return nil
    }
    return Data(bytes: buffer!, count: Int(size))
  }

  /// Creates an unpremultiplied 8-bit pixbuf from an image; the caller unrefs it.
  static func makePixbuf(from image: CGImage, keepAlpha: Bool) -> OpaquePointer? {
    guard
      let pixbuf = gdk_pixbuf_new(
        GDK_COLORSPACE_RGB, keepAlpha ? 1 : 0, 8, Int32(image.width), Int32(image.height))
    else { return nil }
    let channels = keepAlpha ? 4 : 3
    let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let destination = gdk_pixbuf_get_pixels(pixbuf)!
    let source = cairo_image_surface_get_data(image.surface)!
    for y in 0..<image.height {
      let from = UnsafeRawPointer(source + y * image.bytesPerRow).assumingMemoryBound(
        to: UInt32.self)
      let to = destination + y * rowstride
      for x in 0..<image.width {
        let value = from[x]
        let a = value >> 24
        let p = to + x * channels
        if a == 255 {
          p[0] = UInt8(truncatingIfNeeded: value >> 16)
          p[1] = UInt8(truncatingIfNeeded: value >> 8)
          p[2] = UInt8(truncatingIfNeeded: value)
        } else {
          p[0] = unpremultiply((value >> 16) & 0xFF, a)
          p[1] = unpremultiply((value >> 8) & 0xFF, a)
          p[2] = unpremultiply(value & 0xFF, a)
        }
        if keepAlpha { p[3] = UInt8(a) }
      }
    }
    return pixbuf
  }
}
