import Foundation

extension UIButton {
  /// What a button stands for, which can change how the system shows it.
  public enum Role: Int, Hashable, Sendable {
    /// An ordinary button.
    case normal = 0
    /// The button of the main choice.
    case primary = 1
    /// A button that cancels.
    case cancel = 2
    /// A button that destroys data.
    case destructive = 3
  }

  /// How a button looks: its title, subtitle and image, its colors, corner style, size and
  /// insets, from one of the styles (`.plain()`, `.filled()`, `.tinted()`, `.gray()`…).
  ///
  /// Mosaic applies a configuration's title, image, colors, corner radius and insets to the
  /// button's per-state properties; the subtitle is shown after the title on the same line.
  public struct Configuration: Hashable {
    /// The look of a style.
    enum Style: Hashable {
      case plain, tinted, gray, filled
    }

    var style: Style

    /// The shapes of the button's corners.
    public enum CornerStyle: Int, Hashable, Sendable {
      /// The radius of `background.cornerRadius` as it is.
      case fixed = -1
      /// A radius that follows the button's size.
      case dynamic = 0
      /// A small radius (4 points).
      case small = 1
      /// A medium radius (8 points).
      case medium = 2
      /// A large radius (12 points).
      case large = 3
      /// Fully rounded ends.
      case capsule = 4
    }

    /// The sizes of buttons.
    public enum Size: Int, Hashable, Sendable {
      /// The smallest size.
      case mini = 0
      /// A small size.
      case small = 1
      /// The standard size.
      case medium = 2
      /// A large size.
      case large = 3
    }

    /// The title.
    public var title: String?
    /// A second line of text; Mosaic shows it after the title.
    public var subtitle: String?
    /// The image, shown before the title.
    public var image: UIImage?
    /// The space between the image and the title; 4 points by default.
    public var imagePadding: CGFloat = 4
    /// The color of the title and image; the style's (the tint color, or white on a filled
    /// button) when nil.
    public var baseForegroundColor: UIColor?
    /// The background color; the style's when nil.
    public var baseBackgroundColor: UIColor?
    /// The corner shape; `.dynamic` by default.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size; `.medium` by default.
    public var buttonSize: Size = .medium
    /// The space around the content: 7 points above and below, 12 at the sides by default.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Whether an activity indicator replaces the image; Mosaic shows the title only.
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    /// A plain button: tinted text, no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A borderless button: the same as `plain()`.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A tinted button: tinted text on a light tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A bordered tinted button: the same as `tinted()`.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A gray button: tinted text on a gray background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A bordered button: the same as `gray()`.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// A filled button: white text on the tint color.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A prominent bordered button: the same as `filled()`.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The title's font for the button size.
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 12)
      case .small: return .systemFont(ofSize: 15)
      case .medium: return .systemFont(ofSize: 17)
      case .large: return .systemFont(ofSize: 20)
      }
    }
  }

  /// Creates a system button styled by `configuration` that performs `primaryAction` when
  /// tapped.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
    // Observers do not run for a property set in an initializer.
    apply(configuration)
  }

  /// Restyles the button from `configuration`.
  func apply(_ configuration: UIButton.Configuration) {
    let tint = tintColor ?? .systemBlue
    var title = configuration.title
    if let subtitle = configuration.subtitle {
      title = [title, subtitle].compactMap { $0 }.joined(separator: " ")
    }
    if let title { setTitle(title, for: .normal) }
    if let image = configuration.image { setImage(image, for: .normal) }
    let foreground: UIColor
    let background: UIColor?
    switch configuration.style {
    case .plain:
      foreground = configuration.baseForegroundColor ?? tint
      background = configuration.baseBackgroundColor
    case .tinted:
      foreground = configuration.baseForegroundColor ?? tint
      background = configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
    case .gray:
      foreground = configuration.baseForegroundColor ?? tint
      background = configuration.baseBackgroundColor ?? .systemGray5
    case .filled:
      foreground = configuration.baseForegroundColor ?? .white
      background = configuration.baseBackgroundColor ?? tint
    }
    setTitleColor(foreground, for: .normal)
    titleLabel?.font = configuration.titleFont
    backgroundColor = background
    let insets = configuration.contentInsets
    contentEdgeInsets = UIEdgeInsets(
      top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    switch configuration.cornerStyle {
    case .fixed: break
    case .dynamic, .medium: layer.cornerRadius = background == nil ? 0 : 8
    case .small: layer.cornerRadius = 4
    case .large: layer.cornerRadius = 12
    case .capsule: layer.cornerRadius = bounds.height / 2
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
