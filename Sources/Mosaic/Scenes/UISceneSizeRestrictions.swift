import Foundation

/// The smallest and largest sizes a window scene's window may take. On the desktop they are
/// the desktop window's minimum and maximum size, applied by the window manager as the user
/// resizes it.
@MainActor @preconcurrency
open class UISceneSizeRestrictions: NSObject {
  init(onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
    super.init()
  }

  private let onChange: @MainActor () -> Void

  /// The smallest size, in points; `.zero` (the default) sets no minimum.
  open var minimumSize: CGSize = .zero {
    didSet { if minimumSize != oldValue { onChange() } }
  }

  /// The largest size, in points; `.zero` (the default) or an infinite dimension sets no
  /// maximum in that dimension.
  open var maximumSize: CGSize = .zero {
    didSet { if maximumSize != oldValue { onChange() } }
  }

  /// Whether the window may be made full screen; true by default. Mosaic leaves full screen
  /// to the window manager.
  open var allowsFullScreen = true
}
