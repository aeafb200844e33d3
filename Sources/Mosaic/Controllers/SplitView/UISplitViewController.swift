import Foundation

/// A container that shows two or three view controllers side by side in columns, and
/// collapses to one navigation stack when the window is narrow.
///
/// A column-style split (`init(style: .doubleColumn)` or `.tripleColumn`) wraps each
/// column's controller in a `UINavigationController` unless it is one already, so
/// `navigationController` works in every column. `show(_:sender:)` from the primary column
/// shows its controller in the next column (supplementary, else secondary);
/// `showDetailViewController(_:sender:)` replaces the secondary column's content. Columns are
/// laid out from the leading edge: the primary 320 points wide by default, the supplementary
/// 320, the secondary taking the rest. With `primaryBackgroundStyle = .sidebar` the primary
/// column is drawn as desktop sidebars are, a light gray panel with a separator.
///
/// Mosaic collapses the interface while the split view is narrower than 700 points (UIKit
/// collapses in a compact horizontal size class): it shows the `.compact` column's controller
/// if there is one, else the primary column's navigation controller with the supplementary
/// and secondary controllers pushed on it (the delegate chooses which column is on top), and
/// expands back, returning the pushed controllers to their columns, when the split view
/// widens. A classic split (`init()`, `viewControllers` of two) lays out the same way without
/// wrapping.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
  /// The width below which the interface collapses.
  static let collapseWidth: CGFloat = 700
  /// The default widths of the primary and supplementary columns.
  static let defaultPrimaryWidth: CGFloat = 320
  static let defaultSupplementaryWidth: CGFloat = 320
  /// The color of the sidebar panel.
  static let sidebarColor = UIColor.secondarySystemBackground

  /// The kind of interface; fixed at creation.
  public let style: Style

  /// Creates a column-style split of `style` with empty columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split, managed through `viewControllers`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a classic split (there are no archives).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// The delegate told about display mode changes, collapsing and expanding.
  open weak var delegate: UISplitViewControllerDelegate?

  /// The controllers the app set for each column.
  var assigned: [Column: UIViewController] = [:]
  /// The controllers shown in each column: the assigned ones, wrapped in navigation
  /// controllers in a column-style split.
  var columns: [Column: UIViewController] = [:]

  /// What collapsing moved, to be put back when expanding.
  var collapseRecord: CollapseRecord?
  /// Whether the columns are being laid out (collapsing lays out the navigation stacks).
  var isLayingOutColumns = false

  // MARK: Columns

  /// The controllers of the columns: the shown primary and secondary (with the supplementary
  /// between them in a triple-column split), or the compact one while collapsed to it.
  /// Setting it on a classic split sets its primary and secondary controllers.
  open var viewControllers: [UIViewController] {
    get {
      if isCollapsed, let c = columns[.compact] { return [c] }
      if isCollapsed, let p = columns[.primary] { return [p] }
      let order: [Column] =
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
      return order.compactMap { columns[$0] }
    }
    set {
      if style != .unspecified {
        if let first = newValue.first { setViewController(first, for: .primary) }
        if newValue.count > 1 { setViewController(newValue.last, for: .secondary) }
        return
      }
      setViewController(newValue.first, for: .primary)
      setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
    }
  }

  /// Puts `vc` in `column`, wrapped in a navigation controller (except in a classic split or
  /// the compact column) unless it is one. A triple-column column that does not exist in a
  /// double-column split is ignored.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if style != .tripleColumn && column == .supplementary { return }
    if isCollapsed { collapseRecord?.forget(column) }
    let oldShown = columns[column]
    assigned[column] = vc
    var shown = vc
    if let vc, style != .unspecified, column != .compact, !(vc is UINavigationController) {
      shown = UINavigationController(rootViewController: vc)
    }
    guard oldShown !== shown else { return }
    if let old = oldShown {
      removeColumnView(old)
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    columns[column] = shown
    if let shown {
      addChild(shown)
      shown.didMove(toParent: self)
      if column == .primary { applyPrimaryBackground() }
    }
    relayout()
  }

  /// The controller set for `column` (before any wrapping in a navigation controller), or
  /// nil.
  open func viewController(for column: Column) -> UIViewController? {
    assigned[column]
  }

  // MARK: Display mode

  /// The arrangement the app prefers; `.automatic` (the split view picks for the width) by
  /// default.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet { relayout(animated: true) }
  }

  /// The arrangement in use.
  open internal(set) var displayMode: DisplayMode = .secondaryOnly

  /// The relation of side columns to the secondary the app prefers; `.automatic` by default.
  open var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { relayout(animated: true) }
  }

  /// The relation of side columns to the secondary in use.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }

  /// Shows `column`, changing the display mode as the split behavior calls for. Showing the
  /// secondary hides the side columns.
  open func show(_ column: Column) {
    if isCollapsed {
      showCollapsed(column)
      return
    }
    let beside = splitBehavior != .overlay
    let mode: DisplayMode
    switch column {
    case .secondary, .compact:
      mode = .secondaryOnly
    case .supplementary:
      mode =
        displayMode == .twoBesideSecondary || displayMode == .twoOverSecondary
          || displayMode == .twoDisplaceSecondary
        ? displayMode : (beside ? .oneBesideSecondary : .oneOverSecondary)
    case .primary:
      if style == .tripleColumn {
        mode =
          splitBehavior == .overlay
          ? .twoOverSecondary
          : (splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary)
      } else {
        mode = beside ? .oneBesideSecondary : .oneOverSecondary
      }
    }
    delegate?.splitViewController(self, willShow: column)
    temporaryDisplayMode = mode
    relayout(animated: true)
  }

  /// Hides `column` (a side column; the secondary cannot be hidden).
  open func hide(_ column: Column) {
    guard !isCollapsed, column == .primary || column == .supplementary else { return }
    delegate?.splitViewController(self, willHide: column)
    let mode: DisplayMode
    if column == .primary && style == .tripleColumn {
      mode =
        displayMode == .secondaryOnly
        ? .secondaryOnly : (splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
    } else {
      mode = .secondaryOnly
    }
    temporaryDisplayMode = mode
    relayout(animated: true)
  }

  /// A mode set by `show(_:)`/`hide(_:)` until the preferred mode changes or the size does.
  var temporaryDisplayMode: DisplayMode?

  /// Whether the split shows its side columns with a button to hide them and bring them back
  /// (`displayModeButtonItem`); true by default.
  open var showsSecondaryOnlyButton = true

  /// Whether a swipe (or the display mode button) may change the display mode; true by
  /// default. Mosaic keeps the value; on the desktop the button changes it.
  open var presentsWithGesture = true

  /// The side the primary column is on; Mosaic lays it out on the leading side.
  open var primaryEdge: PrimaryEdge = .leading

  private var displayModeButton: UIBarButtonItem?

  /// A bar button item that hides the side columns, or shows them back.
  open var displayModeButtonItem: UIBarButtonItem {
    if let b = displayModeButton { return b }
    let b = UIBarButtonItem(
      image: UIImage(systemName: "sidebar.left"), style: .plain, target: self,
      action: UISplitViewController.toggleSideColumns)
    displayModeButton = b
    return b
  }

  private func toggleSideColumns() {
    if displayMode == .secondaryOnly { show(.primary) } else { hide(.primary) }
  }

  // MARK: Column widths

  /// The width the app prefers for the primary column; automatic by default.
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The fraction of the split's width the app prefers for the primary column; automatic by
  /// default. `preferredPrimaryColumnWidth` wins when both are set.
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The least width of the primary column; automatic (no limit) by default.
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The greatest width of the primary column; automatic (no limit) by default.
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The width the primary column has.
  open var primaryColumnWidth: CGFloat {
    columnWidth(
      preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
      standard: Self.defaultPrimaryWidth)
  }

  /// The width the app prefers for the supplementary column; automatic by default.
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The fraction of the split's width the app prefers for the supplementary column.
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The least width of the supplementary column; automatic (no limit) by default.
  open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The greatest width of the supplementary column; automatic (no limit) by default.
  open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { relayout() }
  }
  /// The width the supplementary column has.
  open var supplementaryColumnWidth: CGFloat {
    columnWidth(
      preferred: preferredSupplementaryColumnWidth,
      fraction: preferredSupplementaryColumnWidthFraction,
      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
      standard: Self.defaultSupplementaryWidth)
  }

  private func columnWidth(
    preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, standard: CGFloat
  ) -> CGFloat {
    let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
    var w = standard
    if preferred >= 0 {
      w = preferred
    } else if fraction >= 0 {
      w = (total * min(fraction, 1)).rounded()
    }
    if maximum >= 0 { w = min(w, maximum) }
    if minimum >= 0 { w = max(w, minimum) }
    return max(0, w)
  }

  /// The look of the primary column; `.none` by default, `.sidebar` for a desktop sidebar.
  open var primaryBackgroundStyle: BackgroundStyle = .none {
    didSet { applyPrimaryBackground() }
  }

  // MARK: Collapsing

  /// Whether the interface is collapsed to one stack (the split is narrower than 700 points).
  open internal(set) var isCollapsed = false

  // MARK: Showing

  /// Shows `vc` as the detail: in a collapsed interface it is pushed on the shown stack;
  /// otherwise it replaces the secondary column's content (a navigation controller replaces
  /// the column's navigation controller).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if isCollapsed {
      pushCollapsed(vc)
      return
    }
    if style == .unspecified || vc is UINavigationController {
      setViewController(vc, for: .secondary)
    } else if let nav = columns[.secondary] as? UINavigationController {
      nav.setViewControllers([vc], animated: false)
      assigned[.secondary] = vc
    } else {
      setViewController(vc, for: .secondary)
    }
    if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary {
      hide(.primary)
    }
  }

  /// Routes `show(_:sender:)` from a controller in a column: from the primary column to the
  /// next column, replacing its content (pushed when collapsed). Returns false when the usual
  /// push should happen.
  func routeShow(_ vc: UIViewController, from sender: UIViewController) -> Bool {
    guard style != .unspecified, let column = column(containing: sender) else { return false }
    if isCollapsed { return false }
    switch column {
    case .primary where style == .tripleColumn:
      if let nav = columns[.supplementary] as? UINavigationController,
        !(vc is UINavigationController)
      {
        nav.setViewControllers([vc], animated: false)
        assigned[.supplementary] = vc
      } else {
        setViewController(vc, for: .supplementary)
      }
      return true
    case .primary, .supplementary:
      showDetailViewController(vc, sender: sender)
      return true
    default:
      return false
    }
  }

  /// The column whose controller contains `vc`.
  func column(containing vc: UIViewController) -> Column? {
    var current: UIViewController? = vc
    while let c = current, c.parent !== self { current = c.parent }
    guard let top = current else { return nil }
    return columns.first { $0.value === top }?.key
  }

  // MARK: View

  /// Creates the container view holding the columns.
  open override func loadView() {
    let container = SplitContainerView(frame: UIScreen.main.bounds)
    container.controller = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.backgroundColor = .systemBackground
    view = container
  }

  override func prepareForAppearance(animated: Bool) {
    layoutColumns(animated: false)
  }

  /// Passes the size change on and drops a display mode `show(_:)`/`hide(_:)` set.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    temporaryDisplayMode = nil
    super.viewWillTransition(to: size, with: coordinator)
  }

  func relayout(animated: Bool = false) {
    guard isViewLoaded else { return }
    layoutColumns(animated: animated)
  }

  /// Draws the primary column as a sidebar (while the interface is expanded).
  func applyPrimaryBackground() {
    guard let primary = columns[.primary] else { return }
    let sidebar = primaryBackgroundStyle == .sidebar && !isCollapsed
    if let nav = primary as? UINavigationController {
      nav.view.backgroundColor = sidebar ? Self.sidebarColor : nil
      nav.navigationBar.sidebarStyle = sidebar
    } else if sidebar {
      primary.view.backgroundColor = Self.sidebarColor
    }
    viewIfLoaded?.setNeedsLayout()
  }
}

/// The split view controller's view: it lays out the columns, the separators between them,
/// and the dimming over the secondary while side columns lie over it.
@MainActor
final class SplitContainerView: UIView {
  weak var controller: UISplitViewController?
  let dimmingView = UIView()
  private var separators: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
    dimmingView.isHidden = true
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.controller?.dimmingTapped() })
    addSubview(dimmingView)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutColumns(animated: false)
  }

  /// Shows one-pixel separators ending at the trailing edges `edges`.
  func setSeparators(at edges: [CGFloat], height: CGFloat) {
    while separators.count < edges.count {
      let s = UIView()
      s.backgroundColor = .opaqueSeparator
      s.isUserInteractionEnabled = false
      separators.append(s)
    }
    let line = 1 / max(1, UIScreen.main.scale)
    for (i, s) in separators.enumerated() {
      if i < edges.count {
        s.frame = CGRect(x: edges[i] - line, y: 0, width: line, height: height)
        if s.superview !== self { addSubview(s) }
        bringSubviewToFront(s)
      } else {
        s.removeFromSuperview()
      }
    }
  }
}
