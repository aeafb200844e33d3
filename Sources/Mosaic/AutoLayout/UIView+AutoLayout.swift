import Foundation

// UIKit's `open` Auto Layout members are declared in the class body (UIView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name. The anchors and guides, which are not overridden, are here.

extension UIView {
  /// The size asking for the smallest size that fits the content, for
  /// `systemLayoutSizeFitting(_:)`: zero.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The size asking for the largest size the constraints allow, for
  /// `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // MARK: Anchors

  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The view's leading edge (left in a left-to-right layout, right in a right-to-left one).
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The baseline of the view's top line of text (its top edge when it shows no text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// The baseline of the view's bottom line of text (its bottom edge when it shows no text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: .width, kind: .dimension)
  }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: .height, kind: .dimension)
  }

  private func xAnchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: a, kind: .x)
  }

  private func yAnchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: a, kind: .y)
  }

  // MARK: Guides

  /// The guides added to the view with `addLayoutGuide(_:)`.
  public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

  /// Adds a guide to the view: the guide's `owningView` becomes this view, so its anchors can
  /// be constrained with the view's and its subviews'.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView = self
    autoLayout.layoutGuides.append(layoutGuide)
    markSubtreeHasAutoLayout()
    autoLayoutSubtreeChanged()
  }

  /// Removes a guide from the view, deactivating the constraints that mention it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for c in layoutGuide.referencing { c.isActive = false }
    autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    autoLayoutSubtreeChanged()
  }

  /// A guide inset from the view's edges by its `layoutMargins`; it follows them when they
  /// change.
  public var layoutMarginsGuide: UILayoutGuide {
    ownGuide(\.marginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide")
  }

  /// A guide covering the part of the view not covered by bars (the view's
  /// `safeAreaInsets`, zero in a desktop window).
  public var safeAreaLayoutGuide: UILayoutGuide {
    ownGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// A guide for text that stays comfortable to read: the layout margins' area, no wider than
  /// 672 points and centred in the margins when they are wider.
  public var readableContentGuide: UILayoutGuide {
    ownGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
  }

  func ownGuide(
    _ path: ReferenceWritableKeyPath<AutoLayoutViewStorage, UILayoutGuide?>,
    _ role: UILayoutGuide.Role, _ identifier: String
  ) -> UILayoutGuide {
    let s = autoLayout
    if let g = s[keyPath: path] { return g }
    let g = UILayoutGuide(role: role, identifier: identifier)
    g.owningView = self
    s[keyPath: path] = g
    return g
  }

  // MARK: Installing constraints

  /// `constraints`' work.
  var baseConstraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

  /// `addConstraint(_:)`'s work: installs the constraint on this view and hands it to the
  /// hierarchy's engine.
  func baseAddConstraint(_ constraint: NSLayoutConstraint) {
    if let current = constraint.installedView {
      if current === self { return }
      current.removeConstraint(constraint)
    }
    let s = autoLayout
    s.constraints.append(constraint)
    constraint.installedView = self
    markSubtreeHasAutoLayout()
    for item in constraint.items {
      if let view = item as? UIView {
        view.autoLayout.referencing.append(constraint)
        view.markSubtreeHasAutoLayout()
      } else if let guide = item as? UILayoutGuide {
        guide.referencing.append(constraint)
        guide.owningView?.markSubtreeHasAutoLayout()
      }
    }
    autoLayoutSubtreeChanged()
    AutoLayout.engine(for: self, create: true)?.add(constraint)
  }

  /// `removeConstraint(_:)`'s work.
  func baseRemoveConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self, let s = autoLayoutStorage else { return }
    s.constraints.removeAll { $0 === constraint }
    constraint.installedView = nil
    for item in constraint.items {
      if let view = item as? UIView {
        view.autoLayoutStorage?.referencing.removeAll { $0 === constraint }
      } else if let guide = item as? UILayoutGuide {
        guide.referencing.removeAll { $0 === constraint }
      }
    }
    autoLayoutSubtreeChanged()
    constraint.engine?.remove(constraint)
  }

  // MARK: Flags

  /// `translatesAutoresizingMaskIntoConstraints`' setter's work.
  func setTranslatesAutoresizingMask(_ value: Bool) {
    let s = autoLayout
    guard s.translatesAutoresizingMaskIntoConstraints != value else { return }
    autoLayoutSubtreeChanged()
    s.translatesAutoresizingMaskIntoConstraints = value
    markSubtreeHasAutoLayout()
    engineItemChanged()
  }

  /// Tells the hierarchy's engine that something its constraints for this view are made from
  /// changed (frame, mask, intrinsic size, margins).
  func engineItemChanged() {
    guard let s = autoLayoutStorage, s.registrations > 0,
      let engine = AutoLayout.engine(for: self, create: false)
    else { return }
    engine.itemChanged(self)
  }

  /// Called by the geometry setters: a view that enters the engine through its frame, or
  /// hosts it, has new values for its constraints, and so do the guides that follow it.
  ///
  /// A view that constraints place (the engine setting its frame in a layout pass) has
  /// nothing to tell unless it is resized and has subviews or a margins guide that follow its
  /// size: the engine is not even looked up.
  func autoLayoutGeometryDidChange(sizeChanged: Bool) {
    guard let s = autoLayoutStorage, s.registrations > 0 else { return }
    // Only a hierarchy's root holds its engine, and only a root hosts one.
    let entersByFrame = s.translatesAutoresizingMaskIntoConstraints || s.engine != nil
    guard entersByFrame || (sizeChanged && hasFollowersOfSize(s)),
      let engine = AutoLayout.engine(for: self, create: false)
    else { return }
    if s.translatesAutoresizingMaskIntoConstraints || engine.host === self {
      engine.itemChanged(self)
    }
    guard sizeChanged else { return }
    for sub in subviews {
      if let t = sub.autoLayoutStorage, t.registrations > 0,
        t.translatesAutoresizingMaskIntoConstraints
      {
        engine.itemChanged(sub)
      }
    }
    if let g = s.marginsGuide { engine.itemChanged(g) }
  }

  /// Whether something the engine holds follows the view's size: its margins guide, or a
  /// subview that enters the engine through its frame and autoresizing mask.
  private func hasFollowersOfSize(_ s: AutoLayoutViewStorage) -> Bool {
    if s.marginsGuide != nil { return true }
    if _subviews.isEmpty { return false }
    for sub in subviews {
      if let t = sub.autoLayoutStorage, t.registrations > 0,
        t.translatesAutoresizingMaskIntoConstraints
      {
        return true
      }
    }
    return false
  }

  /// A scroll view's frame guide follows its content offset.
  func autoLayoutBoundsOriginDidChange() {
    guard let g = autoLayoutStorage?.frameGuide,
      let engine = AutoLayout.engine(for: self, create: false)
    else { return }
    engine.itemChanged(g)
  }

  /// The margins changed: the margins guide (and the readable guide) move.
  func autoLayoutMarginsDidChange() {
    guard let s = autoLayoutStorage, let engine = AutoLayout.engine(for: self, create: false)
    else { return }
    if let g = s.marginsGuide { engine.itemChanged(g) }
    if let g = s.safeAreaGuide { engine.itemChanged(g) }
  }

  /// The layout direction may have changed under this view: leading and trailing
  /// constraints are checked again.
  func autoLayoutDirectionMayHaveChanged() {
    guard let engine = AutoLayout.engine(for: self, create: false) else { return }
    engine.directionsDirty = true
    engine.markDirty()
    if let s = autoLayoutStorage, let g = s.marginsGuide { engine.itemChanged(g) }
  }

  // MARK: Update constraints

  /// Views that asked for `updateConstraints()`.
  static var viewsNeedingConstraintUpdate: [Unretained<UIView>] = []

  /// `setNeedsUpdateConstraints()`'s work.
  func baseSetNeedsUpdateConstraints() {
    let s = autoLayout
    guard !s.needsUpdateConstraints else { return }
    s.needsUpdateConstraints = true
    markSubtreeHasAutoLayout()
    UIView.viewsNeedingConstraintUpdate.append(Unretained<UIView>(wrappedValue: self))
    AutoLayout.engine(for: self, create: false)?.markDirty()
  }

  /// `updateConstraintsIfNeeded()`'s work: runs `updateConstraints()` on this view and its
  /// descendants that need it, deepest first.
  func baseUpdateConstraintsIfNeeded() {
    var rounds = 0
    while rounds < 4 {
      rounds += 1
      let waiting = UIView.viewsNeedingConstraintUpdate.compactMap(\.wrappedValue).filter {
        $0.autoLayoutStorage?.needsUpdateConstraints == true && $0.isDescendant(of: self)
      }
      guard !waiting.isEmpty else { return }
      UIView.runConstraintUpdates(waiting)
    }
  }

  /// Calls `updateConstraints()` on `views`, deepest first.
  static func runConstraintUpdates(_ views: [UIView]) {
    func depth(_ v: UIView) -> Int {
      var d = 0
      var s = v.superview
      while let p = s {
        d += 1
        s = p.superview
      }
      return d
    }
    let ordered = views.map { ($0, depth($0)) }.sorted { $0.1 > $1.1 }.map(\.0)
    for v in ordered where v.autoLayoutStorage?.needsUpdateConstraints == true {
      v.autoLayoutStorage?.needsUpdateConstraints = false
      v.updateConstraints()
    }
    viewsNeedingConstraintUpdate.removeAll {
      $0.wrappedValue?.autoLayoutStorage?.needsUpdateConstraints != true
    }
  }

  // MARK: Layout pass

  /// Runs the engine's queued work before a layout pass starts at this view.
  func updateAutoLayoutBeforeLayout() {
    guard !LayoutEngine.dirtyEngines.isEmpty else { return }
    AutoLayout.engine(for: self, create: false)?.updateIfNeeded()
  }

  /// The default `layoutSubviews`' work: constraint-driven subviews get their solved frames.
  func baseLayoutSubviews() {
    guard let s = autoLayoutStorage else { return }
    if !LayoutEngine.dirtyEngines.isEmpty {
      AutoLayout.engine(for: self, create: false)?.updateIfNeeded()
    }
    guard !s.pendingSolvedSubviews.isEmpty else { return }
    let pending = s.pendingSolvedSubviews
    s.pendingSolvedSubviews = []
    // Each view's solved frame is read when it is applied, so a solution read while an earlier
    // view takes its frame (a `bounds` override laying out) is the one applied.
    for v in pending {
      guard let t = v.autoLayoutStorage else { continue }
      t.isPendingSolvedFrame = false
      guard v._superview === self, !t.translatesAutoresizingMaskIntoConstraints,
        let frame = t.solvedFrame
      else { continue }
      v.applyEngineFrame(frame)
    }
  }

  /// Whether a root view's hierarchy has constraints its engine has not taken yet.
  var rootHasUnengagedAutoLayout: Bool {
    (superview == nil || AutoLayout.isIsland(self))
      && autoLayoutStorage?.subtreeHasAutoLayout == true && autoLayoutStorage?.engine == nil
  }

  // MARK: Content priorities

  func baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let s = autoLayoutStorage else { return .defaultLow }
    return axis == .horizontal ? s.huggingHorizontal : s.huggingVertical
  }

  func baseSetContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    let s = autoLayout
    if axis == .horizontal { s.huggingHorizontal = p } else { s.huggingVertical = p }
    engineItemChanged()
    notifyStackViewOfContentChange(hugging: true)
  }

  func baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    guard let s = autoLayoutStorage else { return .defaultHigh }
    return axis == .horizontal ? s.compressionHorizontal : s.compressionVertical
  }

  func baseSetContentCompressionResistancePriority(
    _ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    let s = autoLayout
    if axis == .horizontal { s.compressionHorizontal = p } else { s.compressionVertical = p }
    engineItemChanged()
  }
}

extension UIScrollView {
  /// A guide for the scroll view's content: constraints between it and the content's views
  /// set `contentSize` (its width and height), and its origin is the content's origin.
  public var contentLayoutGuide: UILayoutGuide {
    ownGuide(\.contentGuide, .scrollContent, "UIScrollView-contentLayoutGuide")
  }

  /// A guide for the scroll view's frame, which does not scroll: views pinned to it stay in
  /// place while the content scrolls.
  public var frameLayoutGuide: UILayoutGuide {
    ownGuide(\.frameGuide, .scrollFrame, "UIScrollView-frameLayoutGuide")
  }
}
