import Foundation

/// A view that shows a `UIListContentConfiguration`: an image, a text and a secondary text
/// laid out as a list row, header or footer of the configuration's style. It is the view a
/// cell shows for a list content configuration, and it can be used on its own anywhere.
///
/// The view lays its content out itself (without Auto Layout) and answers its height for a
/// width in `sizeThatFits(_:)`, so self-sizing cells that measure with it take the row's
/// height. Setting a new configuration updates the view's labels and image view in place.
///
/// `textLayoutGuide`, `secondaryTextLayoutGuide` and `imageLayoutGuide` follow the frames of
/// the parts the configuration shows, for constraints of the app's own.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  let textLabel = UILabel(frame: .zero)
  let secondaryTextLabel = UILabel(frame: .zero)
  let imageView = UIImageView(frame: .zero)
  /// The guides of the text, the secondary text and the image, made on first use
  /// (UIListContentView+LayoutGuides.swift).
  var partGuides: [ListContentPart: UILayoutGuide] = [:]

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a view from an archive. Mosaic has no archives, so this makes a view showing
  /// `UIListContentConfiguration.cell()`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = nil
    isOpaque = false
    for label in [textLabel, secondaryTextLabel] {
      label.backgroundColor = nil
      label.isOpaque = false
    }
    imageView.contentMode = .scaleAspectFit
    apply(listConfiguration)
  }

  /// The configuration the view shows. Setting a `UIListContentConfiguration` applies it in
  /// place; another kind of configuration is not supported (see `supports(_:)`) and leaves
  /// the view as it is, with a message on standard error.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        FailureReport.warn(
          .views,
          "UIListContentView: cannot show a configuration of type \(type(of: newValue)); "
            + "only UIListContentConfiguration is supported")
        return
      }
      guard list != listConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  /// Whether `configuration` is a `UIListContentConfiguration`, the only kind this view
  /// shows.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// Sets the labels and image view from `c`, adding or removing them as the content asks.
  private func apply(_ c: UIListContentConfiguration) {
    configure(textLabel, text: c.displayedText, properties: c.textProperties)
    configure(
      secondaryTextLabel, text: c.displayedSecondaryText, properties: c.secondaryTextProperties)
    if let image = displayedImage(c) {
      imageView.image = image
      let p = c.imageProperties
      imageView.tintColor =
        p.tintColor == nil && p.tintColorTransformer == nil
        ? nil : p.resolvedTintColor(for: inheritedTintColor)
      imageView.layer.cornerRadius = p.cornerRadius
      imageView.clipsToBounds = p.cornerRadius > 0
      if imageView.superview !== self { addSubview(imageView) }
    } else {
      imageView.image = nil
      if imageView.superview === self { imageView.removeFromSuperview() }
    }
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  private func configure(
    _ label: UILabel, text: String?, properties p: UIListContentConfiguration.TextProperties
  ) {
    guard let text, !text.isEmpty else {
      label.text = nil
      if label.superview === self { label.removeFromSuperview() }
      return
    }
    label.text = p.transformed(text)
    label.font = p.font
    label.textColor = p.resolvedColor()
    label.textAlignment = p.labelAlignment
    label.lineBreakMode = p.lineBreakMode
    label.numberOfLines = p.numberOfLines
    label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = p.minimumScaleFactor
    label.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
    label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
    if label.superview !== self { addSubview(label) }
  }

  /// The tint color the image would have without a tint of its own: this view's.
  private var inheritedTintColor: UIColor { tintColor ?? .tintColor }

  /// The image as shown: a symbol image drawn at the size of the text's font, with the
  /// preferred symbol configuration applied over that.
  private func displayedImage(_ c: UIListContentConfiguration) -> UIImage? {
    guard let image = c.image else { return nil }
    guard image.symbolConfiguration != nil else { return image }
    var configuration = UIImage.SymbolConfiguration(font: c.textProperties.font)
    if let preferred = c.imageProperties.preferredSymbolConfiguration {
      configuration = configuration.applying(preferred)
    }
    return image.applyingSymbolConfiguration(configuration) ?? image
  }

  /// A change of the inherited tint recolors an image tinted through a transformer.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    let p = listConfiguration.imageProperties
    if p.tintColor == nil, p.tintColorTransformer != nil {
      imageView.tintColor = p.resolvedTintColor(for: inheritedTintColor)
    }
  }

  /// A change of traits (the layout direction) places the content again.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
  }

  /// The superview's margins count when the configuration preserves them.
  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    setNeedsLayout()
  }

  /// Places the image, the text and the secondary text in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = contentLayout(width: bounds.width, height: bounds.height)
    imageView.frame = frames.image ?? .zero
    textLabel.frame = frames.text ?? .zero
    secondaryTextLabel.frame = frames.secondaryText ?? .zero
    placePartGuides(frames)
  }

  /// The size the content needs: for a positive, finite `size.width`, that width and the
  /// height the content takes at it (never less than 44 points for a row style); otherwise
  /// the content's natural width on single lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width: CGFloat? = size.width.isFinite && size.width > 0 ? size.width : nil
    return contentLayout(width: width, height: nil).size
  }

  /// The natural size of the content (its width on single lines and the height for it).
  open override var intrinsicContentSize: CGSize {
    contentLayout(width: nil, height: nil).size
  }
}
