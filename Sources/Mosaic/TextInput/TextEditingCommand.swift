/// What an editing key asks a text view to do, before any text view interprets it: the
/// vocabulary between `TextKeyBindings` (keys to commands) and the views that edit text.
enum TextEditingCommand: Equatable, Sendable {
  /// Which way a motion or a deletion goes, in the text's order.
  enum Direction: Equatable, Sendable {
    /// Towards the start of the text (left in left-to-right text, up).
    case backward
    /// Towards the end of the text (right in left-to-right text, down).
    case forward
  }

  /// How far a motion or a deletion goes.
  enum Granularity: Equatable, Sendable {
    /// One character (a grapheme cluster).
    case character
    /// To the next word boundary (see `TextWordBoundaries`).
    case word
    /// One line up or down (the text's start or end on a single line).
    case line
    /// To the start or end of the line (Home, End).
    case lineBoundary
    /// One page up or down.
    case page
  }

  /// Moves the caret, or with `extending` the selection's free end.
  case move(Direction, by: Granularity, extending: Bool)
  /// Deletes the selection, or from the caret by the granularity.
  case delete(Direction, by: Granularity)
  /// Selects all the text.
  case selectAll
  /// Copies the selection to the pasteboard.
  case copy
  /// Copies the selection to the pasteboard and deletes it.
  case cut
  /// Replaces the selection with the pasteboard's text.
  case paste
  /// Undoes the last edit.
  case undo
  /// Redoes the last undone edit.
  case redo
  /// Return: ends a line (or, in a single-line field, the field's Return action).
  case insertNewline
  /// Tab (`backwards` with Shift): moves the focus to the next (previous) text view.
  case moveFocus(backwards: Bool)
  /// A key that types characters; its text arrives through `insertText(_:)`, so the key
  /// itself only counts as handled.
  case typeCharacters
}
