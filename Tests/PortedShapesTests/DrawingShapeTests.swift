// Drawing code as iOS projects write it: a gradient in `draw(_:)` through Core Graphics, a
// hairline from the trait collection's display scale, and tinted SF Symbols.
import CoreGraphics
import MosaicTesting
import Testing
import UIKit

/// A header background drawing a vertical gradient, as many iOS projects do.
class GradientView: UIView {
  var startColor: UIColor = .systemBlue
  var endColor: UIColor = .systemPurple

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let colors = [startColor.cgColor, endColor.cgColor] as CFArray
    let locations: [CGFloat] = [0, 1]
    guard
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)
    else { return }
    context.drawLinearGradient(
      gradient, start: CGPoint(x: bounds.midX, y: 0),
      end: CGPoint(x: bounds.midX, y: bounds.height), options: [])
  }
}

/// A separator one pixel thick whatever the display, as table-style cells draw it.
class HairlineView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    frame.size.height = 1 / scale
  }
}

@MainActor
@Suite struct DrawingShapeTests {
  @Test func aGradientDrawnInDrawRect() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 101))
    view.startColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    view.endColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let image = view.renderedImage(scale: 1)
    let top = try #require(image.pixel(x: 5, y: 0))
    let middle = try #require(image.pixel(x: 5, y: 50))
    let bottom = try #require(image.pixel(x: 5, y: 100))
    #expect(top.red >= 250 && top.blue <= 5)
    #expect(abs(Int(middle.red) - 127) <= 3 && abs(Int(middle.blue) - 127) <= 3)
    #expect(bottom.blue >= 250 && bottom.red <= 5)
  }

  @Test func aHairlineFollowsTheDisplayScale() {
    for scale: CGFloat in [1, 2] {
      let root = UIView()
      let hairline = HairlineView(frame: CGRect(x: 0, y: 20, width: 100, height: 5))
      root.addSubview(hairline)
      let driver = AppDriver(rootView: root, size: CGSize(width: 200, height: 100), scale: scale)
      #expect(hairline.traitCollection.displayScale == scale)
      #expect(hairline.window === driver.window)
      #expect(hairline.frame.height == 1 / scale)
    }
  }

  @Test func tintedSystemSymbols() throws {
    let names = ["star.fill", "heart.fill", "trash", "chevron.right", "gearshape", "xmark"]
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 6 * 32, height: 32))
    strip.backgroundColor = .white
    for (index, name) in names.enumerated() {
      let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .regular)
      let image = try #require(UIImage(systemName: name, withConfiguration: configuration))
      #expect(image.isSymbolImage)
      let imageView = UIImageView(image: image)
      imageView.tintColor = index.isMultiple(of: 2) ? .systemPink : .systemTeal
      imageView.contentMode = .center
      imageView.frame = CGRect(x: CGFloat(index) * 32, y: 0, width: 32, height: 32)
      strip.addSubview(imageView)
    }
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    assertSnapshot(of: strip, named: "ported-tinted-symbols", scale: 2)
  }
}
