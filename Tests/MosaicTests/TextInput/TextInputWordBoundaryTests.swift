import Testing

@testable import Mosaic

/// Words are runs of letters, digits and underscores, found by characters.
struct TextInputWordBoundaryTests {
  private let text = Array("  héllo, wörld_2 🙂 naïve")

  @Test func wordStartsSkipSeparatorsBeforeTheWord() {
    #expect(TextWordBoundaries.wordStart(before: 24, in: text) == 19)
    #expect(TextWordBoundaries.wordStart(before: 19, in: text) == 9)
    #expect(TextWordBoundaries.wordStart(before: 9, in: text) == 2)
    #expect(TextWordBoundaries.wordStart(before: 5, in: text) == 2)
    #expect(TextWordBoundaries.wordStart(before: 2, in: text) == 0)
    #expect(TextWordBoundaries.wordStart(before: 99, in: text) == 19)
  }

  @Test func wordEndsSkipSeparatorsAfterTheWord() {
    #expect(TextWordBoundaries.wordEnd(after: 0, in: text) == 7)
    #expect(TextWordBoundaries.wordEnd(after: 7, in: text) == 16)
    #expect(TextWordBoundaries.wordEnd(after: 16, in: text) == 24)
    #expect(TextWordBoundaries.wordEnd(after: 24, in: text) == 24)
  }

  @Test func theTextHasTheCharactersTheseTestsCount() {
    #expect(text.count == 24)
    #expect(text[17] == "🙂")
  }

  @Test func theWordUnderAPosition() {
    #expect(TextWordBoundaries.wordRange(at: 4, in: text) == 2..<7)
    #expect(TextWordBoundaries.wordRange(at: 15, in: text) == 9..<16)
    #expect(TextWordBoundaries.wordRange(at: 7, in: text) == 7..<7, "a comma is no word")
    #expect(TextWordBoundaries.wordRange(at: 17, in: text) == 17..<17, "nor is an emoji")
    #expect(TextWordBoundaries.wordRange(at: 24, in: text) == 24..<24)
  }

  @Test func lettersDigitsAndUnderscoresMakeWords() {
    #expect(TextWordBoundaries.isWordCharacter("é"))
    #expect(TextWordBoundaries.isWordCharacter("7"))
    #expect(TextWordBoundaries.isWordCharacter("_"))
    #expect(TextWordBoundaries.isWordCharacter("漢"))
    #expect(!TextWordBoundaries.isWordCharacter("-"))
    #expect(!TextWordBoundaries.isWordCharacter(" "))
  }
}
