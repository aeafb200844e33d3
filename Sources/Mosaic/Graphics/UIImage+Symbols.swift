import CCairo

extension UIImage {
  /// Creates a system symbol image by its SF Symbols name ("chevron.right", "star.fill")
  /// at the default configuration (17 points, medium scale); nil for a name Mosaic does
  /// not know. The image is black and a template: image views draw it in their tint color.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// Creates a system symbol image drawn with a configuration (its point size and scale);
  /// nil for an unknown name or a point size that is zero, negative or not a number.
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    let symbolConfiguration =
      configuration as? UIImage.SymbolConfiguration ?? .unspecified
    guard
      let image = SymbolCatalog.shared.image(
        named: name, configuration: symbolConfiguration,
        themeDirectory: SymbolCatalog.defaultThemeDirectory)
    else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale, traits: image.traits)
  }

  /// Creates a system symbol image for a trait environment (drawn as for the default
  /// configuration); nil for an unknown name.
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The configuration of a symbol image; nil for other images.
  public var symbolConfiguration: UIImage.SymbolConfiguration? {
    traits.symbolConfiguration
  }

  /// The configuration the image was made with (a symbol configuration for a symbol
  /// image); nil for other images.
  public var configuration: UIImage.Configuration? {
    traits.symbolConfiguration
  }

  /// Returns the image drawn with `configuration` applied over its own. A symbol image is
  /// drawn again at the new size; other images are returned unchanged.
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    applyingSymbolConfiguration(
      configuration as? UIImage.SymbolConfiguration ?? .unspecified) ?? self
  }

  /// Returns a symbol image drawn with `configuration`'s settings replacing its own; nil
  /// when the image is not a symbol image or the resulting point size is not valid.
  public func applyingSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration
  ) -> UIImage? {
    guard let name = traits.symbolName else { return nil }
    let merged = (traits.symbolConfiguration ?? .unspecified).applying(configuration)
    guard
      let image = SymbolCatalog.shared.image(
        named: name, configuration: merged,
        themeDirectory: SymbolCatalog.defaultThemeDirectory)
    else { return nil }
    var newTraits = image.traits
    newTraits.renderingMode = traits.renderingMode
    if let tint = traits.tintColor {
      newTraits.tintColor = tint
      return UIImage(bitmap: image.tinted(tint), scale: image.scale, traits: newTraits)
    }
    return UIImage(bitmap: image.bitmap, scale: image.scale, traits: newTraits)
  }
}

/// Draws SF Symbols names with the desktop icon theme's symbolic icons (Adwaita, SVG
/// through gdk-pixbuf's librsvg loader) and caches the results by name, size and scale.
final class SymbolCatalog: @unchecked Sendable {
  /// The one catalog of the process.
  static let shared = SymbolCatalog()

  /// Where Debian's `adwaita-icon-theme` installs the theme.
  static let defaultThemeDirectory = "/usr/share/icons/Adwaita"

  /// Pixels per point of symbol images: drawn for a 2× display, so they stay sharp
  /// there and are reduced smoothly on a 1× one.
  static let renderScale: CGFloat = 2

  private struct Key: Hashable {
    let directory: String
    let name: String
    let pixelSize: Int
    let scale: CGFloat
  }

  private let lock = NSLock()
  private var bitmaps: [Key: CGImage] = [:]
  private var warned: [String: String] = [:]
  /// How many times an icon was drawn from its SVG (cache misses), for tests.
  private(set) var renderCount = 0

  /// The symbol image for `name` drawn with `configuration`, from the theme in
  /// `themeDirectory`; nil for an unknown name, an invalid size, or a theme that is not
  /// installed (which is reported once on standard error).
  func image(
    named name: String, configuration: UIImage.SymbolConfiguration, themeDirectory: String
  ) -> UIImage? {
    guard let file = SymbolNames.table[name] else { return nil }
    let points = configuration.resolvedPointSize * configuration.scaleFactor
    let scale = SymbolCatalog.renderScale
    guard points.isFinite, points > 0 else { return nil }
    let pixels = (points * scale).rounded(.up)
    guard pixels >= 1, pixels <= 4096 else { return nil }
    let key = Key(directory: themeDirectory, name: name, pixelSize: Int(pixels), scale: scale)
    lock.lock()
    defer { lock.unlock() }
    let bitmap: CGImage
    if let cached = bitmaps[key] {
      bitmap = cached
    } else {
      guard let drawn = render(file: file, in: themeDirectory, pixels: Int(pixels)) else {
        return nil
      }
      bitmaps[key] = drawn
      bitmap = drawn
    }
    var traits = UIImage.Traits()
    traits.symbolName = name
    traits.symbolConfiguration = configuration
    return UIImage(bitmap: bitmap, scale: scale, traits: traits)
  }

  /// The message written (once) for a theme directory that could not be used, if any.
  func warning(for themeDirectory: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return warned[themeDirectory]
  }

  /// Draws one icon file as a black shape `pixels` wide and high. Called with the lock
  /// held, so gdk-pixbuf is used by one thread at a time.
  private func render(file: String, in directory: String, pixels: Int) -> CGImage? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      warnOnce(
        directory,
        "Mosaic: UIImage(systemName:) found no icon theme at \(directory); install the Debian package adwaita-icon-theme"
      )
      return nil
    }
    let path = (directory as NSString).appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    var error: UnsafeMutablePointer<GError>? = nil
    guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(pixels), Int32(pixels), &error)
    else {
      if let error { g_error_free(error) }
      warnOnce(
        directory,
        "Mosaic: UIImage(systemName:) cannot read the icon theme's SVG files; install the Debian package librsvg2-common"
      )
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    guard let image = ImageCodec.makeImage(fromPixbuf: pixbuf) else { return nil }
    renderCount += 1
    // Symbol images are black, like UIKit's; the theme draws its icons in dark gray.
    return UIImage(cgImage: image).tinted(.black)
  }

  private func warnOnce(_ directory: String, _ message: String) {
    guard warned[directory] == nil else { return }
    warned[directory] = message
    FailureReport.warn(.graphics, message)
  }
}
