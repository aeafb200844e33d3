import Foundation
import Testing

@testable import Mosaic

@Suite("Text layout and drawing")
struct TextRendererTests {
  typealias Support = GraphicsTestSupport

  private let font = UIFont.systemFont(ofSize: 17)

  private func style(
    lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .left
  ) -> TextStyle {
    TextStyle(
      font: font, color: .black, alignment: alignment, lineBreakMode: mode, numberOfLines: lines)
  }

  @Test func boundingSizeGrowsWithText() {
    let short = TextRenderer.boundingSize(of: "Hello", style: style(), maxWidth: nil)
    let long = TextRenderer.boundingSize(of: "Hello, world", style: style(), maxWidth: nil)
    #expect(short.width > 20)
    #expect(long.width > short.width)
    #expect(short.height == long.height)
    #expect(short.height == font.lineHeight.rounded(.up))
    #expect(short.width == short.width.rounded(.up))
    #expect(TextRenderer.boundingSize(of: "", style: style(), maxWidth: nil) == .zero)
  }

  @Test func wrapsAtMaxWidth() {
    let text = "Hello world, this is a longer sentence"
    let single = TextRenderer.boundingSize(of: text, style: style(), maxWidth: nil)
    let wrapped = TextRenderer.boundingSize(of: text, style: style(), maxWidth: 100)
    #expect(wrapped.width <= 100)
    #expect(wrapped.height >= 3 * single.height - 1)
    let summary = TextRenderer.layoutSummary(of: text, style: style(), maxWidth: 100)
    #expect(summary.lineCount >= 3)
    #expect(summary.visibleLineCount == summary.lineCount)
    #expect(!summary.isEllipsized)
  }

  @Test func oneLineTruncationKeepsOneLineHeight() {
    let text = "Hello world, this is a longer sentence"
    let truncating = style(lines: 1, mode: .byTruncatingTail)
    let size = TextRenderer.boundingSize(of: text, style: truncating, maxWidth: 100)
    #expect(size.height == font.lineHeight.rounded(.up))
    #expect(size.width <= 100 && size.width > 50)
    let summary = TextRenderer.layoutSummary(of: text, style: truncating, maxWidth: 100)
    #expect(summary.visibleLineCount == 1 && summary.isEllipsized)
  }

  @Test func lineLimitCountsParagraphsToo() {
    let twoLines = TextRenderer.boundingSize(of: "a\nb\nc", style: style(lines: 2), maxWidth: nil)
    let oneLine = TextRenderer.boundingSize(of: "a", style: style(), maxWidth: nil)
    #expect(abs(twoLines.height - 2 * font.lineHeight) <= 1)
    #expect(twoLines.height > oneLine.height)
    let truncated = TextRenderer.layoutSummary(
      of: "first paragraph\nsecond\nthird", style: style(lines: 1, mode: .byTruncatingTail),
      maxWidth: 300)
    #expect(truncated.lineCount == 3 && truncated.visibleLineCount == 1)
    // Hidden paragraphs are marked with an ellipsis on the last visible line.
    #expect(truncated.isEllipsized)
    let clipped = TextRenderer.layoutSummary(
      of: "first paragraph\nsecond\nthird", style: style(lines: 1, mode: .byWordWrapping),
      maxWidth: 300)
    #expect(clipped.visibleLineCount == 1 && !clipped.isEllipsized)
    let height = TextRenderer.boundingSize(
      of: "first paragraph\nsecond\nthird", style: style(lines: 1, mode: .byTruncatingTail),
      maxWidth: 300
    ).height
    #expect(height == font.lineHeight.rounded(.up))
  }

  @Test func chineseTextUsesACJKFont() {
    let text = "我的频道"
    #expect(TextRenderer.unknownGlyphCount(in: text, font: font) == 0)
    let size = TextRenderer.boundingSize(of: text, style: style(), maxWidth: nil)
    #expect(size.width > 3 * font.pointSize)
    let image = Support.render(width: 100, height: 30) { context in
      TextRenderer.draw(
        text, style: style(), in: CGRect(x: 0, y: 0, width: 100, height: 30),
        context: context.cgContext.cairo)
    }
    let dark = Support.pixels(image).filter { Support.red($0) < 128 }.count
    #expect(dark > 40)
  }

  @Test func drawsWithinTheRectFromTheTop() throws {
    let image = Support.render(width: 120, height: 60) { context in
      TextRenderer.draw(
        "Hello", style: style(), in: CGRect(x: 10, y: 5, width: 100, height: 50),
        context: context.cgContext.cairo)
    }
    let ink = try #require(Support.inkBounds(image))
    #expect(ink.minX >= 10 && ink.minX < 14)
    #expect(ink.minY >= 5 && ink.minY < 10)
    #expect(ink.maxY < 5 + Int(font.lineHeight.rounded(.up)))
  }

  @Test func numberOfLinesAndRectHeightLimitDrawing() throws {
    let text = "one two three four five six seven eight nine ten"
    let lineHeight = Int(font.lineHeight.rounded(.up))
    let limited = Support.render(width: 80, height: 200) { context in
      TextRenderer.draw(
        text, style: style(lines: 2), in: CGRect(x: 0, y: 0, width: 80, height: 200),
        context: context.cgContext.cairo)
    }
    let limitedInk = try #require(Support.inkBounds(limited))
    #expect(limitedInk.maxY < 2 * lineHeight)
    #expect(limitedInk.maxY > lineHeight)
    let short = Support.render(width: 80, height: 200) { context in
      TextRenderer.draw(
        text, style: style(), in: CGRect(x: 0, y: 0, width: 80, height: CGFloat(lineHeight) + 3),
        context: context.cgContext.cairo)
    }
    #expect(try #require(Support.inkBounds(short)).maxY < lineHeight)
  }

  @Test func alignment() throws {
    func inkMinX(_ alignment: NSTextAlignment) throws -> Int {
      let image = Support.render(width: 200, height: 30) { context in
        TextRenderer.draw(
          "Hi", style: style(alignment: alignment), in: CGRect(x: 0, y: 0, width: 200, height: 30),
          context: context.cgContext.cairo)
      }
      return try #require(Support.inkBounds(image)).minX
    }
    let width = Int(TextRenderer.boundingSize(of: "Hi", style: style(), maxWidth: nil).width)
    #expect(try inkMinX(.left) < 4)
    #expect(try inkMinX(.natural) < 4)
    #expect(abs(try inkMinX(.center) - (200 - width) / 2) <= 3)
    #expect(abs(try inkMinX(.right) - (200 - width)) <= 3)
  }

  @Test func tailTruncationDrawsAnEllipsisInsideTheWidth() throws {
    let text = "Hello wonderful world"
    let full = TextRenderer.boundingSize(of: text, style: style(), maxWidth: nil).width
    let image = Support.render(width: 200, height: 30) { context in
      TextRenderer.draw(
        text, style: style(lines: 1, mode: .byTruncatingTail),
        in: CGRect(x: 0, y: 0, width: 80, height: 30), context: context.cgContext.cairo)
    }
    let ink = try #require(Support.inkBounds(image))
    #expect(full > 120)
    #expect(ink.maxX < 80)
    #expect(ink.maxX > 60)
    let clipped = Support.render(width: 200, height: 30) { context in
      TextRenderer.draw(
        text, style: style(lines: 1, mode: .byClipping),
        in: CGRect(x: 0, y: 0, width: 80, height: 30), context: context.cgContext.cairo)
    }
    let clippedInk = try #require(Support.inkBounds(clipped))
    #expect(clippedInk.maxX < 80 && clippedInk.maxY < Int(font.lineHeight.rounded(.up)))
    #expect(Support.pixels(clipped) != Support.pixels(image))
  }

  @Test func stringDrawingAPI() throws {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red,
    ]
    let size = "Mosaic".size(withAttributes: attributes)
    #expect(size.height == UIFont.systemFont(ofSize: 20).lineHeight)
    #expect(size.width > 40)
    #expect(("Mosaic" as NSString).size(withAttributes: attributes) == size)
    let defaultSize = "Mosaic".size(withAttributes: nil)
    #expect(defaultSize.height == UIFont.systemFont(ofSize: 12).lineHeight)

    let image = Support.render(width: 100, height: 40) { _ in
      "Mosaic".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes)
    }
    let reddish = Support.pixels(image).filter {
      Support.red($0) > 200 && Support.green($0) < 80
    }
    #expect(reddish.count > 20)
    let ink = try #require(Support.inkBounds(image))
    #expect(ink.minX >= 5 && ink.minY >= 5)

    let wrapped = Support.render(width: 60, height: 100) { _ in
      "one two three four".draw(
        in: CGRect(x: 0, y: 0, width: 60, height: 100), withAttributes: attributes)
    }
    #expect(try #require(Support.inkBounds(wrapped)).maxY > 30)
  }
}
