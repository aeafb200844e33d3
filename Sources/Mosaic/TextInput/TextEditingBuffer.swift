import Foundation

/// The text being edited, its selection and the marked text an input method is composing:
/// the state an editable text view keeps, without the view.
///
/// Positions are kept two ways, always in step. As UIKit counts them (`NSRange`,
/// `UITextPosition`): offsets in UTF-16 code units, which is what delegates and the text-input
/// protocols are given. And as the text is drawn and edited: offsets in Swift `Character`s
/// (grapheme clusters), one caret stop each, so that an arrow key never stops inside an emoji
/// or between a letter and its combining mark. Reading either form is O(1); a change computes
/// the other form once.
///
/// The buffer only changes its state: asking a delegate, undo and redrawing are its owner's.
struct TextEditingBuffer: Equatable, Sendable {
  /// The text.
  private(set) var text = ""
  /// How many `Character`s the text holds.
  private(set) var characterCount = 0
  /// The selected characters; an empty range is the caret.
  private(set) var selection = 0..<0
  /// The selection in UTF-16 code units of the text (what `NSRange`s count).
  private(set) var selectedUTF16 = 0..<0
  /// The end of the selection that stays put while the other end moves (Shift with the
  /// arrows, a drag), in characters.
  private(set) var anchor = 0
  /// The characters an input method is composing (part of the text) until it commits them or
  /// composing ends; nil when nothing is composed.
  private(set) var markedCharacters: Range<Int>?

  /// An empty buffer, the caret at its start.
  init() {}

  /// A buffer holding `text`, the caret at its end.
  init(text: String) {
    setText(text)
  }

  /// The selection as an `NSRange` of UTF-16 code units.
  var selectedRange: NSRange {
    NSRange(location: selectedUTF16.lowerBound, length: selectedUTF16.count)
  }

  /// The marked text as an `NSRange` of UTF-16 code units, or nil when nothing is composed.
  var markedRange: NSRange? {
    markedCharacters.map { utf16Range(ofCharacters: $0) }
  }

  /// The end of the selection that moves (the caret, when nothing is selected).
  var caretEnd: Int {
    selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
  }

  /// The selected text ("" for a caret).
  var selectedText: String {
    String(text[indexes(ofCharacters: selection)])
  }

  // MARK: Conversions

  /// The string indexes of characters `range` of the text (clamped to it).
  /// - Complexity: O(k) for the k characters between the range and the nearer end of the
  ///   text, plus the range.
  func indexes(ofCharacters range: Range<Int>) -> Range<String.Index> {
    let lower = min(max(0, range.lowerBound), characterCount)
    let upper = min(max(lower, range.upperBound), characterCount)
    let start = stringIndex(ofCharacter: lower)
    return start..<text.index(start, offsetBy: upper - lower)
  }

  /// The string index of character boundary `index` (clamped to the text), walked to from
  /// the nearer end of the text: typing and pasting at the end cost nothing.
  /// - Complexity: O(min(index, characterCount - index)).
  private func stringIndex(ofCharacter index: Int) -> String.Index {
    let i = min(max(0, index), characterCount)
    return i <= characterCount / 2
      ? text.index(text.startIndex, offsetBy: i)
      : text.index(text.endIndex, offsetBy: i - characterCount)
  }

  /// The UTF-16 offset of character boundary `index` (clamped to the text).
  func utf16Offset(ofCharacter index: Int) -> Int {
    text.utf16.distance(from: text.startIndex, to: stringIndex(ofCharacter: index))
  }

  /// The character boundary at or before UTF-16 offset `offset` (an offset inside a
  /// character counts as that character's start).
  func characterIndex(ofUTF16 offset: Int) -> Int {
    let utf16 = text.utf16
    let clamped = min(max(0, offset), utf16.count)
    return characterIndex(atOrBefore: utf16.index(utf16.startIndex, offsetBy: clamped))
  }

  /// The UTF-8 offset of character boundary `index` (clamped to the text), as Pango counts
  /// positions.
  func utf8Offset(ofCharacter index: Int) -> Int {
    text.utf8.distance(from: text.startIndex, to: stringIndex(ofCharacter: index))
  }

  /// The character boundary at or before UTF-8 offset `offset`.
  func characterIndex(ofUTF8 offset: Int) -> Int {
    let utf8 = text.utf8
    let clamped = min(max(0, offset), utf8.count)
    return characterIndex(atOrBefore: utf8.index(utf8.startIndex, offsetBy: clamped))
  }

  /// The character boundary at or before `target`, counted from the nearer end of the text.
  /// - Complexity: O(k) for the k characters between `target` and the nearer end.
  private func characterIndex(atOrBefore target: String.Index) -> Int {
    guard target < text.endIndex else { return characterCount }
    if text.utf8.distance(from: text.startIndex, to: target) <= text.utf8.count / 2 {
      var i = text.startIndex
      var count = 0
      while true {
        let next = text.index(after: i)
        if next > target { return count }
        i = next
        count += 1
      }
    }
    var i = text.endIndex
    var count = characterCount
    while i > target {
      i = text.index(before: i)
      count -= 1
    }
    return count
  }

  /// The UTF-16 range of characters `range` (clamped to the text).
  func utf16Range(ofCharacters range: Range<Int>) -> NSRange {
    NSRange(indexes(ofCharacters: range), in: text)
  }

  /// The characters a range of UTF-16 offsets covers, each end moved to the character
  /// boundary at or before it, in order.
  func characterRange(ofUTF16 range: Range<Int>) -> Range<Int> {
    let from = characterIndex(ofUTF16: range.lowerBound)
    guard !range.isEmpty else { return from..<from }
    let to = characterIndex(ofUTF16: range.upperBound)
    return min(from, to)..<max(from, to)
  }

  // MARK: Changing the text

  /// Replaces the whole text: the caret goes to its end, nothing is composed.
  mutating func setText(_ newText: String) {
    text = newText
    characterCount = newText.count
    markedCharacters = nil
    setSelection(characterCount..<characterCount, anchor: characterCount)
  }

  /// Puts back a text and selection saved earlier (by undo), the anchor at the selection's
  /// start. The marked range is left as it is.
  mutating func restore(text newText: String, selection newSelection: Range<Int>) {
    text = newText
    characterCount = newText.count
    setSelection(newSelection, anchor: newSelection.lowerBound)
  }

  /// Replaces characters `range` (clamped to the text) with `replacement` and puts the caret
  /// after it. Characters can merge with their neighbours (a combining mark joins the letter
  /// before it): the caret moves by the change in the number of characters.
  mutating func replaceCharacters(_ range: Range<Int>, with replacement: String) {
    let replaced = indexes(ofCharacters: range)
    let before = characterCount
    text.replaceSubrange(replaced, with: replacement)
    characterCount = text.count
    let caret = min(characterCount, max(0, range.upperBound + characterCount - before))
    setSelection(caret..<caret, anchor: caret)
  }

  // MARK: Selection

  /// Selects characters `range` (clamped to the text) with its fixed end at `newAnchor`.
  /// Returns whether the selection changed (the anchor alone does not count).
  @discardableResult
  mutating func select(_ range: Range<Int>, anchor newAnchor: Int) -> Bool {
    let lower = min(max(0, range.lowerBound), characterCount)
    let clamped = lower..<max(lower, min(max(0, range.upperBound), characterCount))
    anchor = min(max(0, newAnchor), characterCount)
    guard clamped != selection else { return false }
    setSelection(clamped, anchor: anchor)
    return true
  }

  /// Moves the caret to boundary `position`, or with `extending` the selection's free end
  /// there (the anchor staying). Returns whether the selection changed.
  @discardableResult
  mutating func move(to position: Int, extending: Bool) -> Bool {
    let p = min(max(0, position), characterCount)
    if extending {
      return select(min(anchor, p)..<max(anchor, p), anchor: anchor)
    }
    return select(p..<p, anchor: p)
  }

  /// Puts the caret at the end of the text, whatever it was.
  mutating func moveCaretToEnd() {
    setSelection(characterCount..<characterCount, anchor: characterCount)
  }

  /// Sets the selection in both units without clamping it (a composing input method may put
  /// it past a merged character).
  private mutating func setSelection(_ range: Range<Int>, anchor newAnchor: Int) {
    selection = range
    anchor = newAnchor
    let lower = utf16Offset(ofCharacter: range.lowerBound)
    selectedUTF16 =
      range.isEmpty ? lower..<lower : lower..<max(lower, utf16Offset(ofCharacter: range.upperBound))
  }

  // MARK: Marked text

  /// Marks `composed`, just put at character `start` in place of what was there, as the text
  /// being composed, and selects `selectedRange` (UTF-16 units within the composed text,
  /// moved to character boundaries) inside it.
  mutating func markComposition(_ composed: String, at start: Int, selectedRange: NSRange) {
    markedCharacters = start..<(start + composed.count)
    // The selection inside the composed text, from UTF-16 offsets to characters.
    func characters(_ units: Int) -> Int {
      var count = 0
      var seen = 0
      for character in composed {
        seen += character.utf16.count
        if seen > units { break }
        count += 1
      }
      return count
    }
    let from = start + characters(max(0, selectedRange.location))
    let to = start + characters(max(0, selectedRange.location + selectedRange.length))
    setSelection(from..<max(from, to), anchor: from)
  }

  /// Ends composing: the marked text stays as ordinary text. Returns whether anything was
  /// being composed.
  @discardableResult
  mutating func unmark() -> Bool {
    guard markedCharacters != nil else { return false }
    markedCharacters = nil
    return true
  }

  // MARK: Motions

  /// The characters a delete key removes going `direction` by `granularity`: the selection
  /// when there is one, else from the caret to the previous (next) character or word
  /// boundary. Empty when there is nothing to delete.
  func rangeToDelete(
    _ direction: TextEditingCommand.Direction, by granularity: TextEditingCommand.Granularity
  )
    -> Range<Int>
  {
    guard selection.isEmpty else { return selection }
    let caret = selection.lowerBound
    switch (direction, granularity) {
    case (.backward, .word):
      return TextWordBoundaries.wordStart(before: caret, in: Array(text))..<caret
    case (.forward, .word):
      return caret..<max(caret, TextWordBoundaries.wordEnd(after: caret, in: Array(text)))
    case (.backward, _):
      return caret > 0 ? (caret - 1)..<caret : caret..<caret
    case (.forward, _):
      return caret < characterCount ? caret..<(caret + 1) : caret..<caret
    }
  }

  /// Where an arrow key moving `direction` by `granularity` takes the selection's free end
  /// (with `extending`) or the caret, on a single line of text: by a character (a plain arrow
  /// over a selection goes to the selection's edge instead), by a word, or to the text's
  /// start or end for lines, line boundaries and pages.
  func target(
    moving direction: TextEditingCommand.Direction, by granularity: TextEditingCommand.Granularity,
    extending: Bool
  ) -> Int {
    let end = caretEnd
    switch (direction, granularity) {
    case (.backward, .character):
      return !extending && !selection.isEmpty ? selection.lowerBound : end - 1
    case (.forward, .character):
      return !extending && !selection.isEmpty ? selection.upperBound : end + 1
    case (.backward, .word): return TextWordBoundaries.wordStart(before: end, in: Array(text))
    case (.forward, .word): return TextWordBoundaries.wordEnd(after: end, in: Array(text))
    case (.backward, _): return 0
    case (.forward, _): return characterCount
    }
  }
}
