import Foundation

/// A view's rarely set environment state: its own layout margins, how they combine with the
/// superview's and the safe area's, its semantic content attribute and its safe area insets.
/// Views keep none until one of these is set or becomes non-zero.
@MainActor
final class ViewEnvironmentStorage {
  /// Margins set with `layoutMargins` or `directionalLayoutMargins`; nil for the default.
  var directionalLayoutMargins: NSDirectionalEdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// The safe area insets last worked out.
  var safeAreaInsets: UIEdgeInsets = .zero
  /// Insets the view adds to the safe area of its subviews other than `safeAreaExemptSubview`
  /// (a navigation controller's view: its bar).
  var subviewSafeAreaCoverage: (() -> UIEdgeInsets)?
  @Unretained var safeAreaExemptSubview: UIView?
  /// Told the new insets when the view's safe area changes (a scroll view adjusts its content
  /// inset).
  var safeAreaDidChange: ((UIEdgeInsets) -> Void)?
  /// What of the view's safe area its subviews share (a scroll view keeps to itself the
  /// edges it insets its content by).
  var subviewSafeAreaFilter: ((UIEdgeInsets) -> UIEdgeInsets)?
}

extension UIView {
  /// The view's environment storage, made on first use.
  var environment: ViewEnvironmentStorage {
    if let e = environmentStorage { return e }
    let e = ViewEnvironmentStorage()
    environmentStorage = e
    return e
  }

  /// The view controller whose root view this is.
  var managingViewController: UIViewController? { owningViewController as? UIViewController }

  // MARK: Layout margins

  /// The margins before the safe area and the superview's margins are taken into account:
  /// the ones set, else 8 points each side (0 for a view controller's root view), raised to
  /// the controller's system minimum for a root view that respects it.
  func ownDirectionalLayoutMargins(traits: UITraitCollection) -> NSDirectionalEdgeInsets {
    let controller = managingViewController
    var m =
      environmentStorage?.directionalLayoutMargins
      ?? (controller != nil
        ? .zero : NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins(traits: traits)
      m.top = max(m.top, minimum.top)
      m.leading = max(m.leading, minimum.leading)
      m.bottom = max(m.bottom, minimum.bottom)
      m.trailing = max(m.trailing, minimum.trailing)
    }
    return m
  }

  /// The margins in effect, in left/right terms, in an environment with `traits`.
  func effectiveLayoutMargins(traits: UITraitCollection) -> UIEdgeInsets {
    let d = ownDirectionalLayoutMargins(traits: traits)
    let rightToLeft = resolvedLayoutDirection(traits: traits) == .rightToLeft
    var m = UIEdgeInsets(
      top: d.top, left: rightToLeft ? d.trailing : d.leading, bottom: d.bottom,
      right: rightToLeft ? d.leading : d.trailing)
    if insetsLayoutMarginsFromSafeArea {
      let s = safeAreaInsets
      m.top += s.top
      m.left += s.left
      m.bottom += s.bottom
      m.right += s.right
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      let p = parent.effectiveLayoutMargins(traits: traits)
      let f = frame
      let b = parent.bounds
      m.top = max(m.top, p.top - (f.minY - b.minY))
      m.left = max(m.left, p.left - (f.minX - b.minX))
      m.bottom = max(m.bottom, p.bottom - (b.maxY - f.maxY))
      m.right = max(m.right, p.right - (b.maxX - f.maxX))
    }
    return m
  }

  /// The margins in effect, in leading/trailing terms.
  func effectiveDirectionalLayoutMargins(traits: UITraitCollection) -> NSDirectionalEdgeInsets {
    let m = effectiveLayoutMargins(traits: traits)
    let rightToLeft = resolvedLayoutDirection(traits: traits) == .rightToLeft
    return NSDirectionalEdgeInsets(
      top: m.top, leading: rightToLeft ? m.right : m.left, bottom: m.bottom,
      trailing: rightToLeft ? m.left : m.right)
  }

  func setLayoutMargins(_ margins: UIEdgeInsets) {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    setDirectionalLayoutMargins(
      NSDirectionalEdgeInsets(
        top: margins.top, leading: rightToLeft ? margins.right : margins.left,
        bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right))
  }

  func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
    updatingLayoutMargins { environment.directionalLayoutMargins = margins }
  }

  /// Runs `change`, then tells this view and the descendants that preserve their superview's
  /// margins whose margins it changed (`layoutMarginsDidChange()`, then the view controller's
  /// `viewLayoutMarginsDidChange()`), top-down.
  func updatingLayoutMargins(_ change: () -> Void) {
    var affected: [UIView] = []
    func collect(_ view: UIView) {
      affected.append(view)
      for v in view.subviews where v.preservesSuperviewLayoutMargins { collect(v) }
    }
    collect(self)
    let traits = traitCollection
    let before = affected.map { $0.effectiveLayoutMargins(traits: traits) }
    change()
    for (view, old) in zip(affected, before)
    where view.effectiveLayoutMargins(traits: traits) != old {
      view.notifyLayoutMarginsDidChange()
    }
  }

  func notifyLayoutMarginsDidChange() {
    autoLayoutMarginsDidChange()
    layoutMarginsDidChange()
    managingViewController?.viewLayoutMarginsDidChange()
    setNeedsLayout()
  }

  // MARK: Safe area

  /// Whether the view's subviews may have a non-zero safe area on its account.
  var providesSafeAreaToSubviews: Bool {
    guard let e = environmentStorage else { return false }
    return e.safeAreaInsets != .zero || e.subviewSafeAreaCoverage != nil
  }

  /// The safe area insets the view should have now, from its superview's and its own frame,
  /// plus its view controller's `additionalSafeAreaInsets`.
  private func computedSafeAreaInsets(inWindow: Bool) -> UIEdgeInsets {
    guard inWindow, let parent = superview else { return .zero }
    var insets = UIEdgeInsets.zero
    if let e = parent.environmentStorage {
      var p = e.safeAreaInsets
      if let filter = e.subviewSafeAreaFilter { p = filter(p) }
      if let coverage = e.subviewSafeAreaCoverage, e.safeAreaExemptSubview !== self {
        let c = coverage()
        p.top = max(p.top, c.top)
        p.left = max(p.left, c.left)
        p.bottom = max(p.bottom, c.bottom)
        p.right = max(p.right, c.right)
      }
      if p != .zero {
        let safe = parent.bounds.inset(by: p)
        let f = frame
        insets.top = min(f.height, max(0, safe.minY - f.minY))
        insets.left = min(f.width, max(0, safe.minX - f.minX))
        insets.bottom = min(f.height, max(0, f.maxY - safe.maxY))
        insets.right = min(f.width, max(0, f.maxX - safe.maxX))
      }
    }
    if let extra = managingViewController?.additionalSafeAreaInsets, extra != .zero {
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// Works out the view's safe area again and, when it changed, tells the view
  /// (`safeAreaInsetsDidChange()`, the view controller's `viewSafeAreaInsetsDidChange()`, and
  /// the margin callbacks when the margins follow the safe area) and goes on with the
  /// subviews. When `exhaustive`, every descendant is checked even where this view's insets
  /// stayed the same (a view controller deeper down may add insets of its own).
  func updateSafeAreaInsets(exhaustive: Bool = false) {
    updateSafeAreaInsets(inWindow: window != nil, exhaustive: exhaustive)
  }

  private func updateSafeAreaInsets(inWindow: Bool, exhaustive: Bool) {
    let new = computedSafeAreaInsets(inWindow: inWindow)
    let old = environmentStorage?.safeAreaInsets ?? .zero
    if new != old {
      environment.safeAreaInsets = new
      environment.safeAreaDidChange?(new)
      autoLayoutMarginsDidChange()
      safeAreaInsetsDidChange()
      managingViewController?.viewSafeAreaInsetsDidChange()
      if insetsLayoutMarginsFromSafeArea {
        notifyLayoutMarginsDidChange()
      } else {
        setNeedsLayout()
      }
    } else if !exhaustive {
      return
    }
    for v in subviews { v.updateSafeAreaInsets(inWindow: inWindow, exhaustive: exhaustive) }
  }

  /// Works out the safe area of the subviews again (after something covering them, such as a
  /// navigation bar, moved).
  func updateSubviewSafeAreaInsets() {
    let inWindow = window != nil
    for v in subviews { v.updateSafeAreaInsets(inWindow: inWindow, exhaustive: false) }
  }
}
