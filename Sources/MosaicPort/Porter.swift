/// Ports one Swift source text: reports what has no Linux equivalent, then rewrites
/// Foundation's selector forms, `#selector`, UIKit's optional requirement calls and the
/// Objective-C attributes, in that order.
enum Porter {
  /// The ported text and what was done, line by line.
  struct Result: Equatable {
    var text: String
    var notes: [PortNote]
    /// Whether `text` differs from the input.
    var changed: Bool
  }

  /// Ports `text`; throws when it does not tokenize (an unterminated string or comment), in
  /// which case nothing is changed.
  static func port(_ text: String) throws(TokenizeError) -> Result {
    let tokens = try Tokenizer.tokenize(text)
    var editor = SourceEditor(tokens: tokens)
    PortabilityCheck.apply(to: &editor)
    ClassShapeCheck.apply(to: &editor)
    NotificationObserverRewrite.apply(to: &editor)
    TimerRewrite.apply(to: &editor)
    PerformSelectorRewrite.apply(to: &editor)
    SelectorRewrite.apply(to: &editor)
    OptionalRequirementRewrite.apply(to: &editor)
    ObjCAttributeRewrite.apply(to: &editor)
    let ported = editor.text
    let notes = editor.notes.enumerated().sorted {
      $0.element.line != $1.element.line ? $0.element.line < $1.element.line : $0.offset < $1.offset
    }.map(\.element)
    return Result(text: ported, notes: notes, changed: ported != text)
  }
}
