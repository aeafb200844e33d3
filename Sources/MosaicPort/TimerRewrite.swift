/// Timers with a target and selector to their block forms:
/// `Timer.scheduledTimer(timeInterval: t, target: self, selector: #selector(tick), userInfo: nil,
/// repeats: true)` → `Timer.scheduledTimer(withTimeInterval: t, repeats: true) { [weak self] _ in
/// MainActor.assumeIsolated { self?.tick() } }`, and `Timer(timeInterval:target:selector:…)`,
/// `Timer(fireAt:interval:target:selector:…)` likewise. The block holds the target weakly (the
/// selector form retained it until the timer was invalidated).
enum TimerRewrite {
  private struct Form {
    var labels: [String?]
    /// The new call's arguments, as (label, index of the old argument).
    var kept: [(String, Int)]
  }

  private static let scheduled = Form(
    labels: ["timeInterval", "target", "selector", "userInfo", "repeats"],
    kept: [("withTimeInterval", 0), ("repeats", 4)])
  private static let plain = Form(
    labels: ["timeInterval", "target", "selector", "userInfo", "repeats"],
    kept: [("timeInterval", 0), ("repeats", 4)])
  private static let fireAt = Form(
    labels: ["fireAt", "interval", "target", "selector", "userInfo", "repeats"],
    kept: [("fire", 0), ("interval", 1), ("repeats", 5)])

  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let methods = MethodTable(tokens)
    for i in tokens.indices where tokens[i].kind == .identifier {
      let isScheduled: Bool
      if tokens[i].text == "scheduledTimer", let dot = tokens.previousSignificant(before: i),
        tokens[dot].kind == .dot
      {
        isScheduled = true
      } else if tokens[i].text == "Timer" {
        isScheduled = false
      } else {
        continue
      }
      guard let open = tokens.nextSignificant(after: i), tokens[open].isSymbol("("),
        let close = tokens.matchingClose(of: open)
      else { continue }
      let arguments = tokens.arguments(open: open, close: close)
      let labels = arguments.map(\.label)
      let form: Form
      if isScheduled, labels == scheduled.labels {
        form = scheduled
      } else if !isScheduled, labels == plain.labels {
        form = plain
      } else if !isScheduled, labels == fireAt.labels {
        form = fireAt
      } else {
        continue
      }
      let line = tokens[i].line
      let target = tokens.trimmedText(arguments[form.labels.firstIndex(of: "target")!].value)
      let selectorArgument = arguments[form.labels.firstIndex(of: "selector")!]
      let userInfo = tokens.trimmedText(arguments[form.labels.firstIndex(of: "userInfo")!].value)
      let name = isScheduled ? "scheduledTimer" : "Timer"
      guard userInfo == "nil" else {
        editor.cannotPort(
          "\(name)(…userInfo: \(userInfo)…): the block form has no userInfo; capture the value in a closure and use the block form",
          line: line)
        continue
      }
      guard
        let selectorIndex = tokens.nextSignificant(after: selectorArgument.value.lowerBound - 1),
        let reference = SelectorReference(tokens, at: selectorIndex), reference.accessor == nil
      else {
        editor.cannotPort(
          "\(name)(…selector:…) with a selector value: use the block form", line: line)
        continue
      }
      guard let capture = SelectorCall.weakCapture(target) else {
        editor.cannotPort(
          "\(name)(…target: \(target)…): the target is an expression; store it in a constant and use the block form",
          line: line)
        continue
      }
      var assumed = false
      guard
        let call = SelectorCall.call(
          reference, argument: "timer", methods: methods, assumed: &assumed)
      else {
        editor.cannotPort(
          "\(reference.swiftName) as a timer's action: it takes more than the timer", line: line)
        continue
      }
      let indent = tokens.indentation(ofLineAt: i)
      let unit = tokens.indentationUnit
      let parameter = call.hasSuffix("()") ? "_" : "timer"
      let kept = form.kept.map { label, index in
        "\(label): \(tokens.trimmedText(arguments[index].value))"
      }
      let replacement =
        "\(name)(\(kept.joined(separator: ", "))) { [weak \(capture)] \(parameter) in\n"
        + "\(indent)\(unit)MainActor.assumeIsolated { \(capture)?.\(call) }\n\(indent)}"
      editor.replace(i..<(close + 1), with: replacement)
      let start: Int? =
        isScheduled
        ? tokens.previousSignificant(before: i).flatMap {
          SelectorCall.receiverStart(tokens, dot: $0)
        }
        : i
      if let start, SelectorCall.startsStatement(tokens, at: start) {
        editor.replace(start..<start, with: "_ = ")
      }
      editor.rewrote(
        "\(name)(…target:selector:…) as the block form calling \(call)"
          + (assumed
            ? " (\(reference.name) is not declared in this file: assumed to take no argument)"
            : ""),
        line: line)
    }
    editor.commit()
  }
}
