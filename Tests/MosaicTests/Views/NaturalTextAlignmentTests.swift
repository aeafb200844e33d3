import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// `.natural` text alignment follows the view's layout direction: left to right draws at the
/// left edge, right to left at the right edge; `.left` and `.right` are absolute.
@MainActor
@Suite struct NaturalTextAlignmentTests {
  /// The x range of the dark pixels a label draws.
  func inkExtent(of label: UILabel) -> ClosedRange<Int>? {
    let image = label.renderedImage(scale: 1)
    guard let cg = image.cgImage else { return nil }
    let pixels = cg.premultipliedARGBPixels()
    var columns: [Int] = []
    for y in 0..<cg.height {
      for x in 0..<cg.width where (pixels[y * cg.width + x] >> 24) > 128 {
        columns.append(x)
      }
    }
    guard let low = columns.min(), let high = columns.max() else { return nil }
    return low...high
  }

  func makeLabel(_ alignment: NSTextAlignment) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    label.text = "Mosaic"
    label.textColor = .black
    label.textAlignment = alignment
    return label
  }

  @Test func naturalAlignmentIsLeftInALeftToRightView() throws {
    let extent = try #require(inkExtent(of: makeLabel(.natural)))
    #expect(extent.lowerBound < 10)
    #expect(extent.upperBound < 100)
  }

  @Test func naturalAlignmentIsRightWhenTheViewIsForcedRightToLeft() throws {
    let label = makeLabel(.natural)
    label.semanticContentAttribute = .forceRightToLeft
    let extent = try #require(inkExtent(of: label))
    #expect(extent.upperBound > 190)
    #expect(extent.lowerBound > 100)
  }

  @Test func naturalAlignmentIsRightInARightToLeftLocale() throws {
    HostSimulation.setLayoutDirection(.rightToLeft)
    defer { HostSimulation.setLayoutDirection(.leftToRight) }
    let label = makeLabel(.natural)
    let driver = AppDriver(rootView: UIView(), size: CGSize(width: 300, height: 100))
    driver.window.addSubview(label)
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let extent = try #require(inkExtent(of: label))
    #expect(extent.upperBound > 190)
  }

  @Test func leftAndRightAlignmentsAreAbsolute() throws {
    let left = makeLabel(.left)
    left.semanticContentAttribute = .forceRightToLeft
    #expect(try #require(inkExtent(of: left)).lowerBound < 10)
    let right = makeLabel(.right)
    #expect(try #require(inkExtent(of: right)).upperBound > 190)
  }
}
