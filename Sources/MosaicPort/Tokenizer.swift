/// Splits Swift source text into tokens following Swift's lexical structure: string literals
/// (single-line, multi-line `"""`, raw `#"…"#` with any number of `#`, and interpolations
/// `\(…)` that nest brackets, strings and comments), line and nested block comments, numbers,
/// names, attributes, `#` directives, brackets and operators. Regular expression literals are
/// read as operators (`#/…/#` as an other-token run), which keeps the text intact.
struct Tokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [Token] = []

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The tokens of `text`; concatenating their texts gives back `text`. Throws for an
  /// unterminated string literal, block comment or interpolation.
  static func tokenize(_ text: String, firstLine: Int = 1) throws(TokenizeError) -> [Token] {
    var tokenizer = Tokenizer(text)
    tokenizer.line = firstLine
    try tokenizer.run()
    return tokenizer.tokens
  }

  private mutating func run() throws(TokenizeError) {
    while index < bytes.count {
      let start = index
      let startLine = line
      let kind = try scanToken()
      tokens.append(
        Token(
          kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), line: startLine))
    }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    let i = index + offset
    return i < bytes.count ? bytes[i] : nil
  }

  /// Scans one token starting at `index` and returns its kind.
  private mutating func scanToken() throws(TokenizeError) -> Token.Kind {
    let c = bytes[index]
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C { index += 1 }
      return .whitespace
    case UInt8(ascii: "\n"):
      index += 1
      line += 1
      return .newline
    case UInt8(ascii: "\r"):
      index += 1
      if peek() == UInt8(ascii: "\n") { index += 1 }
      line += 1
      return .newline
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      while let b = peek(), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") { index += 1 }
      return .lineComment
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      try scanBlockComment()
      return .blockComment
    case UInt8(ascii: "\""):
      try scanString(hashes: 0)
      return .string
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") {
        index += hashes
        try scanString(hashes: hashes)
        return .string
      }
      index += 1
      if let b = peek(), Self.isIdentifierStart(b) {
        scanIdentifierBody()
        return .pound
      }
      return .other
    case UInt8(ascii: "@"):
      index += 1
      if let b = peek(), Self.isIdentifierStart(b) {
        scanIdentifierBody()
        return .attribute
      }
      return .other
    case UInt8(ascii: "`"):
      // A name written in backticks: `default`.
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
        end += 1
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > index + 1 {
        index = end + 1
        return .identifier
      }
      index += 1
      return .other
    case UInt8(ascii: "$"):
      index += 1
      scanIdentifierBody()
      return .identifier
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"):
      index += 1
      return .bracket
    case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
      index += 1
      return .punctuation
    case UInt8(ascii: "."):
      if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
        index += 3
      } else if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: "<") {
        index += 3
      } else {
        index += 1
      }
      return .dot
    case UInt8(ascii: "?"), UInt8(ascii: "!"):
      // A postfix `?` or `!` (optional chaining, forced unwrapping) stands alone.
      let leftBound =
        index > 0 && !Self.isSpace(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: "(")
      if leftBound, c == UInt8(ascii: "?") || peek(1) != UInt8(ascii: "=") {
        index += 1
        return .operator
      }
      scanOperator()
      return .operator
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanNumber()
      return .number
    default:
      if Self.isOperatorCharacter(c) {
        scanOperator()
        return .operator
      }
      if Self.isIdentifierStart(c) {
        scanIdentifierBody()
        return .identifier
      }
      index += 1
      return .other
    }
  }

  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C
  }

  private static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || b == UInt8(ascii: "_") || b >= 0x80
  }

  private static func isIdentifierBody(_ b: UInt8) -> Bool {
    isIdentifierStart(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  private static func isOperatorCharacter(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  private mutating func scanIdentifierBody() {
    while let b = peek(), Self.isIdentifierBody(b) { index += 1 }
  }

  private mutating func scanOperator() {
    index += 1
    while let b = peek(), Self.isOperatorCharacter(b) {
      // A comment starts even in the middle of an operator.
      if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
        return
      }
      index += 1
    }
  }

  private mutating func scanNumber() {
    let isHex =
      bytes[index] == UInt8(ascii: "0")
      && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
    index += 1
    while let b = peek() {
      if Self.isIdentifierBody(b) {
        index += 1
      } else if b == UInt8(ascii: "."), let n = peek(1),
        n >= UInt8(ascii: "0") && n <= UInt8(ascii: "9")
      {
        index += 1
      } else if b == UInt8(ascii: "+") || b == UInt8(ascii: "-"), index > 0 {
        let previous = bytes[index - 1] | 0x20
        guard (isHex && previous == UInt8(ascii: "p")) || (!isHex && previous == UInt8(ascii: "e")),
          let n = peek(1), n >= UInt8(ascii: "0") && n <= UInt8(ascii: "9")
        else { return }
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func scanBlockComment() throws(TokenizeError) {
    let startLine = line
    var depth = 0
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if b == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        countLineBreak(b)
        index += 1
      }
    }
    throw TokenizeError(line: startLine, message: "unterminated block comment")
  }

  private mutating func countLineBreak(_ b: UInt8) {
    if b == UInt8(ascii: "\n") {
      line += 1
    } else if b == UInt8(ascii: "\r") && peek(1) != UInt8(ascii: "\n") {
      line += 1
    }
  }

  /// Scans a string literal whose opening quote is at `index` (after `hashes` `#`s).
  private mutating func scanString(hashes: Int) throws(TokenizeError) {
    let startLine = line
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\\") && hashesFollow(at: index + 1, count: hashes) {
        index += 1 + hashes
        guard let escaped = peek() else { break }
        if escaped == UInt8(ascii: "(") {
          index += 1
          try scanInterpolation(startLine: startLine)
        } else {
          countLineBreak(escaped)
          index += 1
        }
      } else if b == UInt8(ascii: "\"") {
        if multiline {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
            hashesFollow(at: index + 3, count: hashes)
          {
            index += 3 + hashes
            return
          }
          index += 1
        } else {
          index += 1
          if hashesFollow(at: index, count: hashes) {
            index += hashes
            return
          }
        }
      } else if !multiline && (b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) {
        break
      } else {
        countLineBreak(b)
        index += 1
      }
    }
    throw TokenizeError(line: startLine, message: "unterminated string literal")
  }

  private func hashesFollow(at position: Int, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    for i in position..<(position + count) where bytes[i] != UInt8(ascii: "#") { return false }
    return true
  }

  /// Scans the code of an interpolation `\(…)` after its opening bracket, up to and including
  /// its closing bracket; strings and comments inside it are scanned as in code.
  private mutating func scanInterpolation(startLine: Int) throws(TokenizeError) {
    var depth = 1
    while index < bytes.count {
      let saved = tokens.count
      let kind = try scanToken()
      tokens.removeSubrange(saved...)
      if kind == .bracket {
        let b = bytes[index - 1]
        if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
          depth += 1
        } else {
          depth -= 1
          if depth == 0 { return }
        }
      }
    }
    throw TokenizeError(line: startLine, message: "unterminated string interpolation")
  }
}
