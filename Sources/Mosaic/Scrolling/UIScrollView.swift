import Foundation

/// A view whose content is larger than itself and that the user moves by dragging, flicking
/// or with the mouse wheel.
///
/// As in UIKit, `contentOffset` *is* `bounds.origin`: scrolling changes which part of the
/// view's own coordinate space is shown, so subviews are placed in content coordinates and
/// move on screen as the offset changes. `contentSize` and the insets decide how far it may
/// scroll. Dragging follows the finger, rubber-bands beyond the edges when `bounces` is true,
/// and a release coasts with the deceleration DESIGN.md describes (the velocity keeps
/// `decelerationRate` of itself every millisecond), bouncing back at the edges. All motion is
/// driven by animation-clock frame callbacks, so it is deterministic under virtual time.
///
/// The scroll indicators are two thin layers of the scroll view's own layer, kept above the
/// subviews' layers; they are not subviews, so `subviews` lists only the content.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  /// Creates a scroll view with the given frame. Scroll views clip their content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpScrollView()
  }

  /// Creates a scroll view from an archive. Mosaic has no archives, so this makes the same scroll view as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpScrollView()
  }

  private func setUpScrollView() {
    environment.safeAreaDidChange = { [me = unretained] insets in
      me.wrappedValue?.safeAreaInsetsForScrolling = insets
    }
    environment.subviewSafeAreaFilter = { [me = unretained] insets in
      guard let view = me.wrappedValue else { return insets }
      var shared = insets
      if view.adjustsForSafeArea.vertical {
        shared.top = 0
        shared.bottom = 0
      }
      if view.adjustsForSafeArea.horizontal {
        shared.left = 0
        shared.right = 0
      }
      return shared
    }
    clipsToBounds = true
    indicators.install(in: layer)
    installPanGesture()
  }

  /// The refresh control shown above the content (UIScrollView+RefreshControl.swift).
  var refreshControlStorage: UIRefreshControl?

  // MARK: Delegate

  /// The object told about scrolling, dragging, deceleration and scroll animations.
  open weak var delegate: UIScrollViewDelegate?

  // MARK: Offset and size

  /// The point of the content shown at the view's top-left corner; the same value as
  /// `bounds.origin`. Setting it moves the content at once (it does not stop a running
  /// deceleration; `setContentOffset(_:animated:)` with `false` does).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return }
      var b = bounds
      b.origin = newValue
      bounds = b
    }
  }

  /// Moves the content so that `contentOffset` becomes `offset`. Animated, it glides there in
  /// about 0.3 s with an ease-out curve, calling `scrollViewDidScroll(_:)` every frame and
  /// `scrollViewDidEndScrollingAnimation(_:)` at the end (nothing is animated, and that method
  /// is not called, when the offset is already `offset`). Not animated, it jumps there and stops
  /// any running deceleration or animation.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    baseSetContentOffset(offset, animated: animated)
  }

  /// Scrolls as little as needed to make `rect` (in content coordinates) visible inside the
  /// area not covered by the adjusted content insets, without going past the content's
  /// edges. A rectangle larger than that area is aligned with its top or left edge. Nothing
  /// happens when it is already visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    baseScrollRectToVisible(rect, animated: animated)
  }

  /// The view's coordinate space; its origin is the content offset. Changing the origin lays
  /// the view out again and calls the delegate's `scrollViewDidScroll(_:)`.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      let new = super.bounds
      if new.size != old.size { boundsSizeDidChange() }
      if new.origin != old.origin { contentOffsetDidChange() }
    }
  }

  /// The view's rectangle in its superview; a size change updates the insets and indicators.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.bounds.size
      super.frame = newValue
      if super.bounds.size != oldSize { boundsSizeDidChange() }
    }
  }

  /// The size of the content in points; `.zero` by default. The content can be scrolled when
  /// it is larger than the view (less the insets) along an axis.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      updateAdjustedContentInset()
      indicators.layout(in: self)
    }
  }

  /// Extra room around the content, beyond which it can be scrolled; `.zero` by default.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
  }

  /// How safe-area insets are added to `contentInset`; `.automatic` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
  }

  /// The insets actually used for scrolling: `contentInset` plus the safe-area insets that
  /// `contentInsetAdjustmentBehavior` selects. Mosaic windows have no safe-area insets of
  /// their own, so this equals `contentInset` unless a view controller supplies insets (for
  /// example under a navigation bar).
  open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

  /// Called when `adjustedContentInset` changed; the default tells the delegate
  /// (`scrollViewDidChangeAdjustedContentInset(_:)`). Overrides should call `super`.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  // MARK: Behaviour

  /// Whether the content rubber-bands beyond its edges while dragged and bounces back after a
  /// flick; true by default. When false the offset stops at the edges.
  open var bounces = true

  /// Whether a vertical drag bounces even when the content is not taller than the view;
  /// false by default.
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
  }

  /// Whether a horizontal drag bounces even when the content is not wider than the view;
  /// false by default.
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
  }

  /// Whether the user can scroll (drag, flick, wheel); true by default. Programmatic
  /// scrolling works either way.
  open var isScrollEnabled = true {
    didSet { scrollEnabledDidChange() }
  }

  /// Whether a drag ends on a multiple of the view's size (a page) instead of coasting;
  /// false by default.
  open var isPagingEnabled = false

  /// Whether a drag that starts mostly along one axis scrolls only along that axis; false by
  /// default.
  open var isDirectionalLockEnabled = false

  /// How quickly a flick slows down; `.normal` (0.998 per millisecond) by default.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether the user's finger is on the content (it may not have started dragging yet).
  open var isTracking: Bool { trackingFlag }

  /// Whether the user is dragging the content.
  open var isDragging: Bool { draggingFlag }

  /// Whether the content is moving on its own after a drag (coasting, bouncing back or
  /// snapping to a page).
  open var isDecelerating: Bool { deceleratingFlag }

  // MARK: Indicators

  /// Whether the vertical scroll indicator is shown while scrolling; true by default.
  open var showsVerticalScrollIndicator = true {
    didSet { indicators.layout(in: self) }
  }

  /// Whether the horizontal scroll indicator is shown while scrolling; true by default.
  open var showsHorizontalScrollIndicator = true {
    didSet { indicators.layout(in: self) }
  }

  /// The color scheme of the indicators; `.default` (dark grey) by default.
  open var indicatorStyle: IndicatorStyle = .default {
    didSet { indicators.layout(in: self) }
  }

  /// How far the vertical indicator's track is inset from the view's edges.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { indicators.layout(in: self) }
  }

  /// How far the horizontal indicator's track is inset from the view's edges.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { indicators.layout(in: self) }
  }

  /// Both indicators' insets: reading gives the vertical one, setting sets both.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Shows the scroll indicators briefly; call it when the user should notice that the
  /// content scrolls (for example when the view appears).
  open func flashScrollIndicators() {
    indicators.show(in: self)
  }

  // MARK: Touches

  /// The pan recognizer that drags the content. It belongs to the scroll view, which is
  /// attached to it; other recognizers may `require(toFail:)` it, and it is disabled while
  /// `isScrollEnabled` is false.
  open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }

  /// Whether `gestureRecognizer` may begin. For the scroll view's own pan: only when the
  /// content can move along the drag's main direction and the touched content may have its
  /// touches cancelled; other recognizers are allowed by default.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if gestureRecognizer === panRecognizer { return panShouldBegin() }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Whether touches on the content are held back briefly (0.15 s), until it is clear that
  /// they are not the start of a drag; true by default. A scroll view with scrolling disabled
  /// passes touches on at once.
  open var delaysContentTouches = true

  /// Whether a drag that starts on the content cancels the content's touches; true by
  /// default (see `touchesShouldCancel(in:)`).
  open var canCancelContentTouches = true

  /// Asks whether `touches` may be delivered to the content view `view`; true by default.
  /// Subclasses override it to keep some content from receiving touches.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    true
  }

  /// Asks whether the touches of content view `view` may be cancelled because the user started
  /// scrolling. As in UIKit the default is true unless `view` is a `UIControl`, so a control
  /// that already has a touch keeps it (override to let drags start on buttons). Only asked
  /// when `canCancelContentTouches` is true, for content that has received `touchesBegan`.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  // MARK: Scroll to top and keyboard

  /// Whether a scroll-to-top request (a tap on the status bar on iOS) scrolls this view to
  /// its top; true by default. Mosaic has no status bar; the host may send the request.
  open var scrollsToTop = true

  /// How the keyboard is dismissed when dragging; `.none` by default. Stored only: Mosaic
  /// has no on-screen keyboard.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  // MARK: Internal state

  /// Whether a plain mouse wheel's vertical notches scroll content that only scrolls
  /// sideways (false for the hosts of orthogonal sections, which leave them to the collection
  /// view).
  var convertsVerticalWheelToHorizontal = true
  var trackingFlag = false
  var draggingFlag = false
  var deceleratingFlag = false
  var storedAdjustedContentInset = UIEdgeInsets.zero
  /// Safe-area insets a container (a view controller, a navigation bar) asks the scroll view
  /// to keep its content clear of; zero in a plain Mosaic window.
  var safeAreaInsetsForScrolling = UIEdgeInsets.zero {
    didSet { if safeAreaInsetsForScrolling != oldValue { updateAdjustedContentInset() } }
  }
  let indicators = ScrollIndicators()
  /// The running motion (deceleration, animation or wheel glide), if any.
  var motion: ScrollMotion?
  /// Bumped whenever a motion starts or stops, so a frame callback can tell whether the
  /// motion it stepped is still the current one.
  var motionGeneration = 0
  let motionTicker = FrameTicker()
  /// The drag in progress.
  var drag: DragState?
  /// The recognizer that drives dragging (attached by `installPanGesture()`).
  let panRecognizer = UIPanGestureRecognizer()
  /// The recognizer that delays content touches and tracks the finger.
  let touchDelayRecognizer = ScrollTouchDelayGestureRecognizer()
  /// Offered each wheel or touchpad scroll routed through this view before it scrolls;
  /// returning true takes the event (a list swipes a row with a sideways touchpad scroll).
  var wheelEventInterceptor: ((ScrollWheelEvent) -> Bool)?
  /// Told each time the content offset changes, before the delegate (a navigation bar whose
  /// search bar collapses as the content scrolls).
  var contentOffsetObserver: ((UIScrollView) -> Void)?

  // MARK: Where a drag comes to rest

  /// Where a drag released with `velocity` (points per millisecond, content direction) comes
  /// to rest when the physics would stop it at `proposed`; the scroll view keeps `proposed`.
  /// Collection views ask their layout (`targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:)`). The delegate's `scrollViewWillEndDragging` sees the answer.
  func targetContentOffsetAtEndOfDrag(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    proposed
  }

  // MARK: Geometry helpers

  /// The smallest content offset that is not overscrolled.
  var minimumContentOffset: CGPoint {
    let inset = adjustedContentInset
    return CGPoint(x: -inset.left, y: -inset.top)
  }

  /// The largest content offset that is not overscrolled.
  var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let size = bounds.size
    return CGPoint(
      x: max(-inset.left, contentSize.width + inset.right - size.width),
      y: max(-inset.top, contentSize.height + inset.bottom - size.height))
  }

  /// `point` limited to the range between the minimum and maximum content offsets.
  func clampedContentOffset(_ point: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(point.x, low.x), high.x), y: min(max(point.y, low.y), high.y))
  }

  /// Whether the content (with `insets`) is wider than the view.
  func contentExceedsWidth(insets: UIEdgeInsets) -> Bool {
    contentSize.width + insets.left + insets.right > bounds.width
  }

  /// Whether the content (with `insets`) is taller than the view.
  func contentExceedsHeight(insets: UIEdgeInsets) -> Bool {
    contentSize.height + insets.top + insets.bottom > bounds.height
  }

  /// Whether a drag moves the content horizontally.
  var canDragHorizontally: Bool {
    alwaysBounceHorizontal || contentExceedsWidth(insets: adjustedContentInset)
  }

  /// Whether a drag moves the content vertically.
  var canDragVertically: Bool {
    alwaysBounceVertical || contentExceedsHeight(insets: adjustedContentInset)
  }

  // MARK: Change handling

  func contentOffsetDidChange() {
    contentOffsetObserver?(self)
    refreshControlStorage?.scrollViewDidScroll(self)
    setNeedsLayout()
    indicators.layout(in: self)
    UIMenuController.shared.scrollViewDidScroll(self)
    delegate?.scrollViewDidScroll(self)
    barTrackingHandler?()
  }

  // MARK: - Bar tracking

  /// Called after the content offset changed, for a navigation bar whose look follows the
  /// scroll position (large titles, scroll-edge appearance).
  var barTrackingHandler: (() -> Void)?

  /// The axes along which the content inset takes in the safe area (whose insets the
  /// subviews then do not get).
  var adjustsForSafeArea: (horizontal: Bool, vertical: Bool) = (false, true)

  private func boundsSizeDidChange() {
    updateAdjustedContentInset()
    indicators.layout(in: self)
  }

  func updateAdjustedContentInset() {
    let safe = safeAreaInsetsForScrolling
    let base = contentInset
    var adjusted = base
    let horizontal: Bool
    let vertical: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      horizontal = false
      vertical = false
    case .always:
      horizontal = true
      vertical = true
    case .scrollableAxes:
      horizontal = alwaysBounceHorizontal || contentExceedsWidth(insets: base)
      vertical = alwaysBounceVertical || contentExceedsHeight(insets: base)
    case .automatic:
      horizontal = alwaysBounceHorizontal || contentExceedsWidth(insets: base)
      vertical = true
    }
    adjustsForSafeArea = (horizontal, vertical)
    if horizontal {
      adjusted.left += safe.left
      adjusted.right += safe.right
    }
    if vertical {
      adjusted.top += safe.top
      adjusted.bottom += safe.bottom
    }
    adjusted.top += refreshControlStorage?.insetWhileRefreshing ?? 0
    guard adjusted != storedAdjustedContentInset else { return }
    storedAdjustedContentInset = adjusted
    indicators.layout(in: self)
    adjustedContentInsetDidChange()
  }
}
