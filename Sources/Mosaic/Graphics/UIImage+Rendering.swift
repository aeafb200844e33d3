import CCairo

extension UIImage {
  /// How the image is drawn by views: its own colors, as a template, or decided by the
  /// context (`.automatic`, the default).
  public var renderingMode: UIImage.RenderingMode { traits.renderingMode }

  /// Whether the image is one of the system's symbol images (`UIImage(systemName:)`).
  public var isSymbolImage: Bool { traits.symbolName != nil }

  /// Returns the image with another rendering mode (the same image when it already has
  /// it).
  public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    if renderingMode == traits.renderingMode { return self }
    var traits = self.traits
    traits.renderingMode = renderingMode
    return UIImage(bitmap: bitmap, scale: scale, traits: traits)
  }

  /// Returns a version of the image drawn in `color`: every pixel takes the color, keeping
  /// the image's alpha, and the image keeps its rendering mode. A symbol image tinted this
  /// way always shows in that color, even in a view with another tint color.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: traits.renderingMode)
  }

  /// Returns a version of the image drawn in `color` (keeping the image's alpha), with the
  /// given rendering mode.
  public func withTintColor(
    _ color: UIColor, renderingMode: UIImage.RenderingMode
  ) -> UIImage {
    var traits = self.traits
    traits.renderingMode = renderingMode
    traits.tintColor = color
    return UIImage(bitmap: tinted(color), scale: scale, traits: traits)
  }

  /// The insets, in points, of the parts of a resizable image that keep their size when
  /// the image is drawn larger; `.zero` for an image that is not resizable.
  public var capInsets: UIEdgeInsets { traits.capInsets }

  /// How the middle of a resizable image fills a larger size (`.tile` unless made with
  /// `.stretch`).
  public var resizingMode: UIImage.ResizingMode { traits.resizingMode }

  /// Returns a resizable version of the image whose middle is tiled: drawn larger, the
  /// corners (inside the cap insets) keep their size, the edges repeat along their length
  /// and the centre repeats both ways.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// Returns a resizable version of the image: drawn larger, the corners (inside the cap
  /// insets) keep their size and the rest is tiled or stretched per `resizingMode`.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode
  ) -> UIImage {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    var traits = self.traits
    traits.isResizable = true
    traits.capInsets = UIEdgeInsets(
      top: clean(capInsets.top), left: clean(capInsets.left), bottom: clean(capInsets.bottom),
      right: clean(capInsets.right))
    traits.resizingMode = resizingMode
    return UIImage(bitmap: bitmap, scale: scale, traits: traits)
  }

  // MARK: Internal drawing

  /// Whether an image view shows this image in its tint color: a template image, or a
  /// symbol image left `.automatic`.
  var drawsAsTemplate: Bool {
    switch traits.renderingMode {
    case .alwaysTemplate: return true
    case .automatic: return isSymbolImage && traits.tintColor == nil
    case .alwaysOriginal: return false
    }
  }

  /// The bitmap painted in `color`, keeping each pixel's alpha (the color's alpha
  /// multiplies it).
  func tinted(_ color: UIColor) -> CGImage {
    let width = bitmap.width
    let height = bitmap.height
    let solid = color.cgColor
    // A small image's copies in solid colors are kept with its bitmap (a few, the most
    // recently made): icons and symbols, which many views show in the same tint.
    let key: CGImage.TintColor? =
      solid.pattern == nil && width * height <= CGImage.tintedSizeLimit
      ? (solid.red, solid.green, solid.blue, solid.alpha) : nil
    if let key,
      let known = bitmap.recentTints.withLock({ recent in
        recent.last(where: { $0.color == key })?.image
      })
    {
      return known
    }
    guard width > 0, height > 0, let surface = CGImage.makeSurface(width: width, height: height)
    else { return bitmap }
    let cr = cairo_create(surface)!
    cairo_save(cr)
    cairo_scale(cr, Double(scale), Double(scale))
    color.setSource(on: cr)
    cairo_paint(cr)
    cairo_restore(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
    cairo_set_source_surface(cr, bitmap.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let result = CGImage(surface: surface)
    if let key {
      bitmap.recentTints.withLock { recent in
        if recent.count >= CGImage.recentTintLimit { recent.removeFirst() }
        recent.append((key, result))
      }
    }
    return result
  }

  /// Draws the image upright filling `rect` into `cr`: nine-part for a resizable image
  /// drawn at another size, stretched otherwise.
  func drawUpright(in rect: CGRect, context cr: OpaquePointer, alpha: CGFloat) {
    guard traits.isResizable, rect.size != size else {
      bitmap.drawUpright(in: rect, context: cr, alpha: alpha)
      return
    }
    drawNinePart(in: rect, context: cr, alpha: alpha)
  }

  /// Draws the nine parts cut by the cap insets: corners at their size (shrunk together
  /// when `rect` is smaller than the caps), edges and centre tiled or stretched.
  private func drawNinePart(in rect: CGRect, context cr: OpaquePointer, alpha: CGFloat) {
    let pw = bitmap.width
    let ph = bitmap.height
    guard pw > 0, ph > 0, rect.width > 0, rect.height > 0, alpha > 0, rect.minX.isFinite,
      rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return }
    let insets = traits.capInsets
    /// Pixel and point boundaries of the three bands along one axis.
    func bands(
      lead: CGFloat, trail: CGFloat, pixels: Int, origin: CGFloat, length: CGFloat
    ) -> (src: [Int], dst: [CGFloat]) {
      let lp = min(pixels, Int((lead * scale).rounded()))
      let tp = min(pixels - lp, Int((trail * scale).rounded()))
      let caps = CGFloat(lp + tp) / scale
      let shrink = caps > length && caps > 0 ? length / caps : 1
      let l = CGFloat(lp) / scale * shrink
      let t = CGFloat(tp) / scale * shrink
      return (
        [0, lp, pixels - tp, pixels], [origin, origin + l, origin + length - t, origin + length]
      )
    }
    let xs = bands(
      lead: insets.left, trail: insets.right, pixels: pw, origin: rect.minX, length: rect.width)
    let ys = bands(
      lead: insets.top, trail: insets.bottom, pixels: ph, origin: rect.minY, length: rect.height)
    for row in 0..<3 {
      for column in 0..<3 {
        let sx = xs.src[column]
        let sy = ys.src[row]
        let sw = xs.src[column + 1] - sx
        let sh = ys.src[row + 1] - sy
        let dx = xs.dst[column]
        let dy = ys.dst[row]
        let dw = xs.dst[column + 1] - dx
        let dh = ys.dst[row + 1] - dy
        guard sw > 0, sh > 0, dw > 0, dh > 0 else { continue }
        // Middle bands tile at the image's own scale; corners and stretched parts scale.
        let tileX = column == 1 && traits.resizingMode == .tile
        let tileY = row == 1 && traits.resizingMode == .tile
        let scaleX = tileX ? 1 / Double(scale) : Double(dw) / Double(sw)
        let scaleY = tileY ? 1 / Double(scale) : Double(dh) / Double(sh)
        let part = cairo_surface_create_for_rectangle(
          bitmap.surface, Double(sx), Double(sy), Double(sw), Double(sh))!
        cairo_save(cr)
        cairo_rectangle(cr, Double(dx), Double(dy), Double(dw), Double(dh))
        cairo_clip(cr)
        cairo_translate(cr, Double(dx), Double(dy))
        cairo_scale(cr, scaleX, scaleY)
        cairo_set_source_surface(cr, part, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(
          pattern, tileX || tileY ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CGImage.filter(for: cr))
        if alpha >= 1 {
          cairo_paint(cr)
        } else {
          cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
        cairo_surface_destroy(part)
      }
    }
  }

  /// The image drawn at `size` points (nine-part when it is resizable), at the image's
  /// scale; the image itself when it already has that size or `size` is empty.
  func rendered(at size: CGSize) -> UIImage {
    guard size != self.size, size.width > 0, size.height > 0, size.width.isFinite,
      size.height.isFinite
    else { return self }
    let context = CGContext.makeImageContext(size: size, scale: scale, opaque: false)
    drawUpright(in: CGRect(origin: .zero, size: size), context: context.cairo, alpha: 1)
    guard let image = context.makeImage() else { return self }
    var traits = self.traits
    traits.isResizable = false
    traits.capInsets = .zero
    return UIImage(bitmap: image, scale: scale, traits: traits)
  }
}
