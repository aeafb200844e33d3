import Foundation
import Testing

@testable import Mosaic

@Suite("CGContext and the context stack")
struct CGContextTests {
  typealias Support = GraphicsTestSupport

  /// A 1×2 image: red on top, blue below.
  private let redOverBlue = CGImage(
    width: 1, height: 2, premultipliedARGBPixels: [0xFFFF_0000, 0xFF00_00FF])!

  @Test func cgImageDrawsUpsideDownAsOnIOS() {
    let image = Support.render(width: 1, height: 2) { context in
      context.cgContext.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    }
    #expect(Support.pixels(image) == [0xFF00_00FF, 0xFFFF_0000])
  }

  @Test func uiImageDrawsUpright() {
    let source = UIImage(cgImage: redOverBlue)
    let image = Support.render(width: 2, height: 4) { _ in
      source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 4))
    }
    #expect(Support.pixel(image, 1, 0) == 0xFFFF_0000)
    #expect(Support.pixel(image, 1, 3) == 0xFF00_00FF)
    let atPoint = Support.render(width: 2, height: 2) { _ in
      source.draw(at: CGPoint(x: 1, y: 0))
    }
    #expect(Support.pixels(atPoint) == [0xFFFF_FFFF, 0xFFFF_0000, 0xFFFF_FFFF, 0xFF00_00FF])
  }

  @Test func graphicsStateSaveAndRestore() {
    let image = Support.render(width: 2, height: 1) { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.red.cgColor)
      cg.saveGState()
      cg.setFillColor(UIColor.blue.cgColor)
      cg.translateBy(x: 1, y: 0)
      cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      cg.restoreGState()
      cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(Support.pixels(image) == [0xFFFF_0000, 0xFF00_00FF])
  }

  @Test func alphaMultipliesDrawing() {
    let image = Support.render(width: 1, height: 1, background: nil) { context in
      context.cgContext.setAlpha(0.5)
      context.cgContext.setFillColor(UIColor.white.cgColor)
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    let value = Support.pixel(image, 0, 0)
    #expect((127...128).contains(Support.alpha(value)))
    #expect(Support.red(value) == Support.alpha(value))
  }

  @Test func transformsAndCTM() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
      context in
      let cg = context.cgContext
      #expect(cg.ctm == CGAffineTransform(scaleX: 2, y: 2))
      cg.translateBy(x: 3, y: 1)
      #expect(cg.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 6, ty: 2))
      cg.scaleBy(x: 0.5, y: 1)
      #expect(cg.ctm.a == 1)
      cg.concatenate(CGAffineTransform(translationX: 2, y: 0))
      #expect(cg.ctm.tx == 8)
      cg.scaleBy(x: 0, y: 1)  // degenerate: must not break the context
      cg.concatenate(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
      #expect(cg.width == 8 && cg.height == 8)
    }
  }

  @Test func pathBuildingAndEllipses() {
    let image = Support.render(width: 10, height: 10) { context in
      let cg = context.cgContext
      cg.setFillColor(UIColor.black.cgColor)
      cg.beginPath()
      cg.move(to: CGPoint(x: 0, y: 0))
      cg.addLine(to: CGPoint(x: 10, y: 0))
      cg.addLine(to: CGPoint(x: 0, y: 10))
      cg.closePath()
      #expect(!cg.isPathEmpty)
      // Filling a rect in between leaves the path being built alone.
      cg.setFillColor(UIColor.red.cgColor)
      cg.fill(CGRect(x: 9, y: 9, width: 1, height: 1))
      cg.setFillColor(UIColor.black.cgColor)
      cg.fillPath()
      #expect(cg.isPathEmpty)
    }
    #expect(Support.pixel(image, 1, 1) == 0xFF00_0000)
    #expect(Support.pixel(image, 8, 8) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 9, 9) == 0xFFFF_0000)

    let ellipse = Support.render(width: 10, height: 10) { context in
      context.cgContext.setFillColor(UIColor.black.cgColor)
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
      context.cgContext.clear(CGRect(x: 4, y: 4, width: 2, height: 2))
    }
    #expect(Support.pixel(ellipse, 0, 0) == 0xFFFF_FFFF)
    #expect(Support.pixel(ellipse, 2, 5) == 0xFF00_0000)
    #expect(Support.pixel(ellipse, 5, 5) == 0)
  }

  @Test func legacyImageContext() throws {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
    UIColor.green.setFill()
    UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.scale == 1 && image.size == CGSize(width: 3, height: 2))
    #expect(Support.pixel(image, 0, 0) == 0xFF00_FF00)
    #expect(Support.pixel(image, 1, 0) == 0)

    UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 3)
    let scaled = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(scaled.scale == 3 && scaled.bitmap.width == 3)
    #expect(Support.pixel(scaled, 0, 0) == 0xFF00_0000)
  }

  @Test func contextStackIsPerThread() {
    final class Box: @unchecked Sendable {
      var sawContext: Bool?
    }
    let box = Box()
    let context = CGContext.makeImageContext(
      size: CGSize(width: 1, height: 1), scale: 1, opaque: false)
    UIGraphicsPushContext(context)
    #expect(UIGraphicsGetCurrentContext() === context)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.sawContext = UIGraphicsGetCurrentContext() != nil
      done.signal()
    }
    thread.start()
    done.wait()
    UIGraphicsPopContext()
    #expect(box.sawContext == false)
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsPopContext()  // popping an empty stack is harmless
  }

  @Test func currentTraitCollectionIsPerThreadAndReleasedWithTheThread() {
    final class Box: @unchecked Sendable {
      var sawStyle: UIUserInterfaceStyle?
      weak var released: UITraitCollection?
    }
    let box = Box()
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    dark.performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.sawStyle = UITraitCollection.current.userInterfaceStyle
        let own = UITraitCollection(userInterfaceStyle: .light)
        box.released = own
        UITraitCollection.current = own
        done.signal()
      }
      thread.start()
      done.wait()
    }
    #expect(box.sawStyle != .dark, "another thread does not see this thread's collection")
    #expect(UITraitCollection.current !== dark)
    // The thread's own collection goes with the thread.
    for _ in 0..<100 where box.released != nil { usleep(10_000) }
    #expect(box.released == nil)
  }

  @Test func resizedCopyAveragesPixels() throws {
    // 4×1: black, white, black, white → 2×1 gray pixels with the box filter.
    let source = try #require(
      CGImage(
        width: 4, height: 1,
        premultipliedARGBPixels: [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF]))
    let small = try #require(source.resized(toPixelWidth: 2, height: 1))
    #expect(small.width == 2 && small.height == 1)
    for value in small.premultipliedARGBPixels() {
      #expect(Support.alpha(value) == 255)
      #expect((100...155).contains(Support.red(value)))
    }
    #expect(source.resized(toPixelWidth: 0, height: 1) == nil)
  }
}
