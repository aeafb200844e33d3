import Foundation

/// A window-sized frame drawn offscreen the way a window host draws it, through the same
/// `FramePipeline`: layout, then composite only when something changed.
@_spi(MosaicTesting)
@MainActor @preconcurrency
public final class OffscreenFrame {
  private let buffer = FrameBuffer()
  /// Pixels per point.
  public let scale: CGFloat
  /// The report of the last frame drawn.
  private(set) var lastReport = FrameReport()
  /// What is behind the layers: opaque black, as in a window, or nothing.
  private let background: RGBA

  /// Creates a frame buffer of `size` points at `scale`, over opaque black as a window is,
  /// or over nothing when `transparent`.
  public init(size: CGSize, scale: CGFloat = 1, transparent: Bool = false) {
    self.scale = scale
    background = transparent ? .clear : RGBA(r: 0, g: 0, b: 0, a: 1)
    buffer.resize(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// Lays out `view` and, if anything in it changed since the last frame, draws what changed
  /// (`lastDamage`); with `force`, draws it whole. Returns whether a frame was drawn.
  @discardableResult
  public func render(_ view: UIView, force: Bool = false) -> Bool {
    lastReport = FramePipeline.frame(
      of: view, into: buffer, scale: scale, background: background, force: force)
    return lastReport.composited
  }

  /// Draws a frame of the tree of `layer` (a root layer, without views to lay out): what
  /// changed since the last frame (`lastDamage`), or, with `force`, everything. Returns
  /// whether any pixel was drawn.
  @discardableResult
  public func render(layer: CALayer, force: Bool = false) -> Bool {
    let damage = buffer.render(layer, scale: scale, background: background, full: force)
    lastReport = FrameReport(composited: true, damage: damage, work: buffer.work)
    return !damage.isEmpty
  }

  /// The device rectangles (pixels) the last frame redrew: the whole frame when drawn whole,
  /// none when nothing changed.
  public var lastDamage: [CGRect] { buffer.lastDamage }

  /// The frame's pixels as packed premultiplied ARGB values, row by row.
  public func pixels() -> [UInt32] {
    guard let pixels = buffer.pixels else { return [] }
    let w = buffer.pixelWidth
    let h = buffer.pixelHeight
    let stride = buffer.bytesPerRow
    var argb = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w { argb[y * w + x] = row[x] }
    }
    return argb
  }

  /// The frame as an image.
  public func image() -> UIImage? {
    guard buffer.pixels != nil else { return nil }
    guard
      let cg = CGImage(
        width: buffer.pixelWidth, height: buffer.pixelHeight, premultipliedARGBPixels: pixels())
    else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
  }
}
