import Foundation

extension CALayer {
  /// Where the layer last painted by itself in a frame buffer, in that buffer's device pixels
  /// (`.null`: nowhere); the whole subtree when `drawnBoxCoversSubtree`. A scroll that moves
  /// the pixels of a layer's subtree moves the boxes of all its descendants by adding to its
  /// `descendantBoxShift` once, so the box read here is the one stored plus the shifts its
  /// ancestors gained since.
  /// - Complexity: O(depth).
  var drawnBox: CGRect {
    get { drawnBox(shiftAbove: boxShiftAbove) }
    set {
      let cache = renderCache
      cache.storedDrawnBox = newValue
      if !newValue.isNull { cache.drawnBoxShiftBase = boxShiftAbove }
    }
  }

  /// The drawn box, given the sum of the ancestors' shifts (`boxShiftAbove`), for walks of a
  /// subtree that add the shifts on their way down.
  /// - Complexity: O(1).
  func drawnBox(shiftAbove: CGPoint) -> CGRect {
    let cache = renderCache
    let box = cache.storedDrawnBox
    if box.isNull { return box }
    let base = cache.drawnBoxShiftBase
    return box.offsetBy(dx: shiftAbove.x - base.x, dy: shiftAbove.y - base.y)
  }

  /// The sum of the scroll shifts of the layer's ancestors' descendants.
  /// - Complexity: O(depth).
  var boxShiftAbove: CGPoint {
    var shift = CGPoint.zero
    var layer = superlayer
    while let l = layer {
      let s = l.renderCache.descendantBoxShift
      shift.x += s.x
      shift.y += s.y
      layer = l.superlayer
    }
    return shift
  }

  /// What `boxShiftAbove` is for the layer's sublayers, given its own.
  func boxShiftBelow(_ shiftAbove: CGPoint) -> CGPoint {
    let s = renderCache.descendantBoxShift
    return CGPoint(x: shiftAbove.x + s.x, y: shiftAbove.y + s.y)
  }
}
