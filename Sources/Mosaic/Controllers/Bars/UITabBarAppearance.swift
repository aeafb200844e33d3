import Foundation

/// The look of a tab bar: the background and shadow of every bar appearance, and the look of
/// its items in the stacked (iPhone), inline (iPad) and compact inline layouts.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
  /// Creates an appearance with the default background for `idiom`.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates an appearance with the background and shadow of `barAppearance`.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UITabBarAppearance {
      stackedLayoutAppearance = other.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
      inlineLayoutAppearance = other.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
      compactInlineLayoutAppearance =
        other.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
      selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
  }

  /// Returns an independent copy of the appearance.
  open override func copy(with zone: NSZone? = nil) -> Any {
    UITabBarAppearance(barAppearance: self)
  }

  /// The look of items laid out stacked (image above title), as in a compact-width bar.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
    didSet { changed() }
  }

  /// The look of items laid out inline (image beside title), as in a regular-width bar.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
    didSet { changed() }
  }

  /// The look of items laid out inline in a compact-height bar.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
    didSet { changed() }
  }

  /// The tint of the selection indicator image; Mosaic draws no indicator and keeps it.
  open var selectionIndicatorTintColor: UIColor? {
    didSet { changed() }
  }
}

/// How tab bar items look in one layout, state by state. Mosaic applies the icon colors and
/// the title colors of the normal and selected states; the rest is kept.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
  /// The layouts of tab bar items.
  public enum Style: Int, Sendable {
    /// Image above title.
    case stacked = 0
    /// Image beside title.
    case inline = 1
    /// Image beside title, in a compact-height bar.
    case compactInline = 2
  }

  /// Creates an appearance for stacked items.
  public override convenience init() {
    self.init(style: .stacked)
  }

  /// Creates an appearance for items laid out in `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  let style: Style

  /// The look of unselected items.
  open var normal = UITabBarItemStateAppearance()
  /// The look of the selected item.
  open var selected = UITabBarItemStateAppearance()
  /// The look of disabled items.
  open var disabled = UITabBarItemStateAppearance()
  /// The look of focused items.
  open var focused = UITabBarItemStateAppearance()

  /// Resets every state to the standard look.
  open func configureWithDefault(for style: Style) {
    normal = UITabBarItemStateAppearance()
    selected = UITabBarItemStateAppearance()
    disabled = UITabBarItemStateAppearance()
    focused = UITabBarItemStateAppearance()
  }

  /// Returns an independent copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let c = UITabBarItemAppearance(style: style)
    c.normal = normal.copied()
    c.selected = selected.copied()
    c.disabled = disabled.copied()
    c.focused = focused.copied()
    return c
  }
}

/// How tab bar items look in one state of one layout.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
  /// The attributes of the item titles (font, foreground color…).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// An offset of the title from where it would be.
  open var titlePositionAdjustment: UIOffset = .zero
  /// The color of the item images.
  open var iconColor: UIColor?
  /// The background color of the badge; red when nil.
  open var badgeBackgroundColor: UIColor?
  /// The attributes of the badge text.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// An offset of the badge from where it would be.
  open var badgePositionAdjustment: UIOffset = .zero

  func copied() -> UITabBarItemStateAppearance {
    let c = UITabBarItemStateAppearance()
    c.titleTextAttributes = titleTextAttributes
    c.titlePositionAdjustment = titlePositionAdjustment
    c.iconColor = iconColor
    c.badgeBackgroundColor = badgeBackgroundColor
    c.badgeTextAttributes = badgeTextAttributes
    c.badgePositionAdjustment = badgePositionAdjustment
    return c
  }
}
