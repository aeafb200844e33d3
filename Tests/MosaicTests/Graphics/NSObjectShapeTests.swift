import Foundation
import Testing

@testable import Mosaic

/// A value type holding an image, the way iOS models do: compiles only when UIImage is
/// Hashable (through NSObject).
private struct Row: Hashable {
  var title: String
  var image: UIImage?
}

@Suite("NSObject ancestry of the graphics classes")
struct NSObjectShapeTests {
  @Test func colorsWithTheSameComponentsAreEqualAcrossInstances() {
    let a = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    let b = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    #expect(a !== b)
    #expect(a.isEqual(b))
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(Set([a, b]).count == 1)
    #expect(a != UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5))
    #expect(!a.isEqual("not a color"))
    #expect(!a.isEqual(nil))
  }

  @Test func grayAndRGBColorsDifferByColorSpace() {
    let white = UIColor(white: 1, alpha: 1)
    let rgbWhite = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    #expect(white == UIColor.white)
    #expect(white != rgbWhite)
    #expect(white.cgColor.colorSpace?.model == .monochrome)
    #expect(rgbWhite.cgColor.colorSpace?.model == .rgb)
    #expect(UIColor(cgColor: rgbWhite.cgColor) == rgbWhite)
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor.red)
  }

  @Test func colorDescriptionsNameTheirSpace() {
    #expect(UIColor(white: 0.5, alpha: 1).description == "UIColor(white: 0.5, alpha: 1.0)")
    #expect(
      UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).description
        == "UIColor(red: 1.0, green: 0.0, blue: 0.5, alpha: 1.0)")
  }

  @Test func colorsAreNSObjectsAndSubclassable() {
    final class BrandColor: UIColor, @unchecked Sendable {}
    let brand = BrandColor(red: 0, green: 0, blue: 1, alpha: 1)
    let object: NSObject = brand
    #expect(object.isEqual(UIColor.blue))
  }

  @Test func fontsAreEqualByNameAndSize() {
    let a = UIFont.systemFont(ofSize: 15)
    let b = UIFont.systemFont(ofSize: 15)
    #expect(a !== b)
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(a != UIFont.systemFont(ofSize: 16))
    #expect(a != UIFont.boldSystemFont(ofSize: 15))
    #expect(Set([a, b, UIFont.systemFont(ofSize: 16)]).count == 2)
  }

  @Test func imagesAreEqualOnlyToThemselves() {
    let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    let a = UIImage(cgImage: bitmap.cgImage!)
    let b = UIImage(cgImage: bitmap.cgImage!)
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a) && !a.isEqual(b))
    let rows: Set<Row> = [
      Row(title: "x", image: a), Row(title: "x", image: a), Row(title: "x", image: b),
    ]
    #expect(rows.count == 2)
    #expect(Row(title: "y", image: nil) == Row(title: "y", image: nil))
    #expect(a.description == "UIImage(size: 2.0×2.0, scale: 1.0)")
  }

  @Test func bezierPathsAreEqualOnlyToThemselvesAndCopyThroughNSCopying() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    path.lineWidth = 3
    let copy = path.copy() as! UIBezierPath
    #expect(copy !== path)
    #expect(copy != path)
    #expect(copy.lineWidth == 3)
    #expect(copy.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    copy.addLine(to: CGPoint(x: 10, y: 10))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
  }
}
