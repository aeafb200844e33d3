import Foundation
import UIKit

/// The draggable desktop's pictures, drawn by the project: the post's `back.jpg` background
/// tile and twenty pictures, "1.png" … "20.png" (some named `.jpg` or `.JPG`, as in the
/// post), in landscape, wide and portrait shapes.
///
/// `mosaic-demos --generate-assets DIR` writes them; the files committed under
/// Sources/MosaicDemos/Assets/ were made that way and are the app's bundle resources.
@MainActor
enum DesktopArt {
  /// The post's data source: the picture names, in the post's order.
  static let pictureNames = [
    "1.png", "2.png", "3.png", "4.png", "5.png", "6.png", "7.png", "8.png", "9.png", "10.png",
    "11.jpg", "12.JPG", "13.JPG", "14.jpg", "15.JPG", "16.png", "17.png", "18.png", "19.png",
    "20.png",
  ]

  /// Writes `back.jpg` and the twenty pictures into `directory` (created if needed) and
  /// returns the paths written.
  static func writeAssets(into directory: String) throws -> [String] {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    var written: [String] = []
    func write(_ image: UIImage, _ name: String) throws {
      let lower = name.lowercased()
      let data =
        lower.hasSuffix(".png") ? image.pngData() : image.jpegData(compressionQuality: 0.9)
      guard let data else { throw CocoaError(.fileWriteUnknown) }
      let path = (directory as NSString).appendingPathComponent(name)
      try data.write(to: URL(fileURLWithPath: path))
      written.append(path)
    }
    try write(backgroundTile(), "back.jpg")
    for (index, name) in pictureNames.enumerated() {
      try write(picture(number: index + 1), name)
    }
    return written
  }

  /// A 48×48 cork-board tile for the desktop's pattern background.
  static func backgroundTile() -> UIImage {
    let size = CGSize(width: 48, height: 48)
    return UIGraphicsImageRenderer(size: size).image { context in
      UIColor(red: 0.62, green: 0.47, blue: 0.31, alpha: 1).setFill()
      context.fill(CGRect(origin: .zero, size: size))
      UIColor(red: 0.55, green: 0.41, blue: 0.26, alpha: 1).setFill()
      for (x, y, d) in [(5, 7, 6), (29, 3, 5), (17, 25, 7), (38, 31, 5), (8, 38, 4), (27, 40, 3)] {
        UIBezierPath(ovalIn: CGRect(x: x, y: y, width: d, height: d)).fill()
      }
      UIColor(red: 0.69, green: 0.54, blue: 0.37, alpha: 1).setFill()
      for (x, y, d) in [(20, 12, 3), (3, 22, 3), (42, 16, 2), (33, 22, 2), (14, 44, 2)] {
        UIBezierPath(ovalIn: CGRect(x: x, y: y, width: d, height: d)).fill()
      }
    }
  }

  /// The size of picture `number`: landscape, wide or portrait in turn.
  static func pictureSize(number: Int) -> CGSize {
    switch number % 3 {
    case 1: return CGSize(width: 200, height: 140)
    case 2: return CGSize(width: 240, height: 150)
    default: return CGSize(width: 140, height: 200)
    }
  }

  /// The sky colour of picture `number`: a hue of its own among the twenty.
  static func skyColor(number: Int) -> UIColor {
    UIColor(hue: CGFloat(number - 1) / 20, saturation: 0.5, brightness: 0.95, alpha: 1)
  }

  /// Picture `number`: a flat sky in its own hue over the upper 60%, a sun, hills, and the
  /// number in white on the hills.
  static func picture(number: Int) -> UIImage {
    let size = pictureSize(number: number)
    let w = size.width
    let h = size.height
    return UIGraphicsImageRenderer(size: size).image { context in
      skyColor(number: number).setFill()
      context.fill(CGRect(origin: .zero, size: size))
      UIColor(red: 1, green: 0.86, blue: 0.35, alpha: 1).setFill()
      let sun = min(w, h) * 0.22
      UIBezierPath(ovalIn: CGRect(x: w * 0.92 - sun, y: h * 0.08, width: sun, height: sun)).fill()
      let hue = (CGFloat(number - 1) / 20 + 0.35).truncatingRemainder(dividingBy: 1)
      UIColor(hue: hue, saturation: 0.55, brightness: 0.55, alpha: 1).setFill()
      let hills = UIBezierPath()
      hills.move(to: CGPoint(x: 0, y: h))
      hills.addLine(to: CGPoint(x: 0, y: h * 0.66))
      hills.addQuadCurve(
        to: CGPoint(x: w * 0.5, y: h * 0.62), controlPoint: CGPoint(x: w * 0.25, y: h * 0.56))
      hills.addQuadCurve(
        to: CGPoint(x: w, y: h * 0.64), controlPoint: CGPoint(x: w * 0.75, y: h * 0.72))
      hills.addLine(to: CGPoint(x: w, y: h))
      hills.close()
      hills.fill()
      let font = UIFont.boldSystemFont(ofSize: h * 0.2)
      ("\(number)" as NSString).draw(
        at: CGPoint(x: w * 0.08, y: h * 0.72),
        withAttributes: [.font: font, .foregroundColor: UIColor.white])
    }
  }
}
