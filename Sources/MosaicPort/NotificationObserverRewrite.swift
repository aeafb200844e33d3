/// `center.addObserver(self, selector: #selector(f(_:)), name: N, object: O)` to the block
/// form `center.addObserver(forName: N, object: O, queue: nil) { [weak self] notification in
/// MainActor.assumeIsolated { self?.f(notification) } }`. With no queue the block runs
/// synchronously on the posting thread, as the selector form calls its observer; the block
/// holds the observer weakly, as the notification center held the selector form's observer.
enum NotificationObserverRewrite {
  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let methods = MethodTable(tokens)
    for i in tokens.indices where tokens[i].isIdentifier("addObserver") {
      guard let open = tokens.nextSignificant(after: i), tokens[open].isSymbol("("),
        let close = tokens.matchingClose(of: open),
        let dot = tokens.previousSignificant(before: i), tokens[dot].kind == .dot
      else { continue }
      let arguments = tokens.arguments(open: open, close: close)
      guard arguments.map(\.label) == [nil, "selector", "name", "object"] else { continue }
      let line = tokens[i].line
      let observer = tokens.trimmedText(arguments[0].value)
      guard let selectorIndex = tokens.nextSignificant(after: arguments[1].value.lowerBound - 1),
        let reference = SelectorReference(tokens, at: selectorIndex), reference.accessor == nil
      else {
        editor.cannotPort(
          "addObserver(_:selector:name:object:) with a selector value: use addObserver(forName:object:queue:using:) with a closure",
          line: line)
        continue
      }
      guard let capture = SelectorCall.weakCapture(observer) else {
        editor.cannotPort(
          "addObserver(\(observer), selector: …): the observer is an expression; store it in a constant and use addObserver(forName:object:queue:using:)",
          line: line)
        continue
      }
      var assumed = false
      guard
        let call = SelectorCall.call(
          reference, argument: "notification", methods: methods, assumed: &assumed)
      else {
        editor.cannotPort(
          "\(reference.swiftName) as a notification observer: it takes more than the notification",
          line: line)
        continue
      }
      let indent = tokens.indentation(ofLineAt: i)
      let unit = tokens.indentationUnit
      let parameter = call.hasSuffix("()") ? "_" : "notification"
      let name = tokens.trimmedText(arguments[2].value)
      let object = tokens.trimmedText(arguments[3].value)
      let replacement =
        "addObserver(forName: \(name), object: \(object), queue: nil) { [weak \(capture)] \(parameter) in\n"
        + "\(indent)\(unit)MainActor.assumeIsolated { \(capture)?.\(call) }\n\(indent)}"
      editor.replace(i..<(close + 1), with: replacement)
      if let start = SelectorCall.receiverStart(tokens, dot: dot),
        SelectorCall.startsStatement(tokens, at: start)
      {
        editor.replace(start..<start, with: "_ = ")
      }
      editor.rewrote(
        "addObserver(_:selector:name:object:) as addObserver(forName:object:queue:using:) calling \(call)"
          + (assumed
            ? " (\(reference.name) is not declared in this file: assumed to take no argument)"
            : ""),
        line: line)
    }
    editor.commit()
  }
}
