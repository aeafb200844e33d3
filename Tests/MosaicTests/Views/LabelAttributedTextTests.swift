import Foundation
import MosaicTestSupport
import Testing

@testable import Mosaic

/// `UILabel.attributedText` keeps the attributes it was given, fills the characters without a
/// font, color or paragraph style with the label's, and interacts with `text`, `font`,
/// `textColor` and `textAlignment` as UIKit's label does.
@MainActor
@Suite struct LabelAttributedTextTests {
  let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

  @Test func attributedTextComesBackWithItsAttributes() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    style.alignment = .center
    let underline = NSUnderlineStyle.single.rawValue
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Styled",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: red, .paragraphStyle: style,
        .kern: 2.0, .underlineStyle: underline,
      ])
    let back = try #require(label.attributedText)
    let attributes = back.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 22))
    #expect(attributes[.foregroundColor] as? UIColor == red)
    #expect(attributes[.paragraphStyle] as? NSParagraphStyle == style)
    #expect(attributes[.kern] as? Double == 2)
    #expect(attributes[.underlineStyle] as? Int == underline)
    #expect(label.text == "Styled")
  }

  @Test func settingAttributedTextAdoptsTheFirstCharactersStyle() {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    let text = NSMutableAttributedString(
      string: "Big",
      attributes: [
        .font: UIFont.systemFont(ofSize: 30), .foregroundColor: red, .paragraphStyle: style,
      ])
    text.append(
      NSAttributedString(string: " small", attributes: [.font: UIFont.systemFont(ofSize: 9)]))
    let label = UILabel()
    label.attributedText = text
    #expect(label.font == UIFont.systemFont(ofSize: 30))
    #expect(label.textColor == red)
    #expect(label.textAlignment == .right)
    // The second run keeps its own font.
    #expect(
      label.attributedText?.attribute(.font, at: 5, effectiveRange: nil) as? UIFont
        == UIFont.systemFont(ofSize: 9))
  }

  @Test func missingAttributesTakeTheLabelsDefaultsWhenSet() throws {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = red
    label.textAlignment = .center
    label.attributedText = NSAttributedString(string: "Plain", attributes: [.kern: 1.0])
    let attributes = try #require(label.attributedText).attributes(at: 2, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 13))
    #expect(attributes[.foregroundColor] as? UIColor == red)
    let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
    #expect(paragraph.alignment == .center)
    #expect(paragraph.lineBreakMode == .byTruncatingTail)
    #expect(attributes[.kern] as? Double == 1)
  }

  @Test func settingFontColorAndAlignmentRestylesTheWholeString() throws {
    let label = UILabel()
    let text = NSMutableAttributedString(
      string: "One", attributes: [.font: UIFont.systemFont(ofSize: 30)])
    text.append(NSAttributedString(string: "Two", attributes: [.foregroundColor: red]))
    label.attributedText = text
    label.font = .systemFont(ofSize: 11)
    label.textColor = .blue
    label.textAlignment = .right
    let back = try #require(label.attributedText)
    for index in [0, 4] {
      let attributes = back.attributes(at: index, effectiveRange: nil)
      #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 11))
      #expect(attributes[.foregroundColor] as? UIColor == .blue)
      #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
    }
  }

  @Test func aMutableCopyKeepsTheStringsOwnAttributes() throws {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: red])
    let copy = NSMutableAttributedString(attributedString: try #require(label.attributedText))
    #expect(copy.string == "Red")
    #expect(copy.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == red)
  }

  @Test func settingTextDropsTheAttributes() throws {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Under", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
    label.text = "Under"
    let attributes = try #require(label.attributedText).attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.underlineStyle] == nil)
    #expect(attributes[.font] as? UIFont == label.font)
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
  }

  @Test func aPlainLabelReportsItsStyleAsAttributes() throws {
    let label = UILabel()
    label.text = "Hi"
    let attributes = try #require(label.attributedText).attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 17))
    #expect(attributes[.foregroundColor] as? UIColor == .label)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .natural)
  }

  // MARK: Fuzz

  /// Random runs of every attribute round-trip through `attributedText`: each attribute comes
  /// back on each character, and the label's font, color and paragraph style fill only the
  /// characters that had none.
  @Test func randomAttributedStringsRoundTrip() throws {
    let seed = UInt64(0xA77_7E47)
    var random = SeededGenerator(seed: seed)
    for iteration in 0..<150 {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
      label.numberOfLines = Int.random(in: 0...2, using: &random)
      label.font = .systemFont(ofSize: CGFloat(Int.random(in: 8...30, using: &random)))
      label.textColor = Self.color(&random)
      label.textAlignment = [.left, .center, .right, .natural].randomElement(using: &random)!
      let defaults: [NSAttributedString.Key: NSObject] = [
        .font: label.font, .foregroundColor: label.textColor,
        .paragraphStyle: {
          let style = NSMutableParagraphStyle()
          style.alignment = label.textAlignment
          style.lineBreakMode = label.lineBreakMode
          return style
        }(),
      ]
      let string = Self.randomString(&random)
      label.attributedText = string
      let context = "seed \(seed) iteration \(iteration)"
      let back = try #require(label.attributedText, "\(context)")
      #expect(back.string == string.string, "\(context)")
      for index in 0..<string.length {
        let sent = string.attributes(at: index, effectiveRange: nil)
        let got = back.attributes(at: index, effectiveRange: nil)
        for (key, value) in sent {
          #expect(Self.same(got[key], value), "\(context): \(key.rawValue) at \(index)")
        }
        for (key, value) in defaults where sent[key] == nil {
          #expect(Self.same(got[key], value), "\(context): default \(key.rawValue) at \(index)")
        }
        let extra = Set(got.keys).subtracting(sent.keys).subtracting(defaults.keys)
        #expect(extra.isEmpty, "\(context): unexpected \(extra) at \(index)")
      }
      // Measuring and drawing take every attribute without trouble.
      let size = label.sizeThatFits(CGSize(width: 160, height: 1000))
      #expect(size.width.isFinite && size.height.isFinite, "\(context)")
      _ = label.renderedImage(scale: 1)
    }
  }

  static func same(_ a: Any?, _ b: Any) -> Bool {
    guard let a else { return false }
    if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    return false
  }

  static func color(_ random: inout SeededGenerator) -> UIColor {
    UIColor(
      red: CGFloat(Int.random(in: 0...255, using: &random)) / 255,
      green: CGFloat(Int.random(in: 0...255, using: &random)) / 255,
      blue: CGFloat(Int.random(in: 0...255, using: &random)) / 255, alpha: 1)
  }

  static func randomString(_ random: inout SeededGenerator) -> NSAttributedString {
    let words = ["Hello", " world", "é", "😀", "Mosaic ", "\n", "x", "日本", "a b c"]
    var pieces: [(String, [NSAttributedString.Key: Any])] = []
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      if Int.random(in: 0..<6, using: &random) == 0 {
        let attachment = NSTextAttachment(image: UIImage.pixel(color(&random), side: 8))
        if Bool.random(using: &random) {
          attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        }
        pieces.append(("\u{FFFC}", [NSAttributedString.Key.attachment: attachment]))
        continue
      }
      var attributes: [NSAttributedString.Key: Any] = [:]
      func maybe(_ key: NSAttributedString.Key, _ make: (inout SeededGenerator) -> Any) {
        if Int.random(in: 0..<3, using: &random) == 0 { attributes[key] = make(&random) }
      }
      maybe(.font) { r in
        let size = CGFloat(Int.random(in: 8...32, using: &r))
        return Bool.random(using: &r)
          ? UIFont.boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
      }
      maybe(.foregroundColor) { color(&$0) }
      maybe(.backgroundColor) { color(&$0) }
      maybe(.kern) { Double(Int.random(in: -2...6, using: &$0)) }
      maybe(.underlineStyle) {
        [NSUnderlineStyle.single, .thick, .double].randomElement(using: &$0)!.rawValue
      }
      maybe(.underlineColor) { color(&$0) }
      maybe(.strikethroughStyle) { _ in NSUnderlineStyle.single.rawValue }
      maybe(.strikethroughColor) { color(&$0) }
      maybe(.baselineOffset) { Double(Int.random(in: -4...8, using: &$0)) }
      maybe(.link) { URL(string: "https://example.com/\(Int.random(in: 0...9, using: &$0))")! }
      maybe(.shadow) { r in
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(
          width: Int.random(in: -3...3, using: &r), height: Int.random(in: -3...3, using: &r))
        shadow.shadowBlurRadius = CGFloat(Int.random(in: 0...4, using: &r))
        shadow.shadowColor = color(&r)
        return shadow
      }
      maybe(.paragraphStyle) { r in
        let style = NSMutableParagraphStyle()
        style.alignment = [.left, .center, .right, .justified, .natural].randomElement(using: &r)!
        style.lineSpacing = CGFloat(Int.random(in: 0...8, using: &r))
        style.lineHeightMultiple = [0, 1, 1.5].randomElement(using: &r)!
        style.headIndent = CGFloat(Int.random(in: 0...20, using: &r))
        style.firstLineHeadIndent = CGFloat(Int.random(in: 0...20, using: &r))
        style.lineBreakMode = [.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byClipping]
          .randomElement(using: &r)!
        return style
      }
      let piece = words.randomElement(using: &random)!
      pieces.append((piece, attributes))
    }
    return RunListAttributedString(pieces)
  }
}
