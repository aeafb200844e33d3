import CCairo
import Foundation

/// Cached drawing results of one layer, kept between frames and dropped when invalidated.
final class LayerRenderCache {
  /// The layer's drawn content (`draw(in:)`), at `backingScale` pixels per point.
  var backing: OpaquePointer?
  var backingScale: CGFloat = 0
  var backingSize: CGSize = .zero
  /// The part of the bounds the backing holds, in points from the bounds' origin, when it
  /// holds only the part its delegate's drawing can reach (`LayerDrawingExtent`); nil when it
  /// holds all of them.
  var backingPart: CGRect?

  /// The contents image pre-scaled to the size it is drawn at.
  var scaledContents: ScaledContents?

  /// The blurred shadow mask.
  var shadow: ShadowMask?

  /// The whole subtree drawn with its transform, in device pixels, for transformed layers.
  var raster: Raster?

  /// The subtree drawn in the layer's own coordinates for a perspective placement.
  var projected: ProjectedRaster?

  /// See `CALayer.subtreeGeneration`.
  var subtreeGeneration: UInt64 = 0

  /// The extent of the sublayers' subtrees in the layer's coordinates (nil: unknown), and
  /// the subtree generation it was found for (see `Compositor.sublayersExtent(of:)`).
  var sublayersExtent: CGRect?
  var sublayersExtentGeneration: UInt64?

  /// See `CALayer.sublayerGeometryVersion`.
  var sublayerGeometryVersion: UInt64 = 0

  /// The spatial index of many sublayers, valid for one geometry version. Building one ends
  /// the invalidation epoch (see `geometryNotedEpoch`).
  var sublayerIndex: SublayerIndex? {
    didSet { InvalidationEpoch.advance() }
  }

  /// Sublayers whose extent changed since the index was built; always drawn.
  var movedSublayers: Set<ObjectIdentifier> = []
  /// The invalidation epoch in which the layer last noted a change of its extent in the
  /// indexes of its near ancestors (`CALayer.geometryChanged`); until the epoch ends (no
  /// index built, no ancestor changed), it need not note it again.
  var geometryNotedEpoch: UInt64 = 0

  /// The subtree generation when the layer was last drawn (a raster is made once it repeats).
  var lastDrawnGeneration: UInt64?

  // MARK: Damage

  /// The frame count of the layer's tree (`frameCount` of its root) when the subtree last
  /// changed.
  var changeStamp: UInt64 = 0
  /// On the root of a tree: how many frames of it frame buffers have drawn, plus one. A new
  /// frame ends the invalidation epoch (see `InvalidationEpoch`).
  var frameCount: UInt64 = 1 {
    didSet { InvalidationEpoch.advance() }
  }
  /// The invalidation epoch in which `setNeedsComposite` last advanced the subtree generation
  /// and change stamp of this layer and of all its ancestors and queued them for the damage
  /// collector (see `InvalidationEpoch`).
  var invalidatedEpoch: UInt64 = 0

  /// Where the layer last painted in a frame buffer, in that buffer's device pixels
  /// (`.null`: nowhere): its own extent, or its whole subtree when `drawnBoxCoversSubtree`.
  /// Read and written through `CALayer.drawnBox`, which adds the moves of scrolled pixels
  /// since it was stored.
  var storedDrawnBox = CGRect.null
  /// The sum of the ancestors' `descendantBoxShift` when `storedDrawnBox` was stored.
  var drawnBoxShiftBase = CGPoint.zero
  /// How far, in device pixels, the pixels of everything below this layer were moved by
  /// scrolls (see `FrameBuffer.moveScrolledPixels`): the drawn boxes of all its descendants
  /// moved by as much, without visiting them.
  var descendantBoxShift = CGPoint.zero
  /// Whether `drawnBox` holds every pixel of the subtree (the layer clipped its sublayers or
  /// painted them from a raster).
  var drawnBoxCoversSubtree = false
  /// How the layer was last drawn in a frame buffer.
  var drawMode = DrawMode.plain

  /// Whether the layer itself changed (or moved, or was inserted) since the last frame.
  var damagesSelf = true
  /// Whether only the layer's bounds origin changed since the last frame (it scrolled its
  /// sublayers), and by how much its content moved, in points.
  var scrolled = false
  var scrollShift = CGPoint.zero
  /// Whether this frame moves the scrolled layer's pixels instead of redrawing them.
  var scrollMovesPixels = false
  /// For a layer that follows its superlayer's scroll (`CALayer.followsSuperlayerScroll`): how
  /// far its position moved since the last frame, in points.
  var followShift = CGPoint.zero
  /// Whether the layer is listed in its superlayer's `changedSublayers`. Taking it off the list
  /// ends the invalidation epoch: the path above it is no longer queued.
  var queuedInParent = false {
    didSet { if !queuedInParent { InvalidationEpoch.advance() } }
  }
  /// Sublayers that changed, or have changes below them, since the last frame.
  var changedSublayers: [CALayer] = []
  /// How many entries of a long `changedSublayers` name layers removed since they were listed.
  var departedSublayers = 0
  /// On the root of a tree: device rectangles that sublayers removed since the last frame
  /// covered.
  var removalDamage: [CGRect] = []
  /// On the root of a tree: whether a removed subtree's extent was unknown, so the whole
  /// frame is damaged.
  var removalDamagesAll = false

  /// Whether the layer was last drawn directly under a rotation or skew (see
  /// `Compositor.noteClipSensitivity`).
  var clipSensitive = false

  /// How a layer's pixels were produced, which decides whether a partial redraw would match
  /// drawing it whole.
  enum DrawMode {
    /// Drawn directly; not a candidate for a cached raster.
    case plain
    /// A raster candidate drawn directly because its subtree had just changed.
    case unstable
    /// Painted from a cached raster of its subtree.
    case raster
    /// A raster candidate drawn directly because it is too large for a raster.
    case tooLarge
  }

  struct Raster {
    var generation: UInt64
    /// The linear part of the device transform and the subpixel phase of its translation.
    var key: [Double]
    var surface: OpaquePointer
    var width: Int
    var height: Int
    /// Device translation minus the surface's device origin.
    var offsetX: Double
    var offsetY: Double
    /// A band of fully opaque pixels, copied rather than blended when the raster is painted.
    var opaque: OpaqueBand? = nil
  }

  /// Rows `top..<bottom` of a raster are fully opaque in columns `left..<right`.
  struct OpaqueBand: Equatable {
    var top: Int
    var bottom: Int
    var left: Int
    var right: Int
  }

  struct ProjectedRaster {
    var generation: UInt64
    /// Pixels per layer point.
    var scale: Double
    /// The area drawn, in the layer's coordinates, `padding` pixels in from each side.
    var extent: CGRect
    var surface: OpaquePointer
    var width: Int
    var height: Int

    /// The transparent margin around the drawing, in pixels, so bilinear sampling fades the
    /// edges out and the resampled area stays at positive source coordinates.
    static let padding = 2
    var margin: Double { Double(Self.padding) }
  }

  struct ScaledContents {
    var image: ObjectIdentifier
    var pixelWidth: Int
    var pixelHeight: Int
    var surface: OpaquePointer
  }

  struct ShadowMask {
    var key: [CGFloat]
    var surface: OpaquePointer
    /// The mask's origin and size in layer coordinates, before the shadow offset.
    var rect: CGRect
  }

  func dropBacking() {
    if let b = backing { cairo_surface_destroy(b) }
    backing = nil
    backingScale = 0
    backingPart = nil
  }

  func setScaledContents(_ value: ScaledContents?) {
    if let old = scaledContents?.surface { cairo_surface_destroy(old) }
    scaledContents = value
  }

  func setRaster(_ value: Raster?) {
    if let old = raster?.surface { cairo_surface_destroy(old) }
    raster = value
  }

  func setProjected(_ value: ProjectedRaster?) {
    if let old = projected?.surface { cairo_surface_destroy(old) }
    projected = value
  }

  func setShadow(_ value: ShadowMask?) {
    if let old = shadow?.surface { cairo_surface_destroy(old) }
    shadow = value
  }

  deinit {
    if let b = backing { cairo_surface_destroy(b) }
    if let s = scaledContents?.surface { cairo_surface_destroy(s) }
    if let s = shadow?.surface { cairo_surface_destroy(s) }
    if let s = raster?.surface { cairo_surface_destroy(s) }
    if let s = projected?.surface { cairo_surface_destroy(s) }
  }
}
