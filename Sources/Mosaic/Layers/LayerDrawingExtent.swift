import Foundation

/// A layer's delegate that knows which part of the layer's bounds its drawing can reach, so
/// that the layer's backing store holds only that part: a label as wide as its row that shows
/// a short text then keeps a few pixels, not a row of transparent ones, and each frame that
/// shows it composites only those.
@MainActor
protocol LayerDrawingExtent: AnyObject {
  /// The part of `bounds` (the layer's bounds, in its own coordinates) that drawing the layer
  /// may paint, or nil when it may paint anywhere in it. An empty rectangle means it paints
  /// nothing.
  func drawingExtent(inBounds bounds: CGRect) -> CGRect?
}
