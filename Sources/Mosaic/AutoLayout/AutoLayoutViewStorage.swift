import Foundation

/// A view's Auto Layout state, made when the view first takes part in Auto Layout (most views
/// never do).
///
/// The values a layout pass reads for every view are not checked for exclusive access at run
/// time (`@exclusivity(unchecked)`): each is read or assigned whole, never held across a call.
@MainActor
final class AutoLayoutViewStorage {
  /// The constraints installed on the view (`UIView.constraints`).
  var constraints: [NSLayoutConstraint] = []
  /// The active constraints that mention the view.
  var referencing: [NSLayoutConstraint] = []
  /// The guides added with `addLayoutGuide(_:)`.
  var layoutGuides: [UILayoutGuide] = []
  /// The view's own guides, made on first use.
  @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
  @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
  @exclusivity(unchecked) var readableGuide: UILayoutGuide?
  @exclusivity(unchecked) var contentGuide: UILayoutGuide?
  @exclusivity(unchecked) var frameGuide: UILayoutGuide?

  @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
  var huggingHorizontal = UILayoutPriority.defaultLow
  var huggingVertical = UILayoutPriority.defaultLow
  var compressionHorizontal = UILayoutPriority.defaultHigh
  var compressionVertical = UILayoutPriority.defaultHigh
  @exclusivity(unchecked) var needsUpdateConstraints = false

  /// Whether the view or a descendant has constraints or other Auto Layout state (set on
  /// ancestors too; never cleared).
  @exclusivity(unchecked) var subtreeHasAutoLayout = false
  /// The engine the view holds as the root of its hierarchy.
  @exclusivity(unchecked) var engine: LayoutEngine?
  /// The view's variables in engines.
  let variables = LayoutVariables()
  /// How many engines hold the view as an item.
  @exclusivity(unchecked) var registrations = 0
  /// The frame (in the superview's coordinates) the last solve gave the view.
  @exclusivity(unchecked) var solvedFrame: CGRect?
  /// Subviews whose solved frames differ from their frames: the default `layoutSubviews`
  /// applies them.
  @exclusivity(unchecked) var pendingSolvedSubviews: [UIView] = []
  /// Whether the view is in its superview's `pendingSolvedSubviews`.
  @exclusivity(unchecked) var isPendingSolvedFrame = false
  /// The read of an engine's solution (`LayoutEngine.readCount`) that last asked this view for
  /// layout because subviews' solved frames changed.
  @exclusivity(unchecked) var layoutRequestRead = -1
  /// The width a multi-line label was last given by a solve; its intrinsic height wraps at it.
  @exclusivity(unchecked) var layoutWidth: CGFloat?
  /// Changes whenever constraints, guides or Auto Layout subviews of the view's subtree come
  /// or go (see `autoLayoutSubtreeChanged()`).
  @exclusivity(unchecked) var subtreeStamp = 0
  /// The engine `systemLayoutSizeFitting` last measured the view with, kept while the
  /// subtree's stamp stays `fittingStamp`: measuring again re-solves it incrementally.
  @exclusivity(unchecked) var fittingEngine: LayoutEngine?
  @exclusivity(unchecked) var fittingStamp = -1

  /// Every guide of the view: the app's and the view's own.
  var allGuides: [UILayoutGuide] {
    layoutGuides
      + [marginsGuide, safeAreaGuide, readableGuide, contentGuide, frameGuide].compactMap { $0 }
  }
}

extension UIView {
  /// The view's Auto Layout state, made on first use.
  var autoLayout: AutoLayoutViewStorage {
    if let s = autoLayoutStorage { return s }
    let s = AutoLayoutViewStorage()
    autoLayoutStorage = s
    return s
  }

  /// The constraints, guides or Auto Layout subviews of this view's subtree changed: the
  /// engines cached for measuring it and its ancestors are stale.
  func autoLayoutSubtreeChanged() {
    var v: UIView? = self
    while let view = v {
      view.autoLayoutStorage?.subtreeStamp &+= 1
      v = view.superview
    }
  }

  /// Marks the view and its ancestors as having Auto Layout state.
  func markSubtreeHasAutoLayout() {
    var v: UIView? = self
    while let view = v {
      let s = view.autoLayout
      if s.subtreeHasAutoLayout { return }
      s.subtreeHasAutoLayout = true
      v = view.superview
    }
  }
}

extension UILayoutGuide {
  /// Extra state a guide keeps for its engines.
  var referencing: [NSLayoutConstraint] {
    get { guideReferencing }
    set { guideReferencing = newValue }
  }
}
