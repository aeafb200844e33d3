/// `#selector(…)` to what Mosaic takes. Passed as a target's action (`addTarget(_:action:…)`,
/// gesture recognizers, bar button items, display links, key commands, custom actions), it
/// becomes the method reference `Type.f` / `Type.f(_:)`, the type being the one named in the
/// selector or else the enclosing type. Compared with an action (`action == #selector(copy(_:))`
/// in `canPerformAction`, `case #selector(…)`), or listed in an array, it becomes the
/// string-backed `Selector("copy:")` Mosaic's edit-menu methods receive.
enum SelectorRewrite {
  /// Calls whose selectors other rewrites handle or report.
  static let foundationCalls: Set<String> = [
    "addObserver", "removeObserver", "scheduledTimer", "Timer", "perform", "performSelector",
    "responds", "instancesRespond", "NSStringFromSelector", "cancelPreviousPerformRequests",
    "method", "instanceMethod",
  ]

  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let scope = TypeScope(tokens)
    for i in tokens.indices where tokens[i].kind == .pound && tokens[i].text == "#selector" {
      guard let reference = SelectorReference(tokens, at: i) else {
        editor.cannotPort(
          "\(selectorText(tokens, at: i)): the selector has a form this tool does not read; write the method reference Type.method",
          line: tokens[i].line)
        continue
      }
      let written = tokens.text(reference.start..<(reference.end + 1))
      if let call = enclosingCall(tokens, of: i), foundationCalls.contains(call) {
        // Left to the rewrites of Foundation's forms; what they could not port is reported
        // once, by them or by the portability check (`responds(to:)`).
        let reported = editor.notes.contains { $0.line == tokens[i].line && $0.kind == .cannotPort }
        if !reported && call != "responds" && call != "instancesRespond" {
          editor.cannotPort(
            "\(call)(…\(written)…): this form takes a selector; use its block form or call the method directly",
            line: tokens[i].line)
        }
        continue
      }
      if let accessor = reference.accessor {
        editor.cannotPort(
          "\(written): a property's \(accessor) has no method reference in Swift; use a closure that reads or writes the property",
          line: tokens[i].line)
        continue
      }
      if isComparison(tokens, reference) {
        let replacement = "Selector(\"\(reference.objectiveCName)\")"
        editor.replace(reference.start..<(reference.end + 1), with: replacement)
        editor.rewrote("\(written) as \(replacement)", line: tokens[i].line)
        continue
      }
      let type: String
      if let first = reference.qualifier.first, first != "self" {
        guard first.first?.isUppercase == true else {
          editor.cannotPort(
            "\(written): the selector names a method through the value '\(first)'; write the method reference with its type, Type.\(reference.swiftName)",
            line: tokens[i].line)
          continue
        }
        type = reference.qualifier.joined(separator: ".")
      } else if scope.kinds[i] == "protocol" {
        type = "Self"
      } else if let enclosing = scope.names[i] {
        type = enclosing
      } else {
        editor.cannotPort(
          "\(written): not inside a type; write the method reference with its type, Type.\(reference.swiftName)",
          line: tokens[i].line)
        continue
      }
      let replacement = type + "." + reference.swiftName
      editor.replace(reference.start..<(reference.end + 1), with: replacement)
      editor.rewrote("\(written) as the method reference \(replacement)", line: tokens[i].line)
    }
    editor.commit()
  }

  /// The text of the `#selector` expression at `index` (just the keyword when unbalanced).
  static func selectorText(_ tokens: [Token], at index: Int) -> String {
    if let open = tokens.nextSignificant(after: index), tokens[open].isSymbol("("),
      let close = tokens.matchingClose(of: open)
    {
      return tokens.text(index..<(close + 1))
    }
    return tokens[index].text
  }

  /// The name of the function called with the argument list holding `index`, if any.
  static func enclosingCall(_ tokens: [Token], of index: Int) -> String? {
    var depth = 0
    var i = index - 1
    while i >= 0 {
      let token = tokens[i]
      if token.kind == .bracket {
        switch token.text {
        case ")", "]", "}": depth += 1
        case "(":
          if depth == 0 {
            guard let name = tokens.previousSignificant(before: i), tokens[name].kind == .identifier
            else { return nil }
            return tokens[name].text
          }
          depth -= 1
        default:
          if depth == 0 { return nil }
          depth -= 1
        }
      }
      i -= 1
    }
    return nil
  }

  private static func isComparison(_ tokens: [Token], _ reference: SelectorReference) -> Bool {
    if let previous = tokens.previousSignificant(before: reference.start) {
      let p = tokens[previous]
      if p.isSymbol("==") || p.isSymbol("!=") || p.isIdentifier("case") { return true }
      if p.isSymbol(","), tokens[tokens.firstSignificantOfLine(at: previous)].isIdentifier("case") {
        return true
      }
      if p.isSymbol("[") || p.isSymbol(",") {
        // An element of an array literal of selectors.
        var depth = 0
        var i = previous
        while i >= 0 {
          let t = tokens[i]
          if t.kind == .bracket {
            if t.text == ")" || t.text == "]" || t.text == "}" {
              depth += 1
            } else if depth == 0 {
              return t.text == "["
            } else {
              depth -= 1
            }
          }
          i -= 1
        }
      }
    }
    if let next = tokens.nextSignificant(after: reference.end) {
      let n = tokens[next]
      if n.isSymbol("==") || n.isSymbol("!=") { return true }
    }
    return false
  }
}
