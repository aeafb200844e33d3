/// Reports code whose shape Swift's rules keep from compiling against Mosaic, with what to
/// write instead:
/// - a view or view controller made through a metatype or generic parameter — `T(frame:)`,
///   `Self(frame:)`, `viewClass.init(frame:)`, `type.init()` on a `UIViewController.Type`.
///   Swift constructs a class through a metatype only with a `required` initializer; UIKit's
///   classes come from Objective-C, where every initializer may be called that way, but
///   `init(frame:)` and `init()` cannot be `required` in Mosaic without making every subclass's
///   `override init(frame:)` an error;
/// - a subclass overriding `delegate` with the collection or table view's delegate type: an
///   overriding property cannot narrow the type of the scroll view's `delegate`.
enum ClassShapeCheck {
  /// The initializer labels a metatype call is reported for (`init(coder:)` is required and
  /// compiles).
  private static let reportedLabels: Set<String> = [
    "frame", "nibName", "style", "collectionViewLayout",
  ]

  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let generics = viewGenericParameters(tokens)
    let scope = TypeScope(tokens)
    for i in tokens.indices where tokens[i].kind == .identifier {
      let token = tokens[i]
      if token.text == "delegate" { checkDelegateOverride(&editor, tokens, nameAt: i) }
      guard let call = constructionCall(tokens, at: i, generics: generics) else { continue }
      guard let open = tokens.nextSignificant(after: call),
        let close = tokens.matchingClose(of: open)
      else { continue }
      let labels = tokens.arguments(open: open, close: close).compactMap(\.label)
      let first = labels.first
      guard
        first == nil
          ? close == tokens.nextSignificant(after: open) : reportedLabels.contains(first!)
      else { continue }
      // `Self()` of a value type or through a protocol's own initializer requirement compiles.
      if tokens[i].text == "Self", ["struct", "enum", "protocol"].contains(scope.kinds[i] ?? "") {
        continue
      }
      let written = tokens.trimmedText(i..<(close + 1))
      let shortened = written.count > 60 ? String(written.prefix(57)) + "…" : written
      editor.cannotPort(
        "\(shortened): Swift makes a class through a metatype or `Self` only with a required initializer, and UIKit's init(\(first.map { "\($0):" } ?? "")) is not required in Mosaic; pass a closure that makes the object (`{ MyView(frame: $0) }`), or give your own base class `required override init(\(first.map { "\($0):" } ?? ""))` and construct through that class",
        line: token.line)
    }
  }

  /// The construction a token starts, if any: `Self(`, `Self.init(`, `T(` or `T.init(` for a
  /// generic parameter constrained to a UIKit class, `value.init(` on a metatype value, or
  /// `type(of: x).init(`. Returns the index of the last token before the argument list.
  private static func constructionCall(_ tokens: [Token], at i: Int, generics: Set<String>)
    -> Int?
  {
    let text = tokens[i].text
    let previous = tokens.previousSignificant(before: i)
    if let previous, tokens[previous].kind == .dot { return nil }
    guard let next = tokens.nextSignificant(after: i) else { return nil }
    // `x.init(`
    if tokens[next].kind == .dot, let initToken = tokens.nextSignificant(after: next),
      tokens[initToken].isIdentifier("init"), let open = tokens.nextSignificant(after: initToken),
      tokens[open].isSymbol("(")
    {
      if text == "Self" || generics.contains(text) { return initToken }
      if let firstCharacter = text.first, firstCharacter.isLowercase, text != "self",
        text != "super"
      {
        return initToken
      }
      return nil
    }
    // `type(of: x).init(`
    if text == "type", tokens[next].isSymbol("("), let close = tokens.matchingClose(of: next),
      let dot = tokens.nextSignificant(after: close), tokens[dot].kind == .dot,
      let initToken = tokens.nextSignificant(after: dot), tokens[initToken].isIdentifier("init"),
      let open = tokens.nextSignificant(after: initToken), tokens[open].isSymbol("(")
    {
      return initToken
    }
    // `Self(` / `T(`
    if tokens[next].isSymbol("("), text == "Self" || generics.contains(text) {
      return i
    }
    return nil
  }

  /// The names of generic parameters constrained to a UIKit view or view controller class:
  /// `<T: UIView>`, `<Cell: UICollectionViewCell>`, `where T: UIViewController`.
  static func viewGenericParameters(_ tokens: [Token]) -> Set<String> {
    var names: Set<String> = []
    for i in tokens.indices where tokens[i].isSymbol(":") {
      guard let name = tokens.previousSignificant(before: i), tokens[name].kind == .identifier,
        let before = tokens.previousSignificant(before: name),
        tokens[before].isSymbol("<") || tokens[before].isSymbol(",")
          || tokens[before].isIdentifier("where"),
        let constraint = tokens.nextSignificant(after: i), tokens[constraint].kind == .identifier
      else { continue }
      let type = tokens[constraint].text
      if type.hasPrefix("UI"),
        type.hasSuffix("View") || type.hasSuffix("Controller") || type.hasSuffix("Cell")
          || type == "UIControl" || type == "UIButton" || type == "UILabel"
      {
        names.insert(tokens[name].text)
      }
    }
    return names
  }

  /// Reports `override var delegate: UICollectionViewDelegate?` (or the table view's).
  private static func checkDelegateOverride(
    _ editor: inout SourceEditor, _ tokens: [Token], nameAt i: Int
  ) {
    guard let varToken = tokens.previousSignificant(before: i),
      tokens[varToken].isIdentifier("var"),
      let colon = tokens.nextSignificant(after: i), tokens[colon].isSymbol(":"),
      let type = tokens.nextSignificant(after: colon),
      ["UICollectionViewDelegate", "UITableViewDelegate"].contains(tokens[type].text)
    else { return }
    var j = tokens.previousSignificant(before: varToken)
    var isOverride = false
    while let k = j, tokens[k].kind == .identifier,
      ["override", "open", "public", "weak", "internal", "final"].contains(tokens[k].text)
    {
      if tokens[k].text == "override" { isOverride = true }
      j = tokens.previousSignificant(before: k)
    }
    guard isOverride else { return }
    editor.cannotPort(
      "override var delegate: \(tokens[type].text)?: an overriding property cannot narrow the scroll view's `delegate: UIScrollViewDelegate?` in Swift; declare it `UIScrollViewDelegate?` and cast with `as? \(tokens[type].text)` where needed (calls such as `delegate?.collectionView(…)` and `delegate?.tableView(…)` work on it as they are)",
      line: tokens[i].line)
  }
}
