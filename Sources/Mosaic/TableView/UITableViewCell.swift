import Foundation

/// A row of a table view: a reusable view with a `contentView`, the legacy `textLabel`,
/// `detailTextLabel` and `imageView` laid out in one of four standard styles (or a content
/// configuration), an accessory at its trailing edge, and editing controls while its table is
/// editing.
///
/// Table cells are the cells of the list machinery the table view is built on: a table's rows
/// are shown, reused, sized and separated as a list's rows are, so a `UITableViewCell` is also a
/// `UICollectionViewListCell`. Make cells with `init(style:reuseIdentifier:)`, or register a class
/// and dequeue them (`register(_:forCellReuseIdentifier:)`,
/// `dequeueReusableCell(withIdentifier:for:)`): registered classes are made with the default
/// style.
@MainActor @preconcurrency
open class UITableViewCell: UICollectionViewListCell {
  /// The cell's layout style, fixed when it is made.
  let style: CellStyle

  /// Creates a cell of `style`; `reuseIdentifier` names the queue it goes back to when it
  /// leaves the screen (nil: it is not reused).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a cell from an archive. Mosaic has no archives, so this makes a default-style
  /// cell; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    style = .default
    super.init(coder: coder)
  }

  /// Creates a default-style cell with no reuse identifier and the given frame. This is how a
  /// table view makes the cells of a registered class.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  // MARK: Legacy labels and image

  var textLabelStorage: UILabel?
  var detailTextLabelStorage: UILabel?
  var imageViewStorage: UIImageView?

  /// The cell's main text label, created in `contentView` the first time it is asked for, in
  /// the style's font and colour.
  open var textLabel: UILabel? {
    if let textLabelStorage { return textLabelStorage }
    let label = UILabel()
    applyTextLabelStyle(to: label)
    contentView.addSubview(label)
    textLabelStorage = label
    setNeedsLayout()
    return label
  }

  /// The cell's secondary label, for the `.value1`, `.value2` and `.subtitle` styles; nil for
  /// `.default` cells.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let detailTextLabelStorage { return detailTextLabelStorage }
    let label = UILabel()
    applyDetailTextLabelStyle(to: label)
    contentView.addSubview(label)
    detailTextLabelStorage = label
    setNeedsLayout()
    return label
  }

  /// The cell's image view at its leading edge (none in `.value2` cells), created the first
  /// time it is asked for.
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let imageViewStorage { return imageViewStorage }
    let view = UIImageView()
    contentView.addSubview(view)
    imageViewStorage = view
    setNeedsLayout()
    return view
  }

  // MARK: Accessories

  /// The standard accessory shown at the trailing edge while the table is not editing;
  /// `.none` by default. `accessoryView`, when set, replaces it.
  open var accessoryType: AccessoryType = .none {
    didSet { if accessoryType != oldValue { updateTableAccessories() } }
  }

  /// A view shown at the trailing edge instead of `accessoryType`'s (a switch, for example);
  /// nil by default.
  open var accessoryView: UIView? {
    didSet { if accessoryView !== oldValue { updateTableAccessories() } }
  }

  /// The standard accessory shown while the table is editing; `.none` by default.
  open var editingAccessoryType: AccessoryType = .none {
    didSet { if editingAccessoryType != oldValue { updateTableAccessories() } }
  }

  /// A view shown while the table is editing instead of `editingAccessoryType`'s; nil by
  /// default.
  open var editingAccessoryView: UIView? {
    didSet { if editingAccessoryView !== oldValue { updateTableAccessories() } }
  }

  /// How the cell looks while selected or highlighted; `.default` (a grey background).
  open var selectionStyle: SelectionStyle = .default {
    didSet { if selectionStyle != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the reorder control shows while the table is editing; the table sets it from
  /// its data source's `tableView(_:canMoveRowAt:)`, and an app may set it too.
  open var showsReorderControl = false {
    didSet { if showsReorderControl != oldValue { updateTableAccessories() } }
  }

  /// Whether the content is indented while the table is editing; true by default.
  open var shouldIndentWhileEditing = true

  /// The insets of the separator under the row (only the left and right insets are used);
  /// the table's `separatorInset` until set.
  open var separatorInset: UIEdgeInsets {
    get {
      ownSeparatorInset ?? tableView?.separatorInset
        ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }
    set {
      ownSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  var ownSeparatorInset: UIEdgeInsets?

  /// The editing control the row shows while its table is editing (set by the table from its
  /// delegate's `tableView(_:editingStyleForRowAt:)`); `.none` outside a table.
  open internal(set) var editingStyle: EditingStyle = .none {
    didSet { if editingStyle != oldValue { updateTableAccessories() } }
  }

  /// Whether the cell is in editing mode; set by its table's `setEditing(_:animated:)`.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }
  var editingStorage = false

  /// Enters or leaves editing mode: the editing controls and the editing accessory appear and
  /// the normal accessory goes (animated when asked).
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingStorage else { return }
    editingStorage = editing
    let change = { [self] in
      setNeedsUpdateConfiguration()
      setNeedsLayout()
      layoutIfNeeded()
    }
    if animated {
      UIView.animate(withDuration: 0.3, animations: change)
    } else {
      change()
    }
  }

  /// Whether the cell shows its delete confirmation (its swipe actions are open).
  open internal(set) var showingDeleteConfirmation = false

  /// Whether the user can drag the cell to other apps; Mosaic keeps the value.
  open var userInteractionEnabledWhileDragging = false

  /// How the cell draws focus; Mosaic has no focus engine and keeps the value.
  open var focusStyle: FocusStyle = .default

  // MARK: Selection and highlight

  /// Whether the row is selected; setting it calls `setSelected(_:animated:)` without
  /// animation.
  open override var isSelected: Bool {
    get { super.isSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the row is highlighted; setting it calls `setHighlighted(_:animated:)` without
  /// animation.
  open override var isHighlighted: Bool {
    get { super.isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Shows the row selected or not (in `selectionStyle`); override it to change the cell's
  /// look, calling `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    super.isSelected = selected
  }

  /// Shows the row highlighted or not; override it to change the cell's look, calling
  /// `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.isHighlighted = highlighted
  }

  /// The state the cell's configurations are updated with. With `selectionStyle` `.none`
  /// the background does not show selection or highlight.
  open override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isEditing = isEditing || state.isEditing
    if selectionStyle == .none {
      state.isSelected = false
      state.isHighlighted = false
    }
    return state
  }

  /// The table view the cell was last handed to, if any.
  @Unretained var tableView: UITableView?

  // MARK: Reuse and layout

  /// Places the content view and accessories, then the legacy labels and image in the
  /// cell's style.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutLegacyContent()
  }

  /// The attributes the table gives the row: the height the table's delegate asks for, or the
  /// cell's own height (its content configuration, its constraints, or its legacy labels).
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    if let table = tableView, let height = table.fixedRowHeight(at: layoutAttributes.indexPath) {
      let attributes = layoutAttributes
      attributes.size.height = height
      return attributes
    }
    if contentConfiguration == nil, contentView.constraints.isEmpty, usesLegacyContent {
      let attributes = layoutAttributes
      attributes.size.height = legacyFittingHeight(width: layoutAttributes.size.width)
      return attributes
    }
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }
}
