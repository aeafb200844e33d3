/// The edits of a text that can be undone and redone: the text and selection from before each
/// edit, oldest first, with a run of typing kept as one step.
struct TextUndoHistory: Equatable, Sendable {
  /// A text and its selection (in characters), as they were before an edit.
  struct State: Equatable, Sendable {
    /// The text.
    var text: String
    /// The selected characters; empty for a caret.
    var selection: Range<Int>
  }

  /// The most edits kept; older ones are forgotten.
  let limit: Int
  /// The states undo goes back to, the most recent last.
  private(set) var undoStates: [State] = []
  /// The states redo goes forward to, the most recently undone last.
  private(set) var redoStates: [State] = []
  /// Whether the last edit was typing at the caret, which more typing extends.
  private(set) var isTyping = false

  /// An empty history keeping at most `limit` edits (100 by default).
  init(limit: Int = 100) {
    self.limit = limit
  }

  /// Whether there is an edit to undo.
  var canUndo: Bool { !undoStates.isEmpty }
  /// Whether there is an undone edit to redo.
  var canRedo: Bool { !redoStates.isEmpty }

  /// Records an edit about to be made from `state`: a step of its own, unless it is typing
  /// (`typing`) that continues a run of typing. Anything undone can no longer be redone.
  mutating func recordEdit(from state: State, typing: Bool) {
    if !(typing && isTyping) {
      undoStates.append(state)
      if undoStates.count > limit { undoStates.removeFirst() }
    }
    redoStates.removeAll()
    isTyping = typing
  }

  /// Ends the current run of typing (the caret moved, the text was set): the next typing is
  /// a step of its own.
  mutating func endTypingRun() {
    isTyping = false
  }

  /// Takes the last edit back: returns the state to put back and keeps `current` for redo;
  /// nil when there is nothing to undo.
  mutating func undo(from current: State) -> State? {
    guard let state = undoStates.popLast() else { return nil }
    redoStates.append(current)
    isTyping = false
    return state
  }

  /// Makes the last undone edit again: returns the state to put back and keeps `current` for
  /// undo; nil when there is nothing to redo.
  mutating func redo(from current: State) -> State? {
    guard let state = redoStates.popLast() else { return nil }
    undoStates.append(current)
    isTyping = false
    return state
  }

  /// Forgets every edit (the text was replaced from code).
  mutating func removeAll() {
    undoStates = []
    redoStates = []
    isTyping = false
  }
}
