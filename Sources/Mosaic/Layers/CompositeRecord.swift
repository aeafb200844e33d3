import Foundation

/// What the compositor learns while it draws one frame, handed back to the frame buffer that
/// asked for the frame: the raster candidates drawn directly because their subtree had just
/// changed, the layers drawn under a rotation or skew, and counts of the work done.
///
/// One record belongs to one frame (or one `CALayer.render(in:)`); compositors drawing into
/// rasters for that frame write into the same record.
@MainActor
final class CompositeRecord {
  /// Raster candidates drawn directly because their subtree had just changed (see
  /// `DamageCollector.checkRasterCandidates`).
  var unstableRasters: [CALayer] = []
  /// Layers drawn directly under a rotation or skew (see `Compositor.noteClipSensitivity`).
  var clipSensitiveLayers: [CALayer] = []
  /// Layers visited while drawing (the work of the passes over the tree).
  var layersVisited = 0
  /// Paints that went through pixman directly rather than Cairo.
  var directPaints = 0
  /// Layers drawn while they had running animations (a raster of a subtree that contains one
  /// is not kept).
  var animatedLayersDrawn = 0
}

/// The work one frame of a frame buffer took, for the frame's report.
struct CompositeWork: Sendable, Equatable {
  /// Layers visited while drawing.
  var layersVisited = 0
  /// Paints that went through pixman directly rather than Cairo.
  var directPaints = 0
  /// Device pixels drawn (moved pixels not counted).
  var pixelsDrawn = 0
  /// Scrolls whose pixels were moved instead of redrawn.
  var scrollsMoved = 0
  /// Whole-frame scrolls that started the frame elsewhere in memory with spare rows.
  var framesStartedElsewhere = 0
  /// Of those, the ones that had to move the frame's rows (to the far end of the spare rows).
  var framesMovedInPixels = 0
}
