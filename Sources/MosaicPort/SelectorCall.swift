/// Calling the method a selector names, for the rewrites that turn Foundation's
/// target–selector forms into closures.
enum SelectorCall {
  /// The call of `reference`'s method with `argument` (the sender, timer or notification the
  /// Objective-C form passes): `tick()`, `tick(timer)`, `handle(notification: notification)`.
  /// A bare name is looked up among the file's functions; when the file declares no function
  /// of that name, `assumed` is set and the method is taken to have no parameter. Nil when
  /// the method takes more than one argument.
  static func call(
    _ reference: SelectorReference, argument: String, methods: MethodTable, assumed: inout Bool
  ) -> String? {
    let labels: [String]
    if let written = reference.labels {
      labels = written
    } else if let declared = methods.onlyDeclaration(of: reference.name) {
      labels = declared
    } else {
      labels = []
      assumed = true
    }
    switch labels.count {
    case 0: return reference.name + "()"
    case 1:
      return reference.name + "(" + (labels[0] == "_" ? "" : labels[0] + ": ") + argument + ")"
    default: return nil
    }
  }

  /// The index where the expression ending just before the `.` at `dot` starts: a chain of
  /// names, member accesses, calls, subscripts and `?`/`!`.
  static func receiverStart(_ tokens: [Token], dot: Int) -> Int? {
    var i = tokens.previousSignificant(before: dot)
    var start: Int?
    while let current = i {
      let token = tokens[current]
      if token.kind == .identifier {
        start = current
        guard let previous = tokens.previousSignificant(before: current),
          tokens[previous].kind == .dot, tokens[previous].text == "."
        else { return start }
        i = tokens.previousSignificant(before: previous)
      } else if token.isSymbol(")") || token.isSymbol("]") {
        guard let open = tokens.matchingOpen(of: current) else { return nil }
        i = tokens.previousSignificant(before: open)
      } else if token.isSymbol("?") || token.isSymbol("!") {
        i = tokens.previousSignificant(before: current)
      } else {
        return start
      }
    }
    return start
  }

  /// Whether the expression starting at `index` starts a statement (its value would be
  /// unused), so that a call returning a value can be written `_ = call`.
  static func startsStatement(_ tokens: [Token], at index: Int) -> Bool {
    guard let previous = tokens.previousSignificant(before: index) else { return true }
    let p = tokens[previous]
    // Only a statement on a line of its own, or after `{`, `;` or `in`.
    var onNewLine = false
    var i = index - 1
    while i > previous {
      if tokens[i].kind == .newline { onNewLine = true }
      i -= 1
    }
    if p.isSymbol("{") || p.isSymbol(";") || p.isIdentifier("in") { return true }
    guard onNewLine else { return false }
    switch p.kind {
    case .operator, .punctuation, .dot: return false
    case .bracket: return p.text == "}" || p.text == ")" || p.text == "]"
    case .identifier: return !["return", "try", "await", "throw", "else"].contains(p.text)
    default: return true
    }
  }

  /// A closure capture of `observer` that does not keep it alive, and how to call it: `self`
  /// and plain names only.
  static func weakCapture(_ observer: String) -> String? {
    guard observer == "self" || observer.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let first = observer.first, first.isLetter || first == "_"
    else { return nil }
    return observer
  }
}
