import Foundation

/// The look of a navigation bar: the background and shadow of every bar appearance, plus the
/// attributes of the inline and large titles and the look of the bar's buttons.
///
/// A bar uses its `scrollEdgeAppearance` while the content under it is scrolled to the top
/// edge (and, with large titles, while the large title shows), its `standardAppearance`
/// otherwise; an item's own appearances take precedence over the bar's.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
  /// Creates an appearance with the default background for `idiom`.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates an appearance with the background and shadow of `barAppearance`, and its titles
  /// and buttons when it is a navigation bar appearance.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UINavigationBarAppearance { copyTitles(from: other) }
  }

  /// Returns an independent copy of the appearance.
  open override func copy(with zone: NSZone? = nil) -> Any {
    UINavigationBarAppearance(barAppearance: self)
  }

  private func copyTitles(from other: UINavigationBarAppearance) {
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
    doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
    backButtonAppearance = other.backButtonAppearance.copy() as! UIBarButtonItemAppearance
  }

  /// The attributes of the inline title (font, foreground color…); empty for the standard
  /// 17-point semibold label color.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet { changed() }
  }

  /// The attributes of the large title; empty for the standard 34-point bold label color.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
    didSet { changed() }
  }

  /// An offset of the inline title from the bar's centre.
  open var titlePositionAdjustment: UIOffset = .zero {
    didSet { changed() }
  }

  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }

  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
    didSet { changed() }
  }

  /// The look of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }

  /// The back button's chevron image and its transition mask.
  open private(set) var backIndicatorImage: UIImage?
  /// The mask of the back chevron during transitions.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back button's chevron image and its transition mask. Mosaic keeps them and
  /// draws its own chevron.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
    changed()
  }
}
