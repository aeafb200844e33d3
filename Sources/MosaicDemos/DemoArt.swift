import Foundation
import Mosaic

/// Pictures for the demos, drawn by the project itself with UIGraphicsImageRenderer.
@MainActor
enum DemoArt {
  /// A 24×24 two-tone tile for pattern backgrounds.
  static func checkerTile() -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
    return renderer.image { context in
      UIColor(red: 0.18, green: 0.22, blue: 0.33, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
      UIColor(red: 0.22, green: 0.27, blue: 0.40, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
      context.fill(CGRect(x: 12, y: 12, width: 12, height: 12))
    }
  }

  /// A small landscape: sky, sun, hills; its hue varies with `index`.
  static func landscape(index: Int) -> UIImage {
    let size = CGSize(width: 160, height: 100)
    let hue = CGFloat(index % 8) / 8
    let renderer = UIGraphicsImageRenderer(size: size)
    return renderer.image { context in
      UIColor(hue: hue, saturation: 0.35, brightness: 1, alpha: 1).setFill()
      context.fill(CGRect(origin: .zero, size: size))
      UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).setFill()
      UIBezierPath(ovalIn: CGRect(x: 112, y: 14, width: 30, height: 30)).fill()
      UIColor(
        hue: (hue + 0.33).truncatingRemainder(dividingBy: 1), saturation: 0.6,
        brightness: 0.7, alpha: 1
      ).setFill()
      let hills = UIBezierPath()
      hills.move(to: CGPoint(x: 0, y: 100))
      hills.addLine(to: CGPoint(x: 0, y: 70))
      hills.addQuadCurve(to: CGPoint(x: 80, y: 62), controlPoint: CGPoint(x: 40, y: 40))
      hills.addQuadCurve(to: CGPoint(x: 160, y: 66), controlPoint: CGPoint(x: 120, y: 84))
      hills.addLine(to: CGPoint(x: 160, y: 100))
      hills.close()
      hills.fill()
      let text = "\(index + 1)" as NSString
      text.draw(
        at: CGPoint(x: 8, y: 6),
        withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.white])
    }
  }
}
