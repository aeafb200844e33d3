import UIKit

extension UIImage {
  /// The 8-bit RGBA components of one pixel, for pixel assertions.
  func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard let cgImage, x >= 0, y >= 0, x < cgImage.width, y < cgImage.height else { return nil }
    let argb = cgImage.premultipliedARGBPixels()[y * cgImage.width + x]
    return (
      UInt8((argb >> 16) & 0xFF), UInt8((argb >> 8) & 0xFF), UInt8(argb & 0xFF),
      UInt8(argb >> 24)
    )
  }
}
