import Foundation
import Testing

@testable import Mosaic

@Suite("CGGradient, CGColorSpace, drawPath and equalTo")
struct GradientTests {
  typealias S = GraphicsTestSupport

  static let redToBlue = CGGradient(
    colorsSpace: CGColorSpaceCreateDeviceRGB(),
    colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!

  @Test func colorSpacesByName() {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
    #expect(CGColorSpace(name: CGColorSpace.displayP3)?.name == "kCGColorSpaceDisplayP3")
    #expect(CGColorSpace(name: "no such space") == nil)
    #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
    #expect(CGColorSpace.sRGB as String == "kCGColorSpaceSRGB")
  }

  @Test func badGradientsAreNil() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    #expect(CGGradient(colorsSpace: rgb, colors: [] as CFArray, locations: nil) == nil)
    #expect(CGGradient(colorsSpace: rgb, colors: ["red"] as CFArray, locations: nil) == nil)
    #expect(
      CGGradient(colorsSpace: rgb, colors: [UIColor.red.cgColor], locations: [.nan]) == nil)
    #expect(
      CGGradient(colorSpace: rgb, colorComponents: [1, 0, 0, 1], locations: nil, count: 0)
        == nil)
  }

  @Test func linearGradientInterpolatesAlongTheAxisAndStopsAtTheEnds() {
    let image = S.render(width: 100, height: 4) { context in
      context.cgContext.drawLinearGradient(
        Self.redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 70, y: 0), options: [])
    }
    // Before the start and after the end: nothing drawn (white background shows).
    #expect(S.pixel(image, 10, 2) == 0xFFFF_FFFF)
    #expect(S.pixel(image, 80, 2) == 0xFFFF_FFFF)
    // Pixel 45 has its centre at 45.5: 51% of the way from red to blue (125, 0, 130);
    // pixel 20 is 1% of the way (252, 0, 3).
    #expect(S.pixel(image, 45, 1) == 0xFF7D_0082)
    #expect(S.pixel(image, 20, 3) == 0xFFFC_0003)
  }

  @Test func linearGradientExtendsPerOptions() {
    func draw(_ options: CGGradientDrawingOptions) -> UIImage {
      S.render(width: 100, height: 4) { context in
        context.cgContext.drawLinearGradient(
          Self.redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 70, y: 0),
          options: options)
      }
    }
    let before = draw(.drawsBeforeStartLocation)
    #expect(S.pixel(before, 2, 0) == 0xFFFF_0000)
    #expect(S.pixel(before, 80, 0) == 0xFFFF_FFFF)
    #expect(S.pixel(before, 45, 1) == 0xFF7D_0082)
    let after = draw(.drawsAfterEndLocation)
    #expect(S.pixel(after, 2, 0) == 0xFFFF_FFFF)
    #expect(S.pixel(after, 95, 0) == 0xFF00_00FF)
    #expect(S.pixel(after, 45, 1) == 0xFF7D_0082)
    let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(S.pixel(both, 2, 0) == 0xFFFF_0000)
    #expect(S.pixel(both, 95, 0) == 0xFF00_00FF)
  }

  @Test func gradientFromComponentsWithThreeStops() {
    let gradient = CGGradient(
      colorSpace: CGColorSpaceCreateDeviceRGB(),
      colorComponents: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1], locations: [0, 0.5, 1], count: 3)!
    let image = S.render(width: 100, height: 2) { context in
      context.cgContext.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
    }
    // Pixel centres at 0.5, 49.5 and 99.5: 1% into the first half, 99% through it, 99%
    // through the second half.
    #expect(S.pixel(image, 0, 0) == 0xFFFC_0300)
    #expect(S.pixel(image, 49, 0) == 0xFF03_FC00)
    #expect(S.pixel(image, 99, 0) == 0xFF00_03FC)
  }

  @Test func gradientIsClippedToTheCurrentClip() {
    let image = S.render(width: 100, height: 10) { context in
      context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 100, height: 5))
      context.cgContext.drawLinearGradient(
        Self.redToBlue, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
    }
    #expect(S.pixel(image, 50, 2) != 0xFFFF_FFFF)
    #expect(S.pixel(image, 50, 7) == 0xFFFF_FFFF)
  }

  @Test func radialGradientBetweenConcentricCircles() {
    func draw(_ options: CGGradientDrawingOptions) -> UIImage {
      S.render(width: 100, height: 100) { context in
        context.cgContext.drawRadialGradient(
          Self.redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
          endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
      }
    }
    let plain = draw([])
    #expect(S.pixel(plain, 50, 50) == 0xFFFF_FFFF)  // inside the start circle
    #expect(S.pixel(plain, 95, 50) == 0xFFFF_FFFF)  // outside the end circle
    // Pixel (74, 50) has its centre 24.505 points from the centre: 48.35% of the way from
    // radius 10 to 40, so (132, 0, 123).
    #expect(S.pixel(plain, 74, 50) == 0xFF84_007B)
    let before = draw(.drawsBeforeStartLocation)
    #expect(S.pixel(before, 50, 50) == 0xFFFF_0000)
    #expect(S.pixel(before, 95, 50) == 0xFFFF_FFFF)
    #expect(S.pixel(before, 74, 50) == 0xFF84_007B)
    let after = draw(.drawsAfterEndLocation)
    #expect(S.pixel(after, 50, 50) == 0xFFFF_FFFF)
    #expect(S.pixel(after, 95, 50) == 0xFF00_00FF)
    #expect(S.pixel(after, 74, 50) == 0xFF84_007B)
    let both = draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(S.pixel(both, 50, 50) == 0xFFFF_0000)
    #expect(S.pixel(both, 1, 1) == 0xFF00_00FF)
  }

  @Test func drawPathModes() {
    func draw(_ mode: CGPathDrawingMode) -> UIImage {
      S.render(width: 40, height: 40) { context in
        let cg = context.cgContext
        cg.setFillColor(UIColor.red.cgColor)
        cg.setStrokeColor(UIColor.blue.cgColor)
        cg.setLineWidth(4)
        // Two nested squares: the inner one is a hole under the even-odd rule.
        cg.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
        cg.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
        cg.drawPath(using: mode)
        #expect(cg.isPathEmpty)
      }
    }
    let fill = draw(.fill)
    #expect(S.pixel(fill, 20, 20) == 0xFFFF_0000)
    #expect(S.pixel(fill, 10, 10) == 0xFFFF_0000)
    #expect(S.pixel(fill, 5, 20) == 0xFFFF_0000)
    let eoFill = draw(.eoFill)
    #expect(S.pixel(eoFill, 20, 20) == 0xFFFF_FFFF)
    #expect(S.pixel(eoFill, 10, 10) == 0xFFFF_0000)
    let stroke = draw(.stroke)
    #expect(S.pixel(stroke, 10, 10) == 0xFFFF_FFFF)
    #expect(S.pixel(stroke, 4, 20) == 0xFF00_00FF)
    #expect(S.pixel(stroke, 20, 20) == 0xFFFF_FFFF)
    let fillStroke = draw(.fillStroke)
    #expect(S.pixel(fillStroke, 10, 10) == 0xFFFF_0000)
    #expect(S.pixel(fillStroke, 4, 20) == 0xFF00_00FF)
    #expect(S.pixel(fillStroke, 20, 20) == 0xFFFF_0000)
    let eoFillStroke = draw(.eoFillStroke)
    #expect(S.pixel(eoFillStroke, 10, 10) == 0xFFFF_0000)
    #expect(S.pixel(eoFillStroke, 20, 20) == 0xFFFF_FFFF)
    #expect(S.pixel(eoFillStroke, 14, 20) == 0xFF00_00FF)
  }

  @Test func geometryEqualTo() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
    #expect(
      CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 5)))
    #expect(
      !CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 1, y: 0, width: 5, height: 5)))
    #expect(
      CGRect(x: 5, y: 5, width: -5, height: -5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 5)))
    #expect(CGRect.null.equalTo(.null))
    #expect(!CGRect.null.equalTo(.zero))
  }
}
