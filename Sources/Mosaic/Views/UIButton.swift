import Foundation

/// A control that shows a title and/or an image and performs an action when tapped.
///
/// Titles, title colors and images are set per control state; a state without its own value
/// uses the `.normal` one. A `.system` button draws its title in the tint color and dims while
/// highlighted; a `.custom` button draws white titles and changes only what you set per state.
@MainActor @preconcurrency
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// No style: the content you set, white titles.
    case custom
    /// The standard button: tinted title that dims while highlighted.
    case system
    /// A detail-disclosure ("ⓘ") button.
    case detailDisclosure
    /// An information button for light content.
    case infoLight
    /// An information button for dark content.
    case infoDark
    /// A "+" button for adding a contact.
    case contactAdd
    /// A plain button without background.
    case plain
    /// A close ("✕") button.
    case close

    /// An older name of `.system`.
    public static var roundedRect: ButtonType { .system }
  }

  /// The button's kind.
  public private(set) var buttonType: ButtonType

  private let label = UILabel()
  private let image = UIImageView()
  private let backgroundImageView = UIImageView()

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  /// The attributed title the label shows (nil when it shows a plain title).
  private var shownAttributedTitle: NSAttributedString?
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// Creates a custom button with the given frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates a custom button from an archive. Mosaic has no archives, so this makes the same
  /// button as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    setUp()
  }

  /// Creates a button of `buttonType` with a zero frame. The special kinds
  /// (`.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`, `.close`) show a glyph
  /// title ("ⓘ", "+", "✕") in the tint color.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark: setTitle("ⓘ", for: .normal)
    case .contactAdd: setTitle("+", for: .normal)
    case .close: setTitle("✕", for: .normal)
    default: break
    }
  }

  /// Creates a button of `buttonType` that performs `primaryAction` when tapped, titled with
  /// the action's title.
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let img = primaryAction.image { setImage(img, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  private func setUp() {
    label.font = .systemFont(ofSize: 15)
    label.textAlignment = .center
    label.isHidden = true
    image.isHidden = true
    backgroundImageView.isHidden = true
    addSubview(backgroundImageView)
    addSubview(image)
    addSubview(label)
    updateContent()
  }

  // MARK: Per-state content

  private func lookup<T>(_ table: [UInt: T], _ state: UIControl.State) -> T? {
    if let v = table[state.rawValue] { return v }
    if state.contains(.highlighted), state.contains(.selected),
      let v = table[UIControl.State.selected.rawValue]
    {
      return v
    }
    return table[UIControl.State.normal.rawValue]
  }

  /// Sets the title shown in `state` (nil removes it, so the `.normal` title is used).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// The title for `state`, falling back to the `.normal` title.
  open func title(for state: UIControl.State) -> String? { lookup(titles, state) }

  /// Sets the attributed title shown in `state` (nil removes it); an attributed title is
  /// shown instead of the plain title of the same state, its characters without a color
  /// drawn in the title color.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title.map { DefaultedAttributedString($0) }
    updateContent()
  }

  /// The attributed title for `state`, falling back to the `.normal` one.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    lookup(attributedTitles, state)
  }

  /// Sets the title color used in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title color for `state`: the one set for it, else the `.normal` one, else the
  /// button kind's default (the tint color for system buttons, white for custom ones).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    if let c = lookup(titleColors, state) { return c }
    if buttonType == .custom { return .white }
    return state.contains(.disabled) ? UIColor.tertiaryLabel : tintColor
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// The image for `state`, falling back to the `.normal` image.
  open func image(for state: UIControl.State) -> UIImage? { lookup(images, state) }

  /// Sets the background image drawn behind the content in `state`, stretched to the bounds.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    updateContent()
  }

  /// The background image for `state`, falling back to the `.normal` one.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    lookup(backgroundImages, state)
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The attributed title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title color used now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The label that shows the title.
  open var titleLabel: UILabel? { label }

  /// The image view that shows the image.
  open var imageView: UIImageView? { image }

  /// Space around the content (image and title); zero by default.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { contentSizeChanged() }
  }

  /// Offsets applied to the title's rectangle.
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Offsets applied to the image's rectangle.
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Whether a custom button darkens its image while highlighted (kept for compatibility;
  /// Mosaic dims only system buttons).
  open var adjustsImageWhenHighlighted = true

  /// The tint color; system buttons draw their title with it.
  open override var tintColor: UIColor! {
    didSet { updateContent() }
  }

  override var ownsSingleTaps: Bool { true }

  override func touchUpInsideDidSend() {
    if opensMenuOnTap, let menu {
      showMenu(menu)
    } else {
      sendActions(for: .primaryActionTriggered)
    }
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateContent()
  }

  /// Updates the title, colors and images for the current state.
  private func updateContent() {
    let s = state
    let attributed = attributedTitle(for: s)
    let newTitle = attributed?.string ?? title(for: s)
    if let attributed {
      // The label takes the title color first, so characters without a color use it.
      label.text = nil
      label.textColor = titleColor(for: s) ?? .white
      label.attributedText = attributed
      if shownAttributedTitle !== attributed { contentSizeChanged() }
    } else {
      if label.text != newTitle || shownAttributedTitle != nil {
        label.text = newTitle
        contentSizeChanged()
      }
      label.textColor = titleColor(for: s) ?? .white
    }
    shownAttributedTitle = attributed
    label.isHidden = newTitle?.isEmpty ?? true
    let img = image(for: s)
    if image.image !== img {
      image.image = img
      contentSizeChanged()
    }
    image.isHidden = img == nil
    let bg = backgroundImage(for: s)
    backgroundImageView.image = bg
    backgroundImageView.isHidden = bg == nil
    // System buttons fade their content while highlighted, unless a highlighted color is set.
    let dims =
      buttonType != .custom && s.contains(.highlighted)
      && titleColors[UIControl.State.highlighted.rawValue] == nil
    label.alpha = dims ? 0.2 : 1
    image.alpha = dims ? 0.2 : 1
  }

  private func contentSizeChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateContent()
  }

  // MARK: Layout

  private var titleSize: CGSize {
    guard let t = label.text, !t.isEmpty else { return .zero }
    let s = label.sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
  }

  private var imageSize: CGSize { image.image?.size ?? .zero }

  private var contentSize: CGSize {
    let t = titleSize
    let i = imageSize
    return CGSize(width: t.width + i.width, height: max(t.height, i.height))
  }

  /// The size of the content (image beside title) plus `contentEdgeInsets`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let c = contentSize
    let e = contentEdgeInsets
    return CGSize(width: c.width + e.left + e.right, height: c.height + e.top + e.bottom)
  }

  /// The size of the content plus `contentEdgeInsets`.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  /// The rectangle the content is placed in: the bounds inset by `contentEdgeInsets`.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  private func contentBox(in contentRect: CGRect) -> CGRect {
    let size = contentSize
    var box = CGRect(origin: contentRect.origin, size: size)
    switch contentHorizontalAlignment {
    case .center: box.origin.x = contentRect.minX + (contentRect.width - size.width) / 2
    case .right, .trailing: box.origin.x = contentRect.maxX - size.width
    case .fill:
      box.size.width = max(size.width, contentRect.width)
    case .left, .leading: break
    }
    switch contentVerticalAlignment {
    case .center: box.origin.y = contentRect.minY + (contentRect.height - size.height) / 2
    case .bottom: box.origin.y = contentRect.maxY - size.height
    case .fill: box.size.height = max(size.height, contentRect.height)
    case .top: break
    }
    box.origin.x = box.origin.x.rounded()
    box.origin.y = box.origin.y.rounded()
    return box
  }

  /// The rectangle of the title within `contentRect`: after the image, as wide as the title.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let box = contentBox(in: contentRect)
    let i = imageSize
    let t = titleSize
    let h = contentVerticalAlignment == .fill ? box.height : t.height
    let w = contentHorizontalAlignment == .fill ? box.width - i.width : t.width
    let r = CGRect(x: box.minX + i.width, y: box.minY + (box.height - h) / 2, width: w, height: h)
    return r.inset(by: titleEdgeInsets)
  }

  /// The rectangle of the image within `contentRect`: at the start of the content.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    let box = contentBox(in: contentRect)
    let i = imageSize
    let r = CGRect(
      x: box.minX, y: box.minY + ((box.height - i.height) / 2).rounded(), width: i.width,
      height: i.height)
    return r.inset(by: imageEdgeInsets)
  }

  /// Places the background image, the image and the title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContent()
    backgroundImageView.frame = bounds
    let content = contentRect(forBounds: bounds)
    image.frame = imageRect(forContentRect: content)
    label.frame = titleRect(forContentRect: content)
  }

  // MARK: - Menu (UIButton+Menu.swift)

  /// The button's menu: shown when the button is tapped if `showsMenuAsPrimaryAction` or
  /// `changesSelectionAsPrimaryAction` is on, else when it is long-pressed; nil by default.
  open var menu: UIMenu? {
    didSet {
      if menu != nil, oldValue == nil { installMenuLongPress() }
      menuSelectionDidChange()
    }
  }

  /// Whether the button is a pop-up button: a tap opens its menu, the menu keeps exactly one
  /// action on, and the button's title is the title of that action; false by default.
  open var changesSelectionAsPrimaryAction = false {
    didSet { menuSelectionDidChange() }
  }

  /// Whether a tap opens the menu: a menu is set and the button shows it as its primary
  /// action, or is a pop-up button.
  override var opensMenuOnTap: Bool {
    menu != nil && (showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction)
  }

  // MARK: - Configuration (UIButton+Configuration.swift)

  /// The button's configuration: setting it restyles the button (title, image, colors,
  /// corners, insets) from it; nil leaves the button as its per-state properties make it.
  open var configuration: UIButton.Configuration? {
    didSet { if let configuration { apply(configuration) } }
  }
}
