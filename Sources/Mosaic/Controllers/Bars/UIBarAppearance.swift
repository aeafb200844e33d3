import Foundation

/// The look of a bar's background, shared by navigation bars, tab bars and toolbars: a
/// background effect, a background color and image drawn over it, and a shadow (the hairline
/// along the edge facing the content).
///
/// A new appearance has the default background: a material (Mosaic draws the material as an
/// opaque light gray, having no blur) with a faint shadow line. `configureWithOpaqueBackground()`
/// and `configureWithTransparentBackground()` reset it to the other two standard looks.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The color the default background's material is drawn with.
  static let materialColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)
  /// The default shadow color: black at 30 % opacity.
  static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

  /// The device idiom the appearance was made for.
  public let idiom: UIUserInterfaceIdiom

  /// Creates an appearance with the default background for the current device.
  public override convenience init() {
    self.init(idiom: .unspecified)
  }

  /// Creates an appearance with the default background for `idiom`.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// Creates an appearance with the background and shadow of `barAppearance` (an appearance
  /// of another kind of bar keeps only what all bars share).
  public init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    copyBackground(from: barAppearance)
  }

  /// Returns an independent copy of the appearance (subclasses copy their own settings too).
  open func copy(with zone: NSZone? = nil) -> Any {
    UIBarAppearance(barAppearance: self)
  }

  func copyBackground(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// Resets the background and shadow to the standard look: a system material behind the
  /// content and a faint shadow line.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
    changed()
  }

  /// Resets the background and shadow to an opaque look: the system background color, no
  /// effect, and the faint shadow line.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
    changed()
  }

  /// Resets the background and shadow to a transparent look: no effect, no color, no shadow.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
    changed()
  }

  /// The effect behind the bar's content (Mosaic draws a material as an opaque light gray).
  open var backgroundEffect: UIBlurEffect? {
    didSet { changed() }
  }

  /// A color drawn over the background effect.
  open var backgroundColor: UIColor? {
    didSet { changed() }
  }

  /// An image drawn over the background color.
  open var backgroundImage: UIImage? {
    didSet { changed() }
  }

  /// How the background image fills the bar; `.scaleToFill` by default.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill {
    didSet { changed() }
  }

  /// The color of the shadow line; nil draws none.
  open var shadowColor: UIColor? {
    didSet { changed() }
  }

  /// An image drawn as the shadow instead of the line, tinted with `shadowColor` when it is a
  /// template image.
  open var shadowImage: UIImage? {
    didSet { changed() }
  }

  /// Bars showing the appearance, told when it changes.
  private var observerOwners: [ObjectIdentifier: () -> Void] = [:]

  /// Calls `handler` whenever the appearance changes, until `owner` calls again with nil.
  func observe(by owner: AnyObject, _ handler: (() -> Void)?) {
    observerOwners[ObjectIdentifier(owner)] = handler
  }

  func changed() {
    for handler in observerOwners.values { handler() }
  }

  /// The color filling the bar: the background color over the effect's material color.
  var resolvedBackgroundColor: UIColor? {
    if let c = backgroundColor, c.cgColor.alpha >= 1 { return c }
    if backgroundEffect != nil {
      guard let c = backgroundColor else { return UIBarAppearance.materialColor }
      return UIBarAppearance.materialColor.blended(with: c)
    }
    return backgroundColor
  }
}

extension UIColor {
  /// This color with `top` drawn over it (source-over).
  func blended(with top: UIColor) -> UIColor {
    var (r0, g0, b0, a0): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = getRed(&r0, green: &g0, blue: &b0, alpha: &a0)
    _ = top.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
    let a = a1 + a0 * (1 - a1)
    guard a > 0 else { return .clear }
    func mix(_ c0: CGFloat, _ c1: CGFloat) -> CGFloat { (c1 * a1 + c0 * a0 * (1 - a1)) / a }
    return UIColor(red: mix(r0, r1), green: mix(g0, g1), blue: mix(b0, b1), alpha: a)
  }
}
