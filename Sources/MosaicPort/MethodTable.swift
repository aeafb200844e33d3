/// The functions a file declares, by base name, with their argument labels (`_` for an
/// unlabelled parameter): `func tick(_ timer: Timer)` is `tick` → `[["_"]]`.
struct MethodTable {
  private(set) var labels: [String: [[String]]] = [:]

  init(_ tokens: [Token]) {
    var i = 0
    while i < tokens.count {
      defer { i += 1 }
      guard tokens[i].isIdentifier("func"), let nameIndex = tokens.nextSignificant(after: i),
        tokens[nameIndex].kind == .identifier, var open = tokens.nextSignificant(after: nameIndex)
      else { continue }
      if tokens[open].isSymbol("<"), let generic = Self.skipGenericClause(tokens, from: open) {
        open = generic
      }
      guard tokens[open].isSymbol("("), let close = tokens.matchingClose(of: open) else { continue }
      var parameters: [String] = []
      for argument in tokens.arguments(open: open, close: close) {
        // `label name: Type` or `name: Type`: the first name is the argument label.
        var first = argument.start
        while first < close, tokens[first].kind == .attribute || tokens[first].isTrivia {
          first += 1
        }
        guard tokens[first].kind == .identifier else { continue }
        parameters.append(tokens[first].text)
      }
      labels[tokens[nameIndex].text, default: []].append(parameters)
    }
  }

  private static func skipGenericClause(_ tokens: [Token], from open: Int) -> Int? {
    var i = open
    while i < tokens.count {
      if tokens[i].isSymbol("(") { return i }
      if tokens[i].isSymbol("{") { return nil }
      i += 1
    }
    return nil
  }

  /// The labels of the only function named `name` this file declares; nil when it declares
  /// none or several.
  func onlyDeclaration(of name: String) -> [String]? {
    guard let found = labels[name], found.count == 1 else { return nil }
    return found[0]
  }
}
