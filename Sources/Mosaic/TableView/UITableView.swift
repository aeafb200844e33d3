import Foundation

/// A scrolling list of rows in sections, with optional section headers and footers, a header
/// and footer for the whole table, selection, editing, swipe actions and animated updates.
///
/// The table view is built on the collection view's list machinery, not on an engine of its
/// own: its rows are the items of an internal collection view with a compositional list layout,
/// which the table keeps over its visible area (the table itself scrolls, so its coordinates
/// are content coordinates, as in UIKit). Rows are virtualised, sized (fixed, estimated or
/// self-sizing), separated, reused and animated exactly as a list's are, and cost what is on
/// screen.
///
/// `delegate` is the scroll view's delegate property: assign an object that adopts
/// `UITableViewDelegate` (itself a `UIScrollViewDelegate`), as in UIKit.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
  /// The table's style, fixed when it is made.
  open var style: Style { styleStorage }
  let styleStorage: Style

  /// The collection view that shows the rows, kept over the visible area.
  let rows: TableRowsView
  /// The rows' data source and delegate, answering from this table's.
  var adapter: TableViewAdapter!

  // MARK: Creating

  /// Creates a table view with the given frame and style.
  public init(frame: CGRect, style: Style) {
    styleStorage = style
    rows = TableRowsView(frame: CGRect(origin: .zero, size: frame.size), style: style)
    super.init(frame: frame)
    setUpTable()
  }

  /// Creates a plain table view with the given frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; Mosaic has none, so this makes an empty plain one.
  public required init?(coder: NSCoder) {
    styleStorage = .plain
    rows = TableRowsView(frame: .zero, style: .plain)
    super.init(coder: coder)
    setUpTable()
  }

  private func setUpTable() {
    adapter = TableViewAdapter(table: self)
    rows.table = self
    rows.dataSource = adapter
    rows.delegate = adapter
    addSubview(rows)
    connectRowSwipes()
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
  }

  // MARK: Data source and delegate

  /// The object that provides the sections, rows and cells.
  open weak var dataSource: UITableViewDataSource? {
    didSet {
      guard dataSource !== oldValue else { return }
      reloadData()
    }
  }

  /// The table view's delegate (see `UITableViewDelegate`); also its scroll-view delegate.
  open override var delegate: UIScrollViewDelegate? {
    didSet {
      cachedTableDelegate = delegate as? UITableViewDelegate
      invalidateRowLayout()
    }
  }

  /// The delegate as a `UITableViewDelegate`, if it is one.
  var tableDelegate: UITableViewDelegate? {
    guard let cached = cachedTableDelegate, cached === delegate else { return nil }
    return cached
  }
  private weak var cachedTableDelegate: UITableViewDelegate?

  /// The data source, as the internal code calls it.
  var tableDataSource: UITableViewDataSource? { dataSource }

  /// The object told which rows will probably appear soon.
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
    didSet { rows.prefetchDataSource = prefetchDataSource == nil ? nil : adapter }
  }

  /// Whether `prefetchDataSource` is told about rows before they appear; true by default.
  open var isPrefetchingEnabled: Bool {
    get { rows.isPrefetchingEnabled }
    set { rows.isPrefetchingEnabled = newValue }
  }

  // MARK: Heights

  /// The height of every row the delegate does not size; `automaticDimension` (the default)
  /// sizes each row to its cell.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if rowHeight != oldValue { invalidateRowLayout() } }
  }

  /// The height rows are assumed to have until they are shown; `automaticDimension` (the
  /// default) assumes 44 points.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if estimatedRowHeight != oldValue { invalidateRowLayout() } }
  }

  /// The height of section headers the delegate does not size; `automaticDimension` (the
  /// default) sizes each header to its view or title.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { if sectionHeaderHeight != oldValue { invalidateRowLayout() } }
  }

  /// The height of section footers the delegate does not size; `automaticDimension` by default.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { if sectionFooterHeight != oldValue { invalidateRowLayout() } }
  }

  /// The height section headers are assumed to have until they are shown.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { if estimatedSectionHeaderHeight != oldValue { invalidateRowLayout() } }
  }

  /// The height section footers are assumed to have until they are shown.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { if estimatedSectionFooterHeight != oldValue { invalidateRowLayout() } }
  }

  /// The space above each section header; `automaticDimension` (the default) leaves the
  /// style's own.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { if sectionHeaderTopPadding != oldValue { invalidateRowLayout() } }
  }

  // MARK: Appearance

  /// The separators between rows; `.singleLine` by default.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { if separatorStyle != oldValue { invalidateRowLayout() } }
  }

  /// The separators' colour; the system separator colour by default.
  open var separatorColor: UIColor? = .separator {
    didSet { for cell in visibleCells { cell.setNeedsLayout() } }
  }

  /// The default insets of the separators (left and right are used); 16 points on the left
  /// by default. A cell's own `separatorInset` wins.
  /// Until it is set, separators start where each row's text starts.
  open var separatorInset: UIEdgeInsets {
    get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
    set {
      ownSeparatorInset = newValue
      rows.setNeedsLayout()
      for cell in visibleCells { cell.setNeedsLayout() }
    }
  }
  /// The separator inset the app set, if it did.
  var ownSeparatorInset: UIEdgeInsets?

  /// What the separator insets are measured from; `.fromCellEdges` by default.
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

  /// Whether cells' margins follow the readable width; false by default. Mosaic keeps the
  /// value.
  open var cellLayoutMarginsFollowReadableWidth = false

  /// Whether cells' content views are inset by the safe area; true by default. Mosaic
  /// windows have no safe area of their own, so the value is kept.
  open var insetsContentViewsToSafeArea = true

  /// A view behind everything, filling the table and not scrolling; nil by default.
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

  /// A view shown above the first section, scrolling with the rows, as tall as its frame and
  /// as wide as the table; nil by default.
  open var tableHeaderView: UIView? {
    didSet {
      guard tableHeaderView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      updateTableBoundaryItems()
    }
  }

  /// A view shown below the last section, scrolling with the rows; nil by default.
  open var tableFooterView: UIView? {
    didSet {
      guard tableFooterView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      updateTableBoundaryItems()
    }
  }

  // MARK: Selection settings

  /// Whether the user can select rows by touching them; true by default.
  open var allowsSelection = true {
    didSet { updateSelectionMode() }
  }

  /// Whether several rows can be selected at once; false by default.
  open var allowsMultipleSelection = false {
    didSet { updateSelectionMode() }
  }

  /// Whether the user can select rows while the table is editing; false by default.
  open var allowsSelectionDuringEditing = false {
    didSet { updateSelectionMode() }
  }

  /// Whether several rows can be selected at once while the table is editing; false by
  /// default.
  open var allowsMultipleSelectionDuringEditing = false {
    didSet { updateSelectionMode() }
  }

  /// Whether the user can select rows at the moment (editing or not).
  var selectionAllowedNow: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
      : allowsSelection || allowsMultipleSelection
  }

  private func updateSelectionMode() {
    rows.allowsMultipleSelection = allowsMultipleSelection
    rows.allowsSelection = true
    // The table's own settings decide (`selectionAllowedNow`); the rows let every touch through.
    rows.allowsSelectionDuringEditing = true
    rows.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
  }

  // MARK: Editing

  /// Whether the table is in editing mode (rows show their editing controls); false by
  /// default. Setting it calls `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }
  private var editingStorage = false

  /// Enters or leaves editing mode: every row shows or hides its editing control (delete or
  /// insert), its reorder control and its editing accessory, animated when asked. Entering
  /// or leaving editing closes an open swipe and deselects every row.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingStorage else { return }
    editingStorage = editing
    rows.closeSwipeActions(animated: animated)
    for path in rows.indexPathsForSelectedItems ?? [] {
      rows.deselectItem(at: path, animated: false)
    }
    updateSelectionMode()
    let change = { [self] in
      rows.isEditing = editing
      for case let cell as UITableViewCell in rows.visibleCells {
        cell.setEditing(editing, animated: false)
        // The content's width changed: the row is measured again.
        cell.layoutIfNeeded()
        cell.askedAttributes = nil
      }
      rows.setNeedsLayout()
      rows.layoutIfNeeded()
    }
    if animated {
      UIView.animate(withDuration: 0.3, animations: change)
    } else {
      UIView.performWithoutAnimation(change)
    }
  }

  // MARK: Layout

  /// Set while the table moves its rows view over the visible area.
  var isPlacingRows = false

  /// Keeps the rows view over the visible area and lays it out: it shows the rows in view,
  /// and its content size becomes the table's.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let backgroundView { backgroundView.frame = bounds }
    placeRows()
  }

  /// Puts the rows view over the visible area (its bounds origin is the table's content
  /// offset, so the two share coordinates) and lays it out. When laying it out moved the
  /// content (rows above the visible ones were measured), it is placed once more.
  func placeRows() {
    for _ in 0..<2 {
      isPlacingRows = true
      if rows.contentInset != adjustedContentInset { rows.contentInset = adjustedContentInset }
      if rows.frame != bounds { rows.frame = bounds }
      if rows.bounds.origin != bounds.origin { rows.contentOffset = bounds.origin }
      isPlacingRows = false
      let offset = contentOffset
      rows.layoutIfNeeded()
      if contentOffset == offset { break }
    }
  }

  /// The rows view moved its content by itself (to keep what is on screen in place when rows
  /// above it were measured): the table scrolls by the same distance.
  func rowsMovedContent(from old: CGPoint, to new: CGPoint) {
    guard !isPlacingRows else { return }
    var offset = contentOffset
    offset.x += new.x - old.x
    offset.y += new.y - old.y
    contentOffset = offset
  }

  /// The rows' content size changed: it becomes the table's.
  func rowsContentSizeChanged(_ size: CGSize) {
    if contentSize != size { contentSize = size }
  }

  /// Asks the rows' layout for every section again (heights, headers, separators).
  func invalidateRowLayout() {
    boundaryViewProbes = [:]
    rows.collectionViewLayout.invalidateLayout()
    rows.setNeedsLayout()
    setNeedsLayout()
  }

  /// What probes of the delegate's header and footer views found (UITableView+Sections.swift).
  var boundaryViewProbes: [TableBoundaryKind: TableBoundaryProbe] = [:]
  /// The changes made since `beginUpdates()`.
  var pendingUpdates = TablePendingUpdates()
  /// Whether an unusable height was reported (once per table).
  var reportedInvalidHeight = false

  // MARK: Registration and dequeuing

  /// The classes registered for header and footer views, by reuse identifier.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Header and footer views waiting to be reused, by reuse identifier.
  var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]

  /// Registers the class of the cells dequeued with `identifier` (a `UITableViewCell`
  /// subclass); nil unregisters it. The table makes them with the `.default` style.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      rows.register(nil, forCellWithReuseIdentifier: identifier)
      return
    }
    guard cellClass is UITableViewCell.Type else {
      collectionViewFailure(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'class \(cellClass) registered for cell reuse identifier \(identifier) is not a "
          + "subclass of UITableViewCell'")
    }
    rows.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// Registers the class of the header and footer views dequeued with `identifier` (a
  /// `UITableViewHeaderFooterView` subclass); nil unregisters it.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      collectionViewFailure(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'class \(aClass) registered for header/footer view reuse identifier \(identifier) "
          + "is not a subclass of UITableViewHeaderFooterView'")
    }
    headerFooterClasses[identifier] = type
  }

  /// A cell of the class registered for `identifier`, for the row at `indexPath`: a queued one
  /// that has been told `prepareForReuse()`, or a new one. An identifier nothing was
  /// registered for stops the program with UIKit's message.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard rows.cellClasses[identifier] != nil else {
      collectionViewFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    return rows.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      as! UITableViewCell
  }

  /// A queued cell with `identifier` (told `prepareForReuse()`), a new one of the class
  /// registered for it, or nil when there is neither: the data source then makes a cell
  /// itself with `UITableViewCell(style:reuseIdentifier:)`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    rows.dequeueQueuedCell(withIdentifier: identifier) as? UITableViewCell
  }

  /// A header or footer view with `identifier`: a queued one (told `prepareForReuse()`), a
  /// new one of the registered class, or nil when nothing is registered for it.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
      headerFooterQueues[identifier] = queue
      view.prepareForReuse()
      return view
    }
    guard let type = headerFooterClasses[identifier] else { return nil }
    UITableViewHeaderFooterView.creationIdentifier = identifier
    defer { UITableViewHeaderFooterView.creationIdentifier = nil }
    let view = type.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// Puts a header or footer view that left the screen back in its queue.
  func recycle(_ view: UIView) {
    guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier
    else { return }
    view.removeFromSuperview()
    headerFooterQueues[identifier, default: []].append(view)
  }

  // MARK: Reloading

  /// Asks the data source for everything again: sections, rows, heights, headers and the
  /// visible cells. Selection and an open swipe are cleared.
  open func reloadData() {
    boundaryViewProbes = [:]
    rows.reloadData()
    setNeedsLayout()
  }

  /// Reloads the section index titles; Mosaic shows no index and does nothing.
  open func reloadSectionIndexTitles() {}
}
