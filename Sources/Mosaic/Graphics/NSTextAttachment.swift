import Foundation

/// Something shown inline in attributed text in place of an attachment character (U+FFFC):
/// an image, sized by `bounds`.
open class NSTextAttachment: NSObject {
  /// The image shown; nil by default.
  open var image: UIImage?
  /// The attachment's rectangle relative to the line's baseline: its size is the size
  /// drawn, and its `origin.y` raises it above the baseline (negative values lower it).
  /// `.zero`, the default, means the image's own size sitting on the baseline.
  open var bounds: CGRect = .zero
  /// The attachment's contents as data; nil by default. Mosaic stores it.
  open var contents: Data?
  /// The uniform type identifier of `contents`; nil by default. Mosaic stores it.
  open var fileType: String?

  /// Creates an attachment with the given data and type.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// Creates an attachment without contents.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// Creates an attachment showing `image` at its own size.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// The rectangle the attachment takes in its line, relative to the baseline (y up):
  /// `bounds`, or the image's size on the baseline when `bounds` has no size.
  var layoutBounds: CGRect {
    if bounds.width > 0 || bounds.height > 0 { return bounds }
    let size = image?.size ?? .zero
    return CGRect(origin: CGPoint(x: 0, y: bounds.minY), size: size)
  }
}

extension NSAttributedString {
  /// Creates an attributed string of one attachment character (U+FFFC) carrying
  /// `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
