import Foundation
import Testing

@testable import Mosaic

@Suite("UIColor and CGColor")
struct ColorTests {
  private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1
    var g: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
  }

  @Test func rgbComponentsAreStoredExactly() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4)
    #expect(rgba(color) == [0.25, 0.5, 0.75, 0.4])
    #expect(color.cgColor.components == [0.25, 0.5, 0.75, 0.4])
    #expect(color.cgColor.alpha == 0.4)
    #expect(color.cgColor.numberOfComponents == 4)
  }

  @Test func componentsAreClamped() {
    #expect(rgba(UIColor(red: 1.5, green: -1, blue: 0.5, alpha: 2)) == [1, 0, 0.5, 1])
  }

  @Test func whiteColorsReportWhiteAndRGB() {
    let gray = UIColor(white: 0.3, alpha: 0.9)
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(gray.getWhite(&white, alpha: &alpha))
    #expect(white == 0.3 && alpha == 0.9)
    #expect(rgba(gray) == [0.3, 0.3, 0.3, 0.9])
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    #expect(CGColor(gray: 0.2, alpha: 1).components == [0.2, 1])
  }

  @Test func hsbConvertsToRGB() {
    #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    #expect(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    #expect(rgba(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 0.5)) == [0, 1, 1, 0.5])
    #expect(
      rgba(UIColor(hue: 0.25, saturation: 0, brightness: 0.6, alpha: 1)) == [0.6, 0.6, 0.6, 1])
  }

  @Test(arguments: [
    (0.0, 1.0, 1.0), (0.1, 0.5, 0.8), (0.35, 0.9, 0.3), (0.6, 0.25, 1.0), (0.95, 0.7, 0.55),
  ])
  func hsbRoundTrip(hue: Double, saturation: Double, brightness: Double) {
    let color = UIColor(
      hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness),
      alpha: 0.7)
    var h: CGFloat = -1
    var s: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
    #expect(abs(h - CGFloat(hue)) < 1e-12)
    #expect(abs(s - CGFloat(saturation)) < 1e-12)
    #expect(abs(b - CGFloat(brightness)) < 1e-12)
    #expect(a == 0.7)
  }

  @Test func withAlphaComponentKeepsTheColor() {
    let color = UIColor.orange.withAlphaComponent(0.25)
    #expect(rgba(color) == [1, 0.5, 0, 0.25])
    #expect(UIColor.orange.cgColor.alpha == 1)
    #expect(color != .orange)
    #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(color.hashValue == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).hashValue)
  }

  @Test func standardColors() {
    #expect(rgba(.clear) == [0, 0, 0, 0])
    #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
    let twoThirds: CGFloat = 2.0 / 3.0
    let oneThird: CGFloat = 1.0 / 3.0
    #expect(rgba(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
    #expect(rgba(.darkGray) == [oneThird, oneThird, oneThird, 1])
    #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
    #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(rgba(.cyan) == [0, 1, 1, 1])
    #expect(rgba(.magenta) == [1, 0, 1, 1])
    #expect(rgba(.yellow) == [1, 1, 0, 1])
  }

  @Test func systemColorsHaveLightAppearanceValues() {
    func expect255(_ color: UIColor, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
      #expect(rgba(color) == [r / 255, g / 255, b / 255, a], "\(color)")
    }
    expect255(.systemBlue, 0, 122, 255)
    expect255(.systemGray, 142, 142, 147)
    expect255(.systemRed, 255, 59, 48)
    expect255(.systemGreen, 52, 199, 89)
    expect255(.systemOrange, 255, 149, 0)
    expect255(.systemYellow, 255, 204, 0)
    expect255(.systemBackground, 255, 255, 255)
    expect255(.secondarySystemBackground, 242, 242, 247)
    expect255(.systemGroupedBackground, 242, 242, 247)
    expect255(.label, 0, 0, 0)
    expect255(.secondaryLabel, 60, 60, 67, 0.6)
    expect255(.separator, 60, 60, 67, 0.29)
    expect255(.lightText, 255, 255, 255, 0.6)
    expect255(.darkText, 0, 0, 0)
  }

  @Test func cgColorRoundTrip() {
    let cg = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    let color = UIColor(cgColor: cg)
    #expect(color.cgColor == cg)
    #expect(rgba(color) == [0.1, 0.2, 0.3, 0.4])
    #expect(cg.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
  }

  @Test func internalHooks() {
    #expect(UIColor.red.isOpaque)
    #expect(!UIColor.red.withAlphaComponent(0.5).isOpaque)
    #expect(!UIColor.red.isPattern)
    let c = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).rgba
    #expect(c.r == 0.1 && c.g == 0.2 && c.b == 0.3 && c.a == 0.4)
  }

  @Test func patternColorTilesTheImageAtPointSize() {
    // A 2×2-point tile at scale 2 (4×4 pixels): top point red, bottom point blue.
    let tileFormat = UIGraphicsImageRendererFormat()
    tileFormat.scale = 2
    let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: tileFormat)
      .image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
      }
    #expect(tile.size == CGSize(width: 2, height: 2))
    let pattern = UIColor(patternImage: tile)
    #expect(pattern.isPattern)
    var r: CGFloat = 0
    #expect(!pattern.getRed(&r, green: nil, blue: nil, alpha: nil))
    let rgba = pattern.rgba
    #expect(rgba.r == 1 && rgba.g == 1 && rgba.b == 1 && rgba.a == 1)

    // Drawn at scale 1, rows alternate red, blue, red, blue: one row per point.
    let image = GraphicsTestSupport.render(width: 4, height: 4) { context in
      pattern.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    for y in 0..<4 {
      let expected: UInt32 = y % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF
      for x in 0..<4 {
        #expect(GraphicsTestSupport.pixel(image, x, y) == expected, "pixel \(x),\(y)")
      }
    }

    // With half alpha the pattern is blended over the white background.
    let faded = GraphicsTestSupport.render(width: 2, height: 2) { context in
      pattern.withAlphaComponent(0.5).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let top = GraphicsTestSupport.pixel(faded, 0, 0)
    #expect(GraphicsTestSupport.red(top) == 255)
    #expect((126...129).contains(GraphicsTestSupport.green(top)))
  }
}
