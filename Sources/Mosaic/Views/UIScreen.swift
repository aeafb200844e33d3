import Foundation

/// The display a window is shown on. On Linux it stands for the application's window: its
/// bounds are the window's size in points (390×844 unless `MOSAIC_WINDOW_SIZE=WxH` says
/// otherwise, and following the window when it is resized).
@MainActor @preconcurrency
open class UIScreen {
  /// The screen the application's window is on.
  public static let main = UIScreen()

  /// The screen's bounds in points.
  open internal(set) var bounds: CGRect

  /// Pixels per point of the screen.
  open internal(set) var scale: CGFloat = 1

  /// The native pixel size.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  init() {
    bounds = CGRect(origin: .zero, size: UIScreen.configuredWindowSize())
  }

  /// The window size from `MOSAIC_WINDOW_SIZE` (`WxH` in points), else 390×844.
  static func configuredWindowSize() -> CGSize {
    let fallback = CGSize(width: 390, height: 844)
    guard let spec = ProcessInfo.processInfo.environment["MOSAIC_WINDOW_SIZE"] else {
      return fallback
    }
    let parts = spec.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts[0] >= 1, parts[1] >= 1, parts[0] <= 16384, parts[1] <= 16384
    else {
      FileHandle.standardError.write(
        Data("Mosaic: ignoring MOSAIC_WINDOW_SIZE=\(spec); expected WxH, such as 1280x800\n".utf8))
      return fallback
    }
    return CGSize(width: parts[0], height: parts[1])
  }
}
