/// What the tool did or could not do at one line of a file.
struct PortNote: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// The text was changed.
    case rewrote
    /// The construct was left as it is; the message says what to do by hand.
    case cannotPort
  }

  var line: Int
  var kind: Kind
  var message: String

  /// The report line for a file: `path:12: rewrote …` or `path:12: cannot port …`.
  func reportLine(path: String) -> String {
    switch kind {
    case .rewrote: return "\(path):\(line): rewrote \(message)"
    case .cannotPort: return "\(path):\(line): cannot port \(message)"
    }
  }
}

/// A file's tokens being rewritten: a rewrite reads `tokens`, queues replacements of token
/// ranges and notes, and `commit()` applies the replacements at once.
struct SourceEditor {
  private(set) var tokens: [Token]
  private(set) var notes: [PortNote] = []
  private var edits: [(range: Range<Int>, text: String)] = []

  init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// The text of the file as it is now (queued replacements not applied).
  var text: String { tokens.text(0..<tokens.count) }

  /// Queues replacing the tokens in `range` with `text` (an empty range inserts). A
  /// replacement overlapping one queued before it is dropped.
  mutating func replace(_ range: Range<Int>, with text: String) {
    for edit in edits {
      if edit.range.overlaps(range) { return }
      if range.isEmpty, edit.range.lowerBound < range.lowerBound,
        range.lowerBound < edit.range.upperBound
      {
        return
      }
      if edit.range.isEmpty, range.lowerBound < edit.range.lowerBound,
        edit.range.lowerBound < range.upperBound
      {
        return
      }
    }
    edits.append((range, text))
  }

  /// Whether a queued replacement touches the token at `index`.
  func isEdited(_ index: Int) -> Bool {
    edits.contains { $0.range.contains(index) }
  }

  /// Records that the text at `line` was rewritten as `message` says.
  mutating func rewrote(_ message: String, line: Int) {
    notes.append(PortNote(line: line, kind: .rewrote, message: message))
  }

  /// Records that the construct at `line` needs a hand edit, as `message` says.
  mutating func cannotPort(_ message: String, line: Int) {
    notes.append(PortNote(line: line, kind: .cannotPort, message: message))
  }

  /// Applies the queued replacements. The new tokens take the line of the text they replace.
  mutating func commit() {
    guard !edits.isEmpty else { return }
    let sorted = edits.sorted {
      $0.range.lowerBound != $1.range.lowerBound
        ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound < $1.range.upperBound
    }
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var position = 0
    for edit in sorted {
      result.append(contentsOf: tokens[position..<edit.range.lowerBound])
      let line =
        edit.range.lowerBound < tokens.count
        ? tokens[edit.range.lowerBound].line : (tokens.last?.line ?? 1)
      if !edit.text.isEmpty {
        // Replacement text is built from whole tokens of the file, so it tokenizes; should it
        // not, it is kept as one token, which still writes the text.
        let replacement =
          (try? Tokenizer.tokenize(edit.text)) ?? [Token(kind: .other, text: edit.text, line: line)]
        for var token in replacement {
          token.line = line
          result.append(token)
        }
      }
      position = edit.range.upperBound
    }
    result.append(contentsOf: tokens[position...])
    tokens = result
    edits = []
  }
}
