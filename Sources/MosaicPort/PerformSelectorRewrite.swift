/// `perform(#selector(f), with: x, afterDelay: d)` to `DispatchQueue.main.asyncAfter(deadline:
/// .now() + d) { self.f(x) }` (the receiver is kept alive until then, as `perform` retains
/// it), and the immediate `perform(#selector(f))` / `perform(#selector(f(_:)), with: x)` to
/// the call itself.
enum PerformSelectorRewrite {
  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let methods = MethodTable(tokens)
    for i in tokens.indices where tokens[i].isIdentifier("perform") {
      guard let open = tokens.nextSignificant(after: i), tokens[open].isSymbol("("),
        let close = tokens.matchingClose(of: open)
      else { continue }
      let arguments = tokens.arguments(open: open, close: close)
      let labels = arguments.map(\.label)
      guard labels == [nil] || labels == [nil, "with"] || labels == [nil, "with", "afterDelay"],
        let selectorIndex = tokens.nextSignificant(after: arguments[0].value.lowerBound - 1),
        tokens[selectorIndex].kind == .pound
      else { continue }
      let line = tokens[i].line
      guard let reference = SelectorReference(tokens, at: selectorIndex), reference.accessor == nil
      else {
        editor.cannotPort("perform(_:) with this selector: call the method directly", line: line)
        continue
      }
      var receiver = "self"
      var start = i
      if let dot = tokens.previousSignificant(before: i), tokens[dot].kind == .dot,
        tokens[dot].text == "."
      {
        guard let receiverStart = SelectorCall.receiverStart(tokens, dot: dot) else { continue }
        receiver = tokens.text(receiverStart..<dot).trimmingTrivia
        start = receiverStart
      }
      let argument = labels.count > 1 ? tokens.trimmedText(arguments[1].value) : "nil"
      var assumed = false
      guard
        let call = SelectorCall.call(
          reference, argument: argument, methods: methods, assumed: &assumed)
      else {
        editor.cannotPort(
          "perform(_:…) of \(reference.swiftName): the method takes more than one argument",
          line: line)
        continue
      }
      let replacement: String
      if labels.count == 3 {
        let delay = tokens.trimmedText(arguments[2].value)
        replacement =
          "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { \(receiver).\(call) }"
      } else {
        replacement = "\(receiver).\(call)"
      }
      editor.replace(start..<(close + 1), with: replacement)
      editor.rewrote(
        "perform(\(tokens.trimmedText(arguments[0].value))…) as \(replacement)"
          + (assumed
            ? " (\(reference.name) is not declared in this file: assumed to take no argument)"
            : ""),
        line: line)
    }
    editor.commit()
  }
}

extension String {
  /// The string without leading and trailing spaces and line breaks.
  var trimmingTrivia: String {
    var s = Substring(self)
    while let c = s.first, c.isWhitespace { s.removeFirst() }
    while let c = s.last, c.isWhitespace { s.removeLast() }
    return String(s)
  }
}
