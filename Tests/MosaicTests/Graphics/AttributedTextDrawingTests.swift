import Foundation
import Testing

@testable import Mosaic

/// What each attribute of attributed text draws, found in the pixels of labels, buttons,
/// text views and `NSAttributedString.draw(at:)`.
@MainActor
@Suite struct AttributedTextDrawingTests {
  let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

  func label(_ text: NSAttributedString, width: CGFloat = 240, height: CGFloat = 40) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.textColor = .black
    label.numberOfLines = 0
    label.attributedText = text
    return label
  }

  func pixels(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> AttributedTextPixels {
    AttributedTextPixels(
      drawing: NSAttributedString(string: text, attributes: attributes), at: CGPoint(x: 4, y: 4),
      size: CGSize(width: 200, height: 40))
  }

  @Test func aForegroundColorColorsOnlyItsRun() throws {
    let text = NSMutableAttributedString(string: "black ")
    text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: red]))
    let shown = AttributedTextPixels(of: label(text))
    let redBox = try #require(shown.box(where: AttributedTextPixels.isRed))
    let ink = try #require(shown.box(where: AttributedTextPixels.isInk))
    #expect(redBox.minX > ink.minX + 20)
    #expect(redBox.maxX == ink.maxX)
  }

  @Test func aBackgroundColorFillsBehindItsRun() throws {
    let shown = pixels("Hi", [.backgroundColor: blue, .foregroundColor: UIColor.black])
    let box = try #require(shown.box(where: AttributedTextPixels.isBlue))
    let plain = pixels("Hi", [.foregroundColor: UIColor.black])
    #expect(plain.box(where: AttributedTextPixels.isBlue) == nil)
    let width = NSAttributedString(string: "Hi").size().width
    #expect(abs(CGFloat(box.maxX - box.minX + 1) - width) <= 1)
    #expect(box.minX == 4)
  }

  @Test func aParagraphAlignmentMovesTheText() throws {
    let right = NSMutableParagraphStyle()
    right.alignment = .right
    let aligned = AttributedTextPixels(
      of: label(NSAttributedString(string: "Mosaic", attributes: [.paragraphStyle: right])))
    let plain = AttributedTextPixels(of: label(NSAttributedString(string: "Mosaic")))
    #expect(try #require(aligned.box(where: AttributedTextPixels.isInk)).maxX > 230)
    #expect(try #require(plain.box(where: AttributedTextPixels.isInk)).minX < 4)
  }

  @Test func headIndentsMoveTheLines() throws {
    let style = NSMutableParagraphStyle()
    style.firstLineHeadIndent = 30
    style.headIndent = 60
    let text = NSAttributedString(
      string: "aaa bbb ccc ddd eee fff", attributes: [.paragraphStyle: style])
    let shown = AttributedTextPixels(of: label(text, width: 150, height: 60))
    let ink = shown.points(where: AttributedTextPixels.isInk)
    let split = (ink.map(\.y).min()! + ink.map(\.y).max()!) / 2
    let firstLine = ink.filter { $0.y < split - 2 }.map(\.x).min()!
    let laterLines = ink.filter { $0.y > split + 2 }.map(\.x).min()!
    #expect((30...33).contains(firstLine))
    #expect((60...63).contains(laterLines))
  }

  @Test func anUnderlineIsDrawnBelowTheTextInItsColor() throws {
    let font = UIFont.systemFont(ofSize: 24)
    let shown = pixels(
      "Under",
      [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: red])
    let found = shown.box { $0.a > 100 && $0.r > 200 && $0.g < 80 }
    let line = try #require(found)
    let plainInk = pixels("Under", [.font: font]).box(where: AttributedTextPixels.isInk)
    let ink = try #require(plainInk)
    #expect(line.minY > ink.maxY - 4)
    #expect(line.maxX - line.minX > 40)
    let without = pixels("Under", [.font: font, .underlineColor: red])
    #expect(without.box { $0.a > 100 && $0.r > 200 && $0.g < 80 } == nil)
  }

  @Test func aStrikethroughCrossesTheMiddleOfTheText() throws {
    let shown = pixels(
      "xxxxx", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: blue])
    let line = try #require(shown.box(where: AttributedTextPixels.isBlue))
    let ink = try #require(pixels("xxxxx", [:]).box(where: AttributedTextPixels.isInk))
    #expect(line.minY > ink.minY)
    #expect(line.maxY < ink.maxY)
    #expect(abs((line.minY + line.maxY) - (ink.minY + ink.maxY)) <= 3)
  }

  @Test func aBaselineOffsetRaisesItsRun() throws {
    let text = NSMutableAttributedString(string: "x", attributes: [.foregroundColor: UIColor.black])
    text.append(
      NSAttributedString(string: "x", attributes: [.baselineOffset: 6, .foregroundColor: red]))
    let shown = AttributedTextPixels(
      drawing: text, at: CGPoint(x: 2, y: 2), size: CGSize(width: 60, height: 40))
    let low = try #require(shown.box { $0.a > 200 && $0.r < 60 })
    let high = try #require(shown.box(where: AttributedTextPixels.isRed))
    #expect(low.minY - high.minY == 6)
    #expect(low.maxY - high.maxY == 6)
  }

  @Test func aShadowIsDrawnAtItsOffsetAndBlurSpreadsIt() throws {
    let sharp = NSShadow()
    sharp.shadowOffset = CGSize(width: 20, height: 10)
    sharp.shadowColor = green
    let shown = pixels("I", [.shadow: sharp, .foregroundColor: UIColor.black])
    let shadow = try #require(shown.box(where: AttributedTextPixels.isGreenish))
    let ink = try #require(shown.box { $0.a > 200 && $0.g < 60 })
    #expect(abs(shadow.minX - ink.minX - 20) <= 1)
    #expect(abs(shadow.minY - ink.minY - 10) <= 1)
    let blurred = NSShadow()
    blurred.shadowOffset = CGSize(width: 20, height: 10)
    blurred.shadowColor = green
    blurred.shadowBlurRadius = 6
    let soft = try #require(
      pixels("I", [.shadow: blurred]).box { $0.a > 3 && $0.g > 100 && $0.r < 80 })
    #expect(soft.maxX - soft.minX > shadow.maxX - shadow.minX + 4)
  }

  @Test func aLinkIsDrawnInTheTintColorUnderlined() throws {
    let shown = label(
      NSAttributedString(
        string: "Link",
        attributes: [.link: URL(string: "https://a.b")!, .font: UIFont.systemFont(ofSize: 24)]))
    shown.tintColor = red
    let pixels = AttributedTextPixels(of: shown)
    let found = pixels.box { $0.a > 100 && $0.r > 200 && $0.g < 80 }
    let link = try #require(found)
    let plainLabel = label(
      NSAttributedString(string: "Link", attributes: [.font: UIFont.systemFont(ofSize: 24)]))
    let plainInk = AttributedTextPixels(of: plainLabel).box(where: AttributedTextPixels.isInk)
    let plain = try #require(plainInk)
    #expect(link.maxY > plain.maxY)
    #expect(pixels.box { $0.a > 200 && $0.r < 60 } == nil)
  }

  @Test func anAttachmentDrawsItsImageAtItsBounds() throws {
    let attachment = NSTextAttachment(image: UIImage.pixel(blue, side: 10))
    attachment.bounds = CGRect(x: 0, y: 0, width: 20, height: 12)
    let text = NSMutableAttributedString(string: "ab")
    text.append(NSAttributedString(attachment: attachment))
    let shown = AttributedTextPixels(
      drawing: text, at: CGPoint(x: 0, y: 0), size: CGSize(width: 100, height: 40))
    let box = try #require(shown.box(where: AttributedTextPixels.isBlue))
    #expect(box.maxX - box.minX + 1 == 20)
    #expect(box.maxY - box.minY + 1 == 12)
    #expect(shown.points(where: AttributedTextPixels.isBlue).count == 240)
    let start = NSAttributedString(string: "ab").size().width
    #expect(abs(CGFloat(box.minX) - start) <= 1)
  }

  @Test func aButtonDrawsItsAttributedTitle() throws {
    let button = UIButton(type: .system)
    let title = NSAttributedString(
      string: "Go", attributes: [.foregroundColor: red, .font: UIFont.boldSystemFont(ofSize: 30)])
    button.setAttributedTitle(title, for: .normal)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.currentAttributedTitle?.string == "Go")
    #expect(
      button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        == UIFont.boldSystemFont(ofSize: 30))
    #expect(button.intrinsicContentSize.height >= UILabel.measuredAt(30).height)
    let pixels = AttributedTextPixels(of: button)
    #expect(pixels.points(where: AttributedTextPixels.isRed).count > 50)
  }

  @Test func aTextViewDrawsItsAttributedText() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    view.backgroundColor = .white
    view.attributedText = NSAttributedString(
      string: "Text", attributes: [.foregroundColor: blue, .font: UIFont.systemFont(ofSize: 24)])
    #expect(
      view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == blue)
    #expect(view.text == "Text")
    let pixels = AttributedTextPixels(of: view)
    #expect(pixels.points(where: AttributedTextPixels.isBlue).count > 50)
    view.text = "Plain"
    #expect(
      view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == view.textColor)
  }
}

extension UILabel {
  /// The size of "Go" in a plain label in the bold system font of `size` points.
  static func measuredAt(_ size: CGFloat) -> CGSize {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: size)
    label.text = "Go"
    return label.sizeThatFits(.zero)
  }
}
