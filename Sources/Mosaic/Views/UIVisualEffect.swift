import Foundation

/// A visual effect (a blur or vibrancy) that a visual effect view or a background
/// configuration can show. Mosaic keeps effects as values and draws none of them.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  /// Creates an effect.
  public override init() {
    super.init()
  }
}

/// A blur of the content behind a view, in one of the system's materials. Mosaic keeps the
/// style and draws no blur.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The materials of a blur.
  public enum Style: Int, Sendable, Hashable {
    /// A light, almost white blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// A blur that follows the interface style.
    case regular = 4
    /// A blur more opaque than `regular`.
    case prominent = 5
    /// The thinnest material, following the interface style.
    case systemUltraThinMaterial = 6
    /// A thin material.
    case systemThinMaterial = 7
    /// The standard material.
    case systemMaterial = 8
    /// A thick material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
  }

  /// The blur's material.
  public let style: Style

  /// Creates a blur of the given material.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// Whether `object` is a blur of the same material.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIBlurEffect)?.style == style
  }

  /// A hash of the material.
  open override var hash: Int { style.hashValue }
}
