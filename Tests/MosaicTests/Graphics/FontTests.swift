import CCairo
import Foundation
import Testing

@testable import Mosaic

@Suite("UIFont")
struct FontTests {
  @Test func systemFontMetricsHaveUIKitSigns() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.ascender > 12 && font.ascender < 20)
    #expect(font.descender < -2 && font.descender > -8)
    #expect(font.lineHeight == font.ascender - font.descender)
    #expect(font.lineHeight > 17 && font.lineHeight < 26)
    #expect(font.capHeight > 8 && font.capHeight < font.ascender)
    #expect(font.xHeight > 5 && font.xHeight < font.capHeight)
    #expect(font.leading == 0)
  }

  @Test func metricsScaleWithSize() {
    let small = UIFont.systemFont(ofSize: 10)
    let large = small.withSize(20)
    #expect(large.pointSize == 20)
    #expect(abs(large.lineHeight - 2 * small.lineHeight) < 0.1)
    #expect(large.fontName == small.fontName)
  }

  @Test func weightsAndStyles() {
    let regular = UIFont.systemFont(ofSize: 15)
    let bold = UIFont.boldSystemFont(ofSize: 15)
    let italic = UIFont.italicSystemFont(ofSize: 15)
    #expect(regular.fontName == ".MosaicSystemUI-Regular")
    #expect(bold.fontName == ".MosaicSystemUI-Bold")
    #expect(italic.fontName == ".MosaicSystemUI-Italic")
    #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName == ".MosaicSystemUI-Semibold")
    #expect(regular.familyName == bold.familyName)
    #expect(regular != bold)
    #expect(regular == UIFont.systemFont(ofSize: 15, weight: .regular))
    #expect(regular.hashValue == UIFont.systemFont(ofSize: 15).hashValue)
    let style = TextStyle(font: regular, numberOfLines: 0)
    var boldStyle = style
    boldStyle.font = bold
    let text = "Mosaic collection view"
    #expect(
      TextRenderer.boundingSize(of: text, style: boldStyle, maxWidth: nil).width
        > TextRenderer.boundingSize(of: text, style: style, maxWidth: nil).width)
    #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.Weight.medium.rawValue == 0.23)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".MosaicSystemUI-Semibold")
  }

  @Test func namedFonts() throws {
    let family = try #require(UIFont(name: "DejaVu Sans", size: 12))
    #expect(family.familyName == "DejaVu Sans")
    #expect(family.fontName == "DejaVuSans")
    let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 12))
    #expect(bold.familyName == "DejaVu Sans")
    #expect(bold.fontName == "DejaVuSans-Bold")
    let boldItalic = try #require(UIFont(name: "DejaVu Sans-BoldOblique", size: 12))
    #expect(boldItalic.fontName == "DejaVuSans-BoldItalic")
    #expect(UIFont(name: "Noto Sans CJK SC", size: 12)?.familyName == "Noto Sans CJK SC")
    #expect(UIFont(name: ".MosaicSystemUI-Bold", size: 12) == UIFont.boldSystemFont(ofSize: 12))
    #expect(UIFont(name: "No Such Font", size: 12) == nil)
    #expect(UIFont(name: "NoSuchFont-Bold", size: 12) == nil)
    #expect(UIFont(name: "DejaVuSans-Wobbly", size: 12) == nil)
  }

  @Test func pangoDescription() {
    let description = UIFont.boldSystemFont(ofSize: 13).makePangoDescription()
    defer { pango_font_description_free(description) }
    #expect(pango_font_description_get_size(description) == 13 * PANGO_SCALE)
    #expect(pango_font_description_get_size_is_absolute(description) != 0)
    #expect(pango_font_description_get_weight(description) == PANGO_WEIGHT_BOLD)
    #expect(
      String(cString: pango_font_description_get_family(description))
        == PangoSupport.systemFamilyList)
  }
}
