import Foundation

/// A view that shows an image, placed according to its `contentMode`.
///
/// A template image (rendering mode `.alwaysTemplate`, or a symbol image left
/// `.automatic`) is shown in the view's `tintColor`; a resizable image shown with
/// `.scaleToFill` keeps its cap-inset corners at their size.
@MainActor @preconcurrency
open class UIImageView: UIView {
  /// Creates an image view with the given frame and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive. Mosaic has no archives, so this makes the same
  /// view as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Creates an image view sized to `image` (designated, as in UIKit).
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    updateContents()
  }

  /// Creates an image view sized to `image`, with an image for the highlighted state
  /// (designated, as in UIKit).
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
    updateContents()
  }

  /// The image shown; nil by default.
  open var image: UIImage? {
    didSet { if oldValue !== image { updateContents() } }
  }

  /// The image shown while `isHighlighted` is true.
  open var highlightedImage: UIImage? {
    didSet { if oldValue !== highlightedImage { updateContents() } }
  }

  /// Whether the view shows its highlighted image.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { updateContents() } }
  }

  /// The tinted version of the last template image shown, with the image and color it
  /// was made from.
  private var tinted: (source: UIImage, color: UIColor, image: UIImage)?
  /// The last resizable image drawn at the view's size, with its source and size.
  private var resized: (source: UIImage, size: CGSize, image: UIImage)?

  /// Redraws a template image in the new tint color.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if let shown, shown.drawsAsTemplate { updateContents() }
  }

  /// Redraws a resizable image at the new size when the view's size changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let shown, shown.traits.isResizable, resized?.size != bounds.size {
      updateContents(invalidatingSuperview: false)
    }
  }

  /// How the image is placed in the view's bounds.
  open override var contentMode: UIView.ContentMode {
    didSet { if oldValue != contentMode, shown?.traits.isResizable == true { updateContents() } }
  }

  private var shown: UIImage? {
    guard let image = (isHighlighted ? highlightedImage : nil) ?? image else { return nil }
    return configured(image)
  }

  /// `image` with `preferredSymbolConfiguration` applied when it is a symbol image (the last
  /// one made is kept).
  private func configured(_ image: UIImage) -> UIImage {
    guard let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
    if let symbolConfigured, symbolConfigured.source === image,
      symbolConfigured.configuration === preferred
    {
      return symbolConfigured.image
    }
    let result = image.applyingSymbolConfiguration(preferred) ?? image
    symbolConfigured = (image, preferred, result)
    return result
  }

  private func updateContents(invalidatingSuperview: Bool = true) {
    guard var displayed = shown else {
      tinted = nil
      resized = nil
      layer.contents = nil
      layer.contentsScale = 1
      superview?.setNeedsLayout()
      return
    }
    let source = displayed
    if displayed.drawsAsTemplate {
      let color: UIColor = tintColor
      if let tinted, tinted.source === source, tinted.color == color {
        displayed = tinted.image
      } else {
        displayed = UIImage(
          bitmap: source.tinted(color), scale: source.scale, traits: source.traits)
        tinted = (source, color, displayed)
      }
    } else {
      tinted = nil
    }
    if displayed.traits.isResizable && contentMode == .scaleToFill {
      let size = bounds.size
      if let resized, resized.source === displayed, resized.size == size {
        displayed = resized.image
      } else {
        let drawn = displayed.rendered(at: size)
        resized = (displayed, size, drawn)
        displayed = drawn
      }
    } else {
      resized = nil
    }
    layer.contents = displayed
    layer.contentsScale = displayed.scale
    if invalidatingSuperview {
      invalidateIntrinsicContentSize()
      superview?.setNeedsLayout()
    }
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image.map { configured($0).size } ?? .zero
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image.map { configured($0).size }
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  // MARK: - Symbol configuration

  /// The configuration a symbol image is drawn with in this view, applied over the image's
  /// own (its point size, weight, scale or font replace the image's); other images are shown
  /// as they are. Nil by default.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { if oldValue !== preferredSymbolConfiguration { updateContents() } }
  }

  /// The last symbol image drawn with the preferred configuration, with its source.
  private var symbolConfigured:
    (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?
}
