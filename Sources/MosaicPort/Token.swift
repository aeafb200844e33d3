/// One lexical token of a Swift source file. The tokens of a file, concatenated, give back the
/// file's text exactly: whitespace and comments are tokens too.
struct Token: Equatable, Sendable {
  /// What kind of text a token holds.
  enum Kind: Equatable, Sendable {
    /// Spaces and tabs (never a line break).
    case whitespace
    /// One line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `// …` up to the end of the line (the line break is not part of it).
    case lineComment
    /// `/* … */`, nested comments included.
    case blockComment
    /// A name or keyword: `foo`, `class`, `` `default` ``, `$0`.
    case identifier
    /// A number literal: `42`, `0x1F`, `1_000.5e-3`.
    case number
    /// A whole string literal, interpolations included: `"a\(b)"`, `#"…"#`, `"""…"""`.
    case string
    /// A `#` directive or expression: `#selector`, `#if`, `#available`.
    case pound
    /// An attribute: `@objc`, `@IBOutlet`, `@MainActor` (without its arguments).
    case attribute
    /// A bracket: `(`, `)`, `[`, `]`, `{`, `}`.
    case bracket
    /// `,`, `:` or `;`.
    case punctuation
    /// `.`, or a range operator `...` / `..<`.
    case dot
    /// An operator: `==`, `->`, `=`, a postfix `?` or `!`.
    case `operator`
    /// Anything else (a stray `#`, `@`, `\`, a backtick or a character Swift does not use).
    case other
  }

  var kind: Kind
  var text: String
  /// The 1-based line of the original file the token starts on (for a token a rewrite made,
  /// the line of the text it replaced).
  var line: Int

  /// Whether the token carries no meaning for the grammar (whitespace, line breaks, comments).
  var isTrivia: Bool {
    switch kind {
    case .whitespace, .newline, .lineComment, .blockComment: return true
    default: return false
    }
  }

  /// Whether the token is the identifier or keyword `name`.
  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }

  /// Whether the token is the bracket, punctuation, dot or operator `symbol`.
  func isSymbol(_ symbol: String) -> Bool {
    switch kind {
    case .bracket, .punctuation, .dot, .operator: return text == symbol
    default: return false
    }
  }
}

/// Why a file could not be split into tokens.
struct TokenizeError: Error, Equatable, Sendable {
  /// The line the unterminated construct starts on.
  var line: Int
  /// What is wrong, for example `unterminated string literal`.
  var message: String
}
