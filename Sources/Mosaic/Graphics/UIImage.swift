import CCairo

/// An immutable image: a bitmap (`cgImage`) with the scale that maps its pixels to points,
/// and the way it is meant to be drawn (rendering mode, cap insets, symbol configuration).
///
/// Images decode PNG, JPEG, GIF (the first frame) and BMP data once, when created, into
/// premultiplied pixels ready for drawing. Invalid, truncated or oversized data (more than
/// 16384 pixels on a side or 64 megapixels) produces nil instead of an image. As for every
/// `NSObject`, an image is equal only to itself.
open class UIImage: NSObject, @unchecked Sendable {
  /// The ways an image's pixels can be rotated or mirrored for display.
  ///
  /// Mosaic does not rotate pixels: images always report and draw as `.up`.
  public enum Orientation: Int, Sendable, Hashable {
    /// The pixels are shown as stored.
    case up = 0
    /// Rotated 180 degrees.
    case down = 1
    /// Rotated 90 degrees counterclockwise.
    case left = 2
    /// Rotated 90 degrees clockwise.
    case right = 3
    /// Flipped horizontally.
    case upMirrored = 4
    /// Flipped vertically.
    case downMirrored = 5
    /// Flipped horizontally, then rotated 90 degrees counterclockwise.
    case leftMirrored = 6
    /// Flipped horizontally, then rotated 90 degrees clockwise.
    case rightMirrored = 7
  }

  /// Whether an image is drawn with its own colors or as a template (its shape, in the
  /// tint color of the view showing it).
  public enum RenderingMode: Int, Sendable, Hashable {
    /// The context decides: image views tint symbol images and show others as they are.
    case automatic = 0
    /// Always the image's own colors.
    case alwaysOriginal = 1
    /// Always a template: only the alpha channel counts, filled with the tint color.
    case alwaysTemplate = 2
  }

  /// How the area between the cap insets of a resizable image fills a larger size.
  public enum ResizingMode: Int, Sendable, Hashable {
    /// The middle parts are repeated at their size.
    case tile = 0
    /// The middle parts are stretched.
    case stretch = 1
  }

  /// How a variant of an image differs from its pixels: everything but the bitmap.
  struct Traits: Sendable {
    var renderingMode: RenderingMode = .automatic
    var isResizable = false
    var capInsets: UIEdgeInsets = .zero
    var resizingMode: ResizingMode = .tile
    /// The name of a system symbol image.
    var symbolName: String?
    /// The configuration a symbol image was rendered with.
    var symbolConfiguration: UIImage.SymbolConfiguration?
    /// The color `withTintColor(_:)` gave the image.
    var tintColor: UIColor?
  }

  /// The bitmap holding the image's pixels.
  public let cgImage: CGImage?
  /// The bitmap, never nil (internal twin of `cgImage`).
  let bitmap: CGImage
  /// The number of pixels per point along each axis (2 for an `@2x` image).
  public let scale: CGFloat
  /// How the image is meant to be drawn, besides its pixels (set only while initializing: a
  /// var so that `init(bitmap:scale:traits:)` can be a convenience initializer, which lets
  /// subclasses in other modules inherit the required literal initializer).
  private(set) var traits: Traits

  /// Creates an image of a bitmap with the given traits (the designated initializer that
  /// every variant goes through).
  convenience init(bitmap: CGImage, scale: CGFloat, traits: Traits) {
    self.init(cgImage: bitmap, scale: scale, orientation: .up)
    self.traits = traits
  }

  /// Creates an image from a bitmap, at scale 1.
  public init(cgImage: CGImage) {
    bitmap = cgImage
    self.cgImage = cgImage
    scale = 1
    traits = Traits()
    super.init()
  }

  /// Creates an image from a bitmap with a scale. Mosaic stores every image as `.up`:
  /// the orientation is accepted for source compatibility and ignored.
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
    bitmap = cgImage
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    traits = Traits()
    super.init()
  }

  /// Decodes an image from PNG, JPEG, GIF or BMP data at scale 1; nil when the data is
  /// empty, not an image, damaged or too large.
  public init?(data: Data) {
    guard case .success(let image) = ImageCodec.decode(data) else { return nil }
    bitmap = image
    cgImage = image
    scale = 1
    traits = Traits()
    super.init()
  }

  /// Decodes an image from PNG, JPEG, GIF or BMP data with the given scale; nil when the
  /// data is empty, not an image, damaged or too large.
  public init?(data: Data, scale: CGFloat) {
    guard case .success(let image) = ImageCodec.decode(data) else { return nil }
    bitmap = image
    cgImage = image
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    traits = Traits()
    super.init()
  }

  /// Loads an image from a file; nil when the file is missing or not a valid image.
  /// A name ending in `@2x` or `@3x` (before the extension) sets the scale, as on iOS.
  public init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      case .success(let image) = ImageCodec.decode(data)
    else { return nil }
    bitmap = image
    cgImage = image
    scale = UIImage.scaleSuffix(of: path)
    traits = Traits()
    super.init()
  }

  /// Finds an image by name in the main bundle's resources, then in the current
  /// directory, and caches it by name as UIKit does.
  ///
  /// The name is tried as given, then with `.png`, `.jpg`, `.jpeg`, `.JPG`, `.gif` and
  /// `.bmp` appended, then as `name@2x` and `name@3x` variants, which get scale 2 and 3.
  public convenience init?(named name: String) {
    guard let image = UIImage.loadNamed(name) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, traits: Traits())
  }

  /// Finds an image by name in a bundle's resources, for a trait environment, and caches it.
  ///
  /// With a nil `bundle` the image is looked up as `UIImage(named:)` does (the main bundle,
  /// then the current directory); otherwise only in `bundle.resourcePath`. The names tried
  /// are those of `UIImage(named:)`; when `traitCollection` specifies a display scale of 2
  /// or 3, the `@2x` or `@3x` file is preferred. Nil when no file by that name holds a valid
  /// image.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let directories: [String]
    if let bundle {
      guard let resources = bundle.resourcePath else { return nil }
      directories = [resources]
    } else {
      directories = UIImage.mainDirectories()
    }
    let scale = traitCollection?.displayScale ?? 0
    guard let image = UIImage.loadNamed(name, in: directories, preferredScale: scale)
    else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, traits: Traits())
  }

  /// The image's orientation: always `.up` in Mosaic.
  public var imageOrientation: UIImage.Orientation { .up }

  /// The size of the image in points: its pixel size divided by `scale`.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// Encodes the image as PNG data (keeping transparency); nil for an empty image.
  public func pngData() -> Data? {
    ImageCodec.pngData(bitmap)
  }

  /// Encodes the image as JPEG data; `compressionQuality` runs from 0 (smallest) to 1
  /// (best). Transparency is dropped. Nil for an empty image.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    let quality = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
    return ImageCodec.pixbufData(
      bitmap, type: "jpeg", options: [("quality", String(Int((quality * 100).rounded())))])
  }

  /// Draws the image upright with its top-left corner at `point`, at its size in points,
  /// into the current graphics context.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image upright, filling `rect`, into the current graphics context. A
  /// resizable image keeps its cap-inset areas at their size and tiles or stretches the
  /// rest; any other image is stretched.
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image upright, filling `rect` as `draw(in:)` does, into the current
  /// graphics context with a blend mode and opacity.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.drawUpright(self, in: rect, blendMode: blendMode, alpha: alpha)
  }

  /// A description giving the size in points, the scale and, for a symbol, its name.
  open override var description: String {
    var text = "UIImage(size: \(size.width)×\(size.height), scale: \(scale)"
    if let name = traits.symbolName { text += ", symbol: \(name)" }
    if traits.renderingMode != .automatic { text += ", renderingMode: \(traits.renderingMode)" }
    return text + ")"
  }

  // MARK: Named images

  private static let cache = NamedImageCache()
  private static let extensions = ["png", "jpg", "jpeg", "JPG", "gif", "bmp"]

  private static func loadNamed(_ name: String) -> UIImage? {
    loadNamed(name, in: mainDirectories(), preferredScale: 0)
  }

  /// The main bundle's resources, then the current directory.
  private static func mainDirectories() -> [String] {
    var directories: [String] = []
    if let resources = Bundle.main.resourcePath { directories.append(resources) }
    directories.append(FileManager.default.currentDirectoryPath)
    return directories
  }

  /// The first valid image among the candidate files of `name` in `directories` (those of
  /// `preferredScale` first when it is 2 or 3), cached by directories, scale and name.
  private static func loadNamed(
    _ name: String, in directories: [String], preferredScale: CGFloat
  ) -> UIImage? {
    guard !name.isEmpty else { return nil }
    let key = "\(directories.joined(separator: "\u{0}"))\u{0}\(preferredScale)\u{0}\(name)"
    if let cached = cache.image(named: key) { return cached }
    var candidates = candidateFiles(for: name)
    if preferredScale == 2 || preferredScale == 3 {
      let preferred = candidates.filter { $0.1 == preferredScale }
      candidates = preferred + candidates.filter { $0.1 != preferredScale }
    }
    for directory in directories {
      for (file, scale) in candidates {
        let path = (directory as NSString).appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: path),
          let data = FileManager.default.contents(atPath: path),
          case .success(let bitmap) = ImageCodec.decode(data)
        else { continue }
        let image = UIImage(bitmap: bitmap, scale: scale, traits: Traits())
        cache.store(image, named: key)
        return image
      }
    }
    return nil
  }

  /// The file names to try for a name, each with the scale it implies.
  static func candidateFiles(for name: String) -> [(String, CGFloat)] {
    let given = (name, scaleSuffix(of: name))
    let ext = (name as NSString).pathExtension
    if !ext.isEmpty, extensions.contains(ext) {
      let base = (name as NSString).deletingPathExtension
      return [given, ("\(base)@2x.\(ext)", 2), ("\(base)@3x.\(ext)", 3)]
    }
    var result = [given]
    result += extensions.map { ("\(name).\($0)", given.1) }
    for scale in [2, 3] {
      result += extensions.map { ("\(name)@\(scale)x.\($0)", CGFloat(scale)) }
    }
    return result
  }

  /// The scale a file name implies: 2 or 3 for an `@2x`/`@3x` suffix, otherwise 1.
  static func scaleSuffix(of path: String) -> CGFloat {
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if base.hasSuffix("@2x") { return 2 }
    if base.hasSuffix("@3x") { return 3 }
    return 1
  }

  // MARK: - Literals

  /// Creates the image of an image literal, `#imageLiteral(resourceName:)`, found as
  /// `UIImage(named:)` finds images (the main bundle's resources, then the working directory).
  /// A literal names an image the app ships with, so a missing image stops the program with
  /// its name.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let image = UIImage.loadNamed(name) else {
      preconditionFailure(
        "UIImage(imageLiteralResourceName:): no image named '\(name)' in the main bundle or the working directory"
      )
    }
    self.init(bitmap: image.bitmap, scale: image.scale, traits: Traits())
  }
}

/// The lock-protected cache of images loaded by name.
private final class NamedImageCache: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [String: UIImage] = [:]

  func image(named name: String) -> UIImage? {
    lock.lock()
    defer { lock.unlock() }
    return images[name]
  }

  func store(_ image: UIImage, named name: String) {
    lock.lock()
    defer { lock.unlock() }
    images[name] = image
  }
}
