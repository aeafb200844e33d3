import Foundation

/// A view that shows an image, placed according to its `contentMode`.
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

  private func updateContents() {
    let shown = (isHighlighted ? highlightedImage : nil) ?? image
    layer.contents = shown
    layer.contentsScale = shown?.scale ?? 1
    superview?.setNeedsLayout()
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
