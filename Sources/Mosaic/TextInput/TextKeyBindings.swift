/// The desktop editing keys of text views: which `TextEditingCommand` a key press with its
/// modifiers stands for.
///
/// - Backspace and Delete delete backward and forward; with Alt (Option) or Ctrl they delete
///   a word.
/// - The left and right arrows move by a character, with Alt or Ctrl by a word; up and down
///   by a line; Home and End to the line's ends; Page Up and Page Down by a page. Shift extends
///   the selection.
/// - Ctrl or Super (⌘) with A, C, X, V select all, copy, cut and paste; with Z undo, with
///   Shift+Z or Y redo.
/// - Return inserts a line break; Tab (Shift+Tab) moves the focus.
/// - Any other key with characters types them; Escape and keys without characters are not
///   editing keys.
enum TextKeyBindings {
  /// The keys Ctrl turns into word motions, as GTK and Qt fields do.
  private static let wordKeys: [UIKeyboardHIDUsage] = [
    .keyboardLeftArrow, .keyboardRightArrow, .keyboardDeleteOrBackspace, .keyboardDeleteForward,
  ]

  /// The command `key` stands for, or nil when it is not an editing key (it then goes up the
  /// responder chain).
  static func command(for key: UIKey) -> TextEditingCommand? {
    command(
      keyCode: key.keyCode, characters: key.characters,
      charactersIgnoringModifiers: key.charactersIgnoringModifiers, modifiers: key.modifierFlags)
  }

  /// The command for a key given by its parts (see `command(for:)`).
  static func command(
    keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
    modifiers: UIKeyModifierFlags
  ) -> TextEditingCommand? {
    var modifiers = modifiers
    if modifiers.contains(.control), wordKeys.contains(keyCode) {
      // Ctrl with the arrows or the delete keys works by words, as Alt does.
      modifiers = modifiers.subtracting(.control).union(.alternate)
    }
    let shift = modifiers.contains(.shift)
    if modifiers.contains(.control) || modifiers.contains(.command) {
      switch charactersIgnoringModifiers.lowercased() {
      case "a": return .selectAll
      case "c": return .copy
      case "x": return .cut
      case "v": return .paste
      case "z": return shift ? .redo : .undo
      case "y": return .redo
      default: return nil
      }
    }
    let byWord = modifiers.contains(.alternate)
    switch keyCode {
    case .keyboardDeleteOrBackspace: return .delete(.backward, by: byWord ? .word : .character)
    case .keyboardDeleteForward: return .delete(.forward, by: byWord ? .word : .character)
    case .keyboardLeftArrow:
      return .move(.backward, by: byWord ? .word : .character, extending: shift)
    case .keyboardRightArrow:
      return .move(.forward, by: byWord ? .word : .character, extending: shift)
    case .keyboardUpArrow: return .move(.backward, by: .line, extending: shift)
    case .keyboardDownArrow: return .move(.forward, by: .line, extending: shift)
    case .keyboardHome: return .move(.backward, by: .lineBoundary, extending: shift)
    case .keyboardEnd: return .move(.forward, by: .lineBoundary, extending: shift)
    case .keyboardPageUp: return .move(.backward, by: .page, extending: shift)
    case .keyboardPageDown: return .move(.forward, by: .page, extending: shift)
    case .keyboardTab: return .moveFocus(backwards: shift)
    case .keyboardReturnOrEnter: return .insertNewline
    case .keyboardEscape: return nil
    default: return characters.isEmpty ? nil : .typeCharacters
    }
  }
}
