import Foundation
import UIKit

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

extension DemoArt {
  /// The size of a gallery thumbnail, in points.
  static let thumbnailSize = CGSize(width: 160, height: 100)

  /// A small picture of the demo called `id`, for its card in the gallery; a plain tile for
  /// an unknown id.
  static func thumbnail(for id: String) -> UIImage {
    let size = thumbnailSize
    return UIGraphicsImageRenderer(size: size).image { context in
      let cg = context.cgContext
      switch id {
      case "desktop": drawDesktop(cg, size)
      case "books": drawBooks(cg, size)
      case "circle": drawCircle(cg, size)
      case "channels": drawChannels(cg, size)
      case "guide": drawGuide(cg, size)
      case "basics": drawBasics(cg, size)
      case "coverflow": drawCoverFlow(cg, size)
      case "diffable": drawDiffable(cg, size)
      default:
        cg.setFillColor(UIColor.lightGray)
        cg.fill(CGRect(origin: .zero, size: size))
      }
    }
  }

  /// A colour of a fixed palette, picked by `index`.
  static func paletteColor(_ index: Int) -> UIColor {
    let hues: [CGFloat] = [0.58, 0.02, 0.33, 0.12, 0.75, 0.48, 0.92, 0.08]
    return UIColor(hue: hues[index % hues.count], saturation: 0.6, brightness: 0.9, alpha: 1)
  }

  private static func drawDesktop(_ cg: CGContext, _ size: CGSize) {
    UIColor(patternImage: checkerTile()).setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    for i in 0..<6 {
      let x = 12 + CGFloat(i % 3) * 48
      let y = 10 + CGFloat(i / 3) * 46
      UIColor.white.setFill()
      cg.fill(CGRect(x: x, y: y, width: 40, height: 38))
      paletteColor(i).setFill()
      cg.fill(CGRect(x: x + 4, y: y + 4, width: 32, height: 30))
    }
  }

  private static func drawDiffable(_ cg: CGContext, _ size: CGSize) {
    UIColor.white.setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    for i in 0..<8 {
      let rect = CGRect(
        x: 12 + CGFloat(i % 4) * 36, y: 16 + CGFloat(i / 4) * 36, width: 30, height: 30)
      paletteColor(i * 3).setFill()
      UIBezierPath(roundedRect: rect, cornerRadius: 4).fill()
    }
  }

  private static func drawBooks(_ cg: CGContext, _ size: CGSize) {
    UIColor(red: 0.93, green: 0.9, blue: 0.84, alpha: 1).setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    for i in 0..<5 {
      let rect = CGRect(x: 10 + CGFloat(i) * 30, y: 18, width: 26, height: 64)
      paletteColor(i + 1).setFill()
      UIBezierPath(roundedRect: rect, cornerRadius: 3).fill()
      UIColor(white: 1, alpha: 0.8).setFill()
      cg.fill(CGRect(x: rect.minX + 4, y: rect.minY + 10, width: rect.width - 8, height: 6))
    }
  }

  /// Three covers side by side, the outer two narrower and shorter on their far side.
  private static func drawCoverFlow(_ cg: CGContext, _ size: CGSize) {
    UIColor(white: 0.12, alpha: 1).setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    func quad(_ points: [CGPoint], _ color: UIColor) {
      let path = UIBezierPath()
      path.move(to: points[0])
      for p in points.dropFirst() { path.addLine(to: p) }
      path.close()
      color.setFill()
      path.fill()
    }
    quad(
      [CGPoint(x: 14, y: 30), CGPoint(x: 52, y: 22), CGPoint(x: 52, y: 78), CGPoint(x: 14, y: 70)],
      paletteColor(1))
    quad(
      [
        CGPoint(x: 146, y: 30), CGPoint(x: 108, y: 22), CGPoint(x: 108, y: 78),
        CGPoint(x: 146, y: 70),
      ],
      paletteColor(2))
    paletteColor(0).setFill()
    UIBezierPath(roundedRect: CGRect(x: 52, y: 14, width: 56, height: 72), cornerRadius: 4).fill()
  }

  private static func drawCircle(_ cg: CGContext, _ size: CGSize) {
    UIColor.gray.setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    for i in 0..<12 {
      let angle = 2 * CGFloat.pi * CGFloat(i) / 12
      let c = CGPoint(x: center.x + 36 * cos(angle), y: center.y + 36 * sin(angle))
      paletteColor(3).setFill()
      UIBezierPath(ovalIn: CGRect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)).fill()
    }
  }

  private static func drawChannels(_ cg: CGContext, _ size: CGSize) {
    UIColor.white.setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    for row in 0..<4 {
      for col in 0..<4 {
        let rect = CGRect(
          x: 8 + CGFloat(col) * 38, y: 10 + CGFloat(row) * 22 + (row >= 2 ? 6 : 0),
          width: 32, height: 16)
        (row < 2
          ? UIColor(white: 0.9, alpha: 1) : UIColor(red: 1, green: 0.9, blue: 0.85, alpha: 1))
          .setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: 4).fill()
      }
    }
    UIColor.red.setFill()
    cg.fill(CGRect(x: 8, y: 55, width: 144, height: 1))
  }

  private static func drawGuide(_ cg: CGContext, _ size: CGSize) {
    UIColor(white: 0.96, alpha: 1).setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    for i in 0..<8 {
      let rect = CGRect(
        x: 10 + CGFloat(i % 4) * 36, y: 14 + CGFloat(i / 4) * 40, width: 32, height: 32)
      paletteColor(i + 4).setFill()
      cg.fill(rect)
      if i == 1 || i == 6 {
        UIColor.systemBlue.setFill()
        UIBezierPath(ovalIn: CGRect(x: rect.maxX - 12, y: rect.maxY - 12, width: 10, height: 10))
          .fill()
      }
    }
  }

  private static func drawBasics(_ cg: CGContext, _ size: CGSize) {
    UIColor.white.setFill()
    cg.fill(CGRect(origin: .zero, size: size))
    let heights: [[CGFloat]] = [[30, 44, 40], [46, 26, 50]]
    for (column, items) in heights.enumerated() {
      var y: CGFloat = 6
      for (i, h) in items.enumerated() {
        paletteColor(column * 3 + i).setFill()
        cg.fill(CGRect(x: 8 + CGFloat(column) * 74, y: y, width: 70, height: h))
        y += h + 4
      }
    }
  }
}
