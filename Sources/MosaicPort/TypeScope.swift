/// The type declaration (class, struct, enum, actor, protocol or extension) enclosing each
/// token of a file, so that `#selector(f)` can become `EnclosingType.f`.
struct TypeScope {
  /// For each token, the name of the innermost type whose body holds it (an extension's
  /// extended type as written, `A.B`), or nil at the top level.
  private(set) var names: [String?]
  /// For each token, the kind keyword of that declaration (`class`, `extension`, …).
  private(set) var kinds: [String?]

  private static let declarationKeywords: Set<String> = [
    "class", "struct", "enum", "extension", "actor", "protocol",
  ]

  init(_ tokens: [Token]) {
    names = Array(repeating: nil, count: tokens.count)
    kinds = Array(repeating: nil, count: tokens.count)
    var stack: [(depth: Int, name: String, kind: String)] = []
    var pending: (name: String, kind: String)?
    var depth = 0
    for (i, token) in tokens.enumerated() {
      names[i] = stack.last?.name
      kinds[i] = stack.last?.kind
      if token.kind == .identifier, Self.declarationKeywords.contains(token.text),
        let declared = Self.declaredName(in: tokens, keywordAt: i)
      {
        pending = (declared, token.text)
      } else if token.kind == .bracket {
        switch token.text {
        case "{":
          if let p = pending {
            stack.append((depth, p.name, p.kind))
            pending = nil
          }
          depth += 1
        case "}":
          depth -= 1
          if let top = stack.last, top.depth == depth { stack.removeLast() }
        default: break
        }
      } else if token.isSymbol(";") {
        pending = nil
      }
    }
  }

  /// The name a type declaration keyword at `index` declares, or nil when the keyword does
  /// not start one (`class func`, `protocol P: class`, `.class`).
  private static func declaredName(in tokens: [Token], keywordAt index: Int) -> String? {
    if let previous = tokens.previousSignificant(before: index), tokens[previous].kind == .dot {
      return nil
    }
    guard let first = tokens.nextSignificant(after: index), tokens[first].kind == .identifier
    else { return nil }
    let keyword = tokens[index].text
    let nonNames: Set<String> = [
      "func", "var", "let", "subscript", "init", "deinit", "override", "final", "public",
      "private", "internal", "fileprivate", "open", "static", "case", "indirect", "where",
    ]
    guard !nonNames.contains(tokens[first].text) else { return nil }
    var name = tokens[first].text
    if keyword == "extension" {
      var i = first
      while let dot = tokens.nextSignificant(after: i), tokens[dot].kind == .dot,
        tokens[dot].text == ".", let part = tokens.nextSignificant(after: dot),
        tokens[part].kind == .identifier
      {
        name += "." + tokens[part].text
        i = part
      }
    }
    return name
  }
}
