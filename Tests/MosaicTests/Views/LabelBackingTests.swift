import CCairo
import Testing

@testable import Mosaic

/// A label keeps only the pixels its text can reach in its backing store, and draws exactly
/// what a backing of its whole bounds would show.
@MainActor
struct LabelBackingTests {
  /// A subclass: its drawing is not UILabel's own, so its backing holds the whole bounds.
  final class SubclassLabel: UILabel {}

  func label(
    _ type: UILabel.Type, _ text: String?, alignment: NSTextAlignment, lines: Int = 1,
    direction: UISemanticContentAttribute = .unspecified
  ) -> UILabel {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    let label = type == SubclassLabel.self ? SubclassLabel(frame: frame) : UILabel(frame: frame)
    label.text = text
    label.font = .systemFont(ofSize: 15)
    label.textAlignment = alignment
    label.numberOfLines = lines
    label.semanticContentAttribute = direction
    return label
  }

  /// The label's pixels at scale 2, and the pixel width of its backing.
  func rendered(_ label: UILabel) -> (pixels: [UInt32], backingWidth: Int?) {
    let image = label.renderedImage(scale: 2)
    let backing = label.layer.renderCache.backing.map {
      Int(cairo_image_surface_get_width($0))
    }
    return (image.cgImage!.premultipliedARGBPixels(), backing)
  }

  @Test(arguments: [
    (NSTextAlignment.left, UISemanticContentAttribute.unspecified),
    (.center, .unspecified), (.right, .unspecified), (.natural, .unspecified),
    (.natural, .forceRightToLeft),
  ])
  func aShortTextKeepsAPartOfTheBoundsAndDrawsTheSamePixels(
    alignment: NSTextAlignment, direction: UISemanticContentAttribute
  ) throws {
    let own = rendered(label(UILabel.self, "Row 12", alignment: alignment, direction: direction))
    let whole = rendered(
      label(SubclassLabel.self, "Row 12", alignment: alignment, direction: direction))
    #expect(whole.backingWidth == 640)
    let width = try #require(own.backingWidth)
    #expect(width > 60 && width < 200, "backing \(width) px wide")
    #expect(own.pixels == whole.pixels)
    #expect(own.pixels.contains { $0 >> 24 != 0 }, "the text is drawn")
  }

  @Test func wrappedLinesKeepTheWidthOfTheLongestLine() throws {
    let text = "one two three four five six seven eight nine ten eleven twelve thirteen"
    let own = rendered(label(UILabel.self, text, alignment: .center, lines: 0))
    let whole = rendered(label(SubclassLabel.self, text, alignment: .center, lines: 0))
    #expect(own.pixels == whole.pixels)
    #expect(try #require(own.backingWidth) <= 640)
  }

  @Test func aTruncatedLineKeepsTheWholeWidth() throws {
    let text = String(repeating: "wide words ", count: 20)
    let own = rendered(label(UILabel.self, text, alignment: .left))
    let whole = rendered(label(SubclassLabel.self, text, alignment: .left))
    #expect(own.backingWidth == 640)
    #expect(own.pixels == whole.pixels)
  }

  @Test func noTextKeepsNoBacking() {
    let empty = label(UILabel.self, nil, alignment: .left)
    _ = rendered(empty)
    #expect(empty.layer.renderCache.backing == nil)
  }

  @Test func justifiedAttributedAndShrunkTextKeepTheWholeBounds() {
    let justified = label(UILabel.self, "Row 12", alignment: .justified)
    #expect(rendered(justified).backingWidth == 640)
    let attributed = label(UILabel.self, nil, alignment: .left)
    attributed.attributedText = NSAttributedString(string: "Row 12")
    #expect(rendered(attributed).backingWidth == 640)
    let shrunk = label(UILabel.self, "Row 12", alignment: .left)
    shrunk.adjustsFontSizeToFitWidth = true
    #expect(rendered(shrunk).backingWidth == 640)
  }

  /// The part is computed on the whole bounds' pixel grid and clamped to it.
  @Test func partsArePixelsOfTheWholeBacking() throws {
    let bounds = CGRect(x: 10, y: 5, width: 100, height: 20)
    let limit = (width: 200, height: 40)
    let part = try #require(
      Compositor.pixels(
        of: CGRect(x: 20.3, y: 0, width: 30.4, height: 40), in: bounds, scale: 2,
        limit: limit))
    #expect(part.x == 20 && part.width == 82 - 20)
    #expect(part.y == 0 && part.height == 40)
    #expect(
      Compositor.pixels(
        of: CGRect(x: 200, y: 5, width: 10, height: 20), in: bounds, scale: 2, limit: limit)
        == nil)
    let infinite = try #require(
      Compositor.pixels(of: .infinite, in: bounds, scale: 2, limit: limit))
    #expect(infinite.width == 200 && infinite.height == 40)
  }
}
