import Foundation

/// The methods a navigation bar's delegate implements to allow or follow item pushes and pops
/// of a bar used on its own (a navigation controller manages its own bar).
@MainActor @preconcurrency
public protocol UINavigationBarDelegate: AnyObject {
  /// Whether `item` may be pushed; true by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether `item` may be popped (the back button was tapped); true by default.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Allows the push.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// Allows the pop.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation interface: the top item's title centred in a semibold
/// 17-point label, a back button ("‹" and the previous item's title) at the left, and the
/// items' bar button items drawn as tinted buttons. The bar's content is 44 points tall (there
/// is no status bar on Linux); it is opaque, light, with a hairline at its bottom edge.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// The height of the bar's content.
  static let contentHeight: CGFloat = 44
  /// The horizontal margin of the bar's buttons (the back button's chevron sits at 8).
  static let margin: CGFloat = 16

  let titleLabel = UILabel()
  let hairline = UIView()
  let backButton = NavigationBackButton()
  private var leftButtons: [UIView] = []
  private var rightButtons: [UIView] = []
  @Unretained private var shownTitleView: UIView?

  /// The navigation controller that owns the bar; it pops when the back button is tapped.
  weak var navigationController: UINavigationController?

  /// Creates a bar with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a bar from an archive. Mosaic has no archives, so this makes the same bar as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  private func setUpBar() {
    backgroundColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    titleLabel.textColor = .label
    hairline.backgroundColor = UIColor(white: 0.7, alpha: 1)
    hairline.isUserInteractionEnabled = false
    addSubview(titleLabel)
    addSubview(backButton)
    addSubview(hairline)
    backButton.isHidden = true
    backButton.addTarget(self, action: UINavigationBar.backButtonTapped, for: .touchUpInside)
    setUpAppearance()
  }

  /// The delegate of a bar used on its own.
  open weak var delegate: UINavigationBarDelegate?

  /// The bar's background color, drawn instead of the appearance's; nil (the appearance's)
  /// by default.
  open var barTintColor: UIColor? {
    didSet { applyAppearance() }
  }

  /// Whether the bar is translucent. Mosaic's bar is always drawn opaque.
  open var isTranslucent = false

  /// Whether the bar shows the top item's title in the large style (34-point bold, below the
  /// 44-point bar, 96 points in all) while the content is scrolled to the top, collapsing into
  /// the inline title as it scrolls; false by default. Items choose with
  /// `largeTitleDisplayMode`.
  open var prefersLargeTitles = false {
    didSet { largeTitleSettingsDidChange() }
  }

  /// The tint color of the bar's buttons.
  open override var tintColor: UIColor! {
    didSet { setNeedsLayout() }
  }

  // MARK: Items

  /// The stack of items, bottom to top. Setting it is `setItems(_:animated:)` without
  /// animation.
  open var items: [UINavigationItem]? {
    get { itemStack }
    set { setItems(newValue, animated: false) }
  }

  private var itemStack: [UINavigationItem] = []

  /// The item on top of the stack, whose title and buttons the bar shows.
  open var topItem: UINavigationItem? { items?.last }

  /// The item just below the top, whose title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Replaces the stack of items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for old in itemStack where old.navigationBar === self { old.navigationBar = nil }
    itemStack = items ?? []
    for item in itemStack { item.navigationBar = self }
    reloadContent(animated: animated)
  }

  /// Pushes `item` on top of the stack.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    if navigationController == nil, let d = delegate, !d.navigationBar(self, shouldPush: item) {
      return
    }
    item.navigationBar = self
    itemStack.append(item)
    reloadContent(animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPush: item) }
  }

  /// Pops the top item and returns it; does nothing for the last item.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard itemStack.count > 1, let top = itemStack.last else { return nil }
    if navigationController == nil, let d = delegate, !d.navigationBar(self, shouldPop: top) {
      return nil
    }
    itemStack.removeLast()
    if top.navigationBar === self { top.navigationBar = nil }
    reloadContent(animated: animated)
    if navigationController == nil { delegate?.navigationBar(self, didPop: top) }
    return top
  }

  func itemDidChange(_ item: UINavigationItem) {
    if item === topItem || item === backItem { reloadContent() }
    if item === topItem { largeTitleSettingsDidChange() }
  }

  private func backButtonTapped() {
    if let nav = navigationController {
      nav.popViewController(animated: true)
    } else {
      popItem(animated: true)
    }
  }

  // MARK: Content

  /// Rebuilds the bar's content for the top item; when `animated`, the new content fades in.
  private func reloadContent(animated: Bool = false) {
    installSearchArea()
    for v in leftButtons + rightButtons { v.removeFromSuperview() }
    if let tv = shownTitleView, tv.superview === self { tv.removeFromSuperview() }
    shownTitleView = nil
    leftButtons = []
    rightButtons = []
    guard let top = topItem else {
      titleLabel.text = nil
      backButton.isHidden = true
      setNeedsLayout()
      return
    }
    if let tv = top.titleView {
      addSubview(tv)
      shownTitleView = tv
      titleLabel.isHidden = true
    } else {
      titleLabel.isHidden = false
      titleLabel.text = top.title
    }
    if let lefts = top.leftBarButtonItems, !lefts.isEmpty {
      leftButtons = lefts.map(makeView(for:))
    }
    if let rights = top.rightBarButtonItems {
      rightButtons = rights.map(makeView(for:))
    }
    for v in leftButtons + rightButtons { addSubview(v) }
    for (item, v) in zip(
      (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []), leftButtons + rightButtons)
    {
      if let b = v as? UIButton, item.tintColor == nil, let c = buttonColor(for: item) {
        b.tintColor = c
      }
    }
    let showsBack = backItem != nil && !top.hidesBackButton && leftButtons.isEmpty
    backButton.isHidden = !showsBack
    backButton.title = backItem?.resolvedBackTitle ?? "Back"
    bringSubviewToFront(hairline)
    contentDidReload()
    setNeedsLayout()
    if animated {
      let views: [UIView] =
        [titleLabel, backButton] + leftButtons + rightButtons
        + (shownTitleView.map { [$0] } ?? [])
      UIView.performWithoutAnimation {
        for v in views { v.alpha = 0 }
      }
      UIView.animate(withDuration: 0.35) {
        for v in views { v.alpha = 1 }
      }
    }
  }

  private func makeView(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    let button = UIButton(type: .system)
    item.button = button
    UINavigationBar.configure(button, for: item)
    button.addTarget(item, action: UIBarButtonItem.performAction, for: .touchUpInside)
    return button
  }

  /// Styles `button` to draw `item`.
  static func configure(_ button: UIButton, for item: UIBarButtonItem) {
    button.setTitle(item.title, for: .normal)
    button.setImage(item.title == nil ? item.image : nil, for: .normal)
    let size: CGFloat = item.title == "+" ? 28 : 17
    button.titleLabel?.font = .systemFont(
      ofSize: size, weight: item.style == .done ? .semibold : .regular)
    button.isEnabled = item.isEnabled
    if item.menu != nil, item.menuLongPressButton !== button {
      item.installMenuLongPress(on: button)
    }
    if let tint = item.tintColor ?? (button.superview as? UINavigationBar)?.buttonColor(for: item) {
      button.tintColor = tint
    }
    button.setNeedsLayout()
  }

  // MARK: Layout

  /// The bar's size: the given width and 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UINavigationBar.contentHeight)
  }

  /// Places the back button and bar button items at the sides and the title in the middle.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let scale = max(1, UIScreen.main.scale)
    let line = 1 / scale
    hairline.frame = CGRect(x: 0, y: b.height - line, width: b.width, height: line)
    layoutLargeTitle()
    let h = min(b.height, UINavigationBar.contentHeight)
    var leftEdge = UINavigationBar.margin
    if !backButton.isHidden {
      // A previous title too long for a third of the bar becomes "Back", as in UIKit.
      let limit = (b.width / 3).rounded()
      let full = backItem?.resolvedBackTitle ?? "Back"
      if backButton.title != full { backButton.title = full }
      var s = backButton.sizeThatFits(b.size)
      if s.width > limit && full != "Back" {
        backButton.title = "Back"
        s = backButton.sizeThatFits(b.size)
      }
      let w = min(s.width, limit)
      backButton.frame = CGRect(x: 0, y: 0, width: w + 8, height: h)
      leftEdge = backButton.frame.maxX
    }
    for v in leftButtons {
      let s = buttonSize(v, height: h)
      v.frame = CGRect(
        x: leftEdge, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
      leftEdge = v.frame.maxX + 8
    }
    var rightEdge = b.width - UINavigationBar.margin
    for v in rightButtons {
      let s = buttonSize(v, height: h)
      v.frame = CGRect(
        x: rightEdge - s.width, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
      rightEdge = v.frame.minX - 8
    }
    // The title is centred on the bar, shrunk to fit between the side items.
    let sideInset = max(leftEdge, b.width - rightEdge) + 4
    let maxWidth = max(0, b.width - 2 * sideInset)
    if let tv = shownTitleView {
      let s = CGSize(width: min(tv.bounds.width, maxWidth), height: min(tv.bounds.height, h))
      tv.frame = CGRect(
        x: ((b.width - s.width) / 2).rounded(), y: ((h - s.height) / 2).rounded(), width: s.width,
        height: s.height)
    } else {
      let s = titleLabel.sizeThatFits(CGSize(width: maxWidth, height: h))
      let w = min(s.width.rounded(.up), maxWidth)
      let shift = titlePositionAdjustment
      titleLabel.frame = CGRect(
        x: ((b.width - w) / 2).rounded() + shift.horizontal, y: shift.vertical, width: w, height: h)
    }
    layoutSearchArea()
  }

  private func buttonSize(_ v: UIView, height: CGFloat) -> CGSize {
    if let button = v as? UIButton {
      let s = button.sizeThatFits(CGSize(width: 0, height: height))
      let item = (button.superview === self) ? barItem(for: button) : nil
      let w = (item?.width ?? 0) > 0 ? item!.width : max(s.width, 24)
      return CGSize(width: w, height: height)
    }
    return v.bounds.size
  }

  private func barItem(for button: UIButton) -> UIBarButtonItem? {
    let all = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
    return all.first { $0.button === button }
  }

  // MARK: - Appearance and large titles (UINavigationBar+Appearance.swift)

  var standardAppearanceStorage = UINavigationBarAppearance()

  /// The look of the bar while the content is scrolled away from its top edge (and whenever
  /// no other appearance applies). Assigning copies the appearance.
  open var standardAppearance: UINavigationBarAppearance {
    get { standardAppearanceStorage }
    set {
      standardAppearanceStorage.observe(by: self, nil)
      standardAppearanceStorage = adopt(newValue)!
      applyAppearance()
    }
  }

  var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
  var compactAppearanceStorage: UINavigationBarAppearance?
  var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

  /// The look of the bar while the content is scrolled to its top edge (while a large title
  /// shows); the standard appearance when nil. Assigning copies the appearance.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { scrollEdgeAppearanceStorage }
    set {
      scrollEdgeAppearanceStorage?.observe(by: self, nil)
      scrollEdgeAppearanceStorage = adopt(newValue)
      applyAppearance()
    }
  }

  /// The look of the bar in a compact-height environment; the standard appearance when nil.
  /// Mosaic's windows are never that short and keep it.
  open var compactAppearance: UINavigationBarAppearance? {
    get { compactAppearanceStorage }
    set {
      compactAppearanceStorage?.observe(by: self, nil)
      compactAppearanceStorage = adopt(newValue)
      applyAppearance()
    }
  }

  /// The scroll-edge look in a compact-height environment; kept, as `compactAppearance` is.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { compactScrollEdgeAppearanceStorage }
    set {
      compactScrollEdgeAppearanceStorage?.observe(by: self, nil)
      compactScrollEdgeAppearanceStorage = adopt(newValue)
      applyAppearance()
    }
  }

  /// Attributes of the inline title, applied over the appearance's.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { applyAppearance() }
  }

  /// Attributes of the large title, applied over the appearance's.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { applyAppearance() }
  }

  /// Whether the content under the bar is scrolled to its top edge; true without content
  /// that scrolls.
  var isAtScrollEdge = true {
    didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
  }

  /// How much of the large title area shows (0 when collapsed, 52 when expanded, more while
  /// the content is pulled down).
  var largeTitleVisibleHeight: CGFloat = 0

  /// Whether the primary column of a sidebar split shows the bar: drawn in the sidebar color.
  var sidebarStyle = false {
    didSet { applyAppearance() }
  }

  let largeTitleArea = UIView()
  let largeTitleLabel = UILabel()
  var titlePositionAdjustment: UIOffset = .zero
}

/// The navigation bar's back button: a chevron and the previous item's title, in the tint
/// color, dimmed while highlighted.
@MainActor
final class NavigationBackButton: UIControl {
  private let chevron = ChevronView(frame: CGRect(x: 0, y: 0, width: 13, height: 21))
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 17)
    addSubview(chevron)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  var title: String? {
    get { label.text }
    set {
      label.text = newValue
      setNeedsLayout()
    }
  }

  override var tintColor: UIColor! {
    didSet { refresh() }
  }

  override var ownsSingleTaps: Bool { true }

  override func stateDidChange() {
    super.stateDidChange()
    refresh()
  }

  private func refresh() {
    let color: UIColor = tintColor ?? .systemBlue
    label.textColor = color
    chevron.color = color
    let a: CGFloat = isHighlighted ? 0.2 : 1
    label.alpha = a
    chevron.alpha = a
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let t = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44))
    return CGSize(width: 8 + 13 + 6 + t.width.rounded(.up), height: 44)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    refresh()
    let h = bounds.height
    chevron.frame = CGRect(x: 8, y: ((h - 21) / 2).rounded(), width: 13, height: 21)
    let x = chevron.frame.maxX + 6
    label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: h)
  }
}

/// Draws the back chevron ("‹") as a stroked path.
@MainActor
final class ChevronView: UIView {
  var color: UIColor = .systemBlue {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let b = bounds
    let path = UIBezierPath()
    path.move(to: CGPoint(x: b.maxX - 2, y: 2))
    path.addLine(to: CGPoint(x: 2.5, y: b.midY))
    path.addLine(to: CGPoint(x: b.maxX - 2, y: b.maxY - 2))
    path.lineWidth = 3
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    color.setStroke()
    path.stroke()
  }
}
