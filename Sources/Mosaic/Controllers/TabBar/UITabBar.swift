import Foundation

/// The methods a tab bar's delegate implements to hear when the user selects an item.
@MainActor @preconcurrency
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of items, one selected, along the bottom of a tab interface.
///
/// In a compact-width environment the items share the bar's width, each with its image above
/// a 10-point title (49 points tall, as on iPhone); in a regular-width one they sit side by
/// side in the middle of the bar, image beside title (50 points tall, as on iPad). The
/// selected item is drawn in the `tintColor`, the others in `unselectedItemTintColor` (gray
/// when nil). A badge is a red capsule with white text at the image's top trailing corner.
/// A click selects an item (on touch down, as UIKit's bar does).
@MainActor @preconcurrency
open class UITabBar: UIView {
  /// The height of a compact-width bar's content.
  static let compactHeight: CGFloat = 49
  /// The height of a regular-width bar's content.
  static let regularHeight: CGFloat = 50

  private let hairline = UIView()
  private var buttons: [TabBarButton] = []

  /// The tab bar controller that owns the bar; it handles selection.
  weak var tabBarController: UITabBarController?

  /// Creates a bar with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a bar from an archive. Mosaic has no archives, so this makes the same bar as
  /// `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  private func setUpBar() {
    hairline.isUserInteractionEnabled = false
    addSubview(hairline)
    observeAppearance(nil, standardAppearanceStorage)
    applyAppearance()
  }

  /// The delegate told when the user selects an item. A tab bar controller's bar reports to
  /// the controller instead.
  open weak var delegate: UITabBarDelegate?

  // MARK: Items

  /// The items, left to right. Setting it is `setItems(_:animated:)` without animation.
  open var items: [UITabBarItem]? {
    get { itemList }
    set { setItems(newValue, animated: false) }
  }

  private var itemList: [UITabBarItem]?

  /// Replaces the items; the selected item stays selected when it is still among them.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for old in itemList ?? [] where old.tabBar === self { old.tabBar = nil }
    itemList = items
    for item in items ?? [] { item.tabBar = self }
    if let s = selectedItemStorage, !(items ?? []).contains(where: { $0 === s }) {
      selectedItemStorage = nil
    }
    rebuildButtons()
  }

  private weak var selectedItemStorage: UITabBarItem?

  /// The selected item, drawn in the tint color; nil when none is.
  open var selectedItem: UITabBarItem? {
    get { selectedItemStorage }
    set {
      selectedItemStorage = newValue
      refreshButtons()
    }
  }

  /// The color of unselected items' images and titles; gray when nil.
  open var unselectedItemTintColor: UIColor? {
    didSet { refreshButtons() }
  }

  /// The color of the bar's background, over the appearance's; nil uses the appearance's.
  open var barTintColor: UIColor? {
    didSet { applyAppearance() }
  }

  /// Whether the bar is translucent. Mosaic draws bars opaque and keeps the value.
  open var isTranslucent = true

  /// The color of the selected item.
  open override var tintColor: UIColor! {
    get { super.tintColor }
    set { super.tintColor = newValue }
  }

  /// Refreshes the items' colors after the tint changed.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshButtons()
  }

  // MARK: Appearance

  private var standardAppearanceStorage = UITabBarAppearance()

  /// The look of the bar: its background, shadow and item colors.
  open var standardAppearance: UITabBarAppearance {
    get { standardAppearanceStorage }
    set {
      let copy = newValue.copy() as! UITabBarAppearance
      observeAppearance(standardAppearanceStorage, copy)
      standardAppearanceStorage = copy
      applyAppearance()
    }
  }

  /// The look of the bar while the content is scrolled to its bottom edge; the standard
  /// appearance when nil. Mosaic keeps it and draws the standard appearance.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { applyAppearance() }
  }

  private func observeAppearance(_ old: UITabBarAppearance?, _ new: UITabBarAppearance) {
    old?.observe(by: self, nil)
    new.observe(by: self) { [weak self] in self?.applyAppearance() }
  }

  /// The appearance in use: the selected item's own, else the bar's standard one.
  var currentAppearance: UITabBarAppearance {
    selectedItem?.standardAppearance ?? standardAppearanceStorage
  }

  private func applyAppearance() {
    let a = currentAppearance
    backgroundColor = barTintColor ?? a.resolvedBackgroundColor
    hairline.backgroundColor = a.shadowColor
    hairline.isHidden = a.shadowColor == nil
    refreshButtons()
  }

  /// The layout the items use now: inline in a regular-width environment, else stacked.
  var usesInlineLayout: Bool {
    let sizeClass =
      window != nil
      ? traitCollection.horizontalSizeClass
      : DesktopEnvironment.sizeClass(forLength: bounds.width)
    return sizeClass == .regular
  }

  /// The height of the bar's content in the current environment.
  var contentHeight: CGFloat {
    usesInlineLayout ? UITabBar.regularHeight : UITabBar.compactHeight
  }

  /// Redraws the items after the size class changed.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
  }

  // MARK: Item views

  func itemDidChange(_ item: UITabBarItem) {
    guard let i = itemList?.firstIndex(where: { $0 === item }), i < buttons.count else { return }
    buttons[i].refresh()
    if item === selectedItem { applyAppearance() }
    setNeedsLayout()
  }

  private func rebuildButtons() {
    for b in buttons { b.removeFromSuperview() }
    buttons = (itemList ?? []).map { item in
      let b = TabBarButton(item: item, bar: self)
      b.addTarget(self, action: UITabBar.buttonTouched, for: .touchDown)
      addSubview(b)
      return b
    }
    bringSubviewToFront(hairline)
    applyAppearance()
    setNeedsLayout()
  }

  private func refreshButtons() {
    for b in buttons { b.refresh() }
  }

  /// The view drawing `item`, if the bar shows it.
  func view(for item: UITabBarItem) -> UIView? {
    buttons.first { $0.item === item }
  }

  private func buttonTouched(_ button: TabBarButton) {
    userSelected(button.item)
  }

  /// The user picked `item` (by a click or a keyboard shortcut).
  func userSelected(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let controller = tabBarController {
      controller.userSelected(item)
      return
    }
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
  }

  // MARK: Layout

  /// The bar's size: the given width and its content height (49 points compact, 50 regular).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: contentHeight)
  }

  /// Places the items: sharing the width, stacked, when compact; centred side by side, inline,
  /// when regular.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let line = 1 / max(1, UIScreen.main.scale)
    hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: line)
    guard !buttons.isEmpty else { return }
    let inline = usesInlineLayout
    let h = min(b.height, contentHeight)
    let count = CGFloat(buttons.count)
    for button in buttons { button.inline = inline }
    if inline {
      let widest = buttons.map { $0.inlineContentWidth }.max() ?? 0
      let slot = min((widest + 40).rounded(.up), (b.width / count).rounded(.down))
      var x = ((b.width - slot * count) / 2).rounded()
      for button in buttons {
        button.frame = CGRect(x: x, y: 0, width: slot, height: h)
        x += slot
      }
    } else {
      var x: CGFloat = 0
      for (i, button) in buttons.enumerated() {
        let next = (b.width * CGFloat(i + 1) / count).rounded()
        button.frame = CGRect(x: x, y: 0, width: next - x, height: h)
        x = next
      }
    }
  }
}
