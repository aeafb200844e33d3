import Foundation

extension UIViewController: UITraitEnvironment {}

extension UIViewController {
  /// The number of view controllers whose `additionalSafeAreaInsets` are not zero: while there
  /// are any, a subtree moving between windows has every view's safe area checked.
  static var safeAreaContributors = 0

  /// The traits a controller has: those of its view's window, else its parent's, else the
  /// screen's, with the trait overrides above it and its own.
  var environmentTraitCollection: UITraitCollection {
    guard TraitChangeStorage.objectsWithOverrides > 0 else {
      if let w = viewIfLoaded?.window { return w.windowTraitCollection }
      if let p = parent { return p.traitCollection }
      return UIScreen.main.traitCollection
    }
    // With trait overrides somewhere: the traits where the view is (its superview's), else the
    // parent's, else the screen's, with the controller's own overrides.
    let base: UITraitCollection
    if let s = viewIfLoaded?.superview {
      base = s.traitCollection
    } else if let p = parent {
      base = p.traitCollection
    } else if let w = viewIfLoaded as? UIWindow {
      base = w.windowTraitCollection
    } else {
      base = UIScreen.main.traitCollection
    }
    return base.applying(traitChangeStorage?.overrides)
  }

  /// The system minimum margins in an environment with `traits` (16 points leading and
  /// trailing when compact wide, 20 when regular).
  func systemMinimumLayoutMargins(traits: UITraitCollection) -> NSDirectionalEdgeInsets {
    let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  func additionalSafeAreaInsetsDidChange(from old: UIEdgeInsets) {
    if old == .zero { UIViewController.safeAreaContributors += 1 }
    if additionalSafeAreaInsets == .zero { UIViewController.safeAreaContributors -= 1 }
    viewIfLoaded?.updateSafeAreaInsets()
  }
}
