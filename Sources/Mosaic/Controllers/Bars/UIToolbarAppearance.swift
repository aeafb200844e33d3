import Foundation

/// The look of a toolbar: the background and shadow of every bar appearance and the look of
/// its buttons.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
  /// Creates an appearance with the default background for `idiom`.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates an appearance with the background and shadow of `barAppearance`.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UIToolbarAppearance {
      buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
      doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
    }
  }

  /// Returns an independent copy of the appearance.
  open override func copy(with zone: NSZone? = nil) -> Any {
    UIToolbarAppearance(barAppearance: self)
  }

  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
    didSet { changed() }
  }

  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
    didSet { changed() }
  }
}
