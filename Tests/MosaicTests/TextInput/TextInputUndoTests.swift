import Testing

@testable import Mosaic

/// Undo keeps the states from before each edit, a run of typing as one step.
struct TextInputUndoTests {
  private typealias State = TextUndoHistory.State

  private func state(_ text: String, _ caret: Int) -> State {
    State(text: text, selection: caret..<caret)
  }

  @Test func aRunOfTypingIsOneStep() {
    var history = TextUndoHistory()
    history.recordEdit(from: state("", 0), typing: true)
    history.recordEdit(from: state("a", 1), typing: true)
    history.recordEdit(from: state("ab", 2), typing: true)
    #expect(history.undoStates == [state("", 0)])
    let step1 = history.undo(from: state("abc", 3))
    #expect(step1 == state("", 0))
    #expect(history.redoStates == [state("abc", 3)])
    let step2 = history.undo(from: state("", 0))
    #expect(step2 == nil)
  }

  @Test func movingTheCaretEndsTheRun() {
    var history = TextUndoHistory()
    history.recordEdit(from: state("", 0), typing: true)
    history.recordEdit(from: state("a", 1), typing: true)
    history.endTypingRun()
    history.recordEdit(from: state("ab", 0), typing: true)
    #expect(history.undoStates == [state("", 0), state("ab", 0)])
  }

  @Test func deletionsAndPastesAreStepsOfTheirOwn() {
    var history = TextUndoHistory()
    history.recordEdit(from: state("", 0), typing: true)
    history.recordEdit(from: state("ab", 2), typing: false)
    history.recordEdit(from: state("a", 1), typing: true)
    history.recordEdit(from: state("ac", 2), typing: true)
    #expect(history.undoStates == [state("", 0), state("ab", 2), state("a", 1)])
    #expect(history.isTyping)
  }

  @Test func redoGoesForwardAndANewEditForgetsIt() {
    var history = TextUndoHistory()
    history.recordEdit(from: state("", 0), typing: false)
    history.recordEdit(from: state("x", 1), typing: false)
    let step3 = history.undo(from: state("xy", 2))
    #expect(step3 == state("x", 1))
    let step4 = history.undo(from: state("x", 1))
    #expect(step4 == state("", 0))
    #expect(history.canRedo)
    let step5 = history.redo(from: state("", 0))
    #expect(step5 == state("x", 1))
    #expect(history.undoStates == [state("", 0)])
    #expect(history.redoStates == [state("xy", 2)])
    history.recordEdit(from: state("x", 1), typing: true)
    #expect(!history.canRedo)
    let step6 = history.redo(from: state("xz", 2))
    #expect(step6 == nil)
  }

  @Test func undoAfterTypingStartsANewRun() {
    var history = TextUndoHistory()
    history.recordEdit(from: state("", 0), typing: true)
    _ = history.undo(from: state("a", 1))
    #expect(!history.isTyping)
    history.recordEdit(from: state("", 0), typing: true)
    #expect(history.undoStates == [state("", 0)])
  }

  @Test func theOldestEditsBeyondTheLimitAreForgotten() {
    var history = TextUndoHistory(limit: 3)
    for n in 0..<5 { history.recordEdit(from: state(String(n), 1), typing: false) }
    #expect(history.undoStates.map(\.text) == ["2", "3", "4"])
    history.removeAll()
    #expect(!history.canUndo)
    #expect(!history.canRedo)
    #expect(TextUndoHistory().limit == 100)
  }
}
