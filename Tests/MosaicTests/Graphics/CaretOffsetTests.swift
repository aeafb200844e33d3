import Testing

@testable import Mosaic

/// Caret offsets measured in one pass over the glyphs are where Pango puts each cursor.
@MainActor
struct CaretOffsetTests {
  nonisolated static let samples = [
    "Hello, world", "office affluence", "naïve café", "e\u{301}te\u{301}", "👩‍👩‍👧 family 🇫🇷",
    "漢字かな交じり文", "tab\there", "  spaces  ", "x", "Ünïcödé ŧëxŧ with ǅ digraphs",
  ]

  @Test(arguments: samples)
  func onePassMatchesPangosCursorPositions(text: String) {
    for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13)] {
      let stops = TextRenderer.caretStops(of: text, font: font)
      let reference = TextRenderer.caretOffsetsByCursorPositions(of: text, font: font)
      #expect(stops.offsets.count == text.count + 1)
      #expect(stops.offsets == reference, "\(text) at \(font.pointSize)")
      var byte = 0
      var expected = [0]
      for character in text {
        byte += character.utf8.count
        expected.append(byte)
      }
      #expect(stops.utf8 == expected)
    }
  }

  @Test func rightToLeftTextStillGetsPangosPositions() {
    let text = "abc שלום def"
    let font = UIFont.systemFont(ofSize: 17)
    #expect(
      TextRenderer.caretStops(of: text, font: font).offsets
        == TextRenderer.caretOffsetsByCursorPositions(of: text, font: font))
  }

  @Test func emptyTextHasOneStop() {
    let stops = TextRenderer.caretStops(of: "", font: .systemFont(ofSize: 17))
    #expect(stops.offsets == [0])
    #expect(stops.utf8 == [0])
  }
}
