/// The Objective-C and Interface Builder attributes Linux Swift does not have: removes `@objc`,
/// `@objc(name)`, `@nonobjc`, `@objcMembers`, `dynamic`, `@IBOutlet` (keeping `weak var x: T!`),
/// `@IBAction` (keeping the function), `@IBInspectable` and `@IBDesignable`; `@UIApplicationMain`
/// becomes `@main`; an `@objc protocol` (class-bound in Objective-C) becomes `protocol P:
/// AnyObject` so `weak var delegate: P?` still compiles. `@NSManaged` and `@IBSegueAction` are
/// reported, not removed.
enum ObjCAttributeRewrite {
  static let removed: Set<String> = [
    "@objc", "@nonobjc", "@objcMembers", "@IBOutlet", "@IBAction", "@IBInspectable",
    "@IBDesignable",
    "@GKInspectable",
  ]

  static let accessModifiers: Set<String> = [
    "public", "internal", "fileprivate", "private", "package", "open",
  ]

  /// The words that may follow the `dynamic` modifier in a declaration.
  static let declarationWords: Set<String> = [
    "var", "func", "let", "init", "subscript", "public", "private", "internal", "fileprivate",
    "open", "override", "final", "static", "class", "weak", "unowned", "lazy", "required",
    "convenience", "nonisolated", "package",
  ]

  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    // What to remove; neighbours on one line go as one run, so a line holding only
    // `@IBDesignable @objcMembers` disappears whole.
    var removals: [Range<Int>] = []
    for i in tokens.indices {
      let token = tokens[i]
      if token.kind == .attribute {
        switch token.text {
        case "@UIApplicationMain", "@NSApplicationMain":
          editor.replace(i..<(i + 1), with: "@main")
          editor.rewrote("\(token.text) as @main", line: token.line)
        case "@NSManaged":
          editor.cannotPort(
            "@NSManaged: Core Data is not on Linux; store the property yourself", line: token.line)
        case "@IBSegueAction":
          editor.cannotPort(
            "@IBSegueAction: storyboards are not on Linux; create the view controller in code",
            line: token.line)
        case _ where removed.contains(token.text):
          var end = i + 1
          if token.text == "@objc", let open = tokens.nextSignificant(after: i), open == i + 1,
            tokens[open].isSymbol("("), let close = tokens.matchingClose(of: open)
          {
            end = close + 1
          }
          let written = tokens.text(i..<end)
          if token.text == "@objc", var keyword = tokens.nextSignificant(after: end - 1) {
            while accessModifiers.contains(tokens[keyword].text),
              let next = tokens.nextSignificant(after: keyword)
            {
              keyword = next
            }
            if tokens[keyword].isIdentifier("protocol") {
              classBindProtocol(&editor, tokens, keywordAt: keyword)
            }
          }
          removals.append(i..<end)
          editor.rewrote("removed \(written)", line: token.line)
        default:
          break
        }
      } else if token.isIdentifier("dynamic"), isDynamicModifier(tokens, at: i) {
        removals.append(i..<(i + 1))
        editor.rewrote("removed dynamic", line: token.line)
      }
    }
    var runs: [Range<Int>] = []
    for removal in removals {
      if let last = runs.last,
        tokens[last.upperBound..<removal.lowerBound].allSatisfy({ $0.kind == .whitespace })
      {
        runs[runs.count - 1] = last.lowerBound..<removal.upperBound
      } else {
        runs.append(removal)
      }
    }
    for run in runs {
      editor.replace(removalRange(tokens, run), with: "")
    }
    editor.commit()
  }

  /// `range` widened to the spaces after it, or to its whole line when nothing else is on it.
  static func removalRange(_ tokens: [Token], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while upper < tokens.count, tokens[upper].kind == .whitespace { upper += 1 }
    let endsLine = upper == tokens.count || tokens[upper].kind == .newline
    var lineStart = lower
    while lineStart > 0, tokens[lineStart - 1].kind == .whitespace { lineStart -= 1 }
    let startsLine = lineStart == 0 || tokens[lineStart - 1].kind == .newline
    if endsLine && startsLine {
      lower = lineStart
      if upper < tokens.count { upper += 1 }
    } else if endsLine {
      // Keep the line break; drop the spaces before the attribute instead.
      upper = range.upperBound
      while lower > 0, tokens[lower - 1].kind == .whitespace { lower -= 1 }
    }
    return lower..<upper
  }

  private static func isDynamicModifier(_ tokens: [Token], at index: Int) -> Bool {
    if let previous = tokens.previousSignificant(before: index) {
      let p = tokens[previous]
      if p.kind == .dot || p.isIdentifier("var") || p.isIdentifier("let") || p.isIdentifier("func")
        || p.isIdentifier("case") || p.kind == .operator
      {
        return false
      }
    }
    guard let next = tokens.nextSignificant(after: index) else { return false }
    return (tokens[next].kind == .identifier && declarationWords.contains(tokens[next].text))
      || tokens[next].kind == .attribute
  }

  /// `protocol P {` → `protocol P: AnyObject {`; `protocol P: Q {` → `protocol P: AnyObject, Q {`.
  private static func classBindProtocol(
    _ editor: inout SourceEditor, _ tokens: [Token], keywordAt keyword: Int
  ) {
    guard let name = tokens.nextSignificant(after: keyword), tokens[name].kind == .identifier,
      let next = tokens.nextSignificant(after: name)
    else { return }
    if tokens[next].isSymbol(":") {
      guard let first = tokens.nextSignificant(after: next) else { return }
      if ["AnyObject", "class", "NSObjectProtocol"].contains(tokens[first].text) { return }
      editor.replace(first..<first, with: "AnyObject, ")
    } else {
      editor.replace((name + 1)..<(name + 1), with: ": AnyObject")
    }
  }
}
