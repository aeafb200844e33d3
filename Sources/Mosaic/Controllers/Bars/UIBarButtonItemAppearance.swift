import Foundation

/// How the bar button items of a bar look in each state. Mosaic applies the normal state's
/// foreground color to the items' titles and images; the other settings are kept.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
  /// Creates an appearance for plain items.
  public override convenience init() {
    self.init(style: .plain)
  }

  /// Creates an appearance for items of `style`.
  public init(style: UIBarButtonItem.Style) {
    self.style = style
    super.init()
  }

  let style: UIBarButtonItem.Style

  /// The look of enabled items.
  open var normal = UIBarButtonItemStateAppearance()
  /// The look of items while pressed.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// The look of disabled items.
  open var disabled = UIBarButtonItemStateAppearance()
  /// The look of focused items.
  open var focused = UIBarButtonItemStateAppearance()

  /// Resets every state to the standard look for `style`.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    for s in [normal, highlighted, disabled, focused] {
      s.titleTextAttributes = [:]
      s.titlePositionAdjustment = .zero
      s.backgroundImage = nil
    }
  }

  /// Returns an independent copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let c = UIBarButtonItemAppearance(style: style)
    for (from, to) in [
      (normal, c.normal), (highlighted, c.highlighted), (disabled, c.disabled),
      (focused, c.focused),
    ] {
      to.titleTextAttributes = from.titleTextAttributes
      to.titlePositionAdjustment = from.titlePositionAdjustment
      to.backgroundImage = from.backgroundImage
    }
    return c
  }

  /// The color of the normal state's titles, if it sets one.
  var normalForegroundColor: UIColor? {
    normal.titleTextAttributes[.foregroundColor] as? UIColor
  }
}

/// How bar button items look in one state.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
  /// The attributes of the item titles (font, foreground color…).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// An offset of the title from where it would be.
  open var titlePositionAdjustment: UIOffset = .zero
  /// An image drawn behind the item.
  open var backgroundImage: UIImage?
}
