import CCairo
import Foundation

/// A premultiplied ARGB32 pixel buffer that a layer tree is composited into, once per frame.
///
/// The buffer keeps its pixels between frames: a frame redraws only the device rectangles
/// where layers changed (see `DamageCollector`), unless a full redraw is asked for or the
/// pixels cannot be trusted (new size or memory, another tree or scale, `invalidate()`).
/// `MOSAIC_DAMAGE=off` turns damage tracking off, so every frame is drawn whole;
/// `MOSAIC_DEBUG=damage` prints the rectangles of each frame.
@MainActor
final class FrameBuffer {
  /// Whether frames redraw only what changed (`MOSAIC_DAMAGE=off` or `0` turns it off).
  static var tracksDamage: Bool = {
    let value = ProcessInfo.processInfo.environment["MOSAIC_DAMAGE"]?.lowercased()
    return value != "off" && value != "0" && value != "false"
  }()

  /// Whether the pixels hold the last frame drawn, so the next may redraw only what changed.
  private var contentsValid = false
  /// What the last frame was drawn from.
  @Unretained private var lastRoot: CALayer?
  private var lastScale: CGFloat = 0
  private var lastBackground: RGBA?
  /// Raster candidates the last frame drew directly (see `Compositor.unstableRasters`).
  private var unstableRasters: [CALayer] = []
  /// Layers drawn under a rotation or skew (see `Compositor.noteClipSensitivity`).
  private var clipSensitiveLayers: [CALayer] = []
  /// The device rectangles the last `render` drew (empty when it drew nothing).
  private(set) var lastDamage: [CGRect] = []
  /// The work the last `render` took.
  var work = CompositeWork()
  /// The layers the last frame visited for each damage rectangle (see `mergeWhereCheaper`).
  private(set) var layersVisitedPerPass = 0.0
  /// What visiting a layer costs, in pixels drawn for the same time.
  static let pixelsPerLayerVisit = 1000.0
  /// Pixels worth a pass over the tree however small it was last frame.
  static let minimumPixelsPerPass = 4096.0

  /// Makes the next frame redraw everything (its pixels were lost or overwritten).
  func invalidate() {
    contentsValid = false
  }

  nonisolated(unsafe) private(set) var surface: OpaquePointer?
  private(set) var pixelWidth = 0
  private(set) var pixelHeight = 0
  /// The pixels the surface draws into when they belong to someone else (a window's own
  /// surface), or nil when the buffer owns them.
  private var externalPixels: UnsafeMutableRawPointer?
  /// Rows of the external pixels beyond the frame's height.
  private(set) var spareRows = 0
  /// The row of the external pixels the frame starts at (0 to `spareRows`).
  private(set) var firstRow = 0
  /// Bytes from one row of the external pixels to the next.
  private var externalBytesPerRow = 0

  deinit {
    if let s = surface { cairo_surface_destroy(s) }
  }

  /// Makes sure the buffer is `width`×`height` pixels.
  func resize(width: Int, height: Int) {
    guard width != pixelWidth || height != pixelHeight || surface == nil || externalPixels != nil
    else { return }
    if let s = surface { cairo_surface_destroy(s) }
    externalPixels = nil
    spareRows = 0
    firstRow = 0
    contentsValid = false
    pixelWidth = max(1, width)
    pixelHeight = max(1, height)
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
  }

  /// Makes the buffer draw into `pixels`, memory it does not own: `width`×`height` pixels of
  /// 32-bit xRGB or ARGB, `bytesPerRow` apart (a window's own surface). The memory must stay
  /// valid until the buffer is pointed elsewhere. With `spareRows`, the memory holds that many
  /// rows more, and the frame starts at `firstRow` (in the middle at first): a vertical scroll
  /// of a view as wide as the frame moves where the frame starts rather than its pixels.
  func wrap(
    pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
    spareRows: Int = 0
  ) {
    if pixels == externalPixels, width == pixelWidth, height == pixelHeight,
      bytesPerRow == externalBytesPerRow, spareRows == self.spareRows
    {
      return
    }
    externalPixels = pixels
    externalBytesPerRow = bytesPerRow
    contentsValid = false
    pixelWidth = width
    pixelHeight = height
    self.spareRows = max(0, spareRows)
    startFrame(atRow: self.spareRows / 2)
  }

  /// Points the surface at the frame starting `row` rows into the external pixels.
  func startFrame(atRow row: Int) {
    guard let externalPixels else { return }
    if let s = surface { cairo_surface_destroy(s) }
    firstRow = row
    surface = cairo_image_surface_create_for_data(
      (externalPixels + row * externalBytesPerRow).assumingMemoryBound(to: UInt8.self),
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(externalBytesPerRow))
  }

  /// Draws `root` (its bounds origin at the top-left) at `scale` pixels per point over
  /// `background`: only where something changed since the last frame, or everything with
  /// `full`, and also in `extraDamage` (device pixels; an overlay drawn over the frame
  /// afterwards). Returns the device rectangles drawn (empty when nothing changed), which
  /// `lastDamage` keeps too.
  @discardableResult
  func render(
    _ root: CALayer, scale: CGFloat, background: RGBA = RGBA(r: 0, g: 0, b: 0, a: 1),
    full: Bool = false, extraDamage: CGRect? = nil
  ) -> [CGRect] {
    guard self.surface != nil else { return [] }
    work = CompositeWork()
    let time = AnimationClock.now
    let bounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    // Damage is relative to the pixels of the tree's root; a layer drawn as the root of a
    // frame while it has a superlayer is always drawn whole.
    let whole =
      full || !Self.tracksDamage || !contentsValid || lastRoot !== root || lastScale != scale
      || lastBackground != background || root.superlayer != nil
    let move =
      whole || !Self.movesScrolledPixels
      ? nil
      : moveScrolledPixels(of: root, scale: scale, time: time, extraDamage: extraDamage)
    var collector = DamageCollector(scale: scale, time: time, bounds: bounds)
    collector.collect(root: root, full: whole)
    for rect in move?.exposed ?? [] { collector.region.add(rect) }
    if !whole { collector.checkRasterCandidates(unstableRasters, root: root) }
    if let extraDamage { collector.region.add(extraDamage) }
    let sensitive =
      whole ? [] : collector.widenForClipSensitiveLayers(clipSensitiveLayers, root: root)
    var region = collector.region
    // A pass over the tree for each rectangle: merge those for which another pass would cost
    // more than the extra pixels (a pass costs about as much as drawing
    // `pixelsPerLayerVisit` pixels for each layer it visited last frame).
    if region.rects.count > 1 {
      region.mergeWhereCheaper(
        pixelsPerPass: max(
          Self.minimumPixelsPerPass, layersVisitedPerPass * Self.pixelsPerLayerVisit))
    }
    let top = root.treeTop
    // Moving the pixels may have moved where the frame starts.
    guard let surface else { return [] }
    let record = CompositeRecord()
    cairo_surface_flush(surface)
    for rect in region.rects {
      // Each rectangle is drawn into an image surface over just its pixels (sharing the
      // buffer's memory, placed by a device offset) rather than through a clip: a clip changes
      // how Cairo composites antialiased edges, and the pixels would differ from a full frame.
      guard let target = region.coversBounds ? surface : subsurface(rect) else { continue }
      defer { if target != surface { cairo_surface_destroy(target) } }
      let cr = cairo_create(target)!
      if !root.coversItsBoundsOpaquely {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.r, background.g, background.b, background.a)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      }
      cairo_scale(cr, scale, scale)
      var compositor = Compositor(cr: cr, scale: scale, time: time, record: record)
      compositor.recordsDamage = true
      compositor.frameCount = top.renderCache.frameCount
      compositor.renderRoot(root)
      cairo_destroy(cr)
      cairo_surface_flush(target)
    }
    if !region.coversBounds { cairo_surface_mark_dirty(surface) }
    if !region.rects.isEmpty {
      layersVisitedPerPass =
        Double(record.layersVisited) / Double(region.rects.count)
    }
    work.layersVisited = record.layersVisited
    work.pixelsDrawn = Int(region.area)
    work.directPaints = record.directPaints
    unstableRasters = record.unstableRasters + collector.changedRasterCandidates
    // Sensitive layers drawn this frame, and those of earlier frames not drawn again.
    var seen = Set<ObjectIdentifier>()
    clipSensitiveLayers = (record.clipSensitiveLayers + sensitive).filter {
      $0.renderCache.clipSensitive && seen.insert(ObjectIdentifier($0)).inserted
    }
    cairo_surface_flush(surface)
    top.renderCache.frameCount &+= 1
    root.needsComposite = false
    contentsValid = true
    lastRoot = root
    lastScale = scale
    lastBackground = background
    // Moved pixels changed too, although they were not drawn.
    var changed = region
    if let move { changed.add(move.visible) }
    lastDamage = changed.rects
    if HostDebug.isOn(.damage) {
      let share =
        bounds.width * bounds.height > 0 ? region.area / Double(bounds.width * bounds.height) : 0
      HostDebug.log(
        .damage,
        "\(region.rects.count) rect(s), \(Int(region.area)) px (\(String(format: "%.1f", share * 100))%)"
          + (whole ? " full" : "") + ": "
          + region.rects.map {
            "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))"
          }
          .joined(separator: "; "))
    }
    return changed.rects
  }

  /// An image surface drawing into the pixels of `rect` (whole pixels inside the buffer),
  /// with the buffer's coordinates.
  private func subsurface(_ rect: CGRect) -> OpaquePointer? {
    guard let surface, let data = cairo_image_surface_get_data(surface) else { return nil }
    let x = Int(rect.minX)
    let y = Int(rect.minY)
    let w = Int(rect.width)
    let h = Int(rect.height)
    guard x >= 0, y >= 0, w > 0, h > 0, x + w <= pixelWidth, y + h <= pixelHeight else {
      return nil
    }
    let sub = cairo_image_surface_create_for_data(
      data.advanced(by: y * bytesPerRow + x * 4), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h),
      Int32(bytesPerRow))
    guard let sub, cairo_surface_status(sub) == CAIRO_STATUS_SUCCESS else {
      if let sub { cairo_surface_destroy(sub) }
      return nil
    }
    cairo_surface_set_device_offset(sub, -Double(x), -Double(y))
    return sub
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
    guard !isHidden, opacity >= 1, cornerRadius == 0, hasNoAnimations,
      let fill = backgroundFill, !fill.isPattern
    else { return false }
    return fill.rgba.a >= 1
  }
}
