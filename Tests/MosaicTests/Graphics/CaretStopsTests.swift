import MosaicTestSupport
import Testing

@testable import Mosaic

/// Caret stops kept across edits equal the stops of the edited text measured whole.
@MainActor
struct CaretStopsTests {
  static let pieces = [
    "word", " ", "fi", "office", "AV", "To", "é", "e\u{301}", "\u{301}", "👍", "🇫🇷", "漢字", "  ",
    "x", "Wa", "\u{200D}", "ffl",
  ]

  @Test(arguments: 1...16)
  func editsKeepTheStopsOfTheWholeText(seed: Int) {
    let seed = UInt64(seed)
    var random = SeededGenerator(seed: seed)
    let font = UIFont.systemFont(ofSize: 15)
    var text = (0..<60).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
    var stops = CaretStops(text: text, font: font)
    for step in 0..<60 {
      let characters = Array(text)
      let a = Int.random(in: 0...characters.count, using: &random)
      let b = min(characters.count, a + Int.random(in: 0...3, using: &random))
      let inserted = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }.joined()
      text = String(characters[..<a]) + inserted + String(characters[b...])
      stops.update(to: text)
      let whole = CaretStops(text: text, font: font)
      #expect(stops.text == text)
      #expect(stops.utf8 == whole.utf8, "seed \(seed), step \(step): \(text.debugDescription)")
      let differ =
        zip(stops.offsets, whole.offsets).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? -1
      let around = Array(text).dropFirst(max(0, differ - 6)).prefix(12).map { String($0) }
      #expect(
        stops.offsets == whole.offsets,
        "seed \(seed), step \(step): first differs at \(differ) of \(whole.offsets.count): \(around); edit \(a)..<\(b) by \(inserted.debugDescription)"
      )
      #expect(stops.isIncreasing == whole.isIncreasing)
      if stops.offsets != whole.offsets { return }
    }
  }

  @Test func typingAtTheEndOfALongTextMeasuresOnlyTheLastWord() {
    let font = UIFont.systemFont(ofSize: 15)
    let text = String(repeating: "lorem ipsum ", count: 2000)
    var stops = CaretStops(text: text, font: font)
    stops.update(to: text + "dolor")
    #expect(stops.offsets == CaretStops(text: text + "dolor", font: font).offsets)
    #expect(stops.offsets.count == text.count + 6)
  }
}
