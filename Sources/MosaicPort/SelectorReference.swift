/// The method a `#selector(…)` expression names: `#selector(f)`, `#selector(f(_:))`,
/// `#selector(self.f)`, `#selector(Type.f(_:with:))`, `#selector(getter: Type.property)`.
struct SelectorReference: Equatable {
  /// The index of the `#selector` token and of its closing bracket.
  var start: Int
  var end: Int
  /// The names before the method's, as written: `[]`, `["self"]`, `["Type"]`, `["obj"]`.
  var qualifier: [String]
  /// The method's base name.
  var name: String
  /// The argument labels when written (`f(_:with:)` gives `["_", "with"]`), nil for a bare name.
  var labels: [String]?
  /// `getter` or `setter` for the property forms.
  var accessor: String?

  /// Reads the `#selector` expression at `index`; nil when it is not one or has a shape this
  /// tool does not know.
  init?(_ tokens: [Token], at index: Int) {
    guard tokens[index].kind == .pound, tokens[index].text == "#selector",
      let open = tokens.nextSignificant(after: index), tokens[open].isSymbol("("),
      let close = tokens.matchingClose(of: open)
    else { return nil }
    start = index
    end = close
    var i = tokens.nextSignificant(after: open) ?? close
    if tokens[i].kind == .identifier, tokens[i].text == "getter" || tokens[i].text == "setter",
      let colon = tokens.nextSignificant(after: i), tokens[colon].isSymbol(":")
    {
      accessor = tokens[i].text
      i = tokens.nextSignificant(after: colon) ?? close
    }
    var path: [String] = []
    while i < close, tokens[i].kind == .identifier {
      path.append(tokens[i].text)
      guard let next = tokens.nextSignificant(after: i) else { return nil }
      if tokens[next].kind == .dot, tokens[next].text == "." {
        i = tokens.nextSignificant(after: next) ?? close
      } else {
        i = next
        break
      }
    }
    guard let last = path.popLast() else { return nil }
    qualifier = path
    name = last.hasPrefix("`") ? String(last.dropFirst().dropLast()) : last
    if i < close, tokens[i].isSymbol("("), let labelsClose = tokens.matchingClose(of: i) {
      var found: [String] = []
      var j = i + 1
      while j < labelsClose {
        if tokens[j].kind == .identifier,
          let colon = tokens.nextSignificant(after: j), tokens[colon].isSymbol(":")
        {
          found.append(tokens[j].text)
          j = colon
        } else if !tokens[j].isTrivia {
          return nil
        }
        j += 1
      }
      labels = found
      i = tokens.nextSignificant(after: labelsClose) ?? close
    }
    guard i == close else { return nil }
  }

  /// The selector's Objective-C name, as Mosaic's `Selector` holds it: `copy(_:)` is
  /// `copy:`, `f(_:with:)` is `f:with:`, `f(sender:)` is `fWithSender:`. A bare name of one
  /// of UIKit's standard edit actions takes its sender (`copy` is `copy:`).
  var objectiveCName: String {
    guard let labels else {
      return SelectorReference.standardEditActions.contains(name) ? name + ":" : name
    }
    var result = name
    for (position, label) in labels.enumerated() {
      if position == 0 {
        if label != "_" { result += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        result += ":"
      } else {
        result += (label == "_" ? "" : label) + ":"
      }
    }
    return result
  }

  /// The method's name with its labels as Swift writes a reference to it: `f`, `f(_:with:)`.
  var swiftName: String {
    guard let labels else { return name }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The actions of `UIResponderStandardEditActions`; each takes the sender.
  static let standardEditActions: Set<String> = [
    "cut", "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select",
    "selectAll", "delete", "makeTextWritingDirectionLeftToRight",
    "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics", "toggleUnderline",
    "increaseSize", "decreaseSize", "find", "findNext", "findPrevious", "findAndReplace",
    "useSelectionForFind", "print", "rename", "duplicate", "move", "export", "showWritingTools",
  ]
}
