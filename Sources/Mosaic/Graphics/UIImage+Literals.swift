import Foundation

extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal, `#imageLiteral(resourceName:)`, makes when nothing else gives it
/// a type: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage {
  /// A renderer format matching the image: its scale, and opaque when the image has no
  /// transparency. Drawing into a renderer with this format keeps the image's pixels.
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = bitmap.isOpaque
    return format
  }
}
