/// Reading a token array the way the rewrites need: skipping trivia, matching brackets and
/// splitting a call's arguments.
extension Array where Element == Token {
  /// The index of the first token after `index` that is not trivia.
  func nextSignificant(after index: Int) -> Int? {
    var i = index + 1
    while i < count {
      if !self[i].isTrivia { return i }
      i += 1
    }
    return nil
  }

  /// The index of the last token before `index` that is not trivia.
  func previousSignificant(before index: Int) -> Int? {
    var i = index - 1
    while i >= 0 {
      if !self[i].isTrivia { return i }
      i -= 1
    }
    return nil
  }

  /// The index of the bracket closing the one at `index`, or nil when it is not closed.
  func matchingClose(of index: Int) -> Int? {
    var depth = 0
    var i = index
    while i < count {
      let token = self[i]
      if token.kind == .bracket {
        switch token.text {
        case "(", "[", "{": depth += 1
        default:
          depth -= 1
          if depth == 0 { return i }
        }
      }
      i += 1
    }
    return nil
  }

  /// The index of the bracket opening the one closing at `index`, or nil.
  func matchingOpen(of index: Int) -> Int? {
    var depth = 0
    var i = index
    while i >= 0 {
      let token = self[i]
      if token.kind == .bracket {
        switch token.text {
        case ")", "]", "}": depth += 1
        default:
          depth -= 1
          if depth == 0 { return i }
        }
      }
      i -= 1
    }
    return nil
  }

  /// The text of the tokens in `range`.
  func text(_ range: Range<Int>) -> String {
    var result = ""
    for i in range { result += self[i].text }
    return result
  }

  /// The text of the tokens in `range` without leading and trailing trivia, and with each
  /// run of trivia inside it kept as it is.
  func trimmedText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, self[lower].isTrivia { lower += 1 }
    while upper > lower, self[upper - 1].isTrivia { upper -= 1 }
    return text(lower..<upper)
  }

  /// The arguments of the call whose opening bracket is at `open` and closing one at `close`.
  func arguments(open: Int, close: Int) -> [CallArgument] {
    var result: [CallArgument] = []
    var start = open + 1
    var i = open + 1
    var depth = 0
    func finish(_ end: Int) {
      guard let first = nextSignificant(after: start - 1), first < end else { return }
      var label: String?
      var valueStart = first
      if self[first].kind == .identifier, let colon = nextSignificant(after: first), colon < end,
        self[colon].isSymbol(":")
      {
        label = self[first].text
        valueStart = colon + 1
      }
      result.append(CallArgument(label: label, start: first, value: valueStart..<end))
    }
    while i < close {
      let token = self[i]
      if token.kind == .bracket {
        if token.text == "(" || token.text == "[" || token.text == "{" {
          depth += 1
        } else {
          depth -= 1
        }
      } else if depth == 0, token.isSymbol(",") {
        finish(i)
        start = i + 1
      }
      i += 1
    }
    finish(close)
    return result
  }

  /// The whitespace at the start of the line holding the token at `index`.
  func indentation(ofLineAt index: Int) -> String {
    var i = index
    while i > 0, self[i - 1].kind != .newline { i -= 1 }
    return self[i].kind == .whitespace ? self[i].text : ""
  }

  /// The index of the first significant token of the line holding `index`.
  func firstSignificantOfLine(at index: Int) -> Int {
    var i = index
    while i > 0, self[i - 1].kind != .newline { i -= 1 }
    while i < index, self[i].isTrivia { i += 1 }
    return i
  }
}

/// One argument of a call: its label (nil for an unlabelled one) and the tokens of its value.
struct CallArgument: Equatable {
  var label: String?
  /// The index of the argument's first token (its label, when it has one).
  var start: Int
  /// The tokens of the value, trivia around it included.
  var value: Range<Int>
}

extension Array where Element == Token {
  /// One level of the file's indentation: a tab when lines are indented with tabs, else as
  /// many spaces as the least indented indented line has (four when no line is indented).
  var indentationUnit: String {
    var smallest = Int.max
    var atLineStart = true
    for token in self {
      if atLineStart, token.kind == .whitespace {
        if token.text.hasPrefix("\t") { return "\t" }
        smallest = Swift.min(smallest, token.text.count)
      }
      atLineStart = token.kind == .newline
    }
    return smallest == Int.max ? "    " : String(repeating: " ", count: smallest)
  }
}
