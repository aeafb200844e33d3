import Foundation

/// The view that shows a `UIContentUnavailableConfiguration`: the image (or, loading, an
/// activity indicator), the text, the secondary text and the buttons in a column, centred
/// vertically within the configuration's margins.
@MainActor @preconcurrency
open class UIContentUnavailableView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let activityIndicator = UIActivityIndicatorView(style: .medium)
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var button: UIButton?
  private var secondaryButton: UIButton?
  private var current: UIContentUnavailableConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIContentUnavailableConfiguration) {
    current = configuration
    super.init(frame: .zero)
    for label in [textLabel, secondaryTextLabel] {
      label.numberOfLines = 0
      addSubview(label)
    }
    addSubview(imageView)
    addSubview(activityIndicator)
    apply(configuration)
  }

  /// Unavailable: a content-unavailable view is made from a configuration.
  public required init?(coder: NSCoder) { nil }

  /// The configuration shown; setting it (a `UIContentUnavailableConfiguration`) updates the
  /// view.
  open var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
      guard configuration != current else { return }
      current = configuration
      apply(configuration)
    }
  }

  /// Whether the view can show `configuration`: it shows content-unavailable configurations.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIContentUnavailableConfiguration
  }

  private func apply(_ configuration: UIContentUnavailableConfiguration) {
    backgroundColor = configuration.background.backgroundColor
    layer.cornerRadius = configuration.background.cornerRadius
    let loading = configuration.kind == .loading && configuration.image == nil
    // A symbol is drawn at its display size rather than scaled up.
    imageView.image =
      configuration.image.flatMap {
        $0.isSymbolImage && configuration.imageProperties.maximumSize == .zero
          ? $0.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 44)) : nil
      } ?? configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.contentMode = .scaleAspectFit
    activityIndicator.color = configuration.imageProperties.tintColor
    if loading {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
    configure(
      textLabel, text: configuration.text, attributed: configuration.attributedText,
      properties: configuration.textProperties, alignment: configuration.alignment)
    configure(
      secondaryTextLabel, text: configuration.secondaryText,
      attributed: configuration.secondaryAttributedText,
      properties: configuration.secondaryTextProperties, alignment: configuration.alignment)
    button = replace(
      button, with: configuration.button, properties: configuration.buttonProperties)
    secondaryButton = replace(
      secondaryButton, with: configuration.secondaryButton,
      properties: configuration.secondaryButtonProperties)
    setNeedsLayout()
  }

  private func configure(
    _ label: UILabel, text: String?, attributed: NSAttributedString?,
    properties: UIContentUnavailableConfiguration.TextProperties,
    alignment: UIContentUnavailableConfiguration.Alignment
  ) {
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = alignment == .center ? .center : .natural
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text
    }
    label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
  }

  /// The button for `configuration`, or nil when it has no title and no image.
  private func replace(
    _ old: UIButton?, with configuration: UIButton.Configuration,
    properties: UIContentUnavailableConfiguration.ButtonProperties
  ) -> UIButton? {
    old?.removeFromSuperview()
    guard configuration.title != nil || configuration.image != nil else { return nil }
    let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
    button.isEnabled = properties.isEnabled
    addSubview(button)
    return button
  }

  // MARK: Layout

  /// The frames of the visible elements, top to bottom, for `bounds`.
  func elementFrames(in bounds: CGRect) -> [(view: UIView, frame: CGRect)] {
    let configuration = current
    let margins = configuration.directionalLayoutMargins
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let area = bounds.inset(
      by: UIEdgeInsets(
        top: margins.top, left: rightToLeft ? margins.trailing : margins.leading,
        bottom: margins.bottom, right: rightToLeft ? margins.leading : margins.trailing))
    let width = max(0, area.width)
    var items: [(view: UIView, size: CGSize, spaceBefore: CGFloat)] = []
    if !activityIndicator.isHidden {
      items.append((activityIndicator, activityIndicator.intrinsicContentSize, 0))
    } else if let image = imageView.image {
      items.append((imageView, imageSize(image, configuration.imageProperties, width), 0))
    }
    let hasImage = !items.isEmpty
    var textCount = 0
    for (label, padding) in [
      (textLabel, configuration.imageToTextPadding),
      (secondaryTextLabel, configuration.textToSecondaryTextPadding),
    ] where !label.isHidden {
      let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      let size = CGSize(
        width: min(width, fitted.width.rounded(.up)), height: fitted.height.rounded(.up))
      let space =
        textCount > 0 ? configuration.textToSecondaryTextPadding : (hasImage ? padding : 0)
      items.append((label, size, space))
      textCount += 1
    }
    for (index, button) in [button, secondaryButton].compactMap({ $0 }).enumerated() {
      let fitted = button.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      let size = CGSize(
        width: min(width, fitted.width.rounded(.up)), height: fitted.height.rounded(.up))
      let space =
        index > 0
        ? configuration.buttonToSecondaryButtonPadding
        : (items.isEmpty ? 0 : configuration.textToButtonPadding)
      items.append((button, size, space))
    }
    let height = items.reduce(0) { $0 + $1.spaceBefore + $1.size.height }
    var y = (area.minY + (area.height - height) / 2).rounded()
    var frames: [(UIView, CGRect)] = []
    for item in items {
      y += item.spaceBefore
      let x: CGFloat
      switch configuration.alignment {
      case .center: x = (area.minX + (width - item.size.width) / 2).rounded()
      case .natural: x = rightToLeft ? area.maxX - item.size.width : area.minX
      }
      frames.append((item.view, CGRect(origin: CGPoint(x: x, y: y), size: item.size)))
      y += item.size.height
    }
    return frames
  }

  /// The size the image is shown at: its own (a symbol's at a 44-point symbol size), within
  /// `maximumSize` and the available width, keeping its aspect ratio.
  private func imageSize(
    _ image: UIImage, _ properties: UIContentUnavailableConfiguration.ImageProperties,
    _ width: CGFloat
  ) -> CGSize {
    let size = image.size
    guard size.width > 0, size.height > 0 else { return .zero }
    var limit = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)
    if properties.maximumSize.width > 0 {
      limit.width = min(limit.width, properties.maximumSize.width)
    }
    if properties.maximumSize.height > 0 { limit.height = properties.maximumSize.height }
    let scale = min(1, limit.width / size.width, limit.height / size.height)
    return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
  }

  /// Places the elements in a centred column.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for (view, frame) in elementFrames(in: bounds) where view.frame != frame {
      view.frame = frame
    }
  }
}
