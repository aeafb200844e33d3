import Foundation

extension UINavigationBar {
  /// The height of the large title area under the bar's 44-point content.
  static let largeTitleHeight: CGFloat = 52

  func setUpAppearance() {
    standardAppearanceStorage.observe(by: self) { [weak self] in self?.applyAppearance() }
    largeTitleArea.clipsToBounds = true
    largeTitleArea.isUserInteractionEnabled = false
    largeTitleArea.isHidden = true
    largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    largeTitleLabel.textColor = .label
    largeTitleArea.addSubview(largeTitleLabel)
    addSubview(largeTitleArea)
    applyAppearance()
  }

  /// A copy of `appearance` that tells the bar when it changes.
  func adopt(_ appearance: UINavigationBarAppearance?) -> UINavigationBarAppearance? {
    guard let copy = appearance?.copy() as? UINavigationBarAppearance else { return nil }
    copy.observe(by: self) { [weak self] in self?.applyAppearance() }
    return copy
  }

  /// The appearance in use: at the scroll edge the top item's or the bar's scroll-edge
  /// appearance, else (or when neither is set) the item's or the bar's standard appearance.
  var currentAppearance: UINavigationBarAppearance {
    let item = topItem
    if isAtScrollEdge, let a = item?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage {
      return a
    }
    return item?.standardAppearance ?? standardAppearanceStorage
  }

  /// Applies the current appearance: background, shadow, title attributes, button colors.
  func applyAppearance() {
    let a = currentAppearance
    if sidebarStyle && barTintColor == nil {
      backgroundColor = UISplitViewController.sidebarColor
      hairline.isHidden = true
    } else {
      backgroundColor = barTintColor ?? a.resolvedBackgroundColor
      hairline.backgroundColor = a.shadowColor
      hairline.isHidden = a.shadowColor == nil
    }
    var attributes = a.titleTextAttributes
    for (k, v) in titleTextAttributes ?? [:] { attributes[k] = v }
    titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    var large = a.largeTitleTextAttributes
    for (k, v) in largeTitleTextAttributes ?? [:] { large[k] = v }
    largeTitleLabel.font = large[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
    largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
    titlePositionAdjustment = a.titlePositionAdjustment
    if let c = a.backButtonAppearance.normalForegroundColor { backButton.tintColor = c }
    let items = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
    for item in items where item.tintColor == nil {
      if let b = item.button, let c = buttonColor(for: item) { b.tintColor = c }
    }
    setNeedsLayout()
  }

  /// The color the current appearance gives `item`'s button, if it sets one.
  func buttonColor(for item: UIBarButtonItem) -> UIColor? {
    let a = currentAppearance
    let look = item.style == .done ? a.doneButtonAppearance : a.buttonAppearance
    return look.normalForegroundColor
  }

  /// Whether the top item's title shows in the large style: the bar prefers large titles and
  /// the item's `largeTitleDisplayMode` (or, when `.automatic`, the nearest item's below it
  /// that is not) allows them.
  var showsLargeTitle: Bool {
    guard prefersLargeTitles, let items, !items.isEmpty else { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The top item changed: the large title shows its title.
  func contentDidReload() {
    largeTitleLabel.text = topItem?.title
    applyAppearance()
    largeTitleSettingsDidChange()
  }

  func largeTitleSettingsDidChange() {
    largeTitleLabel.text = topItem?.title
    if let nav = navigationController {
      nav.viewIfLoaded?.setNeedsLayout()
    } else {
      largeTitleVisibleHeight = showsLargeTitle ? UINavigationBar.largeTitleHeight : 0
      setNeedsLayout()
    }
  }

  /// Places the large title area below the title row (the search row, if any, below it), the
  /// title at its bottom, and hides
  /// the inline title while the large one shows.
  func layoutLargeTitle() {
    let b = bounds
    let large = showsLargeTitle
    largeTitleArea.isHidden = !large
    let top = UINavigationBar.contentHeight
    largeTitleArea.frame = CGRect(x: 0, y: top, width: b.width, height: largeTitleRowHeight)
    let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    let areaHeight = largeTitleArea.bounds.height
    largeTitleLabel.frame = CGRect(
      x: margin, y: (areaHeight - 48).rounded(), width: max(0, b.width - 2 * margin), height: 41)
    titleLabel.alpha = large && largeTitleVisibleHeight > 0 ? 0 : 1
  }
}
