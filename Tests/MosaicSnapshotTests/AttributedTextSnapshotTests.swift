import Foundation
import Mosaic
import MosaicTesting
import Testing

/// A snapshot of a label showing every attribute of attributed text at once. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct AttributedTextSnapshotTests {
  /// A square image of one color for attachments.
  static func swatch(_ color: UIColor, side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func labelWithMixedAttributes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.backgroundColor = .white
    let text = NSMutableAttributedString()
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    paragraph.firstLineHeadIndent = 16
    paragraph.headIndent = 4
    func add(_ string: String, _ attributes: [NSAttributedString.Key: Any]) {
      text.append(NSAttributedString(string: string, attributes: attributes))
    }
    add("Bold ", [.font: UIFont.boldSystemFont(ofSize: 18)])
    add("red ", [.foregroundColor: UIColor.systemRed])
    add("marked", [.backgroundColor: UIColor.systemYellow])
    add(" spaced ", [.kern: 4])
    add("under", [.underlineStyle: NSUnderlineStyle.single.rawValue])
    add(" ", [:])
    add(
      "struck",
      [
        .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        .strikethroughColor: UIColor.systemBlue,
      ])
    add(" up", [.baselineOffset: 6, .font: UIFont.systemFont(ofSize: 11)])
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 2, height: 2)
    shadow.shadowBlurRadius = 2
    shadow.shadowColor = UIColor.systemGreen
    add(" shadow ", [.shadow: shadow, .font: UIFont.boldSystemFont(ofSize: 20)])
    add("a link", [.link: URL(string: "https://example.com")!])
    add(" and ", [:])
    let attachment = NSTextAttachment(image: Self.swatch(.systemPurple, side: 14))
    attachment.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
    text.append(NSAttributedString(attachment: attachment))
    add(
      " an image.",
      [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.systemRed])
    text.addAttribute(
      .paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))

    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 180))
    label.numberOfLines = 0
    label.textColor = .black
    label.attributedText = text
    root.addSubview(label)
    assertSnapshot(of: root, named: "attributed-label", scale: 2)
  }
}
