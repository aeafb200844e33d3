import Foundation

/// What one frame of one window did: whether it drew, the pixels it changed, how long its
/// steps took, and what the platform needs to know afterwards (the caret, for the input
/// method). `FramePipeline` returns one for every window it runs.
struct FrameReport {
  /// Whether the window's layers changed and were composited.
  var composited = false
  /// The device rectangles (pixels) drawn and presented: empty when nothing changed.
  var damage: [CGRect] = []
  /// Seconds laying out.
  var layoutSeconds = 0.0
  /// Seconds compositing (drawing changed content included), without waiting for the window
  /// system.
  var drawSeconds = 0.0
  /// Seconds presenting, waiting for the window system included.
  var presentSeconds = 0.0
  /// Seconds of the main thread's CPU time spent presenting.
  var presentCPUSeconds = 0.0
  /// The caret of the text being edited in the window, in window points, or nil when the
  /// window's first responder edits no text.
  var caretRect: CGRect?
  /// Whether the window still has views waiting to be laid out or layers to draw after the
  /// frame (work that arrived while it ran).
  var needsAnotherFrame = false
  /// The compositor's work.
  var work = CompositeWork()
}
