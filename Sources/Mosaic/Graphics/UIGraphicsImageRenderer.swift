import CCairo

/// The settings of an image renderer: scale and opacity.
public class UIGraphicsImageRendererFormat {
  /// Pixels per point of the rendered image. Defaults to 1, the scale of Mosaic's main
  /// screen on a standard display.
  public var scale: CGFloat = 1
  /// Whether the image has no transparency; an opaque image starts black instead of
  /// transparent.
  public var opaque = false

  /// Creates a format with scale 1 and transparency.
  public init() {}

  /// Returns a new format with the default settings (scale 1, not opaque).
  public class func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// Returns a new format suited to the main screen (scale 1, not opaque).
  public class func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  func copy() -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = scale
    copy.opaque = opaque
    return copy
  }
}

/// The drawing environment handed to an image renderer's actions.
public class UIGraphicsImageRendererContext {
  /// The Core Graphics context drawing into the image, in points.
  public let cgContext: CGContext
  /// The format the image is being rendered with.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// An image of everything drawn so far.
  public var currentImage: UIImage {
    let image = cgContext.makeImage() ?? CGImage(surface: CGImage.makeSurface(width: 0, height: 0)!)
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Fills a rectangle with the current fill color.
  public func fill(_ rect: CGRect) {
    fill(rect, blendMode: .normal)
  }

  /// Fills a rectangle with the current fill color and a blend mode (`.copy` replaces the
  /// pixels, `.clear` erases them).
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Draws a frame just inside a rectangle with the current stroke color and line width.
  public func stroke(_ rect: CGRect) {
    stroke(rect, blendMode: .normal)
  }

  /// Draws a frame just inside a rectangle with the current stroke color, line width and
  /// a blend mode.
  public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    var width = 0.0
    width = cairo_get_line_width(cgContext.cairo)
    let inset = CGFloat(width) / 2
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.stroke(rect.standardized.insetBy(dx: inset, dy: inset))
    cgContext.restoreGState()
  }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

/// Renders images by running drawing code in a fresh bitmap context.
///
/// The image is `ceil(size × scale)` pixels; drawing coordinates are in points. During the
/// actions the context is the current one, so `UIGraphicsGetCurrentContext()`,
/// `UIBezierPath.fill()`, `UIColor.setFill()` and `String.draw(at:withAttributes:)` work.
/// A non-finite or non-positive size gives an empty 0×0 image (UIKit would stop the app).
public class UIGraphicsImageRenderer {
  /// The settings every image is rendered with.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// Creates a renderer for images of the given size in points, with the default format.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// Creates a renderer for images of the given size in points and format.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// Creates a renderer whose images show the given rectangle of drawing coordinates
  /// (its origin maps to the image's top-left corner), with the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// Creates a renderer whose images show the given rectangle of drawing coordinates,
  /// with a format.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format.copy()
  }

  /// Whether the renderer makes images with transparency.
  public var allowsImageOutput: Bool { true }

  /// Renders an image with the drawing actions.
  ///
  /// The image takes the context's pixels without a copy (the context ends with the actions),
  /// and its pixel buffer is reused by a later image of the same size once it is released.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = render(actions)
    guard let image = context.cgContext.takeImage(opaque: format.opaque) else {
      return context.currentImage
    }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Renders an image with the drawing actions and returns it encoded as PNG.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Renders an image with the drawing actions and returns it encoded as JPEG with the
  /// given quality (0…1).
  public func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }

  private func render(
    _ actions: (UIGraphicsImageRendererContext) -> Void
  ) -> UIGraphicsImageRendererContext {
    let valid =
      bounds.width.isFinite && bounds.height.isFinite && bounds.minX.isFinite
      && bounds.minY.isFinite && bounds.width > 0 && bounds.height > 0
    let size = valid ? bounds.size : .zero
    let cgContext = CGContext.makeImageContext(
      size: size, scale: format.scale, opaque: format.opaque)
    if valid { cgContext.translateBy(x: -bounds.minX, y: -bounds.minY) }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
    UIGraphicsPushContext(cgContext)
    actions(rendererContext)
    UIGraphicsPopContext()
    return rendererContext
  }
}
