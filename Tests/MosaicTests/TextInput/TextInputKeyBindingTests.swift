import Testing

@testable import Mosaic

/// Keys with their modifiers map to editing commands.
struct TextInputKeyBindingTests {
  private func command(
    _ keyCode: UIKeyboardHIDUsage, _ characters: String = "", _ modifiers: UIKeyModifierFlags = []
  ) -> TextEditingCommand? {
    TextKeyBindings.command(
      keyCode: keyCode, characters: characters, charactersIgnoringModifiers: characters,
      modifiers: modifiers)
  }

  @Test func arrowsMoveByCharactersAndWords() {
    #expect(command(.keyboardLeftArrow) == .move(.backward, by: .character, extending: false))
    #expect(
      command(.keyboardRightArrow, "", .shift) == .move(.forward, by: .character, extending: true))
    #expect(
      command(.keyboardLeftArrow, "", .alternate) == .move(.backward, by: .word, extending: false))
    #expect(
      command(.keyboardRightArrow, "", [.control, .shift])
        == .move(.forward, by: .word, extending: true))
  }

  @Test func otherMotionKeys() {
    #expect(command(.keyboardUpArrow) == .move(.backward, by: .line, extending: false))
    #expect(command(.keyboardDownArrow, "", .shift) == .move(.forward, by: .line, extending: true))
    #expect(command(.keyboardHome) == .move(.backward, by: .lineBoundary, extending: false))
    #expect(
      command(.keyboardEnd, "", .shift) == .move(.forward, by: .lineBoundary, extending: true))
    #expect(command(.keyboardPageUp) == .move(.backward, by: .page, extending: false))
    #expect(command(.keyboardPageDown) == .move(.forward, by: .page, extending: false))
  }

  @Test func deleteKeysDeleteCharactersOrWords() {
    #expect(command(.keyboardDeleteOrBackspace) == .delete(.backward, by: .character))
    #expect(command(.keyboardDeleteForward) == .delete(.forward, by: .character))
    #expect(command(.keyboardDeleteOrBackspace, "", .control) == .delete(.backward, by: .word))
    #expect(command(.keyboardDeleteForward, "", .alternate) == .delete(.forward, by: .word))
  }

  @Test func shortcutsWithCtrlOrSuper() {
    #expect(command(.keyboardA, "a", .control) == .selectAll)
    #expect(command(.keyboardC, "c", .command) == .copy)
    #expect(command(.keyboardX, "x", .control) == .cut)
    #expect(command(.keyboardV, "V", .control) == .paste)
    #expect(command(.keyboardZ, "z", .control) == .undo)
    #expect(command(.keyboardZ, "Z", [.control, .shift]) == .redo)
    #expect(command(.keyboardY, "y", .command) == .redo)
    #expect(command(.keyboardErrorUndefined, "q", .control) == nil, "not an editing shortcut")
    #expect(command(.keyboardLeftArrow, "", .command) == nil, "Super with an arrow is not one")
  }

  @Test func returnTabEscapeAndCharacters() {
    #expect(command(.keyboardReturnOrEnter, "\r") == .insertNewline)
    #expect(command(.keyboardTab, "\t") == .moveFocus(backwards: false))
    #expect(command(.keyboardTab, "\t", .shift) == .moveFocus(backwards: true))
    #expect(command(.keyboardEscape, "\u{1B}") == nil)
    #expect(command(.keyboardA, "a") == .typeCharacters)
    #expect(command(.keyboardA, "A", .shift) == .typeCharacters)
    #expect(command(.keyboardErrorUndefined) == nil, "a key without characters")
    #expect(command(.keyboardSpacebar, " ") == .typeCharacters)
  }

  @Test func aUIKeyMapsAsItsParts() {
    let key = UIKey(
      characters: "", charactersIgnoringModifiers: "", modifierFlags: [.control, .shift],
      keyCode: .keyboardLeftArrow)
    #expect(TextKeyBindings.command(for: key) == .move(.backward, by: .word, extending: true))
  }
}
