import MosaicTestSupport
import Testing

@testable import Mosaic

/// Text measured from cached word widths must measure exactly as Pango measures it.
@MainActor
struct WordMeasureTests {
  /// Words the measure handles, with pairs that kern and punctuation that joins.
  private static let simpleWords = [
    "Words", "that", "wrap", "onto", "more", "lines.", "Note", "a", "I", "of", "the",
    "collection", "view's", "cells,", "größer", "façade", "naïve", "résumé", "42", "3.14",
    "$5", "50%", "+1", "(see", "below)", "[1]", "\"quoted\"", "'single'", "wait!", "why?",
    "x=y", "a&b", "@name", "#tag", "fi", "ffl", "Tw", "AV", "To", "Ye", "x", "TT", "2026",
    "17", "1234567890", "101",
  ]
  /// Words the measure leaves to Pango, or that make it leave the whole text to Pango.
  private static let awkwardWords = [
    "e-mail", "and/or", "50 %", "$$", "!", "...", "(", ")", "?", "\u{00A0}", "tab\tbed",
    "line\nfeed", "emoji😀", "中文", "x×y", "Ωmega", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
  ]

  private static func randomText(_ g: inout SeededGenerator) -> String {
    var text = ""
    let count = Int.random(in: 1...24, using: &g)
    for index in 0..<count {
      if index > 0 || Int.random(in: 0..<8, using: &g) == 0 {
        text += String(repeating: " ", count: Int.random(in: 0..<6, using: &g) == 0 ? 2 : 1)
      }
      let awkward = Int.random(in: 0..<60, using: &g) == 0
      text += (awkward ? awkwardWords : simpleWords).randomElement(using: &g)!
    }
    if Int.random(in: 0..<8, using: &g) == 0 { text += " " }
    return text
  }

  @Test func wordSumsMeasureAsPangoDoes() {
    let fonts: [UIFont] = [
      .systemFont(ofSize: 14), .boldSystemFont(ofSize: 16), .systemFont(ofSize: 12),
      .italicSystemFont(ofSize: 17), .systemFont(ofSize: 11, weight: .light),
    ]
    var fastCount = 0
    var wrappedCount = 0
    for seed in UInt64(1)...1000 {
      var g = SeededGenerator(seed: seed)
      let text = Self.randomText(&g)
      var style = TextStyle()
      style.font = fonts.randomElement(using: &g)!
      style.numberOfLines = [0, 0, 1, 2, 3].randomElement(using: &g)!
      style.lineBreakMode = [.byWordWrapping, .byTruncatingTail, .byClipping].randomElement(
        using: &g)!
      style.alignment = [.natural, .center, .right].randomElement(using: &g)!
      let widths: [CGFloat?] = [
        nil, CGFloat.random(in: 30...400, using: &g).rounded(),
        CGFloat.random(in: 30...400, using: &g),
      ]
      for width in widths {
        let pango = TextRenderer.pangoMeasuredSize(of: text, style: style, maxWidth: width)
        guard let fast = WordMeasure.measuredSize(of: text, style: style, maxWidth: width) else {
          continue
        }
        fastCount += 1
        if fast.height > style.font.lineHeight * 1.5 { wrappedCount += 1 }
        #expect(
          fast == pango,
          "seed \(seed): \(text.debugDescription) in \(style.font.pointSize) pt, lines \(style.numberOfLines), width \(String(describing: width))"
        )
        if fast != pango { return }
      }
    }
    // Most random texts are simple enough to be measured from their words (the others are
    // awkward, or cut off by a line limit), and many of them wrap.
    #expect(fastCount > 1000)
    #expect(wrappedCount > 300)
  }

  @Test func textThatBreaksElsewhereThanAtSpacesIsLeftToPango() {
    let style = TextStyle(font: .systemFont(ofSize: 14), numberOfLines: 0)
    for text in [
      "well-known", "and/or", "line\nfeed", "tab\there", "中文", "emoji 😀", "a\u{00A0}b",
      "wait !", "x ?", "say \"hi\"", "(a)(b)", "$$", "a.$5", "x×y",
    ] {
      #expect(
        WordMeasure.measuredSize(of: text, style: style, maxWidth: 100) == nil, "\(text)")
    }
    var clipped = style
    clipped.numberOfLines = 1
    // Two lines' worth of text limited to one line is cut off: Pango measures it.
    #expect(
      WordMeasure.measuredSize(
        of: "Words that wrap onto more lines than one", style: clipped, maxWidth: 80) == nil)
    // A word wider than the line is broken inside: Pango measures it.
    #expect(
      WordMeasure.measuredSize(of: "Supercalifragilistic", style: style, maxWidth: 40) == nil)
  }

  @Test func labelsMeasureWrappedTextFromItsWords() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 14)
    label.numberOfLines = 0
    label.text = "Words that wrap onto more lines. Words that wrap onto more lines."
    let size = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
    let style = TextStyle(font: label.font, lineBreakMode: .byTruncatingTail, numberOfLines: 0)
    let pango = TextRenderer.pangoMeasuredSize(of: label.text!, style: style, maxWidth: 120)
    #expect(size == CGSize(width: pango.width.rounded(.up), height: pango.height.rounded(.up)))
    #expect(size.height > 4 * label.font.lineHeight)
  }
}
