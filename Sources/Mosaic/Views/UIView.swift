import Foundation

/// A rectangular area on screen that draws content, lays out subviews and handles touches.
///
/// Every view is backed by a `CALayer`; geometry, opacity and colors are stored in the layer,
/// so `UIView.animate` animates them and the compositor draws them.
@MainActor @preconcurrency
open class UIView: UIResponder, CALayerDelegate, ChildListElement {
  /// The class of the layer created for each instance: `CALayer` by default; a subclass
  /// returns a `CALayer` subclass (a class that is not a layer class gives a plain `CALayer`).
  open class var layerClass: AnyClass { CALayer.self }

  /// The layer that draws the view.
  public let layer: CALayer

  // Stored state that a layout pass or a frame reads for every view it visits is marked
  // `@exclusivity(unchecked)` (no exclusivity check at run time): each such value is read or
  // assigned whole, never held across a call.

  /// The subviews, back to front (kept beside their layers' order; see UIView+LayerOrder.swift).
  @exclusivity(unchecked) var _subviews = ChildList<UIView>()
  /// The superview, held without a reference count (a weak reference would move every view
  /// with subviews to out-of-line reference counting, dearer on every retain and release). A
  /// superview clears its subviews' pointer when it goes, and removal clears it.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _superview: UIView?
  weak var owningViewController: UIResponder?

  /// The gesture recognizers attached to the view (see `UIView+Gestures.swift`).
  var gestureRecognizerStorage: [UIGestureRecognizer] = []

  @exclusivity(unchecked) var needsLayoutFlag = true
  @exclusivity(unchecked) var subtreeNeedsLayout = true
  /// Subviews that need layout (or have descendants that do), so a layout pass visits only
  /// them rather than every subview.
  @exclusivity(unchecked) var childrenNeedingLayout: [UIView] = []
  /// How many entries of a long `childrenNeedingLayout` name views that left this view (they
  /// are skipped, and dropped in bulk, rather than searched for one by one).
  @exclusivity(unchecked) var departedLayoutEntries = 0
  /// Whether this view is in its superview's `childrenNeedingLayout`.
  @exclusivity(unchecked) var isRegisteredForLayout = false
  /// The view's slot in its superview's subview list.
  @exclusivity(unchecked) var childListSlot = 0
  @exclusivity(unchecked) var isDrawing = false
  /// Margins, safe area and semantic content state, made when one of them is first set (see
  /// `UIView+Margins.swift`); nil for most views.
  @exclusivity(unchecked) var environmentStorage: ViewEnvironmentStorage?
  /// Constraints, guides, priorities and engine state, made when the view first takes part
  /// in Auto Layout (see `AutoLayout/`); nil for most views.
  @exclusivity(unchecked) var autoLayoutStorage: AutoLayoutViewStorage?
  /// What constraints hold of the view (see `ObjectHandle`); made on first use.
  @exclusivity(unchecked) var objectHandleStorage: ObjectHandle?

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    layer = ((Self.layerClass as? CALayer.Type) ?? CALayer.self).init()
    super.init()
    layer.owner = self
    layer.delegate = self
    self.frame = frame
    if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  deinit {
    // Neither the layer (which may outlive the view), nor subviews that outlive it, nor the
    // constraints that mention it may point at it.
    layer.owner = nil
    objectHandleStorage?.owner = nil
    _subviews.forEachChildLeaving { $0._superview = nil }
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. Mosaic has no archives (no nibs or storyboards), so this
  /// makes a view with a zero frame. It is designated and required, as in UIKit, so a subclass
  /// writes `required init?(coder:)` and may call `super.init(coder:)`.
  public required init?(coder: NSCoder) {
    layer = ((Self.layerClass as? CALayer.Type) ?? CALayer.self).init()
    super.init()
    layer.owner = self
    layer.delegate = self
  }

  // MARK: Hierarchy

  /// The view's parent.
  open var superview: UIView? { _superview }

  /// The view's children, back to front.
  open var subviews: [UIView] { _subviews.array }

  /// Whether the view lays its subtree out with an Auto Layout engine of its own even inside a
  /// hierarchy (views whose frames a container sets, such as collection view cells, say so).
  var isAutoLayoutIsland: Bool { false }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let v = view {
      if let w = v as? UIWindow { return w }
      view = v._superview
    }
    return nil
  }

  /// The next responder: the view controller managing this view, else the superview.
  open override var next: UIResponder? { owningViewController ?? _superview }

  /// Adds `view` at the top of the subviews, removing it from its old parent first.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviews.count - (view._superview === self ? 1 : 0))
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) {
    baseInsertSubview(view, at: index)
  }

  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = _subviews.index(of: siblingSubview) ?? 0
    let adjust = (view._superview === self && (_subviews.index(of: view) ?? 0) < index) ? 1 : 0
    insertSubview(view, at: index - adjust)
  }

  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = (_subviews.index(of: siblingSubview) ?? _subviews.count - 1) + 1
    let adjust = (view._superview === self && (_subviews.index(of: view) ?? 0) < index) ? 1 : 0
    insertSubview(view, at: index - adjust)
  }

  /// Detaches the view from its superview and window.
  open func removeFromSuperview() {
    baseRemoveFromSuperview()
  }

  /// Moves `view` to the top of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard _subviews.remove(view) != nil else { return }
    _subviews.append(view)
    syncSublayerOrder(of: view)
  }

  /// Moves `view` to the bottom of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard _subviews.remove(view) != nil else { return }
    _subviews.insert(view, at: 0)
    syncSublayerOrder(of: view)
  }

  /// Swaps the subviews at the two indexes.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let indices = 0..<_subviews.count
    guard indices.contains(index1), indices.contains(index2), index1 != index2 else { return }
    let (low, high) = (min(index1, index2), max(index1, index2))
    let first = _subviews[low]
    let second = _subviews[high]
    _subviews.remove(second)
    _subviews.remove(first)
    _subviews.insert(second, at: low)
    _subviews.insert(first, at: high)
    syncSublayerOrder(of: second)
    syncSublayerOrder(of: first)
  }

  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let c = current {
      if c === view { return true }
      current = c._superview
    }
    return false
  }

  /// Called before the view's superview changes.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view's superview changed.
  open func didMoveToSuperview() {}
  /// Called before the view's window changes.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view's window changed.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Tags

  /// An integer that identifies the view in `viewWithTag(_:)`; 0 by default.
  open var tag: Int = 0

  /// Returns the first view with `tag` in a depth-first search starting at this view.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for v in _subviews.array {
      if let found = v.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Appearance

  /// The view's background color; nil (transparent) by default.
  open var backgroundColor: UIColor? {
    get { layer.backgroundFill }
    set { layer.backgroundFill = newValue }
  }

  /// The view's opacity, 0…1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view and its subviews are hidden. A stack view's arranged view that is
  /// hidden leaves the arrangement.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard layer.isHidden != newValue else { return }
      layer.isHidden = newValue
      notifyStackViewOfVisibilityChange()
      if !newValue, UIActivityIndicatorView.anyWaitsForAHiddenSuperview {
        UIActivityIndicatorView.viewWasShownOrMoved()
      }
    }
  }

  /// Makes the first responder resign when it is this view or one of its subviews (a text
  /// field that is editing, typically); with `force`, it resigns whatever its delegate says.
  /// Returns whether it resigned.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.currentFirstResponder as? UIView,
      responder === self || responder.isDescendant(of: self)
    else { return false }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    UIResponder.currentFirstResponder = nil
    (responder as? TextInputClient)?.endEditingAfterForcedResign()
    return true
  }

  /// Whether subviews are clipped to the view's bounds.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view is fully opaque (a drawing hint); true by default.
  open var isOpaque = true

  /// The color used by subclasses for interactive elements (and template images): the
  /// view's own tint color, else its superview's, else the system blue. Setting nil goes
  /// back to inheriting it. A change calls `tintColorDidChange()` on the view and on the
  /// subviews that inherit it.
  open var tintColor: UIColor! {
    get { _tintColor ?? _superview?.tintColor ?? .systemBlue }
    set {
      let old: UIColor = tintColor
      _tintColor = newValue
      if old != tintColor { notifyTintColorDidChange() }
    }
  }
  private(set) var _tintColor: UIColor?

  /// Called when the view's tint color changes, whether it was set on the view, set on an
  /// ancestor it inherits from, or the view moved under a different tint. The default does
  /// nothing; override it to redraw content drawn with `tintColor`.
  open func tintColorDidChange() {}

  /// Calls `tintColorDidChange()` on the view and every descendant that inherits its tint.
  func notifyTintColorDidChange() {
    tintColorDidChange()
    for subview in _subviews.array where subview._tintColor == nil {
      subview.notifyTintColorDidChange()
    }
  }

  /// Whether the view receives touches; true by default.
  open var isUserInteractionEnabled = true

  /// Whether the view receives more than one touch at a time; false by default.
  open var isMultipleTouchEnabled = false

  /// How the view's content is laid out when its bounds change.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      layer.contentsGravity = contentMode.contentsGravity
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
  }

  // MARK: Drawing

  /// Draws the view's content into the current graphics context; the default draws nothing.
  /// Override to draw custom content; it is called when the view is marked with
  /// `setNeedsDisplay()` and its result is cached until then.
  open func draw(_ rect: CGRect) {
    Compositor.baseDrawCalled = true
  }

  /// Marks the view's content for redrawing.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view's content for redrawing (the whole view is redrawn).
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

  /// Draws the layer's content by calling `draw(_:)` with the context made current.
  public func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    traitCollection.performAsCurrent { draw(bounds) }
  }

  // MARK: Snapshotting (UIKit's `open` members; their work is in CALayer+Rendering.swift)

  /// Draws a snapshot of the whole view hierarchy, as it appears on screen and scaled to fill
  /// `rect` (in this view's coordinates), into the current graphics context. Returns false when
  /// there is no current context or nothing to draw. `afterUpdates` asks for pending changes
  /// to be included; Mosaic always lays the view out first.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    baseDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates. With a non-identity transform it is
  /// the bounding box of the transformed view; setting it then is best avoided, as in UIKit.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      let oldFrame = autoLayoutStorage != nil ? layer.frame : .null
      layer.frame = newValue
      boundsSizeChanged(from: oldSize)
      if _superview?.providesSafeAreaToSubviews == true { updateSafeAreaInsets() }
      // The same frame again (a `layoutSubviews` that sets it on every pass) changes no
      // constraint.
      if autoLayoutStorage != nil, !layer.frame.isSame(as: oldFrame) {
        autoLayoutGeometryDidChange(sizeChanged: oldSize != layer.bounds.size)
      }
    }
  }

  /// The view's own coordinate system: origin (the scroll offset for scroll views) and size.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
        newValue.size.width.isFinite, newValue.size.height.isFinite
      else { return }
      let old = layer.bounds
      layer.bounds = newValue
      boundsSizeChanged(from: old.size)
      if autoLayoutStorage != nil {
        if old.size != newValue.size { autoLayoutGeometryDidChange(sizeChanged: true) }
        if old.origin != newValue.origin { autoLayoutBoundsOriginDidChange() }
      }
    }
  }

  /// The centre of the view's frame in its superview's coordinates.
  open var center: CGPoint {
    get { layer.position }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return }
      let old = layer.position
      layer.position = newValue
      if _superview?.providesSafeAreaToSubviews == true { updateSafeAreaInsets() }
      if autoLayoutStorage != nil, old != newValue {
        autoLayoutGeometryDidChange(sizeChanged: false)
      }
    }
  }

  /// The view's affine transform, applied about its centre.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set {
      guard newValue.a.isFinite, newValue.b.isFinite, newValue.c.isFinite, newValue.d.isFinite,
        newValue.tx.isFinite, newValue.ty.isFinite
      else { return }
      layer.setAffineTransform(newValue)
    }
  }

  /// The view's 3D transform (the layer's transform).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  // MARK: Dynamics (UIDynamicItem; the work is in Dynamics/)

  /// The outline UIKit Dynamics collides the view with: its bounds rectangle unless a subclass
  /// returns `.ellipse` or `.path`.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The convex outline used when `collisionBoundsType` is `.path`, in coordinates whose
  /// origin is the view's centre. The default is the bounds rectangle.
  open var collisionBoundingPath: UIBezierPath {
    UIBezierPath(
      rect: CGRect(
        x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
  }

  // MARK: Hit testing

  /// Whether `point`, in this view's coordinates, is inside the view; the default tests the
  /// bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant (or this view) that contains `point` and accepts touches. Hidden
  /// views, views with alpha below 0.01 and views with user interaction disabled are skipped,
  /// as are subviews outside their superview's bounds.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard !layer.ignoresTouchesWhileAnimating else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for v in subviews.reversed() {
      let p = v.convert(point, from: self)
      if let hit = v.hitTest(p, with: event) { return hit }
    }
    return self
  }

  /// Whether `gestureRecognizer` may begin recognizing touches in this view (asked of the
  /// recognizer's own view and of the touched view); true by default. Override it to keep a
  /// recognizer, for instance a superview's tap, from taking this view's touches.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Converting coordinates (UIKit's `open` members; their work is in UIView+Geometry.swift)

  /// Converts `point` from this view's coordinate system to `view`'s (to the window's when
  /// `view` is nil), taking bounds origins and transforms into account.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    baseConvert(point, to: view)
  }

  /// Converts `point` from `view`'s coordinate system (the window's when `view` is nil) to
  /// this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    baseConvert(point, from: view)
  }

  /// Converts `rect` from this view's coordinate system to `view`'s (to the window's when
  /// `view` is nil); with a rotation the result is the smallest rectangle enclosing it.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    baseConvert(rect, to: view)
  }

  /// Converts `rect` from `view`'s coordinate system (the window's when `view` is nil) to
  /// this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    baseConvert(rect, from: view)
  }

  // MARK: Gesture recognizers (UIKit's `open` members; their work is in UIView+Gestures.swift)

  /// The gesture recognizers attached to the view, in the order they were added; nil when
  /// there are none. Setting it detaches the current ones and attaches the new ones (through
  /// `removeGestureRecognizer(_:)` and `addGestureRecognizer(_:)`).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { baseGestureRecognizers }
    set { baseGestureRecognizers = newValue }
  }

  /// Attaches `gestureRecognizer` to the view, detaching it from the view it was on, so that
  /// it receives the touches that start in this view or its subviews.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    baseAddGestureRecognizer(gestureRecognizer)
  }

  /// Detaches `gestureRecognizer` from the view; a gesture it was recognizing is cancelled.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    baseRemoveGestureRecognizer(gestureRecognizer)
  }

  // MARK: Layout pass (the work is in UIView+Layout.swift)

  /// Lays out subviews; the default gives the subviews that Auto Layout places (those with
  /// `translatesAutoresizingMaskIntoConstraints` false) their solved frames. Override to
  /// position subviews (calling `super` first to see the solved frames); never call it
  /// directly — use `setNeedsLayout()` and `layoutIfNeeded()`.
  open func layoutSubviews() { baseLayoutSubviews() }

  /// Marks the view as needing layout in the next layout pass.
  open func setNeedsLayout() {
    needsLayoutFlag = true
    markSubtreeNeedsLayout()
    layer.setNeedsComposite(damagesSelf: false)
  }

  /// Lays out this view and its descendants now if any of them needs it.
  open func layoutIfNeeded() {
    baseLayoutIfNeeded()
  }

  /// Whether subviews are resized by their autoresizing masks when the bounds change; true by
  /// default.
  @exclusivity(unchecked) open var autoresizesSubviews = true

  /// How the view resizes when its superview's bounds change; none by default.
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { engineItemChanged() } }
  }

  // MARK: Sizing

  /// The size that best fits `size`; the default returns the current bounds size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to the size `sizeThatFits(_:)` returns for its current size.
  open func sizeToFit() {
    let s = sizeThatFits(bounds.size)
    var f = frame
    f.size = s
    frame = f
  }

  /// The natural size of the view's content; `noIntrinsicMetric` in both axes by default.
  /// Auto Layout keeps constraint-driven views near it with their content hugging and
  /// compression resistance priorities.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed, so the next layout pass uses the
  /// new size.
  open func invalidateIntrinsicContentSize() {
    engineItemChanged()
    notifyStackViewOfContentChange()
  }

  // MARK: Auto Layout (AutoLayout/UIView+AutoLayout.swift)

  /// Whether the view's frame and autoresizing mask become constraints (true for views made
  /// in code). Set it to false for views that constraints place: their frames then come from
  /// the layout engine.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
    set { setTranslatesAutoresizingMask(newValue) }
  }

  /// Whether the view needs constraint-based layout even without constraints, so its
  /// `updateConstraints()` runs; false by default.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The constraints installed on the view (by `addConstraint(_:)` or by activating
  /// constraints whose closest common ancestor it is).
  open var constraints: [NSLayoutConstraint] { baseConstraints }

  /// Installs `constraint` on the view and activates it; the view should be a common
  /// ancestor of the constraint's items.
  open func addConstraint(_ constraint: NSLayoutConstraint) { baseAddConstraint(constraint) }

  /// Installs several constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { addConstraint(c) }
  }

  /// Removes `constraint` from the view, deactivating it.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    baseRemoveConstraint(constraint)
  }

  /// Removes several constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { removeConstraint(c) }
  }

  /// Adds or updates the view's constraints; called bottom-up before a layout pass for views
  /// that asked with `setNeedsUpdateConstraints()`. Overrides must call `super` last.
  open func updateConstraints() {}

  /// Asks for `updateConstraints()` before the next layout pass.
  open func setNeedsUpdateConstraints() { baseSetNeedsUpdateConstraints() }

  /// Runs `updateConstraints()` now on the view and its descendants that need it.
  open func updateConstraintsIfNeeded() { baseUpdateConstraintsIfNeeded() }

  /// Whether the view asked for `updateConstraints()` and has not had it yet.
  open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

  /// How strongly the view resists growing beyond its intrinsic size along `axis`; 250 by
  /// default.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    baseContentHuggingPriority(for: axis)
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    baseSetContentHuggingPriority(priority, for: axis)
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by
  /// default.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    baseContentCompressionResistancePriority(for: axis)
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    baseSetContentCompressionResistancePriority(priority, for: axis)
  }

  /// The size the view's constraints give it closest to `targetSize`
  /// (`layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the
  /// largest), both axes at fitting-size priority.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, with its width and height held to
  /// `targetSize`'s at the given priorities (`.required` fixes an axis, `.fittingSizeLevel`
  /// lets it follow the content). Only the view's own subtree is solved; nothing changes.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    baseSystemLayoutSizeFitting(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Whether the constraints leave the view's frame undetermined (Auto Layout then picks
  /// one deterministically).
  open var hasAmbiguousLayout: Bool { AutoLayout.isAmbiguous(self) }

  /// In UIKit, moves an ambiguously laid out view to another valid frame for debugging.
  /// Mosaic's engine always resolves ambiguity the same way, so this does nothing.
  open func exerciseAmbiguityInLayout() {}

  /// The constraints that affect the view's frame along `axis`: the app's that mention it
  /// and the engine's own (from its frame or intrinsic size).
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    AutoLayout.constraintsAffecting(self, axis: axis)
  }

  // MARK: Trait environment (UIView+Traits.swift)

  /// The traits of the view's environment: those of its window (the window's pixel density,
  /// size classes from its size; see `DesktopEnvironment`), or the screen's when the view is
  /// not in a window.
  open var traitCollection: UITraitCollection { environmentTraitCollection }

  /// Called after the view's traits changed: when its window crossed a size-class boundary
  /// or changed scale, or when the view moved to a window with other traits. The previous
  /// collection is passed; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// How the view's content is arranged with respect to the layout direction; `.unspecified`
  /// (follow the layout direction) by default.
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { environmentStorage?.semanticContentAttribute ?? .unspecified }
    set { setSemanticContentAttribute(newValue) }
  }

  /// The layout direction of the view's content: its `semanticContentAttribute` applied to the
  /// layout direction of its trait collection.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    resolvedLayoutDirection(traits: traitCollection)
  }

  // MARK: Margins and safe area (UIView+Margins.swift)

  /// The space to leave between the view's edges and its content: 8 points on each side by
  /// default; for a view controller's root view, the controller's system minimum margins.
  /// Reading it gives the margins in effect, which also include the safe area
  /// (`insetsLayoutMarginsFromSafeArea`) and the superview's margins
  /// (`preservesSuperviewLayoutMargins`). Left and right follow `directionalLayoutMargins`
  /// through the layout direction.
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins(traits: traitCollection) }
    set { setLayoutMargins(newValue) }
  }

  /// The layout margins with leading and trailing edges, which map to left and right (or right
  /// and left in a right-to-left layout); 8 points on each side by default.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { effectiveDirectionalLayoutMargins(traits: traitCollection) }
    set { setDirectionalLayoutMargins(newValue) }
  }

  /// Whether the view's margins also keep its content out of its superview's margins where
  /// the two overlap; false by default.
  open var preservesSuperviewLayoutMargins: Bool {
    get { environmentStorage?.preservesSuperviewLayoutMargins ?? false }
    set {
      guard newValue != preservesSuperviewLayoutMargins else { return }
      updatingLayoutMargins { environment.preservesSuperviewLayoutMargins = newValue }
    }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds, so they
  /// never reach outside it; true by default.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { environmentStorage?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      guard newValue != insetsLayoutMarginsFromSafeArea else { return }
      updatingLayoutMargins { environment.insetsLayoutMarginsFromSafeArea = newValue }
    }
  }

  /// Called after the view's layout margins changed; the default does nothing.
  open func layoutMarginsDidChange() {}

  /// The insets of the part of the view not covered by bars or by the insets its view
  /// controllers add (`additionalSafeAreaInsets`). Zero in a desktop window, which has no
  /// status bar or rounded corners, and zero for a view that is not in a window.
  open var safeAreaInsets: UIEdgeInsets { environmentStorage?.safeAreaInsets ?? .zero }

  /// Called after the view's safe area insets changed; the default does nothing.
  open func safeAreaInsetsDidChange() {}

  // MARK: - Trait changes and property updates (UIView+TraitChanges.swift, UIView+UpdateProperties.swift)

  /// The view's trait overrides and trait-change registrations, made when first needed.
  var traitChangeStorage: TraitChangeStorage?
  /// Whether `updateProperties()` is due before the next layout (true until it first runs).
  @exclusivity(unchecked) var needsUpdatePropertiesFlag = true

  /// Updates the view's properties (content, colors, text) from the app's state. UIKit calls
  /// it before `layoutSubviews()` in the same update pass: before the view's first layout, and
  /// after `setNeedsUpdateProperties()`. The default does nothing; do not call it directly.
  open func updateProperties() {}
}
