import Foundation

/// A view that lines up a list of views in a row or a column and keeps them laid out with
/// Auto Layout constraints it makes itself.
///
/// The views in `arrangedSubviews` are placed one after another along `axis`; `distribution`
/// decides how they share the length of that axis and `alignment` how they sit across it.
/// The stack view sets `translatesAutoresizingMaskIntoConstraints` to false on the views it
/// arranges and remakes its constraints only when something they depend on changes (the
/// arranged views, their visibility, the axis, distribution, alignment, spacing or margins
/// settings). It has no intrinsic content size of its own, but unless other constraints
/// decide its size, its constraints make it as large as its content.
///
/// Hiding an arranged view (`isHidden = true`) takes it out of the arrangement: its length
/// along the axis becomes zero and the spacing next to it goes away. Hiding or showing one
/// inside a `UIView.animate` block animates the other views into their new places.
@MainActor @preconcurrency
open class UIStackView: UIView {
  /// How the stack view sizes and places its arranged views along its axis.
  public enum Distribution: Int, Sendable {
    /// The views fill the stack view along the axis: when they are too long, the ones with
    /// the lowest compression resistance shrink; when they are too short, the one with the
    /// lowest content hugging priority grows (among equals, the first in `arrangedSubviews`).
    case fill = 0
    /// The views fill the stack view along the axis and all have the same length.
    case fillEqually = 1
    /// The views fill the stack view along the axis with lengths in proportion to their
    /// intrinsic content sizes.
    case fillProportionally = 2
    /// The views keep their intrinsic lengths and the space left over is shared equally
    /// between them; `spacing` is the smallest gap allowed.
    case equalSpacing = 3
    /// The views keep their intrinsic lengths and are placed so that their centres are
    /// equally far apart, as long as no gap becomes smaller than `spacing`.
    case equalCentering = 4
  }

  /// How the stack view places its arranged views across its axis.
  public enum Alignment: Int, Sendable {
    /// The views are stretched to the stack view's full size across the axis.
    case fill = 0
    /// In a vertical stack, the views' leading edges line up with the stack view's.
    case leading = 1
    /// In a horizontal stack, the views' top edges line up with the stack view's (the same
    /// value as `leading`).
    public static var top: Alignment { .leading }
    /// In a horizontal stack, the views are placed so that their first baselines line up.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// In a vertical stack, the views' trailing edges line up with the stack view's.
    case trailing = 4
    /// In a horizontal stack, the views' bottom edges line up with the stack view's (the same
    /// value as `trailing`).
    public static var bottom: Alignment { .trailing }
    /// In a horizontal stack, the views are placed so that their last baselines line up.
    case lastBaseline = 5
  }

  /// The value of `customSpacing(after:)` when no custom spacing was set, and the value to
  /// pass to `setCustomSpacing(_:after:)` to go back to the stack view's `spacing`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// A spacing value that asks for the system's standard space between the views.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  var arrangedStorage: [UIView] = []
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints (and spacer guides) the stack view made for its current arrangement.
  var arrangementConstraints: [NSLayoutConstraint] = []
  var spacerGuides: [UILayoutGuide] = []
  /// Whether the arrangement's constraints must be made again before the next layout.
  var needsArrangementUpdate = true
  /// The intrinsic lengths `.fillProportionally` made its constraints from.
  var proportionalSizes: [CGFloat] = []
  /// An arranged view being re-inserted among the same superview's subviews
  /// (`insertSubview` announces it as a removal first): it keeps its place.
  var reinsertion: (view: UIView, index: Int)?
  /// How many times the arrangement's constraints were made (tests check that measuring and
  /// laying out do not remake them).
  var arrangementRebuildCount = 0

  /// Creates a horizontal stack view with no arranged views and the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive. Mosaic has no archives, so this makes the same
  /// stack view as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setNeedsUpdateConstraints()
  }

  /// Creates a horizontal stack view that arranges `views`, in that order, adding each as a
  /// subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view always takes part in Auto Layout, so its `updateConstraints()` runs even
  /// before anything constrains it.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: Arranged views

  /// The views the stack view arranges, in the order it lays them out. They are always
  /// subviews of the stack view; the order of `subviews` (drawing order) is independent.
  open var arrangedSubviews: [UIView] { arrangedStorage }

  /// Adds `view` at the end of `arrangedSubviews`, adding it as a subview first when it is
  /// not one already.
  open func addArrangedSubview(_ view: UIView) {
    let count = arrangedStorage.count - (arrangedStorage.contains { $0 === view } ? 1 : 0)
    insertArrangedSubview(view, at: count)
  }

  /// Inserts `view` into `arrangedSubviews` at `stackIndex` (which must not be greater than
  /// the number of arranged views), adding it as a subview when it is not one already. A
  /// view that is already arranged moves to the new index.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    precondition(view !== self, "UIStackView: a stack view cannot arrange itself")
    arrangedStorage.removeAll { $0 === view }
    precondition(
      stackIndex >= 0 && stackIndex <= arrangedStorage.count,
      "UIStackView: insertArrangedSubview index \(stackIndex) is beyond the bounds of the "
        + "arranged subviews (\(arrangedStorage.count))")
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedStorage.insert(view, at: stackIndex)
    setNeedsArrangementUpdate()
  }

  /// Removes `view` from `arrangedSubviews`; it stays a subview of the stack view (call
  /// `removeFromSuperview()` to take it out of the hierarchy, which also removes it from the
  /// arranged views). The stack view's constraints on it are removed.
  open func removeArrangedSubview(_ view: UIView) {
    guard let i = arrangedStorage.firstIndex(where: { $0 === view }) else { return }
    arrangedStorage.remove(at: i)
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangementUpdate()
  }

  /// An arranged view leaving the stack view leaves the arrangement too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    reinsertion = nil
    guard let i = arrangedStorage.firstIndex(where: { $0 === subview }) else { return }
    arrangedStorage.remove(at: i)
    reinsertion = (subview, i)
    customSpacings[ObjectIdentifier(subview)] = nil
    setNeedsArrangementUpdate()
  }

  /// A subview moved among the stack view's own subviews keeps its place in the arrangement.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    if let r = reinsertion, r.view === subview {
      arrangedStorage.insert(subview, at: min(r.index, arrangedStorage.count))
    }
    reinsertion = nil
  }

  // MARK: Configuration

  /// The axis the arranged views are lined up along: `.horizontal` (a row, the default) or
  /// `.vertical` (a column).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangementUpdate() } }
  }

  /// How the arranged views share the stack view's length along its axis; `.fill` by
  /// default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangementUpdate() } }
  }

  /// How the arranged views are placed across the stack view's axis; `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangementUpdate() } }
  }

  /// The space between adjacent arranged views, in points: exact for the `fill…`
  /// distributions, the smallest gap allowed for `.equalSpacing` and `.equalCentering`.
  /// Negative values overlap the views; `spacingUseSystem` asks for the standard space. 0 by
  /// default.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangementUpdate() } }
  }

  /// Whether the arranged views are laid out inside the stack view's layout margins rather
  /// than its bounds; false by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
  }

  /// In a vertical stack view, whether the space between views is measured from the last
  /// baseline of a view to the first baseline of the view below it (for text views) rather
  /// than between their edges; false by default.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
  }

  /// Sets the space after `arrangedSubview` (between it and the next arranged view),
  /// replacing `spacing` there. Pass `spacingUseDefault` to go back to `spacing`, or
  /// `spacingUseSystem` for the standard space. A view that is not arranged is ignored.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedStorage.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    setNeedsArrangementUpdate()
  }

  /// The space set with `setCustomSpacing(_:after:)` after `arrangedSubview`, or
  /// `spacingUseDefault` when none was set.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  // MARK: Updating the constraints

  /// Makes the arrangement's constraints again when something they depend on changed, then
  /// lets the view do its own work.
  open override func updateConstraints() {
    if needsArrangementUpdate {
      needsArrangementUpdate = false
      arrangementRebuildCount += 1
      rebuildArrangementConstraints()
    }
    super.updateConstraints()
  }

  /// Asks for the arrangement's constraints to be made again in the next constraint pass.
  func setNeedsArrangementUpdate() {
    needsArrangementUpdate = true
    setNeedsUpdateConstraints()
  }

  /// An arranged view was hidden or shown: it leaves or joins the arrangement. Inside an
  /// animation block the hierarchy is laid out at once, so the views glide to their places.
  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    guard arrangedStorage.contains(where: { $0 === view }) else { return }
    setNeedsArrangementUpdate()
    if UIView.currentAnimationContext(for: self) != nil {
      AutoLayout.root(of: self).layoutIfNeeded()
    }
  }

  /// An arranged view's intrinsic size changed (`hugging` false) or its content hugging
  /// priority did (`hugging` true): `.fillProportionally` shares the space by intrinsic
  /// sizes and `.fill` picks the view that grows by hugging priority, so those arrangements
  /// are made again when their inputs changed.
  func arrangedSubviewContentDidChange(_ view: UIView, hugging: Bool) {
    let affected = hugging ? distribution == .fill : distribution == .fillProportionally
    guard affected, !needsArrangementUpdate, arrangedStorage.contains(where: { $0 === view })
    else { return }
    if !hugging,
      proportionalLengths(of: arrangedStorage.filter { !$0.isHidden })
        == proportionalSizes
    {
      return
    }
    setNeedsArrangementUpdate()
  }
}

extension UIView {
  /// Tells the stack view arranging this view that the view was hidden or shown.
  func notifyStackViewOfVisibilityChange() {
    (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
  }

  /// Tells the stack view arranging this view that its intrinsic size (or, with `hugging`,
  /// its content hugging priority) changed.
  func notifyStackViewOfContentChange(hugging: Bool = false) {
    (superview as? UIStackView)?.arrangedSubviewContentDidChange(self, hugging: hugging)
  }
}
