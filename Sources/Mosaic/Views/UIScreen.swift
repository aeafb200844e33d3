import Foundation

/// The display a window is shown on. On Linux it stands for the application's window: its
/// bounds are the window's size in points (390×844 unless `MOSAIC_WINDOW_SIZE=WxH` says
/// otherwise, and following the window when it is resized), and its scale is the window's
/// pixel density (the drawable's pixels per point: 2 on a doubled high-DPI display).
@MainActor @preconcurrency
open class UIScreen: NSObject, UITraitEnvironment {
  /// The screen the application's window is on.
  public static let main = UIScreen()

  /// The screens attached: Mosaic has one, `main`.
  public class var screens: [UIScreen] { [main] }

  /// The screen's bounds in points.
  open internal(set) var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { updateTraitCollection() } }
  }

  /// Pixels per point of the screen: the window's pixel density.
  open internal(set) var scale: CGFloat = 1 {
    didSet {
      guard scale != oldValue else { return }
      DesktopEnvironment.environmentDidChange()
    }
  }

  /// The pixels per point of the physical display; the same as `scale` in Mosaic, which
  /// draws at the window's own pixel density.
  open var nativeScale: CGFloat { scale }

  /// The screen's bounds in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// The screen's brightness from 0 to 1; 1 in Mosaic, which cannot change the display's
  /// backlight (a value set is kept, clamped to 0…1, and has no effect).
  open var brightness: CGFloat = 1 {
    didSet { brightness = min(1, max(0, brightness.isFinite ? brightness : 1)) }
  }

  /// The most frames per second the screen shows: the display's refresh rate (60 when the
  /// display does not report one, and in tests).
  open var maximumFramesPerSecond: Int { refreshRate }

  /// The display's refresh rate in frames per second, as the host window reports it.
  var refreshRate = 60 {
    didSet { refreshRate = max(1, refreshRate) }
  }

  /// Creates a screen the size `MOSAIC_WINDOW_SIZE` gives (390×844 points by default) at a
  /// scale of 1. Apps use `UIScreen.main`.
  public nonisolated override init() {
    bounds = CGRect(origin: .zero, size: UIScreen.configuredWindowSize())
    super.init()
  }

  /// The window size from `MOSAIC_WINDOW_SIZE` (`WxH` in points), else 390×844.
  nonisolated static func configuredWindowSize() -> CGSize {
    let fallback = CGSize(width: 390, height: 844)
    guard let spec = ProcessInfo.processInfo.environment["MOSAIC_WINDOW_SIZE"] else {
      return fallback
    }
    let parts = spec.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts[0] >= 1, parts[1] >= 1, parts[0] <= 16384, parts[1] <= 16384
    else {
      FailureReport.warn(
        .views, "Mosaic: ignoring MOSAIC_WINDOW_SIZE=\(spec); expected WxH, such as 1280x800")
      return fallback
    }
    return CGSize(width: parts[0], height: parts[1])
  }

  // MARK: Traits

  private var traitStorage: UITraitCollection?

  /// The traits of the screen: those of a window of the screen's size at its scale (see
  /// `DesktopEnvironment`). Views that are not in a window have these traits.
  open var traitCollection: UITraitCollection {
    if let t = traitStorage { return t }
    let t = DesktopEnvironment.traits(size: bounds.size, scale: scale)
    traitStorage = t
    UITraitCollection.ambient.value = t
    return t
  }

  /// Called after the screen's traits changed (its size crossed a size-class boundary, or its
  /// scale changed); the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Recomputes the traits and tells the screen when they changed.
  func updateTraitCollection() {
    guard !DesktopEnvironment.isApplyingHostChange else { return }
    guard let old = traitStorage else {
      _ = traitCollection
      return
    }
    let new = DesktopEnvironment.traits(size: bounds.size, scale: scale)
    guard new != old else { return }
    traitStorage = new
    UITraitCollection.ambient.value = new
    new.performAsCurrent { traitCollectionDidChange(old) }
  }
}
