import Foundation

extension UIView {
  /// The traits a view has: its window's, else the main screen's, with the trait overrides
  /// of the window scene, the view controllers and views above it and its own.
  var environmentTraitCollection: UITraitCollection {
    guard TraitChangeStorage.objectsWithOverrides > 0 else {
      if let w = window { return w.windowTraitCollection }
      return UIScreen.main.traitCollection
    }
    return inheritedTraitCollection.applying(traitChangeStorage?.overrides)
  }

  /// The traits the view inherits: its view controller's, its superview's, or (for a window)
  /// the window's own with its scene's overrides.
  private var inheritedTraitCollection: UITraitCollection {
    if let controller = owningViewController as? UIViewController {
      return controller.traitCollection
    }
    if let s = superview { return s.traitCollection }
    if let w = self as? UIWindow {
      return w.windowTraitCollection.applying(w.windowScene?.traitChangeStorage?.overrides)
    }
    return UIScreen.main.traitCollection
  }

  /// Tells this view and its subtree (with the view controllers whose views are in it) that
  /// their traits changed from `previous` to `new`, top-down: a view controller hears it just
  /// before its view, a view before its subviews. Margins that depend on the traits (the
  /// layout direction, a root view's system minimum) are re-checked on the way.
  func deliverTraitChange(from previous: UITraitCollection, to new: UITraitCollection) {
    var previous = previous
    var new = new
    if let window = self as? UIWindow, let scene = window.windowScene {
      let overrides = scene.traitChangeStorage?.overrides
      previous = previous.applying(overrides)
      new = new.applying(overrides)
      guard previous != new else { return }
      if scene.windows.first === window {
        scene.traitChangeStorage?.notify(scene, previous: previous, new: new)
      }
    }
    new.performAsCurrent {
      deliverTraitChangeInSubtree(from: previous, to: new)
    }
  }

  /// Tells the view (and its controller, unless `controllerDone`) and its subtree of a change
  /// of the traits they inherit from `previous` to `new`. The trait overrides of each object
  /// on the way apply (except the view's own when `overridesApplied`), and a subtree whose
  /// traits stay the same hears nothing. Registrations for trait changes are called after
  /// `traitCollectionDidChange(_:)`.
  func deliverTraitChangeInSubtree(
    from previous: UITraitCollection, to new: UITraitCollection, controllerDone: Bool = false,
    overridesApplied: Bool = false
  ) {
    var previous = previous
    var new = new
    if !controllerDone, let controller = owningViewController as? UIViewController {
      if let overrides = controller.traitChangeStorage?.overrides, !overrides.isEmpty {
        previous = previous.applying(overrides)
        new = new.applying(overrides)
        guard previous != new else { return }
      }
      controller.traitCollectionDidChange(previous)
      controller.traitChangeStorage?.notify(controller, previous: previous, new: new)
    }
    if !overridesApplied, let overrides = traitChangeStorage?.overrides, !overrides.isEmpty {
      previous = previous.applying(overrides)
      new = new.applying(overrides)
      guard previous != new else { return }
    }
    let marginsBefore = effectiveLayoutMargins(traits: previous)
    traitCollectionDidChange(previous)
    traitChangeStorage?.notify(self, previous: previous, new: new)
    if effectiveLayoutMargins(traits: new) != marginsBefore { notifyLayoutMarginsDidChange() }
    for v in subviews { v.deliverTraitChangeInSubtree(from: previous, to: new) }
  }

  /// Called after the view moved from one window (or none) to another: tells the subtree
  /// about a change of traits, and brings the safe area up to date.
  func environmentDidMove(fromWindow old: UIWindow?, toWindow new: UIWindow?) {
    if old !== new {
      let before = old?.windowTraitCollection ?? UIScreen.main.traitCollection
      let after = new?.windowTraitCollection ?? UIScreen.main.traitCollection
      if before != after { deliverTraitChange(from: before, to: after) }
    }
    // A subtree changing windows may hold a view controller that adds insets of its own:
    // while any controller does, every view of the subtree is checked (the move visits them
    // all anyway). A move within one window checks only where the insets change.
    let exhaustive = old !== new && UIViewController.safeAreaContributors > 0
    if exhaustive || superview?.providesSafeAreaToSubviews == true
      || (environmentStorage?.safeAreaInsets ?? .zero) != .zero
    {
      updateSafeAreaInsets(exhaustive: exhaustive)
    }
  }

  // MARK: Layout direction

  /// The layout direction of content with `semanticContentAttribute` in an environment with
  /// `traits`.
  func resolvedLayoutDirection(traits: UITraitCollection) -> UIUserInterfaceLayoutDirection {
    let environment: UIUserInterfaceLayoutDirection =
      traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: environment)
  }

  func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
    guard attribute != semanticContentAttribute else { return }
    updatingLayoutMargins { environment.semanticContentAttribute = attribute }
    autoLayoutDirectionMayHaveChanged()
    setNeedsLayout()
    // Natural text alignment follows the direction.
    if self is LayoutDirectionDrawing { setNeedsDisplay() }
  }

  /// The layout direction of content with `attribute` in this app: left to right for
  /// `.playback`, `.spatial` and `.forceLeftToRight`, right to left for `.forceRightToLeft`,
  /// and the application's `userInterfaceLayoutDirection` for `.unspecified`.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// The layout direction of content with `attribute` in an environment laid out in
  /// `layoutDirection`: `layoutDirection` itself for `.unspecified`, left to right for
  /// `.playback`, `.spatial` and `.forceLeftToRight`, right to left for `.forceRightToLeft`.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: return layoutDirection
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    }
  }
}

extension UIWindow {
  /// The window's traits, worked out on first use and kept up to date as the window is
  /// resized and the screen's scale changes.
  var windowTraitCollection: UITraitCollection {
    if let t = windowTraitStorage { return t }
    let t = DesktopEnvironment.traits(size: bounds.size, scale: UIScreen.main.scale)
    windowTraitStorage = t
    DesktopEnvironment.register(self)
    return t
  }

  /// Recomputes the window's traits after a change of its size or of the environment and,
  /// when they differ, tells the window's views and view controllers. Nothing is computed
  /// for a window whose traits were never asked for, nothing is sent when the traits stay
  /// the same (a resize within a size class).
  func updateEnvironmentTraits() {
    guard let old = windowTraitStorage, !DesktopEnvironment.isApplyingHostChange else { return }
    let size = bounds.size
    let scale = UIScreen.main.scale
    let v = old.values
    if v.displayScale == scale,
      v.horizontalSizeClass == DesktopEnvironment.sizeClass(forLength: size.width),
      v.verticalSizeClass == DesktopEnvironment.sizeClass(forLength: size.height),
      v.layoutDirection == DesktopEnvironment.layoutDirection
    {
      return
    }
    let new = DesktopEnvironment.traits(size: size, scale: scale)
    guard new != old else { return }
    windowTraitStorage = new
    deliverTraitChange(from: old, to: new)
  }
}

extension UIView: UITraitEnvironment {}

extension UIView {
  /// `alignment` with `.natural` resolved to the left or right edge by the view's effective
  /// layout direction, as text views and labels draw it.
  func resolvedTextAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
    guard alignment == .natural else { return alignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }
}
