import Foundation

/// A bar of bar button items along the bottom of a screen, such as a navigation controller's
/// toolbar.
///
/// Items are laid out from the leading margin (16 points, 20 in a regular-width environment)
/// at their natural widths, 8 points apart; a fixed space takes its `width`, and flexible
/// spaces share the room left, so `[flexibleSpace, item, flexibleSpace]` centres an item and
/// `[flexibleSpace, item]` puts it at the trailing margin. The bar's content is 44 points tall.
@MainActor @preconcurrency
open class UIToolbar: UIView {
  /// The height of the bar's content.
  static let contentHeight: CGFloat = 44
  /// The gap between adjacent items.
  static let itemGap: CGFloat = 8

  private let hairline = UIView()
  private var itemViews: [UIView?] = []

  /// Creates a toolbar with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a toolbar from an archive. Mosaic has no archives, so this makes the same bar as
  /// `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  private func setUpBar() {
    hairline.isUserInteractionEnabled = false
    addSubview(hairline)
    standardAppearanceStorage.observe(by: self) { [weak self] in self?.applyAppearance() }
    applyAppearance()
  }

  // MARK: Items

  private var itemList: [UIBarButtonItem]?

  /// The items, leading to trailing. Setting it is `setItems(_:animated:)` without animation.
  open var items: [UIBarButtonItem]? {
    get { itemList }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items; when `animated`, the new ones fade in.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    for v in itemViews.compactMap({ $0 }) { v.removeFromSuperview() }
    itemList = items
    itemViews = (items ?? []).map { item in
      guard !item.isSpace else { return nil }
      let v = makeView(for: item)
      addSubview(v)
      return v
    }
    bringSubviewToFront(hairline)
    setNeedsLayout()
    if animated {
      let views = itemViews.compactMap { $0 }
      UIView.performWithoutAnimation { for v in views { v.alpha = 0 } }
      UIView.animate(withDuration: 0.25) { for v in views { v.alpha = 1 } }
    }
  }

  private func makeView(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    let button = UIButton(type: .system)
    item.button = button
    UINavigationBar.configure(button, for: item)
    if let color = currentAppearance.buttonAppearance.normalForegroundColor, item.tintColor == nil {
      button.tintColor = color
    }
    button.addTarget(item, action: UIBarButtonItem.performAction, for: .touchUpInside)
    return button
  }

  // MARK: Appearance

  /// The bar's background color over its appearance's; nil uses the appearance's.
  open var barTintColor: UIColor? {
    didSet { applyAppearance() }
  }

  /// Whether the bar is translucent. Mosaic draws bars opaque and keeps the value.
  open var isTranslucent = true

  /// The style of the bar; kept for source compatibility.
  open var barStyle: UIBarStyle = .default

  private var standardAppearanceStorage = UIToolbarAppearance()

  /// The look of the bar: its background, shadow and buttons.
  open var standardAppearance: UIToolbarAppearance {
    get { standardAppearanceStorage }
    set {
      standardAppearanceStorage.observe(by: self, nil)
      standardAppearanceStorage = newValue.copy() as! UIToolbarAppearance
      standardAppearanceStorage.observe(by: self) { [weak self] in self?.applyAppearance() }
      applyAppearance()
    }
  }

  /// The look of the bar in a compact-height environment; the standard appearance when nil.
  open var compactAppearance: UIToolbarAppearance? {
    didSet { applyAppearance() }
  }

  /// The look of the bar while the content is scrolled to its edge; the standard appearance
  /// when nil. Mosaic keeps it and draws the standard appearance.
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet { applyAppearance() }
  }

  var currentAppearance: UIToolbarAppearance { standardAppearanceStorage }

  private func applyAppearance() {
    let a = currentAppearance
    backgroundColor = barTintColor ?? a.resolvedBackgroundColor
    hairline.backgroundColor = a.shadowColor
    hairline.isHidden = a.shadowColor == nil
    setNeedsLayout()
  }

  // MARK: Layout

  /// The bar's size: the given width and 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UIToolbar.contentHeight)
  }

  /// The horizontal margin of the items.
  var margin: CGFloat {
    let regular =
      window != nil
      ? traitCollection.horizontalSizeClass == .regular
      : DesktopEnvironment.sizeClass(forLength: bounds.width) == .regular
    return regular ? 20 : 16
  }

  /// Places the items from the leading margin; flexible spaces share the room left.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let line = 1 / max(1, UIScreen.main.scale)
    hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: line)
    let items = itemList ?? []
    guard !items.isEmpty else { return }
    let h = min(b.height, UIToolbar.contentHeight)
    let m = margin
    var widths: [CGFloat] = []
    var flexible = 0
    var used: CGFloat = 0
    var previousWasItem = false
    for (i, item) in items.enumerated() {
      var w: CGFloat = 0
      if item.systemItem == .flexibleSpace {
        flexible += 1
        previousWasItem = false
      } else if item.systemItem == .fixedSpace {
        w = item.width
        previousWasItem = false
      } else {
        w = size(of: itemViews[i], item: item, height: h).width
        if previousWasItem { used += UIToolbar.itemGap }
        previousWasItem = true
      }
      widths.append(w)
      used += w
    }
    let room = max(0, b.width - 2 * m - used)
    let share = flexible > 0 ? room / CGFloat(flexible) : 0
    var x = m
    previousWasItem = false
    for (i, item) in items.enumerated() {
      if item.systemItem == .flexibleSpace {
        x += share
        previousWasItem = false
        continue
      }
      if item.systemItem == .fixedSpace {
        x += widths[i]
        previousWasItem = false
        continue
      }
      if previousWasItem { x += UIToolbar.itemGap }
      guard let v = itemViews[i] else { continue }
      let s = size(of: v, item: item, height: h)
      v.frame = CGRect(
        x: x.rounded(), y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
      x += s.width
      previousWasItem = true
    }
  }

  private func size(of view: UIView?, item: UIBarButtonItem, height: CGFloat) -> CGSize {
    guard let view else { return .zero }
    if let button = view as? UIButton {
      let s = button.sizeThatFits(CGSize(width: 0, height: height))
      let w = item.width > 0 ? item.width : max(s.width.rounded(.up), 24)
      return CGSize(width: w, height: height)
    }
    return view.bounds.size
  }
}

/// The styles of bars, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
  /// The default light style.
  case `default` = 0
  /// A dark style.
  case black = 1
}
