// A sign-up screen's "terms" label as iOS projects build it: an NSMutableAttributedString with
// links added over ranges found in the text, a centred paragraph style with line spacing, and a
// small icon attachment in front.
import MosaicTesting
import Testing
import UIKit

final class TermsFooterView: UIView {
  let termsLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    termsLabel.numberOfLines = 0
    termsLabel.attributedText = TermsFooterView.termsText()
    addSubview(termsLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = termsLabel.sizeThatFits(
      CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude))
    termsLabel.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: size.height)
  }

  static func termsText() -> NSAttributedString {
    let text = "By continuing you agree to our Terms of Service and Privacy Policy."
    let attributed = NSMutableAttributedString(
      string: text,
      attributes: [
        .font: UIFont.systemFont(ofSize: 13),
        .foregroundColor: UIColor.secondaryLabel,
      ])
    let termsRange = (text as NSString).range(of: "Terms of Service")
    attributed.addAttribute(
      .link, value: URL(string: "https://example.com/terms")!, range: termsRange)
    let privacyRange = (text as NSString).range(of: "Privacy Policy")
    attributed.addAttribute(
      .link, value: URL(string: "https://example.com/privacy")!, range: privacyRange)

    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineSpacing = 4
    attributed.addAttribute(
      .paragraphStyle, value: paragraph, range: NSRange(location: 0, length: attributed.length))

    let icon = NSTextAttachment()
    icon.image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
      UIColor.systemGreen.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
    }
    icon.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
    attributed.insert(NSAttributedString(attachment: icon), at: 0)
    return attributed
  }
}

@MainActor
@Suite struct TermsLabelShapeTests {
  @Test func theTermsLabelKeepsItsLinksAndWraps() throws {
    let footer = TermsFooterView(frame: CGRect(x: 0, y: 0, width: 260, height: 80))
    footer.layoutIfNeeded()
    let label = footer.termsLabel
    let text = try #require(label.attributedText)
    #expect(label.text?.hasSuffix("Privacy Policy.") == true)
    let terms = (text.string as NSString).range(of: "Terms of Service")
    #expect(
      text.attribute(.link, at: terms.location, effectiveRange: nil) as? URL
        == URL(string: "https://example.com/terms"))
    #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) is NSTextAttachment)
    #expect(label.textAlignment == .left || label.textAlignment == .natural)
    #expect(
      (text.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle)?
        .alignment == .center)
    // Two lines at 228 points, 4 points apart.
    let oneLine = label.sizeThatFits(CGSize(width: 10_000, height: 10_000))
    #expect(label.frame.height > oneLine.height * 2)

    let image = footer.renderedImage(scale: 1)
    var linkPixels = 0
    var iconPixels = 0
    for y in 0..<80 {
      for x in 0..<260 {
        guard let p = image.pixel(x: x, y: y), p.alpha > 200 else { continue }
        if p.blue > 200, p.red < 80, (90...160).contains(Int(p.green)) { linkPixels += 1 }
        if p.green > 150, p.red < 100, p.blue < 120 { iconPixels += 1 }
      }
    }
    #expect(linkPixels > 40)
    // Centred: as much space on the left of the ink as on its right.
    var minX = 260
    var maxX = 0
    for y in 0..<80 {
      for x in 0..<260 where (image.pixel(x: x, y: y)?.alpha ?? 0) > 128 {
        minX = min(minX, x)
        maxX = max(maxX, x)
      }
    }
    #expect(abs(minX - (260 - 1 - maxX)) <= 2)
    #expect(iconPixels >= 100)
  }
}
