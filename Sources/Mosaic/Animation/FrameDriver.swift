import Foundation

/// Entry points for tools that drive frames themselves (MosaicTesting, the benchmarks).
@_spi(MosaicTesting)
@MainActor
public enum FrameDriver {
  /// Runs one animation tick at the clock's current time: ends finished animations and runs
  /// due completions.
  public static func tick() {
    AnimationEngine.shared.tick()
  }

  /// Whether animations or completions are still pending.
  public static var hasPendingAnimations: Bool { AnimationEngine.shared.hasWork }

  /// Whether the tree rooted at `layer` changed since it was last drawn into a frame.
  public static func needsFrame(_ layer: CALayer) -> Bool { layer.needsComposite }
}

/// A window-sized frame drawn offscreen the way a window host draws it: layout, then
/// composite only when something changed.
@_spi(MosaicTesting)
@MainActor
public final class OffscreenFrame {
  private let buffer = FrameBuffer()
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates a frame buffer of `size` points at `scale`.
  public init(size: CGSize, scale: CGFloat = 1) {
    self.scale = scale
    buffer.resize(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// Lays out `view` and, if anything in it changed since the last frame (or `force`), draws
  /// it. Returns whether a frame was drawn.
  @discardableResult
  public func render(_ view: UIView, force: Bool = false) -> Bool {
    view.layoutIfNeeded()
    guard force || view.layer.needsComposite else { return false }
    buffer.render(view.layer, scale: scale)
    return true
  }

  /// The frame as an image.
  public func image() -> UIImage? {
    guard let pixels = buffer.pixels else { return nil }
    let w = buffer.pixelWidth
    let h = buffer.pixelHeight
    let stride = buffer.bytesPerRow
    var argb = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w { argb[y * w + x] = row[x] }
    }
    guard let cg = CGImage(width: w, height: h, premultipliedARGBPixels: argb) else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
  }
}
