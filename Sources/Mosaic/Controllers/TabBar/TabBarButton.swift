import Foundation

/// The view of one tab bar item: its image (tinted) and title, stacked or side by side, and
/// its badge.
@MainActor
final class TabBarButton: UIControl {
  let item: UITabBarItem
  @Unretained private var bar: UITabBar?
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let badge = TabBarBadgeView()

  /// The stacked layout's image size and title font size.
  static let stackedImageSize: CGFloat = 24
  static let stackedFontSize: CGFloat = 10
  /// The inline layout's image size, font size and gap between image and title.
  static let inlineImageSize: CGFloat = 22
  static let inlineFontSize: CGFloat = 14
  static let inlineGap: CGFloat = 6

  /// Whether the item is laid out inline (image beside title).
  var inline = false {
    didSet {
      if inline != oldValue {
        refresh()
        setNeedsLayout()
      }
    }
  }

  init(item: UITabBarItem, bar: UITabBar) {
    self.item = item
    self.bar = bar
    super.init(frame: .zero)
    imageView.contentMode = .scaleAspectFit
    imageView.isUserInteractionEnabled = false
    titleLabel.isUserInteractionEnabled = false
    titleLabel.textAlignment = .center
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(badge)
    refresh()
  }

  required init?(coder: NSCoder) { nil }

  override var ownsSingleTaps: Bool { true }

  private var isSelectedItem: Bool { bar?.selectedItem === item }

  /// Updates the image, title, colors and badge from the item and the bar.
  func refresh() {
    let selected = isSelectedItem
    let layout =
      inline
      ? bar?.currentAppearance.inlineLayoutAppearance
      : bar?.currentAppearance.stackedLayoutAppearance
    let state = selected ? layout?.selected : layout?.normal
    let base: UIColor =
      selected
      ? (bar?.tintColor ?? .systemBlue) : (bar?.unselectedItemTintColor ?? .systemGray)
    let iconColor = state?.iconColor ?? base
    let titleColor = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? base
    imageView.image = (selected ? item.selectedImage : item.image)?.withRenderingMode(
      .alwaysTemplate)
    imageView.tintColor = iconColor
    titleLabel.text = item.title
    titleLabel.textColor = titleColor
    let size = inline ? TabBarButton.inlineFontSize : TabBarButton.stackedFontSize
    titleLabel.font =
      state?.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: size, weight: .medium)
    alpha = item.isEnabled ? 1 : 0.4
    isEnabled = item.isEnabled
    badge.value = item.badgeValue
    badge.color = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
    badge.textColor =
      item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor ?? .white
    setNeedsLayout()
  }

  private var titleSize: CGSize {
    let s = titleLabel.sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
  }

  /// The width of the image, gap and title laid out inline.
  var inlineContentWidth: CGFloat {
    let t = item.title.map { _ in titleSize.width } ?? 0
    let hasImage = item.image != nil
    return (hasImage ? TabBarButton.inlineImageSize : 0)
      + (hasImage && t > 0 ? TabBarButton.inlineGap : 0) + t
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let t = item.title == nil ? .zero : titleSize
    let hasImage = item.image != nil
    if inline {
      let imageSize = TabBarButton.inlineImageSize
      let width = inlineContentWidth
      var x = ((b.width - width) / 2).rounded()
      if hasImage {
        imageView.frame = CGRect(
          x: x, y: ((b.height - imageSize) / 2).rounded(), width: imageSize, height: imageSize)
        x += imageSize + (t.width > 0 ? TabBarButton.inlineGap : 0)
      } else {
        imageView.frame = .zero
      }
      titleLabel.frame = CGRect(
        x: x, y: ((b.height - t.height) / 2).rounded(), width: t.width, height: t.height)
    } else {
      let imageSize = TabBarButton.stackedImageSize
      imageView.frame =
        hasImage
        ? CGRect(
          x: ((b.width - imageSize) / 2).rounded(), y: 6, width: imageSize, height: imageSize)
        : .zero
      let w = min(t.width, b.width - 4)
      let y: CGFloat = hasImage ? 33 : ((b.height - t.height) / 2).rounded()
      titleLabel.frame = CGRect(x: ((b.width - w) / 2).rounded(), y: y, width: w, height: t.height)
    }
    titleLabel.frame = titleLabel.frame.offsetBy(
      dx: item.titlePositionAdjustment.horizontal, dy: item.titlePositionAdjustment.vertical)
    imageView.frame = imageView.frame.inset(by: item.imageInsets)
    let s = badge.sizeThatFits(.zero)
    let anchor = hasImage ? imageView.frame : titleLabel.frame
    badge.frame = CGRect(
      x: (anchor.maxX - (hasImage ? 8 : 0)).rounded(), y: (anchor.minY - 4).rounded(),
      width: s.width, height: s.height)
    bringSubviewToFront(badge)
  }
}

/// A tab bar item's badge: a capsule of the badge color holding the value in white (a small
/// dot for an empty value).
@MainActor
final class TabBarBadgeView: UIView {
  private let label = UILabel()

  /// The badge's height and the height of the dot shown for an empty value.
  static let height: CGFloat = 18
  static let dotSize: CGFloat = 10

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    label.font = .systemFont(ofSize: 13)
    label.textAlignment = .center
    label.textColor = .white
    addSubview(label)
    isHidden = true
  }

  required init?(coder: NSCoder) { nil }

  var value: String? {
    didSet {
      label.text = value
      isHidden = value == nil
      setNeedsLayout()
    }
  }

  var color: UIColor = .systemRed {
    didSet { backgroundColor = color }
  }

  var textColor: UIColor = .white {
    didSet { label.textColor = textColor }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let value, !value.isEmpty else {
      return CGSize(width: TabBarBadgeView.dotSize, height: TabBarBadgeView.dotSize)
    }
    let t = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 18))
    let w = max(TabBarBadgeView.height, t.width.rounded(.up) + 10)
    return CGSize(width: w, height: TabBarBadgeView.height)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    backgroundColor = color
    layer.cornerRadius = bounds.height / 2
    label.frame = bounds
  }
}
