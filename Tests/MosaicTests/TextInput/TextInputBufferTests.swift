import Foundation
import Testing

@testable import Mosaic

/// The editing buffer counts positions in UTF-16 units as UIKit does and in characters as the
/// caret moves, and keeps the two in step.
struct TextInputBufferTests {
  @Test func aNewBufferHasItsCaretAtTheEndInBothUnits() {
    let buffer = TextEditingBuffer(text: "a👍🏽e\u{301}")
    #expect(buffer.characterCount == 3)
    #expect(buffer.selection == 3..<3)
    #expect(buffer.selectedUTF16 == 7..<7)
    #expect(buffer.selectedRange == NSRange(location: 7, length: 0))
    #expect(buffer.anchor == 3)
  }

  @Test func aSelectionOverAnEmojiCountsItsUTF16Units() {
    var buffer = TextEditingBuffer(text: "x👩‍👩‍👧y")
    let changed1 = buffer.select(1..<2, anchor: 1)
    #expect(changed1)
    #expect(buffer.selectedRange == NSRange(location: 1, length: 8))
    #expect(buffer.selectedText == "👩‍👩‍👧")
    let changed2 = buffer.select(1..<2, anchor: 1)
    #expect(changed2 == false, "the same selection is no change")
  }

  @Test func utf16OffsetsInsideACharacterGoToItsStart() {
    let buffer = TextEditingBuffer(text: "a👍b")
    #expect(buffer.characterIndex(ofUTF16: 0) == 0)
    #expect(buffer.characterIndex(ofUTF16: 1) == 1)
    #expect(buffer.characterIndex(ofUTF16: 2) == 1, "between the two halves of the emoji")
    #expect(buffer.characterIndex(ofUTF16: 3) == 2)
    #expect(buffer.characterIndex(ofUTF16: 4) == 3)
    #expect(buffer.characterIndex(ofUTF16: 99) == 3)
    #expect(buffer.utf16Offset(ofCharacter: 2) == 3)
    #expect(buffer.utf16Offset(ofCharacter: 9) == 4, "clamped to the end")
    #expect(buffer.characterRange(ofUTF16: 2..<4) == 1..<3)
  }

  @Test func utf8OffsetsAsPangoCountsThem() {
    let buffer = TextEditingBuffer(text: "a\u{E9}👍b")
    #expect(buffer.utf8Offset(ofCharacter: 2) == 3)
    #expect(buffer.utf8Offset(ofCharacter: 3) == 7)
    #expect(buffer.utf8Offset(ofCharacter: 9) == 8, "clamped to the end")
    #expect(buffer.characterIndex(ofUTF8: 2) == 1, "inside the é")
    #expect(buffer.characterIndex(ofUTF8: 5) == 2, "inside the emoji")
    #expect(buffer.characterIndex(ofUTF8: 7) == 3)
    #expect(buffer.characterIndex(ofUTF8: 8) == 4)
  }

  @Test func aCombiningMarkJoinsTheLetterBeforeAndTheCaretStaysAfterIt() {
    var buffer = TextEditingBuffer(text: "ab")
    buffer.move(to: 1, extending: false)
    buffer.replaceCharacters(1..<1, with: "\u{301}")
    #expect(buffer.text == "a\u{301}b")
    #expect(buffer.characterCount == 2)
    #expect(buffer.selection == 1..<1)
    #expect(buffer.selectedUTF16 == 2..<2)
  }

  @Test func replacingPutsTheCaretAfterTheReplacement() {
    var buffer = TextEditingBuffer(text: "hello world")
    buffer.replaceCharacters(0..<5, with: "héllo👋")
    #expect(buffer.text == "héllo👋 world")
    #expect(buffer.selection == 6..<6)
    #expect(buffer.selectedRange == NSRange(location: 7, length: 0))
    #expect(buffer.utf16Range(ofCharacters: 5..<7) == NSRange(location: 5, length: 3))
  }

  @Test func shiftMovesKeepTheAnchor() {
    var buffer = TextEditingBuffer(text: "abcdef")
    buffer.move(to: 2, extending: false)
    let changed3 = buffer.move(to: 4, extending: true)
    #expect(changed3)
    #expect(buffer.selection == 2..<4)
    #expect(buffer.caretEnd == 4)
    let changed4 = buffer.move(to: 0, extending: true)
    #expect(changed4)
    #expect(buffer.selection == 0..<2)
    #expect(buffer.anchor == 2)
    #expect(buffer.caretEnd == 0)
    let changed5 = buffer.move(to: 99, extending: false)
    #expect(changed5)
    #expect(buffer.selection == 6..<6)
  }

  @Test func markedTextSelectsInsideTheComposition() {
    var buffer = TextEditingBuffer(text: "ab")
    buffer.move(to: 1, extending: false)
    buffer.replaceCharacters(1..<1, with: "にほ")
    buffer.markComposition("にほ", at: 1, selectedRange: NSRange(location: 1, length: 0))
    #expect(buffer.text == "aにほb")
    #expect(buffer.markedCharacters == 1..<3)
    #expect(buffer.markedRange == NSRange(location: 1, length: 2))
    #expect(buffer.selection == 2..<2)
    #expect(buffer.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func aCompositionReplacedThenCommittedLeavesPlainText() {
    var buffer = TextEditingBuffer(text: "")
    buffer.replaceCharacters(0..<0, with: "k")
    buffer.markComposition("k", at: 0, selectedRange: NSRange(location: 1, length: 0))
    // The input method replaces its marked text with the next step of the composition.
    let marked = buffer.markedCharacters!
    buffer.unmark()
    buffer.replaceCharacters(marked, with: "か😀")
    buffer.markComposition("か😀", at: 0, selectedRange: NSRange(location: 2, length: 1))
    #expect(buffer.text == "か😀")
    #expect(buffer.markedRange == NSRange(location: 0, length: 3))
    #expect(buffer.selection == 1..<2, "a UTF-16 unit inside the emoji selects all of it")
    let changed6 = buffer.unmark()
    #expect(changed6)
    #expect(buffer.markedCharacters == nil)
    let changed7 = buffer.unmark()
    #expect(changed7 == false, "nothing is left to commit")
    #expect(buffer.text == "か😀")
  }

  @Test func settingTheTextDropsTheMarkedTextAndRestoringKeepsIt() {
    var buffer = TextEditingBuffer(text: "ab")
    buffer.markComposition("b", at: 1, selectedRange: NSRange(location: 1, length: 0))
    buffer.restore(text: "abc", selection: 1..<3)
    #expect(buffer.markedCharacters == 1..<2)
    #expect(buffer.selection == 1..<3)
    #expect(buffer.anchor == 1)
    buffer.setText("xy")
    #expect(buffer.markedCharacters == nil)
    #expect(buffer.selection == 2..<2)
  }

  @Test func deleteKeysRemoveCharactersWordsOrTheSelection() {
    var buffer = TextEditingBuffer(text: "one, two👍🏽")
    #expect(buffer.rangeToDelete(.backward, by: .character) == 8..<9)
    #expect(buffer.rangeToDelete(.backward, by: .word) == 5..<9)
    #expect(buffer.rangeToDelete(.forward, by: .character) == 9..<9)
    buffer.move(to: 3, extending: false)
    #expect(buffer.rangeToDelete(.forward, by: .word) == 3..<8)
    #expect(buffer.rangeToDelete(.forward, by: .character) == 3..<4)
    buffer.move(to: 0, extending: false)
    #expect(buffer.rangeToDelete(.backward, by: .character) == 0..<0)
    buffer.select(1..<4, anchor: 1)
    #expect(buffer.rangeToDelete(.backward, by: .word) == 1..<4)
    #expect(buffer.rangeToDelete(.forward, by: .character) == 1..<4)
  }

  @Test func arrowTargetsOnOneLine() {
    var buffer = TextEditingBuffer(text: "ab cd ef")
    buffer.select(3..<5, anchor: 3)
    #expect(buffer.target(moving: .backward, by: .character, extending: false) == 3)
    #expect(buffer.target(moving: .forward, by: .character, extending: false) == 5)
    #expect(buffer.target(moving: .forward, by: .character, extending: true) == 6)
    #expect(buffer.target(moving: .backward, by: .word, extending: false) == 3)
    #expect(buffer.target(moving: .forward, by: .word, extending: false) == 8)
    #expect(buffer.target(moving: .backward, by: .line, extending: false) == 0)
    #expect(buffer.target(moving: .forward, by: .lineBoundary, extending: true) == 8)
    #expect(buffer.target(moving: .forward, by: .page, extending: false) == 8)
  }
}
