import Foundation

/// A scrolling view that shows a data source's items as cells placed by a layout object,
/// creating views only for what is on screen and reusing them as they scroll out of sight.
///
/// Each layout pass (`layoutSubviews`) prepares the layout if it was invalidated, asks it for
/// the attributes of the elements in the visible bounds, removes the views whose elements
/// left (into reuse queues, one per reuse identifier), asks the data source for views for
/// the elements that arrived, and applies every element's attributes to its view. The cost
/// follows what is on screen, not the number of items.
///
/// `delegate` is the scroll view's delegate property: assign an object that adopts
/// `UICollectionViewDelegate` (itself a `UIScrollViewDelegate`), as in UIKit.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
  /// The direction a layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    /// Content grows downwards.
    case vertical = 0
    /// Content grows rightwards.
    case horizontal = 1
  }

  /// What a layout element is.
  public enum ElementCategory: UInt, Sendable {
    /// A cell, provided by the data source.
    case cell = 0
    /// A supplementary view (a header or footer), provided by the data source.
    case supplementaryView = 1
    /// A decoration view, created by the collection view from the layout's registration.
    case decorationView = 2
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item; combine one vertical and one
  /// horizontal position, or pass `[]` to scroll just enough to show it.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of section header supplementary views (flow layouts):
  /// `"UICollectionElementKindSectionHeader"`.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footer supplementary views: `"UICollectionElementKindSectionFooter"`.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind name UIKit uses for cells in its messages.
  nonisolated static let elementKindCell = "UICollectionElementKindCell"

  // MARK: Creating

  /// Creates a collection view with the given frame, laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    layoutStorage = layout
    super.init(frame: frame)
    attach(layout)
    installEditMenu()
    installSwipeActions()
    showBackground()
  }

  /// Creates a collection view with a flow layout.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  /// Creates a collection view from an archive; Mosaic has none, so this makes an empty one
  /// with a flow layout.
  public required init?(coder: NSCoder) {
    layoutStorage = UICollectionViewFlowLayout()
    super.init(coder: coder)
    attach(layoutStorage)
    installEditMenu()
    installSwipeActions()
  }

  // MARK: Layout object

  var layoutStorage: UICollectionViewLayout {
    didSet { showBackground() }
  }

  /// The color behind the content. While it is nil (the default), a list layout's background
  /// shows: its configuration's `backgroundColor`, or the system background of its appearance.
  open override var backgroundColor: UIColor? {
    get { ownBackgroundColor }
    set {
      ownBackgroundColor = newValue
      showBackground()
    }
  }
  private var ownBackgroundColor: UIColor?

  private func showBackground() {
    super.backgroundColor = ownBackgroundColor ?? layoutStorage.backgroundColorForCollectionView
  }

  /// The layout that places the elements. Setting it switches to the new layout at once.
  open var collectionViewLayout: UICollectionViewLayout {
    get { layoutStorage }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// The layout being left during an animated layout change: views that appear start from
  /// where it placed them.
  var transitionSourceLayout: UICollectionViewLayout?

  /// Switches to `layout`; animated, the views glide to their new places in 0.3 s: those
  /// already on screen from where they are, those that appear from where the old layout had
  /// them (or, when it had none, they are placed at once).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Switches to `layout` (animated as `setCollectionViewLayout(_:animated:)` describes),
  /// then calls `completion` with whether the transition ran to its end: at once when not
  /// animated, when the animation ends otherwise.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    let old = layoutStorage
    guard layout !== old else {
      completion?(true)
      return
    }
    for view in visibleViews.values { view.willTransition(from: old, to: layout) }
    if old.collectionViewStorage === self { old.collectionViewStorage = nil }
    layoutStorage = layout
    attach(layout)
    let relayout = { [self] in
      transitionSourceLayout = old
      defer { transitionSourceLayout = nil }
      layoutIfNeeded()
      let offset = layoutTargetContentOffset(contentOffset, layout: layout)
      contentOffset = clampedContentOffset(offset)
      layoutIfNeeded()
    }
    let finish = { [self] (finished: Bool) in
      for view in visibleViews.values { view.didTransition(from: old, to: layout) }
      completion?(finished)
    }
    if animated {
      UIView.animate(withDuration: 0.3, animations: relayout, completion: finish)
    } else {
      relayout()
      finish(true)
    }
  }

  private func attach(_ layout: UICollectionViewLayout) {
    if let other = layout.collectionViewStorage, other !== self {
      other.layoutStorage = UICollectionViewFlowLayout()
      other.attach(other.layoutStorage)
    }
    layout.collectionViewStorage = self
    layout.invalidateLayout()
    setNeedsLayout()
  }

  // MARK: Data source and delegate

  /// The object that provides the numbers of sections and items and the views.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet {
      guard dataSource !== oldValue else { return }
      reloadData()
    }
  }

  /// The collection view's delegate (see `UICollectionViewDelegate`); also its scroll-view
  /// delegate. Setting it invalidates the layout, which may ask it for sizes.
  open override var delegate: UIScrollViewDelegate? {
    didSet {
      cachedCollectionDelegate = delegate as? UICollectionViewDelegate
      layoutStorage.invalidateLayout()
    }
  }

  /// The delegate as a `UICollectionViewDelegate`, if it is one.
  var collectionDelegate: UICollectionViewDelegate? {
    guard let cached = cachedCollectionDelegate, cached === delegate else { return nil }
    return cached
  }
  private weak var cachedCollectionDelegate: UICollectionViewDelegate?

  /// The object told which items will probably appear soon.
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

  /// Whether `prefetchDataSource` is told about items before they appear; true by default.
  open var isPrefetchingEnabled = true

  /// A view shown behind all the content, filling the collection view and not scrolling;
  /// nil by default.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  // MARK: Registration

  var cellClasses: [String: UICollectionReusableView.Type] = [:]
  var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]

  /// Registers the class of the cells dequeued with `identifier`; nil unregisters it. The
  /// class must be a `UICollectionViewCell` subclass.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'class \(cellClass) registered for cell reuse identifier \(identifier) is not a "
          + "subclass of UICollectionViewCell'")
    }
    cellClasses[identifier] = type
  }

  /// Registers the class of the supplementary views of `elementKind` dequeued with
  /// `identifier`; nil unregisters it. The class must be a `UICollectionReusableView`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      supplementaryClasses[elementKind]?[identifier] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'class \(viewClass) registered for supplementary view of kind \(elementKind) is "
          + "not a subclass of UICollectionReusableView'")
    }
    supplementaryClasses[elementKind, default: [:]][identifier] = type
  }

  // MARK: Counts

  /// The item count of each section, as last read from the data source.
  var sectionCounts: [Int]?

  /// The counts, read from the data source if they are not known.
  func loadedCounts() -> [Int] {
    if let sectionCounts { return sectionCounts }
    // Without a data source there is one empty section, as in UIKit (an unimplemented
    // `numberOfSections(in:)` means one section).
    var counts: [Int] = dataSource == nil ? [0] : []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      counts.reserveCapacity(sections)
      for s in 0..<sections {
        counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: s)))
      }
    }
    sectionCounts = counts
    return counts
  }

  // MARK: Batch update state

  /// The batch being collected by the outermost `performBatchUpdates` call, if one runs.
  var pendingBatch: PendingBatch?
  /// Incremented for every applied update; departing views remember the update that sent
  /// them away.
  var updateSerial = 0
  /// Views animating away after an update: deleted elements, and kept elements whose new
  /// place is off screen (those are also in `departingSurvivors`, by their new element).
  var departingViews: [ObjectIdentifier: DepartingView] = [:]
  /// Kept elements' views on their way off screen, by element; scrolling back to one or a
  /// later update reclaims the view.
  var departingSurvivors: [ElementKey: UICollectionReusableView] = [:]
  /// The cell `reconfigureItems(at:)` is configuring: dequeuing for it returns the cell itself.
  var reconfiguringCell: (path: IndexPath, cell: UICollectionViewCell)?
  /// The attributes of the element the data source is being asked for: dequeuing applies
  /// them, so the view already has its frame while the data source configures it (UIKit).
  var requestedAttributes: UICollectionViewLayoutAttributes?

  /// The number of sections, as the data source last reported it.
  open var numberOfSections: Int { loadedCounts().count }

  /// The number of items in `section`, as the data source last reported it. Asking for a
  /// section that does not exist stops the program with UIKit's message.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = loadedCounts()
    guard counts.indices.contains(section) else {
      let message = Self.missingSectionMessage(section, sections: counts.count)
      FailureReport.raise(
        .collectionViewUpdates, message,
        line: "*** Mosaic: 'NSInternalInconsistencyException', reason: '\(message)'; answering 0",
        trapMessage: FailureReport.uncaughtException(
          "NSInternalInconsistencyException", reason: message))
      return 0
    }
    return counts[section]
  }

  /// UIKit's message for a request about a section that does not exist.
  static func missingSectionMessage(_ section: Int, sections: Int) -> String {
    "request for number of items in section \(section) when there are only \(sections) "
      + "sections in the collection view"
  }

  /// Whether `indexPath` names an existing item.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let counts = loadedCounts()
    return counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  /// Reloads everything: the counts are read again, every visible view is removed (and
  /// reused), the selection is cleared and the layout is invalidated. An interactive movement
  /// in progress is cancelled.
  open func reloadData() {
    if interactiveMovement != nil { cancelInteractiveMovement() }
    sectionCounts = nil
    finishDepartingViews(serial: nil)
    removeAllVisibleViews()
    selectedPaths.removeAll()
    highlightedPath = nil
    let context = layoutStorage.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    layoutStorage.invalidateLayout(with: context)
    setNeedsLayout()
  }

  // MARK: Selection state

  /// Whether the user can select items by touching them; true by default.
  open var allowsSelection = true

  /// Whether several items can be selected at once (touching a selected item deselects it);
  /// false by default.
  open var allowsMultipleSelection = false {
    didSet {
      if !allowsMultipleSelection && selectedPaths.count > 1 {
        for path in selectedPaths.sorted().dropLast() { setSelected(false, at: path) }
      }
    }
  }

  /// Whether the collection view is in editing mode; false by default. A change updates the
  /// visible cells' configurations (their `configurationState` says whether the view is
  /// editing) and shows or hides list cells' accessories as their displayed states say;
  /// changed inside an animation block, the accessories slide and fade in or out and the
  /// content slides with them (UICollectionView+Editing.swift).
  open var isEditing = false {
    didSet {
      if oldValue != isEditing { editingDidChange() }
    }
  }

  /// Whether a touch selects items while the collection view is editing; false by default.
  open var allowsSelectionDuringEditing = false

  /// Whether several items can be selected at once by touch while the collection view is
  /// editing (touching a selected item deselects it); false by default.
  open var allowsMultipleSelectionDuringEditing = false {
    didSet {
      if isEditing && !allowsMultipleSelectionDuringEditing && selectedPaths.count > 1 {
        for path in selectedPaths.sorted().dropLast() { setSelected(false, at: path) }
      }
    }
  }

  // MARK: Focus (Mosaic has no focus engine: the values are kept for the app)

  /// Whether focus returning to the collection view goes back to the item focused last;
  /// false here. Mosaic has no focus engine and only keeps the value.
  open var remembersLastFocusedIndexPath = false

  /// Whether moving the focus to a cell also selects it; false here. Mosaic has no focus
  /// engine and only keeps the value.
  open var selectionFollowsFocus = false

  /// Whether the cells can become focused; false here. Mosaic has no focus engine and only
  /// keeps the value.
  open var allowsFocus = false

  var selectedPaths: Set<IndexPath> = []
  var highlightedPath: IndexPath?
  /// The item the current touch highlighted (or would select), if any.
  var trackedPath: IndexPath?
  /// The cell the current touch landed on when that cell handles taps itself instead of
  /// being selected (`tapActionReplacingSelection`).
  @Unretained var tapActionCell: UICollectionViewCell?

  // MARK: Bounds changes

  /// The visible area; changing it asks the layout whether it must be invalidated.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      guard newValue != old else { return }
      let layout = layoutStorage
      // A layout is asked nothing before it is attached (the frame set during `init`).
      if layout.collectionViewStorage === self,
        layout.shouldInvalidateLayout(forBoundsChange: newValue)
      {
        let context = layout.invalidationContext(forBoundsChange: newValue)
        super.bounds = newValue
        if newValue.size != old.size { needsBoundsChangeTargetOffset = true }
        layout.invalidateLayout(with: context)
      } else {
        super.bounds = newValue
      }
    }
  }

  /// The view's rectangle in its superview; a size change asks the layout whether it must
  /// be invalidated.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let old = super.bounds
      let newBounds = CGRect(origin: old.origin, size: newValue.standardized.size)
      if newBounds.size != old.size, layoutStorage.collectionViewStorage === self,
        layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds)
      {
        let context = layoutStorage.invalidationContext(forBoundsChange: newBounds)
        super.frame = newValue
        needsBoundsChangeTargetOffset = true
        layoutStorage.invalidateLayout(with: context)
      } else {
        super.frame = newValue
      }
    }
  }

  // MARK: Self-sizing and scroll anchoring state

  /// Set when a view's preferred attributes invalidated the layout during the current pass.
  var selfSizingInvalidatedLayout = false
  /// Set when the last `layoutSubviews` stopped with self-sizing still invalidating the
  /// layout: no further pass is requested until something else asks for one.
  var selfSizingStalled = false
  /// Whether the self-sizing loop message was written (once per collection view).
  var reportedSelfSizingLoop = false
  /// Elements whose unsound layout attributes (a cell the data source does not have, a frame
  /// that is not finite) were already reported (see `droppingNonexistentCells(_:)`).
  var reportedLayoutAttributeFaults: Set<ElementKey> = []
  /// Whether a layout's unusable content size was reported (once per collection view).
  var reportedContentSizeFault = false
  /// Set when a change of the bounds' size invalidated the layout: the next pass asks the
  /// layout for `targetContentOffset(forProposedContentOffset:)`.
  var needsBoundsChangeTargetOffset = false

  // MARK: Visible state

  /// The views on screen, by element.
  var visibleViews: [ElementKey: UICollectionReusableView] = [:]
  /// Counts the passes that match the visible views with the layout's elements.
  var visibleLayoutPass = 0
  /// The hosts of the orthogonally scrolling sections on screen, by section.
  var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  /// Views waiting to be reused, by category, kind and reuse identifier.
  var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
  /// Incremented for every request to the data source for a view.
  var viewRequestSerial = 0
  /// Items the prefetch data source was told about and that have not appeared yet.
  var prefetchedPaths: Set<IndexPath> = []
  /// The visible origin at the last prefetch pass, and the scroll direction it showed.
  var lastPrefetchOrigin: CGPoint?
  var prefetchForwardY = true
  var prefetchForwardX = true

  /// Lays out the visible elements (see the class description).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let backgroundView { backgroundView.frame = bounds }
    updateVisibleElements()
    // Adding and removing cells marks this view as needing layout again; the pass above
    // already accounts for them and for self-sizing, unless something else invalidated the
    // layout meanwhile (a self-sizing loop that did not settle is not run again).
    needsLayoutFlag = layoutStorage.needsPrepare && !selfSizingStalled
  }

  // MARK: Scroll targets

  /// The layout decides where a drag or flick comes to rest: its
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` gets the offset the
  /// deceleration would stop at and the release velocity in points per millisecond (the
  /// values UIKit passes, the same as the scroll view delegate's).
  override func targetContentOffsetAtEndOfDrag(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    layoutTargetContentOffset(proposed, velocity: velocity)
  }

  // MARK: Touches (selection; see UICollectionView+Selection.swift)

  /// A finger touched down: the item under it is highlighted if the delegate allows it.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    handleTouchesBegan(touches, with: event)
  }

  /// A finger moved; the highlight stays (a drag that scrolls cancels the touch).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    handleTouchesMoved(touches, with: event)
  }

  /// The finger lifted: the highlighted item under it is selected or deselected.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    handleTouchesEnded(touches, with: event)
  }

  /// The touch was cancelled (it became a scroll): the highlight goes, nothing is selected.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    handleTouchesCancelled(touches, with: event)
  }

  // MARK: Locating items and views (open; the work is in UICollectionView+Queries.swift)

  /// The cells on screen, in no particular order.
  open var visibleCells: [UICollectionViewCell] { baseVisibleCells }

  /// The index paths of the items on screen, sorted.
  open var indexPathsForVisibleItems: [IndexPath] { baseIndexPathsForVisibleItems }

  /// The cell showing the item at `indexPath`, or nil when that item is not on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    baseCellForItem(at: indexPath)
  }

  /// The index path of the item `cell` shows, or nil when the cell is not on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    baseIndexPath(for: cell)
  }

  /// The index path of the item at `point` (in the collection view's coordinates, that is
  /// content coordinates), whether or not it is on screen; nil when no item is there. When
  /// items overlap, the one with the highest `zIndex` wins.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    baseIndexPathForItem(at: point)
  }

  /// The supplementary view of `elementKind` at `indexPath`, or nil when it is not on screen.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    baseSupplementaryView(forElementKind: elementKind, at: indexPath)
  }

  /// The supplementary views of `elementKind` on screen.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    baseVisibleSupplementaryViews(ofKind: elementKind)
  }

  /// The index paths of the supplementary views of `elementKind` on screen, sorted.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    baseIndexPathsForVisibleSupplementaryElements(ofKind: elementKind)
  }

  /// The layout object's attributes for the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    baseLayoutAttributesForItem(at: indexPath)
  }

  /// The layout object's attributes for the supplementary view of `kind` at `indexPath`.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    baseLayoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
  }

  // MARK: Scrolling to an item (open; the work is in UICollectionView+Queries.swift)

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` (one vertical and/or one
  /// horizontal position; `[]` scrolls just enough to show it), within the content's
  /// scrollable range, through `setContentOffset(_:animated:)`. An index path that names no
  /// item stops the program, naming it.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    baseScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  // MARK: Dequeuing views (open; the work is in UICollectionView+Reuse.swift)

  /// A cell of the class registered for `identifier`: a queued one that has been told
  /// `prepareForReuse()`, or a new one. Call it from the data source's
  /// `collectionView(_:cellForItemAt:)` for `indexPath`. An identifier without a
  /// registration stops the program with UIKit's message.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    baseDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// A supplementary view of `elementKind` of the class registered for `identifier`, queued
  /// or new. Call it from the data source's
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    baseDequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
  }

  // MARK: Selecting items (open; the work is in UICollectionView+Selection.swift)

  /// The index paths of the selected items, sorted; nil when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? { baseIndexPathsForSelectedItems }

  /// Selects the item at `indexPath` (deselecting the others unless
  /// `allowsMultipleSelection`) and scrolls it to `scrollPosition` with
  /// `scrollToItem(at:at:animated:)` (`[]` does not scroll). Calls no delegate methods. Does
  /// nothing when selection is not allowed; nil deselects every item.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    baseSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects the item at `indexPath`. Calls no delegate methods.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    baseDeselectItem(at: indexPath, animated: animated)
  }

  // MARK: Changing items and sections (open; the work is in UICollectionView+Updates.swift)

  /// Makes several insertions, deletions, reloads and moves one animated change. Call the
  /// change methods (and update the data source) inside `updates`; nested calls join the
  /// outermost batch. When `updates` returns, the whole batch is checked against the data
  /// source's counts before anything changes: a wrong batch stops the program with UIKit's
  /// message in debug builds (in release builds the message goes to standard error and the
  /// collection view reloads its data). Otherwise the layout is told about the changes and
  /// every element animates to its new place in about 0.3 s; `completion` is called with
  /// `true` when the animation ends, `false` if another change interrupted it. An interactive
  /// movement in progress is cancelled first.
  ///
  /// A call with a trailing closure picks the non-escaping form (UICollectionView+Updates.swift),
  /// which calls this one.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    basePerformBatchUpdates({ updates?() }, completion: completion)
  }

  /// Inserts items at `indexPaths` (positions after the change), animated; the data source
  /// must already hold them.
  open func insertItems(at indexPaths: [IndexPath]) {
    baseInsertItems(at: indexPaths)
  }

  /// Deletes the items at `indexPaths` (positions before the change), animated; the data
  /// source must no longer hold them.
  open func deleteItems(at indexPaths: [IndexPath]) {
    baseDeleteItems(at: indexPaths)
  }

  /// Replaces the items at `indexPaths` (positions before the change) with fresh cells from
  /// the data source, cross-fading.
  open func reloadItems(at indexPaths: [IndexPath]) {
    baseReloadItems(at: indexPaths)
  }

  /// Moves the item at `indexPath` (before the change) to `newIndexPath` (after it); its cell
  /// is the same view, sliding to its new place.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    baseMoveItem(at: indexPath, to: newIndexPath)
  }

  /// Inserts whole sections at `sections` (indexes after the change), animated.
  open func insertSections(_ sections: IndexSet) {
    baseInsertSections(sections)
  }

  /// Deletes whole sections at `sections` (indexes before the change), animated.
  open func deleteSections(_ sections: IndexSet) {
    baseDeleteSections(sections)
  }

  /// Replaces the sections at `sections` (indexes before the change) and all their items.
  open func reloadSections(_ sections: IndexSet) {
    baseReloadSections(sections)
  }

  /// Moves the section at `section` (before the change) to `newSection` (after it), with its
  /// items' cells.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    baseMoveSection(section, toSection: newSection)
  }

  /// Updates the visible cells at `indexPaths` (positions before the change) in place: the
  /// data source's `collectionView(_:cellForItemAt:)` is called again and dequeuing returns
  /// the existing cell, not prepared for reuse, so nothing fades or moves.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    baseReconfigureItems(at: indexPaths)
  }

  // MARK: Moving items interactively (open; the work is in +InteractiveMovement.swift)

  /// Starts moving the item at `indexPath` interactively: the item's cell is lifted above the
  /// others (it takes the layout's
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`) and then follows
  /// `updateInteractiveMovementTargetPosition(_:)`. Returns false, and changes nothing, when
  /// the item does not exist, the data source's `collectionView(_:canMoveItemAt:)` says it
  /// cannot move, or a movement is already in progress.
  @discardableResult
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    baseBeginInteractiveMovementForItem(at: indexPath)
  }

  /// Moves the lifted cell's centre to `targetPosition` (in the collection view's content
  /// coordinates, as `gesture.location(in: collectionView)` gives it) at once. The layout's
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes where the item would
  /// land, the delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`
  /// may change it, and when that place changes the other cells animate to make room. Near an
  /// edge of the visible area the collection view scrolls towards it. Does nothing without a
  /// movement in progress.
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    baseUpdateInteractiveMovementTargetPosition(targetPosition)
  }

  /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` is called once,
  /// from the item's original index path to its final one (even when they are equal), and
  /// the cell settles, animated, into its new place. Selected items keep their selection at
  /// their new index paths. Does nothing without a movement in progress.
  open func endInteractiveMovement() {
    baseEndInteractiveMovement()
  }

  /// Cancels the movement: every cell, the lifted one too, animates back to the original
  /// order, and the data source is not told anything. Does nothing without a movement in
  /// progress.
  open func cancelInteractiveMovement() {
    baseCancelInteractiveMovement()
  }

  // MARK: Edit menu state

  /// The long-press recognizer and state of the items' edit menu (UICollectionView+Menu.swift).
  var editMenu: CollectionViewEditMenu?

  // MARK: Hooks for views built on the collection view

  /// Rewords the messages of rejected batch updates (a table view speaks of rows).
  var updateErrorWording: ((UpdateError) -> UpdateError)?
  /// What release-build messages call the view whose data is reloaded after a rejected update.
  var updateSubjectName = "collection view"
  /// Set by a view that hands out cells it did not dequeue from this collection view (a table
  /// view's data source may make its cells): a cell without a reuse identifier is then not
  /// queued for reuse when it leaves the screen.
  var discardsUnidentifiedCells = false

  // MARK: Swipe actions state (UICollectionView+SwipeActions.swift)

  /// When set, gives the swipe actions of the item at an index path for an edge, asked instead
  /// of its list section's configuration providers (a table view answers from its delegate).
  var swipeActionsProvider: ((IndexPath, SwipeEdge) -> UISwipeActionsConfiguration?)?
  /// The recognizers and the swiped row of the list's swipe actions.
  var swipeActions: SwipeActionsController?

  // MARK: Interactive movement state

  /// The interactive movement in progress (UICollectionView+InteractiveMovement.swift).
  var interactiveMovement: InteractiveMovement?
}
