/// Where words start and end in a text, for moving and deleting by words and for selecting
/// the word under a double click.
///
/// A word is a run of letters, digits and underscores (`_`); everything else (spaces,
/// punctuation, symbols) separates words. Positions are character boundaries: offsets counted
/// in Swift `Character`s (grapheme clusters).
enum TextWordBoundaries {
  /// Whether `character` belongs to a word: a letter, a digit or an underscore.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before boundary `index` of `characters`, skipping the separators
  /// just before it; 0 when no word comes before.
  static func wordStart(before index: Int, in characters: [Character]) -> Int {
    var i = max(0, min(index, characters.count))
    while i > 0, !isWordCharacter(characters[i - 1]) { i -= 1 }
    while i > 0, isWordCharacter(characters[i - 1]) { i -= 1 }
    return i
  }

  /// The end of the word after boundary `index` of `characters`, skipping the separators just
  /// after it; the end of the text when no word comes after.
  static func wordEnd(after index: Int, in characters: [Character]) -> Int {
    var i = max(0, index)
    while i < characters.count, !isWordCharacter(characters[i]) { i += 1 }
    while i < characters.count, isWordCharacter(characters[i]) { i += 1 }
    return i
  }

  /// The word holding the character at `index` of `characters` (what a double click
  /// selects); an empty range at `index` when that character is no word's.
  static func wordRange(at index: Int, in characters: [Character]) -> Range<Int> {
    guard index >= 0, index < characters.count, isWordCharacter(characters[index]) else {
      return index..<index
    }
    return wordStart(before: index + 1, in: characters)..<wordEnd(after: index, in: characters)
  }
}
