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

/// A long line of plain text is estimated away from where it is seen; refined, its stops are
/// those of measuring it whole.
@MainActor
struct CaretStopEstimateTests {
  static let words = [
    "office", "AV", "To", "Wa", "ffl", "fifty", "kerning", "Type", "LT", "yes.", "(x)", "\"q\"",
    "1,024", "a", "I", "Ta", "flow", "jazz", "Vo", "--", "  ",
  ]

  private func line(seed: UInt64, length: Int) -> String {
    var random = SeededGenerator(seed: seed)
    var parts: [String] = []
    var count = 0
    while count < length {
      var word = Self.words.randomElement(using: &random)!
      if Int.random(in: 0..<3, using: &random) == 0 {
        word += String(Int.random(in: 0..<1000, using: &random))
      }
      parts.append(word)
      count += word.utf8.count + 1
    }
    return parts.joined(separator: " ")
  }

  private func firstDifference(_ a: [CGFloat], _ b: [CGFloat]) -> Int? {
    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
  }

  @Test(arguments: 1...4)
  func refinedStopsAreThoseOfTheWholeLine(seed: Int) {
    let font = seed % 2 == 0 ? UIFont.systemFont(ofSize: 15) : UIFont.boldSystemFont(ofSize: 13)
    let text = line(seed: UInt64(seed), length: 40_000)
    var stops = CaretStops(text: text, font: font)
    #expect(stops.hasEstimates, "seed \(seed)")
    #expect(stops.utf8 == Array(0...text.utf8.count))
    // Around one place: the stops there are exact relative to each other.
    let exact = TextRenderer.caretStops(of: text, font: font).offsets
    let at = 20_000
    stops.refine(around: at)
    let near = (at - 500)...(at + 500)
    let relative = near.map { stops.offsets[$0] - stops.offsets[near.lowerBound] }
    let wholeRelative = near.map { exact[$0] - exact[near.lowerBound] }
    #expect(relative == wholeRelative, "seed \(seed)")
    // Everywhere: the stops of the whole line.
    stops.refine(boundaries: 0...(stops.offsets.count - 1))
    #expect(!stops.hasEstimates)
    #expect(
      stops.offsets == exact,
      "seed \(seed): first differs at \(String(describing: firstDifference(stops.offsets, exact)))")
  }

  @Test(arguments: 1...4)
  func editsOfAnEstimatedLineKeepItsStops(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &+ 100)
    let font = UIFont.systemFont(ofSize: 15)
    var text = line(seed: UInt64(seed), length: 36_000)
    var stops = CaretStops(text: text, font: font)
    for step in 0..<12 {
      var bytes = Array(text.utf8)
      let a = Int.random(in: 0...bytes.count, using: &random)
      let b = min(bytes.count, a + Int.random(in: 0...4, using: &random))
      let inserted = Array(Self.words.randomElement(using: &random)!.utf8)
      bytes.replaceSubrange(a..<b, with: inserted)
      text = String(decoding: bytes, as: UTF8.self)
      stops.update(to: text)
      if step % 3 == 0 { stops.refine(around: Int.random(in: 0...bytes.count, using: &random)) }
      #expect(stops.text == text)
      #expect(stops.utf8 == Array(0...bytes.count), "seed \(seed), step \(step)")
    }
    stops.refine(boundaries: 0...(stops.offsets.count - 1))
    let exact = TextRenderer.caretStops(of: text, font: font).offsets
    #expect(
      stops.offsets == exact,
      "seed \(seed): first differs at \(String(describing: firstDifference(stops.offsets, exact)))")
  }

  @Test func shortOrNonASCIITextIsMeasuredWhole() {
    let font = UIFont.systemFont(ofSize: 15)
    let long = String(repeating: "word ", count: 8000)
    #expect(CaretStops(text: long, font: font).hasEstimates)
    #expect(!CaretStops(text: "short text", font: font).hasEstimates)
    #expect(!CaretStops(text: long + "é", font: font).hasEstimates)
    #expect(!CaretStops(text: long + "\t", font: font).hasEstimates)
  }

  /// A megabyte pasted into a field: the caret ends at the end, in view, and the text beside it
  /// is placed as measuring the whole line places it.
  @Test func pastedTextIsExactWhereTheCaretIs() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let text = line(seed: 7, length: 100_000)
    field.text = text
    let end = field.endOfDocument
    field.selectedTextRange = field.textRange(from: end, to: end)
    field.placeCaret()
    let count = text.utf8.count
    let exact = TextRenderer.caretStops(of: text, font: field.font!).offsets
    let caret = field.caretRectangle(atCharacter: count)
    for back in [1, 10, 40] {
      let before = field.caretRectangle(atCharacter: count - back)
      #expect(
        caret.minX - before.minX == (exact[count] - exact[count - back]).rounded(),
        "\(back) back")
    }
  }
}

/// Refining a long line costs what it measures and moves, not the length of the line.
@MainActor
struct CaretStopRefineCostTests {
  @Test func refiningNearTheEndOfAMegabyteReadsOnlyTheChunksThere() {
    let font = UIFont.systemFont(ofSize: 15)
    var work: [Int] = []
    for megabytes in [1, 2] {
      let text = String(repeating: "lorem ipsum dolor ", count: megabytes * 1_048_576 / 18)
      var stops = CaretStops(text: text, font: font)
      #expect(stops.hasEstimates)
      let last = stops.offsets.count - 1
      stops.refine(around: last)
      // The chunks within `refineReach` of the end and the stops after them, nothing else.
      #expect(stops.refineWork > 0)
      #expect(stops.refineWork <= 4 * (CaretStops.chunkLength + CaretStops.refineReach))
      work.append(stops.refineWork)
      // The refined end is exact relative to the start of the refined stretch.
      // (The last 36 characters start after a space, where no shaping reaches across.)
      let tail = String(text.suffix(36))
      let exact = TextRenderer.caretStops(of: tail, font: font).offsets
      let base = stops.offsets[last - 36]
      #expect(exact.count == 37)
      #expect(zip(exact, stops.offsets[(last - 36)...]).allSatisfy { $0 == $1 - base })
    }
    #expect(abs(work[0] - work[1]) <= 2 * CaretStops.chunkLength, "\(work)")
  }
}
