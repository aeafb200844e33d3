import CCairo

/// One thread's stack of current graphics contexts.
private final class GraphicsContextStack {
  var contexts: [CGContext] = []

  private static let slot = ThreadSlot<GraphicsContextStack>()

  /// The calling thread's stack (each thread has its own, as in UIKit).
  static var current: GraphicsContextStack {
    if let stack = slot.value { return stack }
    let stack = GraphicsContextStack()
    slot.value = stack
    return stack
  }
}

/// Makes a context the current one for UIKit drawing (`UIBezierPath.fill()`,
/// `String.draw(at:withAttributes:)`, `UIColor.setFill()`, …) on the calling thread.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.contexts.append(context)
}

/// Removes the current context pushed by `UIGraphicsPushContext(_:)` on the calling
/// thread, making the previous one current again.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.current.contexts.popLast()
}

/// The calling thread's current graphics context, or nil when nothing is being drawn.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.contexts.last
}

/// Starts drawing into a new transparent image of the given size at scale 1 and makes
/// it the current context. Prefer `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new image of the given size and makes it the current context.
/// An opaque image starts black; a scale of 0 means the main screen's scale, which is 1
/// in Mosaic. An invalid or empty size gives an empty image instead of failing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let scale = scale > 0 && scale.isFinite ? scale : 1
  let context = CGContext.makeImageContext(size: size, scale: scale, opaque: opaque)
  context.imageScale = scale
  UIGraphicsPushContext(context)
}

/// Returns what has been drawn so far into the current image context, or nil when the
/// current context is not one made by `UIGraphicsBeginImageContext…`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = UIGraphicsGetCurrentContext(), let scale = context.imageScale,
    let image = context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context, making the previous context current again. Does
/// nothing when the current context is not an image context.
public func UIGraphicsEndImageContext() {
  guard UIGraphicsGetCurrentContext()?.imageScale != nil else { return }
  UIGraphicsPopContext()
}
