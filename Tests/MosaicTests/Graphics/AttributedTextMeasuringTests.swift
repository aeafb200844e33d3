import Foundation
import Testing

@testable import Mosaic

/// Measured sizes of attributed text change with the attributes that shape it: font,
/// kerning, paragraph spacing and indents, line break mode, attachments.
@MainActor
@Suite struct AttributedTextMeasuringTests {
  func size(_ string: NSAttributedString, width: CGFloat = 10_000) -> CGSize {
    string.boundingRect(
      with: CGSize(width: width, height: 10_000), options: .usesLineFragmentOrigin, context: nil
    ).size
  }

  func string(_ text: String, _ attributes: [NSAttributedString.Key: Any] = [:])
    -> NSAttributedString
  {
    NSAttributedString(string: text, attributes: attributes)
  }

  func paragraph(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    change(style)
    return style
  }

  @Test func aRunsFontSizesItLikeAPlainLabelInThatFont() {
    let plain = UILabel()
    plain.font = .systemFont(ofSize: 30)
    plain.text = "Hello"
    let attributed = UILabel()
    attributed.attributedText = string("Hello", [.font: UIFont.systemFont(ofSize: 30)])
    #expect(attributed.sizeThatFits(.zero) == plain.sizeThatFits(.zero))
    #expect(attributed.intrinsicContentSize == plain.intrinsicContentSize)
    #expect(attributed.sizeThatFits(.zero).height > UILabel.measured("Hello").height)
  }

  /// Kerning spaces the characters apart: Pango adds it between characters (three gaps in
  /// four letters), where UIKit also adds it after the last one.
  @Test func kerningWidensTheGapsBetweenCharacters() {
    let plain = size(string("abcd"))
    let kerned = size(string("abcd", [.kern: 5]))
    #expect(abs(kerned.width - plain.width - 15) < 0.5)
    #expect(kerned.height == plain.height)
  }

  @Test func lineSpacingAddsBetweenLines() {
    let plain = size(string("One\nTwo\nThree"))
    let spaced = size(
      string("One\nTwo\nThree", [.paragraphStyle: paragraph { $0.lineSpacing = 10 }]))
    #expect(spaced.height == plain.height + 20)
    #expect(spaced.width == plain.width)
  }

  @Test func lineHeightMultipleScalesLines() {
    let plain = size(string("One\nTwo"))
    let double = size(
      string("One\nTwo", [.paragraphStyle: paragraph { $0.lineHeightMultiple = 2 }]))
    #expect(abs(double.height - plain.height * 2) < 2)
  }

  @Test func firstLineHeadIndentWidensTheFirstLine() {
    let plain = size(string("Hello"))
    let indented = size(
      string("Hello", [.paragraphStyle: paragraph { $0.firstLineHeadIndent = 20 }]))
    #expect(abs(indented.width - plain.width - 20) < 0.01)
    let head = size(string("Hello", [.paragraphStyle: paragraph { $0.headIndent = 12 }]))
    #expect(abs(head.width - plain.width) < 0.01)
  }

  @Test func headIndentWrapsLaterLinesNarrower() {
    let text = "aaa bbb ccc ddd eee fff ggg hhh"
    let plain = size(string(text), width: 80)
    let indented = size(
      string(text, [.paragraphStyle: paragraph { $0.headIndent = 40 }]), width: 80)
    #expect(indented.height > plain.height)
  }

  @Test func charWrappingBreaksInsideWordsWhereWordWrappingBreaksAtSpaces() {
    let text = "aa bbbbbbbbbb"
    let word = size(string(text), width: 60)
    let char = size(
      string(text, [.paragraphStyle: paragraph { $0.lineBreakMode = .byCharWrapping }]), width: 60)
    // Word wrapping moves the long word to a line of its own (broken where it is too wide);
    // character wrapping fills the first line with the word's start instead.
    #expect(word.width <= 60)
    #expect(char.width < word.width)
  }

  @Test func anAttachmentTakesItsBoundsSize() {
    let attachment = NSTextAttachment(image: UIImage.pixel(.systemRed, side: 10))
    attachment.bounds = CGRect(x: 0, y: 0, width: 24, height: 40)
    let measured = size(NSAttributedString(attachment: attachment))
    #expect(measured.width == 24)
    #expect(measured.height >= 40)
    let natural = NSTextAttachment(image: UIImage.pixel(.systemRed, side: 10))
    #expect(size(NSAttributedString(attachment: natural)).width == 10)
  }

  @Test func aBaselineOffsetKeepsTheWidth() {
    let plain = size(string("Hello"))
    let raised = size(string("Hello", [.baselineOffset: 8]))
    #expect(raised.width == plain.width)
  }
}

extension UILabel {
  /// The size of `text` in a plain default label.
  static func measured(_ text: String) -> CGSize {
    let label = UILabel()
    label.text = text
    return label.sizeThatFits(.zero)
  }
}

extension UIImage {
  /// A square image of one color.
  static func pixel(_ color: UIColor, side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }
}
