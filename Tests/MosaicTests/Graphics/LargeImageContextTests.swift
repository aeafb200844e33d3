import Foundation
import Testing

@testable import Mosaic

/// Image contexts larger than decoded files may be: rendered while within `ImageLimits`;
/// past them, an empty image and a message saying why.
@Suite("Large image contexts", .serialized)
struct LargeImageContextTests {
  typealias Support = GraphicsTestSupport

  /// Runs `body` and returns what image contexts logged meanwhile.
  private func capturingLog(_ body: () -> Void) -> [String] {
    FailureReport.capturing([.graphics], body).map(\.line)
  }

  private func renderer(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1)
    -> UIGraphicsImageRenderer
  {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
  }

  @Test func aSideLongerThanADecodedFileMayHaveIsRendered() {
    var image: UIImage?
    let logged = capturingLog {
      image = renderer(20_000, 4).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 19_990, y: 0, width: 10, height: 4))
      }
    }
    #expect(logged.isEmpty)
    #expect(image?.size == CGSize(width: 20_000, height: 4))
    #expect(image.map { Support.pixel($0, 19_999, 3) } == 0xFFFF_0000)
    #expect(image.map { Support.pixel($0, 19_989, 3) } == 0)
  }

  @Test func moreThanSixtyFourMegapixelsAreRendered() {
    var image: UIImage?
    let logged = capturingLog {
      image = renderer(8_200, 8_200).image { context in
        UIColor.blue.setFill()
        context.fill(CGRect(x: 8_199, y: 8_199, width: 1, height: 1))
      }
    }
    #expect(logged.isEmpty)
    #expect(image?.bitmap.width == 8_200 && image?.bitmap.height == 8_200)
    #expect(image.map { Support.pixel($0, 8_199, 8_199) } == 0xFF00_00FF)
  }

  @Test func aSidePastTheLimitGivesAnEmptyImageAndSaysWhy() {
    var image: UIImage?
    let logged = capturingLog {
      image = renderer(20_000, 20, scale: 2).image { _ in }
    }
    #expect(image?.size == .zero)
    #expect(
      logged == [
        "CGContext: an image context of 20000.0×20.0 points at scale 2.0 is more than 32767 "
          + "pixels a side; it draws into an empty image"
      ])
  }

  @Test func moreBytesThanTheLimitGiveAnEmptyImageAndSayWhy() {
    let logged = capturingLog {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 30_000, height: 30_000), false, 1)
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == .zero)
      UIGraphicsEndImageContext()
    }
    #expect(
      logged == [
        "CGContext: an image context of 30000.0×30000.0 points at scale 1.0 (30000×30000 pixels, "
          + "3600000000 bytes) is larger than 2147483647 bytes of pixels; it draws into an empty "
          + "image"
      ])
  }

  @Test func anEmptySizeStaysQuiet() {
    let logged = capturingLog { _ = renderer(0, 10).image { _ in } }
    #expect(logged.isEmpty)
  }
}
