import Testing

@testable import MosaicPort

@Suite struct TokenizerTests {
  private func kinds(_ text: String) throws -> [(Token.Kind, String)] {
    try Tokenizer.tokenize(text).filter { !$0.isTrivia }.map { ($0.kind, $0.text) }
  }

  @Test func aStringWithAnInterpolationHoldingAStringIsOneToken() throws {
    let source = #"let s = "a \(f("b)", x["c"])) d" + e"#
    let tokens = try kinds(source)
    #expect(tokens.map(\.1) == ["let", "s", "=", #""a \(f("b)", x["c"])) d""#, "+", "e"])
    #expect(tokens[3].0 == .string)
  }

  @Test func rawStringsEndOnlyAtTheirOwnNumberOfHashes() throws {
    let source = ###"x = #"a "quoted" \(no) \#(yes) "# + ##"b "# c"## ; y"###
    let tokens = try kinds(source)
    #expect(
      tokens.map(\.1) == [
        "x", "=", ##"#"a "quoted" \(no) \#(yes) "#"##, "+", ###"##"b "# c"##"###, ";", "y",
      ])
  }

  @Test func aMultilineStringSpansLinesAndKeepsQuotesInside() throws {
    let source =
      "let t = \"\"\"\n  one \"two\" \"\"\n  \\(three(\"\"\"\n  nested\n  \"\"\"))\n  \"\"\"\nnext"
    let tokens = try Tokenizer.tokenize(source)
    let significant = tokens.filter { !$0.isTrivia }
    #expect(significant.map(\.text).last == "next")
    #expect(significant[3].kind == .string)
    #expect(significant.last?.line == 7)
  }

  @Test func nestedBlockCommentsAndLineComments() throws {
    let source = "a /* one /* two */ still \"not a string */ b // c \"d\nе"
    let tokens = try Tokenizer.tokenize(source)
    #expect(
      tokens.map(\.kind) == [
        .identifier, .whitespace, .blockComment, .whitespace, .identifier, .whitespace,
        .lineComment, .newline, .identifier,
      ])
  }

  @Test func attributesPoundKeywordsAndOptionalChaining() throws {
    let source =
      "@objc(tap:) func f() { delegate?.collectionView?(cv) ; x ?? y; #selector(self.f) ; a!.b != c }"
    let tokens = try kinds(source)
    #expect(tokens.prefix(2).map(\.1) == ["@objc", "("])
    #expect(tokens[0].0 == .attribute)
    #expect(tokens.contains { $0.0 == .pound && $0.1 == "#selector" })
    #expect(tokens.map(\.1).contains("??"))
    #expect(tokens.map(\.1).contains("!="))
    let chain = tokens.drop { $0.1 != "delegate" }.prefix(5).map(\.1)
    #expect(chain == ["delegate", "?", ".", "collectionView", "?"])
  }

  @Test func numbersRangesAndEscapedQuotes() throws {
    let tokens = try kinds(#"0..<10; 1...n; 1.5e-3; 0x1p-2; "\"" ; `default`; $0"#)
    #expect(
      tokens.map(\.1) == [
        "0", "..<", "10", ";", "1", "...", "n", ";", "1.5e-3", ";", "0x1p-2", ";", #""\"""#, ";",
        "`default`", ";", "$0",
      ])
  }

  @Test(arguments: [
    ("let s = \"open", 1, "unterminated string literal"),
    ("x\n/* open /* nested */", 2, "unterminated block comment"),
    ("let s = \"a \\(f(\"b\"\n", 1, "unterminated string interpolation"),
    ("let s = \"\"\"\nno end", 1, "unterminated string literal"),
    ("let s = #\"no end\"", 1, "unterminated string literal"),
  ])
  func unterminatedConstructsAreReportedWithTheirLine(source: String, line: Int, message: String) {
    #expect(throws: TokenizeError(line: line, message: message)) {
      try Tokenizer.tokenize(source)
    }
  }

  @Test func lineNumbersCountEveryKindOfLineBreak() throws {
    let tokens = try Tokenizer.tokenize("a\r\nb\rc\nd")
    #expect(tokens.filter { $0.kind == .identifier }.map(\.line) == [1, 2, 3, 4])
  }

  /// Random soups of Swift's tricky pieces always give back their text exactly.
  @Test func randomTokenSoupsRoundTripExactly() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("TokenizerTests.randomTokenSoupsRoundTripExactly seed: \(seed)")
    var generator = SplitMix(seed: seed)
    let pieces = [
      "a", "_b1", "`class`", "$0", " ", "\t", "\n", "\r\n", "// c\n", "/* x /* y */ z */", "\"s\"",
      #""q\"q""#, #""i \(a + "b\(c)") j""#, ##"#"r "x" \#(y)"#"##,
      "\"\"\"\nm \"\" \\(\"k\")\n\"\"\"",
      "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "...", "..<", "?", "!", "??", "!=", "==",
      "->", "+", "-=", "@objc", "@IBOutlet", "#selector", "#if", "# ", "@", "\\", "42", "0x1F",
      "1.5e-3", "é", "🙂", "'",
    ]
    for round in 0..<300 {
      var text = ""
      for _ in 0..<Int(generator.next() % 40) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      let tokens = try Tokenizer.tokenize(text)
      #expect(
        tokens.map(\.text).joined() == text, "seed \(seed) round \(round): \(text.debugDescription)"
      )
    }
  }
}

/// SplitMix64, the generator the package's other randomized tests use.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
